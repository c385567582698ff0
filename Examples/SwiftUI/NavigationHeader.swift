// Epilogue's library header: a large title and subtitle with an add button beside them, which moves under them,
// full width, at accessibility sizes. Twin of layouts/navigation_header.yaml.
import SwiftUI

struct NavigationHeader: View {
    let title: String
    let subtitle: String
    var action: (() -> Void)? = {}
    @ScaledMetric(relativeTo: .largeTitle) private var titleSize: CGFloat = 34
    @ScaledMetric(relativeTo: .body) private var subtitleSize: CGFloat = 17
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                VStack(alignment: .leading, spacing: 4) {
                    Text(title)
                        .font(.system(size: titleSize, weight: .bold))
                        .lineLimit(nil)
                        .accessibilityIdentifier("title")
                    Text(subtitle)
                        .font(.system(size: subtitleSize))
                        .foregroundStyle(.secondary)
                        .lineLimit(nil)
                        .accessibilityIdentifier("subtitle")
                }
                Spacer()
                if action != nil, !dynamicTypeSize.isAccessibilitySize {
                    AddButton()
                }
            }
            if dynamicTypeSize.isAccessibilitySize, action != nil {
                AddButton()
                    .frame(maxWidth: .infinity)
            }
        }
        .padding()
    }
}

/// The header's add button: the symbol's frame is at least 44 × 44, inside the button, so it is the hit target.
struct AddButton: View {
    var body: some View {
        Button(action: {}) {
            Image(systemName: "plus")
                .font(.title2)
                .frame(minWidth: 44, minHeight: 44)
        }
        .accessibilityIdentifier("add")
    }
}

#Preview("short") { NavigationHeader(title: "Library", subtitle: "12 books") }

#Preview("long") {
    NavigationHeader(title: "Currently Reading and Recently Finished",
                     subtitle: "12 books · 3 in progress · last opened yesterday")
}

#Preview("german") {
    NavigationHeader(title: "Bibliotheksverwaltung", subtitle: "12 Bücher · 3 werden gerade gelesen")
}
