/// A JSON value as one `measure --batch` line holds it.
public enum JSONLineValue: Hashable, Sendable {
    case string(String)
    case number(Double)
    case bool(Bool)
    case null
    case array([JSONLineValue])
    /// Members in the order written (a repeated key: the last one wins when read through `JSONLineParser.object`).
    case object([(key: String, value: JSONLineValue)])

    public static func == (a: JSONLineValue, b: JSONLineValue) -> Bool {
        switch (a, b) {
        case (.string(let x), .string(let y)): return x == y
        case (.number(let x), .number(let y)): return x == y
        case (.bool(let x), .bool(let y)): return x == y
        case (.null, .null): return true
        case (.array(let x), .array(let y)): return x == y
        case (.object(let x), .object(let y)): return x.map(\.key) == y.map(\.key) && x.map(\.value) == y.map(\.value)
        default: return false
        }
    }

    public func hash(into h: inout Hasher) {
        switch self {
        case .string(let s): h.combine(0); h.combine(s)
        case .number(let n): h.combine(1); h.combine(n)
        case .bool(let b): h.combine(2); h.combine(b)
        case .null: h.combine(3)
        case .array(let a): h.combine(4); h.combine(a)
        case .object(let o): h.combine(5); for m in o { h.combine(m.key); h.combine(m.value) }
        }
    }
}

/// A small strict JSON (RFC 8259) reader for one line of JSON Lines. Foundation's JSONSerialization on Linux
/// boxes every value in NSObject and was the largest single cost of `measure --batch`; this reads straight from
/// the UTF-8 bytes. Strict: no trailing commas, comments, NaN or leading zeros; control characters must be escaped.
/// `\u` escapes decode UTF-16, surrogate pairs included; a lone surrogate becomes U+FFFD (Swift strings hold
/// only scalars). Nesting is limited to 512 levels so a hostile line cannot exhaust the stack.
public struct JSONLineParser {
    public struct Failure: Error, Hashable, CustomStringConvertible {
        public var message: String
        public var offset: Int
        public var description: String { "\(message) at byte \(offset + 1)" }
    }

    /// Parses a complete JSON text (any value, surrounded by optional whitespace).
    public static func parse(_ line: String) throws -> JSONLineValue {
        var line = line
        return try line.withUTF8 { bytes in
            var p = JSONLineParser(bytes: bytes)
            p.skipSpace()
            let value = try p.value(depth: 0)
            p.skipSpace()
            guard p.i == bytes.count else { throw p.fail("unexpected text after the value") }
            return value
        }
    }

    /// Parses a line that must hold an object: its members in the order written (repeated keys kept).
    public static func members(_ line: String) throws -> [(key: String, value: JSONLineValue)] {
        guard case .object(let members) = try parse(line) else { throw Failure(message: "not a JSON object", offset: 0) }
        return members
    }

    /// Parses a line that must hold an object: its members by key, the last of a repeated key winning.
    public static func object(_ line: String) throws -> [String: JSONLineValue] {
        let members = try members(line)
        var out: [String: JSONLineValue] = [:]
        out.reserveCapacity(members.count)
        for m in members { out[m.key] = m.value }
        return out
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    private var i = 0

    private init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    private func fail(_ message: String) -> Failure { Failure(message: message, offset: i) }

    private mutating func skipSpace() {
        while i < bytes.count, bytes[i] == 0x20 || bytes[i] == 0x0A || bytes[i] == 0x0D || bytes[i] == 0x09 { i += 1 }
    }

    private mutating func value(depth: Int) throws -> JSONLineValue {
        guard i < bytes.count else { throw fail("unexpected end of line") }
        switch bytes[i] {
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "{"): return try object(depth: depth + 1)
        case UInt8(ascii: "["): return try array(depth: depth + 1)
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
        default: throw fail("unexpected character")
        }
    }

    private mutating func literal(_ word: StaticString) throws {
        let n = word.utf8CodeUnitCount
        guard i + n <= bytes.count else { throw fail("unexpected end of line") }
        for k in 0..<n where bytes[i + k] != word.utf8Start[k] { throw fail("unexpected character") }
        i += n
    }

    private mutating func object(depth: Int) throws -> JSONLineValue {
        guard depth <= 512 else { throw fail("nested too deeply") }
        i += 1
        var members: [(key: String, value: JSONLineValue)] = []
        skipSpace()
        if i < bytes.count, bytes[i] == UInt8(ascii: "}") { i += 1; return .object(members) }
        while true {
            skipSpace()
            guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") else { throw fail("expected a quoted key") }
            let key = try string()
            skipSpace()
            guard i < bytes.count, bytes[i] == UInt8(ascii: ":") else { throw fail("expected ':'") }
            i += 1
            skipSpace()
            members.append((key, try value(depth: depth)))
            skipSpace()
            guard i < bytes.count else { throw fail("unexpected end of line") }
            if bytes[i] == UInt8(ascii: ",") { i += 1; continue }
            if bytes[i] == UInt8(ascii: "}") { i += 1; return .object(members) }
            throw fail("expected ',' or '}'")
        }
    }

    private mutating func array(depth: Int) throws -> JSONLineValue {
        guard depth <= 512 else { throw fail("nested too deeply") }
        i += 1
        var items: [JSONLineValue] = []
        skipSpace()
        if i < bytes.count, bytes[i] == UInt8(ascii: "]") { i += 1; return .array(items) }
        while true {
            skipSpace()
            items.append(try value(depth: depth))
            skipSpace()
            guard i < bytes.count else { throw fail("unexpected end of line") }
            if bytes[i] == UInt8(ascii: ",") { i += 1; continue }
            if bytes[i] == UInt8(ascii: "]") { i += 1; return .array(items) }
            throw fail("expected ',' or ']'")
        }
    }

    /// RFC 8259 number grammar, converted by the standard library's correctly rounded parser.
    private mutating func number() throws -> Double {
        let start = i
        func digits() -> Int { let s = i; while i < bytes.count, bytes[i] &- 0x30 < 10 { i += 1 }; return i - s }
        if bytes[i] == UInt8(ascii: "-") { i += 1 }
        guard i < bytes.count, bytes[i] &- 0x30 < 10 else { throw fail("expected a digit") }
        if bytes[i] == UInt8(ascii: "0") { i += 1 } else { _ = digits() }
        if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
            i += 1
            guard digits() > 0 else { throw fail("expected a digit after '.'") }
        }
        if i < bytes.count, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
            i += 1
            if i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
            guard digits() > 0 else { throw fail("expected a digit in the exponent") }
        }
        if i < bytes.count, bytes[i] &- 0x30 < 10 { throw fail("leading zeros are not allowed") }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<i]), as: UTF8.self)
        guard let value = Double(text), value.isFinite else { throw Failure(message: "number out of range", offset: start) }
        return value
    }

    private mutating func string() throws -> String {
        i += 1
        let start = i
        // Fast path: no escapes.
        while i < bytes.count {
            let b = bytes[i]
            if b == UInt8(ascii: "\"") {
                let s = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<i]), as: UTF8.self)
                i += 1
                return s
            }
            if b == UInt8(ascii: "\\") { break }
            if b < 0x20 { throw fail("control character in a string (escape it)") }
            i += 1
        }
        var out = [UInt8](UnsafeBufferPointer(rebasing: bytes[start..<i]))
        while i < bytes.count {
            let b = bytes[i]
            if b == UInt8(ascii: "\"") { i += 1; return String(decoding: out, as: UTF8.self) }
            if b < 0x20 { throw fail("control character in a string (escape it)") }
            if b != UInt8(ascii: "\\") { out.append(b); i += 1; continue }
            i += 1
            guard i < bytes.count else { break }
            let e = bytes[i]
            i += 1
            switch e {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(e)
            case UInt8(ascii: "b"): out.append(0x08)
            case UInt8(ascii: "f"): out.append(0x0C)
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "r"): out.append(0x0D)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "u"):
                var scalar = try hex4()
                if UTF16.isLeadSurrogate(UInt16(scalar)) {
                    // A pair is "\uD83D\uDE00"; anything else leaves the lead surrogate alone.
                    if i + 1 < bytes.count, bytes[i] == UInt8(ascii: "\\"), bytes[i + 1] == UInt8(ascii: "u") {
                        let save = i
                        i += 2
                        let low = try hex4()
                        if UTF16.isTrailSurrogate(UInt16(low)) {
                            scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                        } else {
                            i = save
                            scalar = 0xFFFD
                        }
                    } else {
                        scalar = 0xFFFD
                    }
                } else if UTF16.isTrailSurrogate(UInt16(scalar)) {
                    scalar = 0xFFFD
                }
                out.append(contentsOf: Array(String(Character(Unicode.Scalar(scalar)!)).utf8))
            default:
                i -= 1
                throw fail("invalid escape")
            }
        }
        throw fail("unterminated string")
    }

    private mutating func hex4() throws -> UInt32 {
        guard i + 4 <= bytes.count else { throw fail("expected four hex digits") }
        var v: UInt32 = 0
        for _ in 0..<4 {
            let b = bytes[i]
            let d: UInt32
            switch b {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): d = UInt32(b - 0x30)
            case UInt8(ascii: "a")...UInt8(ascii: "f"): d = UInt32(b - 0x61 + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): d = UInt32(b - 0x41 + 10)
            default: throw fail("expected four hex digits")
            }
            v = v << 4 | d
            i += 1
        }
        return v
    }
}
