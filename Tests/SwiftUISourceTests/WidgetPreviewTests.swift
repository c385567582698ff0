import DynamicType
import Layout
import Specs
import ViewModel
import Testing
@testable import SwiftUISource

/// `#Preview(as: .systemSmall) { Widget() } timeline: { … }`: the first entry in the family's frame.
@Suite struct WidgetPreviewTests {
    static let widget = """
    struct WeatherEntry: TimelineEntry {
        let date: Date
        let city: String
    }
    struct WeatherView: View {
        let entry: WeatherEntry
        @Environment(\\.widgetFamily) private var family
        var body: some View {
            VStack { Text(entry.city); if family == .systemMedium { Text("Medium") } }
        }
    }
    struct WeatherWidget: Widget {
        var body: some WidgetConfiguration {
            StaticConfiguration(kind: "weather", provider: Provider()) { entry in
                WeatherView(entry: entry)
            }
            .configurationDisplayName("Weather")
            .supportedFamilies([.systemSmall, .systemMedium])
        }
    }
    """

    @Test func theFirstEntryIsShownInTheFamilysFrameInsideItsContentMargins() throws {
        let laid = try tree(Self.widget + """

        #Preview(as: .systemSmall) {
            WeatherWidget()
        } timeline: {
            let start = Date(timeIntervalSince1970: 0)
            WeatherEntry(date: start, city: "Cupertino")
            WeatherEntry(date: start, city: "London")
        }
        """)
        // iPhone 16 (393 × 852): the HIG's small widget is 158 × 158; 16 pt content margins.
        #expect(shape(laid.body) == "frame(padding(vstack(text \"Cupertino\")))")
        guard case .frame(let f, let inner) = laid.body.kind, case .padding(let p, _) = inner.kind else {
            Issue.record("no frame"); return
        }
        #expect(f.width == 158 && f.height == 158)
        #expect(p.leading == 16 && p.top == 16)
    }

    @Test func theFamilyIsInTheEnvironmentAndLabelledClosuresAreRead() throws {
        let laid = try tree(Self.widget + """

        #Preview(as: .systemMedium, widget: { WeatherWidget() }, timeline: {
            WeatherEntry(date: Date(timeIntervalSince1970: 0), city: "Paris")
        })
        """)
        #expect(shape(laid.body) == "frame(padding(vstack(text \"Paris\", text \"Medium\")))")
    }

    @Test func widgetTextFollowsDynamicTypeFromLargeUp() throws {
        let source = Self.widget + """

        #Preview(as: .systemSmall) { WeatherWidget() } timeline: { WeatherEntry(date: .now, city: "Oslo") }
        """
        func size(_ c: ContentSizeCategory) throws -> Double? {
            let laid = try tree(source, at: c)
            guard let t = first(laid.body, { if case .text = $0.kind { true } else { false } }),
                  case .text(let spec) = t.kind else { return nil }
            return spec.font.size
        }
        #expect(try size(.xSmall) == size(.large))
        #expect(try size(.accessibility5)! > size(.large)!)
    }

    @Test func anAccessoryBackgroundFillsAnAccessoryWidgetAndIsEmptyElsewhere() throws {
        let badge = """
        struct BadgeEntry: TimelineEntry { let date: Date }
        struct BadgeView: View {
            var body: some View { ZStack { AccessoryWidgetBackground(); Text("3") } }
        }
        struct BadgeWidget: Widget {
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: "badge", provider: Provider()) { _ in BadgeView() }
            }
        }
        """
        func zstack(_ family: String) throws -> String {
            let laid = try tree(badge + "\n#Preview(as: .\(family)) { BadgeWidget() } timeline: { BadgeEntry(date: .now) }")
            return shape(try #require(first(laid.body) { if case .zstack = $0.kind { true } else { false } }))
        }
        #expect(try zstack("accessoryCircular") == #"zstack(color, text "3")"#)
        #expect(try zstack("systemSmall") == #"zstack(text "3")"#)
    }

    @Test func aWatchFamilyIsListedWithItsReason() throws {
        let found = previews(Self.widget + """

        #Preview(as: .accessoryCorner) { WeatherWidget() } timeline: { WeatherEntry(date: .now, city: "Rome") }
        """)
        #expect(found.count == 1)
        #expect(throws: SwiftDiagnostic.self) {
            try found[0].evaluate(device: iPhone, category: .large, boldText: false)
        }
    }
}
