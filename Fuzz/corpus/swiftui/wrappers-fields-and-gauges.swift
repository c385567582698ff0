import SwiftUI

@propertyWrapper
struct Clamped {
    private var number: Int
    private let maximum: Int
    init(wrappedValue: Int, maximum: Int) { self.maximum = maximum; number = min(wrappedValue, maximum) }
    var wrappedValue: Int {
        get { number }
        set { number = min(newValue, maximum) }
    }
}

extension String {
    init(count: Int, noun: String) { self = count == 1 ? "1 \(noun)" : "\(count) \(noun)s" }
}

struct Topping: Hashable, Identifiable { var name: String; var id: String { name } }

struct Settings {
    @Clamped(maximum: 10) var level: Int = 14
    var topping: Topping? = Topping(name: "Nuts")
    static let samples = [Settings(), Settings(level: 3)]
}

struct Panel: View {
    @State private var settings = Settings.samples[1]
    @State private var note = "Leave it at the door"
    @State private var amount: Double? = 12.5
    let toppings = [Topping(name: "Nuts"), Topping(name: "Sprinkles")]
    var body: some View {
        Form {
            TextField(text: $note, prompt: Text("Required")) { Text("Note") }
            TextField("Note", text: $note, axis: .vertical).lineLimit(2...4)
            TextField("Amount", value: $amount, format: .number)
            Toggle("Alerts", isOn: .constant(true)).labelsHidden()
            Picker("Topping", selection: $settings.topping) {
                Section { Text("None").tag(nil as Topping?) }
                Section { ForEach(toppings) { Text($0.name).tag(Optional($0)) } }
            }
            Gauge(value: Double(settings.level), in: 0...10) { Text(String(count: settings.level, noun: "cup")) }
        }
    }
}

struct Row: View {
    let settings: Settings
    var body: some View { Text("Level \(settings.level)") }
}

#Preview { Panel() }
#Preview { Row(settings: .samples[0]) }
