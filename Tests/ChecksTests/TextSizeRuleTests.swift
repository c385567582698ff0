import Checks
import Layout
import Testing

@Suite struct TextTooSmallRuleTests {
    @Test func firesWhenAMinimumScaleFactorShrankTheText() throws {
        let root = vstack(frame: rect(0, 0, 300, 20), [
            text(id: "price", frame: rect(0, 0, 100, 12), fontSize: 17, effectiveSize: 8.5, minimumScaleFactor: 0.5),
        ])
        let f = try #require(findings(RuleID.textTooSmall, root).first)
        #expect(f.constraint == "minimumScaleFactor")
        #expect(f.cause == "Shrunk from 17 pt to 8.5 pt by its minimum scale factor of 0.5; the minimum is 11 pt.")
        #expect(f.measured == .points(8.5))
    }

    @Test func firesForASmallFontSize() throws {
        let root = vstack(frame: rect(0, 0, 300, 20), [text(id: "legal", frame: rect(0, 0, 100, 12), fontSize: 10)])
        #expect(try #require(findings(RuleID.textTooSmall, root).first).constraint == "fontSize")
    }

    @Test func doesNotFireAt11Points() {
        let root = vstack(frame: rect(0, 0, 300, 20), [text(frame: rect(0, 0, 100, 13), fontSize: 11)])
        #expect(findings(RuleID.textTooSmall, root).isEmpty)
    }

    @Test func thresholdIsConfigurable() {
        let root = vstack(frame: rect(0, 0, 300, 20), [text(frame: rect(0, 0, 100, 13), fontSize: 11)])
        #expect(findings(RuleID.textTooSmall, root, context(thresholds: Thresholds(minimumTextSize: 12))).count == 1)
    }
}

@Suite struct TextMissingGlyphsRuleTests {
    @Test func firesAndNamesTheMissingCharacters() throws {
        let root = vstack(frame: rect(0, 0, 300, 20), [text("漢", id: "name", frame: rect(0, 0, 17, 22), missing: ["漢"])])
        let f = try #require(findings(RuleID.textMissingGlyphs, root).first)
        #expect(f.cause == "The font has no glyph for \"漢\" (U+6F22).")
    }

    @Test func doesNotFireWhenTheFontCoversTheText() {
        let root = vstack(frame: rect(0, 0, 300, 20), [text(frame: rect(0, 0, 17, 22))])
        #expect(findings(RuleID.textMissingGlyphs, root).isEmpty)
    }
}
