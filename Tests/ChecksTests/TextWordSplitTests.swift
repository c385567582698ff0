import Layout
import Testing
@testable import Checks

@Suite struct TextWordSplitTests {
    func line(_ text: String, splits: Bool = false) -> TextLayout.Line { TextLayout.Line(text: text, width: 0, splitsWord: splits) }

    @Test func aWordBrokenOnceIsTwoPieces() {
        let words = TextWordSplitRule.splitWords([line("Die Bibliotheksver", splits: true), line("waltung öffnet")])
        #expect(words == [["Bibliotheksver", "waltung"]])
    }

    @Test func aWordInLettersIsOnePiecePerLine() {
        let words = TextWordSplitRule.splitWords([line("P", splits: true), line("re", splits: true), line("vi", splits: true),
                                                  line("o", splits: true), line("u", splits: true), line("s")])
        #expect(words == [["P", "re", "vi", "o", "u", "s"]])
    }

    @Test func linesBrokenAtSpacesAreNotSplitWords() {
        #expect(TextWordSplitRule.splitWords([line("Continue"), line("reading")]).isEmpty)
    }
}
