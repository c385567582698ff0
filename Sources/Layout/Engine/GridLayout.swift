/// `LazyVGrid(columns: [GridItem], spacing:)`. With a finite width, the columns share it as their GridItems say
/// (`columnWidths`); each cell is proposed its column's width and an unspecified height; a row is as tall as its
/// tallest cell. With no width (an ideal size), flexible columns are as wide as the widest cell, fixed ones their
/// width, and an adaptive item is one column.
struct GridMetrics {
    /// Each resolved column's width, left to right (an adaptive item may resolve to several columns).
    var columnWidths: [Double]
    var horizontalSpacing: Double
    var verticalSpacing: Double
    /// Row heights, top to bottom.
    var rowHeights: [Double]
    /// Every cell's size for its (column width × nil) proposal, in child order.
    var cellSizes: [Size]
    var cellProposals: [ProposedSize]
    var size: Size

    var columnCount: Int { columnWidths.count }
}

extension LayoutPass {
    func gridMetrics(_ node: ViewNode, _ grid: Grid, _ p: ProposedSize) -> GridMetrics {
        let hSpacing = max(0, grid.horizontalSpacing ?? options.defaultGridSpacing)
        let vSpacing = max(0, grid.verticalSpacing ?? options.defaultGridSpacing)

        let finiteWidth = p.width.flatMap { $0.isFinite ? $0 : nil }
        let shared = finiteWidth.map { columnWidths(grid.items, available: $0, spacing: hSpacing) }
        // Without a width: fixed columns keep theirs, the others pass the proposal through to their cells.
        let proposedWidths: [Double?] = shared ?? grid.items.map { if case .fixed(let w) = $0 { return w } else { return p.width } }
        let columns = max(proposedWidths.count, 1)
        var cellProposals: [ProposedSize] = []
        var cellSizes: [Size] = []
        for (i, child) in grid.children.enumerated() {
            let proposal = ProposedSize(width: proposedWidths[i % columns], height: nil)
            cellProposals.append(proposal)
            cellSizes.append(size(child, proposal, in: nil))
        }
        let widest = cellSizes.reduce(0) { max($0, $1.width) }
        let widths = shared ?? proposedWidths.map { $0.flatMap { $0.isFinite ? $0 : nil } ?? widest }

        var rowHeights: [Double] = []
        var index = 0
        while index < cellSizes.count {
            let row = cellSizes[index..<min(index + columns, cellSizes.count)]
            rowHeights.append(row.reduce(0) { max($0, $1.height) })
            index += columns
        }
        let spacingTotal = hSpacing * Double(columns - 1)
        let width = finiteWidth ?? (widths.reduce(0, +) + spacingTotal)
        let height = rowHeights.reduce(0, +) + vSpacing * Double(max(rowHeights.count - 1, 0))
        return GridMetrics(columnWidths: widths, horizontalSpacing: hSpacing, verticalSpacing: vSpacing,
                           rowHeights: rowHeights, cellSizes: cellSizes, cellProposals: cellProposals,
                           size: Size(width: width, height: height))
    }

    /// How GridItems share a width, as LazyVGrid does (Apple, GridItem.Size; the order of the steps follows Javier
    /// Nigro's measurements, swiftui-lab.com/impossible-grids): the spacing between items and the fixed items come
    /// off first; the rest is split among the other items in order, each taking an equal share of what is left,
    /// clamped to its minimum and maximum; an adaptive item fits as many columns of at least its minimum into its
    /// share as the spacing allows (at least one), each as wide as the share allows, up to its maximum.
    func columnWidths(_ items: [GridColumn], available: Double, spacing: Double) -> [Double] {
        var remaining = available - spacing * Double(items.count - 1)
        for item in items { if case .fixed(let w) = item { remaining -= w } }
        var sharesLeft = items.filter { if case .fixed = $0 { return false } else { return true } }.count
        var widths: [Double] = []
        for item in items {
            switch item {
            case .fixed(let w):
                widths.append(w)
            case .flexible(let lo, let hi):
                let share = min(max(remaining / Double(max(sharesLeft, 1)), lo), hi)
                remaining -= share; sharesLeft -= 1
                widths.append(share)
            case .adaptive(let lo, let hi):
                let share = max(remaining / Double(max(sharesLeft, 1)), lo)
                remaining -= share; sharesLeft -= 1
                let count = max(1, Int(((share + spacing) / (lo + spacing)).rounded(.down)))
                let width = min((share - spacing * Double(count - 1)) / Double(count), hi)
                widths += Array(repeating: width, count: count)
            }
        }
        return widths
    }
}
