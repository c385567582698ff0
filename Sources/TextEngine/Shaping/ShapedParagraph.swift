import CHarfBuzz

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
    /// The runs shaped, in logical order (one for text the requested face draws alone). Run boundaries are safe
    /// breaks: each run is shaped by its own HarfBuzz call.
    var runs: [TextRun]
    /// UAX #9 paragraph level (1 = right to left).
    var level: UInt8

    var count: Int { range.count }

    /// Shapes each run in its face at `scale` units per em (the requested face's), with the run's script, direction
    /// and `language` on the buffer.
    /// `objects`: relative offsets of inline objects (U+FFFC standing for a symbol) and their advances in font units;
    /// each takes that advance whatever the face draws there, and a line may end on either side of it unshaped.
    init(range: Range<Int>, text: UnsafeBufferPointer<UInt16>, breaks: [Int], runs: [TextRun], level: UInt8,
         shaping: ShapingContext, objects: [Int: Int] = [:], missing: inout [Int]) {
        self.range = range
        self.breaks = breaks
        self.runs = runs
        self.level = level
        let n = range.count
        let hasObjects = !objects.isEmpty
        var clusterAdvance = [Int](repeating: 0, count: n + 1)
        var isStart = [Bool](repeating: false, count: n + 1)
        var unsafe = [Bool](repeating: false, count: n + 1)
        for run in runs {
            shaping.shape(text, run) { infos, positions in
                for i in 0..<infos.count {
                    let c = min(Int(infos[i].cluster), n)
                    clusterAdvance[c] += Int(positions[i].x_advance)
                    isStart[c] = true
                    if infos[i].mask & Shaper.unsafeToBreak != 0 { unsafe[c] = true }
                    if infos[i].codepoint == 0 && (!hasObjects || objects[c] == nil) { missing.append(range.lowerBound + c) }
                }
            }
        }
        for (offset, advance) in objects {
            clusterAdvance[offset] = advance
            isStart[offset] = true
            unsafe[offset] = false
            unsafe[offset + 1] = false
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
            // Tracking spaces the font's glyphs: an inline object is not one of them (an assumption: a text
            // attachment is drawn outside the font, so its `trak` does not reach it).
            if isStart[i] && (!hasObjects || objects[i] == nil) { started += 1 }
        }
        clusters[n] = started
        self.clusters = clusters
        var safe = [Bool](repeating: false, count: n + 1)
        for i in 0...n { safe[i] = isStart[i] && !unsafe[i] }
        for run in runs { safe[run.range.lowerBound] = true }
        safe[0] = true
        safe[n] = true
        self.safe = safe
    }
}

/// What every run of a text is shaped with besides its face: weight, size, features, language, and the scale of the
/// requested face, so a fallback face's advances come out in the same units.
struct ShapingContext {
    var weight: Double
    var size: Double
    var scale: Int
    var features: TypographicFeatures
    var language: String?

    func properties(_ run: TextRun) -> RunProperties? {
        guard run.script != nil || language != nil else { return nil }
        return RunProperties(script: run.script, rightToLeft: run.isRightToLeft, language: language)
    }

    func shape(_ text: UnsafeBufferPointer<UInt16>, _ run: TextRun,
               _ body: (UnsafeBufferPointer<hb_glyph_info_t>, UnsafeBufferPointer<hb_glyph_position_t>) -> Void) {
        run.face.withFont(weight: run.weight ?? weight, size: size, scale: scale) { font in
            Shaper.shape(text, run.range, font: font, features: features, properties: properties(run), body)
        }
    }

    /// The advance of `range` (inside `run`) shaped alone with the paragraph as context.
    func advance(_ text: UnsafeBufferPointer<UInt16>, _ run: TextRun, _ range: Range<Int>) -> Int {
        run.face.withFont(weight: run.weight ?? weight, size: size, scale: scale) { font in
            Shaper.advance(text, range, font: font, features: features, properties: properties(run))
        }
    }
}
