import Testing
import TextEngine

/// Colour emoji fonts (`CBDT`/`sbix` bitmaps) measured as CoreText lays them out: each glyph's advance scaled from
/// the font's units to the point size, lines as tall as the font's ascender and descender.
@Suite struct EmojiTests {
    let engine = try! Fixtures.fallbackEngine()
    /// Noto Color Emoji's advance, 2550 of 2048 units per em (its 136 px strike at 109 ppem).
    static let emojiEm = 2550.0 / 2048

    private func runs(_ text: String, size: Double = 17) throws -> [MeasuredText.Run] {
        try engine.measure(TextRequest(text, size: size)).lines[0].runs
    }

    @Test func aColourBitmapFontLoadsWithTheMetricsOfItsTables() throws {
        let face = try FontFace(path: Fixtures.notoEmoji)
        #expect(face.isColorBitmap)
        #expect([face.unitsPerEm, face.ascender, face.descender, face.lineGap] == [2048, 1900, 500, 0])
    }

    @Test func anOutlineFontIsNoColourBitmapFont() throws {
        #expect(try FontFace(path: Fixtures.textCut).isColorBitmap == false)
    }

    @Test(arguments: [11.0, 17, 28, 53])
    func anEmojiIsAsWideAsItsAdvanceScaledToThePointSize(_ size: Double) throws {
        let m = try engine.measure(TextRequest("😀", size: size))
        #expect(m.missingCharacters.isEmpty)
        #expect(abs(m.naturalWidth - Self.emojiEm * size) < 1e-4)
    }

    @Test func emojiAreDrawnInTheEmojiFontAndTextAroundThemInTheTextFont() throws {
        let r = try runs("Nice 👍 work")
        #expect(r.map(\.text) == ["Nice ", "👍", " work"])
        #expect(r.map(\.font) == [Fixtures.textCut, Fixtures.notoEmoji, Fixtures.textCut])
    }

    @Test func aLineWithAnEmojiIsAsTallAsTheEmojiFontGivesWhenThatIsTaller() throws {
        let request = TextRequest("Hi 🎉", size: 17, lineHeight: 18)
        #expect(abs(try engine.measure(request).height - 2400.0 / 2048 * 17) < 1e-6)
    }

    @Test func aZeroWidthJoinerSequenceIsOneGlyphOfOneAdvance() throws {
        let m = try engine.measure(TextRequest("👩‍👩‍👧", size: 17))
        #expect(m.lines[0].runs.map(\.font) == [Fixtures.notoEmoji])
        #expect(abs(m.naturalWidth - Self.emojiEm * 17) < 1e-4)
    }

    @Test func aFlagASubdivisionFlagAndASkinToneAreOneEmojiEach() throws {
        for text in ["🇩🇪", "🏴\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}", "👋🏽"] {
            #expect(abs(try engine.measure(TextRequest(text, size: 17)).naturalWidth - Self.emojiEm * 17) < 1e-4, "\(text)")
        }
    }

    @Test func variationSelectorSixteenAsksForTheEmoji() throws {
        let r = try runs("1️⃣ ❤️")
        #expect(r.map(\.font) == [Fixtures.notoEmoji, Fixtures.textCut, Fixtures.notoEmoji], "\(r.map(\.text))")
    }

    @Test func aColourFontGivenAsAPlainFallbackFileIsTheEmojiFontToo() throws {
        let engine = try Fixtures.fallbackEngine([FallbackFont(parsing: Fixtures.notoCJK + "#2"),
                                                  FallbackFont(parsing: Fixtures.notoEmoji)])
        let r = try engine.measure(TextRequest("❤️", size: 17)).lines[0].runs
        #expect(r.map(\.font) == [Fixtures.notoEmoji])
    }

    @Test func aSpaceAfterAnEmojiIsTheTextFontsSpace() throws {
        let r = try runs("👍 ok")
        #expect(r.map(\.text) == ["👍", " ok"])
    }

    @Test func textCharactersWithAnEmojiFormStayInTheTextFont() throws {
        let m = try engine.measure(TextRequest("© 2025 #1", size: 17))
        #expect(m.lines[0].runs.isEmpty && m.font == Fixtures.textCut)
    }

    @Test func anEmojisBitmapIsItsPNGScaledFromTheStrikeToFontUnits() throws {
        let outlines = try GlyphOutlines(fonts: engine.fonts)
        let line = try outlines.shapeLine("😀", family: nil, size: 17, weight: 400)
        let image = try #require(outlines.bitmapImage(line.glyphs[0].key))
        #expect(Array(image.png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        // 136 × 128 px at 109 ppem, 101 px above the baseline, in 2048 units per em.
        #expect(abs(image.width - 136 * 2048 / 109.0) < 0.01 && abs(image.height - 128 * 2048 / 109.0) < 0.01)
        #expect(abs(image.y + 101 * 2048 / 109.0) < 0.01)
    }

    @Test func anOutlineGlyphHasNoBitmap() throws {
        let outlines = try GlyphOutlines(fonts: engine.fonts)
        let line = try outlines.shapeLine("a", family: nil, size: 17, weight: 400)
        #expect(outlines.bitmapImage(line.glyphs[0].key) == nil)
    }

    @Test func aBitmapGlyphIsDrawnAsABoxInsideItsAdvance() throws {
        let outlines = try GlyphOutlines(fonts: engine.fonts)
        let line = try outlines.shapeLine("😀", family: nil, size: 17, weight: 400)
        #expect(line.glyphs.count == 1)
        #expect(try outlines.pathData(line.glyphs[0].key).hasPrefix("M"))
    }

    /// Pango's natural widths for the same texts with the same two files (Inter, then Noto Color Emoji), from
    /// bench/pango_intl.c (72 dpi, no hinting, fontconfig's rule scaling bitmap fonts), at 14, 17, 22 and 28 pt.
    static let pango: [(String, [Double])] = [
        ("👍", [17.4316, 21.1670, 27.3926, 34.8633]),
        ("Great job! 🎉🎉", [103.5107, 125.6914, 162.6602, 207.0215]),
        ("👩‍👩‍👧 Family plan", [95.9639, 116.5254, 150.7988, 191.9248]),
        ("Trip to 🇩🇪 Berlin", [105.1709, 127.7061, 165.2676, 210.3398]),
        ("Waving 👋🏽 at everyone", [151.5068, 183.9717, 238.0801, 303.0117]),
        ("🔥🔥🔥 Streak: 12 days", [157.0166, 190.6650, 246.7402, 314.0352]),
    ]

    @Test(arguments: pango)
    func emojiTextMeasuresAsPangoDoesWithTheSameFiles(_ text: String, _ widths: [Double]) throws {
        let engine = try Fixtures.fallbackEngine([FallbackFont.emoji])
        for (size, width) in zip([14.0, 17, 22, 28], widths) {
            let m = try engine.measure(TextRequest(text, size: size))
            #expect(abs(m.naturalWidth - width) <= 0.05, "\(text) at \(size) pt: \(m.naturalWidth), Pango \(width)")
        }
    }
}
