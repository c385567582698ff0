/// Generated SwiftUI view files shaped like real cards and rows (a model with sample data, `@ScaledMetric`,
/// `@Environment(\.dynamicTypeSize)`, `AnyLayout`, `ForEach`, a button, two `#Preview`s), from a seed.
public struct SwiftUIBenchCorpus: Sendable {
    public var seed: UInt64

    public init(seed: UInt64) { self.seed = seed }

    static let titles = ["Continue reading", "Bibliotheksverwaltung", "The Left Hand of Darkness", "Water the monstera",
                         "Morning run", "Quarterly report", "Erneut versuchen", "Ergonomic standing desk"]
    static let symbols = ["book", "leaf", "heart", "bell", "star", "cart"]
    static let fonts = [".headline", ".body", ".title3", ".subheadline", ".system(size: 17, weight: .semibold)"]

    /// The source of file `index`: one view and two previews.
    public func file(_ index: Int) -> String {
        var rng = SplitMix64(seed: seed &+ UInt64(index) &* 0x9E37_79B9)
        func pick(_ list: [String]) -> String { list[rng.below(list.count)] }
        let name = "Card\(index)"
        let title = pick(Self.titles), other = pick(Self.titles)
        let lines = 1 + rng.below(3)
        let padding = 8 + rng.below(4) * 4
        return """
        import SwiftUI

        struct Item\(index): Identifiable {
            var id: String { title }
            var title: String
            var detail: String
            var tags: [String]

            static let sample = Item\(index)(title: "\(title)", detail: "\(other) · \(index) min", tags: ["new", "saved"])
            static let long = Item\(index)(title: "\(title) and \(other.lowercased())", detail: "\(other)", tags: ["a"])
        }

        struct \(name): View {
            let item: Item\(index)
            var showsButton = true
            @ScaledMetric(relativeTo: .body) private var iconSize: CGFloat = \(20 + rng.below(10))
            @Environment(\\.dynamicTypeSize) private var dynamicTypeSize

            private var layout: AnyLayout {
                dynamicTypeSize.isAccessibilitySize
                    ? AnyLayout(VStackLayout(alignment: .leading, spacing: 8))
                    : AnyLayout(HStackLayout(alignment: .center, spacing: 12))
            }

            var body: some View {
                layout {
                    Image(systemName: "\(pick(Self.symbols))")
                        .font(.system(size: iconSize))
                        .frame(width: iconSize * 1.5)
                    VStack(alignment: .leading, spacing: 4) {
                        Text(item.title)
                            .font(\(pick(Self.fonts)))
                            .lineLimit(\(lines))
                        Text(item.detail)
                            .font(.subheadline)
                            .foregroundStyle(.secondary)
                        HStack {
                            ForEach(item.tags, id: \\.self) { tag in
                                Text(tag).font(.caption).padding(4)
                            }
                        }
                    }
                    .frame(maxWidth: .infinity, alignment: .leading)
                    if showsButton {
                        Button {
                        } label: {
                            Label("Save", systemImage: "bookmark")
                                .labelStyle(.iconOnly)
                                .padding(\(padding / 2))
                        }
                        .accessibilityIdentifier("save")
                    }
                }
                .padding(\(padding))
                .background(.background, in: RoundedRectangle(cornerRadius: 12))
            }
        }

        #Preview("Sample") {
            \(name)(item: .sample)
                .padding(.horizontal)
        }

        #Preview("Long") {
            \(name)(item: .long, showsButton: false)
                .padding(.horizontal)
        }

        """
    }
}
