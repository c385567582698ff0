import DynamicType
import Layout
import Localization
import Specs
import ViewModel
import Testing
@testable import SwiftUISource

/// Locales and layout direction in SwiftUI previews.
@Suite struct LocaleEvaluationTests {
    @Test func aPreviewsLocaleEnvironmentIsTheLocaleItIsCheckedIn() {
        let found = previews("""
        struct Row: View { var body: some View { Text("Hello") } }
        #Preview("Arabic") { Row().environment(\\.locale, Locale(identifier: "ar")) }
        #Preview("German") { Row().environment(\\.locale, .init(identifier: "de")) }
        #Preview { Row() }
        """)
        #expect(found.map { $0.locales?.map(\.identifier) } == [["ar"], ["de"], nil])
        #expect(found[0].locales?.first?.layoutDirection == .rightToLeft, "as on an iPhone set to Arabic")
    }

    @Test func aLocaleEnvironmentIsEvaluatedWithALiteralTagAndDiagnosedOtherwise() throws {
        let found = previews("""
        struct Row: View { var body: some View { Text("Hello") } }
        #Preview("Arabic") { Row().environment(\\.locale, Locale(identifier: "ar")) }
        #Preview("German") { Row().environment(\\.locale, .init(identifier: "de")) }
        #Preview("Current") { Row().environment(\\.locale, Locale.current) }
        #Preview("Typo") { Row().environment(\\.locale, Locale(identifier: "arabic!")) }
        """)
        for p in found.prefix(2) {
            _ = try p.resolve(variant: "default", device: iPhone, category: .large, boldText: false, resolver: SpecResolver())
        }
        #expect(found[2].locales == nil && found[3].locales == nil)
        // Neither is checked silently in the development language: each stops its preview with a diagnostic.
        #expect(throws: SwiftDiagnostic.self) {
            try found[2].resolve(variant: "default", device: iPhone, category: .large, boldText: false, resolver: SpecResolver())
        }
        do {
            _ = try found[3].resolve(variant: "default", device: iPhone, category: .large, boldText: false, resolver: SpecResolver())
            Issue.record("a tag that is not one must not be ignored")
        } catch let d as SwiftDiagnostic {
            #expect(d.message.contains("literal language tag"))
        }
    }

    @Test func aPreviewInALocaleResolvesTextsInItsLanguageAndDirection() throws {
        let p = previews("""
        struct Row: View { var body: some View { Text("Hello").accessibilityIdentifier("t") } }
        #Preview { Row() }
        """)[0]
        let laid = try p.resolve(variant: "default", device: iPhone, category: .large, boldText: false,
                                 locale: LocaleSetting("he")!, resolver: SpecResolver())
        #expect(laid.layoutDirection == .rightToLeft)
        #expect(first(laid.body) { $0.id == "t" }?.kind.textSpec?.language == "he")
    }

    @Test func layoutDirectionEnvironmentSetsASubtreesDirection() throws {
        let p = previews("""
        struct Row: View {
            var body: some View {
                HStack {
                    Text("Total")
                    Text("12.50").environment(\\.layoutDirection, .leftToRight).accessibilityIdentifier("amount")
                }
            }
        }
        #Preview { Row() }
        """)[0]
        let laid = try p.resolve(variant: "default", device: iPhone, category: .large, boldText: false,
                                 locale: LocaleSetting("ar")!, resolver: SpecResolver())
        #expect(first(laid.body) { $0.id == "amount" }?.layoutDirection == .leftToRight)
    }

    @Test func readingLayoutDirectionGivesTheLocalesDirection() throws {
        let p = previews("""
        struct Row: View {
            @Environment(\\.layoutDirection) private var direction
            var body: some View { Text(direction == .rightToLeft ? "rtl" : "ltr") }
        }
        #Preview { Row() }
        """)[0]
        let arabic = try p.resolve(variant: "default", device: iPhone, category: .large, boldText: false,
                                   locale: LocaleSetting("ar")!, resolver: SpecResolver())
        #expect(shape(arabic.body) == "text \"rtl\"")
        let english = try p.resolve(variant: "default", device: iPhone, category: .large, boldText: false, resolver: SpecResolver())
        #expect(shape(english.body) == "text \"ltr\"")
    }

    @Test func flipsForRightToLeftIsKeptForPreviews() throws {
        let laid = try tree("""
        struct Row: View { var body: some View { Image(systemName: "arrow.right").flipsForRightToLeftLayoutDirection(true) } }
        #Preview { Row() }
        """)
        #expect(first(laid.body) { $0.presentation.flipsForRightToLeft == true } != nil)
    }
}

extension ViewNode.Kind {
    var textSpec: TextSpec? { if case .text(let t) = self { return t } else { return nil } }
}
