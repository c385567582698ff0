import Layout
import CheckSettings

/// `hit-target-small`: a tappable element (button, toggle, link) whose frame is under the minimum on either axis:
/// 44×44 pt by Apple's HIG, or WCAG 2.5.8's 24×24 pt with its spacing exception (see `HitTargetStandard`).
public struct HitTargetSmallRule: Rule {
    public init() {}
    public let descriptor = RuleDescriptor(
        id: RuleID.hitTargetSmall, defaultSeverity: .error,
        summary: "A button, toggle or link is smaller than the minimum hit target (44×44 pt, or WCAG 2.5.8's 24 pt).")

    public func check(_ tree: ElementTree, _ context: CheckContext) -> [Finding] {
        let minimum = context.thresholds.hitTargetMinimum
        let targets = tree.targets
        let undersized = targets.filter { $0.frame.width < minimum || $0.frame.height < minimum }
        return undersized.compactMap { target in
            let role = target.entry.role?.rawValue ?? "target"
            var cause = "The \(role)'s hit target is \(target.frame.size) pt, under \(fmt(minimum))×\(fmt(minimum)) pt"
            if context.thresholds.hitTargetStandard == .wcag258 {
                guard let conflict = spacingConflict(target, targets: targets, undersized: undersized,
                                                     diameter: minimum) else { return nil }
                cause += ", and its \(fmt(minimum)) pt spacing circle intersects \(conflict)"
            }
            return target.entry.finding(descriptor, context, cause: cause + ".", measured: .size(target.frame.size),
                                        required: .size(Size(width: minimum, height: minimum)))
        }
    }

    /// WCAG 2.5.8's spacing exception: a circle of `diameter` centred on the undersized target's bounding box must
    /// intersect no other target and no other undersized target's circle. Returns what it intersects, if anything.
    /// Touching (distance exactly the radius) is not intersecting.
    func spacingConflict(_ target: (entry: ElementTree.Entry, frame: Rect), targets: [(entry: ElementTree.Entry, frame: Rect)],
                         undersized: [(entry: ElementTree.Entry, frame: Rect)], diameter: Double) -> String? {
        let r = diameter / 2
        let c = center(target.frame)
        let epsilon = 1e-9
        for other in targets where other.entry.index != target.entry.index {
            if distance(from: c, to: other.frame) < r - epsilon { return "the target \(other.entry.displayName)" }
        }
        for other in undersized where other.entry.index != target.entry.index {
            let o = center(other.frame)
            if ((c.x - o.x) * (c.x - o.x) + (c.y - o.y) * (c.y - o.y)).squareRoot() < diameter - epsilon {
                return "the circle of \(other.entry.displayName)"
            }
        }
        return nil
    }

    private func center(_ r: Rect) -> Point { Point(x: r.minX + r.width / 2, y: r.minY + r.height / 2) }

    /// Distance from a point to the nearest point of a rectangle (0 inside it).
    private func distance(from p: Point, to r: Rect) -> Double {
        let dx = max(r.minX - p.x, 0, p.x - r.maxX)
        let dy = max(r.minY - p.y, 0, p.y - r.maxY)
        return (dx * dx + dy * dy).squareRoot()
    }
}
