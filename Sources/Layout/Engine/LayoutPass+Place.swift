/// The placing pass: each parent proposes to its children again (the proposals recorded in the frame tree) and
/// positions them inside its own size. Sizes come from the cached sizing pass, so placing costs no new
/// measurements except where a placement proposal differs from a sizing one (stacks and frames below).
extension LayoutPass {
    func place(_ node: ViewNode, _ proposal: ProposedSize, at origin: Point, in context: Axis?) -> LaidOutNode {
        let p = proposal.sanitized
        let own = size(node, p, in: context)
        var result = LaidOutNode(node: node, frame: Rect(origin: origin, size: own), proposal: p)

        switch node.kind {
        case .text(let spec):
            result.text = textLayout(node, spec, p)
        case .image, .symbol, .fill, .spacer, .divider:
            break
        case .stack(let stack):
            result.branch = stack.adaptiveBranch
            result.children = placeStack(node, stack, p, at: origin)
        case .zstack(let alignment, let children):
            result.children = children.map { child in
                let childSize = size(child, p, in: nil)
                return place(child, p, at: origin + alignment.offset(container: own, child: childSize), in: nil)
            }
        case .grid(let grid):
            result.children = placeGrid(node, grid, p, at: origin)
        case .rowGrid(let grid):
            result.children = placeRowGrid(node, grid, p, at: origin)
        case .viewThatFits(let axes, let children):
            guard !children.isEmpty else { break }
            let index = choice(node, axes: axes, children: children, p)
            result.branch = "child \(index + 1)"
            // Only the chosen child is shown; the others are not in the frame tree.
            result.children = [place(children[index], p, at: origin, in: nil)]
        case .padding(let insets, let child):
            let inner = origin + Point(x: insets.leading, y: insets.top)
            result.children = [place(child, paddingProposal(insets, p), at: inner, in: context)]
        case .frame(let frame, let child):
            let childProposal = framePlacementProposal(frame, child, p, frameSize: own, in: context)
            let childSize = size(child, childProposal, in: context)
            let offset = frame.alignment.offset(container: own, child: childSize)
            result.children = [place(child, childProposal, at: origin + offset, in: context)]
        case .fixedSize(let horizontal, let vertical, let child):
            result.children = [place(child, fixedSizeProposal(horizontal, vertical, p), at: origin, in: context)]
        case .aspectRatio(let a, let child):
            // The child at the ratio's proposal, centred in what it chose (OpenSwiftUI `_AspectRatioLayout.placement`).
            let childProposal = aspectRatioProposal(a, child, p, in: context)
            let childSize = size(child, childProposal, in: context)
            result.children = [place(child, childProposal, at: origin + Alignment.center.offset(container: own, child: childSize),
                                     in: context)]
        case .position(let center, let child):
            // The child is proposed the position view's own size and centred on the point.
            let offer = ProposedSize(width: own.width, height: own.height)
            let childSize = size(child, offer, in: nil)
            let corner = Point(x: center.x - childSize.width / 2, y: center.y - childSize.height / 2)
            result.children = [place(child, offer, at: origin + corner, in: nil)]
        case .hidden(let child):
            // Laid out and taking space like its child; the `.hidden` node stays in the tree so checks skip it.
            result.children = [place(child, p, at: origin, in: context)]
        case .layered(let l):
            let base = place(l.base, p, at: origin, in: context)
            let offer = ProposedSize(width: own.width, height: own.height)
            let layerSize = size(l.layer, offer, in: nil)
            let layer = place(l.layer, offer, at: origin + l.alignment.offset(container: own, child: layerSize), in: nil)
            result.children = l.behind ? [layer, base] : [base, layer]
        case .geometryReader(let content):
            // Each view of its content is proposed the reader's size and placed at its top-leading corner.
            switch content.content(own) {
            case .success(let nodes):
                let offer = ProposedSize(width: own.width, height: own.height)
                result.children = nodes.map { place($0, offer, at: origin, in: nil) }
            case .failure(let error):
                failures.append(error)
            }
        case .customLayout(let layout):
            result.children = placeCustomLayout(node, layout, p, bounds: Rect(origin: origin, size: own))
        }
        return result
    }

    /// Children follow one another along the major axis at the sizes the distribution gave them, separated by
    /// the spacing, and are aligned across it by the stack's alignment.
    ///
    /// Across the stack, a child is proposed what the stack was proposed; where that was unspecified (the stack
    /// asked for its ideal, e.g. under `fixedSize`), it is proposed the stack's own size instead. That is what
    /// makes the idioms `HStack { … Divider() … }.fixedSize()` (a divider as tall as its row) and
    /// `.frame(maxHeight: .infinity)` children of a vertically fixed HStack (equal heights) work in SwiftUI.
    /// A child that already has the stack's size keeps the unspecified proposal (same answer, no re-wrap risk).
    private func placeStack(_ node: ViewNode, _ stack: Stack, _ p: ProposedSize, at origin: Point) -> [LaidOutNode] {
        let axis = stack.axis
        let d = distribution(node, stack, p)
        let stackMinor = d.size.value(axis.other)
        var cursor = 0.0
        var placed: [LaidOutNode] = []
        for (i, child) in stack.children.enumerated() {
            let sized = d.sizes[i]
            let minor = p.value(axis.other) ?? (sized.value(axis.other) == stackMinor ? nil : stackMinor)
            let childProposal = ProposedSize(major: d.offers[i], minor: minor, axis: axis)
            let childSize = size(child, childProposal, in: axis)
            let across = d.baselineTops?[i] ?? stack.alignment.offset(on: axis.other, container: stackMinor, child: childSize.value(axis.other))
            let offset = axis == .horizontal ? Point(x: cursor, y: across) : Point(x: across, y: cursor)
            placed.append(place(child, childProposal, at: origin + offset, in: axis))
            cursor += sized.value(axis) + (i < d.gaps.count ? d.gaps[i] : 0)
        }
        return placed
    }

    /// Cells fill rows left to right; each sits in its column × row box, aligned by the grid's alignment.
    private func placeGrid(_ node: ViewNode, _ grid: Grid, _ p: ProposedSize, at origin: Point) -> [LaidOutNode] {
        let m = gridMetrics(node, grid, p)
        var columnX: [Double] = []
        var x = 0.0
        for width in m.columnWidths { columnX.append(x); x += width + m.horizontalSpacing }
        var placed: [LaidOutNode] = []
        var y = 0.0
        for (row, rowHeight) in m.rowHeights.enumerated() {
            for column in 0..<m.columnCount {
                let index = row * m.columnCount + column
                guard index < grid.children.count else { break }
                let box = Size(width: m.columnWidths[column], height: rowHeight)
                let offset = grid.alignment.offset(container: box, child: m.cellSizes[index])
                placed.append(place(grid.children[index], m.cellProposals[index],
                                    at: origin + Point(x: columnX[column] + offset.x, y: y + offset.y), in: nil))
            }
            y += rowHeight + m.verticalSpacing
        }
        return placed
    }
}

extension Point {
    static func + (lhs: Point, rhs: Point) -> Point { Point(x: lhs.x + rhs.x, y: lhs.y + rhs.y) }
}
