import Layout
import Localization
import Specs
import ViewModel
import Testing
@testable import SwiftUISource

/// Numbers and dates are formatted in the locale a case is checked in, as an iPhone set to that language formats
/// them: German groups with dots, Japanese writes its own date order.
@Suite struct LocaleFormattingTests {
    static let source = #"""
    struct Price: View {
        let amount = 1234.5
        let day = Date(timeIntervalSince1970: 1_718_300_000)
        var body: some View {
            VStack {
                Text(amount, format: .number)
                Text(amount.formatted(.currency(code: "EUR")))
                Text(day, format: .dateTime.day().month(.wide).year())
            }
        }
    }
    #Preview { Price() }
    #Preview("German") { Price().environment(\.locale, Locale(identifier: "de")) }
    """#

    func texts(_ locale: String?, preview: Int = 0) throws -> [String] {
        let p = previews(Self.source)[preview]
        // The locales a case is checked in: the one given, else the preview's own, else the development language.
        let setting = locale.flatMap { LocaleSetting($0) } ?? p.locales?.first
        let laid = try setting.map {
            try p.resolve(variant: "default", device: iPhone, category: .large, boldText: false, locale: $0, resolver: SpecResolver())
        } ?? p.resolve(variant: "default", device: iPhone, category: .large, boldText: false, resolver: SpecResolver())
        return SwiftUISourceTests.texts(of: laid.body)
    }

    @Test func theDevelopmentLanguageFormatsAsEnglishUS() throws {
        #expect(try texts(nil) == ["1,234.5", "€1,234.50", "June 13, 2024"])
    }

    @Test func aGermanCaseFormatsAsAGermanIPhoneDoes() throws {
        // The currency sign follows a no-break space (U+00A0), as CLDR writes German amounts.
        #expect(try texts("de") == ["1.234,5", "1.234,50\u{A0}€", "13. Juni 2024"])
    }

    @Test func aPreviewsLocaleEnvironmentFormatsWhatTextFormats() throws {
        // Text(_:format:) formats in the environment's locale; `amount.formatted(…)` is Foundation's, in the device's
        // (`Locale.current`), which the environment does not change.
        #expect(try texts(nil, preview: 1) == ["1.234,5", "€1,234.50", "13. Juni 2024"])
    }

    @Test func aPseudolanguageFormatsAsTheDevelopmentLanguage() throws {
        #expect(try texts("pseudo-accented").first == "1,234.5")
    }
}
