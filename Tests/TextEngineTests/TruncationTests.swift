import Testing
import TextEngine

@Suite struct TruncationTests {
    let engine = try! Fixtures.engine()
    static let fox = "The quick brown fox jumps over the lazy dog"

    private func raw(_ text: String, size: Double = 17) -> Double { RawHarfBuzz.width(text, font: Fixtures.textCut, size: size) }

    @Test(arguments: [(Truncation.tail, "The quick…"), (.head, "…e lazy dog"), (.middle, "The q…dog")])
    func eachModeOnOneLine(_ mode: Truncation, _ expected: String) throws {
        let m = try engine.measure(TextRequest(Self.fox, size: 17, width: 100, lineLimit: 1, truncation: mode))
        #expect(m.lines.map(\.text) == [expected])
        #expect(m.truncated && m.truncationCause == .lineLimit)
        // Width = the kept text shaped alone + "…" shaped alone in the same font, and it fits.
        let parts = expected.split(separator: "…", omittingEmptySubsequences: false).map(String.init)
        let expectedWidth = parts.map { raw($0) }.reduce(0, +) + raw("…")
        #expect(abs(m.lines[0].width - expectedWidth) < 1e-9)
        #expect(m.lines[0].width <= 100)
    }

    @Test func tailKeepsAsMuchAsFits() throws {
        let m = try engine.measure(TextRequest(Self.fox, size: 17, width: 100, lineLimit: 1))
        // One more character ("The quick b…") would not fit.
        #expect(raw("The quick b") + raw("…") > 100)
    }

    @Test func lineLimitTruncatesTheLastVisibleLine() throws {
        let m = try engine.measure(TextRequest(Self.fox, size: 17, width: 100, lineLimit: 2))
        #expect(m.lines.map(\.text) == ["The quick", "brown fox…"])
        #expect(m.height == 2 * m.lineHeight)
        let unlimited = try engine.measure(TextRequest(Self.fox, size: 17, width: 100))
        #expect(unlimited.lineCount == 4 && !unlimited.truncated)
        let exact = try engine.measure(TextRequest(Self.fox, size: 17, width: 100, lineLimit: 4))
        #expect(exact.lineCount == 4 && !exact.truncated)
    }

    @Test(arguments: [0, -3])
    func lineLimitBelowOneActsAsOne(_ limit: Int) throws {
        let m = try engine.measure(TextRequest(Self.fox, size: 17, width: 100, lineLimit: limit))
        #expect(m.lines.map(\.text) == ["The quick…"])
    }

    @Test func heightLimitTruncatesLikeALineLimit() throws {
        let lineHeight = try engine.measure(TextRequest("x", size: 17)).lineHeight
        let m = try engine.measure(TextRequest(Self.fox, size: 17, width: 100, height: lineHeight * 2.5))
        #expect(m.lines.map(\.text) == ["The quick", "brown fox…"])
        #expect(m.truncationCause == .height)
        // Even a height below one line shows one line.
        let tiny = try engine.measure(TextRequest(Self.fox, size: 17, width: 100, height: 3))
        #expect(tiny.lineCount == 1 && tiny.truncationCause == .height)
        // The tighter of the two limits is the cause.
        let both = try engine.measure(TextRequest(Self.fox, size: 17, width: 100, height: lineHeight * 3, lineLimit: 2))
        #expect(both.lineCount == 2 && both.truncationCause == .lineLimit)
    }

    @Test func hardBreakBeyondTheLimitIsMarked() throws {
        let m = try engine.measure(TextRequest("Line one\nLine two", size: 17, lineLimit: 1))
        #expect(m.lines.map(\.text) == ["Line one…"])
        #expect(m.truncated)
    }

    @Test func minimumScaleFactorShrinksBeforeTruncating() throws {
        let text = "Notifications"
        let width = raw(text) * 0.8  // needs 80% of 17 pt
        let m = try engine.measure(TextRequest(text, size: 17, width: width, lineLimit: 1, minimumScaleFactor: 0.5))
        #expect(!m.truncated && m.lines.map(\.text) == [text])
        #expect(m.effectiveSize < 17 && m.effectiveSize >= 8.5)
        // The largest size on the 0.01 pt grid: it fits, 0.01 pt more does not.
        #expect(raw(text, size: m.effectiveSize) <= width)
        #expect(raw(text, size: m.effectiveSize + 0.01) > width)
        #expect(abs(m.lineHeight - 3408.0 / 2816 * m.effectiveSize) < 1e-9)  // line height shrinks with it
    }

    @Test func minimumScaleFactorThenTruncatesAtTheFactor() throws {
        let m = try engine.measure(TextRequest(Self.fox, size: 17, width: 100, lineLimit: 1, minimumScaleFactor: 0.75))
        #expect(m.effectiveSize == 12.75)
        #expect(m.truncated && m.lines[0].text.hasSuffix("…"))
        #expect(m.lines[0].width <= 100)
    }

    @Test func noShrinkWhenItFits() throws {
        let m = try engine.measure(TextRequest("Dune", size: 17, width: 100, lineLimit: 1, minimumScaleFactor: 0.5))
        #expect(m.effectiveSize == 17 && !m.truncated)
    }

    @Test func shrinkingAcrossTwentyPointsSwitchesToTheTextCut() throws {
        let text = "Anniversary"
        let width = RawHarfBuzz.width(text, font: Fixtures.textCut, size: 18)
        let m = try engine.measure(TextRequest(text, size: 22, width: width, lineLimit: 1, minimumScaleFactor: 0.5))
        #expect(m.effectiveSize < 20 && !m.truncated)
        #expect(abs(m.lines[0].width - RawHarfBuzz.width(text, font: Fixtures.textCut, size: m.effectiveSize)) < 1e-9)
    }
}
