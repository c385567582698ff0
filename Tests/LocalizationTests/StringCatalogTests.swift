import Foundation
import Testing
@testable import Localization

@Suite struct StringCatalogTests {
    @Test func aKeyShowsTheLocalesTranslation() throws {
        let strings = try Fixtures.strings()
        #expect(strings.localize(LocalizedText(key: "card.continue"), in: Fixtures.locale("de")).text == "Weiterlesen")
        #expect(strings.localize(LocalizedText(key: "card.continue"), in: Fixtures.locale("ja")).text == "続きを読む")
    }

    @Test func theDevelopmentLanguageShowsItsOwnValue() throws {
        let result = try Fixtures.strings().localize(LocalizedText(key: "card.continue"), in: .development())
        #expect(result == LocalizedResult(text: "Continue reading", isUntranslated: false))
    }

    @Test func aRegionFallsBackToItsLanguage() throws {
        #expect(try Fixtures.strings().localize(LocalizedText(key: "card.continue"), in: Fixtures.locale("de-AT")).text == "Weiterlesen")
    }

    @Test func pluralFormsFollowTheLanguagesRules() throws {
        let strings = try Fixtures.strings()
        func pages(_ n: Int, _ locale: String) -> String {
            strings.localize(LocalizedText(key: "%lld pages left", arguments: [String(n)]), in: Fixtures.locale(locale)).text
        }
        #expect(pages(1, "en") == "1 page left")
        #expect(pages(7, "en") == "7 pages left")
        #expect(pages(2, "ar") == "صفحتان متبقيتان")
        #expect(pages(4, "ar") == "4 صفحات متبقية")
        #expect(pages(100, "ar") == "100 صفحة متبقية")
    }

    @Test func substitutionsPickAFormForEachOfTheirArguments() throws {
        let strings = try Fixtures.strings()
        func shelf(_ books: Int, _ shelves: Int) -> String {
            let text = LocalizedText(key: "%lld books on %lld shelves", arguments: [String(books), String(shelves)])
            return strings.localize(text, in: Fixtures.locale("de")).text
        }
        #expect(shelf(1, 3) == "1 Buch in 3 Regalen")
        #expect(shelf(12, 1) == "12 Bücher in 1 Regal")
    }

    @Test func deviceVariationsPickTheIPhones() throws {
        #expect(try Fixtures.strings().localize(LocalizedText(key: "card.badge"), in: .development()).text == "New")
    }

    @Test func aMissingTranslationShowsTheKeyAndIsUntranslated() throws {
        let result = try Fixtures.strings().localize(LocalizedText(key: "card.badge"), in: Fixtures.locale("de"))
        #expect(result == LocalizedResult(text: "card.badge", isUntranslated: true))
    }

    @Test func aDefaultValueShowsInsteadOfTheKey() throws {
        let text = LocalizedText(key: "card.badge", defaultValue: "New")
        #expect(try Fixtures.strings().localize(text, in: Fixtures.locale("ja")).text == "New")
    }

    @Test func anEmptyNewTranslationCountsAsMissing() throws {
        let result = try Fixtures.strings().localize(LocalizedText(key: "card.share"), in: Fixtures.locale("de"))
        #expect(result.isUntranslated)
    }

    @Test func aLanguageTheAppLacksRunsInTheDevelopmentLanguage() throws {
        let result = try Fixtures.strings().localize(LocalizedText(key: "card.continue"), in: Fixtures.locale("fr"))
        #expect(result == LocalizedResult(text: "Continue reading", isUntranslated: true))
    }

    @Test func aStringMarkedNotToTranslateIsNeverUntranslated() throws {
        let result = try Fixtures.strings().localize(LocalizedText(key: "BookClub"), in: Fixtures.locale("de"))
        #expect(result == LocalizedResult(text: "BookClub", isUntranslated: false))
    }

    @Test func withoutTablesNothingIsUntranslated() {
        let result = LocalizedStrings.empty.localize(LocalizedText(key: "Continue reading"), in: Fixtures.locale("de"))
        #expect(result == LocalizedResult(text: "Continue reading", isUntranslated: false))
    }

    @Test func pseudolanguagesTransformTheDevelopmentValue() throws {
        let strings = try Fixtures.strings()
        let text = LocalizedText(key: "card.continue")
        #expect(strings.localize(text, in: Fixtures.locale("pseudo-bounded")).text == "[# Continue reading #]")
        #expect(strings.localize(text, in: Fixtures.locale("pseudo-double-length")).text == "Continue reading Continue reading")
        #expect(!strings.localize(text, in: Fixtures.locale("pseudo-accented")).isUntranslated)
    }

    @Test func pseudolanguagesLeaveArgumentsAlone() throws {
        let text = LocalizedText(key: "%lld pages left", arguments: ["3"])
        #expect(try Fixtures.strings().localize(text, in: Fixtures.locale("pseudo-accented")).text == "3 ƥàĝéš ĺéƒţ")
    }

    @Test func aCatalogWithoutSourceLanguageIsAnError() {
        #expect(throws: StringsError.self) {
            try StringCatalogReader.read(Data(#"{"strings": {}}"#.utf8), file: "Bad.xcstrings")
        }
    }

    @Test func aPluralWithoutOtherIsAnErrorNamingKeyAndLanguage() {
        let data = Data(#"""
        {"sourceLanguage": "en", "strings": {"%lld pages left": {"localizations": {"de": {"variations": {"plural": {
          "one": {"stringUnit": {"state": "translated", "value": "Noch %lld Seite"}}}}}}}}}
        """#.utf8)
        let error = #expect(throws: StringsError.self) { try StringCatalogReader.read(data, file: "Localizable.xcstrings") }
        #expect(error?.reason.contains("`%lld pages left` in `de`: a plural needs an `other` form") == true)
    }

    @Test func invalidJSONIsAnErrorAtItsLine() {
        let data = Data("{\n  \"sourceLanguage\": \"en\",\n  \"strings\": {\n    \"card.share\": {,}\n  }\n}".utf8)
        let error = #expect(throws: StringsError.self) { try StringCatalogReader.read(data, file: "Localizable.xcstrings") }
        #expect(error?.line == 4)
    }

    @Test func fallbacksDropTheMostSpecificSubtagFirst() {
        #expect(LocalizedStrings.fallbacks("zh-Hant-HK") == ["zh-hant-hk", "zh-hant", "zh"])
        #expect(LocalizedStrings.fallbacks("pt_BR") == ["pt-br", "pt"])
    }
}
