import Checks
import DynamicType
import Layout
import Testing

/// Vertical `content-overflow`: content taller than a frame that fixes or caps its height.
@Suite struct VerticalOverflowRuleTests {
    let frameLine = SourceLocation(file: "Callout.swift", line: 31)

    /// A callout as SwiftUI places it: a 100 pt `.frame(height:)` around a VStack of two texts, centred on it.
    private func callout(contentHeight: Double, frame: Frame = Frame(height: 100)) -> LaidOutNode {
        let top = (100 - contentHeight) / 2
        let content = vstack(frame: rect(0, top, 300, contentHeight), [
            text(id: "title", frame: rect(0, top, 300, contentHeight / 2)),
            text(id: "body", frame: rect(0, top + contentHeight / 2, 300, contentHeight / 2)),
        ])
        let framed = LaidOutNode(node: ViewNode(.frame(frame, content.node), id: "callout", source: frameLine),
                                 frame: rect(0, 0, 300, 100), proposal: ProposedSize(width: 300, height: nil),
                                 children: [content])
        return vstack(frame: rect(0, 0, 300, 100), [framed])
    }

    @Test func contentTallerThanAFixedHeightIsReportedWithTheOverflowAndTheFramesLine() throws {
        let f = try #require(findings(RuleID.contentOverflow, callout(contentHeight: 272)).first)
        #expect(f.element == "callout")
        #expect(f.measured == .points(272) && f.required == .points(100))
        #expect(f.source == frameLine)
        #expect(f.cause == "Content is 272 pt tall in a frame of height 100 pt (Callout.swift:31): "
                + "86 pt above its top and 86 pt below its bottom.")
    }

    @Test func contentThatFitsItsFrameIsNoFinding() {
        #expect(findings(RuleID.contentOverflow, callout(contentHeight: 100)).isEmpty)
    }

    @Test func aMaximumHeightCapsLikeAFixedOne() throws {
        let f = try #require(findings(RuleID.contentOverflow, callout(contentHeight: 140, frame: Frame(maxHeight: 100))).first)
        #expect(f.cause.hasPrefix("Content is 140 pt tall in a frame of maxHeight 100 pt"))
    }

    @Test func aFrameThatOnlySetsAMinimumHeightNeverOverflows() {
        #expect(findings(RuleID.contentOverflow, callout(contentHeight: 140, frame: Frame(minHeight: 100))).isEmpty)
    }

    @Test func aZeroHeightFrameHangsItsContentAndIsNoFinding() {
        let knob = image(frame: rect(0, -14, 61, 28))
        let root = vstack(frame: rect(0, 0, 300, 0), [framed(Frame(height: 0), frame: rect(0, 0, 61, 0), knob)])
        #expect(findings(RuleID.contentOverflow, root).isEmpty)
    }

    @Test func overflowWithinTheToleranceIsNoFinding() {
        #expect(findings(RuleID.contentOverflow, callout(contentHeight: 100.8)).isEmpty)
    }
}

@Suite struct OverflowBreakpointTests {
    @Test func theFirstCategoryWithAnOverflowIsTheElementsBreakpoint() throws {
        func result(_ category: ContentSizeCategory, contentHeight: Double) -> CategoryResult {
            let content = text(frame: rect(0, (100 - contentHeight) / 2, 300, contentHeight))
            let root = vstack(frame: rect(0, 0, 300, 100),
                              [framed(Frame(height: 100), frame: rect(0, 0, 300, 100), id: "callout", content)])
            return CategoryResult(category: category, root: root, findings: runChecks(root, context: context(category)))
        }
        let points = breakpoints([result(.large, contentHeight: 80), result(.accessibility2, contentHeight: 180),
                                  result(.accessibility3, contentHeight: 220)])
        #expect(points.flatMap(\.sentences) == ["callout overflows from AX2"])
    }
}
