// Epilogue's reading controls: previous and next page buttons around the page position. The buttons show their
// titles at accessibility sizes. Twin of layouts/reading_controls.yaml.
import SwiftUI

struct ReadingControls: View {
    let page: String
    let previousTitle: String
    let nextTitle: String
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    var body: some View {
        HStack(spacing: dynamicTypeSize.isAccessibilitySize ? 8 : 16) {
            pageButton(previousTitle, systemImage: "chevron.left")
                .frame(minWidth: 44, minHeight: 44)
                .accessibilityIdentifier("previous")
            Spacer()
            Text(page)
                .font(.caption)
                .accessibilityIdentifier("page")
            Spacer()
            pageButton(nextTitle, systemImage: "chevron.right")
                .frame(minWidth: 44, minHeight: 44)
                .accessibilityIdentifier("next")
        }
        .padding()
        .background(.regularMaterial)
    }

    @ViewBuilder
    private func pageButton(_ title: String, systemImage: String) -> some View {
        if dynamicTypeSize.isAccessibilitySize {
            Button(title, systemImage: systemImage) {}
                .labelStyle(.titleAndIcon)
        } else {
            Button(title, systemImage: systemImage) {}
                .labelStyle(.iconOnly)
        }
    }
}

#Preview("short") {
    ReadingControls(page: "Page 12 of 240", previousTitle: "Previous", nextTitle: "Next")
}

#Preview("long") {
    ReadingControls(page: "Page 1,204 of 2,311 · Chapter 14: The Place Inside the Blizzard",
                    previousTitle: "Previous", nextTitle: "Next")
}

#Preview("german") {
    ReadingControls(page: "Seite 12 von 240", previousTitle: "Zurück", nextTitle: "Weiter")
}
