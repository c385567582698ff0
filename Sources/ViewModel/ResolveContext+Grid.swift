import DynamicType
import Layout

extension ResolveContext {
    /// SwiftUI's `Grid`: each `gridRow` a row of cells, any other view a row of one cell across every column.
    func rowGrid(_ g: RowGridValue, _ env: ResolveEnvironment) -> RowGrid {
        let c = env.category
        var rows: [GridRowNode] = []
        for child in g.rows {
            guard let element = child.value(at: c) else { continue }
            if case .gridRow(let row) = element.kind {
                if let m = element.modifiers.first(where: \.kind.wraps) {
                    // Environment modifiers (a font for the row) reach the cells; a frame or padding around a row
                    // is not modelled, and is reported rather than dropped.
                    error("a layout modifier on a grid row (padding, frame, fixedSize, hidden) is not modelled: put it on "
                          + "the row's cells", at: m.source)
                }
                var inner = env
                inner.apply(element.modifiers)
                let cells = row.cells.compactMap { $0.value(at: c) }.compactMap { cell($0, inner) }
                rows.append(GridRowNode(alignment: row.alignment?.value(at: c).vertical, cells: cells))
            } else if let whole = cell(element, env) {
                rows.append(GridRowNode(cells: [whole], spansAllColumns: true))
            }
        }
        return RowGrid(alignment: g.alignment?.value(at: c) ?? .center,
                       horizontalSpacing: env.optionalLength(g.horizontalSpacing),
                       verticalSpacing: env.optionalLength(g.verticalSpacing), rows: rows)
    }

    /// A cell's view with what its grid modifiers tell the grid (the last one written wins, as for a layout value).
    private func cell(_ e: Element, _ env: ResolveEnvironment) -> GridCell? {
        guard let n = node(e, env) else { return nil }
        var cell = GridCell(n)
        for m in e.modifiers {
            guard case .gridCell(let v) = m.kind else { continue }
            if let columns = v.columns { cell.columns = max(1, columns.value(at: env.category)) }
            if let alignment = v.columnAlignment { cell.columnAlignment = alignment }
            if let axes = v.unsizedAxes { cell.unsizedAxes = axes }
            if let anchor = v.anchor { cell.anchor = anchor }
        }
        return cell
    }
}
