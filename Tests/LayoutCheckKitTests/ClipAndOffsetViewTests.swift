import Checks
import DynamicType
import Foundation
import Layout
import LayoutCheckKit
import Specs
import ViewModel
import Testing

/// Issue 25's last parts on views laid out by the engine: a ScrollView's and a List row's bounds cut text, an
/// `offset` moves a text over another or out of a clip, negative spacing draws texts over each other.
@Suite struct ClipAndOffsetViewTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    /// Findings of `rule` in `yaml` on an iPhone 16, per category.
    func findings(_ yaml: String, rule: String) throws -> [ContentSizeCategory: [Finding]] {
        let spec = try SpecLoader.decode(yaml: yaml, file: "layouts/fixture.yaml")
        let evaluator = CaseEvaluator(project: try Project(options: RunOptions(root: Self.root)))
        let device = try #require(Device.preset(named: "iphone-16"))
        let results = try #require(try evaluator.evaluate(spec, on: device).variants.first).results
        var out: [ContentSizeCategory: [Finding]] = [:]
        for r in results { out[r.category] = r.findings.filter { $0.rule == rule } }
        return out
    }

    static let feed = """
    name: Feed
    devices: [iphone-16]
    body:
      scrollView:
        - text: Seven days
          id: headline
          fixedSize: true
      id: feed
      padding: {horizontal: 120}
    """

    @Test func aLineWiderThanAScrollViewIsCutAtItsSidesNamingIt() throws {
        let found = try findings(Self.feed, rule: RuleID.textClipped)
        #expect(found[.large]?.isEmpty == true, "at Large the line fits the 153 pt scroll view")
        // At AX5 the line is wider than the scroll view, not than the screen: the scroll view cuts it.
        let f = try #require(found[.accessibility5]?.first)
        #expect(f.element == "feed/headline" && f.relatedElement == "feed")
        #expect(f.cause.hasPrefix("Cut by the bounds of the ScrollView feed (153 pt wide)"))
    }

    @Test func aScrollViewWithClippingDisabledCutsNothing() throws {
        let unclipped = Self.feed.replacingOccurrences(of: "  id: feed\n", with: "  id: feed\n  scrollClipDisabled: true\n")
        let found = try findings(unclipped, rule: RuleID.textClipped)
        #expect(found[.accessibility5]?.isEmpty == true, "the line draws past the scroll view's sides")
    }

    static let settings = """
    name: Settings
    devices: [iphone-16]
    body:
      form:
        - text: "Download over cellular data when Wi-Fi is unavailable"
          id: cellular
          fixedSize: {horizontal: false, vertical: true}
          frame: {height: 20}
    """

    @Test func aTextTallerThanItsRowIsCutByTheRow() throws {
        let found = try findings(Self.settings, rule: RuleID.textClipped)
        #expect(found[.large]?.isEmpty == true)
        let f = try #require(found[.accessibility5]?.first)
        #expect(f.element == "cellular" && f.cause.contains("List row"))
    }

    static func badge(offsetY: Int) -> String {
        """
        name: Badge
        devices: [iphone-16]
        body:
          vstack:
            alignment: leading
            spacing: 0
            children:
              - text: Summer reading
                id: title
              - text: 12 books
                id: count
                offset: {x: 0, y: \(offsetY)}
        """
    }

    @Test func aTextOffsetOntoTheTextAboveItOverlapsIt() throws {
        let f = try #require(try findings(Self.badge(offsetY: -12), rule: RuleID.textOverlap)[.large]?.first)
        #expect(f.element == "count" && f.relatedElement == "title")
    }

    @Test func anOffsetAwayFromTheTextAboveOverlapsNothing() throws {
        #expect(try findings(Self.badge(offsetY: 12), rule: RuleID.textOverlap).values.allSatisfy(\.isEmpty))
    }

    static func chip(_ modifiers: String) -> String {
        """
        name: Chip
        devices: [iphone-16]
        body:
          text: New
          id: chip
          padding: 8
        \(modifiers)
        """
    }

    @Test func aTextOffsetOutOfTheFrameItIsClippedToIsCut() throws {
        // offset, then clipped: the clip stays in the frame while the text is drawn 30 pt to the right.
        let f = try #require(try findings(Self.chip("  offset: {x: 30}\n  clipped: true"), rule: RuleID.textClipped)[.large]?.first)
        #expect(f.element == "chip" && f.cause.contains("rectangle that clips it"))
    }

    @Test func aClipWrittenBeforeTheOffsetMovesWithIt() throws {
        #expect(try findings(Self.chip("  clipped: true\n  offset: {x: 30}"), rule: RuleID.textClipped).values.allSatisfy(\.isEmpty))
    }

    static let stacked = """
    name: Stacked
    devices: [iphone-16]
    body:
      vstack:
        spacing: -14
        children:
          - text: Summer reading
            id: title
          - text: 12 books
            id: count
    """

    @Test func negativeSpacingDrawsTheSecondTextOverTheFirst() throws {
        let f = try #require(try findings(Self.stacked, rule: RuleID.textOverlap)[.large]?.first)
        #expect(f.element == "count" && f.relatedElement == "title")
    }
}

/// A horizontal ScrollView: its content at its ideal width, what runs past the screen's sides scrolls into view.
@Suite struct HorizontalScrollViewTests {
    static let chips = """
    name: Filters
    devices: [iphone-16]
    body:
      lineLimit: 1
      vstack:
        - horizontalScrollView:
            - text: Living room lights
              id: first
            - text: Kitchen and dining area
            - text: Garden irrigation schedule
          id: chips
        - text: Recently used
    """

    func findings(_ rule: String) throws -> [ContentSizeCategory: [Finding]] {
        try ClipAndOffsetViewTests().findings(Self.chips, rule: rule)
    }

    @Test func contentPastTheScreensSidesIsNeitherOverflowNorClipped() throws {
        for rule in [RuleID.contentOverflow, RuleID.textClipped, RuleID.textTruncated] {
            let found = try findings(rule)
            let causes = found.values.flatMap { $0 }.map(\.cause)
            #expect(causes.isEmpty, "\(rule): \(causes)")
        }
    }

    @Test func theSameRowInAnHStackOverflowsTheScreen() throws {
        let yaml = Self.chips.replacingOccurrences(of: "horizontalScrollView:", with: "hstack:")
        let spec = try SpecLoader.decode(yaml: yaml, file: "layouts/fixture.yaml")
        let evaluator = CaseEvaluator(project: try Project(options: RunOptions(root: ClipAndOffsetViewTests.root)))
        let device = try #require(Device.preset(named: "iphone-16"))
        let results = try #require(try evaluator.evaluate(spec, on: device).variants.first).results
        let ax5 = try #require(results.first { $0.category == .accessibility5 })
        // Squeezed into the screen's width, the labels truncate.
        #expect(!ax5.findings.filter { $0.rule == RuleID.textTruncated }.isEmpty)
    }
}
