import Specs
import DynamicType
import Layout
import ViewModel
import Testing
@testable import SwiftUISource

/// Everyday Swift that settings screens and rows are written in: raw-value enums, trailing closures for a view's
/// action, state set in an initializer, Optional's `map`, grid columns written `.init(…)`.
@Suite struct SwiftEverydayFormsTests {
    @Test func aStringEnumsRawValueIsTheValueWrittenOrElseTheCaseName() throws {
        let laid = try tree("""
        enum Mode: String, CaseIterable {
            case off
            case heatCool = "heat_cool"
        }
        #Preview { VStack { Text(Mode.off.rawValue); Text(Mode.heatCool.rawValue) } }
        """)
        #expect(shape(laid.body) == "vstack(text \"off\", text \"heat_cool\")")
    }

    @Test func anEnumReadsItsRawValueWithAnImplicitSelf() throws {
        let laid = try tree("""
        enum Tab: String, CaseIterable { case home, settings
            var title: String { rawValue.capitalized }
        }
        #Preview { Text(Tab.settings.title) }
        """)
        #expect(shape(laid.body) == #"text "Settings""#)
    }

    @Test func anIntEnumCountsOnFromTheLastValueWritten() throws {
        let laid = try tree("""
        enum Level: Int { case low = 10, medium, high }
        #Preview { Text("\\(Level.high.rawValue)") }
        """)
        #expect(shape(laid.body) == "text \"12\"")
    }

    @Test func initRawValueFindsTheCaseOrGivesNil() throws {
        let laid = try tree("""
        enum Mode: String {
            case heat, cool
            case heatCool = "heat_cool"
            var title: String {
                switch self {
                case .heat: return "Heat"
                case .cool: return "Cool"
                case .heatCool: return "Heat and cool"
                }
            }
        }
        struct ModeLabel: View {
            let raw: String
            var body: some View {
                if let mode = Mode(rawValue: raw) { Text(mode.title) } else { Text("Unknown mode \\(raw)") }
            }
        }
        #Preview { VStack { ModeLabel(raw: "heat_cool"); ModeLabel(raw: "dry") } }
        """)
        #expect(shape(laid.body) == "vstack(text \"Heat and cool\", text \"Unknown mode dry\")")
    }

    @Test func anEnumWithoutRawValuesHasNoRawValue() {
        let d = diagnostic("""
        enum Tab: Hashable { case home, settings }
        #Preview { Text(Tab.home.rawValue) }
        """)
        #expect(d?.message.contains("rawValue") == true)
    }

    @Test func aTrailingClosureIsTheMemberwiseInitializersLastClosure() throws {
        let laid = try tree("""
        struct ContinueScreen: View {
            let title: String
            let onContinue: () -> Void
            var body: some View { Button("Continue to \\(title)", action: onContinue) }
        }
        #Preview { ContinueScreen(title: "Setup") { } }
        """)
        #expect(shape(laid.body).contains("text \"Continue to Setup\""), "\(shape(laid.body))")
    }

    @Test func stateSetInAnInitializerTakesThePropertysDeclaredType() throws {
        let laid = try tree("""
        enum URLKind: CustomStringConvertible {
            case local, remote
            var description: String { self == .local ? "Home network" : "Remote access" }
        }
        struct URLPicker: View {
            @State private var kind: URLKind
            init(available: [URLKind]) {
                self._kind = State(initialValue: available.first ?? .remote)
            }
            var body: some View { Text(kind.description) }
        }
        #Preview { URLPicker(available: []) }
        """)
        #expect(shape(laid.body) == "text \"Remote access\"")
    }

    @Test func optionalMapCallsTheFunctionOnlyWithAValue() throws {
        let laid = try tree("""
        struct Placeholder: View {
            let symbol: String?
            let title: String
            var body: some View {
                VStack {
                    symbol.map(Image.init(systemName:))
                    Text(verbatim: title.first.map(String.init) ?? "")
                    title.first.map { Text("Starts with \\($0)") }
                }
            }
        }
        #Preview { VStack { Placeholder(symbol: "tray", title: "Inbox"); Placeholder(symbol: nil, title: "") } }
        """)
        #expect(shape(laid.body) == "vstack(vstack(symbol tray, text \"I\", text \"Starts with I\"), vstack(text \"\"))")
    }

    @Test func aGridColumnWrittenAsInitIsAGridItem() throws {
        let laid = try tree("""
        #Preview {
            LazyVGrid(columns: [.init(.flexible()), .init(.flexible())]) {
                Text("Feeders"); Text("Baths"); Text("Houses")
            }
        }
        """)
        // Two flexible columns: the first two cells share a row, the third starts the next one in the first column.
        let origins = laidFrames(laid.body).filter { $0.hasPrefix("text") }.map { line -> [Substring] in
            line.split(separator: "(")[1].split(separator: ")")[0].split(separator: ",").map { $0.filter { $0 != " " } }
        }
        #expect(origins.count == 3)
        guard origins.count == 3 else { return }
        #expect(origins[0][1] == origins[1][1] && origins[0][0] != origins[1][0], "\(origins)")
        // Cells are centred in their columns: the third sits in the first column, left of the second cell.
        #expect(origins[2][1] != origins[0][1] && Double(origins[2][0])! < Double(origins[1][0])!, "\(origins)")
    }

    @Test func aCustomLayoutRunsItsOwnCode() throws {
        let laid = try tree("""
        struct Diagonal: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { .zero }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
        }
        #Preview { Diagonal { Text("A"); Text("B") } }
        """)
        // Zero-sized and placing nothing: SwiftUI centres each subview in the container (CustomLayoutTests).
        #expect(laidFrames(laid.body) == ["customLayout (0, 0) 0×0", "text (-5, -10) 10×20", "text (-5, -10) 10×20"])
    }

    @Test func everyBlockerOfAPreviewIsReportedAtItsLine() {
        let d = diagnostic("""
        struct Dashboard: View {
            var body: some View {
                VStack {
                    Text(Session.current.userName)
                    Text("Energy today")
                    Text(Meter.reading.formatted())
                }
            }
        }
        #Preview { Dashboard() }
        """)
        #expect(d?.allBlockers.map(\.location.line) == [4, 6])
    }

    @Test func anOverlayThatCannotBeEvaluatedLeavesNoBlocker() throws {
        let laid = try tree("""
        #Preview {
            Text("Kitchen lights")
                .overlay(alignment: .topTrailing) { Text(Store.shared.badgeText) }
        }
        """)
        #expect(shape(laid.body).contains("text \"Kitchen lights\""))
    }

    @Test func aSubscriptInANilOptionalChainIsNil() throws {
        let laid = try tree("""
        struct Options { var slots: [String: String]? = nil }
        struct SlotLabel: View {
            let families: [String: Options]?
            var body: some View { Text(families?["small"]?.slots?["top"] ?? "Default slot") }
        }
        #Preview { VStack { SlotLabel(families: nil); SlotLabel(families: ["small": Options(slots: ["top": "Battery"])]) } }
        """)
        #expect(shape(laid.body) == "vstack(text \"Default slot\", text \"Battery\")")
    }

    @Test func bitwiseOperatorsFollowSwiftsPrecedence() throws {
        let laid = try tree("""
        struct Flags: View {
            let raw = 1 << 1 | 1 << 3
            var body: some View { Text("\\(raw) \\(raw & 1 << 3 == 8) \\(~0 & 0xF)") }
        }
        #Preview { Flags() }
        """)
        #expect(shape(laid.body) == "text \"10 true 15\"")
    }

    @Test func nilCoalescingBindsTighterThanComparison() throws {
        let laid = try tree("""
        struct Badge: View {
            let count: Int?
            var body: some View { Text(count ?? 0 == 0 ? "None" : "Some") }
        }
        #Preview { Badge(count: nil) }
        """)
        #expect(shape(laid.body) == "text \"None\"")
    }

    @Test func interpolationPrintsACustomDescription() throws {
        let laid = try tree("""
        enum Period: CustomStringConvertible {
            case today, week
            var description: String { self == .today ? "Today" : "This week" }
        }
        struct Header: View {
            let period: Period
            var body: some View { VStack { Text("\\(period)"); Text(String(describing: period)) } }
        }
        #Preview { Header(period: .week) }
        """)
        #expect(shape(laid.body) == "vstack(text \"This week\", text \"This week\")")
    }

    @Test func aCaseWithAssociatedValuesIsPrintedWithThem() throws {
        let texts = try laidTexts("""
        enum Load { case failed(String) }
        #Preview { Text("\\(Load.failed("offline"))") }
        """)
        #expect(texts == [#"failed("offline")"#])
    }

    @Test func anOptionalTuplesLabelsComeFromItsDeclaredType() throws {
        let laid = try tree("""
        struct Range: View {
            var labels: (min: String, max: String)? { ("0 kWh", "12 kWh") }
            var body: some View { Text(labels?.max ?? "") }
        }
        #Preview { Range() }
        """)
        #expect(shape(laid.body) == "text \"12 kWh\"")
    }

    @Test func aColourComputedFromUnknownValuesOnlyDrawsAndNeverBlocks() throws {
        let laid = try tree("""
        struct Pill: View {
            let tint: Color
            private var textColor: Color {
                var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
                UIColor(tint).getRed(&r, green: &g, blue: &b, alpha: &a)
                return r > 0.5 ? .black : .white
            }
            var body: some View { Text("72%").foregroundStyle(textColor).padding(4).background(tint) }
        }
        #Preview { Pill(tint: .orange) }
        """)
        #expect(shape(laid.body).contains("text \"72%\""), "\(shape(laid.body))")
    }

    @Test func aColourLaidOutAsAViewIsStillDiagnosedWhereItIsRead() {
        let d = diagnostic("""
        struct Swatch: View {
            let palette: [Color] = [.red, .green]
            var fill: Color { palette[Theme.current.index] }
            var body: some View { VStack { fill.frame(height: 20); Text("Accent") } }
        }
        #Preview { Swatch() }
        """)
        #expect(d?.location.line == 3)
    }

    @Test func aPreviewContextShowsTheViewInItsWidgetFamilysFrame() throws {
        let laid = try tree("""
        struct SummaryView: View {
            @Environment(\\.widgetFamily) private var family
            var body: some View { Text(family == .systemMedium ? "Orders today: 12" : "12") }
        }
        struct SummaryView_Previews: PreviewProvider {
            static var previews: some View {
                SummaryView().previewContext(WidgetPreviewContext(family: .systemMedium))
            }
        }
        """)
        #expect(shape(laid.body).contains("text \"Orders today: 12\""), "\(shape(laid.body))")
        // The medium family on a 393 pt iPhone is 338 × 158 (the HIG's table).
        #expect(laidFrames(laid.body).first?.hasSuffix("338×158") == true, "\(laidFrames(laid.body).first ?? "")")
    }

    @Test func multipleTrailingClosuresFillTheClosurePropertiesInOrder() throws {
        let laid = try tree("""
        struct PermissionScreen: View {
            let primaryAction: () -> Void
            let secondaryAction: () -> Void
            var body: some View { VStack { Button("Allow", action: primaryAction); Button("Not now", action: secondaryAction) } }
        }
        #Preview { PermissionScreen {} secondaryAction: {} }
        """)
        #expect(shape(laid.body).contains("text \"Not now\""), "\(shape(laid.body))")
    }

    @Test func anUnknownValueOfAnotherFrameworkIsNotOfferedASizeStub() {
        let d = diagnostic("""
        struct Distance: View {
            let meters: Double
            var body: some View { Text(UIImage(named: "route")!.description) }
        }
        #Preview { Distance(meters: 1200) }
        """)
        #expect(d?.message.contains("value of another framework") == true, "\(d?.message ?? "")")
        #expect(d?.message.contains("stubs:") == false)
    }

    @Test func aMeasurementShownInATextIsReportedAsFoundationsUnitFormatting() {
        let d = diagnostic("""
        struct Distance: View {
            let meters: Double
            var body: some View { Text(Measurement(value: meters, unit: UnitLength.meters).formatted()) }
        }
        #Preview { Distance(meters: 1200) }
        """)
        #expect(d?.message.contains("`Measurement(…)` is not evaluated: how Foundation shows a measurement") == true, "\(d?.message ?? "")")
    }

    @Test func aMeasurementTheViewNeverShowsDoesNotStopIt() throws {
        let texts = try laidTexts("""
        struct Run: View {
            let distance = Measurement(value: 5, unit: UnitLength.kilometers)
            let title: String
            var body: some View { Text(title) }
        }
        #Preview { Run(title: "Morning run") }
        """)
        #expect(texts == ["Morning run"])
    }

    @Test func anUnknownViewOfAnotherModuleIsOfferedASizeStub() {
        let d = diagnostic("""
        #Preview { VStack { MapSnapshotView(latitude: 52.1, longitude: 4.3); Text("Home") } }
        """)
        #expect(d?.message.contains("stubs:") == true, "\(d?.message ?? "")")
    }

    @Test func aBuiltInStyleWrittenAsItsTypeIsItsShorthand() throws {
        let written = try tree("""
        #Preview { Button("Continue") {}.buttonStyle(PlainButtonStyle()) }
        """)
        let shorthand = try tree("""
        #Preview { Button("Continue") {}.buttonStyle(.plain) }
        """)
        let bordered = try tree("""
        #Preview { Button("Continue") {}.buttonStyle(BorderedProminentButtonStyle()) }
        """)
        #expect(laidFrames(written.body) == laidFrames(shorthand.body))
        #expect(laidFrames(bordered.body) != laidFrames(shorthand.body), "a bordered button is padded")
        #expect(Interpreter.builtInStyleShorthand("BorderedProminentButtonStyle") == "borderedProminent")
        #expect(Interpreter.builtInStyleShorthand("DefaultButtonStyle") == "automatic")
        #expect(Interpreter.builtInStyleShorthand("InsetGroupedListStyle") == "insetGrouped")
    }

    @Test func aComputedGlobalIsEvaluatedOnEachRead() throws {
        let laid = try tree("""
        var counter = 0
        var isCompactLayout: Bool { counter > 1 }
        var appTitle: String {
            let name = "Garden"
            return isCompactLayout ? name : name + " Planner"
        }
        #Preview { Text(appTitle) }
        """)
        #expect(shape(laid.body) == #"text "Garden Planner""#)
    }

    @Test func aComputedGlobalWithoutAGetterIsReportedAtItsDeclaration() {
        let d = diagnostic("""
        var theme: String { set { } }
        #Preview { Text(theme) }
        """)
        #expect(d?.message.contains("no getter") == true, "\(d?.message ?? "")")
        #expect(d?.location.line == 1)
    }

    @Test func aMutatingMethodReplacesSelfWithANewValue() throws {
        let laid = try tree("""
        struct Tally {
            var sweet = 1
            var sour = 2
            func adding(_ other: Tally) -> Tally { Tally(sweet: sweet + other.sweet, sour: sour + other.sour) }
            mutating func formSum(with other: Tally) { self = adding(other) }
        }
        enum Phase { case idle, running
            mutating func toggle() { self = self == .idle ? .running : .idle }
        }
        struct Card: View {
            var body: some View {
                var tally = Tally()
                tally.formSum(with: Tally(sweet: 3, sour: 4))
                var phase = Phase.idle
                phase.toggle()
                return Text("\\(tally.sweet) \\(tally.sour) \\(phase == .running ? "on" : "off")")
            }
        }
        #Preview { Card() }
        """)
        #expect(shape(laid.body) == #"text "4 6 on""#)
    }
}

/// Foundation's locale-aware string searches, as a search field's filter uses them.
@Suite struct LocalizedSearchTests {
    @Test func aCaseInsensitiveSearchFiltersTheRows() throws {
        let laid = try tree("""
        struct Results: View {
            let names = ["Glazed Donut", "Crème Brûlée", "Jelly"]
            let query = "donut"
            var body: some View {
                VStack {
                    ForEach(names.filter { $0.localizedCaseInsensitiveContains(query) }, id: \\.self) { Text($0) }
                    ForEach(names.filter { $0.localizedStandardContains("creme") }, id: \\.self) { Text($0) }
                }
            }
        }
        #Preview { Results() }
        """)
        #expect(shape(laid.body) == #"vstack(text "Glazed Donut", text "Crème Brûlée")"#)
    }
}

/// An implicit member chain (SE-0287): `.samples[0]` where a `Recipe` is expected reads `Recipe.samples[0]`.
@Suite struct ImplicitMemberChainTests {
    static let recipe = """
    struct Recipe {
        var title: String
        static let samples = [Recipe(title: "Pancakes"), Recipe(title: "Tomato soup")]
        static let favourite: Recipe? = Recipe(title: "Waffles")
    }
    struct RecipeTitle: View {
        let recipe: Recipe
        var body: some View { Text(recipe.title) }
    }
    """

    @Test func aSubscriptOnAnImplicitMemberReadsTheExpectedTypesMember() throws {
        let laid = try tree(Self.recipe + "#Preview { RecipeTitle(recipe: .samples[1]) }")
        #expect(shape(laid.body) == #"text "Tomato soup""#)
    }

    @Test func aForceUnwrappedImplicitMemberReadsTheExpectedTypesMember() throws {
        let laid = try tree(Self.recipe + "#Preview { RecipeTitle(recipe: .favourite!) }")
        #expect(shape(laid.body) == #"text "Waffles""#)
    }

    @Test func anImplicitChainWhoseTypeIsNeverKnownIsReported() {
        let d = diagnostic(Self.recipe + "#Preview { Text(.samples[0].title) }")
        #expect(d != nil)
    }
}

/// `Bool.toggle()` flips a variable or a property of a local copy, as `mutating func toggle()` does.
@Suite struct BoolToggleTests {
    @Test func togglingACopysPropertyChangesTheCopyOnly() throws {
        let texts = try laidTexts("""
        struct Recipe { var name: String; var isFavorite = false }
        let all = [Recipe(name: "Soup"), Recipe(name: "Bread")]
        struct Favorites: View {
            let marked = all.map { r -> Recipe in var c = r; c.isFavorite.toggle(); return c }
            var body: some View {
                VStack {
                    ForEach(marked, id: \\.name) { r in Text(r.isFavorite ? "\\(r.name) ★" : r.name) }
                    Text(all[0].isFavorite ? "changed" : "kept")
                }
            }
        }
        #Preview { Favorites() }
        """)
        #expect(texts == ["Soup ★", "Bread ★", "kept"])
    }
}

/// `forEach` runs its closure once per element, and a standard-library method the evaluator does not implement is
/// reported even where a preview's statement runs a call for its effect.
@Suite struct ForEachStatementTests {
    @Test func forEachInAPreviewChangesWhatItsClosureChanges() throws {
        let texts = try laidTexts("""
        final class Basket { var total = 0 }
        struct Total: View {
            let basket: Basket
            var body: some View { Text("\\(basket.total) items") }
        }
        #Preview {
            let basket = Basket()
            [2, 3].forEach { basket.total += $0 }
            return Total(basket: basket)
        }
        """)
        #expect(texts == ["5 items"])
    }

    @Test func anUnimplementedArrayMethodRunForItsEffectIsReportedNotPassedOver() {
        let d = diagnostic("""
        #Preview {
            var names = ["b", "a"]
            names.partitionByVowels()
            return Text(names[0])
        }
        """)
        #expect(d?.message.contains("partitionByVowels") == true, "\(d?.message ?? "")")
    }
}

/// Everyday Swift forms the third round of probe apps met.
@Suite struct ErrorAndAutoclosureFormsTests {
    @Test func aLocalizedErrorsLocalizedDescriptionIsItsErrorDescription() throws {
        let texts = try laidTexts("""
        enum SyncError: LocalizedError {
            case offline
            var errorDescription: String? {
                switch self { case .offline: "You appear to be offline." }
            }
        }
        #Preview { Text(SyncError.offline.localizedDescription) }
        """)
        #expect(texts == ["You appear to be offline."])
    }

    @Test func anAutoclosureParametersDefaultIsCalledLikeAnArgument() throws {
        let texts = try laidTexts("""
        final class SearchModel: ObservableObject { @Published var title = "Search recipes" }
        struct SearchScreen: View {
            @StateObject private var model: SearchModel
            init(model: @autoclosure @escaping () -> SearchModel = SearchModel()) {
                _model = StateObject(wrappedValue: model())
            }
            var body: some View { Text(model.title) }
        }
        #Preview { SearchScreen() }
        """)
        #expect(texts == ["Search recipes"])
    }
}

/// Everyday forms met in a fourth round of apps: date arithmetic, a String's sequence methods, grouping, tuples.
@Suite struct EverydayFormsRoundFourTests {
    @Test func theSecondsBetweenTwoFixedDatesAreADouble() throws {
        let texts = try laidTexts("""
        struct Leg: View {
            let departure = Date(timeIntervalSince1970: 1_747_900_800)
            var arrival: Date { departure.addingTimeInterval(11_100) }
            var body: some View {
                Text("\\(Int(arrival.timeIntervalSince(departure) / 60)) min, \\(departure.distance(to: arrival)) s, \\(Int(arrival.timeIntervalSince1970))")
            }
        }
        #Preview { Leg() }
        """)
        // In a Text key an Int prints as `%lld` and a Double as `%lf`, grouped in the locale.
        #expect(texts == ["185 min, 11,100.000000 s, 1,747,911,900"])
    }

    @Test func aStringsCharactersAreSearchedAndCounted() throws {
        let texts = try laidTexts("""
        #Preview {
            let password = "Tr0ub4dor&3"
            Text("\\(password.contains(where: \\.isNumber)) \\(password.count(where: { $0 == "r" })) \\(password.first(where: \\.isLetter) ?? "-") \\(password.allSatisfy(\\.isLetter))")
        }
        """)
        #expect(texts == ["true 2 T false"])
    }

    @Test func groupingWithATrailingClosureKeysEachElement() throws {
        let texts = try laidTexts("""
        #Preview {
            let groups = Dictionary(grouping: ["apple", "avocado", "banana"]) { $0.prefix(1).uppercased() }
            VStack { ForEach(groups.keys.sorted(), id: \\.self) { Text("\\($0): \\(groups[$0]!.count)") } }
        }
        """)
        #expect(texts == ["A: 2", "B: 1"])
    }

    @Test func decimalZeroStartsASumOfPrices() throws {
        let texts = try laidTexts("""
        #Preview {
            let prices: [Decimal] = [2.5, 1]
            Text(prices.reduce(Decimal.zero, +), format: .currency(code: "USD"))
        }
        """)
        #expect(texts == ["$3.50"])
    }

    @Test func aTuplesElementIsAssignedInPlace() throws {
        let texts = try laidTexts("""
        #Preview {
            let weeks: [[Bool]] = [[true, false], [true, true]]
            let totals = weeks.reduce(into: (done: 0, all: 0)) { acc, week in
                acc.done += week.filter { $0 }.count
                acc.1 += week.count
            }
            Text("\\(totals.0) of \\(totals.all)")
        }
        """)
        #expect(texts == ["3 of 4"])
    }
}
