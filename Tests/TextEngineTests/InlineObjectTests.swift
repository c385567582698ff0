import Testing
import TextEngine

/// An SF Symbol inside a Text: U+FFFC standing for an object of a given width, which breaks like U+FFFC.
@Suite struct InlineObjectTests {
    let engine = try! Fixtures.engine()

    func request(_ text: String, ems: [Double], size: Double = 17, width: Double? = nil) -> TextRequest {
        var r = TextRequest(text, size: size, width: width)
        r.inlineObjectEms = ems
        return r
    }

    @Test func anObjectIsAsWideAsItsEmsAtTheSize() throws {
        let words = try engine.measure(TextRequest("Best", size: 17)).naturalWidth
        let m = try engine.measure(request("\u{FFFC}Best", ems: [1.25]))
        #expect(abs(m.naturalWidth - (words + 1.25 * 17)) < 1e-6, "\(m.naturalWidth) vs \(words)")
        #expect(m.missingCharacters.isEmpty)
    }

    @Test func aLineBreaksBeforeAnObjectThatDoesNotFit() throws {
        let word = try engine.measure(TextRequest("Premium", size: 17)).naturalWidth
        let m = try engine.measure(request("Premium\u{FFFC}", ems: [1], width: word + 5))
        #expect(m.lines.map(\.text) == ["Premium", "\u{FFFC}"])
    }

    @Test func anObjectShrinksWithTheText() throws {
        var r = request("\u{FFFC}Sale", ems: [2], width: 60)
        r.lineLimit = 1
        r.minimumScaleFactor = 0.5
        let m = try engine.measure(r)
        #expect(!m.truncated)
        #expect(m.effectiveSize < 17)
        let words = try engine.measure(TextRequest("Sale", size: m.effectiveSize)).naturalWidth
        #expect(abs(m.width - (words + 2 * m.effectiveSize)) < 0.05)
    }

    @Test func aU_FFFCBeyondTheObjectsIsACharacter() throws {
        let m = try engine.measure(request("\u{FFFC}a\u{FFFC}", ems: [1]))
        #expect(m.missingCharacters == ["\u{FFFC}"])
    }
}
