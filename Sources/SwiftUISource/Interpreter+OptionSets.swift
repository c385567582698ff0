import SwiftSyntax

/// A struct of the sources conforming to `OptionSet` (`struct Layers: OptionSet { let rawValue: Int; static let
/// dough = Layers(rawValue: 1 << 1) }`), with the members the standard library gives it: an array literal is the
/// union of its elements (`[.dough, .glaze]`), and `contains`, `union`, `intersection`, `subtracting`, `isEmpty`,
/// `isSubset(of:)`, `isSuperset(of:)`, `isDisjoint(with:)` work on the raw values' bits ("The Swift Standard
/// Library", OptionSet).
extension Interpreter {
    static func isOptionSet(_ t: TypeDecl) -> Bool { t.inherited.contains("OptionSet") }

    static let optionSetAlgebra: Set<String> = ["contains", "union", "intersection", "subtracting", "symmetricDifference",
                                                "isSubset", "isSuperset", "isDisjoint", "isStrictSubset", "isStrictSuperset"]

    /// `[.dough, .glaze]` stored as an option set of `t`: one value whose raw value holds every element's bits.
    func optionSet(_ t: TypeDecl, _ items: [Value], at node: some SyntaxProtocol) throws -> Value {
        var raw = 0
        for item in items {
            let element = if case .member(let name, nil) = item { try staticMember(name, of: t.qualifiedName, at: node) } else { item }
            raw |= try optionBits(element, at: node)
        }
        return try instantiate(t, [Argument(label: "rawValue", value: .int(raw))], at: node)
    }

    /// An option set's raw value.
    func optionBits(_ v: Value, at node: some SyntaxProtocol) throws -> Int {
        guard case .instance(let t, let fields) = v, Self.isOptionSet(t), let raw = try member("rawValue", of: t, fields, at: node) else {
            throw fail("expected an option of an OptionSet, found \(v.typeDescription)", at: node)
        }
        return try integer(raw, at: node)
    }

    /// A method the standard library gives every option set; nil for other names.
    func optionSetMethod(_ name: String, _ t: TypeDecl, _ fields: [String: Value], _ args: [Argument],
                         at node: some SyntaxProtocol) throws -> Value? {
        guard Self.optionSetAlgebra.contains(name), args.count == 1 else { return nil }
        let own = try optionBits(.instance(t, fields), at: node)
        let other: Int
        switch args[0].value {
        case .member(let m, nil): other = try optionBits(try staticMember(m, of: t.qualifiedName, at: node), at: node)
        case .array(let items): other = try optionBits(try optionSet(t, items, at: node), at: node)
        case let value: other = try optionBits(value, at: node)
        }
        func options(_ raw: Int) throws -> Value { try instantiate(t, [Argument(label: "rawValue", value: .int(raw))], at: node) }
        switch name {
        case "contains", "isSuperset": return .bool(own & other == other)
        case "isStrictSuperset": return .bool(own & other == other && own != other)
        case "isSubset": return .bool(own & other == own)
        case "isStrictSubset": return .bool(own & other == own && own != other)
        case "isDisjoint": return .bool(own & other == 0)
        case "union": return try options(own | other)
        case "intersection": return try options(own & other)
        case "subtracting": return try options(own & ~other)
        default: return try options(own ^ other)  // symmetricDifference
        }
    }
}
