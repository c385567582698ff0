import Testing
import TextEngine

/// Widths against HarfBuzz called directly (RawHarfBuzz), never through the engine's own shaping path.
@Suite struct ShapingWidthTests {
    let engine = try! Fixtures.engine()

    @Test(arguments: ["Hello, World", "Wave AVATAR office", "Dune", "Théâtre – naïve café", "1,234.56 €"])
    func naturalWidthEqualsHarfBuzzAdvances(_ text: String) throws {
        let m = try engine.measure(TextRequest(text, size: 17))
        let expected = RawHarfBuzz.width(text, font: Fixtures.textCut, size: 17)
        #expect(abs(m.naturalWidth - expected) < 1e-9)
        #expect(m.lines.count == 1 && abs(m.lines[0].width - expected) < 1e-9)
    }

    @Test func heavierWeightIsWider() throws {
        let regular = try engine.measure(TextRequest("Continue reading", size: 17, weight: 400))
        let bold = try engine.measure(TextRequest("Continue reading", size: 17, weight: 700))
        #expect(bold.naturalWidth > regular.naturalWidth + 1)
        #expect(abs(bold.naturalWidth - RawHarfBuzz.width("Continue reading", font: Fixtures.textCut, weight: 700, size: 17)) < 1e-9)
    }

    @Test func textCutBelow20PointsAndDisplayCutFrom20() throws {
        let text = "Library"
        let small = try engine.measure(TextRequest(text, size: 19.99))
        let large = try engine.measure(TextRequest(text, size: 20))
        #expect(abs(small.naturalWidth - RawHarfBuzz.width(text, font: Fixtures.textCut, size: 19.99)) < 1e-9)
        #expect(abs(large.naturalWidth - RawHarfBuzz.width(text, font: Fixtures.displayCut, size: 20)) < 1e-9)
        // The cuts differ, or this test could not tell them apart.
        #expect(abs(RawHarfBuzz.width(text, font: Fixtures.textCut, size: 20) - large.naturalWidth) > 0.1)
        // Line height from each cut's hhea: text 2728 + 680 over 2816 upem; display 1974 + 502 over 2048.
        #expect(abs(small.lineHeight - 3408.0 / 2816 * 19.99) < 1e-9)
        #expect(abs(large.lineHeight - 2476.0 / 2048 * 20) < 1e-9)
    }

    @Test func higLeadingReplacesFontLineHeight() throws {
        let m = try engine.measure(TextRequest("One two three four five six", size: 17, width: 80, lineHeight: 22))
        #expect(m.lineHeight == 22)
        #expect(m.height == Double(m.lineCount) * 22)
        #expect(m.lineCount > 1)
    }

    @Test func trailingSpacesHang() throws {
        let plain = try engine.measure(TextRequest("Hello", size: 17))
        let spaced = try engine.measure(TextRequest("Hello   ", size: 17))
        #expect(spaced.naturalWidth == plain.naturalWidth)
        // A width that holds "Hello world" but not "Hello world " still gives one line: the space hangs.
        let exact = RawHarfBuzz.width("Hello world", font: Fixtures.textCut, size: 17)
        let m = try engine.measure(TextRequest("Hello world again", size: 17, width: exact))
        #expect(m.lines.map(\.text) == ["Hello world", "again"])
        #expect(abs(m.lines[0].width - exact) < 1e-9)
    }

    /// Inter kerns a comma against the following space at heavy weights (−2.05 pt at 60 pt, wght 700, text cut), so
    /// the paragraph's prefix sum for "Hello," is narrower than "Hello," drawn alone at a line end.
    @Test func kerningAgainstTheNextLineIsUndoneAtALineEnd() throws {
        let size = 19.0, font = Fixtures.textCut  // below 20 pt: the text cut
        let alone = RawHarfBuzz.width("Hello,", font: font, weight: 700, size: size)
        let inContext = RawHarfBuzz.width("Hello, world", font: font, weight: 700, size: size)
            - RawHarfBuzz.width(" world", font: font, weight: 700, size: size)
        #expect(alone - inContext > 0.5)  // the kern exists, so this test can fail

        let roomy = try engine.measure(TextRequest("Hello, world", size: size, weight: 700, width: alone + 0.1))
        #expect(roomy.lines.map(\.text) == ["Hello,", "world"])
        #expect(abs(roomy.lines[0].width - alone) < 1e-9)

        // Between the two widths a prefix-sum engine would keep "Hello," and overflow; the line must not.
        let tight = try engine.measure(TextRequest("Hello, world", size: size, weight: 700, width: alone - 0.3))
        #expect(tight.lines[0].text == "Hello")
        for line in tight.lines { #expect(line.width <= alone - 0.3) }
    }

    /// "w" + "." kerns (−4.4 pt at 60 pt in the text cut); a word broken right before "." must measure "www" alone.
    @Test func kerningInsideABrokenWordIsUndone() throws {
        let size = 60.0, font = Fixtures.displayCut  // from 20 pt: the display cut
        let www = RawHarfBuzz.width("www", font: font, size: size)
        let wwwDot = RawHarfBuzz.width("www.", font: font, size: size)
        let dot = RawHarfBuzz.width(".", font: font, size: size)
        #expect(www + dot - wwwDot > 1)  // the kern exists
        let m = try engine.measure(TextRequest("www.com", size: size, width: (www + wwwDot) / 2))
        #expect(m.lines.first?.text == "www")
        #expect(abs(m.lines[0].width - www) < 1e-9)
        // The prefix sum of "www" before "." is wwwDot − dot < www − 1: a prefix-sum engine would keep "www" here.
        let tight = try engine.measure(TextRequest("www.com", size: size, width: www - 1))
        #expect(tight.lines.first?.text == "ww")
        for line in tight.lines { #expect(line.width <= www - 1) }
    }

    @Test func missingGlyphsAreReportedAndKeepNotdefAdvance() throws {
        let m = try engine.measure(TextRequest("Hello 你好", size: 17))
        #expect(m.missingCharacters == ["你", "好"])
        let latin = try engine.measure(TextRequest("Hello ", size: 17))
        #expect(m.naturalWidth > latin.naturalWidth + 10)  // two .notdef boxes, not zero width
        #expect(try engine.measure(TextRequest("Hello", size: 17)).missingCharacters.isEmpty)
    }
}
