import Testing
@testable import SwiftUISource

/// The Composable Architecture in previews: a store made with an initial state shows that state through the store
/// (`store.count`, scopes, bindings); the reducer is never run.
@Suite struct ComposableArchitectureTests {
    static let feature = """
    import ComposableArchitecture
    struct Track: Equatable, Identifiable {
        let id: Int
        var title: String
    }
    @Reducer
    struct Playlist {
        @ObservableState
        struct State: Equatable {
            var name = "Untitled"
            var tracks: IdentifiedArrayOf<Track> = []
            var isShuffled = false
            var nowPlaying: Player.State?
            var summary: String { "\\(tracks.count) tracks" }
        }
        enum Action: BindableAction { case binding(BindingAction<State>), onAppear, nowPlaying(Player.Action) }
        var body: some ReducerOf<Self> {
            BindingReducer()
            Reduce { state, action in
                if case .onAppear = action { state.name = "Loaded" }
                return .none
            }
        }
    }
    @Reducer
    struct Player {
        @ObservableState
        struct State: Equatable { var title: String }
        enum Action { case pause }
    }
    struct PlayerBar: View {
        let store: StoreOf<Player>
        var body: some View { Text("Now playing: \\(store.title)") }
    }

    """

    @Test func aViewReadsTheInitialStateThroughItsStore() throws {
        let texts = try laidTexts(Self.feature + """
        struct PlaylistHeader: View {
            let store: StoreOf<Playlist>
            var body: some View { Text("\\(store.name): \\(store.summary)") }
        }
        #Preview {
            PlaylistHeader(store: Store(initialState: .init(name: "Road trip", tracks: [Track(id: 1, title: "Intro")])) {
                Playlist()
            })
        }
        """)
        #expect(texts == ["Road trip: 1 tracks"])
    }

    @Test func aScopeGivesAChildStoreOrNoneAndOnePerRow() throws {
        let texts = try laidTexts(Self.feature + """
        struct PlaylistView: View {
            let store: StoreOf<Playlist>
            var body: some View {
                VStack {
                    ForEach(store.tracks) { track in Text(track.title) }
                    if let player = store.scope(state: \\.nowPlaying, action: \\.nowPlaying) {
                        PlayerBar(store: player)
                    } else {
                        Text("Nothing playing")
                    }
                }
            }
        }
        #Preview {
            PlaylistView(store: Store(initialState: Playlist.State(
                tracks: IdentifiedArray(uniqueElements: [Track(id: 1, title: "Intro"), Track(id: 2, title: "Outro")]),
                nowPlaying: Player.State(title: "Intro"))) { Playlist() })
        }
        """)
        #expect(texts == ["Intro", "Outro", "Now playing: Intro"])
    }

    @Test func aBindableStoresBindingReadsTheState() throws {
        let laid = try tree(Self.feature + """
        struct Options: View {
            @Bindable var store: StoreOf<Playlist>
            var body: some View { Toggle("Shuffle \\(store.name)", isOn: $store.isShuffled) }
        }
        #Preview { Options(store: Store(initialState: Playlist.State(name: "Mix")) { Playlist() }) }
        """)
        #expect(shape(laid.body).contains("Shuffle Mix"), "\(shape(laid.body))")
    }

    @Test func anActionSentOnAppearIsNotRunSoTheInitialStateShows() throws {
        let texts = try laidTexts(Self.feature + """
        struct Header: View {
            let store: StoreOf<Playlist>
            var body: some View { Text(store.name).onAppear { store.send(.onAppear) } }
        }
        #Preview { Header(store: Store(initialState: Playlist.State()) { Playlist() }) }
        """)
        #expect(texts == ["Untitled"])
    }

    @Test func withViewStoreGivesItsContentTheState() throws {
        let texts = try laidTexts(Self.feature + """
        struct Legacy: View {
            let store: StoreOf<Playlist>
            var body: some View {
                WithViewStore(store, observe: { $0.tracks.first }) { viewStore in Text(viewStore.title) }
            }
        }
        #Preview { Legacy(store: Store(initialState: Playlist.State(tracks: [Track(id: 7, title: "Old style")])) { Playlist() }) }
        """)
        #expect(texts == ["Old style"])
    }
}
