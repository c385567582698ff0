/// A deterministic stand-in for the real text engine, so Layout and Checks tests run without FreeType: every
/// grapheme cluster advances the same distance and every line has the same height.
///
/// Behaviour, kept deliberately simple (the real rules live in TextEngine):
/// - paragraphs split at newlines; with no width (or an infinite one) each paragraph is one line (ideal size);
/// - otherwise greedy wrapping at spaces; a word wider than the line breaks between grapheme clusters, and every
///   line holds at least one cluster (so a 0 pt proposal gives one cluster per line and overflows);
/// - trailing spaces hang: they never count toward fitting or width;
/// - the lines are capped by `lineLimit` and by a finite proposed height (at least one line); the last kept line
///   is re-filled with the rest of the text and cut to the width with "…" at the tail, head or middle;
/// - `minimumScaleFactor` < 1: the largest scale (to 1/1000) at which the text needs no truncation, but not below
///   the factor; if even the factor needs truncation, it truncates at the factor;
/// - `minimumLines` (reservesSpace) pads the height; the empty string is 0 wide and 0 lines tall.
public struct FixedAdvanceMeasurer: TextMeasuring {
    /// Points per grapheme cluster, or a fraction of the font size when `proportional`.
    public var advance: Double
    /// Points per line, or a fraction of the font size when `proportional`.
    public var lineHeight: Double
    /// Advance and line height scale with the font's point size (so Dynamic Type sizes change the layout).
    public var proportional: Bool

    /// Fixed metrics whatever the font: `advance` pt per cluster and `lineHeight` pt per line.
    public init(advance: Double = 10, lineHeight: Double = 20) {
        self.advance = advance
        self.lineHeight = lineHeight
        self.proportional = false
    }

    /// Metrics relative to the font size: a 17 pt font with `advanceEm` 0.5 advances 8.5 pt per cluster.
    public static func proportional(advanceEm: Double = 0.5, lineHeightEm: Double = 1.2) -> FixedAdvanceMeasurer {
        var m = FixedAdvanceMeasurer(advance: advanceEm, lineHeight: lineHeightEm)
        m.proportional = true
        return m
    }

    public func measure(_ text: TextSpec, proposal: ProposedSize) -> TextLayout {
        let width = proposal.width.flatMap { $0.isFinite && !$0.isNaN ? max(0, $0) : nil }
        let unit = proportional ? text.font.size : 1
        let baseLineHeight = lineHeight * unit
        // A finite proposed height holds at least one line: SwiftUI text never shows zero lines.
        let heightLines = proposal.height.flatMap { h -> Int? in
            guard h.isFinite, baseLineHeight > 0 else { return nil }
            return max(1, Int((h / baseLineHeight + 1e-9).rounded(.down)))
        }
        let maxLines = min(text.lineLimit ?? .max, heightLines ?? .max)

        var scale = 1.0
        let factor = min(max(text.minimumScaleFactor, 0.01), 1)
        if factor < 1, wrap(text.string, width: width, advance: advance * unit).count > maxLines {
            // Shrink before truncating (docs/platform-facts.md, "Text").
            var low = factor, high = 1.0
            if wrap(text.string, width: width, advance: advance * unit * low).count > maxLines {
                scale = factor
            } else {
                while high - low > 0.0005 {
                    let mid = (low + high) / 2
                    if wrap(text.string, width: width, advance: advance * unit * mid).count <= maxLines {
                        low = mid
                    } else {
                        high = mid
                    }
                }
                scale = (low * 1000).rounded(.down) / 1000
                if scale < factor { scale = low }
            }
        }

        let step = advance * unit * scale
        let height = baseLineHeight * scale
        var lines = wrap(text.string, width: width, advance: step)
        var cause: TruncationCause?
        if lines.count > maxLines {
            let rest = lines[(maxLines - 1)...].map { String($0.reversed().drop(while: { $0 == " " }).reversed()) }
            let remainder = rest.joined(separator: " ")
            lines = Array(lines.prefix(maxLines - 1))
            lines.append(Self.truncate(remainder, width: width, advance: step, mode: text.truncationMode))
            if let limit = text.lineLimit, limit <= (heightLines ?? .max) { cause = .lineLimit } else { cause = .height }
        }
        let laidOut = lines.map { TextLayout.Line(text: $0, width: Double(Self.visibleCount($0)) * step) }
        let lineCount = max(laidOut.count, text.minimumLines)
        return TextLayout(size: Size(width: laidOut.reduce(0) { max($0, $1.width) }, height: Double(lineCount) * height),
                          lines: laidOut, truncated: cause != nil, truncationCause: cause,
                          effectiveFontSize: text.font.size * scale)
    }

    /// Greedy word wrap; nil width = one line per paragraph.
    func wrap(_ string: String, width: Double?, advance: Double) -> [String] {
        if string.isEmpty { return [] }
        let paragraphs = string.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map(String.init)
        guard let width else { return paragraphs }
        let perLine = advance > 0 ? max(1, Int((width / advance + 1e-9).rounded(.down))) : Int.max
        var lines: [String] = []
        for paragraph in paragraphs {
            var line = ""
            var started = false
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
                let candidate = started ? line + " " + word : String(word)
                if Self.visibleCount(candidate) <= perLine {
                    line = candidate
                    started = true
                    continue
                }
                if started { lines.append(line) }
                // The word alone does not fit: break it between grapheme clusters.
                var pieces = Substring(word)
                while pieces.count > perLine {
                    lines.append(String(pieces.prefix(perLine)))
                    pieces = pieces.dropFirst(perLine)
                }
                line = String(pieces)
                started = true
            }
            lines.append(line)
        }
        return lines
    }

    /// Clusters that take width: trailing spaces hang.
    static func visibleCount(_ line: String) -> Int {
        line.count - line.reversed().prefix(while: { $0 == " " }).count
    }

    static func truncate(_ text: String, width: Double?, advance: Double, mode: TruncationMode) -> String {
        let chars = Array(text)
        guard let width, advance > 0 else { return text + "…" }
        let keep = max(0, Int(((width - advance) / advance + 1e-9).rounded(.down)))
        switch mode {
        case .tail:
            return String(String(chars.prefix(keep)).reversed().drop(while: { $0 == " " }).reversed()) + "…"
        case .head:
            return "…" + String(String(chars.suffix(keep)).drop(while: { $0 == " " }))
        case .middle:
            let front = (keep + 1) / 2, back = keep / 2
            return String(chars.prefix(front)) + "…" + String(chars.suffix(back))
        }
    }
}
