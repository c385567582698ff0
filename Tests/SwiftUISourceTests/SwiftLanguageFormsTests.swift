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
            @Injected(\\.settings) var settings
            return settings
        }
        struct Settings { var title = "Home" }
        #Preview { Text(Current.title) }
        """)
        #expect(d?.message.contains("property wrapper `@Injected`") == true, "\(d?.message ?? "")")
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

@Suite struct LocalTypeAliasTests {
    @Test func aTypeAliasInABodyNamesItsTypeBelowIt() throws {
        let texts = try laidTexts("""
        struct Plan { var title: String; var days: Int }
        struct PlanRow: View {
            var body: some View {
                typealias Entry = Plan
                let plan = Entry(title: "Lisbon", days: 4)
                return Text("\\(plan.title): \\(plan.days) days")
            }
        }
        #Preview { PlanRow() }
        """)
        #expect(texts == ["Lisbon: 4 days"])
    }
}

@Suite struct LocalTypeDeclarationTests {
    @Test func aTypeDeclaredInAClosureThatMakesAValueIsUsedThere() throws {
        let texts = try laidTexts("""
        let sampleTitle: String = {
            struct Draft { var words: [String]; var title: String { words.joined(separator: " ") } }
            return Draft(words: ["Weekly", "digest"]).title
        }()
        #Preview { Text(sampleTitle) }
        """)
        #expect(texts == ["Weekly digest"])
    }

    @Test func aTypeDeclaredInAGetterIsUsedThere() throws {
        let texts = try laidTexts("""
        struct Badge: View {
            var label: String {
                enum Level: String { case low = "Low", high = "High" }
                return Level.high.rawValue
            }
            var body: some View { Text(label) }
        }
        #Preview { Badge() }
        """)
        #expect(texts == ["High"])
    }

    @Test func aTypeInAFileLevelIfIsNotLocal() throws {
        let texts = try laidTexts("""
        #if DEBUG
        struct Sample { static let title = "Debug sample" }
        #endif
        #Preview { Text(Sample.title) }
        """)
        #expect(texts == ["Debug sample"])
    }
}
