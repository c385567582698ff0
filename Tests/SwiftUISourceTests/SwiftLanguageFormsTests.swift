import Specs
import DynamicType
import Layout
import ViewModel
import Testing
@testable import SwiftUISource

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

/// Two targets of an app may each declare a type of the same name: its members are read once.
@Suite struct SameNamedTypeTests {
    @Test func anEnumDeclaredInTwoTargetsHasEachCaseOnce() throws {
        let app = "enum Tab: CaseIterable { case home, settings }\n#Preview { Text(\"\\(Tab.allCases.count) tabs\") }\n"
        let widget = "enum Tab: CaseIterable { case home, settings }\n"
        let found = SwiftSources.previews(sources: [("App/Tabs.swift", app), ("Widget/Tabs.swift", widget)])
        let laid = try #require(found.first).resolve(variant: "default", device: iPhone, category: .large, boldText: false,
                                                   resolver: SpecResolver())
        #expect(shape(laid.body) == #"text "2 tabs""#)
    }
}

/// A blocker in a file the preview is not in says where the preview's code reached it from.
@Suite struct BlockerTrailTests {
    let settings = """
    var Current: Settings {
        @Dependency(\\.settings) var settings
        return settings
    }
    struct Settings { var showsBadge = true }
    """

    func blocker(_ view: String) throws -> SwiftDiagnostic {
        let found = SwiftSources.previews(sources: [("App/Settings.swift", settings), ("Views/Row.swift", view)])
        let preview = try #require(found.first)
        do {
            _ = try preview.resolve(variant: "default", device: iPhone, category: .large, boldText: false,
                                    resolver: SpecResolver())
        } catch let d as SwiftDiagnostic { return d }
        Issue.record("the preview was evaluated"); throw CancellationError()
    }

    @Test func aBlockerInAnotherFileNamesTheLineOfTheViewThatReachedIt() throws {
        let d = try blocker("""
        struct Row: View {
            var body: some View {
                if Current.showsBadge { Text("New") }
            }
        }
        #Preview { Row() }
        """)
        #expect(d.location.file == "App/Settings.swift" && d.location.line == 2)
        #expect(d.trail.map { "\($0.file):\($0.line)" } == ["Views/Row.swift:3"])
        #expect(d.shownMessage.hasSuffix("(reached from Row.swift:3:12)"), "\(d.shownMessage)")
    }

    @Test func aBlockerInTheViewsOwnFileHasNoTrail() throws {
        let d = try blocker("""
        struct Row: View {
            @Dependency(\\.title) var title
            var body: some View { Text(title) }
        }
        #Preview { Row() }
        """)
        #expect(d.location.file == "Views/Row.swift")
        #expect(d.trail.isEmpty)
    }
}

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

/// A function or getter computing a plain value that stops on something only known at run time makes an unknown
/// value: the preview stops only where layout reads it.
@Suite struct UnknownValueResultTests {
    static let cache = """
    final class Cache {
        var hits = 0
        func folder() -> String {
            if FileManager.default.fileExists(atPath: "/tmp/cache") { return "cache" }
            return "none"
        }
        func countedFolder() -> String {
            hits += 1
            if FileManager.default.fileExists(atPath: "/tmp/cache") { hits += 10 }
            return "counted"
        }
    }
    """

    @Test func aValueLayoutNeverReadsDoesNotBlock() throws {
        let laid = try tree(Self.cache + """
        struct Row: View {
            let folder: String
            var body: some View { Text("Cache") }
        }
        #Preview { Row(folder: Cache().folder()) }
        """)
        #expect(shape(laid.body) == #"text "Cache""#)
    }

    @Test func aValueLayoutReadsIsReportedWithItsReason() {
        let d = diagnostic(Self.cache + """
        struct Row: View {
            let cache = Cache()
            var body: some View { Text(cache.folder()) }
        }
        #Preview { Row() }
        """)
        #expect(d?.message.contains("file system") == true, "\(d?.message ?? "none")")
        #expect(d?.location.line == 4)
    }

    @Test func aFunctionThatChangedAnObjectBeforeStoppingStillBlocks() {
        let d = diagnostic(Self.cache + """
        struct Row: View {
            let folder: String
            var body: some View { Text("Cache") }
        }
        #Preview { Row(folder: Cache().countedFolder()) }
        """)
        #expect(d?.message.contains("file system") == true, "\(d?.message ?? "none")")
    }
}

extension StringLiteralConformanceTests {
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
