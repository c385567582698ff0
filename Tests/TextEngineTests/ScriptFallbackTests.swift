import Testing
import TextEngine

/// Script itemization and font fallback: each run in the first face of the cascade that has its glyphs.
@Suite struct ScriptFallbackTests {
    let engine = try! Fixtures.fallbackEngine()

    private func runs(_ text: String, language: String? = nil, direction: TextDirection = .auto) throws -> [MeasuredText.Run] {
        var request = TextRequest(text, size: 17)
        request.language = language
        request.direction = direction
        return try engine.measure(request).lines[0].runs
    }

    @Test func arabicIsShapedInTheArabicFallbackAtItsOwnWidth() throws {
        let m = try engine.measure(TextRequest("مرحبا بالعالم", size: 17))
        #expect(m.lines[0].runs.map(\.font) == [Fixtures.notoArabic])
        #expect(m.missingCharacters.isEmpty)
        #expect(abs(m.naturalWidth - RawHarfBuzz.width("مرحبا بالعالم", font: Fixtures.notoArabic, size: 17)) < 1e-4)
    }

    @Test func latinTextIsOneRunInTheRequestedFace() throws {
        let m = try engine.measure(TextRequest("Continue reading", size: 17))
        #expect(m.lines[0].runs.isEmpty)  // the common case: the line's text in `m.font`
        #expect(m.font == Fixtures.textCut)
    }

    @Test func latinTextNeverLoadsTheFallbackFiles() throws {
        let missing = FallbackFont(sources: [FontSource(path: "/nonexistent/NotoSansArabic-Regular.ttf")], package: "fonts-noto-core")
        let engine = try Fixtures.fallbackEngine([missing])
        #expect(try engine.measure(TextRequest("Continue reading", size: 17)).lineCount == 1)
    }

    @Test func aMissingFallbackFileIsNamedWithItsPackage() throws {
        let missing = FallbackFont(sources: [FontSource(path: "/nonexistent/NotoSansArabic-Regular.ttf")], package: "fonts-noto-core")
        let engine = try Fixtures.fallbackEngine([missing])
        #expect(throws: FontError.fallbackNotFound(path: "/nonexistent/NotoSansArabic-Regular.ttf", package: "fonts-noto-core")) {
            try engine.measure(TextRequest("مرحبا", size: 17))
        }
    }

    @Test func spacesAndPunctuationTakeTheFontOfTheTextAroundThem() throws {
        let r = try runs("مرحبا، كيف حالك؟")
        #expect(r.count == 1 && r[0].font == Fixtures.notoArabic)
    }

    @Test func aSpaceBetweenScriptsStaysWithTheTextBeforeIt() throws {
        let r = try runs("Hello שלום")
        #expect(r.map(\.text) == ["Hello ", "שלום"])
        #expect(r.map(\.font) == [Fixtures.textCut, Fixtures.notoHebrew])
    }

    @Test func combiningMarksStayWithTheirBase() throws {
        // U+0301 is in Inter, but after an Arabic letter it belongs to that letter's cluster and font.
        let r = try runs("بَ\u{0301}")
        #expect(r.count == 1 && r[0].font == Fixtures.notoArabic)
    }

    @Test(arguments: [(nil as String?, 2), ("zh-Hans", 2), ("zh-CN", 2), ("zh-Hant", 3), ("zh-TW", 3), ("ja", 0), ("ko", 1)])
    func hanIsDrawnInTheFaceOfTheTextsLanguage(_ language: String?, _ faceIndex: Int) throws {
        let r = try runs("設定", language: language)
        #expect(r.map(\.font) == [Fixtures.notoCJK] && r[0].faceIndex == faceIndex)
    }

    @Test func kanaIsJapaneseWithoutALanguage() throws {
        let r = try runs("ひらがな")
        #expect(r.map(\.faceIndex) == [0])
    }

    @Test func theSameTextInAnotherLanguageIsShapedAgain() throws {
        _ = try runs("設定", language: "ja")
        #expect(try runs("設定", language: "zh-Hans")[0].faceIndex == 2)
    }

    @Test func aLineIsAsTallAsTheTallestFontOnIt() throws {
        var request = TextRequest("設定を変更 Settings", size: 17, lineHeight: 20.287)
        let m = try engine.measure(request)
        let cjk = try FontFace(path: Fixtures.notoCJK).lineHeight(size: 17)
        #expect(m.lineHeights == [cjk] && m.height == cjk)
        request.text = "Settings"
        #expect(try engine.measure(request).height == 20.287)
    }

    @Test func aCharacterNoFontHasIsReportedMissing() throws {
        let m = try engine.measure(TextRequest("Hi 𓀀", size: 17))  // Egyptian hieroglyph: in no configured font
        #expect(m.missingCharacters == ["𓀀"])
    }

    @Test func runWidthsAddUpToTheLine() throws {
        let line = try engine.measure(TextRequest("Order 設定 مرحبا", size: 17)).lines[0]
        #expect(line.runs.count == 3)
        #expect(abs(line.runs.map(\.width).reduce(0, +) - line.width) < 1e-6)
    }
}

/// Pango's choice for Common characters, kept to compare with Pango (bench/pango-intl).
@Suite struct CommonCharacterFontTests {
    @Test func digitsTakeTheFirstFaceThatHasThemAndSpacesKeepTheCurrentOne() throws {
        let library = FontLibrary()
        try library.setSystemFont(text: [FontSource(path: Fixtures.textCut)])
        library.setFallback(FallbackFont.debianNoto, commonCharacters: .firstInCascade)
        var request = TextRequest("設定 3件", size: 17)
        request.language = "ja"
        let runs = try TextEngine(fonts: library).measure(request).lines[0].runs
        #expect(runs.map(\.text) == ["設定 ", "3", "件"])
        #expect(runs.map(\.font) == [Fixtures.notoCJK, Fixtures.textCut, Fixtures.notoCJK])
    }
}
