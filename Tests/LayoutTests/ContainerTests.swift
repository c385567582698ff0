import Testing
import Layout

/// Spacers, dividers, alignment, ZStack, grid, ViewThatFits and adaptive branches.
@Suite struct ContainerTests {
    @Test func spacerPushesItsNeighboursToTheEdges() {
        let root = hstack(spacing: 0, text("A", id: "a"), spacer("s"), text("B", id: "b"))
        let tree = layout(root, width: 300)
        #expect(tree["a"]?.frame.minX == 0)
        #expect(tree["s"]?.frame.width == 280)
        #expect(tree["b"]?.frame.minX == 290)
    }

    @Test func spacerKeepsItsMinimumLengthWhenSpaceRunsOut() {
        // The priority-1 colour is offered everything but the spacer's minimum.
        let root = hstack(spacing: 0, color("c").layoutPriority(1), spacer("s", minLength: 30))
        let tree = layout(root, width: 100)
        #expect(tree["c"]?.frame.width == 70)
        #expect(tree["s"]?.frame.width == 30)
    }

    @Test func textBesideASpacerIsOfferedAllButTheSpacersMinimum() {
        // Spacers have layout priority −∞: the text is not offered half the row (75 pt, which would wrap).
        let root = hstack(spacing: 0, text("Hello world", id: "t"), spacer("s"))
        let tree = layout(root, width: 150)
        #expect(tree["t"]?.proposal.width == 142)
        #expect(tree["t"]?.text?.lines.count == 1)
        #expect(tree["s"]?.frame.width == 40)
    }

    @Test func spacerInAVStackExpandsVertically() {
        let root = vstack(spacing: 0, text("A"), spacer("s"), text("B", id: "b")).frame(height: 200)
        let tree = layout(root, width: 300)
        #expect(tree["s"]?.frame.size == Size(width: 0, height: 160))
        #expect(tree["b"]?.frame.minY == 180)
    }

    @Test func stackWithoutSpacerIsItsIdealSize() {
        let tree = layout(hstack("s", spacing: 0, text("A"), text("B")), width: 300)
        #expect(tree["s"]?.frame.width == 20)
    }

    @Test func dividerInAnHStackIsVerticalAndSpansTheRow() {
        // HStack { … Divider() … }.fixedSize(): the divider is as tall as the row.
        let root = hstack(spacing: 0, text("Hello world again", id: "t").frame(width: 60), divider("d"), text("B"))
            .fixedSize(horizontal: false, vertical: true)
        let tree = layout(root, width: 300)
        #expect(tree["d"]?.frame.width == 1)
        #expect(tree["d"]?.frame.height == 60)
    }

    @Test func verticallyFixedHStackGivesMaxHeightInfinityChildrenTheRowHeight() {
        // The equal-height idiom: .frame(maxHeight: .infinity) children in HStack {…}.fixedSize(vertical).
        let root = hstack(spacing: 0,
                          text("one two three").frame(width: 50).frame("tall", maxHeight: .infinity),
                          text("x").frame("short", maxHeight: .infinity))
            .fixedSize(horizontal: false, vertical: true)
        let tree = layout(root, width: 300)
        #expect(tree["tall"]?.frame.height == 60)
        #expect(tree["short"]?.frame.height == 60)
        #expect(tree["short"]?.proposal.height == 60)
    }

    @Test func dividerInAVStackIsHorizontalAndFillsTheWidth() {
        let tree = layout(vstack(spacing: 0, text("A"), divider("d")), width: 300)
        #expect(tree["d"]?.frame.size == Size(width: 300, height: 1))
    }

    @Test func vstackAlignsChildrenLeadingCenterOrTrailing() {
        func xOfShort(_ alignment: Alignment) -> Double? {
            layout(vstack(spacing: 0, alignment: alignment, text("Hi", id: "short"), text("Hello")), width: 300)["short"]?.frame.minX
        }
        #expect(xOfShort(.leading) == 0)
        #expect(xOfShort(.center) == 15)
        #expect(xOfShort(.trailing) == 30)
    }

    @Test func hstackAlignsChildrenTopCenterOrBottom() {
        func yOfSmall(_ alignment: Alignment) -> Double? {
            let root = hstack(spacing: 0, alignment: alignment, image("small", width: 10, height: 10),
                              image(width: 10, height: 50))
            return layout(root, width: 300)["small"]?.frame.minY
        }
        #expect(yOfSmall(.top) == 0)
        #expect(yOfSmall(.center) == 20)
        #expect(yOfSmall(.bottom) == 40)
    }

    @Test func zstackIsTheUnionOfItsChildrenAndAlignsThem() {
        let root = zstack("z", alignment: .bottomTrailing,
                          color().frame(width: 100, height: 50), text("Hi", id: "t"))
        let tree = layout(root, width: 300)
        #expect(tree["z"]?.frame.size == Size(width: 100, height: 50))
        #expect(tree["t"]?.frame == Rect(x: 80, y: 30, width: 20, height: 20))
    }

    @Test func gridSharesTheWidthInEqualColumnsAndRowsTakeTheTallestCell() {
        let cells = (0..<5).map { i in text(i == 1 ? "two lines here" : "c\(i)", id: "c\(i)") }
        let grid = ViewNode(.grid(Grid(columns: 3, horizontalSpacing: 10, verticalSpacing: 6,
                                       alignment: .topLeading, children: cells)), id: "g")
        let tree = layout(grid, width: 320)
        #expect(tree["c0"]?.proposal == ProposedSize(width: 100, height: nil))
        #expect(tree["c1"]?.frame.minX == 110)
        #expect(tree["c2"]?.frame.minX == 220)
        #expect(tree["c1"]?.frame.height == 40)            // "two lines" / "here" at 100 pt
        #expect(tree["c3"]?.frame.origin == Point(x: 0, y: 46))
        #expect(tree["g"]?.frame.size == Size(width: 320, height: 66))
    }

    @Test func gridSpacingDefaultsToEight() {
        let grid = ViewNode(.grid(Grid(columns: 2, children: [color("a"), color("b")])))
        let tree = layout(grid, width: 208)
        #expect(tree["a"]?.frame.width == 100)
        #expect(tree["b"]?.frame.minX == 108)
    }

    @Test func anAdaptiveItemFitsAsManyColumnsOfItsMinimumAsTheWidthHolds() {
        // 343 pt with 8 pt spacing: 3 columns of at least 100 fit ((343 + 8) / 108 = 3.25), each (343 − 16) / 3.
        let cells = (0..<4).map { color("c\($0)") }
        let tree = layout(ViewNode(.grid(Grid(items: [.adaptive(minimum: 100)], children: cells))), width: 343)
        #expect(tree["c0"]?.frame.width == 109)
        #expect(tree["c2"]?.frame.minX == 234)
        #expect(tree["c3"]?.frame.minX == 0, "the fourth cell starts the second row")
    }

    @Test func anAdaptiveItemKeepsOneColumnWhenEvenOneDoesNotFit() {
        let tree = layout(ViewNode(.grid(Grid(items: [.adaptive(minimum: 200)], children: [color("a"), color("b")]))), width: 150)
        #expect(tree["a"]?.frame.width == 200)
        #expect(tree["b"]?.frame.minY ?? 0 > 0)
    }

    @Test func fixedItemsTakeTheirWidthFirstAndFlexibleOnesShareTheRest() {
        let grid = Grid(items: [.fixed(80), .flexible(), .flexible(minimum: 10, maximum: 60)], horizontalSpacing: 10,
                        children: [color("a"), color("b"), color("c")])
        let tree = layout(ViewNode(.grid(grid)), width: 300)
        #expect(tree["a"]?.frame.width == 80)
        #expect(tree["b"]?.frame.width == 100, "(300 − 20 − 80) / 2")
        #expect(tree["c"]?.frame.width == 60, "its maximum")
        #expect(tree["c"]?.frame.minX == 200)
    }

    @Test func viewThatFitsChoosesTheFirstChildWhoseIdealSizeFits() {
        let root = viewThatFits("v", in: [.horizontal],
                                text("Add to reading list", id: "long"), text("Add", id: "short"))
        let wide = layout(root, width: 300)
        #expect(wide["v"]?.branch == "child 1")
        #expect(wide["long"] != nil && wide["short"] == nil)

        let narrow = layout(root, width: 100)
        #expect(narrow["v"]?.branch == "child 2")
        #expect(narrow["short"]?.frame.width == 30)
        #expect(narrow["long"] == nil)
    }

    @Test func viewThatFitsFallsBackToTheLastChildWhenNoneFits() {
        let root = viewThatFits("v", in: [.horizontal], text("Add to reading list"), text("Add to list", id: "last"))
        let tree = layout(root, width: 50)
        #expect(tree["v"]?.branch == "child 2")
        #expect(tree["last"]?.text?.lines.count == 3)  // still laid out in the 50 pt proposed
    }

    @Test func viewThatFitsChecksOnlyTheConstrainedAxes() {
        // Both children are 100 pt tall ideally; constrained horizontally only, the first one fits 40 pt of
        // height, which the vertical axis would have refused.
        let tall = image("tall", width: 30, height: 100)
        let root = viewThatFits("v", in: [.horizontal], tall, image(width: 10, height: 10))
        #expect(layout(root, width: 40, height: 40)["v"]?.branch == "child 1")
        let both = viewThatFits("v", tall, image(width: 10, height: 10))
        #expect(layout(both, width: 40, height: 40)["v"]?.branch == "child 2")
    }

    @Test func adaptiveStackRecordsItsBranch() {
        let tree = layout(hstack("s", adaptiveBranch: "hstack", text("A")), width: 300)
        #expect(tree["s"]?.branch == "hstack")
    }
}
