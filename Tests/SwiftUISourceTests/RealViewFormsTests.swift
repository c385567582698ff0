import Specs
import DynamicType
import Layout
import ViewModel
import Testing
@testable import SwiftUISource

// Swift forms met in real apps' views, each as Swift evaluates it.

/// A method passed where a function is expected is bound to its value and called with each element, as in Swift.
@Suite struct BoundMethodTests {
    @Test func aSetsContainsFiltersAnArrayInTheArraysOrder() throws {
        let laid = try tree("""
        struct Domains: View {
            let all = ["light", "switch", "fan", "cover"]
            var body: some View {
                let present = Set(["fan", "light"])
                Text(all.filter(present.contains).joined(separator: ", "))
            }
        }
        #Preview { Domains() }
        """)
        #expect(shape(laid.body) == #"text "light, fan""#)
    }

    @Test func aMethodOfTheSourcesTypeMapsEachElement() throws {
        let laid = try tree("""
        final class Badges { let mark = "#"; func title(_ n: Int) -> String { mark + String(n) } }
        struct Row: View {
            let badges = Badges()
            var body: some View { Text([3, 12].map(badges.title).joined(separator: " ")) }
        }
        #Preview { Row() }
        """)
        #expect(shape(laid.body) == ##"text "#3 #12""##)
    }
}

/// A trailing closure given to a labelled closure parameter is typed by that parameter, as an argument is.
@Suite struct TrailingClosureTypingTests {
    @Test func itsTupleResultTakesTheLabelsOfTheFunctionType() throws {
        let laid = try tree("""
        struct Bars: View {
            let values = [2.0, 5.0]
            func spans(flow: String, span: (Double) -> (start: Double, end: Double)) -> [String] {
                values.map { v in let s = span(v); return "\\(flow) \\(s.start)–\\(s.end)" }
            }
            var body: some View { Text(spans(flow: "grid") { v in (0, v) }.joined(separator: ", ")) }
        }
        #Preview { Bars() }
        """)
        #expect(shape(laid.body) == #"text "grid 0.0–2.0, grid 0.0–5.0""#)
    }
}

/// Swift's default values of declarations without an initial value.
@Suite struct ImplicitNilTests {
    @Test func anOptionalVarWithoutAValueStartsAsNil() throws {
        let laid = try tree("""
        struct Latest: View {
            let names = ["Ada", "Grace", "Al"]
            var body: some View {
                var longest: String?
                for n in names where longest == nil || n.count > longest!.count { longest = n }
                return Text(longest ?? "none")
            }
        }
        #Preview { Latest() }
        """)
        #expect(shape(laid.body) == #"text "Grace""#)
    }

    @Test func aLetWithoutAValueIsStillReportedWhenRead() {
        let d = diagnostic("""
        struct Latest: View {
            var body: some View {
                let title: String?
                return Text(title ?? "none")
            }
        }
        #Preview { Latest() }
        """)
        #expect(d?.message.contains("read before a value is assigned") == true, "\(d?.message ?? "none")")
    }
}

@Suite struct KeyPathSubscriptTests {
    @Test func aKeyPathSubscriptReadsThePropertyTheKeyPathNames() throws {
        let laid = try tree("""
        struct Room { let name: String; let floor: Int }
        struct Column<Item>: View {
            let items: [Item]
            let title: KeyPath<Item, String>
            var body: some View { VStack { ForEach(items.indices, id: \\.self) { Text(items[$0][keyPath: title]) } } }
        }
        #Preview { Column(items: [Room(name: "Kitchen", floor: 0), Room(name: "Attic", floor: 2)], title: \\.name) }
        """)
        #expect(shape(laid.body) == #"vstack(text "Kitchen", text "Attic")"#)
    }
}

@Suite struct BindingInitializerTests {
    @Test func anImplicitBindingInitReadsItsGetterTypedAsTheBindingsValue() throws {
        let laid = try tree("""
        enum Other { struct Item { let code: Int } }
        enum Choices {
            struct Item {
                let id: String
                let title: String
                init(id: String, title: String, detail: String? = nil) { self.id = id; self.title = title }
            }
        }
        struct Chooser: View {
            @Binding var selection: Choices.Item
            var body: some View { Text(selection.title) }
        }
        struct Settings: View {
            var body: some View {
                Chooser(selection: .init(get: { .init(id: "swipe", title: "Swipe down") }, set: { _ in }))
            }
        }
        #Preview { Settings() }
        """)
        #expect(shape(laid.body) == #"text "Swipe down""#)
    }
}

@Suite struct ViewThroughProtocolTests {
    @Test func aTypeConformingToAProtocolThatRefinesViewIsAView() throws {
        let laid = try tree("""
        protocol Tile: View { init(title: String) }
        struct ButtonTile: Tile {
            let title: String
            init(title: String) { self.title = title }
            var body: some View { Text(title) }
        }
        struct Wrapper<T: Tile>: View {
            let kind: T.Type
            var body: some View { kind.init(title: "Lights") }
        }
        #Preview { Wrapper(kind: ButtonTile.self) }
        """)
        #expect(shape(laid.body) == #"text "Lights""#)
    }
}

@Suite struct StringLiteralConformanceTests {
    @Test func aStringLiteralPassedForAnExpressibleByStringLiteralTypeIsMadeByItsInitializer() throws {
        let laid = try tree("""
        struct MediaType: ExpressibleByStringLiteral {
            let type: String
            init(stringLiteral value: String) { type = value.lowercased() }
            var isImage: Bool { type.hasPrefix("image/") }
        }
        struct Attachment: View {
            let contentType: MediaType?
            var body: some View { Text(contentType?.isImage ?? false ? "Image" : "File") }
        }
        #Preview { Attachment(contentType: "IMAGE/png") }
        """)
        #expect(shape(laid.body) == #"text "Image""#)
    }

    @Test func aLiteralWhoseInitializerStopsOnAnUnknownIsUnknownNotABlocker() throws {
        let laid = try tree("""
        struct Parser {
            var pattern: String
            init() {
                pattern = "loose"
                if FileManager.default.fileExists(atPath: "/strict") { pattern = "strict" }
            }
            func parse(_ s: String) -> Version { Version(parts: [s]) }
        }
        struct Version: ExpressibleByStringLiteral {
            let parts: [String]
            init(parts: [String]) { self.parts = parts }
            init(stringLiteral value: String) { self = Parser().parse(value) }
        }
        struct About: View {
            let version: Version
            var body: some View { Text("About") }
        }
        #Preview { About(version: "2024.1") }
        """)
        #expect(shape(laid.body) == #"text "About""#)
    }
}

@Suite struct ImplicitZeroTests {
    @Test func aPaddingOfZeroFromAConditionalLengthAddsNothing() throws {
        let laid = try tree("""
        struct Tile: View {
            let compact = true
            var body: some View {
                let gap = compact ? .zero : 8
                Text("Lights").padding(gap)
            }
        }
        #Preview { Tile() }
        """)
        // The padding's frame is the text's: nothing around it (a length of 8 would make it 16 wider).
        let frames = laidFrames(laid.body).map { $0.split(separator: " ", maxSplits: 1)[1] }
        #expect(frames.count == 2 && frames[0] == frames[1], "\(frames)")
    }
}

@Suite struct URLPathTests {
    @Test func appendingAPathComponentWithIsDirectoryMakesTheURLFoundationMakes() throws {
        let laid = try tree("""
        struct Hook: View {
            let base = URL(string: "https://example.com/api")!
            var body: some View {
                Text(base.appendingPathComponent("webhook/abc", isDirectory: false).absoluteString)
            }
        }
        #Preview { Hook() }
        """)
        #expect(shape(laid.body) == #"text "https://example.com/api/webhook/abc""#)
    }
}

/// A generic function's type parameter is inferred from its arguments, as Swift infers it: a key of the sources
/// whose type is written with its generic argument (`Key<Privacy>`) gives `T`.
@Suite struct GenericInferenceTests {
    static let settings = """
    protocol SettingValue { static var defaultSettingValue: Self { get } }
    struct Key<Value: SettingValue>: ExpressibleByStringLiteral {
        var rawValue: String
        init(stringLiteral value: String) { rawValue = value }
    }
    enum Privacy: String, SettingValue {
        case exact, zone
        static var defaultSettingValue: Privacy { .zone }
    }
    extension Key { static var privacy: Key<Privacy> { "privacy_location" } }
    struct Info {
        var settings: [String: Any] = [:]
        func setting<T: RawRepresentable & SettingValue>(for key: Key<T>) -> T {
            if let value = settings[key.rawValue] as? T.RawValue, let result = T(rawValue: value) { return result }
            return T.defaultSettingValue
        }
    }
    struct PrivacyRow: View {
        let info: Info
        var body: some View { Text("Location: \\(info.setting(for: .privacy).rawValue)") }
    }
    """

    @Test func theKeysGenericArgumentIsTheResultType() throws {
        let laid = try tree(Self.settings + """

        #Preview { VStack { PrivacyRow(info: Info()); PrivacyRow(info: Info(settings: ["privacy_location": "exact"])) } }
        """)
        #expect(shape(laid.body) == #"vstack(text "Location: zone", text "Location: exact")"#)
    }

    @Test func aNonGenericOverloadTheArgumentsTypeConfirmsIsChosenOverTheGenericOne() throws {
        // `Key<String?>` fits both `setting(for:)`s; Swift ranks the non-generic one first. The generic one was run,
        // with `T` = `String?`, and stopped.
        let laid = try tree("""
        protocol SettingValue { static var defaultSettingValue: Self { get } }
        extension Optional: SettingValue { static var defaultSettingValue: Wrapped? { .none } }
        struct Key<Value: SettingValue>: ExpressibleByStringLiteral {
            var rawValue: String
            init(stringLiteral value: String) { rawValue = value }
        }
        extension Key { static var nickname: Key<String?> { "nickname" } }
        struct Profile {
            var remoteName: String
            var settings: [String: Any] = [:]
            func setting<T: RawRepresentable>(for key: Key<T>) -> T {
                if let value = settings[key.rawValue] as? T.RawValue, let result = T(rawValue: value) { return result }
                return T.defaultSettingValue
            }
            func setting(for key: Key<String?>) -> String? { settings[key.rawValue] as? String }
            var name: String {
                if let local = setting(for: .nickname), !local.isEmpty { return local }
                return remoteName
            }
        }
        #Preview {
            VStack {
                Text(Profile(remoteName: "Home").name)
                Text(Profile(remoteName: "Home", settings: ["nickname": "Cabin"]).name)
            }
        }
        """)
        #expect(shape(laid.body) == #"vstack(text "Home", text "Cabin")"#)
    }

    @Test func aStaticPropertyOfTypeSelfIsMadeOfItsOwnCases() throws {
        let laid = try tree("""
        enum Units: String {
            case metric, imperial
            static var fallback: Self { .imperial }
        }
        #Preview { Text(Units.fallback.rawValue) }
        """)
        #expect(shape(laid.body) == #"text "imperial""#)
    }
}

@Suite struct LocalFunctionTests {
    @Test func aLocalFunctionIsCalledAboveItsDeclaration() throws {
        let laid = try tree("""
        struct Summary {
            var total = 0
            init(widths: [Double], limit: Double) {
                var remaining = limit
                for w in widths {
                    if fits(w) { remaining -= w; total += 1 }
                }
                func fits(_ w: Double) -> Bool { w <= remaining }
            }
        }
        #Preview { Text("\\(Summary(widths: [40, 50, 30], limit: 100).total) tags fit") }
        """)
        #expect(shape(laid.body) == #"text "2 tags fit""#)
    }
}

@Suite struct GeometryValueTests {
    @Test func aComponentOfAZeroSizeOrPointIsAssignedInAnInitializer() throws {
        let laid = try tree("""
        struct Flow {
            var bounds = CGSize.zero
            var origin = CGPoint.zero
            init(widths: [Double]) {
                for w in widths { bounds.width = max(bounds.width, w); bounds.height += 20 }
                origin.y = 4
            }
        }
        #Preview {
            let flow = Flow(widths: [40, 90, 30])
            Text("\\(Int(flow.bounds.width)) × \\(Int(flow.bounds.height)) at \\(Int(flow.origin.y))")
        }
        """)
        #expect(shape(laid.body) == #"text "90 × 60 at 4""#)
    }

    @Test func theGreatestFiniteMagnitudeIsFinite() throws {
        // `width.isFinite ? width : .greatestFiniteMagnitude` reads it: it was infinity.
        let laid = try tree("""
        #Preview { Text(CGFloat.greatestFiniteMagnitude.isFinite && Double.greatestFiniteMagnitude < .infinity ? "finite" : "infinite") }
        """)
        #expect(shape(laid.body) == #"text "finite""#)
    }
}

@Suite struct UnknownViewStatementTests {
    @Test func anUnknownViewWithModifiersInABodyIsReportedNotDropped() {
        // Reached from a preview's statements, where an unknown method call is a side effect, the chart with its
        // modifiers was dropped as one: "the preview yields 0 views".
        let d = diagnostic("""
        struct Bars: View {
            var points: [Int]
            var body: some View {
                let values = points
                Chart {
                    ForEach(values, id: \\.self) { v in BarMark(x: .value("V", v)) }
                }
                .chartLegend(.hidden)
            }
        }
        #Preview { Bars(points: [1, 2]).padding() }
        """)
        #expect(d?.message.contains("`Chart` is not modelled by layoutcheck yet: a view of Swift Charts") == true,
                "\(d?.message ?? "no diagnostic")")
        #expect(d?.location.line == 5)
    }
}
