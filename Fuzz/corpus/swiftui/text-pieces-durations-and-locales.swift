import SwiftUI

// Seed: text pieces in their own weight, Markdown from variables, durations, number modifiers, locale formatting,
// nested key paths, element bindings, a modified Group in a PreviewProvider, NavigationLink rows.
typealias Seconds = Double
extension TimeInterval { var minutes: String { "\(Int(self) / 60) min" } }
extension Seconds { var hours: String { "\(Int(self) / 3600) h" } }

struct Temperature { let value: Double }
struct Day { let name: String; let low: Temperature }
struct Item { var title: String; var done = false }

struct Summary: View {
    let content = "Just **shipped** a [fix](https://example.com) __today__"
    let length = Duration.seconds(2878)
    let days = [Day(name: "Mon", low: Temperature(value: 12)), Day(name: "Tue", low: Temperature(value: 9))]
    @State var items = [Item(title: "Milk"), Item(title: "Call Ann")]
    var fraction: Double { NSDecimalNumber(decimal: Decimal(412.37) / Decimal(600)).doubleValue }

    var body: some View {
        NavigationStack {
            Form {
                Text(LocalizedStringKey(content))
                Text(.init(content)).bold()
                Text("Total: ") + Text("$42.00").bold() + Text(" due ").fontWeight(.heavy) + Text("**today**")
                Text(length, format: .time(pattern: .minuteSecond))
                Text(length.formatted(.units(allowed: [.hours, .minutes], width: .wide)))
                Text(1204, format: .number.notation(.compactName))
                Text(-37.9, format: .currency(code: "USD").sign(strategy: .accounting))
                Text(4.75, format: .number.rounded(rule: .up, increment: 0.5))
                Text(fraction, format: .percent.precision(.fractionLength(0)))
                Text("\(Int(days.map(\.low.value).min() ?? 0))° \(days.map(\.name).joined(separator: ", "))")
                Text((2700.0).minutes + " · " + (7200.0).hours)
                Text(Calendar.current.date(from: DateComponents(year: 2021, month: 3, day: 14))!, format: .dateTime.year())
                Text(Date(timeIntervalSince1970: 1_718_300_000).formatted(.iso8601))
                Text("istanbul".localizedUppercase + "\(Int64(42))" + "\(UInt(7.8))")
                ForEach(items.indices, id: \.self) { i in Toggle(items[i].title, isOn: $items[i].done) }
                NavigationLink("Acknowledgements") { Text("Thanks") }
                NavigationLink { Text("x") } label: { LabeledContent("App Icon", value: "Default") }
            }
        }
    }
}

struct Summary_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            Summary()
            Summary().previewDisplayName("German").environment(\.locale, Locale(identifier: "de"))
        }
        .padding()
        .previewLayout(.sizeThatFits)
    }
}
