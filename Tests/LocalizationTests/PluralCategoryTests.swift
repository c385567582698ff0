import Testing
@testable import Localization

@Suite struct PluralCategoryTests {
    @Test func oneBookIsOneInEnglish() {
        #expect(PluralCategory.of(1, language: "en") == .one)
        #expect(PluralCategory.of(3, language: "en") == .other)
    }

    @Test func arabicHasZeroTwoFewAndMany() {
        #expect(PluralCategory.of(0, language: "ar") == .zero)
        #expect(PluralCategory.of(2, language: "ar") == .two)
        #expect(PluralCategory.of(5, language: "ar") == .few)
        #expect(PluralCategory.of(11, language: "ar") == .many)
    }

    @Test func polishFiveIsMany() {
        #expect(PluralCategory.of(2, language: "pl") == .few)
        #expect(PluralCategory.of(5, language: "pl") == .many)
    }

    @Test func japaneseHasOnlyOther() {
        #expect(PluralCategory.of(1, language: "ja") == .other)
    }

    @Test func regionalTagsUseTheirLanguagesRules() {
        #expect(PluralCategory.of(1, language: "pt-BR") == .one)
    }

    @Test func aZeroFormIsPickedForZeroEvenInALanguageWithoutAZeroCategory() {
        let forms: [PluralCategory: String] = [.zero: "No unread messages", .one: "One unread message", .other: "%lld unread messages"]
        #expect(PluralCategory.form(in: forms, for: 0, language: "en") == "No unread messages")
        #expect(PluralCategory.form(in: forms, for: 1, language: "en") == "One unread message")
        #expect(PluralCategory.form(in: forms, for: 7, language: "en") == "%lld unread messages")
    }

    @Test func withoutAZeroFormZeroTakesItsLanguagesCategory() {
        let forms: [PluralCategory: String] = [.one: "%lld livre", .other: "%lld livres"]
        #expect(PluralCategory.form(in: forms, for: 0, language: "fr") == "%lld livre", "0 is `one` in French")
        #expect(PluralCategory.form(in: forms, for: 0, language: "en") == "%lld livres")
    }
}
