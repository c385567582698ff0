/// `"{title} by {author}"`: placeholders filled from the variant (in a spec's body) or from the component's
/// parameters (in a component's body). `{{` and `}}` write literal braces.
package enum Template {
    package enum Piece: Equatable { case literal(String), placeholder(String) }

    package static func pieces(_ text: String) -> [Piece] {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return asciiPieces(Array(text.utf8)) }
        var out: [Piece] = []
        var literal = ""
        var i = text.startIndex
        while i < text.endIndex {
            let ch = text[i]
            let next = text.index(after: i)
            if ch == "{", next < text.endIndex, text[next] == "{" {
                literal.append("{"); i = text.index(after: next); continue
            }
            if ch == "}", next < text.endIndex, text[next] == "}" {
                literal.append("}"); i = text.index(after: next); continue
            }
            if ch == "{", let close = text[next...].firstIndex(of: "}") {
                let name = String(text[next..<close])
                if isName(name) {
                    if !literal.isEmpty { out.append(.literal(literal)); literal = "" }
                    out.append(.placeholder(name))
                    i = text.index(after: close)
                    continue
                }
            }
            literal.append(ch)
            i = next
        }
        if !literal.isEmpty { out.append(.literal(literal)) }
        return out
    }

    /// `pieces` on the bytes of an ASCII text, where each byte is a character: the same pieces, without walking
    /// grapheme clusters (texts are filled on every resolve of every category).
    private static func asciiPieces(_ bytes: [UInt8]) -> [Piece] {
        let open = UInt8(ascii: "{"), close = UInt8(ascii: "}")
        var out: [Piece] = []
        var literal: [UInt8] = []
        var i = 0
        while i < bytes.count {
            let ch = bytes[i], next = i + 1
            if ch == open || ch == close, next < bytes.count, bytes[next] == ch {
                literal.append(ch); i = next + 1; continue
            }
            if ch == open, let end = bytes[next...].firstIndex(of: close) {
                let name = String(decoding: bytes[next..<end], as: UTF8.self)
                if isName(name) {
                    if !literal.isEmpty { out.append(.literal(String(decoding: literal, as: UTF8.self))); literal = [] }
                    out.append(.placeholder(name))
                    i = end + 1
                    continue
                }
            }
            literal.append(ch)
            i = next
        }
        if !literal.isEmpty { out.append(.literal(String(decoding: literal, as: UTF8.self))) }
        return out
    }

    /// Whether the text has letters of its own outside its placeholders (`by {author}`, not `{title}`).
    package static func hasWords(_ text: String) -> Bool {
        pieces(text).contains { if case .literal(let s) = $0 { return s.contains { $0.isLetter } } else { return false } }
    }

    package static func names(in text: String) -> [String] {
        pieces(text).compactMap { if case .placeholder(let n) = $0 { return n } else { return nil } }
    }

    /// The text with every placeholder filled; `missing` lists names without a value (left as `{name}`).
    package static func fill(_ text: String, _ values: [String: String]) -> (text: String, missing: [String]) {
        // Most texts have no braces at all: then `pieces` would rebuild the same string character by character,
        // on every resolve of every category.
        if !text.utf8.contains(where: { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") }) { return (text, []) }
        var out = "", missing: [String] = []
        for piece in pieces(text) {
            switch piece {
            case .literal(let s): out += s
            case .placeholder(let n):
                if let v = values[n] { out += v } else { out += "{\(n)}"; missing.append(n) }
            }
        }
        return (out, missing)
    }

    package static func isName(_ s: String) -> Bool {
        // ASCII names (nearly all) are decided on bytes: the same answer as the Unicode properties give them.
        var ascii = true, valid = !s.isEmpty, index = 0
        for b in s.utf8 {
            if b >= 0x80 { ascii = false; break }
            let letter = (b | 0x20) >= UInt8(ascii: "a") && (b | 0x20) <= UInt8(ascii: "z")
            let digit = b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")
            let ok = index == 0 ? letter || b == UInt8(ascii: "_") : letter || digit || b == UInt8(ascii: "_") || b == UInt8(ascii: "-")
            if !ok { valid = false }
            index += 1
        }
        if ascii { return valid }
        guard let first = s.unicodeScalars.first, first == "_" || first.properties.isAlphabetic else { return false }
        return s.unicodeScalars.allSatisfy { $0 == "_" || $0 == "-" || $0.properties.isAlphabetic || ("0"..."9").contains($0) }
    }
}
