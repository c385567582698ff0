// Axis-relative accessors so the stack algorithm is written once for HStack and VStack
// ("HStack and VStack use the same layout algorithm, but with the axes swapped", swiftuifieldguide.com/layout/hstack).

extension Axis {
    var other: Axis { self == .horizontal ? .vertical : .horizontal }
}

extension Size {
    func value(_ axis: Axis) -> Double { axis == .horizontal ? width : height }

    init(major: Double, minor: Double, axis: Axis) {
        self = axis == .horizontal ? Size(width: major, height: minor) : Size(width: minor, height: major)
    }
}

extension ProposedSize {
    func value(_ axis: Axis) -> Double? { axis == .horizontal ? width : height }

    init(major: Double?, minor: Double?, axis: Axis) {
        self = axis == .horizontal ? ProposedSize(width: major, height: minor) : ProposedSize(width: minor, height: major)
    }

    /// Proposals the engine can always work with: NaN is treated as "unspecified" (nil), negative values as 0.
    /// SwiftUI itself logs "Invalid frame dimension (negative or non-finite)" for such inputs (OpenSwiftUI
    /// `_FrameLayout.init`); here they can also arise from arithmetic on infinite proposals (∞ − ∞).
    var sanitized: ProposedSize {
        ProposedSize(width: Self.sanitize(width), height: Self.sanitize(height))
    }

    static func sanitize(_ value: Double?) -> Double? {
        guard let value else { return nil }
        if value.isNaN { return nil }
        return max(value, 0)
    }
}

extension Alignment.Horizontal {
    /// Offset of a child of width `child` inside `container` (left-to-right layout: leading = left).
    func offset(container: Double, child: Double) -> Double {
        guard container.isFinite, child.isFinite else { return 0 }
        switch self {
        case .leading: return 0
        case .center: return (container - child) / 2
        case .trailing: return container - child
        }
    }
}

extension Alignment.Vertical {
    func offset(container: Double, child: Double) -> Double {
        guard container.isFinite, child.isFinite else { return 0 }
        switch self {
        case .top: return 0
        case .center: return (container - child) / 2
        case .bottom: return container - child
        }
    }
}

extension Alignment {
    /// Where a child of `child` size sits inside a box of `container` size.
    func offset(container: Size, child: Size) -> Point {
        Point(x: horizontal.offset(container: container.width, child: child.width),
              y: vertical.offset(container: container.height, child: child.height))
    }

    /// The offset on one axis: a VStack aligns children horizontally, an HStack vertically.
    func offset(on axis: Axis, container: Double, child: Double) -> Double {
        axis == .horizontal ? horizontal.offset(container: container, child: child)
                            : vertical.offset(container: container, child: child)
    }
}
