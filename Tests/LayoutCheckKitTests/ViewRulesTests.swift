import Checks
import DynamicType
import Foundation
import Layout
import LayoutCheckKit
import Specs
import ViewModel
import Testing

/// The rules of issue 25 on views laid out by the engine at every size: a callout of fixed height whose two lines of
/// text grow past it (a text truncates to the height it is offered, but never below one line), a title cut by a
/// capsule's corners, two texts of a ZStack that collide as they grow.
@Suite struct ViewRulesTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    /// All 12 categories of `yaml` on an iPhone 16: the findings of `rule` per category, and the breakpoints.
    func evaluate(_ yaml: String, rule: String) throws -> (findings: [ContentSizeCategory: [Finding]], breakpoints: [String]) {
        let spec = try SpecLoader.decode(yaml: yaml, file: "layouts/fixture.yaml")
        let evaluator = CaseEvaluator(project: try Project(options: RunOptions(root: Self.root)))
        let device = try #require(Device.preset(named: "iphone-16"))
        let evaluation = try evaluator.evaluate(spec, on: device)
        let results = try #require(evaluation.variants.first).results
        var findings: [ContentSizeCategory: [Finding]] = [:]
        for r in results { findings[r.category] = r.findings.filter { $0.rule == rule } }
        return (findings, breakpoints(results).flatMap(\.sentences))
    }

    static let callout = """
    name: Callout
    devices: [iphone-16]
    body:
      vstack:
        alignment: leading
        spacing: 4
        children:
          - text: Reading streak
            font: headline
          - text: 7 days in a row
      id: callout
      frame: {height: 64}
    """

    @Test func aFixedHeightCalloutOverflowsFromTheCategoryItsTextOutgrowsTheFrame() throws {
        let (findings, breakpoints) = try evaluate(Self.callout, rule: RuleID.contentOverflow)
        let overflowing = ContentSizeCategory.allCases.filter { findings[$0]?.isEmpty == false }
        #expect(overflowing == ContentSizeCategory.allCases.filter { $0 >= .accessibility1 })
        #expect(breakpoints.contains("callout overflows from AX1"))
        let ax5 = try #require(findings[.accessibility5]?.first)
        #expect(ax5.element == "callout" && ax5.source?.line == 12, "at the frame's line")
        #expect(ax5.cause == "Content is 130.67 pt tall in a frame of height 64 pt (layouts/fixture.yaml:12): "
                + "33.33 pt above its top and 33.33 pt below its bottom.")
    }

    static let pill = """
    name: Pill
    devices: [iphone-16]
    body:
      text: "Reading streak: 7 days in a row, keep going"
      id: title
      font: headline
      padding: {horizontal: 12, vertical: 8}
      background: blue
      clipShape: capsule
    """

    @Test func aCapsuleCutsTheCornerLinesOfATitleFromTheSizeItGrowsTallEnough() throws {
        let (findings, breakpoints) = try evaluate(Self.pill, rule: RuleID.textClipped)
        let clipped = ContentSizeCategory.allCases.filter { findings[$0]?.isEmpty == false }
        #expect(clipped == ContentSizeCategory.allCases.filter { $0 >= .accessibility1 })
        #expect(breakpoints.contains("title is clipped from AX1"))
        let ax3 = try #require(findings[.accessibility3]?.first)
        #expect(ax3.cause == "Cut by the capsule that clips it (371.45×160 pt): line 1 (\"Reading streak: 7\"), "
                + "line 3 (\"going\") of 3 run outside it, up to 16.17 pt at the top left corner.")
    }

    @Test func clippedCutsTheLinesOfACalloutTallerThanItsFixedFrame() throws {
        let (findings, _) = try evaluate(Self.callout + "\n  clipped: true", rule: RuleID.textClipped)
        #expect(ContentSizeCategory.allCases.filter { findings[$0]?.isEmpty == false }
                == ContentSizeCategory.allCases.filter { $0 >= .accessibility1 })
        let cut = try #require(findings[.accessibility5]?.first)
        #expect(cut.element == "callout/text[1]" && cut.relatedElement == "callout")
        #expect(cut.cause == "Cut by the rectangle that clips callout (366.3×64 pt): its line (\"Reading streak\") runs "
                + "outside it, up to 28.17 pt at the top left corner.")
    }

    /// A header: a title and a count layered over a cover in a ZStack, the count in the bottom trailing corner.
    static let header = """
    name: Header
    devices: [iphone-16]
    body:
      zstack:
        alignment: topLeading
        children:
          - image: {name: cover, width: 361, height: 120}
          - text: Summer reading list
            id: title
            font: title
          - text: 12 books
            id: count
            font: headline
            frame: {maxWidth: infinity, maxHeight: infinity, alignment: bottomTrailing}
    """

    @Test func twoTextsInAZStackCollideAtAX3AndNotAtLarge() throws {
        let (findings, breakpoints) = try evaluate(Self.header, rule: RuleID.textOverlap)
        #expect(findings[.large]?.isEmpty == true, "the title over the cover image is no finding")
        let ax3 = try #require(findings[.accessibility3]?.first)
        #expect(ax3.element == "count" && ax3.relatedElement == "title")
        #expect(ax3.cause.hasPrefix("Its line 1 (\"12 books\") is drawn over line 1 of title (\"Summer reading\")"))
        #expect(breakpoints.contains("count overlaps from xxxLarge"))
    }
}
