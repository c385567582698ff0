/// SF Symbols drawn inside a Text (`Text("Best Value \(Image(systemName: "sparkles"))")`, `Text(Image(systemName:
/// "wifi"))`): the front ends write each as a marker in the text's string, which survives localization (an
/// interpolation's `%@`), concatenation and `textCase`; the resolver turns each into U+FFFC, the object replacement
/// character, measured as wide as the symbol's box at the text's font (`TextSpec.inlineSymbolEms`).
///
/// *Assumption*: an inline symbol advances the line by the width of the same symbol drawn as an `Image` at that font,
/// and fits in the line's height (SF Symbols are drawn to align with the text around them: "symbols automatically
/// align with text", developer.apple.com/sf-symbols); a line breaks on either side of it (UAX #14 class CB).
public enum InlineSymbols {
    /// Interlinear annotation anchor and terminator (U+FFF9, U+FFFB): characters text never shows, so a marker cannot
    /// be mistaken for what a string contains.
    static let start: Character = "\u{FFF9}"
    static let end: Character = "\u{FFFB}"
    public static let objectReplacement: Character = "\u{FFFC}"

    /// The marker a front end writes for the symbol `name`.
    public static func marker(_ name: String) -> String { "\(start)\(name)\(end)" }

    /// The string with each marker replaced by U+FFFC, and the symbols' names in order. Names are lowercased back:
    /// `textCase(.uppercase)` may have changed a marker's letters, and every SF Symbol name is lowercase.
    public static func expand(_ string: String) -> (text: String, symbols: [String]) {
        let e = expandAll(string)
        return (e.text, e.symbols)
    }

    /// `expand`, and the pieces in their own weight (`InlineWeights`) as UTF-16 ranges of the text shown.
    public static func expandAll(_ string: String) -> Expanded {
        // Every text passes here: a byte scan for U+FFF9's lead byte (0xEF) is far cheaper than comparing Characters.
        guard string.utf8.contains(0xEF), string.contains(start) else { return Expanded(text: string) }
        var out = Expanded(text: "")
        var offset = 0  // UTF-16 length of `out.text`
        var open: [(at: Int, change: InlineWeights.Change)] = []
        var name: String?
        for ch in string {
            if ch == start { name = ""; continue }
            if ch == end, let n = name {
                name = nil
                if let change = InlineWeights.change(n) {
                    open.append((offset, change))
                } else if InlineWeights.isClose(n) {
                    guard let last = open.popLast() else { continue }
                    out.closePiece(from: last.at, to: offset, changes: open.map(\.change) + [last.change])
                } else {
                    out.symbols.append(n.lowercased())
                    out.text.append(objectReplacement)
                    offset += 1
                }
                continue
            }
            if name != nil { name!.append(ch) } else { out.text.append(ch); offset += ch.utf16.count }
        }
        return out
    }

    /// A text with its markers taken out.
    public struct Expanded {
        public var text: String
        public var symbols: [String] = []
        /// Pieces in another weight, each with the changes that apply to it, outermost first; an inner piece is
        /// listed before the one around it and wins where they overlap.
        public var pieces: [(range: Range<Int>, changes: [InlineWeights.Change])] = []

        mutating func closePiece(from a: Int, to b: Int, changes: [InlineWeights.Change]) {
            if a < b { pieces.append((a..<b, changes)) }
        }
    }
}

/// A piece of a Text in another weight: `Text("a") + Text("b").bold()`, `.fontWeight(.semibold)` on a piece, or
/// Markdown's strong emphasis (`**b**`). The front ends write markers around the piece (in `InlineSymbols`'
/// delimiters, so they survive localization, concatenation and `textCase` alike); the resolver takes them out and
/// gives the piece its weight (`TextSpec.weightRuns`).
public enum InlineWeights {
    public enum Change: Hashable, Sendable {
        /// `.bold()`: the font's emphasized weight, if heavier (as `.bold()` on the whole text).
        case bold
        /// `.fontWeight(_:)`.
        case weight(Double)
    }

    /// `text` between the markers of `change`.
    public static func wrap(_ text: String, _ change: Change) -> String {
        let code: String
        switch change {
        case .bold: code = "*b"
        case .weight(let w): code = "*w\(Int(w.rounded()))"
        }
        return "\(InlineSymbols.start)\(code)\(InlineSymbols.end)\(text)\(InlineSymbols.start)*\(InlineSymbols.end)"
    }

    static func change(_ code: String) -> Change? {
        let c = code.lowercased()  // `textCase(.uppercase)` reached the marker too
        if c == "*b" { return .bold }
        if c.hasPrefix("*w"), let w = Double(c.dropFirst(2)) { return .weight(w) }
        return nil
    }

    static func isClose(_ code: String) -> Bool { code == "*" }

    /// Whether `text` holds a piece's markers.
    public static func hasPieces(_ text: String) -> Bool {
        text.utf8.contains(0xEF) && text.contains("\(InlineSymbols.start)*")
    }
}
