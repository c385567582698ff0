import DynamicType
import Layout
import Specs
import ViewModel
import SwiftUISource
import Testing

/// A design system's length tokens: `extension CGFloat { static let gap: CGFloat = 12 }`, written as implicit members
/// where a length is expected (`VStack(spacing: .gap)`, `.padding(.inset)`), as Swift reads them from the parameter's type.
@Suite struct LengthTokenTests {
    static let tokens = """
    extension CGFloat {
        static let gap: CGFloat = 12
        static let inset: CGFloat = 20
        static func grid(_ n: Int) -> CGFloat { CGFloat(n) * 4 }
    }
    """

    @Test func aTokenIsAStacksSpacing() throws {
        let t = try tree(Self.tokens + "\n#Preview { VStack(spacing: .gap) { Text(\"A\"); Text(\"B\") } }")
        let frames = laidFrames(t.body)
        #expect(frames.contains("text (0, 32) 10×20"), "\(frames)")
    }

    @Test func aTokenIsAPaddingLengthAloneOrAfterEdges() throws {
        let t = try tree(Self.tokens + "\n#Preview { VStack { Text(\"A\").padding(.inset).padding(.horizontal, .grid(2)) } }")
        let frames = laidFrames(t.body)
        #expect(frames.contains("text (28, 20) 10×20"), "\(frames)")
    }

    @Test func anEdgeSetIsStillAnEdgeSet() throws {
        let t = try tree(Self.tokens + "\n#Preview { VStack { Text(\"A\").padding(.leading) } }")
        #expect(laidFrames(t.body).contains("text (16, 0) 10×20"), "\(laidFrames(t.body))")
    }

    @Test func aTokenTwoNumberTypesDeclareDifferentlyIsReportedNotGuessed() {
        let d = diagnostic("""
        extension CGFloat { static let gap: CGFloat = 12 }
        extension Double { static let gap: Double = 10 }
        #Preview { VStack(spacing: .gap) { Text("A") } }
        """)
        #expect(d?.message.contains("`.gap` is declared on CGFloat and Double with different values") == true, "\(d?.message ?? "nil")")
    }
}

/// `@Environment(\.sizeCategory)` is a `ContentSizeCategory`: members an app adds to that type (a scale per size)
/// read the category the view is laid out at, as those added to `DynamicTypeSize` do.
@Suite struct ContentSizeCategoryExtensionTests {
    static let badge = """
    extension ContentSizeCategory {
        var badgeScale: CGFloat {
            switch self {
            case .accessibilityExtraExtraExtraLarge: return 2
            case .large: return 1
            default: return 1.5
            }
        }
    }
    struct Badge: View {
        @Environment(\\.sizeCategory) private var sizeCategory
        var body: some View { Text("1").frame(width: 20 * sizeCategory.badgeScale) }
    }
    #Preview { Badge() }
    """

    @Test func aMemberAddedToContentSizeCategoryReadsTheCategory() throws {
        #expect(laidFrames(try tree(Self.badge, at: .large).body).first == "frame (0, 0) 20×20")
        #expect(laidFrames(try tree(Self.badge, at: .accessibility5).body).first == "frame (0, 0) 40×20")
        #expect(laidFrames(try tree(Self.badge, at: .small).body).first == "frame (0, 0) 30×20")
    }
}

/// `.redacted(reason: .placeholder)` sets `\.redactionReasons` for the views inside (Apple's `redacted(reason:)`), so a
/// view that hides its details while loading hides them; `.unredacted()` clears it.
@Suite struct RedactionReasonsTests {
    static let header = """
    struct Header: View {
        @Environment(\\.redactionReasons) private var reasons
        var body: some View {
            HStack {
                Text(reasons == .placeholder ? "Placeholder" : "Author")
                if !reasons.contains(.placeholder) { Text("2h") }
            }
        }
    }
    """

    @Test func withoutRedactionTheDetailsShow() throws {
        #expect(try laidTexts(Self.header + "\n#Preview { Header() }") == ["Author", "2h"])
    }

    @Test func aPlaceholderRedactionHidesWhatTheViewHidesForIt() throws {
        #expect(try laidTexts(Self.header + "\n#Preview { Header().redacted(reason: .placeholder) }") == ["Placeholder"])
    }

    @Test func reasonsKnownOnlyAtRunTimeAreReportedWithWhatMakesThemUnknown() {
        let d = diagnostic(Self.header + """

        #Preview { Header().redacted(reason: UserDefaults.standard.object(forKey: "r") as? RedactionReasons ?? []) }
        """)
        #expect(d?.message.contains("`UserDefaults.standard` is the running app's saved settings") == true, "\(d?.message ?? "nil")")
    }

    @Test func unredactedClearsTheReasonsForTheViewsInside() throws {
        let source = Self.header + "\n#Preview { VStack { Header().unredacted() }.redacted(reason: .placeholder) }"
        #expect(try laidTexts(source) == ["Author", "2h"])
    }
}

/// What a preview's process knows of itself: an iPhone app run by Xcode's preview canvas.
@Suite struct PreviewProcessTests {
    @Test func anIPhoneAppIsNotRunningOnAMac() throws {
        let texts = try laidTexts("""
        extension Font {
            static var note: Font { ProcessInfo.processInfo.isiOSAppOnMac ? .body : .footnote }
        }
        #Preview { Text(ProcessInfo.processInfo.isMacCatalystApp ? "Mac" : "iPhone").font(.note) }
        """)
        #expect(texts == ["iPhone"])
    }

    @Test func xcodesPreviewVariableIsSet() throws {
        let texts = try laidTexts("""
        enum Env { static var isPreview: Bool { ProcessInfo.processInfo.environment["XCODE_RUNNING_FOR_PREVIEWS"] == "1" } }
        #Preview { Text(Env.isPreview ? "Sample data" : "Live data") }
        """)
        #expect(texts == ["Sample data"])
    }

    @Test func anotherEnvironmentVariableIsTheRunsAndReported() {
        let d = diagnostic(#"#Preview { Text(ProcessInfo.processInfo.environment["API_HOST"] ?? "none") }"#)
        #expect(d?.message.contains("the running app's process") == true, "\(d?.message ?? "nil")")
    }
}

/// UIKit's Dynamic Type read in SwiftUI code: `UIFontMetrics.scaledValue(for:)` is `@ScaledMetric`'s scaling and
/// `UIFont.preferredFont(forTextStyle:).pointSize` the type scale's size, at the category laid out.
@Suite struct UIKitFontMetricsTests {
    func fontSize(_ expression: String, at category: ContentSizeCategory) throws -> Double? {
        let t = try tree("#Preview { Text(\"A\").font(.system(size: \(expression))) }", at: category)
        if case .text(let text) = t.body.kind { return text.font.size }
        return nil
    }

    @Test func theDefaultMetricsScaleLikeTheBodyStyle() throws {
        #expect(try fontSize("UIFontMetrics.default.scaledValue(for: 17)", at: .large) == 17)
        #expect(try fontSize("UIFontMetrics.default.scaledValue(for: 17)", at: .accessibility5) == 48)
    }

    @Test func aStylesMetricsScaleLikeThatStyle() throws {
        // iOS 26's measured headline: 17 → 39.333 at AX4 (not the leading ratio's 43.333).
        let headline = try fontSize("UIFontMetrics(forTextStyle: .headline).scaledValue(for: 17)", at: .accessibility4)
        #expect(headline.map { abs($0 - 39.333) < 0.01 } == true, "\(String(describing: headline))")
    }

    @Test func aPreferredFontsPointSizeIsTheStylesSize() throws {
        #expect(try fontSize("UIFont.preferredFont(forTextStyle: .body).pointSize", at: .accessibility5) == 53)
        #expect(try fontSize("UIFont.preferredFont(forTextStyle: .caption1).pointSize", at: .large) == 12)
    }
}

/// `try await Task.sleep(…)` in a `.task` (a mock service's latency) ends: the task runs to its end, as the preview
/// shows once it has settled.
@Suite struct TaskSleepTests {
    @Test func aTaskThatSleepsFirstStillLoads() throws {
        let texts = try laidTexts("""
        @MainActor final class Feed: ObservableObject {
            @Published var titles: [String] = []
            func load() async {
                try? await Task.sleep(for: .milliseconds(300))
                try? await Task.sleep(nanoseconds: 1_000_000)
                await Task.yield()
                titles = ["First", "Second"]
            }
        }
        struct FeedView: View {
            @StateObject private var feed = Feed()
            var body: some View {
                VStack { if feed.titles.isEmpty { Text("Loading…") } else { ForEach(feed.titles, id: \\.self) { Text($0) } } }
                    .task { await feed.load() }
            }
        }
        #Preview { FeedView() }
        """)
        #expect(texts == ["First", "Second"])
    }
}

/// Deprecated modifiers apps still write: `.accessibility(label:)` changes only what VoiceOver reads, and
/// `navigationBarItems(trailing:)` puts items in the navigation bar, which is not laid out (listed as not checked).
@Suite struct DeprecatedModifierTests {
    @Test func theOldAccessibilityModifiersLayOutNothing() throws {
        let t = try tree(#"#Preview { Text("Inbox").accessibility(label: Text("Mail")).accessibility(hidden: false) }"#)
        #expect(shape(t.body) == #"text "Inbox""#, "\(shape(t.body))")
    }

    @Test func navigationBarItemsAreNotLaidOut() throws {
        let t = try tree(#"#Preview { NavigationView { Text("List").navigationBarItems(trailing: Button("Edit") {}) } }"#)
        #expect(texts(of: t.body) == ["List"])
    }

    @Test func theOldNavigationBarTitleAndHiddenModifiersChangeNoFrame() throws {
        let plain = try tree(#"#Preview { NavigationView { Text("Orders").padding() } }"#)
        let titled = try tree(#"""
        #Preview {
            NavigationView {
                Text("Orders").padding()
                    .navigationBarTitle(Text("Home"), displayMode: .inline)
                    .navigationBarHidden(false)
            }
        }
        """#)
        #expect(laidFrames(titled.body) == laidFrames(plain.body), "\(laidFrames(titled.body))")
    }
}

/// Shapes and preferences a design system draws with: neither changes a frame.
@Suite struct DrawingOnlyIdiomTests {
    @Test func anInsetShapeIsDrawnInTheSameFrame() throws {
        let t = try tree(#"#Preview { VStack { Text("Tag").padding(4).background(RoundedRectangle(cornerRadius: 6).inset(by: 0.5).stroke(lineWidth: 1)) } }"#)
        #expect(laidFrames(t.body).contains("text (4, 4) 30×20"), "\(laidFrames(t.body))")
    }

    @Test func aPublishedPreferenceChangesNoFrame() throws {
        let t = try tree("""
        struct WidthKey: PreferenceKey {
            static var defaultValue: CGFloat = 0
            static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
        }
        #Preview { VStack { Text("Name").preference(key: WidthKey.self, value: 40) } }
        """)
        #expect(laidFrames(t.body).contains("text (0, 0) 40×20"), "\(laidFrames(t.body))")
    }

    @Test func colorSchemesAllCasesAreLightThenDark() throws {
        let texts = try laidTexts(#"#Preview { VStack { ForEach(ColorScheme.allCases, id: \.self) { Text($0 == .dark ? "Dark" : "Light") } } }"#)
        #expect(texts == ["Light", "Dark"])
    }
}
