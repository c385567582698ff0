import DynamicType

/// The result of layout: every element's frame in root coordinates (points), and for text its lines, truncation and
/// effective font size; for adaptive containers the branch taken. Checks and snapshots read only this.
public struct LaidOutNode: Sendable {
    public var node: ViewNode
    /// In the coordinate space of the layout root (the container's content origin).
    public var frame: Rect
    /// The size this element was last proposed by its parent, for explaining truncation.
    public var proposal: ProposedSize
    public var text: TextLayout?
    /// "hstack"/"vstack" for an adaptive stack; "child N" (1-based) for ViewThatFits.
    public var branch: String?
    public var children: [LaidOutNode]
    /// The direction this node's contents are drawn in (`inLayoutDirection(_:)` sets it): its texts' leading edge,
    /// and whether `flipsForRightToLeftLayoutDirection` images are drawn mirrored.
    public var layoutDirection: LayoutDirection = .leftToRight
    /// Set on the root: content that could not be made at its size (a GeometryReader whose content reads something
    /// that is not known), in the order met. A tree with failures is incomplete: the case is not evaluated.
    public var failures: [any Error] = []
    /// Set on the root: an image whose size the source does not give was asked its size where it is not simply what
    /// it is proposed (an axis proposed nil: its ideal size, which `scaledToFit()` reads), so the layout may depend on
    /// that size (`UnknownImageSizes`). A resizable image proposed both axes fills them whatever its size.
    public var readsUnknownImageSize = false
    /// This frame is a stand-in: the node is an image whose size the source does not give, or only wraps such images,
    /// and its frame changes with that size (`UnknownImageSizes`). Checks pass it over.
    public var isStandIn = false

    public init(node: ViewNode, frame: Rect, proposal: ProposedSize, text: TextLayout? = nil, branch: String? = nil,
                children: [LaidOutNode] = []) {
        self.node = node
        self.frame = frame
        self.proposal = proposal
        self.text = text
        self.branch = branch
        self.children = children
    }

    /// Depth-first, parents before children.
    public func forEach(_ body: (LaidOutNode, _ ancestors: [LaidOutNode]) -> Void) {
        var stack: [LaidOutNode] = []
        func visit(_ n: LaidOutNode) {
            body(n, stack)
            stack.append(n)
            for c in n.children { visit(c) }
            stack.removeLast()
        }
        visit(self)
    }
}
