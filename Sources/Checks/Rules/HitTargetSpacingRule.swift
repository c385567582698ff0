import Layout

/// `hit-target-spacing`: two tappable elements closer than the minimum gap (8 pt) where at least one of them is
/// under the minimum target size: the distance between their rectangles (0 when they touch or overlap). Spacing
/// matters only around undersized targets (WCAG 2.2 SC 2.5.8's spacing exception): full-size targets that touch,
/// as a tab bar's do, are each easy to hit. Reported once per pair, on the earlier element in document order,
/// naming the other. A target nested inside another is not a neighbour.
public struct HitTargetSpacingRule: Rule {
    public init() {}
    public let descriptor = RuleDescriptor(
        id: RuleID.hitTargetSpacing, defaultSeverity: .warning,
        summary: "An undersized tap target is closer than the minimum spacing (8 pt) to another.")

    public func check(_ tree: ElementTree, _ context: CheckContext) -> [Finding] {
        let minimum = context.thresholds.targetSpacing
        let side = context.thresholds.hitTargetMinimum
        let targets = tree.targets
        func undersized(_ r: Rect) -> Bool { r.width < side - 1e-9 || r.height < side - 1e-9 }
        var findings: [Finding] = []
        for (i, a) in targets.enumerated() {
            for b in targets[(i + 1)...] {
                if tree.isAncestor(a.entry.index, of: b.entry.index) || tree.isAncestor(b.entry.index, of: a.entry.index) {
                    continue
                }
                guard undersized(a.frame) || undersized(b.frame) else { continue }
                let g = gap(a.frame, b.frame)
                guard g < minimum - 1e-9 else { continue }
                let how = g <= 0 ? (overlaps(a.frame, b.frame) ? "overlaps" : "touches") : "is \(fmt(g)) pt from"
                findings.append(a.entry.finding(descriptor, context,
                    cause: "Hit target \(how) \(b.entry.displayName); adjacent targets need \(fmt(minimum)) pt between them.",
                    measured: .points(g), required: .points(minimum), related: b.entry.path))
            }
        }
        return findings
    }

    /// Euclidean distance between two rectangles' nearest points (0 if they touch or overlap).
    func gap(_ a: Rect, _ b: Rect) -> Double {
        let dx = max(0, b.minX - a.maxX, a.minX - b.maxX)
        let dy = max(0, b.minY - a.maxY, a.minY - b.maxY)
        return (dx * dx + dy * dy).squareRoot()
    }

    private func overlaps(_ a: Rect, _ b: Rect) -> Bool {
        a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
    }
}
