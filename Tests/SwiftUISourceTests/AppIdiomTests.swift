import DynamicType
import Layout
import Specs
import ViewModel
import Testing
@testable import SwiftUISource

/// Everyday app code: an NSObject model, `.zero`, `is EmptyView`, SFSafeSymbols, Labels and buttons written with
/// views, and the environment a view reads.
@Suite struct AppIdiomTests {
    @Test func aModelThatCallsSuperInitOfAFrameworkClassIsBuilt() throws {
        let laid = try tree("""
        final class Scanner: NSObject, ObservableObject {
            @Published var status = "Point the camera at a code"
            private var queue: DispatchQueue?
            override init() {
                super.init()
                queue = DispatchQueue(label: "scanner")
            }
        }
        struct ScanView: View {
            @StateObject private var scanner = Scanner()
            var body: some View { Text(scanner.status) }
        }
        #Preview { ScanView() }
        """)
        #expect(shape(laid.body) == "text \"Point the camera at a code\"")
    }

    @Test func theImplicitZeroIsANumberInSpacingAndComparisons() throws {
        let laid = try tree("""
        struct Counter: View {
            let count: Int
            var body: some View {
                VStack(spacing: .zero) {
                    if count == .zero { Text("No events") } else { Text("\\(count) events") }
                }
            }
        }
        #Preview { Counter(count: 0) }
        """)
        #expect(shape(laid.body) == "vstack(text \"No events\")")
        guard case .stack(let s) = laid.body.kind else { Issue.record("no stack"); return }
        #expect(s.spacing == 0)
    }

    @Test func aConditionalModifierTestsForEmptyViewAsSwiftUIDoes() throws {
        let laid = try tree("""
        extension View {
            @ViewBuilder
            func modify(@ViewBuilder _ transform: (Self) -> (some View)?) -> some View {
                if let view = transform(self), !(view is EmptyView) { view } else { self }
            }
        }
        #Preview {
            VStack {
                Text("Kept").modify { _ in EmptyView() }
                Text("Padded").modify { $0.padding(8) }
            }
        }
        """)
        #expect(shape(laid.body) == "vstack(text \"Kept\", padding(text \"Padded\"))")
    }

    @Test func safeSymbolsNameTheSFSymbolTheyStandFor() {
        #expect(Interpreter.symbolName(safeSymbol: "arrowClockwise") == "arrow.clockwise")
        #expect(Interpreter.symbolName(safeSymbol: "person2Fill") == "person.2.fill")
        #expect(Interpreter.symbolName(safeSymbol: "_0Circle") == "0.circle")
        #expect(Interpreter.symbolName(safeSymbol: "stethoscope") == "stethoscope")
    }

    @Test func labelsWrittenWithViewsOrSafeSymbolsAreLaidOutAsLabels() throws {
        let laid = try tree("""
        #Preview {
            VStack {
                Label("Run checks", systemSymbol: .stethoscope)
                Label { Text("Living room") } icon: { Image(systemName: "sofa") }
                Label { Text("Hidden icon") } icon: { Image(systemName: "eye") }.labelStyle(.titleOnly)
            }
        }
        """)
        #expect(shape(laid.body) == "vstack(hstack(symbol stethoscope, text \"Run checks\"), "
                + "hstack(symbol sofa, text \"Living room\"), text \"Hidden icon\")")
    }

    @Test func aTrailingClosureAfterLabelledArgumentsIsTheButtonsLabel() throws {
        let laid = try tree("""
        struct RefreshIntent {}
        #Preview {
            VStack {
                Button(intent: RefreshIntent()) { Text("Refresh") }
                NavigationLink(value: 3) { Text("Details") }
            }
        }
        """)
        #expect(shape(laid.body) == "vstack(text \"Refresh\", text \"Details\")")
    }
}

/// `@Environment(\.key)`: what a preview on an iPhone reads, what the preview sets, the app's own keys.
@Suite struct EnvironmentValueTests {
    @Test func systemValuesHaveTheirDefaultsAndDisabledTurnsIsEnabledOff() throws {
        let laid = try tree("""
        struct State: View {
            @Environment(\\.isEnabled) private var isEnabled
            @Environment(\\.accessibilityReduceMotion) private var reduceMotion
            var body: some View { Text(isEnabled && !reduceMotion ? "On" : "Off") }
        }
        #Preview { VStack { State(); State().disabled(true) } }
        """)
        #expect(shape(laid.body) == "vstack(text \"On\", text \"Off\")")
    }

    @Test func theAppsOwnKeysReadTheirDefaultOrThePreviewsValue() throws {
        let laid = try tree("""
        private struct GreetingKey: EnvironmentKey {
            static let defaultValue = "Hello"
        }
        extension EnvironmentValues {
            var greeting: String {
                get { self[GreetingKey.self] }
                set { self[GreetingKey.self] = newValue }
            }
            @Entry var farewell: String = "Goodbye"
        }
        struct Greeting: View {
            @Environment(\\.greeting) private var greeting
            @Environment(\\.farewell) private var farewell
            var body: some View { Text("\\(greeting), \\(farewell)") }
        }
        #Preview { VStack { Greeting(); Greeting().environment(\\.greeting, "Hi") } }
        """)
        #expect(shape(laid.body) == "vstack(text \"Hello, Goodbye\", text \"Hi, Goodbye\")")
    }

    @Test func anEntrysDefaultCaseReadsItsEnumsMembers() throws {
        let laid = try tree("""
        enum Density {
            case compact, regular
            var padding: CGFloat { switch self { case .compact: 4; case .regular: 8 } }
        }
        extension EnvironmentValues { @Entry var density: Density = .regular }
        struct Row: View {
            @Environment(\\.density) var density
            var body: some View { Text("Row").padding(density.padding) }
        }
        #Preview { Row() }
        """)
        guard case .padding(let insets, _) = laid.body.kind else { Issue.record("\(shape(laid.body))"); return }
        #expect(insets.top == 8)
    }

    @Test func anUnknownKeyIsDiagnosedWithTheWayToSetIt() throws {
        let d = try #require(diagnostic("""
        struct Row: View {
            @Environment(\\.store) private var store
            var body: some View { Text(store.name) }
        }
        #Preview { Row() }
        """))
        #expect(d.message.contains("`\\.store`") && d.message.contains(".environment(\\.store"))
    }
}

@Suite struct ScreenBoundsTests {
    @Test func theMainScreenIsTheDeviceThePreviewIsLaidOutOn() throws {
        let t = try tree("""
        #Preview { Color.blue.frame(width: UIScreen.main.bounds.width / 2, height: UIScreen.main.bounds.size.height / 10) }
        """)
        let laid = laidFrames(t.body, width: iPhone.width)
        #expect(laid.contains { $0.hasPrefix("frame") && $0.contains("\(iPhone.width / 2)") })
        #expect(laid.contains { $0.contains("\(iPhone.height / 10)") })
    }

    @Test func anImplicitMemberGivenToASourceEnvironmentKeyIsOfTheKeysType() throws {
        let texts = try laidTexts("""
        struct Services { var userName: String; static let live = Services(userName: ""); static let preview = Services(userName: "Riley") }
        private struct ServicesKey: EnvironmentKey { static let defaultValue = Services.live }
        extension EnvironmentValues {
            @Entry var greeting: Greeting = .formal
            var services: Services { get { self[ServicesKey.self] } set { self[ServicesKey.self] = newValue } }
        }
        enum Greeting { case formal, casual; var word: String { self == .formal ? "Hello" : "Hi" } }
        struct Hello: View {
            @Environment(\\.services) private var services
            @Environment(\\.greeting) private var greeting
            var body: some View { Text(verbatim: "\\(greeting.word) \\(services.userName)") }
        }
        #Preview { Hello().environment(\\.services, .preview).environment(\\.greeting, .casual) }
        """)
        #expect(texts == ["Hi Riley"])
    }

    @Test func aButtonStyleReadsTheControlSizeSetAroundIt() throws {
        let laid = try tree("""
        struct Pill: ButtonStyle {
            @Environment(\\.controlSize) private var controlSize
            func makeBody(configuration: Configuration) -> some View {
                configuration.label.padding(.vertical, controlSize == .large ? 14 : 10)
            }
        }
        #Preview { VStack { Button("Large") {}.buttonStyle(Pill()).controlSize(.large); Button("Regular") {}.buttonStyle(Pill()) } }
        """)
        let frames = laidFrames(laid.body).filter { $0.hasPrefix("padding") }
        // 20 pt lines (the test measurer) with 14 or 10 above and below.
        #expect(frames == ["padding (10, 0) 50×48", "padding (0, 56) 70×40"], "\(frames)")
    }
}
