/// The HStack/VStack distribution, written once for both axes. Sources: objc.io "How an HStack Lays out Its
/// Children" (2020-11-10); swiftuifieldguide.com/layout/hstack; OpenSwiftUI `StackLayout.swift` (child records
/// carry layoutPriority, majorAxisRangeCache {min, max}, fittingOrder); docs/platform-facts.md, "Stacks".
struct StackDistribution {
    /// The major-axis proposal made to each child, in child order (nil when the stack was asked for its ideal).
    var offers: [Double?]
    /// Each child's chosen size for that offer.
    var sizes: [Size]
    /// The stack's size: the sum plus spacing on the major axis, the largest child on the minor axis.
    var size: Size
    /// The gap after each child but the last.
    var gaps: [Double]
    /// In an HStack aligned by text baselines, each child's top below the stack's (`BaselineAlignment.swift`).
    var baselineTops: [Double]? = nil
}

extension LayoutPass {
    func distribution(_ node: ViewNode, _ stack: Stack, _ p: ProposedSize) -> StackDistribution {
        let key = Key(node: ObjectIdentifier(node), proposal: p, context: nil)
        if let cached = distributions[key] { return cached }
        var result = distribute(stack, p, gaps: gaps(node, stack))
        if stack.axis == .horizontal, let which = stack.alignment.textBaseline, !stack.children.isEmpty {
            let row = baselineRow(stack, which, offers: result.offers, sizes: result.sizes, height: p.height)
            result.baselineTops = row.tops
            result.size.height = row.height
        }
        distributions[key] = result
        return result
    }

    /// The gap after each child but the last: an explicit spacing between every pair (negative overlaps them, as in
    /// SwiftUI), or what each pair chooses (`DefaultSpacing`).
    private func gaps(_ node: ViewNode, _ stack: Stack) -> [Double] {
        let id = ObjectIdentifier(node)
        if let cached = stackGaps[id] { return cached }
        let children = stack.children
        let gaps = (0..<max(0, children.count - 1)).map { i -> Double in
            if let spacing = stack.spacing { return spacing }
            guard options.pairwiseDefaultSpacing else { return options.defaultStackSpacing }
            return DefaultSpacing.gap(between: children[i], and: children[i + 1], axis: stack.axis,
                                      viewGap: options.defaultStackSpacing)
        }
        stackGaps[id] = gaps
        return gaps
    }

    private func distribute(_ stack: Stack, _ p: ProposedSize, gaps: [Double]) -> StackDistribution {
        let axis = stack.axis
        let children = stack.children
        let count = children.count
        guard count > 0 else { return StackDistribution(offers: [], sizes: [], size: .zero, gaps: []) }
        let totalSpacing = gaps.reduce(0, +)
        let minor = p.value(axis.other)
        var offers = [Double?](repeating: nil, count: count)
        var sizes = [Size](repeating: .zero, count: count)

        if let major = p.value(axis), major.isFinite {
            // 1. available = proposed − spacing between adjacent children.
            var remaining = max(0, major - totalSpacing)
            // 2. Flexibility = size at ∞ − size at 0 on the major axis, with the proposal's minor axis.
            let mins = children.map { size($0, ProposedSize(major: 0, minor: minor, axis: axis), in: axis).value(axis) }
            let maxs = children.map {
                size($0, ProposedSize(major: .infinity, minor: minor, axis: axis), in: axis).value(axis)
            }
            let flexibility = (0..<count).map { i -> Double in
                let f = maxs[i] - mins[i]
                return f.isNaN ? .infinity : f
            }
            let priorities = children.map(effectiveLayoutPriority)
            // Highest priority group first; within a group, least flexible first; ties keep source order.
            let order = (0..<count).sorted { a, b in
                if priorities[a] != priorities[b] { return priorities[a] > priorities[b] }
                if flexibility[a] != flexibility[b] { return flexibility[a] < flexibility[b] }
                return a < b
            }
            var start = 0
            while start < count {
                let priority = priorities[order[start]]
                var end = start
                while end < count, priorities[order[end]] == priority { end += 1 }
                // 3. A group is offered what remains minus the minimum sizes of the lower-priority children
                //    (swiftuifieldguide: "propose the entire remaining width to the first group").
                let lowerMinimum = order[end...].reduce(0) { $0 + mins[$1] }
                var groupRemaining = remaining - lowerMinimum
                for position in start..<end {
                    let child = order[position]
                    // Each child is offered the remaining space divided by the children not yet offered.
                    let offer = max(0, groupRemaining / Double(end - position))
                    let chosen = size(children[child], ProposedSize(major: offer, minor: minor, axis: axis), in: axis)
                    offers[child] = offer
                    sizes[child] = chosen
                    groupRemaining -= chosen.value(axis)
                    remaining -= chosen.value(axis)
                }
                start = end
            }
        } else {
            // nil: every child at its ideal size; ∞: every child at its maximum. No sharing to do.
            for (i, child) in children.enumerated() {
                offers[i] = p.value(axis)
                sizes[i] = size(child, ProposedSize(major: p.value(axis), minor: minor, axis: axis), in: axis)
            }
        }
        let majorTotal = sizes.reduce(totalSpacing) { $0 + $1.value(axis) }
        let minorMax = sizes.reduce(0) { max($0, $1.value(axis.other)) }
        return StackDistribution(offers: offers, sizes: sizes, size: Size(major: majorTotal, minor: minorMax, axis: axis),
                                 gaps: gaps)
    }

    /// `layoutPriority` as the parent stack sees it: set on the outermost node, or forwarded from inside
    /// unary modifiers (SwiftUI's unary layouts forward `layoutPriority(child:)`, as `_FlexFrameLayout` does).
    /// A Spacer's own priority is −∞ (OpenSwiftUI `SpacerLayoutComputer.Engine.layoutPriority()`), so a stack
    /// sizes every other child first and the spacer gets what is left, never less than its minimum length:
    /// `HStack { Text(title); Spacer() }` offers the text all but the spacer's minimum, not half.
    func effectiveLayoutPriority(_ node: ViewNode) -> Double {
        if node.layoutPriority != 0, !node.layoutPriority.isNaN { return node.layoutPriority }
        switch node.kind {
        case .padding(_, let child), .frame(_, let child), .fixedSize(_, _, let child), .hidden(let child),
             .aspectRatio(_, let child), .position(_, let child):
            return effectiveLayoutPriority(child)
        case .spacer:
            return -.infinity
        default:
            return 0
        }
    }
}
