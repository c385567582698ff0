/// Truncates the last visible line with "…" (U+2026, shaped in the same font), as `Text.truncationMode` does:
/// the line takes the rest of its paragraph from its start and keeps, between grapheme clusters, as much as fits
/// beside the ellipsis — the beginning (`tail`: "abcd…"), the end (`head`: "…wxyz") or both halves (`middle`:
/// "ab…yz", the odd cluster going to the front). Spaces next to the ellipsis are dropped. Text in later paragraphs
/// (after a hard break) is not pulled up into the line; it is simply cut, and the ellipsis marks that.
enum Truncator {
    struct Result { var text: String; var width: Int }

    static func truncate(_ t: ShapedText, line: LineSpan, mode: Truncation, maxWidth: Double?, ellipsis: Int) -> Result {
        let p = line.paragraph, start = line.start
        let n = t.trimEnd(p, start, t.paragraphs[p].count)
        guard let maxWidth else {
            // No width limit (ideal size): only the line count overflowed; mark the cut at the chosen side.
            let text = t.string(p, start, line.end), w = line.width + ellipsis
            return mode == .head ? Result(text: "…" + text, width: w) : Result(text: text + "…", width: w)
        }
        func fits(_ w: Int) -> Bool { Double(w) <= maxWidth + LineBreaker.epsilon }
        let bounds = [start] + t.graphemes(p, start, max(n, start))
        let m = bounds.count - 1  // clusters available

        // Width and text when keeping `k` clusters; largest k that fits wins (binary search: widths grow with k).
        func candidate(_ k: Int) -> Result {
            switch mode {
            case .tail:
                let e = t.trimEnd(p, start, bounds[k])
                return Result(text: t.string(p, start, e) + "…", width: t.width(p, start, e) + ellipsis)
            case .head:
                let s = t.trimStart(p, bounds[m - k], n)
                return Result(text: "…" + t.string(p, s, n), width: ellipsis + t.width(p, s, n))
            case .middle:
                let front = (k + 1) / 2, back = k / 2
                let e = t.trimEnd(p, start, bounds[front])
                let s = t.trimStart(p, bounds[m - back], n)
                return Result(text: t.string(p, start, e) + "…" + t.string(p, s, n),
                              width: t.width(p, start, e) + ellipsis + t.width(p, s, n))
            }
        }
        var best = candidate(0)
        var lo = 1, hi = m
        while lo <= hi {
            let mid = (lo + hi) / 2
            let c = candidate(mid)
            if fits(c.width) { best = c; lo = mid + 1 } else { hi = mid - 1 }
        }
        return best
    }
}
