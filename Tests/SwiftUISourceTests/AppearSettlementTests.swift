import Testing
import ViewModel

/// An appear action that changes data other views read (a view model passed in, a SwiftData container, the
/// preview's own objects): SwiftUI evaluates the views that read it again, and the preview shows the result. One
/// whose change SwiftUI would lose, or that runs where layout decides (a List's row), is listed as not run.
@Suite struct AppearSettlementTests {
    static let feed = """
    final class Feed: ObservableObject {
        @Published var posts: [String] = []
        func load() { posts += ["First post", "Second post"] }
    }

    """

    @Test func anActionChangingAnObjectPassedInIsSeenByTheViewsThatReadItBefore() throws {
        let laid = try tree(Self.feed + """
        struct Posts: View {
            @ObservedObject var feed: Feed
            var body: some View { VStack { ForEach(feed.posts, id: \\.self) { Text($0) } }.onAppear { feed.load() } }
        }
        struct Home: View {
            @StateObject private var feed = Feed()
            var body: some View { VStack { Text("\\(feed.posts.count) posts"); Posts(feed: feed) } }
        }
        #Preview { Home() }
        """)
        #expect(shape(laid.body) == "vstack(text \"2 posts\", vstack(text \"First post\", text \"Second post\"))", "\(shape(laid.body))")
        #expect(laid.notShown.isEmpty, "\(laid.notShown)")
    }

    @Test func aViewModelMadeInThePreviewIsLoadedByTheViewsTask() throws {
        let texts = try laidTexts("""
        struct Order: Identifiable { let id: Int; let item: String }
        protocol OrderService { func orders() async throws -> [Order] }
        struct SampleOrders: OrderService {
            func orders() async throws -> [Order] { [Order(id: 1, item: "Cold brew"), Order(id: 2, item: "Cinnamon roll")] }
        }
        @MainActor final class OrdersModel: ObservableObject {
            @Published private(set) var orders: [Order] = []
            @Published var isLoading = true
            private let service: OrderService
            init(service: OrderService) { self.service = service }
            func load() async {
                defer { isLoading = false }
                do { orders = try await service.orders() } catch { orders = [] }
            }
        }
        struct OrdersList: View {
            @ObservedObject var model: OrdersModel
            var body: some View {
                VStack {
                    if model.isLoading { Text("Loading…") }
                    ForEach(model.orders) { Text($0.item) }
                }
                .task { await model.load() }
            }
        }
        #Preview { OrdersList(model: OrdersModel(service: SampleOrders())) }
        """)
        #expect(texts == ["Cold brew", "Cinnamon roll"])
    }

    static let library = """
    @Model final class Book {
        var title: String
        init(title: String) { self.title = title }
    }
    struct FillLibrary: ViewModifier {
        @Environment(\\.modelContext) private var context
        func body(content: Content) -> some View {
            content.onAppear {
                context.insert(Book(title: "Piranesi"))
                context.insert(Book(title: "Kindred"))
            }
        }
    }
    struct LibraryContainer: ViewModifier {
        let container: ModelContainer
        init() { container = try! ModelContainer(for: Book.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true)) }
        func body(content: Content) -> some View { content.modifier(FillLibrary()).modelContainer(container) }
    }
    struct Shelf: View {
        @Query(sort: \\Book.title) private var books: [Book]
        var body: some View { VStack { ForEach(books) { Text($0.title) } } }
    }

    """

    @Test func modelsAnOnAppearInsertsReachTheQueriesEvaluatedBeforeIt() throws {
        let laid = try tree(Self.library + """
        #Preview { Shelf().modifier(LibraryContainer()) }
        """)
        #expect(shape(laid.body) == "vstack(text \"Kindred\", text \"Piranesi\")", "\(shape(laid.body))")
        #expect(laid.notShown.isEmpty, "\(laid.notShown)")
    }

    @Test func theEnvironmentAnActionReadsIsTheOneOfTheViewItIsWrittenOn() throws {
        // The action runs after the modifier's body is evaluated, yet reads the model context set around it.
        let texts = try laidTexts(Self.library + """
        struct Screen: View {
            var body: some View { NavigationStack { Shelf() }.modifier(LibraryContainer()) }
        }
        #Preview { Screen() }
        """)
        #expect(texts == ["Kindred", "Piranesi"])
    }

    @Test func aTaskWrittenOnThePreviewsOwnViewsRuns() throws {
        let texts = try laidTexts(Self.feed + """
        struct Posts: View {
            @ObservedObject var feed: Feed
            var body: some View { VStack { ForEach(feed.posts, id: \\.self) { Text($0) } } }
        }
        #Preview {
            let feed = Feed()
            return Posts(feed: feed).task { feed.load() }
        }
        """)
        #expect(texts == ["First post", "Second post"])
    }

    @Test func anObjectTheBodyThatMadeItReadsIsMadeAnewSoTheChangeIsListedAsNotShown() throws {
        let laid = try tree("""
        @Observable final class Counter {
            var count = 0
            func bump() { count += 3 }
        }
        struct Badge: View {
            let counter: Counter
            var body: some View { Text("\\(counter.count) new").onAppear { counter.bump() } }
        }
        #Preview {
            let counter = Counter()
            VStack {
                Text("Total \\(counter.count)")
                Badge(counter: counter)
            }
        }
        """)
        #expect(shape(laid.body) == "vstack(text \"Total 0\", text \"0 new\")", "\(shape(laid.body))")
        let reason = laid.notShown.first?.notRunBecause ?? ""
        #expect(reason.contains("which the body that made it reads"), "\(laid.notShown)")
    }

    @Test func anActionOnAListRowThatChangesSharedDataIsNotRun() throws {
        // Paging: the last row's action loads the next page when it scrolls into view, which layout decides.
        let laid = try tree("""
        final class Pages: ObservableObject {
            @Published var items = ["Row 1", "Row 2"]
            func loadMore() { items += ["Row 3"] }
        }
        struct Paged: View {
            @ObservedObject var pages: Pages
            var body: some View {
                List(pages.items, id: \\.self) { item in
                    Text(item).onAppear { if item == pages.items.last { pages.loadMore() } }
                }
            }
        }
        #Preview { Paged(pages: Pages()) }
        """)
        #expect(laid.notShown.first?.notRunBecause?.contains("row of a List or lazy stack") == true, "\(laid.notShown)")
        #expect(!shape(laid.body).contains("Row 3"), "\(shape(laid.body))")
    }

    @Test func actionsThatKeepRevealingNewActionsStopAfterTheLastEvaluation() throws {
        // Each evaluation shows one more view whose action adds another: the fourth's is listed as not run.
        let laid = try tree("""
        final class Chain: ObservableObject {
            @Published var links = [0]
            func grow() { links.append(links.count) }
        }
        struct Link: View {
            let chain: Chain
            let n: Int
            var body: some View { Text("Link \\(n)").onAppear { chain.grow() } }
        }
        struct Links: View {
            @ObservedObject var chain: Chain
            var body: some View { VStack { ForEach(chain.links, id: \\.self) { Link(chain: chain, n: $0) } } }
        }
        #Preview { Links(chain: Chain()) }
        """)
        #expect(shape(laid.body) == "vstack(text \"Link 0\", text \"Link 1\", text \"Link 2\", text \"Link 3\")", "\(shape(laid.body))")
        #expect(laid.notShown.first?.notRunBecause?.contains("evaluations of the preview") == true, "\(laid.notShown)")
    }
}

/// Sample data an action generates may hold a run-time value (a refill date relative to now): it is kept while no
/// view reads that value, and the preview shows the generated data; a view that reads it shows the first state.
@Suite struct RunTimeValuesInGeneratedDataTests {
    static let garden = """
    final class Garden: ObservableObject {
        @Published var beds: [String] = []
        @Published var wateredAt: Date? = nil
        func plant() { beds = ["Tomatoes", "Basil"]; wateredAt = Date(timeIntervalSinceNow: -3600) }
    }
    struct Seeder: ViewModifier {
        let garden: Garden
        func body(content: Content) -> some View { content.onAppear { garden.plant() } }
    }

    """

    @Test func generatedDataIsShownWhenNoViewReadsItsRunTimeValue() throws {
        let laid = try tree(Self.garden + """
        struct Beds: View {
            @ObservedObject var garden: Garden
            var body: some View { VStack { ForEach(garden.beds, id: \\.self) { Text($0) } } }
        }
        #Preview { let garden = Garden(); return Beds(garden: garden).modifier(Seeder(garden: garden)) }
        """)
        #expect(shape(laid.body) == "vstack(text \"Tomatoes\", text \"Basil\")", "\(shape(laid.body))")
        #expect(laid.notShown.isEmpty, "\(laid.notShown)")
    }

    @Test func dataAwaitedFromOutsideTheCodeIsNotKeptEvenWhenOnlyItsCountIsRead() throws {
        let laid = try tree("""
        final class Mailbox: ObservableObject {
            @Published var subjects: [String] = []
            func refresh() async { subjects.append(await MailAPI.latestSubject()) }
        }
        struct Unread: View {
            @ObservedObject var mailbox: Mailbox
            var body: some View { Text("\\(mailbox.subjects.count) unread") }
        }
        #Preview { let mailbox = Mailbox(); return Unread(mailbox: mailbox).task { await mailbox.refresh() } }
        """)
        // The call may never return in a preview: the count it would make is not shown.
        #expect(shape(laid.body) == "text \"0 unread\"", "\(shape(laid.body))")
        #expect(laid.notShown.first?.notRunBecause?.contains("MailAPI") == true, "\(laid.notShown)")
    }

    @Test func aViewReadingTheRunTimeValueIsShownAsItFirstAppears() throws {
        let laid = try tree(Self.garden + """
        struct Beds: View {
            @ObservedObject var garden: Garden
            var body: some View {
                VStack {
                    ForEach(garden.beds, id: \\.self) { Text($0) }
                    if let watered = garden.wateredAt { Text(watered, style: .relative) }
                }
            }
        }
        #Preview { let garden = Garden(); return Beds(garden: garden).modifier(Seeder(garden: garden)) }
        """)
        #expect(shape(laid.body) == "vstack", "\(shape(laid.body))")
        #expect(laid.notShown.first?.notRunBecause?.contains("Date(timeIntervalSinceNow:)") == true, "\(laid.notShown)")
    }

    @Test func anActionStoppedInAnotherFileNamesThatFileAndLine() throws {
        let seeding = """
        final class Garden: ObservableObject {
            @Published var beds: [String] = []
            func plant() {
                beds = BedCatalog.load()
            }
        }
        """
        let view = """
        struct Beds: View {
            @StateObject var garden = Garden()
            var body: some View { VStack { ForEach(garden.beds, id: \\.self) { Text($0) } }.onAppear { garden.plant() } }
        }
        #Preview { Beds() }
        """
        let laid = try tree(files: [("Model/Garden.swift", seeding), ("Views/Beds.swift", view)])
        #expect(laid.notShown.first?.notRunBecause?.contains("(Garden.swift:4: `BedCatalog`") == true, "\(laid.notShown)")
    }
}
