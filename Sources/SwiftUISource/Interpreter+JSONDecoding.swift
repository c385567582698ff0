import Foundation
import SwiftParser
import SwiftSyntax

/// Sample data decoded from JSON (`try! JSONDecoder().decode([Item].self, from: Data(json.utf8))`), as Swift's
/// synthesized `Decodable` does it (SE-0166): a struct or class decodes each stored property under its name, or
/// its `CodingKeys` case's raw value; an Optional property may be missing or null; a `let` with an initial value
/// is not decoded; an enum with raw values decodes its raw value.
///
/// The decoding itself is Foundation's `JSONDecoder` (swift-foundation, the same implementation iOS 17 and later
/// use), driven through a `Decodable` wrapper by the types the sources declare: its key and date strategies, the
/// numbers it accepts for an `Int` and the errors it throws are Foundation's own. A failed decode is an error the
/// app's code throws (`try?` gives nil, `try!` is reported where it traps). A type with its own `init(from:)` is
/// diagnosed.
extension Interpreter {
    static let dataMarker = "$data"
    static let utf8Marker = "$utf8"

    /// `Data(json.utf8)`, `json.data(using: .utf8)!`: the bytes, held as the UTF-8 text they are.
    static func data(_ text: String) -> Value { .member(dataMarker, arguments: [Argument(label: nil, value: .string(text))]) }

    static func dataText(_ v: Value) -> String? {
        guard case .member(let marker, let args?) = v, marker == dataMarker || marker == utf8Marker,
              case .string(let text)? = args.first?.value else { return nil }
        return text
    }

    /// `JSONDecoder()`: an object whose strategies the code sets before it decodes.
    func makeJSONDecoder() -> Value {
        let type = foundationType("JSONDecoder")
        type.hasMutableStorage = true
        return .object(ObjectRef(type: type, fields: [:]))
    }

    static func isJSONDecoder(_ o: ObjectRef) -> Bool { !o.type.isDeclared && o.type.name == "JSONDecoder" }

    /// `decoder.decode(T.self, from: data)`.
    func jsonDecoderMethod(_ o: ObjectRef, _ name: String, _ c: FunctionCallExprSyntax, _ scope: Scope) throws -> Value {
        guard name == "decode", c.arguments.count == 2, let typeArgument = c.arguments.first?.expression,
              c.arguments.last?.label?.text == "from" else {
            throw fail("`JSONDecoder.\(name)(…)` is not evaluated (layoutcheck decodes with `decode(_:from:)`)", at: c)
        }
        guard let type = Self.metatype(typeArgument) else {
            throw fail("the type decoded is not known statically: write it as `Item.self` or `[Item].self`", at: typeArgument)
        }
        let data = try known(try evaluate(c.arguments.last!.expression, scope))
        guard let text = Self.dataText(data) else {
            throw fail("`JSONDecoder.decode` is given \(data.typeDescription), not Data layoutcheck holds (a JSON string's "
                       + "`Data(json.utf8)`)", at: c)
        }
        let plan = try decodingPlan(type, scope)
        let decoder = JSONDecoder()
        try configure(decoder, from: o, at: c)
        let session = DecodingSession(interpreter: self, plan: plan, site: c)
        decoder.userInfo[DecodingSession.key] = session
        do {
            return try decoder.decode(PlannedValue.self, from: Data(text.utf8)).value
        } catch let diagnostic as SwiftDiagnostic {
            throw diagnostic
        } catch {
            // Foundation's DecodingError: the app's code throws it, as on iOS.
            throw ThrownError(value: .string(String(describing: error)), location: location(c))
        }
    }

    /// `[Item].self`, `Item.self`, `[String: Item].self`: the type written before `.self`.
    static func metatype(_ e: ExprSyntax) -> TypeSyntax? {
        guard let m = e.as(MemberAccessExprSyntax.self), m.declName.baseName.text == "self", let base = m.base else { return nil }
        var parser = Parser(base.trimmedDescription)
        let type = TypeSyntax.parse(from: &parser)
        return type.hasError ? nil : type
    }

    private func configure(_ decoder: JSONDecoder, from o: ObjectRef, at c: some SyntaxProtocol) throws {
        for (key, value) in o.fields.sorted(by: { $0.key < $1.key }) {
            switch (key, value) {
            case ("keyDecodingStrategy", .member("convertFromSnakeCase", nil)): decoder.keyDecodingStrategy = .convertFromSnakeCase
            case ("keyDecodingStrategy", .member("useDefaultKeys", nil)): decoder.keyDecodingStrategy = .useDefaultKeys
            case ("dateDecodingStrategy", .member("iso8601", nil)): decoder.dateDecodingStrategy = .iso8601
            case ("dateDecodingStrategy", .member("secondsSince1970", nil)): decoder.dateDecodingStrategy = .secondsSince1970
            case ("dateDecodingStrategy", .member("millisecondsSince1970", nil)): decoder.dateDecodingStrategy = .millisecondsSince1970
            case ("dateDecodingStrategy", .member("deferredToDate", nil)): decoder.dateDecodingStrategy = .deferredToDate
            case ("dateDecodingStrategy", .member("formatted", let args?)):
                guard case .object(let f)? = args.first?.value, Self.isFormatter(f), f.type.name == "DateFormatter" else { fallthrough }
                decoder.dateDecodingStrategy = .formatted(try dateFormatter(f, at: c))
            default:
                if case .opaque(let why) = value { throw why }
                throw fail("`JSONDecoder.\(key)` set to \(value.typeDescription) is not evaluated", at: c)
            }
        }
    }
}

extension Interpreter {
    func sizedInteger(_ name: String, _ c: SingleValueDecodingContainer) throws -> Value {
        switch name {
        case "Int8": return .int(Int(try c.decode(Int8.self)))
        case "Int16": return .int(Int(try c.decode(Int16.self)))
        case "Int32": return .int(Int(try c.decode(Int32.self)))
        case "UInt8": return .int(Int(try c.decode(UInt8.self)))
        case "UInt16": return .int(Int(try c.decode(UInt16.self)))
        case "UInt32": return .int(Int(try c.decode(UInt32.self)))
        default: return .unsigned(UInt64(try c.decode(UInt64.self)))
        }
    }
}

/// What a JSON value decodes into: a type of the standard library or Foundation, a collection of them, or a type of
/// the sources (its stored properties' plans are made as it is decoded).
indirect enum DecodingPlan {
    case string, int, double, float, bool, decimal, date, url, uuid
    /// `Int8`…`UInt32`, `UInt64`: decoded in that width (a value outside it throws, as Foundation's decoder does).
    case sizedInteger(String)
    case optional(DecodingPlan), array(DecodingPlan), dictionary(DecodingPlan)
    case model(TypeDecl)
}

extension Interpreter {
    func decodingPlan(_ type: TypeSyntax, _ scope: Scope) throws -> DecodingPlan {
        if let o = type.as(OptionalTypeSyntax.self) { return .optional(try decodingPlan(o.wrappedType, scope)) }
        if let a = type.as(ArrayTypeSyntax.self) { return .array(try decodingPlan(a.element, scope)) }
        if let d = type.as(DictionaryTypeSyntax.self), Self.baseTypeName(d.key) == "String" {
            return .dictionary(try decodingPlan(d.value, scope))
        }
        let name = Self.baseTypeName(type)
        let generic = type.as(IdentifierTypeSyntax.self)?.genericArgumentClause?.arguments.first.flatMap { $0.argument.as(TypeSyntax.self) }
        switch name {
        case "String": return .string
        case "Int", "Int64": return .int
        case "Int8", "Int16", "Int32", "UInt8", "UInt16", "UInt32", "UInt64", "UInt": return .sizedInteger(name)
        case "Double", "CGFloat", "TimeInterval": return .double
        case "Float": return .float
        case "Bool": return .bool
        case "Decimal": return .decimal
        case "Date": return .date
        case "URL": return .url
        case "UUID": return .uuid
        case "Array" where generic != nil: return .array(try decodingPlan(generic!, scope))
        case "Optional" where generic != nil: return .optional(try decodingPlan(generic!, scope))
        default:
            // A generic parameter (`decode(T.self, …)` in `func load<T: Decodable>`): the type it was inferred as.
            if generic == nil, let bound = scope.lookup(name) {
                if case .opaque(let why) = bound { throw why }
                if case .type(let qualified) = bound, let t = index.types[qualified], t.isDeclared { return .model(t) }
            }
            if let t = sourceType(name, scope), t.isDeclared { return .model(t) }
            throw fail("`\(type.trimmedDescription)` is not decoded statically: layoutcheck decodes JSON into the standard "
                       + "types (String, Int, Double, Bool, Date, URL, UUID, Decimal), their arrays and dictionaries, and the "
                       + "sources' structs, classes and raw-value enums", at: type)
        }
    }

    /// The value of one JSON value decoded as `plan`.
    func decodedValue(_ plan: DecodingPlan, _ decoder: Decoder, _ session: DecodingSession) throws -> Value {
        switch plan {
        case .string: return .string(try decoder.singleValueContainer().decode(String.self))
        case .int: return .int(try decoder.singleValueContainer().decode(Int.self))
        case .sizedInteger(let name): return try sizedInteger(name, try decoder.singleValueContainer())
        case .double: return .number(try decoder.singleValueContainer().decode(Double.self))
        case .float: return .float(try decoder.singleValueContainer().decode(Float.self))
        case .bool: return .bool(try decoder.singleValueContainer().decode(Bool.self))
        case .decimal: return .decimal(try decoder.singleValueContainer().decode(Decimal.self))
        case .date: return .date(try decoder.singleValueContainer().decode(Date.self).timeIntervalSince1970)
        case .url: return .url(try decoder.singleValueContainer().decode(URL.self))
        case .uuid:
            let id = try decoder.singleValueContainer().decode(UUID.self)
            return uuid([Argument(label: "uuidString", value: .string(id.uuidString))], at: session.site) ?? .null
        case .optional(let wrapped):
            return try decoder.singleValueContainer().decodeNil() ? .null : try decodedValue(wrapped, decoder, session)
        case .array(let element):
            var items = try decoder.unkeyedContainer()
            var out: [Value] = []
            while !items.isAtEnd { out.append(try session.decode(element) { try items.decode(PlannedValue.self) }) }
            return .array(out)
        case .dictionary(let element):
            let entries = try decoder.container(keyedBy: AnyCodingKey.self)
            // A Dictionary's order is unspecified in Swift; its keys sorted here, so reading it is deterministic.
            let keys = entries.allKeys.sorted { $0.stringValue < $1.stringValue }
            return .dictionary(try keys.map { key in
                (key: .string(key.stringValue), value: try session.decode(element) { try entries.decode(PlannedValue.self, forKey: key) })
            })
        case .model(let t): return try decodedModel(t, decoder, session)
        }
    }
}

/// The interpreter and the plan of the value about to be decoded, handed to `PlannedValue` through the decoder's
/// `userInfo` (decoding is depth-first, so the plan set just before a nested decode is that value's).
final class DecodingSession: @unchecked Sendable {
    static let key = CodingUserInfoKey(rawValue: "layoutcheck.decodingSession")!
    let interpreter: Interpreter
    var next: DecodingPlan
    let site: FunctionCallExprSyntax

    init(interpreter: Interpreter, plan: DecodingPlan, site: FunctionCallExprSyntax) {
        self.interpreter = interpreter
        self.next = plan
        self.site = site
    }

    /// Decodes one nested value as `plan`.
    func decode(_ plan: DecodingPlan, _ body: () throws -> PlannedValue) rethrows -> Value {
        next = plan
        return try body().value
    }
}

/// A value decoded by the plan its session holds.
struct PlannedValue: Decodable {
    let value: Value

    init(from decoder: Decoder) throws {
        guard let session = decoder.userInfo[DecodingSession.key] as? DecodingSession else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "no decoding session"))
        }
        value = try session.interpreter.decodedValue(session.next, decoder, session)
    }
}

/// A key by its name, for the keys of a type's properties and of a `[String: T]`.
struct AnyCodingKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}
