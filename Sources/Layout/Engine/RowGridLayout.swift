/// SwiftUI's `Grid`. Apple ("Grid"): the grid "sets the width of all the cells in a column to match the needs of
/// the column's widest cell" and the height of a row to its tallest cell; "a grid and its rows behave something
/// like a collection of HStack instances wrapped in a VStack", with alignment and spacing applied per cell. So:
/// - columns share a finite width as a stack's children do: least flexible first, each offered an equal share of
///   what is left, as wide as its widest cell for that offer (flexible cells such as `Color` share what is left);
///   with no width (an ideal size) a column is as wide as its widest cell's ideal width;
/// - a cell spanning several columns (`gridCellColumns`, or a view written directly in the grid) does not size a
///   column; when it needs more than its columns give it, the missing width is added to them in equal parts
///   (assumption: Apple only says such a flexible view "expands the grid");
/// - a row is as tall as its tallest cell for the column widths; with a finite height rows share it as columns do;
/// - `gridCellUnsizedAxes` cells take no part in sizing on those axes and are proposed their box;
/// - the grid hugs its columns and rows (it is not as wide as the proposal unless a cell asks for it);
/// - `spacing: nil`: columns are `LayoutOptions.defaultStackSpacing` apart, as an HStack's views; rows choose their
///   distance as a VStack's neighbours do (`DefaultSpacing`), each row's edge merged from its cells' as an HStack's.
/// Placement proposes each cell its box (column width × row height) and aligns it there: horizontally by its
/// column's `gridColumnAlignment` or the grid's, vertically by its `GridRow(alignment:)` or the grid's; a cell's own
/// `gridCellAnchor` ("a custom alignment anchor for a view that acts as a grid cell", Apple) overrides both.
struct RowGridMetrics {
    var columnWidths: [Double]
    var rowHeights: [Double]
    var columnGap: Double
    /// The gap below each row but the last.
    var rowGaps: [Double]
    var size: Size
}

/// One cell's place: its row, first column and number of columns.
struct GridSlot {
    var row: Int
    var column: Int
    var span: Int
    var cell: GridCell
}

extension RowGrid {
    /// Every cell with its row and columns; cells fill a row left to right, after the spans before them.
    var slots: [GridSlot] {
        let count = columnCount
        var out: [GridSlot] = []
        for (r, row) in rows.enumerated() {
            var column = 0
            for cell in row.cells where column < count {
                let span = row.spansAllColumns ? count : min(cell.columns, count - column)
                out.append(GridSlot(row: r, column: column, span: span, cell: cell))
                column += span
            }
        }
        return out
    }

    /// The first `gridColumnAlignment` written in each column, in row order (single-column cells only).
    var columnAlignments: [Alignment.Horizontal?] {
        var out = [Alignment.Horizontal?](repeating: nil, count: columnCount)
        for slot in slots where slot.span == 1 && out[slot.column] == nil { out[slot.column] = slot.cell.columnAlignment }
        return out
    }
}

extension LayoutPass {
    func rowGridMetrics(_ node: ViewNode, _ grid: RowGrid, _ p: ProposedSize) -> RowGridMetrics {
        let key = Key(node: ObjectIdentifier(node), proposal: p, context: nil)
        if let cached = rowGrids[key] { return cached }
        let slots = grid.slots
        let columns = grid.columnCount
        let columnGap = max(0, grid.horizontalSpacing ?? options.defaultStackSpacing)
        let widths = columnWidths(slots, columns: columns, gap: columnGap, p.width)
        func width(_ s: GridSlot) -> Double {
            widths[s.column..<(s.column + s.span)].reduce(0, +) + columnGap * Double(s.span - 1)
        }
        let rowGaps = rowGaps(grid)
        let heights = share(grid.rows.count, available: p.height, spacing: rowGaps.reduce(0, +)) { row, offer in
            slots.filter { $0.row == row && !$0.cell.unsizedAxes.contains(.vertical) }.reduce(0) { tallest, s in
                max(tallest, size(s.cell.node, ProposedSize(width: width(s), height: offer), in: nil).height)
            }
        }
        let metrics = RowGridMetrics(
            columnWidths: widths, rowHeights: heights, columnGap: columnGap, rowGaps: rowGaps,
            size: Size(width: widths.reduce(0, +) + columnGap * Double(columns - 1), height: heights.reduce(0, +) + rowGaps.reduce(0, +)))
        rowGrids[key] = metrics
        return metrics
    }

    /// Columns sized by their single-column cells, then widened for the spanning cells that need more.
    private func columnWidths(_ slots: [GridSlot], columns: Int, gap: Double, _ width: Double?) -> [Double] {
        let sizing = slots.filter { !$0.cell.unsizedAxes.contains(.horizontal) }
        var widths = share(columns, available: width, spacing: gap * Double(columns - 1)) { column, offer in
            sizing.filter { $0.column == column && $0.span == 1 }.reduce(0) { widest, s in
                max(widest, size(s.cell.node, ProposedSize(width: offer, height: nil), in: nil).width)
            }
        }
        for s in sizing where s.span > 1 {
            let range = s.column..<(s.column + s.span)
            let spanned = widths[range].reduce(0, +) + gap * Double(s.span - 1)
            // A spanning cell is offered its columns plus what the grid has left over.
            let used = widths.reduce(0, +) + gap * Double(columns - 1)
            let offer = width.map { $0.isFinite ? spanned + max(0, $0 - used) : $0 }
            let needed = size(s.cell.node, ProposedSize(width: offer, height: nil), in: nil).width
            guard needed > spanned else { continue }
            for c in range { widths[c] += (needed - spanned) / Double(s.span) }
        }
        return widths
    }

    /// Tracks (columns or rows) share a length as a stack's children do (`StackLayout.swift`): least flexible
    /// first (flexibility = length offered ∞ − length offered 0), each offered an equal share of what is left.
    /// With no finite length, each track takes its length for that proposal (nil = ideal).
    private func share(_ count: Int, available: Double?, spacing: Double, length: (Int, Double?) -> Double) -> [Double] {
        guard let available, available.isFinite else { return (0..<count).map { length($0, available) } }
        let flexibility = (0..<count).map { i -> Double in
            let f = length(i, .infinity) - length(i, 0)
            return f.isNaN ? .infinity : f
        }
        let order = (0..<count).sorted { flexibility[$0] != flexibility[$1] ? flexibility[$0] < flexibility[$1] : $0 < $1 }
        var remaining = max(0, available - spacing)
        var lengths = [Double](repeating: 0, count: count)
        for (k, i) in order.enumerated() {
            lengths[i] = length(i, max(0, remaining / Double(count - k)))
            remaining -= lengths[i]
        }
        return lengths
    }

    /// The gap below each row but the last: the grid's vertical spacing, or what neighbouring rows choose.
    private func rowGaps(_ grid: RowGrid) -> [Double] {
        (0..<max(0, grid.rows.count - 1)).map { r in
            if let spacing = grid.verticalSpacing { return max(0, spacing) }
            guard options.pairwiseDefaultSpacing else { return options.defaultStackSpacing }
            return DefaultSpacing.gap(between: grid.rows[r].cells.map(\.node), and: grid.rows[r + 1].cells.map(\.node),
                                      viewGap: options.defaultStackSpacing)
        }
    }

    /// Each cell in its box (the columns it spans × its row), aligned there.
    func placeRowGrid(_ node: ViewNode, _ grid: RowGrid, _ p: ProposedSize, at origin: Point) -> [LaidOutNode] {
        let m = rowGridMetrics(node, grid, p)
        var columnX: [Double] = [], x = 0.0
        for w in m.columnWidths { columnX.append(x); x += w + m.columnGap }
        var rowY: [Double] = [], y = 0.0
        for (r, h) in m.rowHeights.enumerated() { rowY.append(y); y += h + (r < m.rowGaps.count ? m.rowGaps[r] : 0) }
        let columnAlignments = grid.columnAlignments
        return grid.slots.map { s in
            let width = m.columnWidths[s.column..<(s.column + s.span)].reduce(0, +) + m.columnGap * Double(s.span - 1)
            let box = Size(width: width, height: m.rowHeights[s.row])
            let proposal = ProposedSize(width: box.width, height: box.height)
            let alignment = s.cell.anchor
                ?? Alignment(horizontal: (s.span == 1 ? columnAlignments[s.column] : nil) ?? grid.alignment.horizontal,
                             vertical: grid.rows[s.row].alignment ?? grid.alignment.vertical)
            let offset = alignment.offset(container: box, child: size(s.cell.node, proposal, in: nil))
            return place(s.cell.node, proposal, at: origin + Point(x: columnX[s.column] + offset.x, y: rowY[s.row] + offset.y), in: nil)
        }
    }
}
