import Layout

/// `text-overlap`: a text whose drawn lines cross another text's lines or a control's hit target by more than a pixel
/// each way, so one is drawn over the other and neither reads (or the control takes taps meant for the text's
/// neighbour). SwiftUI never moves views apart: the layers of a `ZStack`, content escaping a fixed frame into the
/// views above and below it, and negative spacing all draw on top of each other, later views over earlier ones
/// (Apple, ZStack: "each successive child view has a higher z-axis value").
///
/// Lines are their em boxes (`TextLineBoxes`). Texts over images, colours and shapes are design, not defects, and
/// are never compared; nor is a control with the text inside it (a button's own title). Reported on the text drawn
/// later (on top), naming the other element.
public struct TextOverlapRule: Rule {
    public init() {}
    public let descriptor = RuleDescriptor(
        id: RuleID.textOverlap, defaultSeverity: .error,
        summary: "Text is drawn over another text or a control's hit target.")

    struct Drawn { var entry: ElementTree.Entry; var boxes: [Rect] }

    public func check(_ tree: ElementTree, _ context: CheckContext) -> [Finding] {
        let pixel = 1 / max(context.device.displayScale, 1)
        // Indices first, entries copied only for texts: copying an entry retains a dozen references.
        let texts = tree.entries.indices.compactMap { i -> Drawn? in
            guard !tree.entries[i].hidden, case .text = tree.entries[i].node.kind else { return nil }
            let e = tree.entries[i]
            guard e.frame.width > 0, e.frame.height > 0 else { return nil }
            let boxes = TextLineBoxes.boxes(e)
            return boxes.isEmpty ? nil : Drawn(entry: e, boxes: boxes)
        }
        guard texts.count > 1 || (!texts.isEmpty && !tree.targets.isEmpty) else { return [] }
        var findings: [Finding] = []
        for (i, top) in texts.enumerated() {
            for under in texts[..<i] {
                guard let hit = Self.overlap(top.boxes, under.boxes, pixel) else { continue }
                findings.append(top.entry.finding(descriptor, context,
                    cause: "Its line \(hit.a + 1) (\"\(line(top, hit.a))\") is drawn over line \(hit.b + 1) of "
                        + "\(under.entry.displayName) (\"\(line(under, hit.b))\") by \(hit.size) pt.",
                    measured: .size(hit.size), required: .points(0), related: under.entry.path))
            }
            // A text that is itself the control (`Button("Invite") {}`, whose title is the tapped view) is inside its target.
            for target in tree.targets where target.entry.index != top.entry.index
                && !tree.isAncestor(target.entry.index, of: top.entry.index) {
                guard let hit = Self.overlap(top.boxes, [target.frame], pixel) else { continue }
                findings.append(top.entry.finding(descriptor, context,
                    cause: "Its line \(hit.a + 1) (\"\(line(top, hit.a))\") overlaps the hit target of "
                        + "\(target.entry.displayName) (\(target.frame.size) pt) by \(hit.size) pt.",
                    measured: .size(hit.size), required: .points(0), related: target.entry.path))
            }
        }
        return findings
    }

    private func line(_ d: Drawn, _ i: Int) -> String { d.entry.laid.text?.lines[i].text ?? "" }

    /// The first pair of boxes crossing by more than `pixel` on both axes, and their overlap.
    static func overlap(_ a: [Rect], _ b: [Rect], _ pixel: Double) -> (a: Int, b: Int, size: Size)? {
        for (i, x) in a.enumerated() {
            for (j, y) in b.enumerated() {
                let s = TextLineBoxes.intersection(x, y)
                if s.width > pixel && s.height > pixel { return (i, j, s) }
            }
        }
        return nil
    }
}
