import Foundation

/// What SwiftUI draws for a `LocalizedStringKey` text: since iOS 15 it reads inline Markdown in the (localized)
/// string ("Text ... interprets Markdown", Apple, "Text", Styling the view's text), so `Text("Read the [terms](…)")`
/// shows "Read the terms". A link's text is drawn in the text's own font (in the accent colour), so it is measured;
/// so is struck-through text. Strong emphasis (`**x**`) is the text's face in its emphasized weight, measured as a
/// piece in that weight (`InlineWeights`; *assumption*: the weight `.bold()` gives, as SwiftUI draws strong
/// emphasis bold). Emphasis and code spans are runs of other faces (italic, monospaced) that layoutcheck has no
/// stand-in for: they are reported, never measured with their asterisks. `Text(verbatim:)` and a `String`
/// variable are shown as they are and never come here.
public enum InlineMarkdown {
    public enum Shown: Equatable {
        /// The text shown, strong runs between `InlineWeights` markers.
        case plain(String)
        /// The first run in another face as written (`*World*`).
        case styled(String)
    }

    /// Delimiters CommonMark gives inline meaning; a string with none of them is shown as it is (the usual case).
    private static let markers: Set<Character> = ["*", "_", "`", "~", "[", "\\", "^"]

    private static let link = try! NSRegularExpression(pattern: #"\[([^\]\[]+)\]\(([^()\s]+)\)"#)
        /// Struck-through text is drawn in its own face, a line through it.
    private static let struck = try! NSRegularExpression(pattern: #"~~([^~]+)~~"#)
    /// Runs in another face that open and close: `*x*`, `_x_` (not inside a word, as CommonMark's `_` rule),
    /// `` `x` ``, and `***x***` (bold italic). A single `*` or `_` next to another is part of a strong run.
    private static let styled = try! NSRegularExpression(pattern:
        #"\*\*\*[^*\s]|(?<![\w*])\*[^*\s](?:[^*]*[^*\s])?\*(?![\w*])|(?<![\w_])_[^_\s](?:[^_]*[^_\s])?_(?![\w_])|`[^`]+`"#)
    /// Strong emphasis, `**x**` and `__x__` (not inside a word): the same face in the emphasized weight, which
    /// `InlineWeights` markers carry to the text's measurement.
    private static let strong = try! NSRegularExpression(pattern:
        #"\*\*([^*\s](?:[^*]*[^*\s])?)\*\*|(?<![\w_])__([^_\s](?:[^_]*[^_\s])?)__(?![\w_])"#)
    /// Apple's attribute syntax, `^[1 article](inflect: true)`: automatic grammar agreement rewrites the text
    /// ("3 articles") with Apple's morphology engine, which Linux has not: reported, never drawn as written.
    private static let attributed = try! NSRegularExpression(pattern: #"\^\[[^\]]*\]\([^)]*\)"#)
    /// An `InlineWeights` marker, start to end.
    private static let markerCode = try! NSRegularExpression(pattern: "\(InlineSymbols.start)[^\(InlineSymbols.end)]*\(InlineSymbols.end)")
    private static let escaped = try! NSRegularExpression(pattern: #"\\([!-/:-@\[-`{-~])"#)

    /// `inflectsEnglish`: the text is shown in English, where the inflection runs whose result is certain are
    /// rewritten (`EnglishInflection`); in any other language they are reported.
    public static func shown(_ s: String, inflectsEnglish: Bool = false) -> Shown {
        guard s.contains(where: markers.contains) else { return .plain(s) }
        if inflectsEnglish, s.contains("^["), let inflected = EnglishInflection.inflected(s), inflected != s {
            return shown(inflected)
        }
        // A Text interpolated into this one (`"\(Text(name).bold()) paid"`) arrives with its weight markers, whose
        // codes hold `*`: they are not Markdown, so they are set aside while it is read.
        if s.contains(InlineSymbols.start) {
            let whole = NSRange(s.startIndex..., in: s)
            let codes = markerCode.matches(in: s, range: whole).compactMap { Range($0.range, in: s).map { String(s[$0]) } }
            guard case .plain(let out) = shown(markerCode.stringByReplacingMatches(in: s, range: whole, withTemplate: "\u{E000}")) else {
                return shown(markerCode.stringByReplacingMatches(in: s, range: whole, withTemplate: ""))
            }
            var restored = "", next = codes.makeIterator()
            for ch in out { if ch == "\u{E000}", let code = next.next() { restored += code } else { restored.append(ch) } }
            return .plain(restored)
        }
        let whole = NSRange(s.startIndex..., in: s)
        if let run = styled.firstMatch(in: s, range: whole) ?? attributed.firstMatch(in: s, range: whole),
           let range = Range(run.range, in: s) {
            return .styled(String(s[range]))
        }
        var out = link.stringByReplacingMatches(in: s, range: whole, withTemplate: "$1")
        out = strong.stringByReplacingMatches(in: out, range: NSRange(out.startIndex..., in: out),
                                              withTemplate: InlineWeights.wrap("$1$2", .bold))
        out = struck.stringByReplacingMatches(in: out, range: NSRange(out.startIndex..., in: out), withTemplate: "$1")
        out = escaped.stringByReplacingMatches(in: out, range: NSRange(out.startIndex..., in: out), withTemplate: "$1")
        return .plain(out)
    }
}
