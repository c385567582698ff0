import Foundation
import SwiftSyntax

/// The sources' types decoded as Swift synthesizes `Decodable` for them (SE-0166, "Encoding and Decoding Custom
/// Types" in Apple's documentation): the properties a `CodingKeys` enum lists, or every stored property but a `let`
/// with an initial value; each under its key; an Optional property with `decodeIfPresent` (missing or null is nil);
/// the others required, whatever initial value they have. An enum with a raw type decodes its raw value.
extension Interpreter {
    func decodedModel(_ t: TypeDecl, _ decoder: Decoder, _ session: DecodingSession) throws -> Value {
        if t.initializers.contains(where: Self.isDecodingInit) {
            throw fail("`\(t.name)` declares its own `init(from:)`, which layoutcheck does not run: decode the sample data "
                       + "into a type with synthesized Decodable, or make the sample value in Swift", at: session.site)
        }
        if t.isEnum { return try decodedCase(t, decoder, session) }
        if t.isClass, t.supertypes.contains(where: { $0.isClass && $0.isDeclared }) {
            throw fail("`\(t.name)` is a subclass: a subclass's synthesized Decodable is not evaluated", at: session.site)
        }
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        var fields = try defaults(t)
        for (p, key) in try codedProperties(t, session) {
            let plan = try propertyPlan(p, of: t)
            let k = AnyCodingKey(stringValue: key)
            if case .optional(let wrapped) = plan {
                // `decodeIfPresent`: a missing key or a null is nil.
                let present = try container.contains(k) && !container.decodeNil(forKey: k)
                fields[p.name] = present ? try session.decode(wrapped) { try container.decode(PlannedValue.self, forKey: k) } : .null
            } else {
                fields[p.name] = try session.decode(plan) { try container.decode(PlannedValue.self, forKey: k) }
            }
        }
        return t.isClass ? .object(madeObject(t, fields, at: nil)) : .instance(t, fields)
    }

    private static func isDecodingInit(_ i: InitializerDeclSyntax) -> Bool {
        let parameters = i.signature.parameterClause.parameters
        return parameters.count == 1 && parameters.first?.firstName.text == "from"
    }

    /// The properties decoded, with their keys: a nested `CodingKeys` enum's cases (a raw value renames the key),
    /// else every stored property but a `let` with an initial value (Swift warns it is not decoded).
    private func codedProperties(_ t: TypeDecl, _ session: DecodingSession) throws -> [(StoredProperty, String)] {
        let stored = index.storedProperties(of: t)
        if let keys = index.types[t.qualifiedName + ".CodingKeys"], keys.isEnum {
            return try keys.enumCases.map { name in
                guard let p = stored.first(where: { $0.name == name }) else {
                    throw fail("`\(t.name).CodingKeys.\(name)` names no stored property of `\(t.name)`", at: session.site)
                }
                guard case .string(let key)? = try rawValue(ofCase: name, in: keys, at: session.site) else { return (p, name) }
                return (p, key)
            }
        }
        return try stored.filter { !($0.isLet && $0.initializer != nil) }.map { p in
            if let wrapper = p.wrapperName {
                throw fail("`\(t.name).\(p.name)` is wrapped in `@\(wrapper)`: its synthesized Decodable is not evaluated",
                           at: session.site)
            }
            return (p, p.name)
        }
    }

    /// The declared type's plan, or the type Swift infers from a literal initial value (`var count = 0` is an Int).
    private func propertyPlan(_ p: StoredProperty, of t: TypeDecl) throws -> DecodingPlan {
        let scope = Scope(instance: (t, [:]))
        if let type = p.type { return try decodingPlan(type, scope) }
        switch p.initializer?.kind {
        case .integerLiteralExpr?: return .int
        case .floatLiteralExpr?: return .double
        case .stringLiteralExpr?: return .string
        case .booleanLiteralExpr?: return .bool
        default:
            throw fail("the type of `\(t.name).\(p.name)` is not written: declare it (`var \(p.name): Type`) so the JSON "
                       + "value is decoded as Swift would", at: p.node)
        }
    }

    /// An enum with a raw type: the case whose raw value the JSON holds. Swift throws `dataCorrupted` for any other.
    private func decodedCase(_ t: TypeDecl, _ decoder: Decoder, _ session: DecodingSession) throws -> Value {
        guard hasRawValues(t), let rawType = t.inherited.first else {
            throw fail("`\(t.name)` is an enum without a raw type: its synthesized Decodable (cases as keyed objects) is "
                       + "not evaluated", at: session.site)
        }
        let rawPlan: DecodingPlan = switch rawType {
        case "String", "Character": .string
        case "Double", "CGFloat": .double
        case "Float": .float
        default: .int
        }
        let raw = try decodedValue(rawPlan, decoder, session)
        for name in t.enumCases {
            if let value = try rawValue(ofCase: name, in: t, at: session.site), try equals(value, raw, at: session.site) {
                return .instance(t, [Self.caseKey: .string(name)])
            }
        }
        throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
            debugDescription: "Cannot initialize \(t.name) from invalid \(rawType) value \(try describe(raw, at: session.site))"))
    }
}
