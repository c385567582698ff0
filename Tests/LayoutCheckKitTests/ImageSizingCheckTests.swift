import Checks
import DynamicType
import Foundation
import LayoutCheckKit
import SwiftUISource
import ViewModel
import Testing

/// Images as SwiftUI sizes them, checked at all 12 sizes: a settings row whose bell icon is a resizable symbol
/// scaled to fit its 28 × 28 frame stays inside the frame at every size (issue 23's acceptance case), where the
/// same icon at its font's size outgrows the frame at the accessibility sizes.
@Suite struct ImageSizingCheckTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    static func row(icon: String) -> String {
        """
        struct ReminderRow: View {
            var body: some View {
                HStack(spacing: 12) {
                    \(icon)
                        .frame(width: 28, height: 28)
                        .accessibilityIdentifier("bell")
                    Text("Reminders")
                    Spacer()
                }
                .padding()
            }
        }
        #Preview { ReminderRow() }
        """
    }

    /// The categories at which `rule` reports the bell.
    func categories(reporting rule: String, icon: String) throws -> [ContentSizeCategory] {
        let preview = try #require(SwiftSources.previews(sources: [("Views/ReminderRow.swift", Self.row(icon: icon))]).first)
        let evaluator = CaseEvaluator(project: try Project(options: RunOptions(root: Self.root)))
        let device = try #require(Device.preset(named: "iphone-16"))
        let results = try #require(try evaluator.evaluate(preview, on: device).variants.first).results
        return results.filter { r in r.findings.contains { $0.rule == rule && $0.element.contains("bell") } }
            .map(\.category)
    }

    @Test func aResizableSymbolScaledToFitStaysInsideItsFrameAtEverySize() throws {
        let icon = "Image(systemName: \"bell\").resizable().scaledToFit()"
        #expect(try categories(reporting: RuleID.contentOverflow, icon: icon).isEmpty)
    }

    @Test func theSameSymbolAtItsFontsSizeOutgrowsTheFrameAtTheAccessibilitySizes() throws {
        let overflowing = try categories(reporting: RuleID.contentOverflow, icon: "Image(systemName: \"bell\")")
        #expect(overflowing.contains(.accessibility5))
        #expect(!overflowing.contains(.large))
    }
}
