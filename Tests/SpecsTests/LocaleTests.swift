import DynamicType
import Layout
import Localization
@testable import Specs
@testable import ViewModel
import Testing

/// `locales:` in layoutcheck.yml and specs, and what a locale changes in the resolved tree.
@Suite struct LocaleTests {
    static let row = """
    body:
      hstack:
        children:
          - text: "Continue reading"
            id: title
          - image: {name: cover, width: 60, height: 80}
            layoutDirection: leftToRight
            id: cover
    """

    @Test func theDefaultLocaleIsTheDevelopmentLanguage() throws {
        #expect(try ProjectConfig.decode(yaml: "").locales == [.development()])
    }

    @Test func localesAreLanguageTagsAndPseudolanguagesEachWithItsDirection() throws {
        let c = try ProjectConfig.decode(yaml: "locales: [en, de, ar, zh-Hans, he, pseudo-rtl, pseudo-accented]")
        #expect(c.locales.map(\.identifier) == ["en", "de", "ar", "zh-Hans", "he", "pseudo-rtl", "pseudo-accented"])
        #expect(c.locales.map(\.layoutDirection) == [.leftToRight, .leftToRight, .rightToLeft, .leftToRight, .rightToLeft,
                                                     .rightToLeft, .leftToRight])
        #expect(c.locales.map(\.language) == ["en", "de", "ar", "zh-Hans", "he", "en", "en"])
    }

    @Test func anUnknownLocaleIsALocatedErrorWithASuggestion() {
        let found = errors("locales: [de, pseudo-acented]\n" + Self.row, file: "layouts/row.yaml")
        #expect(found.count == 1)
        #expect(found.first?.line == 1)
        #expect(found.first?.message.contains("`pseudo-acented` is not a language tag") == true)
        #expect(found.first?.message.contains("did you mean `pseudo-accented`?") == true)
    }

    @Test func aSpecListsItsOwnLocales() throws {
        #expect(try spec("locales: [ar]\n" + Self.row).locales?.map(\.identifier) == ["ar"])
        #expect(try spec(Self.row).locales == nil, "the project's")
    }

    @Test func textsCarryTheLocalesLanguageAndDirection() throws {
        let s = try spec(Self.row)
        let arabic = try SpecResolver().resolve(s, device: iPhone16, category: .large, locale: LocaleSetting("ar")!)
        #expect(arabic.layoutDirection == .rightToLeft)
        #expect(arabic.body.find("title")?.textSpec?.language == "ar")
        #expect(arabic.body.find("title")?.textSpec?.layoutDirection == .rightToLeft)
    }

    @Test func layoutDirectionSetsTheDirectionOfItsElementOnly() throws {
        let s = try spec(Self.row)
        let arabic = try SpecResolver().resolve(s, device: iPhone16, category: .large, locale: LocaleSetting("ar")!)
        #expect(arabic.body.find("cover")?.layoutDirection == .leftToRight)
        #expect(arabic.body.layoutDirection == nil, "the rest follows the locale")
    }

    @Test func uppercasingFollowsTheLocale() throws {
        let s = try spec("body: {text: \"istanbul\", textCase: uppercase, id: city}")
        let turkish = try SpecResolver().resolve(s, device: iPhone16, category: .large, locale: LocaleSetting("tr")!)
        #expect(turkish.body.find("city")?.textSpec?.string == "İSTANBUL")
    }
}
