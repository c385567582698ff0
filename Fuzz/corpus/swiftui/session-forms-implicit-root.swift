import SwiftUI

var launches = 3
var isReturningUser: Bool { launches > 1 }

protocol Titled { var title: String { get } }

enum Mood: String, CaseIterable, Titled {
    case calm, busy
    var title: String { rawValue.capitalized }
    mutating func flip() { self = self == .calm ? .busy : .calm }
}

struct Tally: Titled {
    var hits = 0
    var misses = 0
    var title: String { "\(hits)/\(hits + misses)" }
    mutating func merge(_ other: Tally) { self = Tally(hits: hits + other.hits, misses: misses + other.misses) }
}

struct Welcome: View {
    let totals = Dictionary([("a", 1), ("b", 2), ("a", 3)], uniquingKeysWith: +)
    var body: some View {
        Spacer()
        Text(isReturningUser ? "Welcome back" : "Welcome").font(.largeTitle)
        Text("\(totals["a"] ?? 0) visits").font(.body)
        Spacer()
        ShareLink(item: URL(string: "https://example.com")!) { Label("Invite a friend", systemImage: "person.badge.plus") }
    }
}

#Preview {
    var mood = Mood.calm
    mood.flip()
    var tally = Tally(hits: 2)
    tally.merge(Tally(hits: 1, misses: 4))
    return VStack { Welcome(); Text(mood.title + " " + tally.title) }
}
#Preview("Root") { Welcome() }
