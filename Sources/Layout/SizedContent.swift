/// The content of a view made from its own size: SwiftUI's GeometryReader, "a container view that defines its
/// content as a function of its own size and coordinate space" (Apple, GeometryReader).
///
/// The reader's size never depends on its content: it takes the size it is proposed, and 10 pt on an axis proposed
/// nil (SwiftUI's default for a view without a layout of its own, as OpenSwiftUI reads it: `LayoutComputer`'s
/// `DefaultEngine`, `fixingUnspecifiedDimensions()`). So layout is exact in one pass: the engine sizes the reader,
/// then, placing it, asks `content` for the views at that size, proposes each the reader's size and places it at the
/// reader's top-leading corner (OpenSwiftUI `GeometryReaderLayout.placeSubviews`).
///
/// `content` is called only while placing, once per placement; the front end answers the same nodes for the same
/// size, so the pass's caches (by node identity) hold. A failure (the content reads something that is not known)
/// is collected by the pass in `LaidOutNode.failures`: the case is not evaluated, nothing is guessed.
public struct SizedContent: Sendable {
    public let content: @Sendable (Size) -> Result<[ViewNode], any Error>

    public init(_ content: @escaping @Sendable (Size) -> Result<[ViewNode], any Error>) { self.content = content }

    /// Content that does not read its size.
    public static func constant(_ nodes: [ViewNode]) -> SizedContent { SizedContent { _ in .success(nodes) } }
}
