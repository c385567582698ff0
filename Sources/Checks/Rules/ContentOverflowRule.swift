import Layout

/// `content-overflow`: the layout is wider than the width the screen leaves it (screen less the container's
/// horizontal insets), reported once, on the root, naming the element that reaches furthest out; and content taller
/// than a frame that fixes or caps its height (`verticalFindings`).
public struct ContentOverflowRule: Rule {
    public init() {}
    public let descriptor = RuleDescriptor(
        id: RuleID.contentOverflow, defaultSeverity: .error,
        summary: "Content is wider than the width the screen leaves it, or taller than a frame that fixes its height.")

    public func check(_ tree: ElementTree, _ context: CheckContext) -> [Finding] {
        horizontalFindings(tree, context) + verticalFindings(tree, context)
    }

    private func horizontalFindings(_ tree: ElementTree, _ context: CheckContext) -> [Finding] {
        let root = tree.root
        guard !root.hidden else { return [] }
        var minX = root.frame.minX, maxX = root.frame.maxX
        var furthestIndex: Int?
        var furthestOut = 0.0
        let available = context.contentWidth
        // By index: copying every entry retains a dozen references, and this runs on every layout.
        for i in tree.entries.indices {
            let f = tree.entries[i].frame
            guard !tree.entries[i].hidden, !tree.entries[i].ofUnknownSize, f.width > 0, f.height > 0 else { continue }
            if case .spacer = tree.entries[i].node.kind { continue }
            let out = max(-f.minX, f.maxX - available)
            if out > 0, tree.isInsideHorizontalScrollView(i) { continue }
            minX = min(minX, f.minX); maxX = max(maxX, f.maxX)
            // Prefer the deepest element at the furthest point: it is the one to fix.
            if out > furthestOut + 0.001 || (furthestIndex != nil && abs(out - furthestOut) <= 0.001 && i > furthestIndex!) {
                furthestIndex = i; furthestOut = out
            }
        }
        let furthest = furthestIndex.map { tree.entries[$0] }
        let width = maxX - minX
        let tolerance = context.thresholds.overflowTolerance
        guard width > available + tolerance || minX < -tolerance || maxX > available + tolerance else { return [] }
        let insets = context.insets.horizontal > 0 ? " less \(fmt(context.insets.horizontal)) pt of insets" : ""
        let culprit = furthest.map { ", furthest out: \($0.displayName) (\(fmt(furthestOut)) pt past the edge)" } ?? ""
        return [root.finding(descriptor, context,
            cause: "Content spans \(fmt(width)) pt; \(context.device.name) leaves \(fmt(available)) pt "
                + "(\(fmt(context.device.screenWidth)) pt\(insets))\(culprit).",
            measured: .points(width), required: .points(available))]
    }
}
