import SwiftUI

struct Options {
    var names: [String: String]? = nil
    mutating func set(_ name: String, for slot: String) {
        var resolved = names ?? [:]
        resolved[slot] = name
        names = resolved
    }
}

func fill(_ options: inout Options, with pairs: [(slot: String, name: String)]) {
    for (slot, name) in pairs {
        guard !name.isEmpty else { continue }
        if slot == "stop" { break }
        options.set(name, for: slot)
    }
}

struct SlotsView: View {
    @State private var error: String?
    var body: some View {
        var options = Options()
        fill(&options, with: [("title", "Kitchen"), ("subtitle", ""), ("footer", "22 °C")])
        return VStack {
            Text(options.names?["title"] ?? "none")
            Text(error ?? "\(Int(pow(2.0, 5.0))) sensors")
        }
        .safeAreaInset(edge: .bottom, spacing: 8) { Text("Edit") }
    }
}

#Preview { SlotsView() }
