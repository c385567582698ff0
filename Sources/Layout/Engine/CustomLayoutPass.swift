/// A custom `Layout`'s container in a layout pass (`CustomLayout`): its size is what its code's `sizeThatFits`
/// answers, and placing it runs its `placeSubviews`, then places each subview where the code put it.
extension LayoutPass {
    func customLayoutSize(_ node: ViewNode, _ layout: CustomLayout, _ p: ProposedSize) -> Size {
        guard let run = customRun(node, layout) else { return .zero }
        return attempt(run) { try run.session.sizeThatFits(p) } ?? .zero
    }

    /// Each subview at its placement: its size for the placement's proposal, its `anchor` point at `position`.
    /// "If you don't call this method for a subview, the subview appears at the center of its layout container and
    /// uses the layout container's size proposal" (Apple, LayoutSubview.place(at:anchor:proposal:)).
    func placeCustomLayout(_ node: ViewNode, _ layout: CustomLayout, _ p: ProposedSize, bounds: Rect) -> [LaidOutNode] {
        guard let run = customRun(node, layout) else { return [] }
        run.subviews.clearPlacements()
        guard attempt(run, { try run.session.placeSubviews(in: bounds, proposal: p) }) != nil else { return [] }
        let centre = LayoutSubviews.Placement(position: Point(x: bounds.minX + bounds.width / 2, y: bounds.minY + bounds.height / 2),
                                              anchor: Point(x: 0.5, y: 0.5), proposal: p)
        return layout.children.enumerated().map { i, child in
            let placement = run.subviews.placements[i] ?? centre
            let childSize = size(child, placement.proposal, in: nil)
            let origin = Point(x: placement.position.x - placement.anchor.x * childSize.width,
                               y: placement.position.y - placement.anchor.y * childSize.height)
            return place(child, placement.proposal, at: origin, in: nil)
        }
    }

    /// The layout's session in this pass, started on first use (SwiftUI makes a layout's cache before its first
    /// call); nil once its code has failed, so the failure is reported once.
    private func customRun(_ node: ViewNode, _ layout: CustomLayout) -> CustomLayoutRun? {
        let id = ObjectIdentifier(node)
        if let run = customLayouts[id] { return run.failed ? nil : run }
        let children = layout.children
        // Weak: the code may keep a subview in its cache, which the pass holds.
        let subviews = LayoutSubviews(nodes: children, defaultSpacing: options.defaultStackSpacing, measure: { [weak self] i, proposal in
            self?.size(children[i], proposal, in: nil)
        }, distance: { [weak self] a, b, axis in
            guard let self else { return nil }
            guard options.pairwiseDefaultSpacing else { return options.defaultStackSpacing }
            return DefaultSpacing.gap(between: children[a], and: children[b], axis: axis, viewGap: options.defaultStackSpacing)
        })
        let run = CustomLayoutRun(session: layout.start(subviews), subviews: subviews)
        customLayouts[id] = run
        return run
    }

    private func attempt<T>(_ run: CustomLayoutRun, _ body: () throws -> T) -> T? {
        do { return try body() } catch {
            run.failed = true
            failures.append(error)
            return nil
        }
    }
}

/// One custom layout's session in a pass, with the proxies its code is given.
final class CustomLayoutRun {
    let session: any CustomLayoutSession
    let subviews: LayoutSubviews
    var failed = false

    init(session: any CustomLayoutSession, subviews: LayoutSubviews) {
        self.session = session
        self.subviews = subviews
    }
}
