/// One laid-out line: paragraph `paragraph`, relative UTF-16 range `start..<end` drawn (trailing spaces excluded),
/// the next line starting at `next`, `width` in font units.
struct LineSpan: Hashable {
    var paragraph: Int
    var start: Int
    var end: Int
    var next: Int
    var width: Int
    /// The line ends inside a word too wide for a line (broken between grapheme clusters, not at a UAX #14
    /// opportunity).
    var splitsWord = false
}

/// Greedy line filling, as CoreText's word wrapping (`NSLineBreakByWordWrapping`) does:
/// - lines end at UAX #14 opportunities; each line takes as many as fit;
/// - trailing spaces hang: they neither count toward fitting nor toward the line's width;
/// - a word wider than an empty line is broken between grapheme clusters, as many as fit (at least one);
/// - hard breaks always end a line; an empty paragraph is one empty line.
/// Widths are checked exactly (`ShapedText.width`, re-shaping unsafe line ends), so kerning across a break
/// cannot make a line overflow or wrap early. Work is linear in the text laid out; it stops after `limit` lines.
enum LineBreaker {
    static let epsilon = 1e-6

    /// Lines for `maxWidth` (font units; nil = no wrapping). `overflow` is true when text remains after `limit` lines.
    static func lines(_ t: ShapedText, maxWidth: Double?, limit: Int, tracking: Double = 0) -> (lines: [LineSpan], overflow: Bool) {
        var lines: [LineSpan] = []
        for p in t.paragraphs.indices {
            let n = t.paragraphs[p].count
            if lines.count == limit { return (lines, true) }
            if n == 0 {
                lines.append(LineSpan(paragraph: p, start: 0, end: 0, next: 0, width: 0))
                continue
            }
            guard let maxWidth else {
                let end = t.trimEnd(p, 0, n)
                lines.append(LineSpan(paragraph: p, start: 0, end: end, next: n, width: t.width(p, 0, end, tracking: tracking)))
                continue
            }
            var start = 0
            var bi = 0
            while start < n {
                if lines.count == limit { return (lines, true) }
                let breaks = t.paragraphs[p].breaks
                while breaks[bi] <= start { bi += 1 }
                let line = nextLine(t, p, start: start, firstBreak: bi, maxWidth: maxWidth, tracking: tracking)
                lines.append(line)
                start = line.next
            }
        }
        return (lines, false)
    }

    private static func nextLine(_ t: ShapedText, _ p: Int, start: Int, firstBreak bi: Int, maxWidth: Double,
                                 tracking: Double) -> LineSpan {
        // The three arrays read, not the paragraph: a copy of it retains and releases each of its arrays.
        let (breaks, prefix, clusters) = (t.paragraphs[p].breaks, t.paragraphs[p].prefix, t.paragraphs[p].clusters)
        func fits(_ w: Int) -> Bool { Double(w) <= maxWidth + epsilon }
        /// Prefix-sum width of `start..<e`, tracking included: exact where both ends are safe breaks.
        func approx(_ e: Int) -> Double {
            Double(prefix[e] - prefix[start]) + Double(clusters[e] - clusters[start]) * tracking
        }
        // 1. Farthest opportunity whose prefix-sum width fits.
        var fit = bi - 1
        var j = bi
        while j < breaks.count {
            let e = t.trimEnd(p, start, breaks[j])
            if approx(e) > maxWidth + epsilon { break }
            fit = j
            j += 1
        }
        // 2. Exact widths: step back while a re-shaped end overflows ...
        var chosen = -1, chosenWidth = 0
        var steppedBack = false
        var k = fit
        while k >= bi {
            let e = t.trimEnd(p, start, breaks[k])
            let w = t.width(p, start, e, tracking: tracking)
            if fits(w) { chosen = k; chosenWidth = w; break }
            steppedBack = true
            k -= 1
        }
        // ... or forward while a re-shaped end that looked too wide does fit (kerning at the end made it narrower).
        if !steppedBack {
            let slack = Double(t.face.shapingUnitsPerEm) / 4
            var f = fit + 1
            while f < breaks.count {
                let e = t.trimEnd(p, start, breaks[f])
                if approx(e) > maxWidth + slack { break }
                let w = t.width(p, start, e, tracking: tracking)
                if !fits(w) { break }
                chosen = f; chosenWidth = w
                f += 1
            }
        }
        if chosen >= 0 {
            let next = breaks[chosen]
            return LineSpan(paragraph: p, start: start, end: t.trimEnd(p, start, next), next: next, width: chosenWidth)
        }
        return breakInsideWord(t, p, start: start, wordEnd: breaks[bi], maxWidth: maxWidth, tracking: tracking)
    }

    /// The first word alone is wider than the line: take as many grapheme clusters as fit, at least one.
    /// Graphemes are computed only over a window a little past where the prefix sums say the line ends, so a
    /// 100,000-character "word" costs linear time in total, not quadratic.
    private static func breakInsideWord(_ t: ShapedText, _ p: Int, start: Int, wordEnd: Int, maxWidth: Double,
                                        tracking: Double) -> LineSpan {
        let para = t.paragraphs[p]
        var i = start
        while i < wordEnd && Double(para.prefix[i + 1] - para.prefix[start])
            + Double(para.clusters[i + 1] - para.clusters[start]) * tracking <= maxWidth + epsilon { i += 1 }
        let windowEnd = min(wordEnd, i + 64)
        var bounds = t.graphemes(p, start, windowEnd)
        if windowEnd < wordEnd { bounds.removeLast() }  // the window's end is not necessarily a boundary
        if bounds.isEmpty { bounds = t.graphemes(p, start, wordEnd) }
        var best = 0
        var bestWidth = t.width(p, start, bounds[0], tracking: tracking)
        var lo = 1, hi = bounds.count - 1
        while lo <= hi {  // largest boundary that fits; widths grow with the boundary
            let mid = (lo + hi) / 2
            let w = t.width(p, start, t.trimEnd(p, start, bounds[mid]), tracking: tracking)
            if Double(w) <= maxWidth + epsilon { best = mid; bestWidth = w; lo = mid + 1 } else { hi = mid - 1 }
        }
        let next = bounds[best]
        let end = t.trimEnd(p, start, next)
        if end != next { bestWidth = t.width(p, start, end, tracking: tracking) }
        return LineSpan(paragraph: p, start: start, end: end, next: next, width: bestWidth, splitsWord: next < wordEnd)
    }
}
