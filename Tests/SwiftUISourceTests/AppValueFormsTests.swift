import DynamicType
import Layout
import Specs
import ViewModel
import Testing
@testable import SwiftUISource

/// Swift values as apps build them: tuples, mutating methods, generic types, values only known at run time.
@Suite struct SwiftValueSemanticsTests {
    @Test func tuplesAreBuiltAndDestructuredInLoopsAndBindings() throws {
        let laid = try tree("""
        struct Slots: View {
            let pairs: [(String, Int)] = [("Temperature", 21), ("Humidity", 40)]
            var body: some View {
                let (first, count) = ("Rooms", pairs.count)
                VStack {
                    Text("\\(first): \\(count)")
                    ForEach(pairs, id: \\.0) { pair in Text("\\(pair.0) \\(pair.1)") }
                }
            }
        }
        #Preview { Slots() }
        """)
        #expect(shape(laid.body) == "vstack(text \"Rooms: 2\", text \"Temperature 21\", text \"Humidity 40\")")
    }

    @Test func aMutatingMethodChangesTheValueItIsCalledOn() throws {
        let laid = try tree("""
        struct Options {
            var names: [String: String]? = nil
            mutating func set(_ name: String, for slot: String) {
                var resolved = names ?? [:]
                resolved[slot] = name
                names = resolved
            }
        }
        struct Preview: View {
            var body: some View {
                var options = Options()
                options.set("Kitchen", for: "title")
                return Text(options.names?["title"] ?? "none")
            }
        }
        #Preview { Preview() }
        """)
        #expect(shape(laid.body) == "text \"Kitchen\"")
    }

    @Test func aGenericTypeIsBuiltWithItsArgumentsWritten() throws {
        let laid = try tree("""
        enum Connectivity {
            final class Observable<Message> { var label = "Waiting" }
        }
        struct Status: View {
            let observer = Connectivity.Observable<Int>()
            var body: some View { Text(observer.label) }
        }
        #Preview { Status() }
        """)
        #expect(shape(laid.body) == "text \"Waiting\"")
    }

    @Test func aValueOnlyKnownAtRunTimeStaysUnknownUntilLayoutReadsIt() throws {
        // `session` is unknown (another module's API); comparing it with nil does not guess false.
        let d = try #require(diagnostic("""
        final class Manager {
            let session = WCSession.isSupported() ? WCSession.default : nil
            var isSupported: Bool { session != nil }
        }
        struct Row: View {
            let manager = Manager()
            var body: some View { Text(manager.isSupported ? "Paired" : "No watch") }
        }
        #Preview { Row() }
        """))
        #expect(d.message.contains("`WCSession`"))
    }

    @Test func aTypeDeclaredInTwoTargetsKeepsTheFirstDeclarationsProperties() throws {
        let laid = try tree("""
        enum Snapshot { struct Family { let name: String; let showValue: Bool } }
        enum Snapshot { struct Family { var name: String; let showValue: Bool } }
        #Preview { Text(Snapshot.Family(name: "Circular", showValue: true).name) }
        """)
        #expect(shape(laid.body) == "text \"Circular\"")
    }
}

/// Containers around content that layout sees: a safe-area inset, a scroll view reader.
@Suite struct InsetAndReaderTests {
    @Test func aBottomSafeAreaInsetSitsBelowTheContent() throws {
        let laid = try tree("""
        #Preview {
            Text("Messages")
                .safeAreaInset(edge: .bottom, spacing: 8) { Text("Compose") }
        }
        """)
        #expect(shape(laid.body) == "vstack(text \"Messages\", text \"Compose\")")
        guard case .stack(let s) = laid.body.kind else { Issue.record("no stack"); return }
        #expect(s.spacing == 8)
    }

    @Test func aScrollViewReadersContentIsLaidOut() throws {
        let laid = try tree("""
        #Preview {
            ScrollViewReader { proxy in
                VStack { Text("Top"); Button("Jump") { proxy.scrollTo(1) } }
            }
        }
        """)
        #expect(shape(laid.body) == "vstack(text \"Top\", text \"Jump\")")
    }
}

/// `inout` parameters: Swift copies the argument in and the parameter's final value back out.
@Suite struct InoutParameterTests {
    @Test func aFunctionAndAClosureChangeTheVariablePassedWithAnAmpersand() throws {
        let laid = try tree("""
        struct Info { var name = "Home"; var version = "1.0" }
        func fake(update: (inout Info) -> Void = { _ in }) -> Info {
            var info = Info()
            update(&info)
            return info
        }
        func rename(_ info: inout Info, to name: String) { info.name = name }
        struct Row: View {
            var body: some View {
                var info = fake { $0.version = "2025.1" }
                rename(&info, to: "Cabin")
                return Text("\\(info.name) \\(info.version)")
            }
        }
        #Preview { Row() }
        """)
        #expect(shape(laid.body) == "text \"Cabin 2025.1\"")
    }
}

/// Loops, statics and formats as sample data is written.
@Suite struct SampleDataFormsTests {
    @Test func staticsReferToTheirSiblingsByBareName() throws {
        let laid = try tree("""
        struct City {
            let name: String
            static let cupertino = City(name: "Cupertino")
            static let london = City(name: "London")
            static let all = [cupertino, london]
        }
        #Preview { VStack { ForEach(City.all, id: \\.name) { Text($0.name) } } }
        """)
        #expect(shape(laid.body) == "vstack(text \"Cupertino\", text \"London\")")
    }

    @Test func continueAndBreakLeaveTheIterationAndTheLoop() throws {
        let laid = try tree("""
        struct Slots: View {
            var body: some View {
                var shown: [String] = []
                for (slot, text) in [("title", "Kitchen"), ("subtitle", nil), ("footer", "22 °C"), ("extra", "x")] {
                    guard let text else { continue }
                    if slot == "extra" { break }
                    shown.append(text)
                }
                return Text(shown.joined(separator: ", "))
            }
        }
        #Preview { Slots() }
        """)
        #expect(shape(laid.body) == "text \"Kitchen, 22 °C\"")
    }

    @Test func aZeroPaddedSpecifierPrintsAsStringFormatDoes() throws {
        let laid = try tree("#Preview { Text(\"Order #\\(7, specifier: \"%02d\")\") }")
        #expect(shape(laid.body) == "text \"Order #07\"")
    }

    @Test func randomSampleDataIsDiagnosedAtTheCall() throws {
        let d = try #require(diagnostic("#Preview { Text(\"\\(Int.random(in: 1...5)) donuts\") }"))
        #expect(d.message.contains("random value") && d.location.line == 1)
    }

    @Test func aClosurePropertyTypedThroughATypealiasIsKeptAsAClosure() throws {
        let laid = try tree("""
        struct Info { var name = "Home" }
        final class Server {
            typealias Getter = () -> Info
            private let getter: Getter
            init(getter: @escaping Getter) { self.getter = getter }
            var info: Info { getter() }
        }
        #Preview { Text(Server(getter: { Info(name: "Cabin") }).info.name) }
        """)
        #expect(shape(laid.body) == "text \"Cabin\"")
    }

    @Test func aUIKitColourBuiltByTheSourcesOnlyDraws() throws {
        let laid = try tree("""
        extension UIColor {
            convenience init(hex: String) { self.init(red: 0, green: 0, blue: 0, alpha: 1) }
        }
        #Preview { Text("Tinted").foregroundStyle(Color(uiColor: UIColor(hex: "#34C759"))) }
        """)
        #expect(shape(laid.body) == "text \"Tinted\"")
    }
}

/// A `LabelStyle` the app defines draws its own body around the label's title and icon.
@Suite struct CustomLabelStyleTests {
    @Test func aStaticShorthandStyleStacksTheIconAboveATruncatingTitle() throws {
        let laid = try tree("""
        struct BadgeLabelStyle: LabelStyle {
            func makeBody(configuration: Configuration) -> some View {
                VStack(spacing: 4) {
                    configuration.icon
                    configuration.title.lineLimit(1)
                }
            }
        }
        extension LabelStyle where Self == BadgeLabelStyle {
            static var badge: BadgeLabelStyle { .init() }
        }
        #Preview {
            Label("Continue reading the whole chapter", systemImage: "book").labelStyle(.badge)
        }
        """)
        #expect(shape(laid.body) == "vstack(symbol book, text \"Continue reading the whole chapter\")")
        let title = try #require(first(laid.body) { if case .text = $0.kind { true } else { false } })
        guard case .text(let spec) = title.kind else { return }
        #expect(spec.lineLimit == 1)
    }

    @Test func aStyleOnAContainerReachesEveryLabelInsideButOnesWithTheirOwn() throws {
        let root = try tree("""
        struct TitleOnlyStyle: LabelStyle {
            func makeBody(configuration: Configuration) -> some View { configuration.title.font(.headline) }
        }
        #Preview {
            VStack {
                Label("Orders", systemImage: "bag")
                HStack { Label("Sales", systemImage: "chart.bar") }
                Label("Settings", systemImage: "gear").labelStyle(.iconOnly)
            }
            .labelStyle(TitleOnlyStyle())
        }
        """).body
        #expect(shape(root) == "vstack(text \"Orders\", hstack(text \"Sales\"), symbol gear)")
    }
}

/// Content a preview presents is laid out on its own screen and checked with the preview.
@Suite struct PresentedContentTests {
    @Test func aSheetPresentedFromAnEmptyHostIsLaidOutAtTheScreensWidth() throws {
        let laid = try tree("""
        struct Permission: View {
            var body: some View { Text("Allow Bluetooth to find your devices nearby").lineLimit(1) }
        }
        #Preview {
            VStack {}
                .sheet(isPresented: .constant(true)) { Permission() }
        }
        """)
        #expect(shape(laid.body) == "vstack(vstack, text \"Allow Bluetooth to find your devices nearby\")")
    }

    @Test func aSheetOfAnItemShowsThatItemAndAnAbsentOneShowsNothing() throws {
        let laid = try tree("""
        struct Order { let name: String }
        #Preview {
            VStack {
                Text("Orders")
                    .sheet(item: .constant(Order(name: "Glazed"))) { order in Text(order.name) }
                    .sheet(isPresented: .constant(false)) { Text("Never shown") }
            }
        }
        """)
        #expect(shape(laid.body) == "vstack(vstack(text \"Orders\"), text \"Glazed\")")
    }
}

/// Values Swift gives without being written: an optional `var` is nil; a typed tuple takes its labels.
@Suite struct ImplicitValueTests {
    @Test func anOptionalStateWithoutAValueIsNil() throws {
        let laid = try tree("""
        struct Importer: View {
            @State private var errorMessage: String?
            var body: some View {
                if let error = errorMessage { Text(error) } else { Text("Choose a certificate") }
            }
        }
        #Preview { Importer() }
        """)
        #expect(shape(laid.body) == "text \"Choose a certificate\"")
    }

    @Test func aTupleTakesTheLabelsOfItsDeclaredType() throws {
        let laid = try tree("""
        struct Menu: View {
            let items: [(icon: String, title: String)] = [("gear", "Settings"), ("bell", "Alerts")]
            var body: some View {
                VStack { ForEach(items, id: \\.title) { Label($0.title, systemImage: $0.icon) } }
            }
        }
        #Preview { Menu() }
        """)
        #expect(shape(laid.body) == "vstack(hstack(symbol gear, text \"Settings\"), hstack(symbol bell, text \"Alerts\"))")
    }

    @Test func mathFunctionsAndFirstIndexAreEvaluated() throws {
        let laid = try tree("""
        #Preview {
            VStack {
                Text("\\(Int(pow(2.0, 10.0)))")
                Text("\\(["a", "b", "c"].firstIndex(of: "c") ?? -1)")
            }
        }
        """)
        #expect(shape(laid.body) == "vstack(text \"1,024\", text \"2\")")
    }
}

/// An image the app draws in code has the size of its drawing context; what is drawn is not read.
@Suite struct DrawnImageTests {
    @Test func anImageDrawnInAContextHasTheContextsSize() throws {
        let laid = try tree("""
        struct Glyph {
            let text: String
            func image(ofSize size: CGSize, insets: UIEdgeInsets = .zero) -> UIImage {
                let string = NSAttributedString(string: text, attributes: [:])
                var rect = CGRect(x: 0, y: 0, width: size.width, height: size.height)
                rect.size.width -= insets.left + insets.right
                UIGraphicsBeginImageContextWithOptions(rect.size, false, 0.0)
                string.draw(in: rect)
                let image = UIGraphicsGetImageFromCurrentImageContext()
                UIGraphicsEndImageContext()
                if let image { return image }
                return UIImage()
            }
        }
        #Preview {
            HStack {
                Image(uiImage: Glyph(text: "\\u{F0335}").image(ofSize: .init(width: 24, height: 24)))
                Text("Lights")
            }
        }
        """)
        #expect(shape(laid.body) == "hstack(image, text \"Lights\")")
        let image = try #require(first(laid.body) { if case .image = $0.kind { true } else { false } })
        guard case .image(_, let size, let resizable) = image.kind else { return }
        #expect(size.width == 24 && size.height == 24 && !resizable)
    }

    @Test func aRendererImageHasTheRenderersSize() throws {
        let laid = try tree("""
        func badge() -> UIImage {
            UIGraphicsImageRenderer(size: CGSize(width: 30, height: 20)).image { context in
                UIColor.red.setFill()
            }
        }
        #Preview { Image(uiImage: badge()) }
        """)
        guard case .image(_, let size, _) = laid.body.kind else { Issue.record("no image: \(shape(laid.body))"); return }
        #expect(size.width == 30 && size.height == 20)
    }
}

/// Input that does not compile is read without a crash (found by FuzzSwiftUI).
@Suite struct MalformedSourceTests {
    @Test func anExtensionOfNothingNameableIsSkipped() throws {
        let laid = try tree("""
        extension <#Type#> { var x: Int { 1 } }
        extension . {}
        #Preview { Text("Still read") }
        """)
        #expect(shape(laid.body) == "text \"Still read\"")
    }
}

/// Input the parser cannot read in reasonable time is refused before parsing (found by FuzzSwiftUI).
@Suite struct PathologicalSourceTests {
    @Test func bracketsNestedPastTheLimitAreFoundAtTheirLine() {
        let deep = "let a = 1\nlet b = " + String(repeating: "[", count: 40) + String(repeating: "]", count: 40)
        #expect(SwiftSources.deepBrackets(in: deep) == 2)
        #expect(SwiftSources.deepBrackets(in: "let grid = [[1, 2], [3, [4, [5]]]]") == nil)
        #expect(previews(deep + "\n#Preview { Text(\"x\") }").isEmpty)
    }
}
