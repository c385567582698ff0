import DynamicType
import Layout
@testable import Specs
@testable import ViewModel
import Testing

/// `grid: {rows: …}`: SwiftUI's `Grid` with `GridRow`s, spanning views and the cells' grid modifiers.
@Suite struct GridRowsTests {
    static let yaml = """
    body:
      grid:
        alignment: leading
        horizontalSpacing: 12
        verticalSpacing: null
        rows:
          - gridRow:
              - text: Name
                gridColumnAlignment: trailing
              - text: "{name}"
          - divider:
            gridCellUnsizedAxes: horizontal
          - gridRow:
              alignment: top
              children:
                - text: Notes
                  gridCellAnchor: topTrailing
                - text: Long
                  gridCellColumns: 2
    variants:
      default: {name: Ada}
    """

    func grid() throws -> RowGrid {
        let node = try body(try spec(Self.yaml))
        guard case .rowGrid(let g) = node.kind else { Issue.record("not a row grid: \(node.shape)"); throw CancellationError() }
        return g
    }

    @Test func rowsBecomeGridRowsAndOtherViewsSpanTheGrid() throws {
        let g = try grid()
        #expect(g.rows.map(\.cells.count) == [2, 1, 2])
        #expect(g.rows.map(\.spansAllColumns) == [false, true, false])
        #expect(g.columnCount == 3)
        #expect(g.rows[0].cells[1].node.textSpec?.string == "Ada")
    }

    @Test func theGridsArgumentsAreKept() throws {
        let g = try grid()
        #expect(g.alignment == .leading)
        #expect(g.horizontalSpacing == 12)
        #expect(g.verticalSpacing == nil)
        #expect(g.rows[2].alignment == .top)
    }

    @Test func cellModifiersReachTheGrid() throws {
        let g = try grid()
        #expect(g.rows[0].cells[0].columnAlignment == .trailing)
        #expect(g.rows[1].cells[0].unsizedAxes == [.horizontal])
        #expect(g.rows[2].cells[1].columns == 2)
        #expect(g.rows[2].cells[0].anchor == .topTrailing)
    }

    @Test func aGridRowOutsideAGridIsAnError() throws {
        let s = try spec("""
        body:
          vstack:
            - gridRow: [{text: A}]
        """)
        #expect(throws: (any Error).self) { try body(s) }
    }

    @Test func aRowsFontReachesItsCells() throws {
        let node = try body(try spec("""
        body:
          grid:
            rows:
              - gridRow: [{text: Total}]
                font: headline
        """))
        #expect(node.texts.first?.textStyle == .headline)
    }

    @Test func aPaddingAroundARowIsReportedNotDropped() throws {
        let s = try spec("""
        body:
          grid:
            rows:
              - gridRow: [{text: Total}]
                padding: 8
        """)
        #expect(throws: (any Error).self) { try body(s) }
    }

    @Test func aGridWithRowsRefusesLazyGridKeys() {
        let found = errors("""
        body:
          grid: {rows: [{gridRow: [{text: A}]}], columns: 2}
        """)
        #expect(found.contains { $0.message.contains("columns") })
    }

    @Test func gridCellColumnsMustBePositive() {
        let found = errors("""
        body:
          grid: {rows: [{gridRow: [{text: A, gridCellColumns: 0}]}]}
        """)
        #expect(found.contains { $0.message.contains("gridCellColumns") })
    }
}
