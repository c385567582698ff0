/// `LazyVGrid(columns: Array(repeating: GridItem(.flexible()), count: n), spacing:)`: n equal columns sharing the
/// proposed width, ((width − spacing·(n − 1)) / n) each; each cell is proposed its column's width and an
/// unspecified height; a row is as tall as its tallest cell. Flexible GridItems split the width evenly
/// (Apple, GridItem.Size.flexible); the per-item minimum (10 pt) and maximum (∞) defaults never bind for
/// phone widths and are not modelled.
struct GridMetrics {
    var columnWidth: Double
    var horizontalSpacing: Double
    var verticalSpacing: Double
    /// Row heights, top to bottom.
    var rowHeights: [Double]
    /// Every cell's size for its (column width × nil) proposal, in child order.
    var cellSizes: [Size]
    var cellProposal: ProposedSize
    var size: Size
}

extension LayoutPass {
    func gridMetrics(_ node: ViewNode, _ grid: Grid, _ p: ProposedSize) -> GridMetrics {
        let columns = max(grid.columns, 1)
        let hSpacing = max(0, grid.horizontalSpacing ?? options.defaultGridSpacing)
        let vSpacing = max(0, grid.verticalSpacing ?? options.defaultGridSpacing)
        let spacingTotal = hSpacing * Double(columns - 1)

        // A finite width is shared; nil or ∞ passes through to the cells, and the columns are then as wide as
        // the widest cell (equal columns).
        let sharedWidth = p.width.flatMap { $0.isFinite ? max(0, ($0 - spacingTotal) / Double(columns)) : nil }
        let cellProposal = ProposedSize(width: sharedWidth ?? p.width, height: nil)
        let cellSizes = grid.children.map { size($0, cellProposal, in: nil) }
        let columnWidth = sharedWidth ?? cellSizes.reduce(0) { max($0, $1.width) }

        var rowHeights: [Double] = []
        var index = 0
        while index < cellSizes.count {
            let row = cellSizes[index..<min(index + columns, cellSizes.count)]
            rowHeights.append(row.reduce(0) { max($0, $1.height) })
            index += columns
        }
        let width = p.width.flatMap { $0.isFinite ? $0 : nil } ?? (columnWidth * Double(columns) + spacingTotal)
        let height = rowHeights.reduce(0, +) + vSpacing * Double(max(rowHeights.count - 1, 0))
        return GridMetrics(columnWidth: columnWidth, horizontalSpacing: hSpacing, verticalSpacing: vSpacing,
                           rowHeights: rowHeights, cellSizes: cellSizes, cellProposal: cellProposal,
                           size: Size(width: width, height: height))
    }
}
