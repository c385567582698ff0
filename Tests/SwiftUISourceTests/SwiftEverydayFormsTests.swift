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

    @Test func aCaseWithAssociatedValuesIsNotPrintedAsItsNameAlone() {
        let d = diagnostic("""
        enum Load { case failed(String) }
        #Preview { Text("\\(Load.failed("offline"))") }
        """)
        #expect(d?.message.contains("associated values") == true)
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
            var body: some View { Text(Measurement(value: meters, unit: .meters).formatted()) }
        }
        #Preview { Distance(meters: 1200) }
        """)
        #expect(d?.message.contains("value of another framework") == true, "\(d?.message ?? "")")
        #expect(d?.message.contains("stubs:") == false)
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

/// A view whose body is several views, at the root of the screen, as SwiftUI's hosting controller lays it out.
@Suite struct ImplicitRootTests {
    @Test func aBodyOfSeveralViewsIsStackedByTheImplicitRootVStack() throws {
        let laid = try tree("""
        struct Failure: View {
            let message: String
            var body: some View {
                Spacer()
                Text(message).font(.title3)
                Spacer()
                Button("Continue") {}
            }
        }
        #Preview { Failure(message: "Something went wrong") }
        """)
        #expect(shape(laid.body) == #"vstack(spacer, text "Something went wrong", spacer, text "Continue")"#)
        // Centred, as `_VStackLayout.implicitRoot` is: the narrower button text sits in the middle.
        #expect(laidFrames(laid.body) == ["vstack (0, 0) 200×56", "spacer (100, 0) 0×8", "text (0, 8) 200×20",
                                          "spacer (100, 28) 0×8", "text (60, 36) 80×20"])
    }

    @Test func aPreviewListingSeveralViewsIsStillAskedToChooseOne() {
        let d = diagnostic("""
        #Preview {
            Text("Short")
            Text("Long")
        }
        """)
        #expect(d?.message.contains("2 views") == true, "\(d?.message ?? "")")
    }
}

/// A protocol's property requirement is only a promise: the conforming type's property is what is read.
@Suite struct ProtocolRequirementTests {
    @Test func aRequirementIsNotTakenForAPropertyWithoutAGetter() throws {
        let index = SourceIndex(files: [SourceFile(path: "Store.swift", text: """
        protocol Persisting { var container: Container { get }; static var shared: Self { get } }
        final class Store: Persisting { let container: Container; static let shared = Store() }
        """)])
        let store = try #require(index.types["Store"])
        // Read where the store's own `container` is missing (its initializer passed over a failure), a requirement
        // found instead was reported as "this property has no getter".
        #expect(index.computed("container", of: store) == nil)
        #expect(index.types["Persisting"]?.statics["shared"] == nil)
    }

    @Test func aConformingTypesStoredPropertyIsReadThroughTheProtocolsExtension() throws {
        let laid = try tree("""
        protocol Named { var name: String { get } }
        extension Named { var greeting: String { "Hello, " + name } }
        struct Guest: Named { let name: String }
        #Preview { Text(Guest(name: "Ada").greeting) }
        """)
        #expect(shape(laid.body) == #"text "Hello, Ada""#)
    }
}

@Suite struct ShareLinkTests {
    @Test func aShareLinkWithItsOwnLabelIsAButtonShowingIt() throws {
        let share = try tree("""
        #Preview { ShareLink(item: URL(string: "https://example.com/menu")!, subject: Text("Menu")) { Label("Share the menu", systemImage: "square.and.arrow.up") } }
        """)
        let button = try tree("""
        #Preview { Button {} label: { Label("Share the menu", systemImage: "square.and.arrow.up") } }
        """)
        #expect(laidFrames(share.body) == laidFrames(button.body))
        #expect(first(share.body) { $0.role == .button } != nil)
    }
}

@Suite struct LocalPropertyWrapperTests {
    @Test func aLocalFilledByAnotherLibrarysPropertyWrapperIsReportedAsSuch() {
        let d = diagnostic("""
        var Current: Settings {
            @Dependency(\\.settings) var settings
            return settings
        }
        struct Settings { var title = "Home" }
        #Preview { Text(Current.title) }
        """)
        #expect(d?.message.contains("property wrapper `@Dependency`") == true, "\(d?.message ?? "")")
        #expect(d?.location.line == 2)
    }
}

@Suite struct GenericDeclaredTypeTests {
    @Test func anImplicitInitOfADeclaredGenericTypeBuildsThatType() throws {
        let found = previews("""
        struct Gallery<Item> {
            let items: [Item]
            let make: (Item) -> AnyView
            init(items: [Item], make: @escaping (Item) -> some View) {
                self.items = items
                self.make = { AnyView(make($0)) }
            }
            @ViewBuilder func stacked() -> some View {
                VStack { ForEach(items.indices, id: \\.self) { make(items[$0]) } }
            }
        }
        struct Badge_Previews: PreviewProvider {
            static var previews: some View { gallery.stacked() }
            static var gallery: Gallery<String> = .init(items: ["New", "Sold out"]) { Text($0) }
        }
        """)
        let laid = try #require(found.first).resolve(variant: "default", device: iPhone, category: .large, boldText: false,
                                                   resolver: SpecResolver())
        #expect(shape(laid.body) == #"vstack(text "New", text "Sold out")"#)
    }
}

@Suite struct SubscriptSetterTests {
    @Test func aDeclaredSubscriptsSetterChangesTheValueItIsCalledOn() throws {
        let laid = try tree("""
        enum Taste: CaseIterable { case sweet, sour }
        struct Profile {
            var sweet = 0
            var sour = 0
            subscript(taste: Taste) -> Int {
                get { taste == .sweet ? sweet : sour }
                set(amount) { if taste == .sweet { sweet = amount } else { sour = amount } }
            }
            func adding(_ other: Profile) -> Profile {
                var result = self
                for taste in Taste.allCases { result[taste] += other[taste] }
                return result
            }
        }
        final class Pantry { var profile = Profile(sweet: 1); subscript(taste: Taste) -> Int { get { profile[taste] } set { profile[taste] = newValue } } }
        struct Card: View {
            var body: some View {
                let mixed = Profile(sweet: 2, sour: 1).adding(Profile(sweet: 3, sour: 4))
                let pantry = Pantry()
                pantry[.sour] = 7
                return Text("\\(mixed.sweet)-\\(mixed.sour) \\(pantry.profile.sour)")
            }
        }
        #Preview { Card() }
        """)
        #expect(shape(laid.body) == #"text "5-5 7""#)
    }

    @Test func aTitleDeclaredAsALocalizedStringKeyReturnedAsInitIsThatString() throws {
        let laid = try tree("""
        struct Donut { let name: String }
        enum Tag { case title(LocalizedStringKey), donut(Donut)
            var title: LocalizedStringKey {
                switch self {
                case .title(let key): return key
                case .donut(let donut): return .init(donut.name)
                }
            }
        }
        #Preview { Text(Tag.donut(Donut(name: "Maple crunch")).title) }
        """)
        #expect(shape(laid.body) == #"text "Maple crunch""#)
    }
}

@Suite struct BindingForEachTests {
    @Test func aForEachOverABindingGivesEachRowABindingToItsElement() throws {
        let laid = try tree("""
        struct Todo: Identifiable { let id: Int; var title: String; var done = false }
        struct Row: View {
            @Binding var todo: Todo
            var body: some View { Text(todo.done ? "✓ " + todo.title : todo.title) }
        }
        struct Todos: View {
            @State private var todos = [Todo(id: 1, title: "Oat milk", done: true), Todo(id: 2, title: "Dentist")]
            var body: some View {
                VStack { ForEach($todos) { $todo in Row(todo: $todo) } }
            }
        }
        #Preview { Todos() }
        """)
        #expect(shape(laid.body) == #"vstack(text "✓ Oat milk", text "Dentist")"#)
    }
}

/// `String.Index` arithmetic, ranges as subscripts, and Character properties, as the standard library defines them.
@Suite struct IndicesAndSlicesTests {
    @Test func aStringIsIndexedAndSlicedByCharacters() throws {
        let laid = try tree(#"""
        struct Badge: View {
            let name = "Élodie Martin"
            var body: some View {
                let cut = name.index(name.startIndex, offsetBy: 6)
                let first = name[name.startIndex]
                return VStack {
                    Text(String(name[..<cut]))
                    Text("\(first) \(first.isUppercase) \(name.distance(from: name.startIndex, to: name.endIndex))")
                    Text(String(name[name.index(after: cut)...]))
                }
            }
        }
        #Preview { Badge() }
        """#)
        #expect(shape(laid.body) == #"vstack(text "Élodie", text "É true 13", text "Martin")"#)
    }

    @Test func anArrayIsSlicedByARange() throws {
        let laid = try tree("""
        #Preview {
            let items = ["a", "b", "c", "d"]
            Text(items[1..<3].joined() + Array(items[2...]).joined() + items[...0].joined())
        }
        """)
        #expect(shape(laid.body) == #"text "bccda""#)
    }

    @Test func anIndexPastTheEndIsTheTrapItIs() {
        let d = diagnostic("""
        #Preview { let s = "abc"; Text(String(s[s.index(s.startIndex, offsetBy: 5)])) }
        """)
        #expect(d?.message.contains("out of bounds") == true, "\(d?.message ?? "")")
    }

    @Test func anImplicitMemberInAnAssociatedValueTakesItsDeclaredType() throws {
        let laid = try tree("""
        indirect enum Expr { case num(Int), add(Expr, Expr)
            var value: Int { switch self { case .num(let n): n; case .add(let a, let b): a.value + b.value } }
        }
        #Preview { Text("\\(Expr.add(.num(2), .add(.num(3), .num(4))).value)") }
        """)
        #expect(shape(laid.body) == #"text "9""#)
    }
}

@Suite struct AutoclosureTests {
    @Test func aViewModelPassedAsAnAutoclosureIsTheOneThePreviewMade() throws {
        let laid = try tree("""
        final class Feed: ObservableObject {
            @Published var titles: [String]
            init(titles: [String] = []) { self.titles = titles }
        }
        struct FeedView: View {
            @StateObject private var model: Feed
            init(model: @autoclosure @escaping () -> Feed = Feed()) { _model = StateObject(wrappedValue: model()) }
            var body: some View { VStack { ForEach(model.titles, id: \\.self) { Text($0) } } }
        }
        #Preview { FeedView(model: Feed(titles: ["Larger text", "Hit targets"])) }
        """)
        #expect(shape(laid.body) == #"vstack(text "Larger text", text "Hit targets")"#)
    }
}

@Suite struct DynamicTypeEnvironmentTests {
    @Test func aSizeSetWithEnvironmentIsReadBackAsADynamicTypeSize() throws {
        let laid = try tree("""
        struct Tile: View {
            @Environment(\\.dynamicTypeSize) private var size
            var body: some View { Text(size.isAccessibilitySize ? "stacked" : "side by side") }
        }
        #Preview { Tile().environment(\\.dynamicTypeSize, .accessibility2) }
        """)
        #expect(shape(laid.body) == #"text "stacked""#)
    }
}

@Suite struct TextFieldStyleTests {
    @Test func thePlainStyleIsTheFieldAsLaidOutAndARoundedBorderIsReported() throws {
        let styled = try tree(#"#Preview { TextField("Message", text: .constant("")).textFieldStyle(.plain) }"#)
        let written = try tree(#"#Preview { TextField("Message", text: .constant("")).textFieldStyle(PlainTextFieldStyle()) }"#)
        let plain = try tree(#"#Preview { TextField("Message", text: .constant("")) }"#)
        #expect(laidFrames(styled.body) == laidFrames(plain.body))
        #expect(laidFrames(written.body) == laidFrames(plain.body))
        let d = diagnostic(#"#Preview { TextField("Message", text: .constant("")).textFieldStyle(.roundedBorder) }"#)
        #expect(d?.message.contains("textFieldStyle") == true, "\(d?.message ?? "")")
    }
}

@Suite struct RecursiveInitialValueTests {
    @Test func aScaledMetricWhoseInitialValueMakesItsOwnTypeStopsAtTheDepthLimit() {
        let d = diagnostic("""
        struct Meter {
            var label = "Pulse"
            @ScaledMetric var size: CGFloat = Meter().size + 1
        }
        struct Gauge2: View {
            let meter = Meter()
            var body: some View { Text(meter.label).frame(width: meter.size) }
        }
        #Preview { Gauge2() }
        """)
        #expect(d?.message.contains("levels deep") == true, "\(d?.message ?? "")")
    }
}
