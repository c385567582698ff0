import Testing
import ViewModel

/// `.onAppear` and `.task` run when a view appears, and the view is checked as it shows what they set; an action
/// that cannot be run is undone and listed, never guessed.
@Suite struct AppearActionTests {
    static let recipe = """
    struct Recipe: Identifiable {
        let id: Int
        var title: String
        static let samples = [Recipe(id: 1, title: "Lemon drizzle cake"), Recipe(id: 2, title: "Tomato soup")]
    }

    """

    @Test func stateSetInOnAppearIsWhatTheViewShows() throws {
        let texts = try laidTexts(Self.recipe + """
        struct RecipeList: View {
            @State private var recipes: [Recipe] = []
            var body: some View {
                List(recipes) { Text($0.title) }
                    .onAppear { recipes = Recipe.samples }
            }
        }
        #Preview { RecipeList() }
        """)
        #expect(texts == ["Lemon drizzle cake", "Tomato soup"])
    }

    @Test func aTaskCallingTheViewsOwnMethodFillsItsState() throws {
        let texts = try laidTexts(Self.recipe + """
        struct RecipeList: View {
            @State private var recipes: [Recipe] = []
            @State private var isLoading = true
            var body: some View {
                VStack {
                    if isLoading { ProgressView() } else { ForEach(recipes) { Text($0.title) } }
                }
                .task { await load() }
            }
            private func load() async {
                recipes = Recipe.samples.filter { $0.id > 1 }
                isLoading = false
            }
        }
        #Preview { RecipeList() }
        """)
        #expect(texts == ["Tomato soup"])
    }

    @Test func aModelLoadedOnAppearIsReadByTheBodyAfterwards() throws {
        let texts = try laidTexts(Self.recipe + """
        final class RecipeStore: ObservableObject {
            @Published var recipes: [Recipe] = []
            func load() { recipes = Recipe.samples }
        }
        struct RecipeList: View {
            @StateObject private var store = RecipeStore()
            var body: some View {
                VStack { Text("\\(store.recipes.count) recipes"); ForEach(store.recipes) { Text($0.title) } }
                    .onAppear(perform: store.load)
            }
        }
        #Preview { RecipeList() }
        """)
        #expect(texts == ["2 recipes", "Lemon drizzle cake", "Tomato soup"])
    }

    @Test func aTaskStartedInOnAppearRunsItsWork() throws {
        let texts = try laidTexts("""
        struct Greeting: View {
            @State private var name = "…"
            var body: some View {
                Text("Hello, \\(name)").onAppear { Task { await fetch() } }
            }
            func fetch() async { name = "Amelia" }
        }
        #Preview { Greeting() }
        """)
        #expect(texts == ["Hello, Amelia"])
    }

    @Test func anActionThatReadsRuntimeDataIsUndoneAndListedAsNotRun() throws {
        let laid = try tree(Self.recipe + """
        struct RecipeList: View {
            @State private var recipes: [Recipe] = []
            @State private var status = "Loading recipes"
            var body: some View {
                VStack {
                    Text(status)
                    ForEach(recipes) { Text($0.title) }
                }
                .task {
                    status = "Updated"
                    recipes = try await RecipeAPI.shared.fetchAll()
                }
            }
        }
        #Preview { RecipeList() }
        """)
        // Neither assignment is kept: the view is as it first appears.
        #expect(shape(laid.body) == "vstack(text \"Loading recipes\")", "\(shape(laid.body))")
        #expect(laid.notShown.map(\.modifier) == ["task"])
        #expect(laid.notShown.first?.source.line == 14)
        #expect(laid.notShown.first?.notRunBecause?.contains("RecipeAPI") == true, "\(laid.notShown)")
    }

    @Test func aViewAppearsOnceSoItsActionIsNotRunAgainWhenItsBodyIsEvaluatedAgain() throws {
        let texts = try laidTexts("""
        struct Counter: View {
            @State private var appearances = 0
            var body: some View {
                Text("Appeared \\(appearances) time(s)").onAppear { appearances += 1 }
            }
        }
        #Preview { Counter() }
        """)
        #expect(texts == ["Appeared 1 time(s)"])
    }

    @Test func anActionThatChangesNothingLeavesTheViewAsItIs() throws {
        let laid = try tree("""
        struct Screen: View {
            var body: some View { Text("Settings").onAppear { print("shown") } }
        }
        #Preview { Screen() }
        """)
        #expect(shape(laid.body) == "text \"Settings\"")
        #expect(laid.notShown.isEmpty, "\(laid.notShown)")
    }

    @Test func aBodyEvaluatedAgainPresentsItsSheetOnce() throws {
        let laid = try tree("""
        struct Host: View {
            @State private var title = "…"
            var body: some View {
                Text(title).onAppear { title = "Ready" }.sheet(isPresented: .constant(true)) { Text("Details") }
            }
        }
        #Preview { Host() }
        """)
        #expect(shape(laid.body) == "vstack(text \"Ready\", text \"Details\")", "\(shape(laid.body))")
    }

    @Test func anActionSettingABindingIsNotRunSinceTheStateIsItsParents() throws {
        let laid = try tree("""
        struct Panel: View {
            @Binding var isOpen: Bool
            var body: some View { Text(isOpen ? "Open" : "Closed").onAppear { isOpen = true } }
        }
        struct Screen: View {
            @State private var open = false
            var body: some View { VStack { Text(open ? "Panel open" : "Panel closed"); Panel(isOpen: $open) } }
        }
        #Preview { Screen() }
        """)
        #expect(shape(laid.body) == "vstack(text \"Panel closed\", text \"Closed\")", "\(shape(laid.body))")
        #expect(laid.notShown.first?.notRunBecause?.contains("binding `isOpen`") == true, "\(laid.notShown)")
    }

    @Test func anActionStoringAnArrayWithAnUnknownElementIsUndone() throws {
        let laid = try tree("""
        struct Inbox: View {
            @State private var subjects: [String] = []
            var body: some View {
                VStack { Text("\\(subjects.count) messages") }
                    .task { subjects.append(await MailAPI.latestSubject()) }
            }
        }
        #Preview { Inbox() }
        """)
        #expect(shape(laid.body) == "vstack(text \"0 messages\")", "\(shape(laid.body))")
        #expect(laid.notShown.map(\.modifier) == ["task"])
    }

    @Test func aClosureAParentPassesDoesNotRunOnTheChildsStateEvenOfTheSameType() throws {
        let laid = try tree("""
        struct Outline: View {
            let title: String
            var children: [String] = []
            var onShown: () -> Void = {}
            @State private var shown = false
            var body: some View {
                VStack {
                    Text(shown ? "\\(title) ✓" : title)
                    ForEach(children, id: \\.self) { Outline(title: $0, onShown: { shown = true }) }
                }
                .onAppear(perform: onShown)
            }
        }
        #Preview { Outline(title: "Root", children: ["Leaf"]) }
        """)
        // The leaf's action sets the root's `shown`, which SwiftUI would show on the root; it is not run on the leaf.
        #expect(!shape(laid.body).contains("Leaf ✓"), "\(shape(laid.body))")
    }

    @Test func aViewInsideAGeometryReaderIsLaidOutAsItFirstAppears() throws {
        let laid = try tree("""
        struct Counter: View {
            @State private var label = "Counting"
            var body: some View { Text(label).onAppear { label = "Counted" } }
        }
        #Preview { GeometryReader { _ in Counter() } }
        """)
        // Its content is evaluated once per size layout proposes, not once per appearance.
        #expect(!shape(laid.body).contains("Counted"), "\(shape(laid.body))")
    }

    static let ticket = """
    struct Ticket: Identifiable {
        let id = UUID()
        var title: String
    }

    """

    @Test func rowsIdentifiedByAUUIDLoadedOnAppearAreShown() throws {
        let texts = try laidTexts(Self.ticket + """
        @Observable final class TicketModel {
            var tickets: [Ticket] = []
            var status = "Loading"
            func load() { tickets = [Ticket(title: "Printer jam"), Ticket(title: "New laptop")]; status = "2 open" }
        }
        struct Tickets: View {
            @State private var model = TicketModel()
            var body: some View {
                VStack { Text(model.status); ForEach(model.tickets) { Text($0.title) } }
                    .onAppear { model.load() }
            }
        }
        #Preview { Tickets() }
        """)
        // A ForEach reads a row's id only as its identity: the UUID never reaches layout.
        #expect(texts == ["2 open", "Printer jam", "New laptop"])
    }

    @Test func anActionStoringAUUIDTheBodyShowsIsUndoneAndListedAsNotRun() throws {
        let laid = try tree(Self.ticket + """
        struct Tickets: View {
            @State private var tickets: [Ticket] = []
            @State private var status = "Loading"
            var body: some View {
                VStack { Text(status); ForEach(tickets) { Text($0.id.uuidString) } }
                    .task { tickets = [Ticket(title: "Printer jam")]; status = "1 open" }
            }
        }
        #Preview { Tickets() }
        """)
        #expect(shape(laid.body) == "vstack(text \"Loading\")", "\(shape(laid.body))")
        #expect(laid.notShown.map(\.modifier) == ["task"])
        #expect(laid.notShown.first?.notRunBecause?.contains("`UUID()`") == true, "\(laid.notShown)")
    }

    @Test func anActionRunAfterOneThatIsUndoneIsUndoneWithIt() throws {
        let laid = try tree(Self.ticket + """
        struct Tickets: View {
            @State private var tickets: [Ticket] = []
            @State private var header = "Header before"
            @State private var footer = "Footer before"
            var body: some View {
                VStack { Text(header); ForEach(tickets) { Text($0.id.uuidString) }; Text(footer) }
                    .onAppear { header = "Header after" }
                    .task { tickets = [Ticket(title: "Printer jam")] }
                    .onAppear { footer = "Footer after" }
            }
        }
        #Preview { Tickets() }
        """)
        // The first action is kept; the last changed the same state after the undone one, so it is undone too.
        #expect(shape(laid.body) == "vstack(text \"Header after\", text \"Footer before\")", "\(shape(laid.body))")
        #expect(laid.notShown.map(\.modifier) == ["task", "onAppear"], "\(laid.notShown)")
    }

    @Test func anActionStampingTheCurrentTimeIsKeptWhileTheBodyDoesNotShowIt() throws {
        let texts = try laidTexts("""
        struct Feed: View {
            @State private var posts: [String] = []
            @State private var refreshed: Date?
            var body: some View {
                VStack { Text(posts.isEmpty ? "Nothing yet" : "\\(posts.count) posts"); ForEach(posts, id: \\.self) { Text($0) } }
                    .task { posts = ["Spring menu", "Opening hours"]; refreshed = .now }
            }
        }
        #Preview { Feed() }
        """)
        #expect(texts == ["2 posts", "Spring menu", "Opening hours"])
    }
}
