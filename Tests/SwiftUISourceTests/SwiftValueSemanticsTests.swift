import DynamicType
import Layout
import Testing
@testable import SwiftUISource

/// A key the sources add to `EnvironmentValues`, read where no view up the tree sets it: its `defaultValue`.
@Suite struct SourceEnvironmentKeyTests {
    @Test func aKeyDeclaredInsideTheEnvironmentValuesExtensionGivesItsDefault() throws {
        let laid = try tree("""
        extension EnvironmentValues {
            private enum BannerTitleKey: EnvironmentKey { static var defaultValue = "Welcome back" }
            var bannerTitle: String {
                get { self[BannerTitleKey.self] }
                set { self[BannerTitleKey.self] = newValue }
            }
        }
        struct Banner: View {
            @Environment(\\.bannerTitle) private var title
            var body: some View { Text(title) }
        }
        #Preview { Banner() }
        """)
        #expect(shape(laid.body) == #"text "Welcome back""#)
    }

    @Test func aKeyPathThroughTheKeysValueReadsItsMember() throws {
        let laid = try tree("""
        struct PassIdentifiers { var group: String; var premium: String }
        extension EnvironmentValues {
            private enum PassIDsKey: EnvironmentKey {
                static var defaultValue = PassIdentifiers(group: "Family plan", premium: "Premium")
            }
            var passIDs: PassIdentifiers {
                get { self[PassIDsKey.self] }
                set { self[PassIDsKey.self] = newValue }
            }
        }
        struct PlanRow: View {
            @Environment(\\.passIDs.group) private var group
            var body: some View { Text(group) }
        }
        #Preview { PlanRow() }
        """)
        #expect(shape(laid.body) == #"text "Family plan""#)
    }
}

/// `==` on values of the sources' own types, as Swift decides it.
@Suite struct DeclaredTypeEqualityTests {
    @Test func structsWithEqualStoredPropertiesAreEqual() throws {
        let laid = try tree("""
        struct ServerID: Hashable { let raw: String }
        struct Badge: View {
            let selected: ServerID
            let current: ServerID
            var body: some View { Text(selected == current ? "Connected" : "Other server") }
        }
        #Preview { VStack { Badge(selected: ServerID(raw: "home"), current: ServerID(raw: "home"))
                            Badge(selected: ServerID(raw: "home"), current: ServerID(raw: "cabin")) } }
        """)
        #expect(shape(laid.body) == #"vstack(text "Connected", text "Other server")"#)
    }

    @Test func enumCasesWithDifferentPayloadsAreNotEqual() throws {
        // Compared by case name alone, `.loaded(1) == .loaded(2)` was true.
        let laid = try tree("""
        enum Phase: Equatable { case idle, loaded(Int) }
        struct Status: View {
            let phase: Phase
            var body: some View { Text(phase == .loaded(1) ? "First page" : "Later page") }
        }
        #Preview { VStack { Status(phase: .loaded(1)); Status(phase: .loaded(2)) } }
        """)
        #expect(shape(laid.body) == #"vstack(text "First page", text "Later page")"#)
    }

    @Test func aDeclaredEqualityOperatorDecides() throws {
        let laid = try tree("""
        struct Contact: Equatable {
            let id: Int
            let name: String
            static func == (lhs: Contact, rhs: Contact) -> Bool { lhs.id == rhs.id }
        }
        struct Row: View {
            var body: some View {
                Text(Contact(id: 7, name: "Ada") == Contact(id: 7, name: "Ada L.") ? "Same contact" : "Different")
            }
        }
        #Preview { Row() }
        """)
        #expect(shape(laid.body) == #"text "Same contact""#)
    }
}

/// The standard library's mutating collection methods change the variable they are called on.
@Suite struct CollectionMutationTests {
    @Test func insertingIntoASetAddsOnlyNewMembers() throws {
        let laid = try tree("""
        struct Picked: View {
            var body: some View {
                var tags: Set<String> = ["garden"]
                tags.insert("kitchen")
                tags.insert("garden")
                tags.remove("missing")
                return Text("\\(tags.count) rooms")
            }
        }
        #Preview { Picked() }
        """)
        #expect(shape(laid.body) == #"text "2 rooms""#)
    }

    @Test func removeAllWhereAndRemoveAtChangeTheArray() throws {
        let laid = try tree("""
        struct Queue: View {
            var body: some View {
                var names = ["Ada", "Grace", "", "Linus", ""]
                names.removeAll(where: { $0.isEmpty })
                let first = names.remove(at: 0)
                names.sort()
                names.reverse()
                return Text(first + ": " + names.joined(separator: ", "))
            }
        }
        #Preview { Queue() }
        """)
        #expect(shape(laid.body) == #"text "Ada: Linus, Grace""#)
    }

    @Test func removeAllAndSortTakeATrailingClosure() throws {
        let laid = try tree("""
        struct Queue: View {
            var body: some View {
                var names = ["Grace", "", "Ada", "Linus"]
                names.removeAll { $0.isEmpty }
                names.sort { $0.count < $1.count }
                return Text(names.joined(separator: ", "))
            }
        }
        #Preview { Queue() }
        """)
        #expect(shape(laid.body) == #"text "Ada, Grace, Linus""#)
    }
}

/// A PreviewProvider listing a widget's families in a ForEach shows each in its family's frame.
@Suite struct WidgetFamilyContextTests {
    @Test func aFamilyPassedByAForEachSetsTheWidgetsFrameAndEnvironment() throws {
        let laid = try tree("""
        struct OrdersView: View {
            @Environment(\\.widgetFamily) private var family
            var body: some View { Text(family == .systemMedium ? "Orders today: 12" : "12") }
        }
        enum OrdersWidget { static let families: [WidgetFamily] = [.systemMedium] }
        struct OrdersView_Previews: PreviewProvider {
            static var previews: some View {
                ForEach(OrdersWidget.families, id: \\.self) { family in
                    OrdersView().previewContext(WidgetPreviewContext(family: family))
                }
            }
        }
        """)
        #expect(shape(laid.body).contains(#"text "Orders today: 12""#), "\(shape(laid.body))")
        #expect(laidFrames(laid.body).first?.hasSuffix("338×158") == true, "\(laidFrames(laid.body).first ?? "")")
    }

    @Test func aDisplayNameInterpolatingTheFamilyIsNotEvaluated() throws {
        let laid = try tree("""
        struct OrdersView: View { var body: some View { Text("12 orders") } }
        struct OrdersView_Previews: PreviewProvider {
            static var previews: some View {
                ForEach([WidgetFamily.systemSmall], id: \\.self) { family in
                    OrdersView()
                        .previewContext(WidgetPreviewContext(family: family))
                        .previewDisplayName("Orders: \\(family)")
                }
            }
        }
        """)
        #expect(shape(laid.body).contains(#"text "12 orders""#), "\(shape(laid.body))")
    }
}

/// A method passed as a view builder's content is a function value: called without its argument labels.
@Suite struct MethodReferenceTests {
    @Test func aLabelledMethodPassedAsForEachContentBuildsEachRow() throws {
        let laid = try tree("""
        struct Suggestions: View {
            let items = ["Errors only", "Last hour"]
            var body: some View { VStack { ForEach(items, id: \\.self, content: makeRow) } }
            private func makeRow(for item: String) -> some View { Text(item) }
        }
        #Preview { Suggestions() }
        """)
        #expect(shape(laid.body) == #"vstack(text "Errors only", text "Last hour")"#)
    }
}

/// Initializers that fail and orders the sources declare, as Swift runs them.
@Suite struct FailableAndComparableTests {
    @Test func aFailableInitializerThatReturnsNilMakesNil() throws {
        let t = try tree("""
        struct Temperature {
            let celsius: Int
            init?(text: String) {
                guard let value = Int(text) else { return nil }
                celsius = value
            }
        }
        #Preview {
            VStack {
                Text(Temperature(text: "warm") == nil ? "No reading" : "Reading")
                Text("\\(Temperature(text: "21")?.celsius ?? 0) °C")
            }
        }
        """)
        #expect(shape(t.body) == #"vstack(text "No reading", text "21 °C")"#, "\(shape(t.body))")
    }

    @Test func anEnumInitializerDelegatesToItsRawValueInitializer() throws {
        let t = try tree("""
        enum Domain: String {
            case light, sensor
            init?(entityId: String) {
                self.init(rawValue: entityId.components(separatedBy: ".").first ?? "")
            }
        }
        #Preview {
            VStack {
                Text(Domain(entityId: "light.kitchen")?.rawValue ?? "unknown")
                Text(Domain(entityId: "fan.hall")?.rawValue ?? "unknown")
            }
        }
        """)
        #expect(shape(t.body) == #"vstack(text "light", text "unknown")"#, "\(shape(t.body))")
    }

    @Test func sortedUsesTheOrderTheTypeDeclares() throws {
        let t = try tree("""
        enum Group: Int, CaseIterable, Comparable {
            case later = 2, first = 1, last = 3
            static func < (lhs: Group, rhs: Group) -> Bool { lhs.rawValue < rhs.rawValue }
        }
        #Preview {
            VStack {
                Text(Group.allCases.sorted().map { "\\($0)" }.joined(separator: " "))
                Text(Group.last > Group.first ? "yes" : "no")
            }
        }
        """)
        #expect(shape(t.body) == #"vstack(text "first later last", text "yes")"#, "\(shape(t.body))")
    }
}

/// Property observers, run as Swift runs them: on every set outside the type's own initializers.
@Suite struct PropertyObserverTests {
    @Test func didSetRunsWhenAMutatingMethodChangesTheProperty() throws {
        let t = try tree("""
        struct Counter {
            var count = 0 { didSet { changes += 1 } }
            var changes = 0
            init(count: Int) { self.count = count }
            mutating func bump() { count += 2 }
        }
        #Preview {
            var counter = Counter(count: 5)
            counter.bump()
            counter.count = 1
            return Text("\\(counter.count) after \\(counter.changes) changes")
        }
        """)
        #expect(shape(t.body) == #"text "1 after 2 changes""#, "\(shape(t.body))")
    }

    @Test func aModelsObserversSeeTheOldAndNewValues() throws {
        let t = try tree("""
        final class Basket: ObservableObject {
            @Published var items: [String] = [] {
                willSet(incoming) { pending = incoming.count }
                didSet { summary = "\\(oldValue.count) → \\(items.count)"; items = items.sorted() }
            }
            var pending = 0
            var summary = ""
        }
        #Preview {
            let basket = Basket()
            basket.items = ["pear", "apple"]
            return Text("\\(basket.summary), \\(basket.pending), \\(basket.items.joined(separator: " "))")
        }
        """)
        #expect(shape(t.body) == #"text "0 → 2, 2, apple pear""#, "\(shape(t.body))")
    }
}

@Suite struct ComputedSetterTests {
    @Test func aComputedPropertysSetterRunsWhenItIsAssigned() throws {
        let t = try tree("""
        struct Split {
            var half = 5
            var whole: Int {
                get { half * 2 }
                set { half = newValue / 2 }
            }
            mutating func reset() { whole = 8 }
        }
        final class Model { var celsius = 0.0; var fahrenheit: Double { get { celsius * 9 / 5 + 32 } set(f) { celsius = (f - 32) * 5 / 9 } } }
        #Preview {
            var split = Split()
            split.whole = 20
            var other = Split()
            other.reset()
            let model = Model()
            model.fahrenheit = 212
            return Text("\\(split.half) \\(split.whole) \\(other.half) \\(model.celsius)")
        }
        """)
        #expect(shape(t.body) == #"text "10 20 4 100.000000""#, "\(shape(t.body))")
    }
}

/// An Optional interpolated into a String prints as Swift prints it: `Optional("X1")`, `nil`.
@Suite struct OptionalInterpolationTests {
    static let traveler = """
    struct Traveler { var passport: String?; var age: Int?; var name: String; var nickname: String! }
    let ann = Traveler(passport: "X1", age: nil, name: "Ann", nickname: "Annie")
    """

    @Test func aPropertyDeclaredOptionalPrintsItsDebugDescription() throws {
        let texts = try laidTexts(Self.traveler + """
        #Preview {
            let line = "Passport: \\(ann.passport), age: \\(ann.age), name: \\(ann.name), \\(ann.nickname)"
            return Text(line)
        }
        """)
        #expect(texts == ["Passport: Optional(\"X1\"), age: nil, name: Ann, Optional(\"Annie\")"])
    }

    @Test func anOptionalChainADictionaryLookupAndFirstAreOptionals() throws {
        let texts = try laidTexts(Self.traveler + """
        #Preview {
            let counts = ["a": 3]
            let names = ["Ann", "Ben"]
            let maybe: Traveler? = ann
            let line = "\\(counts["a"]) \\(names.first) \\(maybe?.name) \\(names.first!) \\(counts["b", default: 0])"
            return Text(line)
        }
        """)
        #expect(texts == ["Optional(3) Optional(\"Ann\") Optional(\"Ann\") Ann 0"])
    }

    @Test func anOptionalOfAModelIsReportedNotPrintedWithoutItsModule() {
        let d = diagnostic("""
        struct Trip { var title: String }
        struct Plan { var trip: Trip? }
        let plan = Plan(trip: Trip(title: "Rome"))
        #Preview { Text("\\(plan.trip)" as String) }
        """)
        #expect(d?.message.contains("prints its debug description, with the module's name") == true)
    }
}

/// Synthesized `Equatable` (SE-0185) compares member by member, arrays and dictionaries included.
@Suite struct SynthesizedEquatableTests {
    @Test func structsHoldingArraysAndDictionariesCompareByTheirMembers() throws {
        let texts = try laidTexts("""
        struct Track: Equatable { let id: Int; let title: String; let tags: [String]; var plays: [String: Int] = [:] }
        let tracks = [Track(id: 1, title: "A", tags: ["x"]), Track(id: 2, title: "B", tags: [], plays: ["me": 2])]
        #Preview {
            VStack {
                Text(tracks[1] == tracks[1] ? "Selected" : "No")
                Text(tracks[0] == Track(id: 1, title: "A", tags: ["y"]) ? "Same" : "Different")
                Text("#\\((tracks.firstIndex(of: tracks[1]) ?? 0) + 1)")
            }
        }
        """)
        #expect(texts == ["Selected", "Different", "#2"])
    }

    @Test func whatCannotBeComparedIsNamedTheSameOnEveryRun() {
        let source = """
        struct Row: Equatable { let a: Int; let b: [String: Int]; let c: Date; let d: String }
        let now = Date.now
        let rows = [Row(a: 1, b: [:], c: now, d: "x")]
        #Preview { Text(rows[0] == rows[0] ? "Same" : "No") }
        """
        let messages = Set((0..<8).map { _ in diagnostic(source)?.message ?? "none" })
        #expect(messages.count == 1)
        #expect(messages.first?.contains("Date.now") == true)
    }
}
