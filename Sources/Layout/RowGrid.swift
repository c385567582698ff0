/// SwiftUI's `Grid(alignment:horizontalSpacing:verticalSpacing:)` (iOS 16, Apple "Grid"): a row per `GridRow`;
/// a view written directly in the grid is a row of one cell across every column (Apple: "a view that's not
/// part of a grid row … spans all the grid's columns"). The grid has as many columns as its widest row.
public struct RowGrid: Sendable {
    public var alignment: Alignment
    /// nil = the default spacing (see `RowGridLayout.swift`).
    public var horizontalSpacing: Double?
    public var verticalSpacing: Double?
    public var rows: [GridRowNode]

    public init(alignment: Alignment = .center, horizontalSpacing: Double? = nil, verticalSpacing: Double? = nil,
                rows: [GridRowNode]) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.rows = rows
    }

    /// The number of columns: the most any `GridRow` fills (its cells' spans added up), at least 1.
    public var columnCount: Int {
        max(1, rows.filter { !$0.spansAllColumns }.map { $0.cells.reduce(0) { $0 + max(1, $1.columns) } }.max() ?? 1)
    }

    public var children: [ViewNode] { rows.flatMap { $0.cells.map(\.node) } }

    /// "3 columns", for the frame tree.
    public var columnsDescription: String { columnCount == 1 ? "1 column" : "\(columnCount) columns" }
}

/// A `GridRow(alignment:)`, or a view directly in the grid (`spansAllColumns`).
public struct GridRowNode: Sendable {
    /// `GridRow(alignment:)`: the row's vertical alignment; nil = the grid's.
    public var alignment: Alignment.Vertical?
    public var cells: [GridCell]
    public var spansAllColumns: Bool

    public init(alignment: Alignment.Vertical? = nil, cells: [GridCell], spansAllColumns: Bool = false) {
        self.alignment = alignment
        self.cells = cells
        self.spansAllColumns = spansAllColumns
    }
}

/// A view in a grid row with the values the grid reads from it (layout values in SwiftUI, so where they are written
/// in the view's modifier chain does not matter).
public struct GridCell: Sendable {
    public var node: ViewNode
    /// `gridCellColumns(_:)`: how many columns the cell spans (1 by default).
    public var columns: Int
    /// `gridColumnAlignment(_:)`: the horizontal alignment of every cell in this cell's column.
    public var columnAlignment: Alignment.Horizontal?
    /// `gridCellUnsizedAxes(_:)`: axes on which the cell takes the size the others give its column or row instead
    /// of asking for its own.
    public var unsizedAxes: Set<Axis>
    /// `gridCellAnchor(_:)`: where this cell sits in its box, over the column's and row's alignment.
    public var anchor: Alignment?

    public init(_ node: ViewNode, columns: Int = 1, columnAlignment: Alignment.Horizontal? = nil, unsizedAxes: Set<Axis> = [],
                anchor: Alignment? = nil) {
        self.node = node
        self.columns = max(1, columns)
        self.columnAlignment = columnAlignment
        self.unsizedAxes = unsizedAxes
        self.anchor = anchor
    }
}
