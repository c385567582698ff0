// A PRSNL timeline row: title and preview text at fixed sizes (the app's `scalableFont(size:)`), with line limits
// and minimum scale factors that grow with the text size, and a disclosure chevron. Twin of layouts/timeline_row.yaml.
import SwiftUI

struct TimelineItem {
    var title: String
    var content: String
}

struct TimelineRow: View {
    let item: TimelineItem
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    /// More lines as the text grows; no limit at the largest size.
    private var lineLimit: Int? {
        switch dynamicTypeSize {
        case .accessibility1: return 5
        case .accessibility2: return 6
        case .accessibility3: return 8
        case .accessibility4: return 10
        case .accessibility5: return nil
        default: return 3
        }
    }

    private var minimumScale: CGFloat { dynamicTypeSize >= .accessibility2 ? 0.7 : 0.9 }

    var body: some View {
        HStack {
            VStack(alignment: .leading, spacing: 4) {
                Text(item.title)
                    .font(.system(size: 17, weight: .semibold))
                    .accessibilityIdentifier("title")
                Text(item.content)
                    .font(.system(size: 14))
                    .foregroundStyle(.secondary)
                    .accessibilityIdentifier("preview")
            }
            .lineLimit(lineLimit)
            .minimumScaleFactor(minimumScale)
            .padding(.vertical, 4)
            Spacer()
            Image(systemName: "chevron.right")
                .font(.footnote.weight(.semibold))
                .foregroundStyle(.tertiary)
                .accessibilityIdentifier("disclosure")
        }
    }
}

#Preview("short") {
    TimelineRow(item: TimelineItem(title: "Grocery list", content: "Milk, eggs, bread"))
        .padding(.horizontal)
}

#Preview("long") {
    TimelineRow(item: TimelineItem(
        title: "Notes from the quarterly planning meeting with the design and research teams",
        content: "We agreed to move the onboarding redesign to next quarter, pending the results of the accessibility audit and the usability sessions with screen-reader users."))
        .padding(.horizontal)
}

#Preview("german") {
    TimelineRow(item: TimelineItem(
        title: "Besprechungsnotizen zur Quartalsplanung mit dem Gestaltungsteam",
        content: "Die Überarbeitung der Einführungsbildschirme wird auf das nächste Quartal verschoben, bis die Ergebnisse der Barrierefreiheitsprüfung vorliegen."))
        .padding(.horizontal)
}
