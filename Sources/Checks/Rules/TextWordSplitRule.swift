import CheckSettings
import Layout

/// `text-word-split`: a word wider than its line, broken between characters ("Bibliotheksver|waltung",
/// "P|re|vi|o|u|s"). iOS wraps such a word where it must (UIKit's word wrapping), and the result reads badly; a
/// word in letters also passes a hit-target check it would fail whole. An error when the word is cut into more than
/// two pieces or a piece has one or two characters, a warning otherwise; a `rules:` setting overrides both.
public struct TextWordSplitRule: Rule {
    public init() {}
    public let descriptor = RuleDescriptor(
        id: RuleID.textWordSplit, defaultSeverity: .error,
        summary: "A word too wide for its line is broken between characters.")

    /// One finding per text: every word it breaks, with its pieces.
    public func check(_ tree: ElementTree, _ context: CheckContext) -> [Finding] {
        tree.entries.compactMap { entry -> Finding? in
            guard !entry.hidden, let text = entry.laid.text, text.lines.contains(where: \.splitsWord) else { return nil }
            let words = Self.splitWords(text.lines)
            guard !words.isEmpty else { return nil }
            let list = words.map { "“\($0.joined())” (\($0.joined(separator: "|")))" }.joined(separator: ", ")
            var f = entry.finding(descriptor, context,
                                  cause: (words.count == 1 ? "A word is" : "\(words.count) words are") + " broken inside: \(list).",
                                  measured: Measure(value: Double(words.map(\.count).max() ?? 0), unit: "pieces"))
            if context.rules.severities[descriptor.id] == nil {
                let bad = words.contains { pieces in pieces.count > 2 || pieces.contains { $0.count <= 2 } }
                f.severity = bad ? .error : .warning
            }
            return f
        }
    }

    /// Each broken word as its pieces, one per line it spans.
    static func splitWords(_ lines: [TextLayout.Line]) -> [[String]] {
        var words: [[String]] = []
        var i = 0
        while i < lines.count {
            guard lines[i].splitsWord, i + 1 < lines.count else { i += 1; continue }
            var pieces = [lastWord(lines[i].text)]
            var j = i + 1
            // A line that is all fragment and breaks again continues the same word.
            while lines[j].splitsWord, !lines[j].text.contains(where: \.isWhitespace), j + 1 < lines.count {
                pieces.append(lines[j].text)
                j += 1
            }
            pieces.append(firstWord(lines[j].text))
            words.append(pieces.filter { !$0.isEmpty })
            i = j
        }
        return words.filter { $0.count > 1 }
    }

    static func lastWord(_ s: String) -> String { String(s.split(whereSeparator: \.isWhitespace).last ?? "") }

    static func firstWord(_ s: String) -> String {
        String((s.split(whereSeparator: \.isWhitespace).first ?? "").filter { $0 != "…" })
    }
}
