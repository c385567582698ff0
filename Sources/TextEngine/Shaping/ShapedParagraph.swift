/// One paragraph (text between hard line breaks) shaped once, in font units, ready to be broken at any width.
///
/// Widths of a range come from prefix sums of cluster advances; that is exact only where HarfBuzz says a break is
/// safe (`HB_GLYPH_FLAG_UNSAFE_TO_BREAK` clear). Elsewhere — kerning across the break (`www` + `.`), a comma kerned
/// against the following space at heavy weights, a break inside a ligature — `ShapedText.width` re-shapes just the
/// unsafe ends of the line (HarfBuzz marks where a line end must be re-shaped: `HB_GLYPH_FLAG_UNSAFE_TO_BREAK`).
struct ShapedParagraph: Sendable {
    /// UTF-16 range in the whole text (hard-break characters excluded).
    var range: Range<Int>
    /// `prefix[i]` = advance of every cluster starting before offset `i` (relative), `count + 1` entries.
    var prefix: [Int]
    /// `safe[i]`: breaking at relative offset `i` leaves both sides' shaping unchanged. Ends are always safe.
    var safe: [Bool]
    /// `clusters[i]` = clusters starting before offset `i`: tracking adds its spacing once per cluster.
    var clusters: [Int32]
    /// UAX #14 break opportunities (relative offsets, ascending; the paragraph end is always the last).
    var breaks: [Int]

    var count: Int { range.count }

    init(range: Range<Int>, text: UnsafeBufferPointer<UInt16>, breaks: [Int], font: OpaquePointer,
         features: TypographicFeatures = [], missing: inout [Int]) {
        self.range = range
        self.breaks = breaks
        let n = range.count
        var clusterAdvance = [Int](repeating: 0, count: n + 1)
        var isStart = [Bool](repeating: false, count: n + 1)
        var unsafe = [Bool](repeating: false, count: n + 1)
        Shaper.shape(text, 0..<n, font: font, features: features) { infos, positions in
            for i in 0..<infos.count {
                let c = min(Int(infos[i].cluster), n)
                clusterAdvance[c] += Int(positions[i].x_advance)
                isStart[c] = true
                if infos[i].mask & Shaper.unsafeToBreak != 0 { unsafe[c] = true }
                if infos[i].codepoint == 0 { missing.append(range.lowerBound + c) }
            }
        }
        var prefix = [Int](repeating: 0, count: n + 1)
        var running = 0
        for i in 0..<n {
            prefix[i] = running
            running += clusterAdvance[i]
        }
        prefix[n] = running
        self.prefix = prefix
        var clusters = [Int32](repeating: 0, count: n + 1)
        var started: Int32 = 0
        for i in 0..<n {
            clusters[i] = started
            if isStart[i] { started += 1 }
        }
        clusters[n] = started
        self.clusters = clusters
        var safe = [Bool](repeating: false, count: n + 1)
        for i in 0...n { safe[i] = isStart[i] && !unsafe[i] }
        safe[0] = true
        safe[n] = true
        self.safe = safe
    }
}
