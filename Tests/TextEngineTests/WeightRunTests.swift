import Foundation
import Testing
import TextEngine

/// A piece of a text in another weight (`Text("a") + Text("b").bold()`, Markdown `**b**`): shaped in its weight,
/// broken with the rest of the text.
@Suite struct WeightRunTests {
    let engine = try! Fixtures.engine()

    func request(_ text: String, bold: Range<Int>, weight: Double = 700, width: Double? = nil) -> TextRequest {
        var r = TextRequest(text, size: 17, width: width)
        r.weightRuns = [TextWeightRun(range: bold, weight: weight)]
        return r
    }

    func raw(_ text: String, weight: Double = 400) -> Double {
        RawHarfBuzz.width(text, font: Fixtures.textCut, weight: weight, size: 17)
    }

    @Test func aBoldPieceIsAsWideAsItsTextShapedBold() throws {
        let m = try engine.measure(request("Read the full story", bold: 9..<13))
        let expected = raw("Read the ") + raw("full", weight: 700) + raw(" story")
        #expect(abs(m.naturalWidth - expected) < 0.01, "\(m.naturalWidth) vs \(expected)")
        #expect(m.naturalWidth > (try engine.measure(TextRequest("Read the full story", size: 17)).naturalWidth))
    }

    @Test func theBoldPieceDecidesWhereTheLineBreaks() throws {
        // Wide enough for "Read the full" in one weight, not with "full" bold.
        let regular = raw("Read the full")
        let mixed = raw("Read the ") + raw("full", weight: 700)
        try #require(mixed - regular > 0.5)
        let width = (regular + mixed) / 2
        let plain = try engine.measure(TextRequest("Read the full story", size: 17, width: width))
        let bold = try engine.measure(request("Read the full story", bold: 9..<13, width: width))
        #expect(plain.lines.map(\.text) == ["Read the full", "story"])
        #expect(bold.lines.map(\.text) == ["Read the", "full story"])
    }

    @Test func aPieceInsideAWordIsNoBreakOpportunity() throws {
        // The word is wider than the line: it breaks between letters, never at the piece's edges first.
        let word = raw("un") + raw("break", weight: 700) + raw("able")
        let fits = try engine.measure(request("unbreakable words", bold: 2..<7, width: word + 1))
        #expect(fits.lines.map(\.text) == ["unbreakable", "words"])
        let narrow = try engine.measure(request("unbreakable", bold: 2..<7, width: word - 1))
        #expect(narrow.lines.first.map { $0.text.count > 7 } == true, "\(narrow.lines.map(\.text))")
    }

    @Test func theSameTextWithoutThePieceIsMeasuredInOneWeight() throws {
        let bold = try engine.measure(request("Total due", bold: 0..<5))
        let plain = try engine.measure(TextRequest("Total due", size: 17))
        #expect(abs(plain.naturalWidth - raw("Total due")) < 0.01)
        #expect(bold.naturalWidth > plain.naturalWidth + 0.5)
    }

    @Test func aLineReportsItsPiecesWithTheirWidths() throws {
        let m = try engine.measure(request("Read the full story", bold: 9..<13))
        let runs = try #require(m.lines.first?.runs)
        #expect(runs.map(\.text) == ["Read the ", "full", " story"])
        #expect(abs(runs.map(\.width).reduce(0, +) - m.naturalWidth) < 0.01)
    }

    @Test func aStaticFamilyDrawsThePieceWithItsFileForThatWeight() throws {
        let regular = try StaticFamilyTests.staticCopy(named: "Pieces-Regular.ttf")
        let bold = try StaticFamilyTests.staticCopy(named: "Pieces-Bold.ttf")
        let library = try FontLibrary.bundled()
        try library.register(family: "Pieces", sources: [FontSource(path: regular, weight: 400),
                                                         FontSource(path: bold, weight: 700)])
        let engine = TextEngine(fonts: library)
        var r = TextRequest("Read the full story", family: "Pieces", size: 17)
        r.weightRuns = [TextWeightRun(range: 9..<13, weight: 700)]
        let runs = try #require(try engine.measure(r).lines.first?.runs)
        #expect(runs.map(\.font) == [regular, bold, regular])
    }
}
