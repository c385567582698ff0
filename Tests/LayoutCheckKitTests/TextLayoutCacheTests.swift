import Foundation
import Layout
import LayoutCheckKit
import Testing
import TextEngine

/// The measurer's cache across layouts, proven by counters: a repeated (text spec, proposal) never reaches the
/// engine, anything else does, a redefined family is measured afresh, and whole runs give the same answers with it.
struct TextLayoutCacheTests {
    static func measurer(entries: Int = 16384) throws -> EngineTextMeasurer {
        EngineTextMeasurer(engine: TextEngine(fonts: try FontLibrary.bundled(directory: EngineTextMeasurerTests.fonts)), cacheEntries: entries)
    }

    @Test func repeatsAreAnsweredWithoutTheEngine() throws {
        let m = try Self.measurer()
        let spec = TextSpec(EngineTextMeasurerTests.fox, font: FontSpec(size: 17), lineLimit: 2)
        let first = m.measure(spec, proposal: ProposedSize(width: 120, height: nil))
        let engineWork = m.engine.statistics
        for _ in 0..<4 { #expect(m.measure(spec, proposal: ProposedSize(width: 120, height: nil)) == first) }
        #expect(m.cacheHits == 4)
        #expect(m.engine.statistics == engineWork, "no engine call for a repeat")
        _ = m.measure(spec, proposal: ProposedSize(width: 121, height: nil))
        _ = m.measure(TextSpec(EngineTextMeasurerTests.fox, font: FontSpec(size: 18), lineLimit: 2),
                      proposal: ProposedSize(width: 120, height: nil))
        #expect(m.cacheHits == 4, "another proposal or font is another question")
        #expect(m.engine.statistics.shapings == engineWork.shapings, "the same shaping serves width 121 and 18 pt")
    }

    @Test func aCanonicallyEquivalentTextIsNotAnsweredWithTheOthersLines() throws {
        let m = try Self.measurer()
        let composed = "Caf\u{E9}", decomposed = "Cafe\u{301}"
        _ = m.measure(TextSpec(composed, font: FontSpec(size: 17)), proposal: ProposedSize(width: 200, height: nil))
        let second = m.measure(TextSpec(decomposed, font: FontSpec(size: 17)), proposal: ProposedSize(width: 200, height: nil))
        #expect(m.cacheHits == 0)
        #expect(Array(second.lines[0].text.unicodeScalars) == Array(decomposed.unicodeScalars))
    }

    @Test func aRedefinedFamilyIsMeasuredAfresh() throws {
        let m = try Self.measurer()
        try m.engine.fonts.register(family: "Brand", path: EngineTextMeasurerTests.fonts + "/Inter-roman.var.ttf")
        let spec = TextSpec("Continue reading", font: FontSpec(family: "Brand", size: 30))
        let text = m.measure(spec, proposal: ProposedSize(width: nil, height: nil))
        try m.engine.fonts.register(family: "Brand", path: EngineTextMeasurerTests.fonts + "/InterDisplay-roman.var.ttf")
        let display = m.measure(spec, proposal: ProposedSize(width: nil, height: nil))
        #expect(m.cacheHits == 0)
        #expect(display.size.width != text.size.width)
    }

    @Test func cachedAndUncachedRunsAgree() throws {
        let cached = try Self.measurer(), uncached = try Self.measurer(entries: 0)
        let words = EngineTextMeasurerTests.fox.split(separator: " ")
        for i in 0..<300 {
            let text = words.prefix(1 + i % words.count).joined(separator: " ")
            let spec = TextSpec(text, font: FontSpec(size: [12.0, 17, 22, 34][i % 4], weight: i % 3 == 0 ? 700 : 400),
                                lineLimit: i % 5 == 0 ? 1 : nil, truncationMode: i % 2 == 0 ? .tail : .middle)
            for width in [nil, 0, 40, 90, 200] as [Double?] {
                let p = ProposedSize(width: width, height: nil)
                #expect(cached.measure(spec, proposal: p) == uncached.measure(spec, proposal: p))
            }
        }
        #expect(cached.cacheHits > 0 && uncached.cacheHits == 0)
        #expect(cached.cachedLayouts <= 16384)
    }
}
