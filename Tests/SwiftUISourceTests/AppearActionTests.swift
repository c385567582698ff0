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
}
