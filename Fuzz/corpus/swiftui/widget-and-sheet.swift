import SwiftUI
import WidgetKit

struct Entry: TimelineEntry { let date: Date; let title: String; var count = 3 }

struct EntryView: View {
    let entry: Entry
    @Environment(\.widgetFamily) private var family
    var body: some View {
        VStack(alignment: .leading, spacing: .zero) {
            Label(entry.title, systemSymbol: .starFill)
            if family == .systemMedium { Text("\(entry.count, specifier: "%02d") items") }
        }
        .sheet(isPresented: .constant(true)) { Text("Details for \(entry.title)").lineLimit(1) }
    }
}

struct CountWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "count", provider: Provider()) { entry in EntryView(entry: entry) }
            .contentMarginsDisabled()
    }
}

#Preview(as: .systemMedium) { CountWidget() } timeline: {
    Entry(date: Date(timeIntervalSince1970: 0), title: "Groceries to buy this weekend")
}
