import Testing
import Layout

/// frame, padding, fixedSize and hidden as wrapper nodes (docs/platform-facts.md; Apple's frame documentation).
@Suite struct ModifierTests {
    @Test func fixedFrameProposesAndReportsItsSizeAndAlignsTheChild() {
        let root = text("Hello world", id: "t").frame("f", width: 50, height: 100, alignment: .topLeading)
        let tree = layout(root, width: 393)
        #expect(tree["f"]?.frame.size == Size(width: 50, height: 100))
        #expect(tree["t"]?.proposal == ProposedSize(width: 50, height: 100))
        #expect(tree["t"]?.text?.lines.map(\.text) == ["Hello", "world"])
        #expect(tree["t"]?.frame.origin == .zero)
    }

    @Test func fixedFrameSmallerThanItsChildLetsItOverflow() {
        let root = image("i", width: 60, height: 60).frame("f", width: 40, height: 40)
        let tree = layout(root, width: 393)
        #expect(tree["f"]?.frame.size == Size(width: 40, height: 40))
        #expect(tree["i"]?.frame == Rect(x: -10, y: -10, width: 60, height: 60))
    }

    @Test func frameWithOnlyAWidthTakesTheChildsHeight() {
        let tree = layout(text("Hello world", id: "t").frame("f", width: 50), width: 393)
        #expect(tree["f"]?.frame.size == Size(width: 50, height: 40))
    }

    @Test func maxWidthInfinityTakesTheProposalAndAlignsInside() {
        let root = text("Hi", id: "t").frame("f", maxWidth: .infinity, alignment: .trailing)
        let tree = layout(root, width: 300)
        #expect(tree["f"]?.frame.width == 300)
        #expect(tree["t"]?.frame == Rect(x: 280, y: 0, width: 20, height: 20))
    }

    @Test func maxWidthInfinityAskedForItsIdealIsTheChildsIdeal() {
        let tree = layout(text("Hi").frame("f", maxWidth: .infinity).fixedSize(), width: 300)
        #expect(tree["f"]?.frame.width == 20)
    }

    @Test func finiteMaxWidthClampsTheProposalBothWays() {
        // "This clamping behavior happens at two points: both when the frame proposes to its child, and when
        // the frame reports its own size" (swiftuifieldguide, flexible frames).
        let tree = layout(color("c").frame("f", maxWidth: 120), width: 300)
        #expect(tree["c"]?.proposal.width == 120)
        #expect(tree["f"]?.frame.width == 120)
    }

    @Test func minWidthFrameIsAtLeastTheMinimumAroundASmallerChild() {
        let tree = layout(text("Hi", id: "t").frame("f", minWidth: 100), width: 300)
        #expect(tree["f"]?.frame.width == 100)
        #expect(tree["t"]?.frame.minX == 40)
    }

    @Test func minAndMaxWidthAdoptTheProposalClamped() {
        // "If both constraints are specified in a dimension, the frame unconditionally adopts the size
        // proposed for it, clamped to the constraints" (Apple, frame(minWidth:…)).
        let f = { (w: Double) in layout(text("Hi").frame("f", minWidth: 0, maxWidth: 200), width: w)["f"]?.frame.width }
        #expect(f(150) == 150)
        #expect(f(300) == 200)
    }

    @Test func idealSizeIsUsedWhenNoSizeIsProposed() {
        let root = color("c").frame("f", idealWidth: 50, idealHeight: 30).fixedSize()
        let tree = layout(root, width: 300)
        #expect(tree["f"]?.frame.size == Size(width: 50, height: 30))
        #expect(tree["c"]?.frame.size == Size(width: 50, height: 30))
    }

    @Test func minHeightBoundsAColorAskedForItsIdeal() {
        // Color's ideal is 10 pt; a minHeight 44 frame (a hit target) makes it 44 and proposes 44 when placing.
        let tree = layout(hstack(nil, color("c").frame("f", minHeight: 44)), width: 100)
        #expect(tree["f"]?.frame.height == 44)
        #expect(tree["c"]?.frame.height == 44)
    }

    @Test func paddingShrinksTheProposalAndAddsTheInsetsBack() {
        let tree = layout(text("Hello world", id: "t").padding(16, id: "p"), width: 100)
        #expect(tree["t"]?.proposal.width == 68)
        #expect(tree["t"]?.frame == Rect(x: 16, y: 16, width: 50, height: 40))
        #expect(tree["p"]?.frame.size == Size(width: 82, height: 72))
    }

    @Test func paddingWiderThanTheProposalOffersZero() {
        let tree = layout(color("c").padding(40, id: "p"), width: 50, height: 50)
        #expect(tree["c"]?.proposal == ProposedSize(width: 0, height: 0))
        #expect(tree["p"]?.frame.size == Size(width: 80, height: 80))
    }

    @Test func fixedSizeDefeatsTruncation() {
        let truncated = layout(text("Hello world", id: "t", lineLimit: 1).frame(width: 50), width: 393)
        #expect(truncated["t"]?.text?.truncated == true)
        #expect(truncated["t"]?.text?.lines.map(\.text) == ["Hell…"])

        let fixed = layout(text("Hello world", id: "t", lineLimit: 1).fixedSize().frame(width: 50), width: 393)
        #expect(fixed["t"]?.text?.truncated == false)
        #expect(fixed["t"]?.frame == Rect(x: -30, y: 0, width: 110, height: 20))
    }

    @Test func verticalFixedSizeWrapsToTheWidthAndTakesAllTheHeight() {
        // fixedSize(horizontal: false, vertical: true): the standard fix for clipped multi-line text.
        let root = text("Hello world again", id: "t").fixedSize(horizontal: false, vertical: true).frame(height: 20)
        let tree = layout(root, width: 60)
        #expect(tree["t"]?.text?.truncated == false)
        #expect(tree["t"]?.text?.lines.count == 3)
    }

    @Test func hiddenViewsTakeSpaceAndStayMarked() {
        let root = hstack(spacing: 0, text("Hi", id: "t").hidden("h"), text("There", id: "u"))
        let tree = layout(root, width: 300)
        #expect(tree["u"]?.frame.minX == 20)
        guard case .hidden = tree["h"]?.node.kind else { Issue.record("hidden node missing"); return }
        #expect(tree["t"]?.frame.width == 20)
    }
}
