// A PRSNL search result: title, a two-line excerpt and the date.
// Twin of layouts/search_result_row.yaml.
import SwiftUI

struct SearchResult {
    var title: String
    var content: String
    var date: String

    static let short = SearchResult(title: "Trip ideas", content: "Lisbon in spring, maybe Porto too.", date: "3/14/26")
    static let long = SearchResult(
        title: "Research: accessibility requirements for the new onboarding flow and the settings screen",
        content: "The accessibility audit found that several onboarding screens truncate their headings at the largest text sizes and that two buttons have hit targets smaller than 44 points.",
        date: "11/22/26")
    static let german = SearchResult(
        title: "Recherche: Barrierefreiheitsanforderungen für den neuen Einführungsablauf",
        content: "Die Prüfung ergab, dass mehrere Einführungsbildschirme ihre Überschriften bei den größten Textgrößen abschneiden.",
        date: "22.11.26")
}

struct SearchResultRow: View {
    let result: SearchResult

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(result.title)
                .font(.headline)
                .lineLimit(1)
                .accessibilityIdentifier("result-title")
            Text(result.content)
                .font(.subheadline)
                .foregroundStyle(.secondary)
                .lineLimit(2)
                .accessibilityIdentifier("result-content")
            Text(result.date)
                .font(.caption)
                .foregroundStyle(.tertiary)
                .accessibilityIdentifier("result-date")
        }
        .padding(.vertical, 4)
    }
}

#Preview("short") { SearchResultRow(result: .short).padding(.horizontal) }
#Preview("long") { SearchResultRow(result: .long).padding(.horizontal) }
#Preview("german") { SearchResultRow(result: .german).padding(.horizontal) }
