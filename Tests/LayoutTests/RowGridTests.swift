import Testing
import Layout

func grid(id: String? = nil, alignment: Alignment = .center, horizontalSpacing: Double? = 0, verticalSpacing: Double? = 0,
          _ rows: GridRowNode...) -> ViewNode {
    ViewNode(.rowGrid(RowGrid(alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing,
                              rows: rows)), id: id)
}

func gridRow(alignment: Alignment.Vertical? = nil, _ cells: ViewNode...) -> GridRowNode {
    GridRowNode(alignment: alignment, cells: cells.map { GridCell($0) })
}

func gridRow(cells: GridCell...) -> GridRowNode { GridRowNode(cells: cells) }

/// A view written directly in the grid.
func fullRow(_ cell: GridCell) -> GridRowNode { GridRowNode(cells: [cell], spansAllColumns: true) }

/// SwiftUI's `Grid` / `GridRow` (iOS 16).
@Suite struct RowGridTests {
    @Test func aColumnIsAsWideAsItsWidestCellAndTheGridHugsItsColumns() {
        let root = grid(id: "g", gridRow(text("A"), text("BBB", id: "b")), gridRow(text("CCCC", id: "c"), text("D", id: "d")))
        let tree = layout(root, width: 300)
        #expect(tree["g"]?.frame.size == Size(width: 70, height: 40))
        #expect(tree["b"]?.frame.minX == 40)
        // D is centred in the 30 pt second column, as the grid's default alignment says.
        #expect(tree["d"]?.frame.minX == 50)
        #expect(tree["d"]?.frame.minY == 20)
    }

    @Test func aRowIsAsTallAsItsTallestCell() {
        let root = grid(gridRow(image("i", width: 10, height: 50), text("A", id: "a")), gridRow(text("B", id: "b")))
        let tree = layout(root, width: 300)
        #expect(tree["a"]?.frame.minY == 15)
        #expect(tree["b"]?.frame.minY == 50)
    }

    @Test func aShortRowLeavesItsTrailingCellsEmpty() {
        let root = grid(id: "g", gridRow(text("AA"), text("BB"), text("CC")), gridRow(text("DD", id: "d")))
        let tree = layout(root, width: 300)
        #expect(tree["g"]?.frame.width == 60)
        #expect(tree["d"]?.frame.minX == 0)
    }

    @Test func aSpanningCellTakesItsColumnsAndTheGap() {
        let root = grid(id: "g", horizontalSpacing: 10, gridRow(text("AAAA"), text("BBBB")),
                        gridRow(cells: GridCell(color("wide").frame(height: 5), columns: 2)))
        let tree = layout(root, width: nil)
        #expect(tree["g"]?.frame.width == 90)
        // Proposed the 40 + 10 + 40 of its columns, the colour fills them.
        #expect(tree["wide"]?.frame.width == 90)
    }

    @Test func aFlexibleViewBetweenTheRowsWidensTheGridToTheProposal() {
        // `Divider()` written directly in the grid spans every column and, being flexible, takes all it is offered.
        let root = grid(id: "g", gridRow(text("A"), text("B")), fullRow(GridCell(divider("line"))), gridRow(text("C"), text("D")))
        let tree = layout(root, width: 300)
        #expect(tree["g"]?.frame.width == 300)
        #expect(tree["line"]?.frame.width == 300)
    }

    @Test func anUnsizedDividerTakesTheWidthOfTheOtherCells() {
        let root = grid(id: "g", gridRow(text("AAA"), text("B")),
                        fullRow(GridCell(divider("line"), unsizedAxes: [.horizontal])), gridRow(text("C"), text("D")))
        let tree = layout(root, width: 300)
        #expect(tree["g"]?.frame.width == 40)
        #expect(tree["line"]?.frame.width == 40)
        #expect(tree["line"]?.frame.minY == 20)
    }

    @Test func gridRowAlignmentSetsTheRowsVerticalAlignment() {
        let root = grid(gridRow(alignment: .top, image(width: 10, height: 50), text("A", id: "top")),
                        gridRow(image(width: 10, height: 50), text("B", id: "centred")))
        let tree = layout(root, width: 300)
        #expect(tree["top"]?.frame.minY == 0)
        #expect(tree["centred"]?.frame.minY == 65)
    }

    @Test func gridColumnAlignmentAlignsEveryCellOfTheColumn() {
        let root = grid(gridRow(cells: GridCell(text("A", id: "a"), columnAlignment: .trailing), GridCell(text("B"))),
                        gridRow(text("CCCC"), text("D")),
                        gridRow(text("EE", id: "e"), text("F")))
        let tree = layout(root, width: 300)
        #expect(tree["a"]?.frame.minX == 30)
        #expect(tree["e"]?.frame.minX == 20)
    }

    @Test func theGridsAlignmentPlacesCellsInTheirBoxes() {
        let root = grid(alignment: .topLeading, gridRow(text("A", id: "a"), image(width: 10, height: 50)), gridRow(text("CCCC")))
        let tree = layout(root, width: 300)
        #expect(tree["a"]?.frame.origin == Point(x: 0, y: 0))
    }

    @Test func gridCellAnchorPlacesTheCellOverTheColumnAndRowAlignment() {
        let root = grid(gridRow(cells: GridCell(text("A", id: "a"), anchor: .bottomTrailing), GridCell(image(width: 10, height: 50))),
                        gridRow(text("CCCC")))
        let tree = layout(root, width: 300)
        #expect(tree["a"]?.frame.origin == Point(x: 30, y: 30))
    }

    @Test func flexibleCellsShareTheWidthTheOthersLeave() {
        let root = grid(gridRow(text("AB", id: "t"), color("c")))
        let tree = layout(root, width: 300)
        #expect(tree["t"]?.frame.width == 20)
        #expect(tree["c"]?.frame.width == 280)
    }

    @Test func textInANarrowGridWrapsInItsColumn() {
        // Two text columns share 100 pt as an HStack's texts would: the shorter text keeps its width, the other wraps.
        let root = grid(id: "g", gridRow(text("aaaa bbbb", id: "long"), text("cc dd", id: "short")))
        let tree = layout(root, width: 100)
        #expect(tree["short"]?.frame.width == 50)
        #expect(tree["long"]?.text?.lines.count == 2)
        #expect(tree["g"]?.frame.height == 40)
    }

    @Test func defaultSpacingPutsColumnsEightPointsApart() {
        let root = grid(horizontalSpacing: nil, verticalSpacing: nil,
                        gridRow(image(width: 10, height: 10), image("b", width: 10, height: 10)),
                        gridRow(image("c", width: 10, height: 10)))
        let tree = layout(root, width: 300)
        #expect(tree["b"]?.frame.minX == 18)
        // Two rows of plain views: the views' 8 pt, as in a VStack.
        #expect(tree["c"]?.frame.minY == 18)
    }

    @Test func aCellIsProposedItsBox() {
        let root = grid(gridRow(text("A"), image(width: 10, height: 40)), gridRow(color("fill"), text("BB")))
        let tree = layout(root, width: nil)
        #expect(tree["fill"]?.proposal == ProposedSize(width: 10, height: 20))
    }
}
