import SwiftSyntax

/// Enums with raw values, as the Swift book's "Raw Values" describes them: a case's raw value is the literal written
/// after it; without one, a `String` enum's is the case's name and an `Int` enum's is the previous case's plus one
/// (the first is 0). `init?(rawValue:)` gives the case with that raw value, or nil.
extension Interpreter {
    /// The raw type an enum declares first in its inheritance clause, when it is one Swift gives implicit values.
    static let implicitRawTypes: Set<String> = ["String", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8",
                                                "UInt16", "UInt32", "UInt64", "Double", "Float", "CGFloat", "Character"]

    func hasRawValues(_ t: TypeDecl) -> Bool {
        t.isEnum && (t.inherited.first.map { Self.implicitRawTypes.contains($0) } ?? false || !t.explicitRawValues.isEmpty)
    }

    /// The raw value of case `name` of `t`, or nil when `t` has none.
    func rawValue(ofCase name: String, in t: TypeDecl, at node: some SyntaxProtocol) throws -> Value? {
        guard hasRawValues(t), let position = t.enumCases.firstIndex(of: name) else { return nil }
        let rawType = t.inherited.first ?? ""
        // `case standard = 1` in `enum Rate: Double`: the literal takes the raw type (`1.0`).
        if let written = t.explicitRawValues[name] {
            let value = try evaluate(written, Scope())
            return Self.floatingPointTypes.contains(rawType) || Self.integerTypes.contains(rawType) ? typed(value, asNamed: rawType) : value
        }
        switch rawType {
        case "String", "Character": return .string(name)
        case "Double", "Float", "CGFloat":
            throw fail("`\(t.name).\(name)` has no raw value written (a floating-point raw value must be)", at: node)
        default:
            // Counting on from the nearest case above with a value written (or from 0).
            var offset = 0
            for i in stride(from: position - 1, through: 0, by: -1) {
                offset += 1
                if let written = t.explicitRawValues[t.enumCases[i]] {
                    return .int(try integer(try evaluate(written, Scope()), at: written) + offset)
                }
            }
            return .int(position)
        }
    }

    /// `Mode(rawValue: "heat")`: the case with that raw value, or nil (the failable initializer Swift synthesizes).
    /// Nil when `t` declares its own `init(rawValue:)` or has no raw values.
    func enumFromRawValue(_ t: TypeDecl, _ args: [Argument], at node: some SyntaxProtocol) throws -> Value? {
        guard hasRawValues(t), args.count == 1, args[0].label == "rawValue" else { return nil }
        let declaresOwn = t.initializers.contains {
            $0.signature.parameterClause.parameters.first?.firstName.text == "rawValue"
        }
        guard !declaresOwn else { return nil }
        let wanted = args[0].value
        if case .opaque = wanted { return wanted }
        for name in t.enumCases {
            if let raw = try rawValue(ofCase: name, in: t, at: node), try equals(raw, wanted, at: node) {
                return .instance(t, [Self.caseKey: .string(name)])
            }
        }
        return .null
    }
}
