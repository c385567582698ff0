import Foundation
import DynamicType
import Layout
import Specs
import ViewModel
import Testing
@testable import SwiftUISource

@Suite struct EvaluationTests {
    @Test func textInterpolatesKnownValuesAndConcatenates() throws {
        let laid = try tree("""
        struct Book { var title: String; var pages: Int }
        struct Row: View {
            let book: Book
            var body: some View { Text("\\(book.title), \\(book.pages) pages") + Text(" {new}") }
        }
        #Preview { Row(book: Book(title: "Dune", pages: 412)) }
        """)
        #expect(shape(laid.body) == "text \"Dune, 412 pages {new}\"")
    }

    @Test func staticSampleDataIsReachedThroughAnImplicitMember() throws {
        let laid = try tree("""
        struct Book { var title: String; static let sample = Book(title: "Solaris") }
        struct Row: View { let book: Book; var body: some View { Text(book.title) } }
        #Preview { Row(book: .sample) }
        """)
        #expect(shape(laid.body) == "text \"Solaris\"")
    }

    static let adaptive = """
    struct Row: View {
        @Environment(\\.dynamicTypeSize) private var size
        var body: some View {
            if size.isAccessibilitySize {
                VStack { Text("a"); Text("b") }
            } else {
                HStack { Text("a"); Text("b") }
            }
        }
    }
    #Preview { Row() }
    """

    @Test(arguments: [(ContentSizeCategory.xxxLarge, "hstack"), (.accessibility1, "vstack")])
    func ifOnDynamicTypeSizeChoosesTheBranchOfTheCategory(category: ContentSizeCategory, stack: String) throws {
        #expect(try tree(Self.adaptive, at: category).body.kind.name == stack)
    }

    @Test func dynamicTypeSizeModifierClampsWhatTheViewReads() throws {
        let source = Self.adaptive.replacingOccurrences(of: "#Preview { Row() }",
                                                        with: "#Preview { Row().dynamicTypeSize(...DynamicTypeSize.xxxLarge) }")
        #expect(try tree(source, at: .accessibility5).body.kind.name == "hstack")
    }

    @Test func switchOnDynamicTypeSizeMatchesCasesAndRanges() throws {
        let source = """
        struct Row: View {
            @Environment(\\.dynamicTypeSize) var size
            var body: some View {
                switch size {
                case .xSmall, .small: Text("small")
                case .accessibility1...: Text("huge")
                default: Text("regular")
                }
            }
        }
        #Preview { Row() }
        """
        #expect(shape(try tree(source, at: .small).body) == "text \"small\"")
        #expect(shape(try tree(source, at: .large).body) == "text \"regular\"")
        #expect(shape(try tree(source, at: .accessibility3).body) == "text \"huge\"")
    }

    @Test func anyLayoutIsAnAdaptiveStackInBothBranches() throws {
        let source = """
        struct Row: View {
            @Environment(\\.dynamicTypeSize) var dynamicTypeSize
            var body: some View {
                let layout = dynamicTypeSize >= .accessibility1 ? AnyLayout(VStackLayout(alignment: .leading)) : AnyLayout(HStackLayout())
                layout { Text("a"); Text("b") }
            }
        }
        #Preview { Row() }
        """
        for (category, axis) in [(ContentSizeCategory.large, Axis.horizontal), (.accessibility1, .vertical)] {
            guard case .stack(let s) = try tree(source, at: category).body.kind else { Issue.record("not a stack"); continue }
            #expect(s.axis == axis)
            #expect(s.adaptiveBranch != nil)
        }
    }

    @Test func scaledMetricScalesWithTheCategory() throws {
        let source = """
        struct Icon: View {
            @ScaledMetric(relativeTo: .body) var side: CGFloat = 20
            var body: some View { Color.blue.frame(width: side, height: side) }
        }
        #Preview { Icon() }
        """
        func width(_ c: ContentSizeCategory) throws -> Double? {
            guard case .frame(let f, _) = try tree(source, at: c).body.kind else { return nil }
            return f.width
        }
        #expect(try width(.large) == 20)
        #expect(try width(.accessibility5)! > 40)
    }

    @Test func forEachRepeatsItsContentForLiteralsRangesAndSamples() throws {
        let laid = try tree("""
        struct Tag { var name: String }
        struct Tags: View {
            var tags = [Tag(name: "a"), Tag(name: "b")]
            var body: some View {
                VStack {
                    ForEach(tags, id: \\.name) { tag in Text(tag.name) }
                    ForEach(0..<2) { i in Text("\\(i)") }
                }
            }
        }
        #Preview { Tags() }
        """)
        #expect(shape(laid.body) == "vstack(text \"a\", text \"b\", text \"0\", text \"1\")")
    }

    @Test func aFrameOutsideTheButtonDoesNotGrowItsHitTarget() throws {
        let laid = try tree("""
        #Preview {
            Button { } label: { Image(systemName: "ellipsis").padding(4) }
                .frame(width: 44, height: 44)
        }
        """)
        guard case .frame(_, let button) = laid.body.kind else { Issue.record("no frame"); return }
        #expect(button.role == .button)
        #expect(button.kind.name == "padding")
    }

    @Test func theFontNearestTheTextWins() throws {
        let laid = try tree("""
        struct Caption: View { var body: some View { Text("a").font(.caption) } }
        #Preview { Caption().font(.largeTitle) }
        """)
        guard case .text(let t) = laid.body.kind else { Issue.record("not a text"); return }
        #expect(t.font.size < 14)
    }

    @Test func theOutermostHorizontalPaddingOfAPreviewIsTheScreenInsets() throws {
        let laid = try tree("#Preview { Text(\"a\").padding(.horizontal) }")
        #expect(laid.insets.leading == 16 && laid.insets.trailing == 16)
        #expect(shape(laid.body) == "text \"a\"")
    }

    @Test func anIgnoreCommentSuppressesARuleWithItsReason() throws {
        let laid = try tree("""
        #Preview {
            // layoutcheck:ignore text-truncated -- the full title is in the detail view
            Text("a").lineLimit(1)
        }
        """)
        #expect(laid.body.suppressions.first?.rule == "text-truncated")
        #expect(laid.body.suppressions.first?.reason == "the full title is in the detail view")
    }

    @Test func accessibilityIdentifierNamesTheElement() throws {
        #expect(try tree("#Preview { Text(\"a\").accessibilityIdentifier(\"title\") }").body.id == "title")
    }
}

/// Text and hit-target modifiers the seeds write, evaluated as SwiftUI applies them.
@Suite struct TextAndShapeModifierTests {
    @Test func textCaseUppercasesTheTextsInside() throws {
        let laid = try tree("""
        #Preview { VStack { Text("Settings"); Text("more") }.textCase(.uppercase) }
        """)
        #expect(shape(laid.body) == "vstack(text \"SETTINGS\", text \"MORE\")")
    }

    @Test func lineSpacingAddsToTheTextsOwnLeading() throws {
        let laid = try tree("#Preview { Text(\"Two\\nlines\").lineSpacing(4) }")
        let text = try #require(first(laid.body) { if case .text = $0.kind { return true } else { return false } })
        guard case .text(let spec) = text.kind else { return }
        #expect(spec.extraLineSpacing == 4)
    }

    @Test func contentShapeMakesTheFramedButtonTheTarget() throws {
        let laid = try tree("""
        #Preview {
            Button { } label: { Image(systemName: "xmark") }
                .frame(width: 44, height: 44)
                .contentShape(Rectangle())
        }
        """)
        // The role sits on the 44 × 44 frame, not on the symbol inside it.
        guard case .frame(let frame, let inner) = laid.body.kind else { Issue.record("no frame: \(shape(laid.body))"); return }
        #expect(laid.body.role == .button)
        #expect(frame.width == 44)
        #expect(inner.role == nil)
    }

    @Test func trackingAndKerningSpaceTheCharacters() throws {
        let laid = try tree("#Preview { VStack { Text(\"A\").tracking(1.5); Text(\"B\").kerning(-0.5) } }")
        let texts = laid.body.children.compactMap { node -> Double? in
            if case .text(let spec) = node.kind { return spec.letterSpacing } else { return nil }
        }
        #expect(texts == [1.5, -0.5])
    }

    @Test func monospacedDigitAsAViewOrFontModifier() throws {
        let laid = try tree("#Preview { VStack { Text(\"12\").monospacedDigit(); Text(\"34\").font(.body.monospacedDigit()); Text(\"56\") } }")
        let flags = laid.body.children.compactMap { node -> Bool? in
            if case .text(let spec) = node.kind { return spec.monospacedDigits } else { return nil }
        }
        #expect(flags == [true, true, false])
    }

    @Test func underlineAndTextSelectionChangeNoLayout() throws {
        let laid = try tree("#Preview { Text(\"Terms\").underline().textSelection(.enabled) }")
        #expect(shape(laid.body) == "text \"Terms\"")
    }
}

@Suite struct ButtonStyleTests {
    @Test func aBorderedButtonsTargetIsItsPaddedLabel() throws {
        let laid = try tree("#Preview { VStack { Button(\"Renew\") { } }.buttonStyle(.bordered) }")
        let button = try #require(first(laid.body) { $0.role == .button })
        // iOS 26.5: 12 pt either side of the label, 7 above and below.
        guard case .padding(let insets, let label) = button.kind else { Issue.record("no capsule: \(shape(button))"); return }
        #expect(insets == EdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12))
        #expect(shape(label) == "text \"Renew\"")
    }

    @Test func aPlainButtonIsJustItsLabel() throws {
        let laid = try tree("#Preview { Button(\"Renew\") { }.buttonStyle(.plain) }")
        #expect(shape(laid.body) == "text \"Renew\"")
    }

    @Test func iOS26sGlassButtonIsReportedAsASystemStyleNotMeasured() throws {
        let d = try #require(diagnostic("#Preview {\n    Button(\"Renew\") { }\n        .buttonStyle(.glassProminent)\n}"))
        #expect(d.location.line == 3)
        #expect(d.message.contains("Liquid Glass") && d.message.contains("not measured"), "\(d.message)")
    }
}

@Suite struct ControlEvaluationTests {
    @Test func aVerticalScrollViewStacksItsContentAcrossTheWidth() throws {
        let laid = try tree("#Preview { ScrollView { Text(\"A\"); Text(\"B\") } }")
        #expect(shape(laid.body) == "frame(vstack(text \"A\", text \"B\"))")
    }

    @Test func aScrollViewScrollingBothWaysIsReported() {
        let d = diagnostic("#Preview { ScrollView([.horizontal, .vertical]) { Text(\"A\") } }")
        #expect(d?.message.contains("scrolls both ways is not modelled") == true)
    }

    @Test func aTextFieldShowsItsTextOrItsPlaceholderOnOneLine() throws {
        let laid = try tree("""
        struct Form1: View {
            @State private var name = ""
            @State private var city = "Reykjavík"
            var body: some View { VStack { TextField("Your name", text: $name); TextField("City", text: $city) } }
        }
        #Preview { Form1() }
        """)
        let texts = laid.body.children.compactMap { node -> String? in
            guard case .frame(let frame, let inner) = node.kind, case .text(let spec) = inner.kind else { return nil }
            #expect(frame.minHeight == 22 && spec.lineLimit == 1)
            return spec.string
        }
        #expect(texts == ["Your name", "Reykjavík"])
    }

    @Test func aSliderIsA31PointTrackAcrossTheWidth() throws {
        let laid = try tree("#Preview { Slider(value: .constant(0.5)) }")
        guard case .frame(let frame, _) = laid.body.kind else { Issue.record("\(shape(laid.body))"); return }
        #expect(frame.minHeight == 31 && frame.maxHeight == 31 && frame.maxWidth == .infinity)
    }
}

@Suite struct NavigationEvaluationTests {
    @Test func aNavigationStackIsItsContent() throws {
        let laid = try tree("#Preview { NavigationStack { Text(\"Library\").navigationTitle(\"Books\") } }")
        #expect(shape(laid.body) == "text \"Library\"")
    }

    @Test func theInsetGroupedAndPlainListStylesAreEvaluatedAndOthersReported() {
        #expect(diagnostic("#Preview { List { Text(\"A\") }.listStyle(.insetGrouped) }") == nil)
        #expect(diagnostic("#Preview { List { Text(\"A\") }.listStyle(.plain) }") == nil)
        #expect(diagnostic("#Preview { List { Text(\"A\") }.listStyle(.grouped) }")?.message.contains("plain styles are modelled") == true)
    }
}

@Suite struct DataFormattingTests {
    func string(_ expression: String) throws -> String {
        let laid = try tree("#Preview { \(expression) }")
        guard case .text(let t)? = first(laid.body, { if case .text = $0.kind { return true } else { return false } })?.kind else {
            return ""
        }
        return t.string
    }

    @Test func aNumberFormatStyleIsAppliedAsFoundationFormatsIt() throws {
        #expect(try string("Text(8123.0, format: .number)") == "8,123")
        #expect(try string("Text(8123.0, format: .number.precision(.fractionLength(1)))") == "8,123.0")
        #expect(try string("Text(8123, format: .number.grouping(.never))") == "8123")
    }

    @Test func aPrecisionRangeKeepsAsManyDigitsAsTheValueNeedsWithinIt() throws {
        #expect(try string("Text(2.5, format: .number.precision(.fractionLength(0...1)))") == "2.5")
        #expect(try string("Text(2.0, format: .number.precision(.fractionLength(0...1)))") == "2")
        #expect(try string("Text(1234.5678, format: .number.precision(.significantDigits(1...3)))") == "1,230")
    }

    @Test func compactSignedAndRoundedNumbersAreFormattedAsFoundationFormatsThem() throws {
        #expect(try string("Text(1204, format: .number.notation(.compactName))") == "1.2K")
        #expect(try string("Text(1_500_000.0.formatted(.number.notation(.compactName)))") == "1.5M")
        #expect(try string("Text(37.9, format: .currency(code: \"USD\").sign(strategy: .always()))") == "+$37.90")
        #expect(try string("Text(-37.9, format: .currency(code: \"USD\").sign(strategy: .accounting))") == "($37.90)")
        #expect(try string("Text(0.125, format: .percent.sign(strategy: .always()))") == "+12.5%")
        #expect(try string("Text(4.75, format: .number.rounded(rule: .up, increment: 0.5))") == "5.0")
    }

    @Test func alwaysShowsTheSignOnZeroUnlessToldNot() throws {
        // Foundation's defaults: `always(includingZero: true)`, a currency's `always(showZero: true)`.
        #expect(try string("Text(0.0, format: .percent.precision(.fractionLength(2)).sign(strategy: .always()))") == "+0.00%")
        #expect(try string("Text(0.0, format: .currency(code: \"USD\").sign(strategy: .always()))") == "+$0.00")
        #expect(try string("Text(0.0, format: .number.sign(strategy: .always(includingZero: false)))") == "0")
    }

    @Test func wholeNumbersStoredAsDecimalDivideExactly() throws {
        let texts = try laidTexts("""
        struct Product { let price: Decimal; let compareAt: Decimal }
        struct Badge: View {
            let product: Product
            var saving: Decimal { (product.compareAt - product.price) / product.compareAt }
            var body: some View { VStack { Text(saving, format: .percent); Text(verbatim: "\\(product.price / product.compareAt)") } }
        }
        #Preview { Badge(product: Product(price: 28, compareAt: 35)) }
        """)
        #expect(texts == ["20%", "0.8"])
    }

    @Test func aDecimalPrintsAsSwiftPrintsItAndAddsInBaseTen() throws {
        let texts = try laidTexts("""
        struct Receipt: View {
            let price: Decimal = 28
            let tip: Decimal = 0.1
            let tax: Decimal = 0.2
            var body: some View {
                VStack {
                    Text(verbatim: "\\(price) \\(tip + tax) \\(-price / 4)")
                    Text("Total \\(price + tip)")
                    Text(tip + tax == 0.3 ? "exact" : "inexact")
                }
            }
        }
        #Preview { Receipt() }
        """)
        // A Text key takes a Decimal as an NSDecimalNumber (`%@`): its digits, not `%lf`'s six places.
        #expect(texts == ["28 0.3 -7", "Total 28.1", "exact"])
    }

    @Test func timeIntervalMadeFromAnIntegerIsADouble() throws {
        #expect(try string("Text(verbatim: \"\\(TimeInterval(14) / 4)\")") == "3.5")
    }

    @Test func aFormatModifierNotModelledIsReportedNotIgnored() {
        let d = diagnostic("#Preview { Text(0.5, format: .number.scale(100)) }")
        #expect(d?.message.contains("`.scale(…)` is not evaluated") == true)
    }

    @Test func currencyAndPercentStylesAndFormattedCalls() throws {
        #expect(try string("Text(4.5, format: .currency(code: \"USD\"))") == "$4.50")
        #expect(try string("Text(0.42.formatted(.percent))") == "42%")
        #expect(try string("Text(1234.5.formatted(.currency(code: \"EUR\")))") == "€1,234.50")
    }

    @Test func anIntsPercentIsTheNumberAndADoublesIsAFraction() throws {
        #expect(try string("Text(40, format: .percent)") == "40%")
        #expect(try string("Text(40.0, format: .percent)") == "4,000%")
    }

}

@Suite struct GridItemEvaluationTests {
    @Test func adaptiveFixedAndFlexibleGridItemsReachTheLayout() throws {
        let laid = try tree("""
        #Preview {
            LazyVGrid(columns: [GridItem(.fixed(60)), GridItem(.adaptive(minimum: 90, maximum: 200)), GridItem(.flexible(maximum: 50))]) {
                Text("A"); Text("B")
            }
        }
        """)
        guard case .grid(let g) = laid.body.kind else { Issue.record("not a grid: \(shape(laid.body))"); return }
        #expect(g.items == [.fixed(60), .adaptive(minimum: 90, maximum: 200), .flexible(minimum: 10, maximum: 50)])
    }

    @Test func aLinksDestinationIsNotEvaluated() throws {
        let laid = try tree("#Preview { Link(\"Terms\", destination: URL(string: \"https://example.com/terms\")!) }")
        #expect(shape(laid.body) == "text \"Terms\"")
        #expect(laid.body.role == .link || laid.body.role == .button)
    }

    @Test func aFixedLayoutTraitNarrowsTheScreen() throws {
        let p = previews("#Preview(\"Narrow\", traits: .fixedLayout(width: 320, height: 600)) { Text(\"Hi\") }")
        let laid = try p[0].resolve(variant: "default", device: iPhone, category: .large, boldText: false, resolver: SpecResolver())
        #expect(laid.device.width == 320)
    }
}

/// Titles written as literals are LocalizedStringKeys: the String Catalog beside the sources gives their text.
@Suite struct StringCatalogTests {
    static let catalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "order.title" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Your order is on its way" } } } },
        "%lld items" : { "localizations" : { "en" : { "variations" : { "plural" : {
          "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld item" } },
          "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld items" } } } } } } },
        "Hello, %@!" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Welcome back, %@!" } } } },
        "Reorder" : { }
      },
      "version" : "1.0"
    }
    """

    func texts(_ body: String) throws -> [String] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let swift = folder.appendingPathComponent("Card.swift"), strings = folder.appendingPathComponent("Localizable.xcstrings")
        try "#Preview { VStack { \(body) } }".write(to: swift, atomically: true, encoding: .utf8)
        try Self.catalog.write(to: strings, atomically: true, encoding: .utf8)
        let p = try SwiftSources.previews(files: [swift.path], relativeTo: folder.path, catalogs: [strings.path])
        let laid = try p[0].resolve(variant: "default", device: iPhone, category: .large, boldText: false, resolver: SpecResolver())
        var out: [String] = []
        func walk(_ n: ViewNode) { if case .text(let t) = n.kind { out.append(t.string) }; n.children.forEach(walk) }
        walk(laid.body)
        return out
    }

    @Test func aKeyShowsItsDevelopmentLanguageValue() throws {
        #expect(try texts("Text(\"order.title\")") == ["Your order is on its way"])
    }

    @Test func interpolationsFillTheCatalogsFormatAndPluralsChooseTheirForm() throws {
        #expect(try texts("Text(\"\\(1) items\"); Text(\"\\(3) items\"); Text(\"Hello, \\(\"Ana\")!\")")
                == ["1 item", "3 items", "Welcome back, Ana!"])
    }

    @Test func aKeyWithoutValueOrOutsideTheCatalogShowsItselfAndVerbatimIsNeverLookedUp() throws {
        #expect(try texts("Button(\"Reorder\") { }; Text(\"Not in catalog\"); Text(verbatim: \"order.title\")")
                == ["Reorder", "Not in catalog", "order.title"])
    }
}

@Suite("Drawing modifiers read from Swift")
struct PresentationReadingTests {
    @Test func foregroundStyleSecondaryIsCarried() throws {
        let root = try tree("#Preview { Text(\"a\").foregroundStyle(.secondary) }").body
        #expect(first(root) { $0.presentation.foreground == Paint("secondary") } != nil)
    }

    @Test func aColourWithOpacityIsABackgroundPaint() throws {
        let root = try tree("#Preview { Text(\"a\").padding().background(Color.black.opacity(0.8)).cornerRadius(8) }").body
        let padded = try #require(first(root) { $0.presentation.background != nil })
        #expect(padded.presentation.background == Paint("black", opacity: 0.8))
        #expect(padded.presentation.clip == .roundedRectangle(cornerRadius: 8))
    }

    @Test func clippedAndAShapeMaskClipAsClipShapeDoes() throws {
        let clipped = try tree("#Preview { Text(\"a\").frame(height: 20).clipped() }").body
        #expect(first(clipped) { $0.presentation.clip == .rectangle } != nil)
        let masked = try tree("#Preview { Text(\"a\").padding().mask { Capsule() } }").body
        #expect(first(masked) { $0.presentation.clip == .capsule } != nil)
        let shaped = try tree("#Preview { Text(\"a\").mask(RoundedRectangle(cornerRadius: 6)) }").body
        #expect(first(shaped) { $0.presentation.clip == .roundedRectangle(cornerRadius: 6) } != nil)
    }

    @Test func aBackgroundInAShapeKeepsTheShape() throws {
        let root = try tree("#Preview { Text(\"a\").background(.background, in: RoundedRectangle(cornerRadius: 12)) }").body
        let p = try #require(first(root) { $0.presentation.background != nil }).presentation
        #expect(p.background == Paint("background"))
        #expect(p.backgroundShape == .roundedRectangle(cornerRadius: 12))
    }

    @Test func aFilledCapsuleBehindIsACapsuleBackground() throws {
        let root = try tree("#Preview { Text(\"a\").background(Capsule().fill(Color.green.opacity(0.2))) }").body
        let p = try #require(first(root) { $0.presentation.background != nil }).presentation
        #expect(p.background == Paint("green", opacity: 0.2))
        #expect(p.backgroundShape == .capsule)
    }

    @Test func aProgressViewCarriesItsFraction() throws {
        let root = try tree("#Preview { ProgressView(value: 3, total: 4) }").body
        #expect(first(root) { $0.presentation.progress == 0.75 } != nil)
    }
}

/// `@ScaledMetric var size = 44` used as `size * 0.4`: Swift multiplies the scaled, pixel-rounded value; a font of
/// that size still follows the user's text size.
@Suite struct ScaledMetricArithmeticTests {
    static let avatar = """
    struct Avatar: View {
        @ScaledMetric var size: CGFloat = 44
        var body: some View { Text("MO").font(.system(size: size * 0.4)).frame(width: size, height: size) }
    }
    #Preview { Avatar() }
    """

    private func text(_ c: ContentSizeCategory) throws -> TextSpec? {
        guard let n = first(try tree(Self.avatar, at: c).body, { if case .text = $0.kind { true } else { false } }),
              case .text(let t) = n.kind else { return nil }
        return t
    }

    @Test func aProductOfAScaledMetricIsTheScaledValueTimesTheNumber() throws {
        let scaled = ScaledMetric.scale(44, relativeTo: .body, at: .accessibility3, displayScale: iPhone.displayScale)
        #expect(try text(.large)?.font.size == 44 * 0.4)
        #expect(try text(.accessibility3)?.font.size == scaled * 0.4)
    }

    @Test func aFontSizedByAScaledMetricProductFollowsDynamicType() throws {
        #expect(try text(.large)?.followsDynamicType == true)
    }
}
