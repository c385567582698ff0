import Testing
import TextEngine

@Suite struct WrappingTests {
    let engine = try! Fixtures.engine()
    static let fox = "The quick brown fox jumps over the lazy dog"
    static let card = "The Left Hand of Darkness: 50th Anniversary Edition"

    /// Every line measures what HarfBuzz gives for its text alone, fits, and is greedy: the next line's first
    /// word would not have fit after it (its trailing space hanging).
    private func expectGreedy(_ m: MeasuredText, width: Double, size: Double = 17) {
        for (i, line) in m.lines.enumerated() {
            #expect(abs(line.width - RawHarfBuzz.width(line.text, font: Fixtures.textCut, size: size)) < 1e-9)
            #expect(line.width <= width)
            if i + 1 < m.lines.count, let word = m.lines[i + 1].text.split(separator: " ").first {
                #expect(RawHarfBuzz.width(line.text + " " + word, font: Fixtures.textCut, size: size) > width)
            }
        }
    }

    @Test(arguments: [(200.0, ["The quick brown fox", "jumps over the lazy dog"]),
                      (120.0, ["The quick", "brown fox", "jumps over the", "lazy dog"]),
                      (80.0, ["The quick", "brown fox", "jumps", "over the", "lazy dog"])])
    func knownSentenceWrapsAtKnownWidths(_ width: Double, _ expected: [String]) throws {
        let m = try engine.measure(TextRequest(Self.fox, size: 17, width: width))
        #expect(m.lines.map(\.text) == expected)
        #expect(!m.truncated)
        #expect(m.height == Double(expected.count) * m.lineHeight)
        #expect(m.width == m.lines.map(\.width).max())
        expectGreedy(m, width: width)
    }

    @Test func bookTitleWrapsOnAPhoneWidth() throws {
        let m = try engine.measure(TextRequest(Self.card, size: 17, weight: 700, width: 180))
        #expect(m.lines.map(\.text) == ["The Left Hand of", "Darkness: 50th", "Anniversary Edition"])
    }

    @Test func proposingTheNaturalWidthGivesOneLine() throws {
        let ideal = try engine.measure(TextRequest(Self.card, size: 17))
        let m = try engine.measure(TextRequest(Self.card, size: 17, width: ideal.naturalWidth))
        #expect(m.lineCount == 1 && m.width == ideal.naturalWidth)
        let narrower = try engine.measure(TextRequest(Self.card, size: 17, width: ideal.naturalWidth - 0.01))
        #expect(narrower.lineCount == 2)
    }

    @Test func longWordBreaksBetweenGraphemeClusters() throws {
        let word = "Supercalifragilisticexpialidocious"
        let m = try engine.measure(TextRequest("So " + word, size: 17, width: 80))
        #expect(m.lines[0].text == "So")  // the long word starts a new line first, as UIKit wraps
        #expect(m.lines.dropFirst().map(\.text).joined() == word)
        #expect(m.lines.count > 3)
        for (i, line) in m.lines.enumerated() {
            #expect(line.width <= 80)
            if i >= 1 && i + 1 < m.lines.count {  // each piece is as long as fits
                let next = m.lines[i + 1].text.first!
                #expect(RawHarfBuzz.width(line.text + String(next), font: Fixtures.textCut, size: 17) > 80)
            }
        }
    }

    @Test func combiningMarksAndEmojiStayWholeWhenAWordBreaks() throws {
        let word = String(repeating: "e\u{301}", count: 12) + String(repeating: "👩‍👩‍👧", count: 4)
        let m = try engine.measure(TextRequest(word, size: 17, width: 30))
        #expect(m.lines.map(\.text).joined() == word)
        for line in m.lines {
            #expect(line.text.unicodeScalars.first != "\u{301}")  // never starts with a lone accent
            #expect(!line.text.unicodeScalars.first!.properties.isJoinControl)
        }
    }

    @Test func hardBreaksAlwaysEndALine() throws {
        let m = try engine.measure(TextRequest("Title\nSubtitle\r\n\nEnd\n", size: 17))
        #expect(m.lines.map(\.text) == ["Title", "Subtitle", "", "End", ""])
        #expect(abs(m.naturalWidth - m.lines.map(\.width).max()!) < 1e-9)
    }

    @Test func emptyStringHasNoLinesAndNoSize() throws {
        let m = try engine.measure(TextRequest("", size: 17, width: 100, lineLimit: 2))
        #expect(m.lines.isEmpty && m.width == 0 && m.height == 0 && !m.truncated)
    }

    @Test func zeroWidthStillShowsAGraphemePerLine() throws {
        let m = try engine.measure(TextRequest("abc", size: 17, width: 0))
        #expect(m.lines.map(\.text) == ["a", "b", "c"])
    }

    @Test func invalidSizesAreErrorsNotCrashes() {
        #expect(throws: TextEngineError.invalidSize(0)) { try engine.measure(TextRequest("x", size: 0)) }
        #expect(throws: TextEngineError.invalidSize(.infinity)) { try engine.measure(TextRequest("x", size: .infinity)) }
        #expect(throws: TextEngineError.invalidScaleFactor(0)) {
            try engine.measure(TextRequest("x", size: 17, minimumScaleFactor: 0))
        }
    }
}
