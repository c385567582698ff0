import Layout

/// `text-clipped` by the views that clip: `clipShape(_:)` and `cornerRadius(_:)` (and `clipShape(Rectangle())`, what
/// `clipped()` does) cut whatever is drawn inside them to their shape, in the frame of the view they modify (Apple,
/// "clipShape(_:style:)": "Sets a clipping shape for this view"). A text taller or wider than that view, or one
/// whose corner lines reach into a capsule's or rounded rectangle's rounded corners, loses those pixels.
/// A ScrollView clips across the axis it scrolls, a List row to its box (`ClipContainer`).
/// A line's glyphs are taken as its em box (`TextLineBoxes`), where it is drawn.
extension TextClippedRule {
    struct Cut { var line: Int; var points: Double; var corner: String }

    func shapeFindings(_ tree: ElementTree, _ context: CheckContext, skipping reported: Set<String>) -> [Finding] {
        let tolerance = context.thresholds.overflowTolerance
        var findings: [Finding] = []
        var seen = reported
        // Indices, not entries: copying an entry retains a dozen references, and this visits every node.
        let clippers = tree.entries.indices.filter { tree.entries[$0].node.presentation.clip != nil }
        guard !clippers.isEmpty else { return [] }
        for i in tree.entries.indices where !tree.entries[i].hidden {
            guard case .text = tree.entries[i].node.kind else { continue }
            let entry = tree.entries[i]
            guard let layout = entry.laid.text, !layout.lines.isEmpty, !seen.contains(entry.path) else { continue }
            var worst: (clipper: Int, region: ClipRegion, cuts: [Cut])?
            for c in clippers where (c == i || tree.isAncestor(c, of: i)) && !tree.entries[c].hidden {
                let p = tree.entries[c].node.presentation
                // The clip moves with an offset written after it (see `Presentation.offset`).
                let region = ClipRegion(frame: tree.entries[c].drawnFrame, shape: p.clip!, container: p.clipContainer)
                let cuts = Self.cuts(entry, layout, region).filter { $0.points > tolerance }
                if let most = cuts.map(\.points).max(), most > (worst?.cuts.map(\.points).max() ?? 0) {
                    worst = (c, region, cuts)
                }
            }
            guard let worst else { continue }
            seen.insert(entry.path)
            findings.append(finding(entry, layout, tree.entries[worst.clipper], worst.region, worst.cuts, context))
        }
        return findings
    }

    /// Each line's em box (`TextLineBoxes`) against the region.
    static func cuts(_ entry: ElementTree.Entry, _ layout: TextLayout, _ region: ClipRegion) -> [Cut] {
        TextLineBoxes.boxes(entry).enumerated().map { i, box in
            let out = region.outside(box)
            return Cut(line: i, points: out.points, corner: out.corner)
        }
    }

    private func finding(_ entry: ElementTree.Entry, _ layout: TextLayout, _ clipper: ElementTree.Entry,
                         _ region: ClipRegion, _ cuts: [Cut], _ context: CheckContext) -> Finding {
        let worst = cuts.max { $0.points < $1.points }!
        let lines = layout.lines.count == 1 ? ["its line (\"\(layout.lines[0].text)\")"]
            : cuts.map { cut in "line \(cut.line + 1) (\"\(layout.lines[cut.line].text)\")" }
        let of = layout.lines.count == 1 ? "" : " of \(layout.lines.count)"
        // A clipShape on the text's own modifiers (its padding, its frame) clips "it"; else it names the view.
        let own = clipper.path == entry.path
        let owner = own ? "it" : clipper.displayName
        return entry.finding(descriptor, context,
            cause: "Cut by \(Self.clipperName(region, owner)): \(lines.joined(separator: ", "))\(of) "
                + "\(cuts.count == 1 ? "runs" : "run") outside it, up to \(fmt(worst.points)) pt at the "
                + "\(worst.corner) corner.",
            measured: .points(worst.points), required: .points(0), constraint: "clip",
            related: own ? nil : clipper.path)
    }

    /// "the capsule that clips card (200×100 pt)", "the bounds of the ScrollView feed (300 pt wide)".
    static func clipperName(_ region: ClipRegion, _ owner: String) -> String {
        let size = "\(fmt(region.frame.width))×\(fmt(region.frame.height)) pt"
        switch region.container {
        case .verticalScrollView?: return "the bounds of the ScrollView \(owner) (\(fmt(region.frame.width)) pt wide)"
        case .horizontalScrollView?:
            return "the bounds of the horizontal ScrollView \(owner) (\(fmt(region.frame.height)) pt tall)"
        case .listRow?: return "the List row \(owner) (\(size)), which clips its content"
        case nil: return "the \(region.shapeName) that clips \(owner) (\(size))"
        }
    }
}
