import SwiftUI

final class Store: ObservableObject {
    @Published var title = "Pantry"
    @Published var items: [String] = []
    static let shared = Store()
    init() {}
    init(title: String) { self.init(); self.title = title; for i in 0..<3 { items.append("Item \(i)") } }
}

enum LoadState { case loading, loaded([String]), failed(message: String) }

struct Header: View {
    @EnvironmentObject var store: Store
    let state: LoadState
    var body: some View {
        VStack(alignment: .leading) {
            Text(store.title).font(.headline)
            switch state {
            case .loading: ProgressView()
            case .loaded(let names): Text("\(names.count) rooms · \(10 / 4) per page")
            case let .failed(message): Text(message).foregroundStyle(.red)
            }
        }
    }
}

#if DEBUG
#Preview { Header(state: .loaded(["Hall"])).environmentObject(Store(title: "Garage")) }
#endif
