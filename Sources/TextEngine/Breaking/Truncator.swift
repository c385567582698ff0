/// Truncates the last visible line with "…" (U+2026, shaped in the same font), as `Text.truncationMode` does:
/// the line takes the rest of its paragraph from its start and keeps, between grapheme clusters, as much as fits
/// beside the ellipsis — the beginning (`tail`: "abcd…"), the end (`head`: "…wxyz") or both halves (`middle`:
/// "ab…yz", the odd cluster going to the front). Spaces next to the ellipsis are dropped. Text in later paragraphs
/// (after a hard break) is not pulled up into the line; it is simply cut, and the ellipsis marks that.
enum Truncator {
    /// The line's text and width, and the ranges of the paragraph kept before and after the ellipsis.
    struct Result { var text: String; var width: Int; var before: Range<Int>; var after: Range<Int> }

    static func truncate(_ t: ShapedText, line: LineSpan, mode: Truncation, maxWidth: Double?, ellipsis: Int,
                         tracking: Double = 0) -> Result {
        let p = line.paragraph, start = line.start
        let n = t.trimEnd(p, start, t.paragraphs[p].count)
        guard let maxWidth else {
            // No width limit (ideal size): only the line count overflowed; mark the cut at the chosen side.
            let text = t.string(p, start, line.end), w = line.width + ellipsis
            let kept = start..<line.end, none = line.end..<line.end
            return mode == .head ? Result(text: "…" + text, width: w, before: start..<start, after: kept)
                : Result(text: text + "…", width: w, before: kept, after: none)
        }
        func fits(_ w: Int) -> Bool { Double(w) <= maxWidth + LineBreaker.epsilon }
        let bounds = [start] + t.graphemes(p, start, max(n, start))
        let m = bounds.count - 1  // clusters available

        // Width when keeping `k` clusters; largest k that fits wins (binary search: widths grow with k). The text is
        // built once, for the winner, rather than for every probe.
        func ends(_ k: Int) -> (e: Int, s: Int) {
            switch mode {
            case .tail: return (t.trimEnd(p, start, bounds[k]), n)
            case .head: return (start, t.trimStart(p, bounds[m - k], n))
            case .middle: return (t.trimEnd(p, start, bounds[(k + 1) / 2]), t.trimStart(p, bounds[m - k / 2], n))
            }
        }
        func width(_ k: Int) -> Int {
            let (e, s) = ends(k)
            return t.width(p, start, e, tracking: tracking) + ellipsis + t.width(p, s, n, tracking: tracking)
        }
        var best = 0, bestWidth = width(0)
        var lo = 1, hi = m
        while lo <= hi {
            let mid = (lo + hi) / 2
            let w = width(mid)
            if fits(w) { best = mid; bestWidth = w; lo = mid + 1 } else { hi = mid - 1 }
        }
        let (e, s) = ends(best)
        return Result(text: t.string(p, start, e) + "…" + t.string(p, s, n), width: bestWidth, before: start..<e, after: s..<n)
    }
}
