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
        // Every text passes here: a byte scan for U+FFF9's lead byte (0xEF) is far cheaper than comparing Characters.
        guard string.utf8.contains(0xEF), string.contains(start) else { return (string, []) }
        var text = ""
        var symbols: [String] = []
        var name: String?
        for ch in string {
            if ch == start { name = ""; continue }
            if ch == end, let n = name { symbols.append(n.lowercased()); text.append(objectReplacement); name = nil; continue }
            if name != nil { name!.append(ch) } else { text.append(ch) }
        }
        return (text, symbols)
    }
}
