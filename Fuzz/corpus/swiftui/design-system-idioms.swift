import SwiftUI

extension CGFloat {
    static let gap: CGFloat = 12
    static let inset: CGFloat = 20
    static func grid(_ n: Int) -> CGFloat { CGFloat(n) * 4 }
}
extension ContentSizeCategory {
    var badgeScale: CGFloat {
        switch self {
        case .accessibilityExtraExtraExtraLarge: return 2
        case .large: return 1
        default: return 1.5
        }
    }
}
enum Env { static var isPreview: Bool { ProcessInfo.processInfo.environment["XCODE_RUNNING_FOR_PREVIEWS"] == "1" } }
extension Font {
    static var note: Font { ProcessInfo.processInfo.isiOSAppOnMac ? .body : .system(size: UIFontMetrics(forTextStyle: .footnote).scaledValue(for: 13)) }
}
struct Header: View {
    @Environment(\.redactionReasons) private var reasons
    @Environment(\.sizeCategory) private var sizeCategory
    var body: some View {
        HStack(spacing: .gap) {
            Text(reasons == .placeholder ? "Placeholder" : "Author").font(.note)
            if !reasons.contains(.placeholder) { Text("2h").frame(width: 20 * sizeCategory.badgeScale) }
        }
        .padding(.horizontal, .grid(2))
        .background(RoundedRectangle(cornerRadius: 6).inset(by: 0.5).stroke(lineWidth: 1))
        .accessibility(label: Text("Header"))
    }
}
@MainActor final class Feed: ObservableObject {
    @Published var dates: [Date] = []
    func load() async {
        try? await Task.sleep(for: .milliseconds(300))
        let parser = ISO8601DateFormatter()
        dates = ["2024-05-01T10:00:00Z", "bad"].compactMap { parser.date(from: $0) }
    }
}
struct FeedView: View {
    @StateObject private var feed = Feed()
    var body: some View {
        VStack {
            ForEach(ColorScheme.allCases, id: \.self) { Text($0 == .dark ? "Dark" : "Light") }
            ForEach(feed.dates, id: \.self) { Text($0.formatted(date: .abbreviated, time: .omitted)) }
            Text("Size \(UIFont.preferredFont(forTextStyle: .body).pointSize)")
        }
        .task { await feed.load() }
    }
}
#Preview { Header().redacted(reason: .placeholder) }
#Preview("Feed") { FeedView().navigationBarItems(trailing: Button("Edit") {}) }
