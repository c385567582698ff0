import DynamicType
import Layout
import Specs
import Testing
import ViewModel
@testable import SwiftUISource

/// A Gauge drawn by the app's own GaugeStyle, as SwiftUI draws it: the style's makeBody with the gauge's value as a
/// fraction of its bounds and its labels.
@Suite struct GaugeTests {
    /// A quota widget's segmented bar: the label above a row of `total` segments.
    static let segmentedStyle = """
    struct SegmentedGaugeStyle: GaugeStyle {
        var total: Int
        func makeBody(configuration: Configuration) -> some View {
            VStack(alignment: .leading, spacing: 4) {
                configuration.label
                HStack(spacing: 3) {
                    ForEach(0..<total, id: \\.self) { index in
                        Capsule().fill(.tint).opacity(index < Int(configuration.value * Double(total)) ? 1 : 0.35)
                    }
                }
                .frame(height: 11)
                Text("\\(Int(configuration.value * 100))% of today's orders")
            }
        }
    }
    """

    @Test func aCustomStyleDrawsTheLabelAndTheValueAsAFractionOfTheBounds() throws {
        let t = try tree(Self.segmentedStyle + """

        #Preview {
            Gauge(value: 3, in: 0...5) { Text("Orders") }
                .gaugeStyle(SegmentedGaugeStyle(total: 5))
        }
        """)
        let laid = laidFrames(t.body)
        #expect(shape(t.body).contains("text \"Orders\""), "\(shape(t.body))")
        #expect(shape(t.body).contains("text \"60% of today's orders\""), "\(shape(t.body))")
        // Five segments share the 361 pt row, 3 pt apart: (361 − 12) / 5 = 69.8 pt each, 11 pt tall.
        #expect(laid.filter { $0.hasPrefix("color (") && $0.hasSuffix(", 24) 69.8×11") }.count == 5, "\(laid.joined(separator: "; "))")
        #expect(laid.last == "text (0, 39) 210×20")
    }

    @Test func aValueOutsideTheBoundsIsTheNearestBound() throws {
        let t = try tree(Self.segmentedStyle + "\n#Preview { Gauge(value: 140, in: 0...120) { Text(\"Load\") }.gaugeStyle(SegmentedGaugeStyle(total: 4)) }")
        #expect(shape(t.body).contains("text \"100% of today's orders\""), "\(shape(t.body))")
    }

    @Test func boundsWiderThanAnArrayOfElementsAreReadFromTheirSides() throws {
        let t = try tree(Self.segmentedStyle + "\n#Preview { Gauge(value: 43_200, in: 0...86_400.0) { Text(\"Seed\") }.gaugeStyle(SegmentedGaugeStyle(total: 2)) }")
        #expect(shape(t.body).contains("text \"50% of today's orders\""), "\(shape(t.body))")
    }

    @Test func aStaticShorthandNamesTheAppsStyle() throws {
        let t = try tree(Self.segmentedStyle + """

        extension GaugeStyle where Self == SegmentedGaugeStyle {
            static var quarters: SegmentedGaugeStyle { SegmentedGaugeStyle(total: 4) }
        }
        #Preview { Gauge(value: 0.25) { Text("Fuel") }.gaugeStyle(.quarters) }
        """)
        #expect(shape(t.body).contains("text \"25% of today's orders\""), "\(shape(t.body))")
    }

    @Test func labelsTheGaugeDoesNotHaveAreNil() throws {
        let t = try tree("""
        struct ReadingStyle: GaugeStyle {
            func makeBody(configuration: Configuration) -> some View {
                HStack {
                    configuration.label
                    configuration.currentValueLabel
                    configuration.maximumValueLabel
                }
            }
        }
        #Preview {
            Gauge(value: 0.5) { Text("Humidity") } currentValueLabel: { Text("50%") }
                .gaugeStyle(ReadingStyle())
        }
        """)
        #expect(shape(t.body) == "hstack(text \"Humidity\", text \"50%\")", "\(shape(t.body))")
    }

    @Test func aGaugeInASystemStyleIsDiagnosedWithTheStyle() throws {
        let d = try #require(diagnostic("""
        #Preview {
            Gauge(value: 0.7) { Text("Battery") } currentValueLabel: { Text("70") }
                .gaugeStyle(.accessoryCircular)
        }
        """))
        #expect(d.message.contains("`Gauge` in the system style `.accessoryCircular` is not modelled"), "\(d.message)")
        #expect(d.location.line == 2)
    }

    static let battery = """
    Gauge(value: 0.4) { Text("Battery") } currentValueLabel: { Text("40%") } minimumValueLabel: { Text("0") } \
    maximumValueLabel: { Text("100") }
    """

    @Test func aGaugeWithNoStyleIsLaidOutInIOSsLinearCapacityStyle() throws {
        let laid = try tree("#Preview { VStack { \(Self.battery) } }")
        // The label above, the bounds at the ends of a 4 pt bar across the width, the current value below, at
        // SwiftUI's default spacing between them.
        #expect(laidFrames(laid.body) == [
            "vstack (0, 0) 361×77.08", "vstack (0, 0) 361×77.08", "text (0, 0) 70×20", "hstack (0, 30.64) 361×20",
            "text (0, 30.64) 10×20", "frame (18, 38.64) 305×4", "color (18, 38.64) 305×4", "text (331, 30.64) 30×20",
            "text (0, 57.08) 30×20",
        ])
        let gauge = try #require(first(laid.body) { $0.sizeEstimate != nil })
        #expect(gauge.sizeEstimate?.contains("linear capacity") == true)
    }

    @Test func namingTheDefaultStylesLaysOutTheSameGauge() throws {
        let plain = try tree("#Preview { \(Self.battery) }")
        for style in ["automatic", "linearCapacity", "accessoryLinearCapacity"] {
            let styled = try tree("#Preview { \(Self.battery).gaugeStyle(.\(style)) }")
            #expect(laidFrames(styled.body) == laidFrames(plain.body), "\(style)")
        }
    }

    @Test func aModifierOnAGaugeWithNoStyleModifiesTheDefaultStyledGauge() throws {
        let laid = try tree(#"#Preview { Gauge(value: 0.4) { Text("Battery") }.padding(8) }"#)
        #expect(shape(laid.body) == #"padding(vstack(text "Battery", hstack(frame(color))))"#, "\(shape(laid.body))")
    }

    @Test func aGaugeAloneInAContainersClosureIsLaidOutInTheDefaultStyle() throws {
        // A single-expression builder closure yields the gauge itself, not a list of views.
        let boxed = try tree(#"#Preview { GroupBox("Air") { Gauge(value: 0.3) { Text("AQI") } } }"#)
        #expect(shape(boxed.body).contains(#"vstack(text "AQI", hstack(frame(color)))"#), "\(shape(boxed.body))")
        let disclosed = try tree(#"#Preview { DisclosureGroup("Air", isExpanded: .constant(true)) { Gauge(value: 0.3) { Text("AQI") } } }"#)
        #expect(shape(disclosed.body).contains(#"vstack(text "AQI", hstack(frame(color)))"#), "\(shape(disclosed.body))")
    }
}
