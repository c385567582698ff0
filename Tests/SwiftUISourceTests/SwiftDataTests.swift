import Testing
@testable import SwiftUISource

/// SwiftData in previews: an in-memory container holds exactly what the preview inserts, so `@Query` and `fetch`
/// results are known; a store on disk, and an order SwiftData leaves unspecified, are reported.
@Suite struct SwiftDataTests {
    static let model = """
    import SwiftData
    @Model final class Trip {
        var name: String
        var nights: Int
        var isFavorite: Bool = false
        @Relationship(deleteRule: .cascade) var stops: [Stop] = []
        init(name: String, nights: Int, stops: [Stop] = []) {
            self.name = name
            self.nights = nights
            self.stops = stops
        }
    }
    @Model final class Stop {
        var city: String
        init(city: String) { self.city = city }
    }
    extension Trip {
        static var samples: [Trip] {
            [Trip(name: "Lisbon weekend", nights: 2), Trip(name: "city break 10", nights: 3),
             Trip(name: "Alps hiking", nights: 7), Trip(name: "City break 9", nights: 4)]
        }
    }
    @MainActor let previewContainer: ModelContainer = {
        let container = try! ModelContainer(for: Trip.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        for trip in Trip.samples { container.mainContext.insert(trip) }
        return container
    }()

    """

    @Test func aQueryShowsTheInsertedModelsInItsSortOrderComparingNamesAsFinderDoes() throws {
        let texts = try laidTexts(Self.model + """
        struct TripList: View {
            @Query(sort: \\Trip.name) private var trips: [Trip]
            var body: some View {
                VStack { ForEach(trips) { trip in Text(trip.name) } }
            }
        }
        #Preview { TripList().modelContainer(previewContainer) }
        """)
        // `localizedStandard`: case-insensitive, numbers by value ("9" before "10").
        #expect(texts == ["Alps hiking", "City break 9", "city break 10", "Lisbon weekend"])
    }

    @Test func aQueryFiltersWithItsPredicateAndSortsInReverse() throws {
        let texts = try laidTexts(Self.model + """
        struct LongTrips: View {
            @Query(filter: #Predicate<Trip> { $0.nights > 2 }, sort: [SortDescriptor(\\Trip.nights, order: .reverse)])
            private var trips: [Trip]
            var body: some View { VStack { ForEach(trips) { Text("\\($0.name): \\($0.nights)") } } }
        }
        #Preview { LongTrips().modelContainer(previewContainer) }
        """)
        #expect(texts == ["Alps hiking: 7", "City break 9: 4", "city break 10: 3"])
    }

    @Test func aQueryBuiltInAnInitializerCapturesItsArguments() throws {
        let texts = try laidTexts(Self.model + """
        struct TripsLonger: View {
            @Query private var trips: [Trip]
            init(than nights: Int) {
                _trips = Query(filter: #Predicate<Trip> { trip in trip.nights > nights }, sort: \\.nights)
            }
            var body: some View { Text(trips.map(\\.name).joined(separator: ", ")) }
        }
        #Preview { TripsLonger(than: 3).modelContainer(previewContainer) }
        """)
        #expect(texts == ["City break 9, Alps hiking"])
    }

    @Test func anEmptyInMemoryContainerShowsTheEmptyState() throws {
        let texts = try laidTexts(Self.model + """
        struct TripList: View {
            @Query(sort: \\Trip.name) private var trips: [Trip]
            var body: some View {
                if trips.isEmpty { Text("No trips yet") } else { ForEach(trips) { Text($0.name) } }
            }
        }
        #Preview { TripList().modelContainer(for: Trip.self, inMemory: true) }
        """)
        #expect(texts == ["No trips yet"])
    }

    @Test func withoutAContainerAQueryIsReportedAsSwiftDataStopsThere() {
        let d = diagnostic(Self.model + """
        struct Count: View {
            @Query private var trips: [Trip]
            var body: some View { Text("\\(trips.count) trips") }
        }
        #Preview { Count() }
        """)
        #expect(d?.message.contains("add `.modelContainer(for: Trip.self, inMemory: true)`") == true, "\(d?.message ?? "")")
    }

    @Test func aStoreOnDiskIsReportedWhereTheQueryIsRead() {
        let d = diagnostic(Self.model + """
        struct Count: View {
            @Query private var trips: [Trip]
            var body: some View { Text("\\(trips.count) trips") }
        }
        #Preview { Count().modelContainer(for: Trip.self) }
        """)
        #expect(d?.message.contains("store on disk") == true, "\(d?.message ?? "")")
    }

    @Test func withoutASortTheCountIsShownAndTheOrderIsReported() throws {
        let count = try laidTexts(Self.model + """
        struct Count: View {
            @Query private var trips: [Trip]
            var body: some View { Text("\\(trips.count) trips") }
        }
        #Preview { Count().modelContainer(previewContainer) }
        """)
        #expect(count == ["4 trips"])
        let d = diagnostic(Self.model + """
        struct TripList: View {
            @Query private var trips: [Trip]
            var body: some View { VStack { ForEach(trips) { Text($0.name) } } }
        }
        #Preview { TripList().modelContainer(previewContainer) }
        """)
        #expect(d?.message.contains("SwiftData models fetched without a sort") == true, "\(d?.message ?? "")")
    }

    @Test func modelsWithEqualSortKeysAreInAnUnspecifiedOrder() {
        let d = diagnostic(Self.model + """
        struct ByFavorite: View {
            @Query(sort: \\Trip.isFavorite) private var trips: [Trip]
            var body: some View { VStack { ForEach(trips) { Text($0.name) } } }
        }
        #Preview { ByFavorite().modelContainer(previewContainer) }
        """)
        #expect(d?.message.contains("unspecified order") == true, "\(d?.message ?? "")")
    }

    @Test func insertingATripInsertsItsStopsAndDeletedModelsAreGone() throws {
        let texts = try laidTexts(Self.model + """
        struct Stops: View {
            @Query(sort: \\Stop.city) private var stops: [Stop]
            @Query private var trips: [Trip]
            var body: some View { Text("\\(trips.count) trips: " + stops.map(\\.city).joined(separator: ", ")) }
        }
        #Preview {
            let container = try! ModelContainer(for: Trip.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
            let trip = Trip(name: "Rail", nights: 5, stops: [Stop(city: "Vienna"), Stop(city: "Budapest")])
            let old = Trip(name: "Old", nights: 1)
            container.mainContext.insert(trip)
            container.mainContext.insert(old)
            container.mainContext.delete(old)
            return Stops().modelContainer(container)
        }
        """)
        #expect(texts == ["1 trips: Budapest, Vienna"])
    }

    @Test func aViewFetchesFromTheEnvironmentsContext() throws {
        let texts = try laidTexts(Self.model + """
        struct Longest: View {
            @Environment(\\.modelContext) private var context
            var body: some View {
                let trips = (try? context.fetch(FetchDescriptor<Trip>(sortBy: [SortDescriptor(\\.nights, order: .reverse)]))) ?? []
                let count = (try? context.fetchCount(FetchDescriptor<Trip>(predicate: #Predicate { $0.nights < 4 }))) ?? 0
                Text("\\(trips.first?.name ?? "none"), \\(count) short")
            }
        }
        #Preview { Longest().modelContainer(previewContainer) }
        """)
        #expect(texts == ["Alps hiking, 2 short"])
    }

    @Test func insertingWithoutAContainerIsReportedAsSwiftDataThrowsThere() {
        let d = diagnostic(Self.model + """
        #Preview {
            @Previewable @Environment(\\.modelContext) var context
            context.insert(Trip(name: "New", nights: 1))
            return Text("Added")
        }
        """)
        #expect(d?.message.contains("has no container") == true, "\(d?.message ?? "")")
    }

    @Test func aSecondContextsInsertsReachTheQueryOnlyOnceSaved() throws {
        let texts = try laidTexts(Self.model + """
        struct Count: View {
            @Query private var trips: [Trip]
            var body: some View { Text("\\(trips.count) trips") }
        }
        #Preview {
            let container = try! ModelContainer(for: Trip.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
            let saved = ModelContext(container)
            saved.insert(Trip(name: "Saved", nights: 1))
            try! saved.save()
            let unsaved = ModelContext(container)
            unsaved.insert(Trip(name: "Unsaved", nights: 1))
            return Count().modelContainer(container)
        }
        """)
        #expect(texts == ["1 trips"])
    }
}

/// What a `ViewModifier`'s body or a modifier of `extension View` puts in the environment reaches the modified views,
/// as in SwiftUI: apps inject preview data this way (`.withPreviewData()`).
@Suite struct EnvironmentThroughModifiersTests {
    static let settings = """
    final class Settings: ObservableObject { @Published var name = "Ada" }
    struct Greeting: View {
        @EnvironmentObject var settings: Settings
        var body: some View { Text("Hi \\(settings.name)") }
    }

    """

    @Test func aViewExtensionsEnvironmentObjectReachesTheModifiedView() throws {
        let texts = try laidTexts(Self.settings + """
        extension View {
            func withPreviewEnvironment() -> some View { environmentObject(Settings()) }
        }
        #Preview { Greeting().withPreviewEnvironment() }
        """)
        #expect(texts == ["Hi Ada"])
    }

    @Test func aViewModifiersEnvironmentObjectReachesItsContent() throws {
        let laid = try tree(Self.settings + """
        struct Inject: ViewModifier {
            func body(content: Content) -> some View { content.environmentObject(Settings()).padding() }
        }
        #Preview { Greeting().modifier(Inject()) }
        """)
        #expect(shape(laid.body) == #"padding(text "Hi Ada")"#)
    }

    @Test func aContainerAttachedByAModifierReachesTheQueriesBelowIt() throws {
        let texts = try laidTexts(SwiftDataTests.model + """
        struct SampleContainer: ViewModifier {
            let container = previewContainer
            func body(content: Content) -> some View { content.modelContainer(container) }
        }
        extension View {
            func sampleTrips() -> some View { modifier(SampleContainer()) }
        }
        struct Count: View {
            @Query private var trips: [Trip]
            var body: some View { Text("\\(trips.count) trips") }
        }
        #Preview { Count().sampleTrips() }
        """)
        #expect(texts == ["4 trips"])
    }

    @Test func withoutTheModifierTheMissingObjectIsStillReported() {
        let d = diagnostic(Self.settings + "#Preview { Greeting().padding() }")
        #expect(d?.message.contains("nothing above this view provides one") == true, "\(d?.message ?? "")")
    }
}

/// A sort descriptor's string comparator decides the order; one the evaluator does not know is reported.
@Suite struct SortComparatorTests {
    static func list(_ comparator: String) -> String {
        SwiftDataTests.model + """
        struct Names: View {
            @Query(sort: [SortDescriptor(\\Trip.name\(comparator))]) private var trips: [Trip]
            var body: some View { Text(trips.map(\\.name).joined(separator: " | ")) }
        }
        #Preview { Names().modelContainer(previewContainer) }
        """
    }

    @Test func theLexicalComparatorPutsCapitalsFirstAndTenBeforeNine() throws {
        #expect(try laidTexts(Self.list(", comparator: .lexical")) == ["Alps hiking | City break 9 | Lisbon weekend | city break 10"])
    }

    @Test func anUnknownComparatorIsReported() {
        let d = diagnostic(Self.list(", comparator: .custom"))
        #expect(d?.message.contains("comparator") == true, "\(d?.message ?? "")")
    }
}

/// A generic preview wrapper (`ModelPreview { trip in TripRow(trip: trip) }`) fetches the model type Swift infers
/// from how its closure uses its parameter.
@Suite struct GenericModelPreviewTests {
    static let wrapper = SwiftDataTests.model + """
    struct ModelPreview<Model: PersistentModel, Content: View>: View {
        var content: (Model) -> Content
        init(@ViewBuilder content: @escaping (Model) -> Content) { self.content = content }
        var body: some View {
            ZStack { PreviewContentView(content: content) }.modelContainer(oneTrip)
        }
        struct PreviewContentView: View {
            var content: (Model) -> Content
            @Query private var models: [Model]
            var body: some View {
                if let model = models.first { content(model) } else { Text("No model") }
            }
        }
    }
    @MainActor let oneTrip: ModelContainer = {
        let container = try! ModelContainer(for: Trip.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        container.mainContext.insert(Trip(name: "Lisbon weekend", nights: 2))
        return container
    }()
    struct TripRow: View {
        let trip: Trip
        var body: some View { Text("\\(trip.name), \\(trip.nights) nights") }
    }

    """

    @Test func theModelTypeIsInferredFromTheInitializerTheClosurePassesItTo() throws {
        let texts = try laidTexts(Self.wrapper + """
        #Preview { ModelPreview { trip in TripRow(trip: trip) } }
        """)
        // One trip in the store: the unsorted query's `first` is that trip whatever the store's order.
        #expect(texts == ["Lisbon weekend, 2 nights"])
    }

    @Test func aClosureThatNamesNoTypeForItsParameterIsReported() {
        let d = diagnostic(Self.wrapper + """
        #Preview { ModelPreview { model in Text("A model") } }
        """)
        #expect(d?.message.contains("the model type `Model` fetched here is not a type of the sources") == true)
    }
}
