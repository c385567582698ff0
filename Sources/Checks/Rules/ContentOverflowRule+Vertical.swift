import Layout

/// Vertical `content-overflow`: content taller than a `.frame(height:)` or `.frame(maxHeight:)` around it.
///
/// SwiftUI proposes the frame's height to its content and reports the frame's height to the parent whatever the
/// content chose (OpenSwiftUI `_FrameLayout.sizeThatFits`); content that cannot fit (a stack of texts, a text whose
/// one line is taller) keeps its own height, is centred on the frame by its alignment and drawn across it, over
/// the views above and below, without being clipped. The commonest Dynamic Type bug after truncation: a card, row
/// or badge of fixed height whose text grows. Reported on the frame's element, at the frame's own line.
extension ContentOverflowRule {
    func verticalFindings(_ tree: ElementTree, _ context: CheckContext) -> [Finding] {
        var findings: [Finding] = []
        var reported: Set<String> = []
        // Deepest frames first: of several height frames on one element, the one nearest the content is named.
        // Indices, not entries: copying an entry retains a dozen references, and this visits every node.
        for i in tree.entries.indices.reversed() where !tree.entries[i].hidden {
            guard case .frame(let frame, _) = tree.entries[i].node.kind, let limit = Self.heightLimit(frame),
                  let content = Self.drawnExtent(tree, under: i) else { continue }
            let entry = tree.entries[i]
            let above = entry.frame.minY - content.minY, below = content.maxY - entry.frame.maxY
            guard max(above, below) > context.thresholds.overflowTolerance, !reported.contains(entry.path) else { continue }
            reported.insert(entry.path)
            let line = entry.node.source.map { " (\($0.file):\($0.line))" } ?? ""
            var finding = entry.finding(descriptor, context,
                cause: "Content is \(fmt(content.height)) pt tall in a frame of \(limit) \(fmt(entry.frame.height)) pt"
                    + "\(line): \(Self.sides(above: above, below: below)).",
                measured: .points(content.height), required: .points(entry.frame.height), constraint: "height")
            if let source = entry.node.source { finding.source = source }
            findings.append(finding)
        }
        return findings.reversed()
    }

    /// "height" for `.frame(height:)`, "maxHeight" for a finite `.frame(maxHeight:)`; nil when the frame lets its
    /// content's height through. A zero height is the idiom for hanging a view outside the flow (a Form row's
    /// switch), not a box to fit in.
    static func heightLimit(_ frame: Frame) -> String? {
        if let height = frame.height { return height > 0 ? "height" : nil }
        if let max = frame.maxHeight, max.isFinite { return "maxHeight" }
        return nil
    }

    /// The union of the frames of what is drawn under `index` (texts, images, symbols, colours, dividers; not
    /// spacers, empty or hidden views).
    static func drawnExtent(_ tree: ElementTree, under index: Int) -> Rect? {
        var minY = Double.infinity, maxY = -Double.infinity, minX = Double.infinity, maxX = -Double.infinity
        var pending = tree.entries[index].children
        while let i = pending.popLast() {
            if tree.entries[i].hidden || tree.entries[i].ofUnknownSize { continue }
            pending += tree.entries[i].children
            let f = tree.entries[i].frame
            guard tree.entries[i].children.isEmpty, f.width > 0, f.height > 0 else { continue }
            if case .spacer = tree.entries[i].node.kind { continue }
            minX = min(minX, f.minX); maxX = max(maxX, f.maxX)
            minY = min(minY, f.minY); maxY = max(maxY, f.maxY)
        }
        guard minY.isFinite else { return nil }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    static func sides(above: Double, below: Double) -> String {
        let parts = [(above, "above its top"), (below, "below its bottom")].filter { $0.0 > 0.005 }
        return parts.map { "\(fmt($0.0)) pt \($0.1)" }.joined(separator: " and ")
    }
}
