import Testing
@testable import ViewModel

/// `^[3 guest](inflect: true)` in English: rewritten where the plural is certain, left to be reported otherwise.
@Suite struct EnglishInflectionTests {
    @Test func aRegularNounAgreesWithItsNumber() {
        #expect(EnglishInflection.inflected("^[3 guest](inflect: true)") == "3 guests")
        #expect(EnglishInflection.inflected("^[1 guest](inflect: true)") == "1 guest")
        #expect(EnglishInflection.inflected("^[0 new message](inflect: true) today") == "0 new messages today")
        #expect(EnglishInflection.inflected("^[1,204 step](inflect: true)") == "1,204 steps")
    }

    @Test func spellingRulesForEsAndIes() {
        #expect(EnglishInflection.inflected("^[2 match](inflect: true)") == "2 matches")
        #expect(EnglishInflection.inflected("^[4 box](inflect: true)") == "4 boxes")
        #expect(EnglishInflection.inflected("^[5 category](inflect: true)") == "5 categories")
        #expect(EnglishInflection.inflected("^[7 day](inflect: true)") == "7 days")
    }

    @Test func aNounWhosePluralIsNotCertainIsLeftForTheReport() {
        for phrase in ["^[2 child](inflect: true)", "^[2 person](inflect: true)", "^[3 leaf](inflect: true)",
                       "^[3 photo](inflect: true)", "^[2 guests](inflect: true)", "^[2 URL](inflect: true)",
                       "^[many guest](inflect: true)", "^[2 feedback](inflect: true)"] {
            #expect(EnglishInflection.inflected(phrase) == nil, "\(phrase)")
        }
    }

    @Test func markdownReadsTheInflectedTextOnlyInEnglish() {
        #expect(InlineMarkdown.shown("^[2 problem](inflect: true) to fix", inflectsEnglish: true) == .plain("2 problems to fix"))
        #expect(InlineMarkdown.shown("^[2 problem](inflect: true) to fix") == .styled("^[2 problem](inflect: true)"))
    }
}
