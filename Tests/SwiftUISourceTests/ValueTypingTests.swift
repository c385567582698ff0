import Testing
@testable import SwiftUISource

/// A literal takes the type its context declares, as Swift infers it, so it prints as that type does.
@Suite struct LiteralTypingTests {
    @Test func aLiteralTakesTheTypeOfTheAssociatedValueRawValueOrDictionaryItFills() throws {
        let texts = try laidTexts("""
        enum Dose { case tablet(mg: Double) }
        enum Speed: Double { case normal = 1, fast = 1.5 }
        func label(_ d: Dose) -> String { switch d { case .tablet(let mg): return "\\(mg) mg" } }
        #Preview {
            let prices: [String: Double] = ["Tea": 3]
            let stars = true ? 4 : 4.5
            return VStack {
                Text(verbatim: label(.tablet(mg: 25)))
                Text(verbatim: "\\(Speed.normal.rawValue)×, tea \\(prices["Tea"]!), \\(stars) stars")
                Text(String(format: "%.1f mg", { if case .tablet(let mg) = Dose.tablet(mg: 8) { return mg }; return 0 }()))
            }
        }
        """)
        #expect(texts == ["25.0 mg", "1.0×, tea 3.0, 4.0 stars", "8.0 mg"])
    }

    @Test func anOptionalLocalIsInterpolatedAsAnOptional() throws {
        let texts = try laidTexts("""
        #Preview { let seat: Int? = 12; let row: Int? = nil; return Text(String("Seat \\(seat), row \\(row)")) }
        """)
        #expect(texts == ["Seat Optional(12), row nil"])
    }

    @Test func implicitMembersInATypedGlobalOrSetTakeTheElementType() throws {
        let texts = try laidTexts("""
        enum Genre: String { case mystery, sciFi = "sci-fi" }
        let shelf: [Genre] = [.sciFi, .mystery]
        #Preview { let picks: Set<Genre> = [.sciFi]; return Text("\\(shelf.map(\\.rawValue).joined(separator: ", ")); \\(picks.first!.rawValue)") }
        """)
        #expect(texts == ["sci-fi, mystery; sci-fi"])
    }
}

/// Everyday Swift forms of real view models.
@Suite struct EverydayModelFormsTests {
    @Test func aDatePlusATimeIntervalIsADate() throws {
        let texts = try laidTexts("""
        #Preview {
            var due = Date(timeIntervalSince1970: 1_719_792_000) + 2 * 86_400
            due -= 3600
            return Text(due, format: .dateTime.weekday().day().hour())
        }
        """)
        #expect(texts == ["Tue 2, 11\u{202F}PM"])  // ICU writes a narrow no-break space before PM
    }

    @Test func aStructKeepsItsMemberwiseInitializerBesideAnExtensionsInit() throws {
        let texts = try laidTexts("""
        struct Row<Accessory: View>: View {
            let title: String
            @ViewBuilder var accessory: () -> Accessory
            var body: some View { HStack { Text(title); accessory() } }
        }
        extension Row where Accessory == EmptyView {
            init(title: String) { self.init(title: title) { EmptyView() } }
        }
        #Preview { VStack { Row(title: "Rating") { Text("4.6") }; Row(title: "Plain") } }
        """)
        #expect(texts == ["Rating", "4.6", "Plain"])
    }

    @Test func aResultGivesItsValueOrThrowsItsError() throws {
        let texts = try laidTexts("""
        enum LoadError: LocalizedError { case offline
            var errorDescription: String? { "You are offline." } }
        #Preview {
            let loaded: Result<[String], LoadError> = .success(["Dune", "Emma"])
            let failed: Result<[String], LoadError> = .failure(.offline)
            var message = ""
            if case .failure(let e) = failed { message = e.localizedDescription }
            return VStack { Text(((try? loaded.get()) ?? []).joined(separator: ", ")); Text("\\((try? failed.get())?.count ?? 0) \\(message)") }
        }
        """)
        #expect(texts == ["Dune, Emma", "0 You are offline."])
    }

    @Test func anArraySortsByKeyPathComparatorsInTurn() throws {
        let texts = try laidTexts("""
        struct Charger { var name: String; var km: Double; var free: Int }
        let chargers = [Charger(name: "b", km: 2, free: 1), Charger(name: "A", km: 1, free: 3), Charger(name: "c", km: 2, free: 4)]
        #Preview {
            VStack {
                Text(chargers.sorted(using: [KeyPathComparator(\\Charger.km), KeyPathComparator(\\Charger.free, order: .reverse)]).map(\\.name).joined())
                Text(chargers.sorted(using: KeyPathComparator(\\Charger.name)).map(\\.name).joined())
                Text(chargers.sorted(using: SortDescriptor(\\Charger.name)).map(\\.name).joined())
            }
        }
        """)
        #expect(texts == ["Acb", "Abc", "Abc"])
    }

    @Test func allCasesAndMaxNeedNoTypeNameWhereTheTypeIsKnown() throws {
        let texts = try laidTexts("""
        enum Slot: String, CaseIterable, Comparable {
            case morning, evening
            static func < (a: Self, b: Self) -> Bool { allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)! }
        }
        #Preview { let left: Int? = nil; return Text("\\([Slot.evening, .morning].sorted().map(\\.rawValue).joined(separator: ",")) \\((left ?? .max) < 7)") }
        """)
        #expect(texts == ["morning,evening false"])
    }
}

/// A property written without a type has the type of its initial value, and an implicit `.init()` takes the type of
/// the property it is stored in, as Swift infers both.
@Suite struct InferredPropertyTypeTests {
    static let environment = """
    struct Environment {
        static var current = Environment()
        var log = Log.silent
        var strings = Strings()
        struct Log {
            var info: (String) -> Void
            static var silent: Log { Log(info: { _ in }) }
        }
        struct Strings {
            var collapse = "Collapse"
            var expand = "Expand"
            init() {}
        }
    }
    func with<T>(_ item: T, update: (inout T) -> Void) -> T {
        var copy = item
        update(&copy)
        return copy
    }

    """

    @Test func aPropertyTypedByItsInitialValueTakesAnImplicitInit() throws {
        let texts = try laidTexts(Self.environment + """
        #Preview {
            Environment.current.log = .init(info: { _ in })
            Environment.current.log.info("ready")
            return Text("Logged")
        }
        """)
        #expect(texts == ["Logged"])
    }

    @Test func anImplicitInitConfiguredInWithIsThePropertysTypeWithThoseProperties() throws {
        let texts = try laidTexts(Self.environment + """
        #Preview {
            Environment.current.strings = with(.init()) { $0.collapse = "Fold" }
            return VStack {
                Text(Environment.current.strings.collapse)
                Text(Environment.current.strings.expand)
            }
        }
        """)
        #expect(texts == ["Fold", "Expand"])
    }
}
