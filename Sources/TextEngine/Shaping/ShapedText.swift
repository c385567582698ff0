import Foundation

/// A whole string shaped in one face at one weight (and size, for size-dependent faces): its paragraphs, their
/// break opportunities, and the characters the face lacks. Immutable, so cached and shared between threads.
final class ShapedText: Sendable {
    let units: [UInt16]
    let paragraphs: [ShapedParagraph]
    /// Characters mapped to glyph 0 (.notdef), in order of first appearance; they keep .notdef's advance.
    let missing: [Character]
    let face: FontFace
    let weight: Double
    let size: Double

    init(_ string: String, face: FontFace, weight: Double, size: Double) {
        let units = Array(string.utf16)
        self.units = units
        self.face = face
        self.weight = weight
        self.size = size
        var missingOffsets: [Int] = []
        paragraphs = units.withUnsafeBufferPointer { text in
            let spans = Paragraphs.split(text)
            let opportunities = ICUBreaks.lineBreaks(text)
            var cursor = 0
            return face.withFont(weight: weight, size: size) { font in
                spans.map { span in
                    var relative: [Int] = []
                    while cursor < opportunities.count && opportunities[cursor] <= span.lowerBound { cursor += 1 }
                    while cursor < opportunities.count && opportunities[cursor] < span.upperBound {
                        relative.append(opportunities[cursor] - span.lowerBound)
                        cursor += 1
                    }
                    if !span.isEmpty { relative.append(span.count) }
                    let slice = UnsafeBufferPointer(rebasing: text[span])
                    return ShapedParagraph(range: span, text: slice, breaks: relative, font: font, missing: &missingOffsets)
                }
            }
        }
        var seen = Set<Character>()
        var missing: [Character] = []
        for offset in missingOffsets {
            let c = Self.character(units, at: offset)
            if seen.insert(c).inserted { missing.append(c) }
        }
        self.missing = missing
    }

    /// Width in font units of paragraph `p`'s relative range `a..<b` as it renders when a line holds exactly it:
    /// prefix sums where both ends are safe breaks; otherwise the unsafe ends are re-shaped alone (with context),
    /// out to the nearest safe break inside the range.
    func width(_ p: Int, _ a: Int, _ b: Int) -> Int {
        guard a < b else { return 0 }
        let para = paragraphs[p]
        if para.safe[a] && para.safe[b] { return para.prefix[b] - para.prefix[a] }
        var e = a
        if !para.safe[a] { e = a + 1; while e < b && !para.safe[e] { e += 1 } }
        var s = b
        if !para.safe[b] { s = b - 1; while s > e && !para.safe[s] { s -= 1 } }
        return units.withUnsafeBufferPointer { all in
            let text = UnsafeBufferPointer(rebasing: all[para.range])
            return face.withFont(weight: weight, size: size) { font in
                if e >= s { return Shaper.advance(text, a..<b, font: font) }
                return Shaper.advance(text, a..<e, font: font) + (para.prefix[s] - para.prefix[e])
                    + Shaper.advance(text, s..<b, font: font)
            }
        }
    }

    /// The text of paragraph `p`'s relative range.
    func string(_ p: Int, _ a: Int, _ b: Int) -> String {
        let base = paragraphs[p].range.lowerBound
        return String(decoding: units[(base + a)..<(base + b)], as: UTF16.self)
    }

    /// Whether the UTF-16 unit is horizontal whitespace that hangs at a line end (UAX #14 SP and other breaking
    /// spaces; no-break spaces such as U+00A0 are glue and never end a line, so they are not listed).
    static func isHangingSpace(_ u: UInt16) -> Bool {
        u == 0x20 || u == 0x09 || u == 0x1680 || (u >= 0x2000 && u <= 0x200A && u != 0x2007) || u == 0x205F || u == 0x3000
    }

    /// `b` moved back over hanging spaces, not before `a`.
    func trimEnd(_ p: Int, _ a: Int, _ b: Int) -> Int {
        let base = paragraphs[p].range.lowerBound
        var e = b
        while e > a && Self.isHangingSpace(units[base + e - 1]) { e -= 1 }
        return e
    }

    /// `a` moved forward over spaces, not past `b`.
    func trimStart(_ p: Int, _ a: Int, _ b: Int) -> Int {
        let base = paragraphs[p].range.lowerBound
        var s = a
        while s < b && Self.isHangingSpace(units[base + s]) { s += 1 }
        return s
    }

    /// Grapheme cluster boundaries of paragraph `p`'s range `a..<b` (relative, excluding `a`, including `b`).
    /// Computed on demand: only long words and truncation need them.
    func graphemes(_ p: Int, _ a: Int, _ b: Int) -> [Int] {
        let base = paragraphs[p].range.lowerBound
        return units.withUnsafeBufferPointer { all in
            ICUBreaks.graphemes(UnsafeBufferPointer(rebasing: all[(base + a)..<(base + b)])).map { $0 + a }
        }
    }

    private static func character(_ units: [UInt16], at i: Int) -> Character {
        let u = units[i]
        if UTF16.isLeadSurrogate(u), i + 1 < units.count, UTF16.isTrailSurrogate(units[i + 1]) {
            let scalar = UTF16.decode(UTF16.EncodedScalar([u, units[i + 1]]))
            return Character(scalar)
        }
        return Character(Unicode.Scalar(u) ?? "\u{FFFD}")
    }
}
