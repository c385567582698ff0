import Layout

/// `text-clipped`: text or an image drawn across the screen's left or right edge, where its pixels are cut; and text
/// cut by a view that clips it (`shapeFindings`).
///
/// SwiftUI does not clip a view to its frame: a text wider or taller than the frame around it draws over its
/// neighbours, and is not cut; only `clipShape`, `cornerRadius`, `clipped()`, a ScrollView (across the axis it
/// scrolls) and a List row clip. Texts are taken where they are drawn (`offset` moves them); inside a horizontal
/// ScrollView what runs past the screen's sides scrolls into view and is not cut. At the screen's edges only
/// leaves count (their pixels are what gets cut); spacers, empty nodes and hidden subtrees are skipped. Vertically
/// the screen does not clip: cards sit in a scrolling list.
public struct TextClippedRule: Rule {
    public init() {}
    public let descriptor = RuleDescriptor(
        id: RuleID.textClipped, defaultSeverity: .error,
        summary: "Text or an image is drawn past the screen's left or right edge, or text is cut by a clipping shape.")

    public func check(_ tree: ElementTree, _ context: CheckContext) -> [Finding] {
        let edges = edgeFindings(tree, context)
        return edges + shapeFindings(tree, context, skipping: Set(edges.map(\.element)))
    }

    private func edgeFindings(_ tree: ElementTree, _ context: CheckContext) -> [Finding] {
        let tolerance = context.thresholds.overflowTolerance
        var findings: [Finding] = []
        var reported: Set<String> = []
        // By index, copying only the entries reported: this runs on every layout.
        for i in tree.entries.indices where !tree.entries[i].hidden && !tree.entries[i].ofUnknownSize
            && isDrawn(tree.entries[i]) && isLeaf(tree.entries[i]) {
            let f = tree.entries[i].drawnFrame
            let left = context.screenMinX - f.minX
            let right = f.maxX - context.screenMaxX
            guard max(left, right) > tolerance, !tree.isInsideHorizontalScrollView(i),
                  reported.insert(tree.entries[i].path).inserted else { continue }
            let entry = tree.entries[i]
            let side = right >= left ? "right" : "left"
            findings.append(entry.finding(descriptor, context,
                cause: "Runs \(fmt(max(left, right))) pt past the \(side) edge of the "
                    + "\(fmt(context.device.screenWidth)) pt screen of \(context.device.name).",
                measured: .points(max(left, right)), required: .points(0)))
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
