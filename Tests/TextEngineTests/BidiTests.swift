import Testing
import TextEngine

/// Bidi (ICU ubidi): the paragraph direction, measurements in logical order, runs in visual order per line.
@Suite struct BidiTests {
    let engine = try! Fixtures.fallbackEngine()

    private func measure(_ text: String, direction: TextDirection = .auto, width: Double? = nil) throws -> MeasuredText {
        var request = TextRequest(text, size: 17, width: width)
        request.direction = direction
        return try engine.measure(request)
    }

    @Test func theParagraphDirectionComesFromTheFirstStrongCharacter() throws {
        #expect(try measure("«مرحبا» Anna").rightToLeft)
        #expect(try !measure("Anna «مرحبا»").rightToLeft)
    }

    @Test func aGivenDirectionWinsOverTheText() throws {
        #expect(try !measure("مرحبا", direction: .ltr).rightToLeft)
        #expect(try measure("Hello", direction: .rtl).rightToLeft)
    }

    @Test func lineTextsStayInLogicalOrder() throws {
        #expect(try measure("مرحبا Anna").lines[0].text == "مرحبا Anna")
    }

    @Test func aLatinNameInRightToLeftTextIsDrawnBetweenItsNeighbours() throws {
        // Logical: שלום ·Anna· ומה נשמע → visual, left to right: "ומה נשמע", the space after Anna (a neutral between
        // two directions takes the paragraph's, right to left; its font is Anna's), "Anna", "שלום ".
        let runs = try measure("שלום Anna ומה נשמע").lines[0].runs
        #expect(runs.map(\.text) == ["ומה נשמע", " ", "Anna", "שלום "])
        #expect(runs.map(\.rightToLeft) == [true, true, false, true])
    }

    @Test func numbersInRightToLeftTextRunLeftToRight() throws {
        let runs = try measure("הזמנה 1234").lines[0].runs
        #expect(runs.first?.text == "1234" && runs.first?.rightToLeft == false)
        #expect(runs.last?.rightToLeft == true)
    }

    @Test func rightToLeftTextInALeftToRightParagraphKeepsItsPlace() throws {
        let runs = try measure("Call שלום now").lines[0].runs
        #expect(runs.map(\.text) == ["Call ", "שלום", " ", "now"])  // the space: left to right, in the Hebrew font
    }

    @Test func eachWrappedLineIsReorderedOnItsOwn() throws {
        let m = try measure("שלום Anna ומה נשמע היום", width: 80)
        #expect(m.lineCount > 1)
        for line in m.lines where !line.runs.isEmpty {
            #expect(Set(line.runs.map(\.text).joined()) == Set(line.text))
        }
    }

    @Test func widthsDoNotDependOnTheDirection() throws {
        #expect(try measure("Anna שלום 12", direction: .rtl).naturalWidth == measure("Anna שלום 12", direction: .ltr).naturalWidth)
    }

    @Test func theEllipsisOfATruncatedRightToLeftLineIsAtItsLeft() throws {
        var request = TextRequest("שלום עולם ומה נשמע היום", size: 17, width: 80, lineLimit: 1)
        request.direction = .auto
        let line = try engine.measure(request).lines[0]
        #expect(line.text.hasSuffix("…") && line.runs.first?.text == "…")
    }
}
