import Testing
import Layout

/// The HStack/VStack algorithm on published worked examples (docs/platform-facts.md, "Stacks").
@Suite struct StackDistributionTests {
    @Test func objcIOExampleGives75And100AndOverflows() {
        // objc.io, "How an HStack Lays out Its Children": red.frame(maxWidth: 100), green.frame(minWidth: 100)
        // in HStack(spacing: 0) inside .frame(width: 150).
        let root = hstack("stack", spacing: 0,
                          color().frame("red", maxWidth: 100),
                          color().frame("green", minWidth: 100))
            .frame("outer", width: 150)
        let tree = layout(root, width: 393)
        #expect(tree["red"]?.frame.width == 75)
        #expect(tree["green"]?.frame.width == 100)
        #expect(tree["stack"]?.frame.width == 175)
        #expect(tree["outer"]?.frame.width == 150)
        // Centred in the 150 pt frame, the 175 pt stack sticks out 12.5 pt on each side.
        #expect(tree["stack"]?.frame.minX == -12.5)
        #expect(tree["green"]?.frame.maxX == 162.5)
    }

    @Test func negativeSpacingOverlapsNeighbours() {
        // VStack(spacing: -10): SwiftUI pulls each view 10 pt up over the one before it.
        let root = vstack("stack", spacing: -10, image("a", width: 40, height: 30), image("b", width: 40, height: 30))
        let tree = layout(root, width: 393)
        #expect(tree["b"]?.frame.minY == 20)
        #expect(tree["stack"]?.frame.height == 50)
    }

    @Test func workshopExampleOffersEachChildRemainingDividedByChildrenLeft() {
        // spacing 7.5, width 150 → 135 available; order fixed 30, max 50, min 100:
        // 135/3 = 45 → 30; 105/2 = 52.5 → 50; 55 → the min-100 child takes 100.
        let root = hstack("stack", spacing: 7.5,
                          color().frame("red", minWidth: 100),
                          color().frame("green", width: 30),
                          color().frame("blue", maxWidth: 50))
        let tree = layout(root, width: 150)
        #expect(tree["green"]?.frame.width == 30)
        #expect(tree["blue"]?.frame.width == 50)
        #expect(tree["red"]?.frame.width == 100)
        #expect(tree["green"]?.proposal.width == 45)
        #expect(tree["blue"]?.proposal.width == 52.5)
        #expect(tree["red"]?.proposal.width == 55)
        // Source order is kept for placement: red, green, blue.
        #expect(tree["red"]?.frame.minX == 0)
        #expect(tree["green"]?.frame.minX == 107.5)
        #expect(tree["blue"]?.frame.minX == 145)
    }

    @Test func textBetweenTwoRectanglesIsOfferedAThirdAndWraps() {
        // swiftuifieldguide HStack { Color; Text("Hello, world"); Color }: the text, least flexible, goes first
        // and gets a third of the space, so it wraps although one line (120 pt) would fit in 240.
        let root = hstack(spacing: 0, color("left"), text("Hello, world", id: "text"), color("right"))
        let tree = layout(root, width: 240)
        let t = tree["text"]
        #expect(t?.proposal.width == 80)
        #expect(t?.text?.lines.map(\.text) == ["Hello,", "world"])
        #expect(t?.frame.width == 60)
        #expect(tree["left"]?.frame.width == 90)
        #expect(tree["right"]?.frame.width == 90)
    }

    @Test func threeTextsShareTheWidthEqually() {
        let words = "aaaa bbbb cccc dddd"   // 190 pt on one line
        let root = hstack(spacing: 0, text(words, id: "a"), text(words, id: "b"), text(words, id: "c"))
        let tree = layout(root, width: 300)
        // Equal flexibility keeps source order; each is offered what is left ÷ the texts left.
        #expect(["a", "b", "c"].map { tree[$0]?.proposal.width } == [100, 105, 120])
        for id in ["a", "b", "c"] {
            #expect(tree[id]?.text?.lines.map(\.text) == ["aaaa bbbb", "cccc dddd"])
        }
    }

    @Test func higherPriorityTextIsOfferedEverythingBeyondTheOthersMinimum() {
        let title = "Hello world"  // 110 pt
        let without = layout(hstack(spacing: 0, text(title, id: "t"), color("c")), width: 200)
        #expect(without["t"]?.text?.lines.count == 2)  // offered 100: wraps

        let with = layout(hstack(spacing: 0, text(title, id: "t", priority: 1), color("c")), width: 200)
        #expect(with["t"]?.proposal.width == 200)
        #expect(with["t"]?.text?.lines.count == 1)
        #expect(with["c"]?.frame.width == 90)
    }

    @Test func higherPriorityGroupLeavesTheLowerGroupsMinimumSizes() {
        // The low-priority child cannot go below 50, so the priority-1 text is offered 200 − 50.
        let root = hstack(spacing: 0,
                          text("a long title that wraps", id: "t").layoutPriority(1),
                          color().frame("min", minWidth: 50))
        let tree = layout(root, width: 200)
        #expect(tree["t"]?.proposal.width == 150)
        #expect(tree["t"]?.frame.width == 120)   // "a long title" / "that wraps"
        #expect(tree["min"]?.frame.width == 80)  // then takes what is left
    }

    @Test func layoutPriorityIsReadThroughModifiers() {
        // .layoutPriority(1).padding(0): the padding forwards its child's priority to the stack.
        let root = hstack(spacing: 0, text("Hello world", id: "t").layoutPriority(1).padding(0), color())
        let tree = layout(root, width: 200)
        #expect(tree["t"]?.text?.lines.count == 1)
    }

    @Test func spacingIsSubtractedBeforeSharing() {
        let root = hstack(spacing: 12, color("a"), color("b"), color("c"))
        let tree = layout(root, width: 324)
        #expect(tree["a"]?.frame.width == 100)
        #expect(tree["b"]?.frame.minX == 112)
        #expect(tree["c"]?.frame.minX == 224)
    }

    @Test func nilSpacingIsEightPoints() {
        let tree = layout(hstack("s", spacing: nil, text("A"), text("B")), width: 300)
        #expect(tree["s"]?.frame.width == 28)
    }

    @Test func stackIsAsLargeAsItsChildrenOnTheMajorAxisAndTheLargestAcross() {
        let root = vstack("s", spacing: 5, image(width: 40, height: 30), image(width: 60, height: 10))
        let tree = layout(root, width: 300)
        #expect(tree["s"]?.frame.size == Size(width: 60, height: 45))
    }

    @Test func verticalSpaceIsUnboundedWithoutAFrame() {
        // Proposal height nil (a scroll view): a VStack of long wrapped texts grows as tall as it needs.
        let long = String(repeating: "word ", count: 40)
        let root = vstack("s", spacing: 0, text(long), text(long))
        let tree = layout(root, width: 100)
        #expect(tree["s"]?.frame.height == 800)  // 2 texts × 20 lines × 20 pt
    }
}
