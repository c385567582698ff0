import DynamicType
import Foundation

/// A parsed JSON value, for printing in the canonical golden form.
public indirect enum JSONValue: Hashable, Sendable, Decodable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    public init(from decoder: any Decoder) throws {
        let c = try decoder.singleValueContainer()
        if c.decodeNil() { self = .null }
        else if let b = try? c.decode(Bool.self) { self = .bool(b) }
        else if let n = try? c.decode(Double.self) { self = .number(n) }
        else if let s = try? c.decode(String.self) { self = .string(s) }
        else if let a = try? c.decode([JSONValue].self) { self = .array(a) }
        else { self = .object(try c.decode([String: JSONValue].self)) }
    }

    var isScalar: Bool {
        switch self {
        case .array(let a): return a.isEmpty
        case .object(let o): return o.isEmpty
        default: return true
        }
    }
}

/// Deterministic JSON text, independent of the platform's JSONEncoder formatting: keys sorted by code point,
/// 2-space indentation, numbers rounded to 0.01 without trailing zeros (`44`, `16.5`, `0.33`), short, shallow arrays and
/// objects kept on one line (`"frame": [16, 0, 343, 44]`, an element's record), and a trailing newline.
/// The same value always prints as the same bytes, so goldens diff line by line.
public enum CanonicalJSON {
    /// Encodes with Foundation, then re-prints canonically.
    public static func encode<T: Encodable>(_ value: T) throws -> Data {
        let encoder = JSONEncoder()
        encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        let parsed = try JSONDecoder().decode(JSONValue.self, from: encoder.encode(value))
        return Data(print(parsed).utf8)
    }

    public static func print(_ value: JSONValue) -> String {
        var out = ""
        write(value, indent: 0, into: &out)
        out += "\n"
        return out
    }

    /// Containers nested at most two deep (an element's record, a finding) whose one-line form is at most this long
    /// stay on one line: one element or finding per line diffs best.
    static let inlineLimit = 120

    private static func write(_ value: JSONValue, indent: Int, into out: inout String) {
        switch value {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let n): out += number(n)
        case .string(let s): out += quoted(s)
        case .array(let items):
            if let inline = inline(value) { out += inline; return }
            out += "[\n"
            for (i, item) in items.enumerated() {
                out += spaces(indent + 2)
                write(item, indent: indent + 2, into: &out)
                out += i < items.count - 1 ? ",\n" : "\n"
            }
            out += spaces(indent) + "]"
        case .object(let members):
            if let inline = inline(value) { out += inline; return }
            out += "{\n"
            let keys = sortedKeys(members)
            for (i, key) in keys.enumerated() {
                out += spaces(indent + 2) + quoted(key) + ": "
                write(members[key]!, indent: indent + 2, into: &out)
                out += i < keys.count - 1 ? ",\n" : "\n"
            }
            out += spaces(indent) + "}"
        }
    }

    private static func inline(_ value: JSONValue) -> String? {
        guard depth(value) <= 2, let text = oneLine(value), text.count <= inlineLimit else { return nil }
        return text
    }

    /// Nesting depth: 0 for scalars and empty containers.
    private static func depth(_ value: JSONValue) -> Int {
        switch value {
        case .array(let items) where !items.isEmpty: return 1 + items.map(depth).max()!
        case .object(let members) where !members.isEmpty: return 1 + members.values.map(depth).max()!
        default: return 0
        }
    }

    private static func oneLine(_ value: JSONValue) -> String? {
        switch value {
        case .array(let items):
            return "[" + items.map { oneLine($0)! }.joined(separator: ", ") + "]"
        case .object(let members):
            return "{" + sortedKeys(members).map { quoted($0) + ": " + oneLine(members[$0]!)! }.joined(separator: ", ") + "}"
        default:
            return String(print(value).dropLast())
        }
    }

    /// Sorted by Unicode scalar values, which does not depend on locale or platform.
    private static func sortedKeys(_ members: [String: JSONValue]) -> [String] {
        members.keys.sorted { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) }
    }

    private static func spaces(_ n: Int) -> String { String(repeating: " ", count: n) }

    /// `Points`: rounded to 0.01, integers without a fraction, no exponent, no trailing zeros; `null` when not finite.
    static func number(_ value: Double) -> String { value.isFinite ? Points.text(value) : "null" }

    /// A JSON string literal: quotes, backslashes, control characters and U+2028/2029 (line and paragraph
    /// separators, which JavaScript rejects in strings) escaped; other text kept as UTF-8. Shared with
    /// `layoutcheck measure`'s output.
    public static func quoted(_ s: String) -> String {
        // Fast path: most UI strings need no escaping.
        if !s.utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }),
           !s.unicodeScalars.contains(where: { $0.value == 0x2028 || $0.value == 0x2029 }) { return "\"" + s + "\"" }
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
