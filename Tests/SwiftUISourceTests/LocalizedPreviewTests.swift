import Foundation
import Layout
import Localization
import Specs
import ViewModel
@testable import SwiftUISource
import Testing

/// A reading app's card previewed in German, Arabic and Japanese: literal titles are `LocalizedStringKey`s looked up
/// in the String Catalog beside the sources for each locale; `Text(verbatim:)` and `String` values never are.
@Suite struct LocalizedPreviewTests {
    static let catalog = #"""
    {
      "sourceLanguage" : "en",
      "strings" : {
        "Continue reading" : { "localizations" : {
          "de" : { "stringUnit" : { "state" : "translated", "value" : "Weiterlesen" } },
          "ar" : { "stringUnit" : { "state" : "translated", "value" : "متابعة القراءة" } },
          "ja" : { "stringUnit" : { "state" : "translated", "value" : "続きを読む" } } } },
        "%lld pages left" : { "localizations" : {
          "en" : { "variations" : { "plural" : {
            "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld page left" } },
            "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld pages left" } } } } },
          "ar" : { "variations" : { "plural" : {
            "two" : { "stringUnit" : { "state" : "translated", "value" : "صفحتان متبقيتان" } },
            "few" : { "stringUnit" : { "state" : "translated", "value" : "%lld صفحات متبقية" } },
            "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld صفحة متبقية" } } } } } } },
        "Welcome back, %@!" : { "localizations" : {
          "de" : { "stringUnit" : { "state" : "translated", "value" : "Willkommen zurück, %@!" } } } },
        "Share" : { "localizations" : {
          "ja" : { "stringUnit" : { "state" : "translated", "value" : "共有" } } } }
      }
    }
    """#

    /// The texts of a preview's body in a locale, with the keys left untranslated.
    func texts(_ body: String, _ locale: String, declarations: String = "") throws -> (texts: [String], untranslated: [String]) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("locales-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let swift = folder.appendingPathComponent("Card.swift"), strings = folder.appendingPathComponent("Localizable.xcstrings")
        try (declarations + "\n#Preview { VStack { \(body) } }").write(to: swift, atomically: true, encoding: .utf8)
        try Self.catalog.write(to: strings, atomically: true, encoding: .utf8)
        let p = try SwiftSources.previews(files: [swift.path], relativeTo: folder.path, catalogs: [strings.path])
        let laid = try p[0].resolve(variant: "default", device: iPhone, category: .large, boldText: false,
                                    locale: LocaleSetting(locale)!, resolver: SpecResolver())
        var out: [String] = [], missing: [String] = []
        func walk(_ n: ViewNode) {
            if case .text(let t) = n.kind { out.append(t.string) }
            if let u = n.untranslated { missing.append(u.key) }
            n.children.forEach(walk)
        }
        walk(laid.body)
        return (out, missing)
    }

    @Test func aCountIsGroupedInTheLocaleAndPicksItsPluralByTheNumber() throws {
        // "1,532" is not a number to read back: the plural is picked by the value, 1532, so "other".
        #expect(try texts("Text(\"\\(1532) pages left\")", "en").texts == ["1,532 pages left"])
        #expect(try texts("Text(\"\\(1) pages left\")", "en").texts == ["1 page left"])
        #expect(try texts("Text(\"\\(1532) pages left\")", "de").texts == ["1.532 pages left"])
    }

    @Test func aLiteralShowsTheLocalesTranslation() throws {
        #expect(try texts("Text(\"Continue reading\")", "de").texts == ["Weiterlesen"])
        #expect(try texts("Button(\"Continue reading\") { }", "ja").texts == ["続きを読む"])
    }

    @Test func interpolationsPickThePluralFormOfTheLocalesLanguage() throws {
        #expect(try texts("Text(\"\\(2) pages left\"); Text(\"\\(4) pages left\")", "ar").texts
                == ["صفحتان متبقيتان", "4 صفحات متبقية"])
    }

    @Test func stringLocalizedAndLocalizedStringResourceLookUpTheKeyThenTheDefault() throws {
        let body = "Text(String(localized: \"Continue reading\")); Text(String(localized: \"card.more\", defaultValue: \"More\"))"
        #expect(try texts(body, "de").texts == ["Weiterlesen", "More"])
        #expect(try texts("Text(LocalizedStringResource(\"Continue reading\"))", "ja").texts == ["続きを読む"])
    }

    @Test func stringLocalizedWithAnInterpolationLooksUpTheKeyWithItsFormatSpecifier() throws {
        let greet = #"func welcome(_ name: String) -> String { String(localized: "Welcome back, \(name)!") }"#
        #expect(try texts("Text(welcome(\"Anna\"))", "de", declarations: greet).texts == ["Willkommen zurück, Anna!"])
        #expect(try texts("Text(welcome(\"Anna\"))", "ja", declarations: greet).texts == ["Welcome back, Anna!"])
    }

    @Test func aPreviewsEnvironmentLocaleReachesTextButNotFoundation() throws {
        // `.environment(\\.locale, de)` changes SwiftUI's environment only: Text looks its key up and formats its
        // value in German; `String(localized:)` and `.formatted()` read the device, still in English.
        let body = #"""
        VStack {
            Text("Continue reading"); Text(String(localized: "Continue reading"))
            Text(1234.5, format: .number); Text(1234.5.formatted())
        }
        .environment(\.locale, Locale(identifier: "de"))
        """#
        #expect(try texts(body, "de").texts == ["Weiterlesen", "Continue reading", "1.234,5", "1,234.5"])
    }

    @Test func anAppEnumsDisplayRepresentationTitleIsLocalized() throws {
        let period = """
        enum Period: String, AppEnum {
            case reading, later
            static var caseDisplayRepresentations: [Period: DisplayRepresentation] = [
                .reading: DisplayRepresentation(title: "Continue reading"),
                .later: DisplayRepresentation(title: .init("period.later", defaultValue: "Later")),
            ]
            var title: LocalizedStringResource { Self.caseDisplayRepresentations[self]?.title ?? .init(stringLiteral: rawValue) }
        }
        """
        #expect(try texts("Text(Period.reading.title); Text(Period.later.title)", "de", declarations: period).texts
                == ["Weiterlesen", "Later"])
    }

    @Test func aMissingTranslationShowsTheKeyAndIsMarked() throws {
        let result = try texts("Text(\"Share\")", "de")
        #expect(result.texts == ["Share"])
        #expect(result.untranslated == ["Share"])
    }

    @Test func swiftGensGeneratedLookupReadsTheStringsOfTheLocale() throws {
        let l10n = """
        enum L10n {
            static var continueReading: String { L10n.tr("Localizable", "Continue reading") }
            static func pagesLeft(_ p1: Int) -> String { L10n.tr("Localizable", "%lld pages left", p1) }
            private static func tr(_ table: String, _ key: String, _ args: CVarArg...) -> String {
                let format = AppEnvironment.current.localizedString(key, table)
                return String(format: format, locale: Locale.current, arguments: args)
            }
        }
        """
        #expect(try texts("Text(L10n.continueReading); Text(L10n.pagesLeft(2))", "ar", declarations: l10n).texts
                == ["متابعة القراءة", "صفحتان متبقيتان"])
        #expect(try texts("Text(NSLocalizedString(\"Continue reading\", comment: \"\"))", "de").texts == ["Weiterlesen"])
    }

    @Test func verbatimAndStringValuesAreNeverLookedUpOrMarked() throws {
        let result = try texts("Text(verbatim: \"Continue reading\"); let s = \"Share\"; Text(s)", "de")
        #expect(result.texts == ["Continue reading", "Share"])
        #expect(result.untranslated.isEmpty)
    }

    @Test func pseudolanguagesTransformLocalizedTitlesOnly() throws {
        let result = try texts("Text(\"Share\"); Text(verbatim: \"Share\")", "pseudo-bounded")
        #expect(result.texts == ["[# Share #]", "Share"])
    }

    @Test func aTextFieldsPlaceholderIsLocalized() throws {
        #expect(try texts("TextField(\"Share\", text: .constant(\"\"))", "ja").texts == ["共有"])
    }

    @Test func aPropertyDeclaredLocalizedStringKeyIsLookedUpAndAStringIsNot() throws {
        let rows = """
        struct KeyRow: View { let title: LocalizedStringKey; var body: some View { Text(title) } }
        struct StringRow: View { let title: String; var body: some View { Text(title) } }
        """
        let result = try texts("KeyRow(title: \"Continue reading\"); StringRow(title: \"Continue reading\")", "de", declarations: rows)
        #expect(result.texts == ["Weiterlesen", "Continue reading"])
    }

    @Test func aButtonTitledByALocalizedStringKeyPropertyIsLocalized() throws {
        let row = "struct ShareButton: View { let title: LocalizedStringKey; var body: some View { Button(title) { } } }"
        #expect(try texts("ShareButton(title: \"Share\")", "ja", declarations: row).texts == ["共有"])
    }

    @Test func eachPieceOfAConcatenationIsLocalized() throws {
        let result = try texts("Text(\"Continue reading\") + Text(\"Share\")", "ja")
        #expect(result.texts == ["続きを読む共有"])
    }

    @Test func aConcatenationWithAnUntranslatedPieceIsMarked() throws {
        #expect(try texts("Text(\"Continue reading\") + Text(\"Share\")", "de").untranslated == ["Share"])
    }
}
