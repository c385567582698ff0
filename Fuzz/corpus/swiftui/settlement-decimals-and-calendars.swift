import SwiftUI
import SwiftData

// Seeds for appear actions carried to a new evaluation, Decimal values, numbers in text keys and calendars set up
// by the code.

@Model final class Shelf {
    var title: String
    var count = 0
    init(title: String) { self.title = title }
}

struct Fill: ViewModifier {
    @Environment(\.modelContext) private var context
    func body(content: Content) -> some View {
        content.onAppear {
            context.insert(Shelf(title: "Poetry"))
            context.insert(Shelf(title: "Essays"))
            for shelf in try! context.fetch(FetchDescriptor<Shelf>()) { shelf.count = 3 }
        }
    }
}

final class Feed: ObservableObject {
    @Published var items: [String] = []
    func load() async { items += ["One", "Two"] }
}

struct FeedList: View {
    @ObservedObject var feed: Feed
    @Query(sort: \Shelf.title) private var shelves: [Shelf]
    var body: some View {
        VStack {
            ForEach(feed.items, id: \.self) { Text($0).onAppear { feed.items.append("more") } }
            ForEach(shelves) { Text("\($0.title): \($0.count)") }
            List(feed.items, id: \.self) { item in Text(item).task { await feed.load() } }
        }
        .task { await feed.load() }
    }
}

struct Price: View {
    let price: Decimal = 28
    let tip: Decimal = 0.15
    var body: some View {
        VStack {
            Text("\(price) + \(tip) = \(price + tip), \(1532) items, rated \(4.5)")
            Text(verbatim: "\(price / 3) \(-price) \(price == 28)")
            Text((price - 21) / price, format: .percent.sign(strategy: .always()))
            LabeledContent("Due", value: Date(timeIntervalSince1970: 1_700_000_000), format: .dateTime.day().month())
        }
    }
}

struct Week: View {
    var body: some View {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "America/New_York")!
        calendar.firstWeekday = 2
        let week = calendar.dateInterval(of: .weekOfYear, for: Date(timeIntervalSince1970: 1_710_979_200))!
        return Text(week.start, format: .dateTime.weekday().day()).environment(\.controlSize, .large)
    }
}

#Preview {
    let feed = Feed()
    return FeedList(feed: feed).modifier(Fill()).modelContainer(for: Shelf.self, inMemory: true)
}

#Preview { Price() }
#Preview { Week() }
