/// A container laid out by the app's own code: SwiftUI's `Layout` protocol (iOS 16), "a type that defines the
/// geometry of a collection of views" (Apple, Layout). The engine asks the code for the container's size
/// (`sizeThatFits(proposal:subviews:cache:)`) and, placing it, for its subviews' places
/// (`placeSubviews(in:proposal:subviews:cache:)`); the code measures its subviews by calling back into the engine
/// (`LayoutSubviews`), so a text in it wraps as it would anywhere else.
///
/// The code is the front end's to run (`CustomLayoutSession`): layout only calls it. A failure (the code does what
/// cannot be evaluated) is collected by the pass in `LaidOutNode.failures`, as a GeometryReader's is: the case is not
/// evaluated, nothing is guessed.
public struct CustomLayout: Sendable {
    /// The subviews, in order (SwiftUI's `Subviews` collection: one proxy per view the content builds).
    public var children: [ViewNode]
    /// What reports call it beside its kind (the UIKit view's type, for one laid out as a layout of no subviews).
    public var label: String?
    /// The layout's code for one layout pass over these subviews: the session holds the layout's cache between the
    /// calls of that pass, as SwiftUI keeps a layout's cache between its calls.
    public let start: @Sendable (LayoutSubviews) -> any CustomLayoutSession

    public init(children: [ViewNode], label: String? = nil, start: @escaping @Sendable (LayoutSubviews) -> any CustomLayoutSession) {
        self.children = children
        self.label = label
        self.start = start
    }
}

/// One layout pass's calls into a custom layout's code.
public protocol CustomLayoutSession: AnyObject {
    /// `sizeThatFits(proposal:subviews:cache:)`.
    func sizeThatFits(_ proposal: ProposedSize) throws -> Size
    /// `placeSubviews(in:proposal:subviews:cache:)`: places subviews through `LayoutSubviews.place`.
    func placeSubviews(in bounds: Rect, proposal: ProposedSize) throws
}

/// What a custom layout's code asks of its subviews (SwiftUI's `LayoutSubview` proxies), answered by the layout pass
/// running it. Used on the pass's thread only; after the pass it answers nothing.
public final class LayoutSubviews {
    public let count: Int
    private let nodes: [ViewNode]
    private let measure: (Int, ProposedSize) -> Size?
    private let distance: (Int, Int, Axis) -> Double?
    /// The distance between two views that state no spacing preference (`ViewSpacing()` to `ViewSpacing()`): the
    /// engine's default gap between two views, which SwiftUI falls back to when neither side states one.
    public let defaultSpacing: Double
    /// The last `place` call of each subview ("If you call this method more than once for a subview, the last call
    /// takes precedence", Apple, place(at:anchor:proposal:)); nil = not placed.
    private(set) var placements: [Placement?]

    init(nodes: [ViewNode], defaultSpacing: Double, measure: @escaping (Int, ProposedSize) -> Size?,
         distance: @escaping (Int, Int, Axis) -> Double?) {
        self.count = nodes.count
        self.defaultSpacing = defaultSpacing
        self.nodes = nodes
        self.measure = measure
        self.distance = distance
        placements = Array(repeating: nil, count: nodes.count)
    }

    /// `subview.sizeThatFits(proposal)`: the subview's size, measured by the engine; nil once the pass is over.
    public func sizeThatFits(_ index: Int, _ proposal: ProposedSize) -> Size? {
        measure(index, proposal.sanitized)
    }

    /// `subview.priority`: its `layoutPriority`.
    public func priority(_ index: Int) -> Double { nodes[index].layoutPriority }

    /// `subviews[a].spacing.distance(to: subviews[b].spacing, along: axis)`: the larger of the two views' wishes on
    /// their shared edge, as a stack with `spacing: nil` puts between them (`DefaultSpacing`).
    public func spacing(from a: Int, to b: Int, along axis: Axis) -> Double? { distance(a, b, axis) }

    /// `subview.place(at:anchor:proposal:)`: `anchor` is a unit point of the subview (0…1 on each axis).
    public func place(_ index: Int, at position: Point, anchor: Point, proposal: ProposedSize) {
        placements[index] = Placement(position: position, anchor: anchor, proposal: proposal.sanitized)
    }

    func clearPlacements() { placements = Array(repeating: nil, count: count) }

    struct Placement {
        var position: Point
        var anchor: Point
        var proposal: ProposedSize
    }
}
