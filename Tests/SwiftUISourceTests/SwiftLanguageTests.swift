import Testing
@testable import SwiftUISource

/// `#if` is decided as an iOS Simulator Debug build: what the compiler would drop is dropped, nothing else.
@Suite struct ConditionalCompilationTests {
    @Test func previewsInsideIfDebugAreFound() throws {
        let found = previews("""
        struct Badge: View { var body: some View { Text("New") } }
        #if DEBUG
        #Preview("Badge") { Badge() }
        struct Badge_Previews: PreviewProvider {
            static var previews: some View { Badge() }
        }
        #endif
        """)
        #expect(found.map(\.previewName) == ["Badge", "Preview"])
    }

    @Test func theIOSBranchOfABodyIsLaidOutAndOtherPlatformsAreNot() throws {
        let laid = try tree("""
        struct Caption: View {
            var body: some View {
                VStack {
                    #if os(macOS)
                    Text("Mac")
                    #elseif os(iOS)
                    Text("Phone")
                    #endif
                    #if targetEnvironment(simulator) && canImport(UIKit)
                    Text("Simulator")
                    #else
                    Text("Device")
                    #endif
                }
            }
        }
        #Preview { Caption() }
        """)
        #expect(shape(laid.body) == "vstack(text \"Phone\", text \"Simulator\")")
    }

    @Test func aPostfixIfAppliesItsModifiersOnlyWhenActive() throws {
        let source = """
        #Preview {
            Text("Total")
                #if os(iOS)
                .padding(12)
                #else
                .bold()
                #endif
        }
        """
        #expect(shape(try tree(source).body) == "padding(text \"Total\")")
    }

    @Test func unknownFlagsAreOffUnlessConfigured() throws {
        let source = """
        #Preview {
            #if BETA
            Text("Beta")
            #else
            Text("Release")
            #endif
        }
        """
        let off = SwiftSources.previews(sources: [("V.swift", source)])
        let on = SwiftSources.previews(sources: [("V.swift", source)], conditions: BuildConditions(customConditions: ["BETA"]))
        let resolve = { (p: SwiftPreview) in
            try p.resolve(variant: "default", device: iPhone, category: .large, boldText: false, resolver: .init())
        }
        #expect(shape(try resolve(off[0]).body) == "text \"Release\"")
        #expect(shape(try resolve(on[0]).body) == "text \"Beta\"")
    }

    @Test func membersInsideIfAreDeclaredOnlyWhenActive() throws {
        let laid = try tree("""
        struct Banner: View {
            #if os(watchOS)
            var title = "Watch"
            #else
            var title = "Phone"
            #endif
            var body: some View { Text(title) }
        }
        #Preview { Banner() }
        """)
        #expect(shape(laid.body) == "text \"Phone\"")
    }
}

/// Types are scoped as Swift scopes them.
@Suite struct NameLookupTests {
    @Test func eachPreviewProvidersNestedTypeIsItsOwn() throws {
        let source = """
        struct Row: View { let title: String; var body: some View { Text(title) } }
        struct A_Previews: PreviewProvider {
            struct Preview: View { var body: some View { Row(title: "From A") } }
            static var previews: some View { Preview() }
        }
        struct B_Previews: PreviewProvider {
            struct Preview: View { var body: some View { Row(title: "From B") } }
            static var previews: some View { Preview() }
        }
        """
        #expect(shape(try tree(source, preview: 0).body) == "text \"From A\"")
        #expect(shape(try tree(source, preview: 1).body) == "text \"From B\"")
    }

    @Test func aDesignSystemsNestedListDoesNotReplaceSwiftUIsList() throws {
        let laid = try tree("""
        enum DesignSystem {
            enum List { static let rowSpacing: CGFloat = 6 }
            enum Spaces { static let one: CGFloat = 8 }
        }
        #Preview {
            VStack(spacing: DesignSystem.List.rowSpacing) {
                Text("Kitchen").padding(DesignSystem.Spaces.one)
                Text("Hall")
            }
        }
        """)
        guard case .stack(let stack) = laid.body.kind else { Issue.record("not a stack: \(laid.body.kind.name)"); return }
        #expect(stack.spacing == 6)
        #expect(shape(laid.body) == "vstack(padding(text \"Kitchen\"), text \"Hall\")")
    }

    @Test func aNestedTypeIsFoundFromInsideItsParentAndByQualifiedName() throws {
        let laid = try tree("""
        struct Message {
            enum Kind { case input, output }
            struct Info { let text: String; let kind: Kind }
            static let sample = Info(text: "Lights on", kind: .output)
        }
        struct Bubble: View {
            let info: Message.Info
            var body: some View { Text(info.kind == .output ? info.text : "?") }
        }
        #Preview { VStack { Bubble(info: .init(text: "Hello", kind: .output)); Bubble(info: Message.sample) } }
        """)
        #expect(shape(laid.body) == "vstack(text \"Hello\", text \"Lights on\")")
    }

    @Test func anExtensionOfColorAddsMembersAndKeepsTheFrameworks() throws {
        let laid = try tree("""
        extension Color {
            static let brand = Color.blue
            init(hex: String) { self.init(red: 0, green: 0, blue: 0) }
        }
        extension Image {
            init(asset: String) { self.init(systemName: asset) }
        }
        #Preview {
            HStack {
                Image(systemName: "star")
                Text("Gold").foregroundStyle(Color.brand)
                Color(hex: "#FF0000").frame(width: 10, height: 10)
            }
        }
        """)
        #expect(shape(laid.body) == "hstack(symbol star, text \"Gold\", frame(color))")
    }

    @Test func aTypealiasAndSwiftUIQualifiedNamesResolve() throws {
        let laid = try tree("""
        struct List: View { var body: some View { Text("Mine") } }
        typealias Caption = Label
        struct Label: View { let text: String; var body: some View { Text(text) } }
        #Preview { SwiftUI.VStack { Caption(text: "Note"); List() } }
        """)
        #expect(shape(laid.body) == "vstack(text \"Note\", text \"Mine\")")
    }
}

/// Classes are references; observable models reach views through their properties and the environment.
@Suite struct ReferenceSemanticsTests {
    static let model = """
    class Store: ObservableObject {
        @Published var title = "Pantry"
        @Published var count = 3
        static let shared = Store()
        init() {}
        init(title: String) { self.init(); self.title = title }
        func summary() -> String { "\\(title): \\(count)" }
    }
    struct Summary: View {
        @ObservedObject var store: Store
        var body: some View { Text(store.summary()) }
    }
    struct Header: View {
        @EnvironmentObject var store: Store
        var body: some View { Text(store.title) }
    }
    """

    @Test func aMutationThroughOneReferenceIsSeenThroughAnother() throws {
        let laid = try tree(Self.model + """
        #Preview {
            let store = Store()
            let same = store
            same.count = 5
            return Summary(store: store)
        }
        """)
        #expect(shape(laid.body) == "text \"Pantry: 5\"")
    }

    @Test func selfInitDelegationAndSingletonsEvaluate() throws {
        let laid = try tree(Self.model + """
        #Preview { VStack { Summary(store: Store(title: "Freezer")); Summary(store: .shared) } }
        """)
        #expect(shape(laid.body) == "vstack(text \"Freezer: 3\", text \"Pantry: 3\")")
    }

    @Test func anEnvironmentObjectComesFromTheNearestEnvironmentObjectModifier() throws {
        let laid = try tree(Self.model + """
        #Preview { Header().environmentObject(Store(title: "Garage")) }
        """)
        #expect(shape(laid.body) == "text \"Garage\"")
    }

    @Test func aMissingEnvironmentObjectIsDiagnosedAtTheRead() throws {
        let d = try #require(diagnostic(Self.model + "\n#Preview { Header() }"))
        #expect(d.message.contains("Store") && d.message.contains("environment"))
    }

    @Test func anObservableModelFromTheEnvironmentByType() throws {
        let laid = try tree("""
        @Observable final class Session { var user = "Ada" }
        struct Greeting: View {
            @Environment(Session.self) private var session
            var body: some View { Text("Hi \\(session.user)") }
        }
        #Preview { Greeting().environment(Session()) }
        """)
        #expect(shape(laid.body) == "text \"Hi Ada\"")
    }

    @Test func aStateObjectStartsFromItsInitialValueAndSubclassesInherit() throws {
        let laid = try tree("""
        class Base: ObservableObject { var name = "Base"; func label() -> String { name.uppercased() } }
        final class Child: Base { var extra = "!" }
        struct Screen: View {
            @StateObject private var model = Child()
            var body: some View { Text(model.label() + model.extra) }
        }
        #Preview { Screen() }
        """)
        #expect(shape(laid.body) == "text \"BASE!\"")
    }

    @Test func aTypeDeclaredInAPreviewIsUsedThere() throws {
        let laid = try tree("""
        #Preview {
            struct Container: View {
                @State private var on = true
                var body: some View { Text(on ? "On" : "Off") }
            }
            return Container()
        }
        """)
        #expect(shape(laid.body) == "text \"On\"")
    }
}

/// Int and Double are different types, as in Swift; what is not implemented is diagnosed, never guessed.
@Suite struct SwiftValueTests {
    @Test func integerDivisionTruncatesAndLiteralsTakeTheirContextsType() throws {
        let laid = try tree("""
        struct Stats: View {
            let total = 10
            var perRow: CGFloat { 10 / 4 }
            var body: some View {
                VStack {
                    Text("\\(total / 4) per page")
                    Text("\\(perRow) pt")
                    Text("\\(10 / 4.0)")
                }
                .frame(width: 100 / 8)
            }
        }
        #Preview { Stats() }
        """)
        #expect(shape(laid.body) == "frame(vstack(text \"2 per page\", text \"2.5 pt\", text \"2.5\"))")
        guard case .frame(let f, _) = laid.body.kind else { Issue.record("no frame"); return }
        #expect(f.width == 12.5)
    }

    @Test func stringFormatAndRepeatingPrintAsFoundationDoes() throws {
        let laid = try tree("""
        #Preview {
            VStack {
                Text(String(format: "%.2f km", 3.14159))
                Text(String(format: "%d of %@", 3, "five"))
                Text(String(repeating: "ab ", count: 3))
                Text("Kitchen lights".uppercased().prefix(7))
            }
        }
        """)
        #expect(shape(laid.body) == "vstack(text \"3.14 km\", text \"3 of five\", text \"ab ab ab \", text \"KITCHEN\")")
    }

    @Test func aFormatConversionGivenTheWrongKindOfNumberIsDiagnosed() throws {
        let d = try #require(diagnostic("#Preview { Text(String(format: \"%.1f\", 3)) }"))
        #expect(d.message.contains("%f") && d.message.contains("Int"))
    }

    @Test func integerDivisionByZeroIsDiagnosed() throws {
        let d = try #require(diagnostic("#Preview { Text(\"\\(7 / 0)\") }"))
        #expect(d.message.contains("division by zero"))
    }
}

/// Values layout never reads are carried along; what layout reads is known or diagnosed where it is read.
@Suite struct UnknownValueTests {
    @Test func aURLAndAnActionOfAnotherModuleDoNotStopTheRow() throws {
        let laid = try tree("""
        struct HelpRow: View {
            let title: String
            let url: URL
            var body: some View {
                HStack {
                    Link(title, destination: url)
                    Button("Share") { Analytics.shared.track(.share) }
                }
            }
        }
        #Preview { HelpRow(title: "Documentation", url: URL(string: "https://example.com/docs")!) }
        """)
        #expect(shape(laid.body).contains("text \"Documentation\""))
        #expect(shape(laid.body).contains("text \"Share\""))
    }

    @Test func anUnknownValueShownAsTextIsDiagnosedWithItsCause() throws {
        let d = try #require(diagnostic("""
        #Preview {
            VStack {
                Text("Title")
                Text(RemoteConfig.shared.banner)
            }
        }
        """))
        #expect(d.location.line == 4)
        #expect(d.message.contains("RemoteConfig"))
    }

    @Test func tryAndBindingConstantsEvaluate() throws {
        let laid = try tree("""
        struct Switch: View {
            @Binding var isOn: Bool
            var body: some View { Text(isOn ? "On" : "Off") }
        }
        #Preview { VStack { Switch(isOn: .constant(true)); Switch(isOn: Binding.constant(false)) } }
        """)
        #expect(shape(laid.body) == "vstack(text \"On\", text \"Off\")")
    }
}

/// Everyday Swift forms of models and sample data.
@Suite struct SwiftFormsTests {
    @Test func enumCasesWithAssociatedValuesAreBuiltAndMatched() throws {
        let laid = try tree("""
        enum LoadState {
            case loading
            case loaded([String])
            case failed(message: String)
        }
        struct Status: View {
            let state: LoadState
            var body: some View {
                switch state {
                case .loading: Text("Loading…")
                case .loaded(let names): Text("\\(names.count) rooms")
                case let .failed(message): Text(message)
                }
            }
        }
        #Preview {
            VStack {
                Status(state: .loaded(["Hall", "Attic"]))
                Status(state: LoadState.failed(message: "Offline"))
                if case .failed(let m) = LoadState.failed(message: "x"), m == "x" { Text("matched") }
            }
        }
        """)
        #expect(shape(laid.body) == "vstack(text \"2 rooms\", text \"Offline\", text \"matched\")")
    }

    @Test func initializersRunStatementsLoopsAndVariadicHelpers() throws {
        let laid = try tree("""
        final class Fixture {
            var names: [String] = []
            var lookup = ["a": "Alpha", "b": "Beta"]
            init(count: Int) {
                for i in 0..<count where i != 1 { names.append("Room \\(i)") }
                names.append(contentsOf: ["Hall"])
                _ = Fixture.describe("x", "y", "z")
            }
            static func describe(_ parts: String...) -> String { parts.joined(separator: "-") }
        }
        extension Array { }
        struct Rooms: View {
            let fixture: Fixture
            var body: some View {
                VStack {
                    Text(Fixture.describe("a", "b"))
                    Text(fixture.names.joined(separator: ","))
                    Text(fixture.lookup["b"] ?? "?")
                    if #available(iOS 17, *) { Text("new") } else { Text("old") }
                }
            }
        }
        #Preview { Rooms(fixture: Fixture(count: 3)) }
        """)
        #expect(shape(laid.body) == "vstack(text \"a-b\", text \"Room 0,Room 2,Hall\", text \"Beta\", text \"new\")")
    }

    @Test func collectionFunctionsTakeClosuresAndKeyPaths() throws {
        let laid = try tree("""
        struct Item { let name: String; let price: Double }
        let items = [Item(name: "Tea", price: 3), Item(name: "Cake", price: 4.5), Item(name: "Jam", price: 2)]
        #Preview {
            VStack {
                Text(items.map(\\.name).sorted().joined(separator: ", "))
                Text(items.first(where: { $0.price > 4 })?.name ?? "none")
                Text("\\(items.reduce(0) { $0 + $1.price })")
                Text(items.sorted { $0.price < $1.price }.map(\\.name).joined())
            }
        }
        """)
        #expect(shape(laid.body) == "vstack(text \"Cake, Jam, Tea\", text \"Cake\", text \"9.5\", text \"JamTeaCake\")")
    }

    @Test func anAssetImageFromAGeneratedResourceNeedsASize() throws {
        let d = try #require(diagnostic("#Preview { Image(.logo) }"))
        #expect(d.message.contains("logo"))
        let laid = try tree("#Preview { Image(.logo).resizable().frame(width: 40, height: 40) }")
        #expect(shape(laid.body) == "frame(image)")
    }

    @Test func aUIKitViewIsDiagnosedWithTheStubThatWouldSizeIt() throws {
        let d = try #require(diagnostic("""
        struct MapView: UIViewRepresentable {
            func makeUIView(context: Context) -> UIView { UIView() }
            func updateUIView(_ view: UIView, context: Context) {}
        }
        #Preview { MapView() }
        """))
        #expect(d.message.contains("UIViewRepresentable") && d.message.contains("stubs:"))
    }
}

/// Statics are initialized once and may be assigned; containers whose size is known only at layout.
@Suite struct StaticsAndContainersTests {
    @Test func aStaticIsOneValueAndCanBeAssigned() throws {
        let laid = try tree("""
        final class Settings { var name = "Default"; static let shared = Settings() }
        enum Fixture {
            static var current = "First"
            static func reset() { current = "Second" }
        }
        #Preview {
            srand48(42)
            Settings.shared.name = "Shared"
            Fixture.reset()
            var counts = ["a": 1]
            counts["b"] = 2
            return VStack { Text(Settings.shared.name); Text(Fixture.current); Text("\\(counts["b"] ?? 0)") }
        }
        """)
        #expect(shape(laid.body) == "vstack(text \"Shared\", text \"Second\", text \"2\")")
    }

    @Test func aGeometryReaderFillsTheProposalWithItsContentAtTopLeading() throws {
        let laid = try tree("""
        #Preview {
            GeometryReader { _ in
                Text("Inside")
            }
            .frame(height: 120)
        }
        """)
        #expect(shape(laid.body) == "frame(frame(zstack(text \"Inside\")))")
        let d = try #require(diagnostic("#Preview { GeometryReader { proxy in Text(\"w\").frame(width: proxy.size.width / 2) } }"))
        #expect(d.message.contains("GeometryReader"))
    }

    @Test func aTimelineViewShowsItsContentAndDiagnosesTheDateOnlyWhereShown() throws {
        let laid = try tree("#Preview { TimelineView(.everyMinute) { context in Text(\"Clock\") } }")
        #expect(shape(laid.body) == "text \"Clock\"")
        let d = try #require(diagnostic("#Preview { TimelineView(.everyMinute) { context in Text(context.date, style: .time) } }"))
        #expect(d.message.contains("current time"))
    }
}

/// Modifiers the app defines: a `View` extension and a `ViewModifier`, run on the views they modify.
@Suite struct CustomModifierTests {
    @Test func aViewExtensionModifierAndAViewModifierAreEvaluated() throws {
        let laid = try tree("""
        struct CardStyle: ViewModifier {
            var inset: CGFloat = 12
            func body(content: Content) -> some View { content.padding(inset) }
        }
        extension View {
            func card() -> some View { modifier(CardStyle()) }
            func badge(_ text: String) -> some View { HStack { self; Text(text) } }
        }
        #Preview { Text("Kitchen").card().badge("3") }
        """)
        #expect(shape(laid.body) == "hstack(padding(text \"Kitchen\"), text \"3\")")
        guard case .stack(let s) = laid.body.kind, case .padding(let insets, _) = s.children[0].kind else {
            Issue.record("no padding"); return
        }
        #expect(insets.leading == 12)
    }

    @Test func aSwitchWhoseCasesAreValuesIsAnExpression() throws {
        let laid = try tree("""
        enum Phase { case idle, busy
            var title: String {
                switch self {
                case .idle: "Ready"
                case .busy: "Working"
                }
            }
        }
        #Preview { Text(Phase.busy.title) }
        """)
        #expect(shape(laid.body) == "text \"Working\"")
    }
}

/// Limits on what one evaluation may do, each a located diagnostic.
@Suite struct EvaluationLimitTests {
    @Test func runawayWorkStopsWithADiagnosticAtTheExpression() throws {
        let d = try #require(diagnostic("""
        enum Table { static func total() -> Int { var n = 0; for i in 0..<9000 { for j in 0..<3 { n += i * j } }; return n } }
        #Preview { Text("\\(Table.total())") }
        """))
        #expect(d.message.contains("steps"))
    }

    @Test func aLoopOfMoreThanTenThousandIterationsIsRefused() throws {
        let d = try #require(diagnostic("""
        enum Big { static func count() -> Int { var n = 0; for _ in 0..<20000 { n += 1 }; return n } }
        #Preview { Text("\\(Big.count())") }
        """))
        #expect(d.message.contains("10,000"))
    }
}
