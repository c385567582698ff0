// Epilogue's custom tab bar: three tab buttons side by side, stacked with dividers from AX3.
// Twin of layouts/tab_bar.yaml.
import SwiftUI

enum Tab: String, CaseIterable {
    case library, search, profile

    var icon: String {
        switch self {
        case .library: return "books.vertical"
        case .search: return "magnifyingglass"
        case .profile: return "person.circle"
        }
    }
}

struct TabBar: View {
    let titles: [String]
    @State private var selection: Tab = .library
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    var body: some View {
        if dynamicTypeSize >= .accessibility3 {
            VStack(spacing: 0) {
                ForEach(Array(Tab.allCases.enumerated()), id: \.offset) { item in
                    tabButton(item.element, title: titles[item.offset])
                    Divider()
                }
            }
            .frame(maxWidth: .infinity)
        } else {
            HStack(spacing: 0) {
                ForEach(Array(Tab.allCases.enumerated()), id: \.offset) { item in
                    tabButton(item.element, title: titles[item.offset])
                }
            }
        }
    }

    private func tabButton(_ tab: Tab, title: String) -> some View {
        TabButton(title: title, icon: tab.icon, isSelected: selection == tab) { selection = tab }
            .accessibilityIdentifier("\(tab.rawValue)-tab")
    }
}

struct TabButton: View {
    let title: String
    let icon: String
    var isSelected = false
    var action: () -> Void = {}

    var body: some View {
        Button(action: action) {
            VStack(spacing: 4) {
                Image(systemName: icon)
                Text(title)
            }
            .frame(maxWidth: .infinity, minHeight: 44)
            .padding(.vertical, 8)
        }
        .foregroundStyle(isSelected ? Color.accentColor : Color.secondary)
    }
}

#Preview("english") { TabBar(titles: ["Library", "Search", "Profile"]) }
#Preview("long") { TabBar(titles: ["My Library", "Discover Books", "Reading Statistics"]) }
#Preview("german") { TabBar(titles: ["Bibliothek", "Durchsuchen", "Lesestatistiken"]) }
