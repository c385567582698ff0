/// The distance a stack with `spacing: nil` puts between two neighbours, as iOS 26 does (docs/platform-facts.md,
/// "Spacing and padding"). SwiftUI asks each view for a spacing preference per edge and neighbour kind and uses the
/// larger of the two wishes (OpenSwiftUI `Spacing.swift`; an engine checked against the iOS 26.5 simulator):
/// - next to a Spacer: 0 (the Spacer's own minimum length is the gap);
/// - in an HStack: 8 between any two views;
/// - in a VStack, Text above Text: the lower text's `UIFont.leading` rounded up to the pixel (body 2.0 at @3x);
///   a view above a Text: the Text's top preference (6.434 for body); a Text above a view: the Text's bottom
///   preference (10.643 for body); between other views: 8.
/// The two text-against-view preferences are measured for body at Large only; other sizes scale them with the
/// point size (*assumption*, as the checked engine does for explicit sizes). A Text with padding or a frame around
/// it spaces like any view.
enum DefaultSpacing {
    static let bodySize = 17.0
    static let textTopVsView = 6.434
    static let textBottomVsView = 10.643

    enum Edge {
        case text(TextSpec)
        case view
        case spacer
    }

    static func edge(_ node: ViewNode) -> Edge {
        switch node.kind {
        case .text(let spec): return .text(spec)
        case .spacer: return .spacer
        case .hidden(let child): return edge(child)
        default: return .view
        }
    }

    static func gap(between a: ViewNode, and b: ViewNode, axis: Axis, viewGap: Double) -> Double {
        let upper = edge(a), lower = edge(b)
        if case .spacer = upper { return 0 }
        if case .spacer = lower { return 0 }
        guard axis == .vertical else { return viewGap }
        switch (upper, lower) {
        case (.text, .text(let spec)):
            return roundedUp(spec.font.lineSpacing, grid: spec.heightGrid)
        case (.view, .text(let spec)):
            return textTopVsView * spec.font.size / bodySize
        case (.text(let spec), .view):
            return textBottomVsView * spec.font.size / bodySize
        default:
            return viewGap
        }
    }

    static func roundedUp(_ value: Double, grid: Double?) -> Double {
        guard let grid, grid > 0 else { return value }
        return (value / grid - 1e-9).rounded(.up) * grid
    }
}
