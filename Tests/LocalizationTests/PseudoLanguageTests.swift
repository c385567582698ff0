import Testing
@testable import Localization

@Suite struct PseudoLanguageTests {
    @Test func doubleLengthRepeatsTheString() {
        #expect(PseudoLanguage.doubleLength.transformText("Read now") == "Read now Read now")
    }

    @Test func boundedPutsMarkersAtBothEnds() {
        #expect(PseudoLanguage.bounded.transformText("Read now") == "[# Read now #]")
    }

    @Test func accentedReplacesEveryLetter() {
        let accented = PseudoLanguage.accented.transformFormat("Read now")
        #expect(accented == "Ŕéàđ ñöŵ")
        #expect(!accented.contains { $0.isASCII && $0.isLetter })
    }

    @Test func accentedKeepsSpecifiersAndPlaceholders() {
        #expect(PseudoLanguage.accented.transformFormat("%1$@ by {author}, %lld pages") == "%1$@ ƀý {author}, %lld ƥàĝéš")
    }

    @Test func rightToLeftLeavesStringsAlone() {
        #expect(PseudoLanguage.rightToLeft.transformFormat("Read") == "Read")
        #expect(PseudoLanguage.rightToLeft.transformText("Read") == "Read")
    }

    @Test func onlyAccentedChangesTheFormat() {
        #expect(PseudoLanguage.doubleLength.transformFormat("Read") == "Read")
        #expect(PseudoLanguage.bounded.transformFormat("Read") == "Read")
    }
}
