import SwiftUI

enum Meter { static let unit = UnitEnergy.kilowattHours.symbol }

struct Reading { let id: Int; let label: String; let badge: Image }

struct ReadingsList: View {
    let readings: [Reading]
    @State private var note = "Checked the meter twice"
    var body: some View {
        List {
            Section("Today") {
                ForEach(readings, id: \.id) { r in
                    HStack { r.badge; Text("\(r.label) \(Meter.unit)") }
                }
            }
            .listRowInsets(EdgeInsets(top: 2, leading: 6, bottom: 2, trailing: 6))
            .listSectionSpacing(.custom(12))
            Section { TextEditor(text: $note).frame(minHeight: 80) }
                .font(.callout)
        }
        .listSectionSpacing(18)
        .listRowSpacing(3)
    }
}

#Preview {
    ReadingsList(readings: [.init(id: 1, label: "12.4", badge: .init(systemName: "bolt")),
                            .init(id: 2, label: "9.1", badge: Image(systemName: "leaf"))])
}

#Preview("Plain") {
    List { Text("Gateway"); Text("Sensor \(UnitTemperature.celsius.symbol)") }.listStyle(.plain)
}
