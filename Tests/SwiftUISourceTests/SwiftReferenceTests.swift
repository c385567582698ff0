import Testing
@testable import SwiftUISource

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

/// A style the app defines, run through its own `makeBody`.
@Suite struct CustomStyleTests {
    @Test func aButtonStyleOfTheSourcesDrawsItsBodyAroundTheLabel() throws {
        let laid = try tree("""
        struct PillButtonStyle: ButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                configuration.label
                    .padding(.horizontal, 20)
                    .opacity(configuration.isPressed ? 0.5 : 1)
            }
        }
        extension ButtonStyle where Self == PillButtonStyle {
            static var pill: PillButtonStyle { .init() }
        }
        #Preview { VStack { Button("Save") {}.buttonStyle(.pill); Button("Skip") {}.buttonStyle(PillButtonStyle()) } }
        """)
        #expect(shape(laid.body) == "vstack(padding(text \"Save\"), padding(text \"Skip\"))")
    }

    @Test func aCustomButtonStyleOnAContainerStylesEveryButtonInside() throws {
        let laid = try tree("""
        struct PillButtonStyle: ButtonStyle {
            func makeBody(configuration: Configuration) -> some View { configuration.label.padding() }
        }
        #Preview { VStack { Button("Save") {}; HStack { Button("Skip") {} } }.buttonStyle(PillButtonStyle()) }
        """)
        #expect(shape(laid.body) == "vstack(padding(text \"Save\"), hstack(padding(text \"Skip\")))")
    }
}

/// `===` and `!==` compare class instances by identity, as Swift does.
@Suite struct IdentityOperatorTests {
    @Test func theSameObjectIsIdenticalAndAnEqualCopyIsNot() throws {
        let laid = try tree("""
        final class Server { let name: String; init(name: String) { self.name = name } }
        let home = Server(name: "Home")
        let other = Server(name: "Home")
        #Preview { Text("\\(home === home) \\(home === other) \\(home !== other)") }
        """)
        #expect(shape(laid.body) == #"text "true false true""#)
    }
}

extension IdentityOperatorTests {
    @Test func assigningAnObjectsComputedPropertyRunsItsSetter() throws {
        let laid = try tree("""
        final class Settings {
            private(set) var storedUnit = "km"
            var unit: String { get { storedUnit } set { storedUnit = newValue.uppercased() } }
        }
        #Preview {
            let settings = Settings()
            settings.unit = "mi"
            return Text(settings.unit)
        }
        """)
        #expect(shape(laid.body) == #"text "MI""#)
    }

    @Test func assigningAPropertyWithNoSetterIsReported() throws {
        let d = try #require(diagnostic("""
        final class Settings {
            var unit: String { "km" }
        }
        #Preview {
            let settings = Settings()
            settings.unit = "mi"
            return Text(settings.unit)
        }
        """))
        #expect(d.message.contains("neither a stored property of `Settings` nor one with a setter"), "\(d)")
    }
}

extension IdentityOperatorTests {
    @Test func aGetterThatCachesIntoItsObjectKeepsTheCachedValue() throws {
        let texts = try laidTexts("""
        struct DisplayOptions { var fontSize = 15 }
        final class Settings: ObservableObject {
            static let shared = Settings()
            var reads = 0
            private var cached: DisplayOptions?
            var options: DisplayOptions {
                if let cached { return cached }
                reads += 1
                let made = DisplayOptions()
                cached = made
                return made
            }
        }
        struct Row: View {
            var body: some View {
                let size = Settings.shared.options.fontSize + Settings.shared.options.fontSize
                return Text("\\(size) pt after \\(Settings.shared.reads) read")
            }
        }
        #Preview { Row() }
        """)
        #expect(texts == ["30 pt after 1 read"])
    }
}
