/// `aspectRatio(_:contentMode:)` and its shorthands `scaledToFit()` / `scaledToFill()` ("equivalent to calling
/// aspectRatio(_:contentMode:) with a nil aspectRatio", Apple, scaledToFit()).
///
/// The modifier changes only what the child is proposed; the view is as large as its child then chooses, centred
/// (docs/platform-facts.md, "Images"). The ratio is the one given, or, nil, the child's ideal size (what it is when
/// proposed nothing: an image's or a symbol's own size). That ratio is scaled by the largest factor that keeps it
/// inside the proposal (`.fit`) or the smallest that covers it (`.fill`); an axis the proposal leaves open (nil) sets
/// no limit. A proposal open on both axes passes through unchanged: the child answers with its ideal size.
/// The arithmetic follows OpenSwiftUI's `_AspectRatioLayout` and `CGSize.scaleThatFits/Fills` (OpenSwiftUI,
/// MIT; a reimplementation of SwiftUI), rewritten here.
extension LayoutPass {
    func aspectRatioProposal(_ a: AspectRatio, _ child: ViewNode, _ p: ProposedSize, in context: Axis?) -> ProposedSize {
        guard p.width != nil || p.height != nil else { return p }
        let shape: Size
        if let ratio = a.ratio, ratio.isFinite, ratio > 0 {
            shape = Size(width: ratio, height: 1)
        } else {
            shape = size(child, .unspecified, in: context)
        }
        // A square (a zero-sized child included) scales as 1 × 1, as SwiftUI's does.
        let unit = shape.width == shape.height ? Size(width: 1, height: 1) : shape
        let scale = Self.scale(unit, to: p, filling: a.contentMode == .fill)
        guard scale.isFinite else {
            // Only a fill with one open axis scales without bound (the open axis sets no limit): the child is
            // proposed ∞ on both axes, as OpenSwiftUI's arithmetic gives (an assumption, docs/platform-facts.md).
            return .infinity
        }
        return ProposedSize(width: unit.width * scale, height: unit.height * scale)
    }

    /// The factor that takes `unit` to the proposal: the smaller of the two axes' factors to fit, the larger to fill.
    /// An open axis, or a zero side proposed zero, gives ∞ (no limit).
    private static func scale(_ unit: Size, to p: ProposedSize, filling: Bool) -> Double {
        func factor(_ target: Double?, _ side: Double) -> Double {
            guard let target, side != 0 || target != 0 else { return .infinity }
            return side == 0 ? .infinity : target / side
        }
        let x = factor(p.width, unit.width), y = factor(p.height, unit.height)
        return filling ? max(x, y) : min(x, y)
    }
}

/// `.position(x:y:)`: "positions the center of this view at the specified coordinates in its parent's coordinate
/// space" (Apple, position(x:y:)). The view it makes takes the proposal; on an axis proposed nil, the child's size
/// there (OpenSwiftUI `_PositionLayout.sizeThatFits`, MIT, a reimplementation of SwiftUI). Placing is in
/// LayoutPass+Place: the child is proposed that size and centred on the point.
extension LayoutPass {
    func positionSize(_ child: ViewNode, _ p: ProposedSize, in context: Axis?) -> Size {
        if let width = p.width, let height = p.height { return Size(width: width, height: height) }
        let childSize = size(child, p, in: nil)
        return Size(width: p.width ?? childSize.width, height: p.height ?? childSize.height)
    }
}
