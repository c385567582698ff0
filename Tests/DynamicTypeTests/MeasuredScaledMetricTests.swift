import Foundation
import Testing
import DynamicType

/// `UIFontMetrics.scaledValue(for:)` as printed on the iOS 26 simulator (iPhone 16, @3x): every cell of the dump
/// `Sources/OpenUIKit/Resources/dynamic_type.json` in the GitHub repository Vercantez/openuikit (11 styles × 12
/// categories × 19 bases), kept as data in `Tests/Fixtures/ios26-scaled-values.json` with UIKit's names.
@Suite struct MeasuredScaledMetricTests {
    struct Dump: Decodable {
        let bases: [Double]
        let scaled: [String: [String: [Double]]]
    }

    static let dump: Dump = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/ios26-scaled-values.json")
        // A missing or malformed fixture is a broken checkout: fail loudly.
        return try! JSONDecoder().decode(Dump.self, from: Data(contentsOf: url))
    }()

    @Test func theDumpCoversEveryStyleAndCategory() {
        #expect(Self.dump.scaled.count == TextStyle.allCases.count)
        for (style, rows) in Self.dump.scaled {
            #expect(TextStyle(parsing: style) != nil, "\(style)")
            #expect(rows.count == ContentSizeCategory.allCases.count, "\(style)")
        }
    }

    @Test(arguments: TextStyle.allCases)
    func everyMeasuredCellIsReproducedToThePixel(style: TextStyle) throws {
        let uiKitStyle = style == .title ? "title1" : style == .caption ? "caption1" : style.rawValue
        let rows = try #require(Self.dump.scaled[uiKitStyle])
        for (name, values) in rows {
            let category = try #require(ContentSizeCategory(parsing: name))
            for (base, measured) in zip(Self.dump.bases, values) {
                let value = ScaledMetric.scale(base, relativeTo: style, at: category, displayScale: 3)
                #expect(abs(value - measured) < 1e-5, "\(style) \(name) \(base): \(value), measured \(measured)")
            }
        }
    }

    @Test func headlineAtAX4IsNotTheLeadingRatio() {
        // The HIG leading ratio (22 at Large, 56 at AX4) would give 43.333; iOS 26 prints 39.333.
        #expect(abs(ScaledMetric.scale(17, relativeTo: .headline, at: .accessibility4) - 39.333333) < 1e-5)
    }
}
