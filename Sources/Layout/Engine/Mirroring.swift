import DynamicType

/// Right-to-left layout. SwiftUI lays a view out in leading/trailing terms and, where the environment's
/// `layoutDirection` is `.rightToLeft`, draws it mirrored horizontally: stacks run from the right, `.leading`
/// alignment is the right edge and leading padding is on the right ("Preparing views for localization",
/// https://developer.apple.com/documentation/swiftui/preparing-views-for-localization). Layout is computed once,
/// left to right; this pass then mirrors each right-to-left subtree inside its parent's frame. A subtree that sets
/// its own direction (`.environment(\.layoutDirection, .leftToRight)`) is placed mirrored as a whole and keeps its
/// inside unmirrored. Sizes never change: mirroring moves frames, it does not resize them.
extension LaidOutNode {
    /// The tree as drawn in `direction` (the root's; nodes may override it), the root placed in a container
    /// `containerWidth` wide (the width it was offered; its leading edge is the container's right edge in
    /// right-to-left). Left-to-right trees without any override come back unchanged.
    public func inLayoutDirection(_ direction: LayoutDirection, containerWidth: Double) -> LaidOutNode {
        guard direction == .rightToLeft || node.containsDirectionOverride else { return self }
        var out = self
        let container = Rect(x: 0, y: 0, width: containerWidth.isFinite ? containerWidth : frame.maxX, height: 0)
        out.place(from: container, to: container, parentDirection: direction)
        return out
    }

    /// Moves this node from `old`, its parent's left-to-right frame, into `new`, the parent's frame as drawn,
    /// mirrored when the parent lays out right to left; then its children likewise.
    private mutating func place(from oldParent: Rect, to newParent: Rect, parentDirection: LayoutDirection) {
        let old = frame
        let x = parentDirection == .rightToLeft
            ? newParent.minX + (oldParent.maxX - old.maxX)
            : newParent.minX + (old.minX - oldParent.minX)
        frame.origin.x = x
        layoutDirection = node.layoutDirection ?? parentDirection
        for i in children.indices {
            children[i].place(from: old, to: frame, parentDirection: layoutDirection)
        }
    }
}
