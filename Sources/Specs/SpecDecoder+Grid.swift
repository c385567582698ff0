import ViewModel
import DynamicType
import Layout

extension SpecDecoder {
    /// `grid: {rows: [{gridRow: [cells]}, divider, …], alignment, spacing, horizontalSpacing, verticalSpacing}`:
    /// SwiftUI's `Grid(alignment:horizontalSpacing:verticalSpacing:) { GridRow { … }; Divider() }`.
    func rowGrid(_ map: MapReader, _ c: Cursor) -> ElementKind? {
        rejectInside(map, allowed: ["rows", "spacing", "horizontalSpacing", "verticalSpacing", "alignment"], kind: "grid with rows")
        let spacing = map["spacing"].map { optionalLengthV($0) }
        let h = map["horizontalSpacing"].map { optionalLengthV($0) } ?? spacing
        let v = map["verticalSpacing"].map { optionalLengthV($0) } ?? spacing
        let align = map["alignment"].map { alignmentV($0) }
        let rows = map["rows"].map { children($0) } ?? []
        guard !failed(h), !failed(v), !failed(align), let rows else { return nil }
        return .rowGrid(RowGridValue(alignment: align ?? nil, horizontalSpacing: h ?? nil, verticalSpacing: v ?? nil, rows: rows))
    }

    /// `gridRow: [cells]` or `gridRow: {alignment: top, children: [cells]}`.
    func gridRow(_ c: Cursor) -> ElementKind? {
        if c.sequence != nil { return children(c).map { .gridRow(GridRowValue(alignment: nil, cells: $0)) } }
        guard let map = MapReader(c, diags, expected: "a list of cells or {alignment, children}") else { return nil }
        rejectInside(map, allowed: ["alignment", "children"], kind: "gridRow")
        let align = map["alignment"].map { alignmentV($0) }
        let cells = map["children"].map { children($0) } ?? []
        guard !failed(align), let cells else { return nil }
        return .gridRow(GridRowValue(alignment: align ?? nil, cells: cells))
    }

    /// `gridCellColumns: 2`, `gridColumnAlignment: trailing`, `gridCellUnsizedAxes: horizontal` (or `vertical`,
    /// `both`, a list), `gridCellAnchor: topTrailing`.
    func gridCell(_ key: String, _ c: Cursor) -> GridCellValue? {
        switch key {
        case "gridCellColumns":
            return varying(c) { c -> Int? in
                guard let n = int(c, expected: "a number of columns") else { return nil }
                guard n >= 1, n <= 100 else { error("`gridCellColumns` must be 1 to 100, found \(n)", c); return nil }
                return n
            }.map { GridCellValue(columns: $0) }
        case "gridCellAnchor":
            // A UnitPoint: its named values are the nine alignments (`UnitPoint(x:y:)` is not in the language).
            return alignment(c).map { GridCellValue(anchor: $0) }
        case "gridColumnAlignment":
            let options: [(String, Alignment.Horizontal)] = [("leading", .leading), ("center", .center), ("trailing", .trailing)]
            return choice(c, options, what: "horizontal alignment").map { GridCellValue(columnAlignment: $0) }
        default:
            let options: [(String, Set<Axis>)] = [("horizontal", [.horizontal]), ("vertical", [.vertical]),
                                                  ("both", [.horizontal, .vertical])]
            if let items = c.sequence {
                let parts = items.map { choice($0, options, what: "axis") }
                guard !parts.contains(where: { $0 == nil }) else { return nil }
                return GridCellValue(unsizedAxes: parts.reduce(into: Set<Axis>()) { $0.formUnion($1!) })
            }
            return choice(c, options, what: "axis").map { GridCellValue(unsizedAxes: $0) }
        }
    }
}
