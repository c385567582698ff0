import DynamicType
import Testing
import Layout

/// Right-to-left layout: the left-to-right layout mirrored, subtree by subtree, as SwiftUI draws it.
@Suite struct RightToLeftTests {
    @Test func anHStackRunsFromTheRightEdge() {
        let root = hstack(spacing: 10, text("AB", id: "a"), text("CDE", id: "b"))
        let tree = layout(root, width: 300, direction: .rightToLeft)
        #expect(tree["a"]?.frame == Rect(x: 280, y: 0, width: 20, height: 20))
        #expect(tree["b"]?.frame == Rect(x: 240, y: 0, width: 30, height: 20))
    }

    @Test func aViewNarrowerThanTheScreenSitsAtItsRightEdge() {
        // The root's leading edge is the container's right edge.
        let tree = layout(text("Hello", id: "t"), width: 300, direction: .rightToLeft)
        #expect(tree["t"]?.frame.minX == 250)
    }

    @Test func leadingAlignmentIsTheRightEdge() {
        let root = vstack(spacing: 0, alignment: .leading, text("Wide text", id: "wide"), text("Hi", id: "short"))
        let tree = layout(root, width: 90, direction: .rightToLeft)
        #expect(tree["short"]?.frame.maxX == tree["wide"]?.frame.maxX)
    }

    @Test func leadingPaddingIsOnTheRight() {
        let root = ViewNode(.padding(EdgeInsets(top: 0, leading: 30, bottom: 0, trailing: 0), text("AB", id: "t")), id: "p")
        let tree = layout(root, width: 50, direction: .rightToLeft)
        #expect(tree["p"]?.frame == Rect(x: 0, y: 0, width: 50, height: 20))
        #expect(tree["t"]?.frame.minX == 0)
    }

    @Test func aSpacerPushesTheTrailingViewToTheLeftEdge() {
        let root = hstack(spacing: 0, text("A", id: "a"), spacer(), text("B", id: "b"))
        let tree = layout(root, width: 300, direction: .rightToLeft)
        #expect(tree["a"]?.frame.minX == 290)
        #expect(tree["b"]?.frame.minX == 0)
    }

    @Test func sizesAndTextAreTheSameAsLeftToRight() {
        let root = hstack(spacing: 8, text("Continue reading", id: "t", lineLimit: 1), image("i", width: 44, height: 44))
        let ltr = layout(root, width: 120)
        let rtl = layout(root, width: 120, direction: .rightToLeft)
        #expect(rtl["t"]?.frame.size == ltr["t"]?.frame.size)
        #expect(rtl["t"]?.text == ltr["t"]?.text)
        #expect(rtl["i"]?.frame.minX == 120 - (ltr["i"]?.frame.maxX ?? 0))
    }

    @Test func aSubtreeSetToLeftToRightKeepsItsInsideUnmirrored() {
        let inner = ViewNode(.stack(Stack(axis: .horizontal, alignment: .center, spacing: 0,
                                          children: [text("1", id: "one"), text("2", id: "two")])),
                             id: "digits", layoutDirection: .leftToRight)
        let root = hstack(spacing: 0, text("AB", id: "label"), spacer(), inner)
        let tree = layout(root, width: 100, direction: .rightToLeft)
        // The subtree is placed as a whole at the trailing (left) end, its digits still left to right.
        #expect(tree["digits"]?.frame.minX == 0)
        #expect(tree["one"]?.frame.minX == 0)
        #expect(tree["two"]?.frame.minX == 10)
        #expect(tree["label"]?.frame.minX == 80)
        #expect(tree["digits"]?.layoutDirection == .leftToRight)
        #expect(tree["label"]?.layoutDirection == .rightToLeft)
    }

    @Test func aRightToLeftSubtreeInALeftToRightScreenIsMirroredInsideItsFrame() {
        let inner = ViewNode(.stack(Stack(axis: .horizontal, alignment: .center, spacing: 0,
                                          children: [text("1", id: "one"), text("2", id: "two")])),
                             id: "row", layoutDirection: .rightToLeft)
        let tree = layout(hstack(spacing: 0, text("AB"), inner), width: 100)
        #expect(tree["row"]?.frame.minX == 20)
        #expect(tree["one"]?.frame.minX == 30)
        #expect(tree["two"]?.frame.minX == 20)
    }

    @Test func leftToRightTreesAreUnchanged() {
        let root = hstack(spacing: 10, text("AB", id: "a"), text("CDE", id: "b"))
        #expect(layout(root, width: 300)["b"]?.frame.minX == 30)
    }
}
