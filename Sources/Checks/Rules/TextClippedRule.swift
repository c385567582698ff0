import Layout

/// `text-clipped`: an element drawn outside its container's frame (a text taller than the fixed frame around it,
/// a child wider than its stack), or text and images crossing the screen's left or right edge.
///
/// Only a node against its direct parent: a stack's frame contains its children by construction, so an overflow
/// is reported where it happens, not again at every ancestor. Spacers, empty nodes and hidden subtrees are skipped.
/// Vertically only containers count, not the screen: cards sit in a scrolling list.
public struct TextClippedRule: Rule {
    public init() {}
    public let descriptor = RuleDescriptor(
        id: RuleID.textClipped, defaultSeverity: .error,
        summary: "Text or an element is drawn outside its container's frame or off the screen's edge.")

    public func check(_ tree: ElementTree, _ context: CheckContext) -> [Finding] {
        let tolerance = context.thresholds.overflowTolerance
        var findings: [Finding] = []
        var reported: Set<String> = []
        for entry in tree.entries where !entry.hidden && isDrawn(entry) {
            let f = entry.frame
            // Off screen: only leaves, whose pixels are what gets cut.
            if isLeaf(entry) {
                let left = context.screenMinX - f.minX
                let right = f.maxX - context.screenMaxX
                if max(left, right) > tolerance, reported.insert(entry.path).inserted {
                    let side = right >= left ? "right" : "left"
                    findings.append(entry.finding(descriptor, context,
                        cause: "Runs \(fmt(max(left, right))) pt past the \(side) edge of the "
                            + "\(fmt(context.device.screenWidth)) pt screen of \(context.device.name).",
                        measured: .points(max(left, right)), required: .points(0)))
                    continue
                }
            }
            guard let p = entry.parent.map({ tree.entries[$0] }), isDrawn(p) else { continue }
            let overflow = [p.frame.minX - f.minX, f.maxX - p.frame.maxX, p.frame.minY - f.minY, f.maxY - p.frame.maxY]
            guard let worst = overflow.max(), worst > tolerance, reported.insert(entry.path).inserted
            else { continue }
            let side = ["left", "right", "top", "bottom"][overflow.firstIndex(of: worst)!]
            let container = p.elementHead == entry.elementHead ? "its frame" : "its container \(p.displayName)"
            findings.append(entry.finding(descriptor, context,
                cause: "Drawn \(fmt(worst)) pt past the \(side) of \(container) (\(f.size) in \(p.frame.size)).",
                measured: .points(worst), required: .points(0)))
        }
        return findings
    }

    private func isDrawn(_ e: ElementTree.Entry) -> Bool {
        if case .spacer = e.node.kind { return false }
        return e.frame.width > 0 && e.frame.height > 0
    }

    private func isLeaf(_ e: ElementTree.Entry) -> Bool {
        switch e.node.kind {
        case .text, .image, .symbol: return true
        default: return false
        }
    }
}
