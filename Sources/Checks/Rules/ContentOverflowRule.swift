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
        var furthest: ElementTree.Entry?
        var furthestOut = 0.0
        let available = context.contentWidth
        for e in tree.entries where !e.hidden && e.frame.width > 0 && e.frame.height > 0 {
            if case .spacer = e.node.kind { continue }
            minX = min(minX, e.frame.minX); maxX = max(maxX, e.frame.maxX)
            let out = max(-e.frame.minX, e.frame.maxX - available)
            // Prefer the deepest element at the furthest point: it is the one to fix.
            if out > furthestOut + 0.001 || (furthest != nil && abs(out - furthestOut) <= 0.001 && e.index > furthest!.index) {
                furthest = e; furthestOut = out
            }
        }
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
