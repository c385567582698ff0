import Testing
import TextEngine

/// Work reuse, proven by counters (never by timing): one shaping per (text, cut, weight) serves every size of a
/// face without opsz/trak, the cut switch at 20 pt is a different key, re-shaped line ends stay exact at every
/// scaled size, and the cache of finished measurements answers repeats without breaking again.
@Suite struct ReuseTests {
    static let sentence = "Weekly summary: www. Hello, world — naïve café"

    @Test func oneShapingServesEverySizeOfACut() throws {
        let engine = try Fixtures.engine()
        let textSizes = [11.0, 12, 13, 14, 15, 16, 17, 19, 19.99]  // the text cut
        let displaySizes = [20.0, 21, 23, 28, 33, 40, 47, 53]      // the display cut
        for size in textSizes + displaySizes {
            for width in [120.0, 200, 320] { _ = try engine.measure(TextRequest(Self.sentence, size: size, weight: 700, width: width)) }
        }
        #expect(engine.statistics.shapings == 2, "one per cut")
        _ = try engine.measure(TextRequest(Self.sentence, size: 17, weight: 400, width: 120))
        #expect(engine.statistics.shapings == 3, "another weight is another shaping")
    }

    /// Scaled advances and re-shaped unsafe line ends equal HarfBuzz shaping each line alone at that size.
    @Test func scaledLineWidthsEqualHarfBuzzAtEverySize() throws {
        let engine = try Fixtures.engine()
        for size in [12.0, 15, 17, 19, 20, 28, 47, 60] {
            let font = size < 20 ? Fixtures.textCut : Fixtures.displayCut
            for width in [3 * size, 6 * size, 9 * size] {
                let m = try engine.measure(TextRequest(Self.sentence, size: size, weight: 700, width: width))
                #expect(m.lines.count > 1)
                for line in m.lines {
                    let alone = RawHarfBuzz.width(line.text, font: font, weight: 700, size: size)
                    #expect(abs(line.width - alone) < 1e-9, "\(size) pt, \(width): \(line.text)")
                    #expect(line.width <= width + 1e-6 || line.text.count == 1)
                }
            }
        }
    }

    /// "é" and "e" + U+0301 are equal Swift Strings (canonically equivalent) but different code points, which
    /// HarfBuzz shapes apart: each is shaped as written and its lines are its own text.
    @Test func canonicallyEquivalentTextsAreShapedApart() throws {
        let engine = try Fixtures.engine()
        let composed = "Caf\u{E9} cr\u{E8}me", decomposed = "Cafe\u{301} cre\u{300}me"
        #expect(composed == decomposed)
        let first = try engine.measure(TextRequest(composed, size: 17, weight: 400, width: 300))
        let second = try engine.measure(TextRequest(decomposed, size: 17, weight: 400, width: 300))
        #expect(Array(first.lines[0].text.unicodeScalars) == Array(composed.unicodeScalars))
        #expect(Array(second.lines[0].text.unicodeScalars) == Array(decomposed.unicodeScalars))
        #expect(engine.statistics.shapings == 2)
    }

    @Test func repeatedMeasurementsReuseTheShapingAndGiveTheSameResult() throws {
        let engine = try Fixtures.engine()
        let request = TextRequest(Self.sentence, size: 17, width: 150, lineLimit: 2)
        let first = try engine.measure(request)
        let before = engine.statistics
        for _ in 0..<5 { #expect(try engine.measure(request) == first) }
        let after = engine.statistics
        #expect(after.shapings == before.shapings, "shaped once")
        #expect(after.cacheHits > before.cacheHits)
    }

    @Test func theShapeCacheIsBoundedByTextLengthToo() {
        // Two-generation eviction by cost: 10 units a generation at most, so the third 4-unit text starts a new one.
        let cache = TwoGenerationCache<String, String>(maxEntries: 100, maxCost: 20, cost: { $0.count })
        for key in ["aaaa", "bbbb", "cccc", "dddd", "eeee", "ffff"] { cache.store(key, for: key) }
        #expect(cache.totalCost <= 20)
        #expect(cache.value(for: "ffff") == "ffff")
        #expect(cache.value(for: "aaaa") == nil, "the oldest generation was dropped")
    }

    @Test func redefiningAFamilyMeasuresWithTheNewFace() throws {
        let engine = try Fixtures.engine()
        try engine.fonts.register(family: "Brand", path: Fixtures.textCut)
        let request = TextRequest("Continue reading", family: "Brand", size: 30)
        let text = try engine.measure(request)
        try engine.fonts.register(family: "Brand", path: Fixtures.displayCut)
        let display = try engine.measure(request)
        #expect(abs(display.width - RawHarfBuzz.width("Continue reading", font: Fixtures.displayCut, size: 30)) < 1e-9)
        #expect(display.width != text.width)
    }
}
