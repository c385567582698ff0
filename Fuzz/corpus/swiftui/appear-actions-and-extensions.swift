import SwiftUI

extension String? { var orEmpty: String { self ?? "" } }
extension ColorScheme { var label: String { self == .dark ? "Dark" : "Light" } }

final class Store: ObservableObject {
    @Published var items: [String] = []
    func load() { items = ["One", "Two"] }
}

struct Row: View {
    @Binding var open: Bool
    var body: some View { Text(open ? "Open" : "Closed").onAppear { open = true } }
}

struct Screen: View {
    @StateObject private var store = Store()
    @State private var title: String? = nil
    @State private var open = false
    @Environment(\.colorScheme) private var scheme
    var body: some View {
        VStack {
            Text(title.orEmpty + scheme.label)
            ForEach(store.items, id: \.self) { Text($0) }
            Row(open: $open)
            TextField("Name", text: .constant("")).textFieldStyle(.roundedBorder)
        }
        .onAppear { title = "Loaded"; store.load() }
        .task { await refresh() }
        #if os(iOS)
        .environment(\.isEnabled, false)
        #endif
    }
    func refresh() async { Task { title = "Refreshed" } }
}

#Preview { Screen() }
