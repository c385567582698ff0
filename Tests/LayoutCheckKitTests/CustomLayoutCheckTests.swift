import Checks
import DynamicType
import Foundation
import Layout
import LayoutCheckKit
import SwiftUISource
import ViewModel
import Testing

/// Views in a custom `Layout`, laid out by its own code and checked with real fonts at every category.
@Suite struct CustomLayoutCheckTests {
    func evaluate(_ swift: String) throws -> CaseEvaluation { try checkSwiftPreview(swift) }

    func findings(_ evaluation: CaseEvaluation, _ rule: String, at category: ContentSizeCategory) -> [Finding] {
        evaluation.variants.first?.results.first { $0.category == category }?.findings.filter { $0.rule == rule } ?? []
    }

    /// A label and its amount, each given half the row by the layout.
    static let splitRow = """
    struct SplitRow: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            let width = proposal.replacingUnspecifiedDimensions().width
            let half = ProposedViewSize(width: width / 2, height: nil)
            let height = subviews.map { $0.sizeThatFits(half).height }.max() ?? 0
            return CGSize(width: width, height: height)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            let half = ProposedViewSize(width: bounds.width / 2, height: bounds.height)
            for (index, subview) in subviews.enumerated() {
                let x = bounds.minX + bounds.width / 2 * CGFloat(index)
                subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: half)
            }
        }
    }
    """

    @Test func aTextInHalfTheLayoutsWidthTruncatesAtAX5AndNotAtLarge() throws {
        let evaluation = try evaluate(Self.splitRow + """

        #Preview {
            SplitRow {
                Text("Monthly budget")
                    .lineLimit(1)
                Text("$1,200")
            }
        }
        """)
        #expect(findings(evaluation, RuleID.textTruncated, at: .large).isEmpty, "the title fits half the screen at Large")
        let finding = try #require(findings(evaluation, RuleID.textTruncated, at: .accessibility5).first)
        #expect(finding.source?.line == 19, "at the title's Text: \(finding)")
    }

    @Test func aTextThatWrapsInTheLayoutGrowsItsRowAndIsNotTruncated() throws {
        let evaluation = try evaluate(Self.splitRow + """

        #Preview {
            SplitRow {
                Text("Monthly budget")
                Text("$1,200")
            }
        }
        """)
        // Without a line limit the title wraps in its half, and the layout's height is the taller subview's.
        let ax5 = try #require(evaluation.variants.first?.results.first { $0.category == .accessibility5 })
        #expect(ax5.findings.filter { $0.rule == RuleID.textTruncated || $0.rule == RuleID.textClipped }.isEmpty, "\(ax5.findings)")
        var title: LaidOutNode?
        ax5.root.forEach { node, _ in if case .text(let t) = node.node.kind, t.string == "Monthly budget" { title = node } }
        let lines = try #require(title?.text?.lines.count)
        #expect(lines >= 2, "wrapped in half the screen at AX5")
        #expect(ax5.root.frame.height == title?.frame.height, "the row is as tall as the wrapped title")
    }

    @Test func codeThatReadsAnUnknownValueStopsTheCaseAtItsLine() throws {
        let source = """
        struct AdaptiveGrid: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                let columns = Settings.shared.columnCount
                return CGSize(width: proposal.width ?? 0, height: 44 * CGFloat(subviews.count / columns))
            }

            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
        }

        #Preview {
            AdaptiveGrid {
                Text("Rent")
                Text("Food")
            }
        }
        """
        let d = try #require(throws: SwiftDiagnostic.self) { try evaluate(source) }
        #expect(d.location.file == "Views/Budget.swift" && d.location.line == 3, "\(d)")
    }

    @Test func previewsListsALayoutWhoseCodeStopsAsNotEvaluatedAtItsLine() throws {
        let project = try CommandLineHarness()
        defer { project.remove() }
        try project.write("layoutcheck.yml", "swiftui: Views\ndevices: [iphone-se]\n")
        try project.write("Views/Tags.swift", """
        import SwiftUI

        struct TagCloud: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                CGSize(width: proposal.width ?? 0, height: Theme.current.rowHeight)
            }

            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
        }

        #Preview("Tags") {
            TagCloud { Text("Swift") }
        }
        """)
        let run = try project.run(["previews"])
        #expect(run.stdout.contains("Tags.swift › Tags: not-evaluated"), "\(run.stdout)")
        #expect(run.stdout.contains("Views/Tags.swift:5:"), "at the size that reads the unknown theme: \(run.stdout)")
    }
}
