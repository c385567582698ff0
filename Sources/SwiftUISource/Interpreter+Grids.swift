import Layout
import ViewModel
import SwiftSyntax

/// `LazyVGrid` and SwiftUI's `Grid` with its `GridRow`s.
extension Interpreter {
    /// `LazyVGrid(columns:alignment:spacing:)`: its GridItems and the cells that fill its rows.
    func lazyVGrid(_ args: [Argument], at c: FunctionCallExprSyntax) throws -> GridValue {
        guard case .array(let columns)? = args.first(where: { $0.label == "columns" })?.value else {
            throw fail("LazyVGrid needs `columns:` as a known array of GridItem", at: c)
        }
        var items: [GridItemValue] = []
        for column in columns {
            let item: GridItemValue
            switch column {
            case .gridItem(let g): item = g
            // `[.init(.adaptive(minimum: 300))]`: the array's element type is GridItem.
            case .member("init", let args?): item = try gridItem(args, at: c)
            default: throw fail("LazyVGrid: a column is not a GridItem", at: c)
            }
            items.append(item)
        }
        let alignment = try args.first { $0.label == "alignment" }.map { try stackAlignment($0.value, axis: .vertical, at: c) }
        return GridValue(columns: Varying(max(1, items.count)), items: items.isEmpty ? nil : items.map(\.size),
                         horizontalSpacing: items.first?.spacing.map { Varying(.points($0)) },
                         verticalSpacing: try spacing(args, at: c).map { Varying(.points($0)) },
                         alignment: alignment.map(Varying.init), children: try children(args, at: c).map { Varying($0) })
    }

    /// `Grid(alignment:horizontalSpacing:verticalSpacing:) { GridRow { … } … }`; its rows are checked when resolved.
    func grid(_ args: [Argument], at c: FunctionCallExprSyntax) throws -> RowGridValue {
        func spacing(_ label: String) throws -> Varying<Length?>? {
            guard let s = args.first(where: { $0.label == label }), !s.value.isNull else { return nil }
            return Varying(.points(try number(s.value, at: c)))
        }
        let alignment = try args.first { $0.label == "alignment" }.map { try self.alignment($0.value, at: c) }
        return RowGridValue(alignment: alignment.map(Varying.init), horizontalSpacing: try spacing("horizontalSpacing"),
                            verticalSpacing: try spacing("verticalSpacing"), rows: try children(args, at: c).map { Varying($0) })
    }

    /// `GridRow(alignment:) { cells }`: a row of the enclosing `Grid` (reported when resolved outside one).
    func gridRow(_ args: [Argument], at c: FunctionCallExprSyntax) throws -> GridRowValue {
        let alignment = try args.first { $0.label == "alignment" }.flatMap {
            $0.value.isNull ? nil : try stackAlignment($0.value, axis: .horizontal, at: c)
        }
        return GridRowValue(alignment: alignment.map(Varying.init), cells: try children(args, at: c).map { Varying($0) })
    }
}
