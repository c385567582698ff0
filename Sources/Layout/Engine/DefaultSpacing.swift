import DynamicType

/// The distance a stack with `spacing: nil` puts between two neighbours, as iOS 26 does (docs/platform-facts.md,
/// "Spacing and padding"). SwiftUI asks each view for a spacing preference per edge, by the kind of neighbour (text,
/// image, anything else), and uses the larger of the two wishes (OpenSwiftUI `Spacing.swift`; an engine checked
/// against the iOS 26.5 simulator). In a VStack:
/// - Text above Text: the lower font's `UIFont.leading` rounded up to the pixel (body 2.0 at @3x);
/// - a view above a Text: the Text's top preference (6.434 for body, per style in `TextSpacingTable`); a Text above
///   a view: its bottom preference (10.643 for body);
/// - an SF Symbol next to a Text or a symbol: 0; a symbol above a view 3.333, a view above a symbol 2.333;
/// - other views: 8; next to a Spacer: 0 (the Spacer's own minimum length is the gap).
/// A stack's edge is its children's (a VStack's top is its first child's; an HStack's top merges all of them, a
/// view wins over a text, a text over a symbol), so a VStack of texts spaces like a text. A view with padding or a
/// frame around it spaces like any view. In an HStack every pair is 8, 0 next to a Spacer.
enum DefaultSpacing {
    static let symbolAboveView = 3.333
    static let viewAboveSymbol = 2.333

    enum Kind { case text, symbol, view, none }

    /// One edge's preference: what it is, and how far it wants to be from a text, a symbol or another view.
    struct Edge {
        var kind: Kind
        var fromText = 0.0
        var fromSymbol = 0.0
        var fromView = 0.0

        static let none = Edge(kind: .none)
        static func view(_ gap: Double) -> Edge { Edge(kind: .view, fromView: gap) }

        func wish(toward other: Kind) -> Double {
            switch other {
            case .text: return fromText
            case .symbol: return fromSymbol
            case .view: return fromView
            case .none: return 0
            }
        }
    }

    static func gap(between a: ViewNode, and b: ViewNode, axis: Axis, viewGap: Double) -> Double {
        if isSpacer(a) || isSpacer(b) { return 0 }
        guard axis == .vertical else { return viewGap }
        let upper = edge(a, top: false, viewGap: viewGap), lower = edge(b, top: true, viewGap: viewGap)
        if upper.kind == .none || lower.kind == .none { return 0 }
        return max(upper.wish(toward: lower.kind), lower.wish(toward: upper.kind))
    }

    /// Between two rows of a `Grid` (`spacing: nil`): each row's edge is its cells' merged, as an HStack's is.
    static func gap(between upperRow: [ViewNode], and lowerRow: [ViewNode], viewGap: Double) -> Double {
        let upper = merge(upperRow.map { edge($0, top: false, viewGap: viewGap) })
        let lower = merge(lowerRow.map { edge($0, top: true, viewGap: viewGap) })
        if upper.kind == .none || lower.kind == .none { return 0 }
        return max(upper.wish(toward: lower.kind), lower.wish(toward: upper.kind))
    }

    static func isSpacer(_ node: ViewNode) -> Bool {
        switch node.kind {
        case .spacer: return true
        case .hidden(let child): return isSpacer(child)
        default: return false
        }
    }

    /// The top (or bottom) edge of a node in a VStack.
    static func edge(_ node: ViewNode, top: Bool, viewGap: Double) -> Edge {
        switch node.kind {
        case .text(let spec):
            let preference = TextSpacingTable.preference(style: spec.textStyle, size: spec.font.size)
            return top ? Edge(kind: .text, fromText: roundedUp(spec.font.lineSpacing, grid: spec.heightGrid),
                              fromView: preference.aboveText)
                       : Edge(kind: .text, fromView: preference.belowText)
        case .symbol:
            return Edge(kind: .symbol, fromView: top ? viewAboveSymbol : symbolAboveView)
        case .spacer:
            return .none
        case .hidden(let child), .fixedSize(_, _, let child), .aspectRatio(_, let child):
            return edge(child, top: top, viewGap: viewGap)
        case .padding(let insets, let child):
            let zero = top ? insets.top == 0 : insets.bottom == 0
            return zero && insets.leading == 0 && insets.trailing == 0 ? edge(child, top: top, viewGap: viewGap) : .view(viewGap)
        case .stack(let stack):
            let children = stack.children.filter { !isSpacer($0) }
            if stack.axis == .vertical {
                guard let end = top ? children.first : children.last else { return .none }
                return edge(end, top: top, viewGap: viewGap)
            }
            return merge(children.map { edge($0, top: top, viewGap: viewGap) })
        case .zstack(_, let children):
            return merge(children.map { edge($0, top: top, viewGap: viewGap) })
        case .customLayout(let layout):
            // "If you don't implement this method, the protocol provides a default implementation that merges the
            // spacing preferences across all subviews" (Apple, Layout.spacing(subviews:cache:)).
            return merge(layout.children.map { edge($0, top: top, viewGap: viewGap) })
        case .layered(let l):
            // Spacing around a view with an overlay or background is the view's own.
            return edge(l.base, top: top, viewGap: viewGap)
        case .rowGrid(let grid):
            // Rows in a column, cells in a row, as a VStack of HStacks (Apple, "Grid"): its first row's cells make
            // its top edge, its last row's its bottom (*assumption*, as the grid's own spacing between rows).
            guard let row = top ? grid.rows.first : grid.rows.last else { return .none }
            return merge(row.cells.map { edge($0.node, top: top, viewGap: viewGap) })
        default:
            return .view(viewGap)
        }
    }

    /// Several children sharing an edge: a view wins over a text, a text over a symbol; each wish the largest.
    static func merge(_ edges: [Edge]) -> Edge {
        let present = edges.filter { $0.kind != .none }
        guard var merged = present.first else { return .none }
        for e in present.dropFirst() {
            if e.kind == .view || (e.kind == .text && merged.kind == .symbol) { merged.kind = e.kind }
            merged.fromText = max(merged.fromText, e.fromText)
            merged.fromSymbol = max(merged.fromSymbol, e.fromSymbol)
            merged.fromView = max(merged.fromView, e.fromView)
        }
        return merged
    }

    static func roundedUp(_ value: Double, grid: Double?) -> Double {
        guard let grid, grid > 0 else { return value }
        return (value / grid - 1e-9).rounded(.up) * grid
    }
}
