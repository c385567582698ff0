import DynamicType
import Foundation
import Layout
import Localization
@testable import Specs
@testable import ViewModel
import Testing

/// A reading app's card in German and Japanese: spec texts looked up in the project's strings per locale.
@Suite struct LocalizedTextTests {
    static let catalog = #"""
    {
      "sourceLanguage" : "en",
      "strings" : {
        "Continue reading" : { "localizations" : {
          "de" : { "stringUnit" : { "state" : "translated", "value" : "Weiterlesen" } },
          "ja" : { "stringUnit" : { "state" : "translated", "value" : "続きを読む" } } } },
        "card.pages" : { "localizations" : {
          "en" : { "variations" : { "plural" : {
            "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld page left" } },
            "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld pages left" } } } } },
          "de" : { "variations" : { "plural" : {
            "one" : { "stringUnit" : { "state" : "translated", "value" : "Noch %lld Seite" } },
            "other" : { "stringUnit" : { "state" : "translated", "value" : "Noch %lld Seiten" } } } } } } },
        "by {author}" : { "localizations" : {
          "de" : { "stringUnit" : { "state" : "translated", "value" : "von {author}" } } } }
      }
    }
    """#

    static func card(_ yaml: String) throws -> LayoutSpec {
        var s = try spec(yaml)
        let catalog = try Self.catalogFile()
        defer { try? FileManager.default.removeItem(atPath: catalog) }
        s.strings = try StringsLoader.load([catalog])
        return s
    }

    static func catalogFile() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("card-\(UUID().uuidString).xcstrings").path
        try catalog.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    static func resolved(_ s: LayoutSpec, _ locale: String, variant: String? = nil) throws -> ViewNode {
        try SpecResolver().resolve(s, variant: variant, device: iPhone16, category: .large, locale: LocaleSetting(locale)!).body
    }

    @Test func aWrittenTextIsItsOwnKey() throws {
        let s = try Self.card("body: {text: Continue reading}")
        #expect(try Self.resolved(s, "de").textSpec?.string == "Weiterlesen")
        #expect(try Self.resolved(s, "ja").textSpec?.string == "続きを読む")
        #expect(try Self.resolved(s, "en").textSpec?.string == "Continue reading")
    }

    @Test func aNamedKeyTakesItsArgumentsAndPluralForm() throws {
        let s = try Self.card("""
        variants:
          one: {pages: "1"}
          many: {pages: "12"}
        body: {text: {key: card.pages, arguments: ["{pages}"]}}
        """)
        #expect(try Self.resolved(s, "en", variant: "one").textSpec?.string == "1 page left")
        #expect(try Self.resolved(s, "de", variant: "many").textSpec?.string == "Noch 12 Seiten")
    }

    @Test func placeholdersAreFilledInTheTranslation() throws {
        let s = try Self.card("""
        variants:
          dune: {author: Frank Herbert}
        body: {text: "by {author}"}
        """)
        #expect(try Self.resolved(s, "de").textSpec?.string == "von Frank Herbert")
    }

    @Test func aMissingTranslationIsMarkedWithItsKeyAndLocale() throws {
        let s = try Self.card("body: {text: {key: card.badge, defaultValue: New}}")
        let node = try Self.resolved(s, "de")
        #expect(node.textSpec?.string == "New")
        #expect(node.untranslated == UntranslatedText(key: "card.badge", locale: "de"))
    }

    @Test func theDevelopmentLanguageIsNeverUntranslated() throws {
        let s = try Self.card("body: {text: {key: card.badge, defaultValue: New}}")
        #expect(try Self.resolved(s, "en").untranslated == nil)
    }

    @Test func aTextOfPlaceholdersOnlyIsContentNotAKey() throws {
        let s = try Self.card("""
        variants:
          dune: {title: Dune}
        body: {text: "{title}"}
        """)
        #expect(try Self.resolved(s, "de").untranslated == nil)
        #expect(try Self.resolved(s, "pseudo-bounded").textSpec?.string == "Dune")
    }

    @Test func verbatimTextsAreNeverLookedUpOrTransformed() throws {
        let s = try Self.card("body: {text: {verbatim: Continue reading}}")
        #expect(try Self.resolved(s, "de").textSpec?.string == "Continue reading")
        #expect(try Self.resolved(s, "pseudo-bounded").textSpec?.string == "Continue reading")
    }

    @Test func pseudolanguagesTransformWrittenTexts() throws {
        let s = try spec("body: {vstack: [{text: Read}, {button: Share}]}")
        let texts = try Self.resolved(s, "pseudo-bounded").texts.map(\.string)
        #expect(texts == ["[# Read #]", "[# Share #]"])
        #expect(try Self.resolved(s, "pseudo-double-length").texts.map(\.string) == ["Read Read", "Share Share"])
    }

    @Test func pseudoAccentedKeepsPlaceholderValues() throws {
        let s = try spec("""
        variants:
          dune: {title: Dune}
        body: {text: "Read {title}"}
        """)
        #expect(try Self.resolved(s, "pseudo-accented").textSpec?.string == "Ŕéàđ Dune")
    }

    @Test func anUnknownKeyInATextMappingIsAnError() {
        let e = errors("body: {text: {key: card.pages, argument: [\"1\"]}}")
        #expect(e.contains { $0.message.contains("argument") })
    }
}
