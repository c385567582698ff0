import DynamicType

/// Lays out a resolved view tree the way SwiftUI does: every parent proposes a size, the child chooses its own,
/// and the parent places it (sizeThatFits, then placement). Text is measured only through `TextMeasuring`.
///
/// The root is placed at (0, 0) and every frame is in root coordinates. Vertical space is unbounded when the
/// proposal's height is nil (a scroll view's content), unless a frame in the tree bounds it.
///
/// Modelled (sources in each file): HStack/VStack distribution by priority group and flexibility
/// (`StackLayout.swift`), Spacer (priority −∞, min length) and Divider, fixed and flexible frames
/// (`FrameLayout.swift`), padding, fixedSize, ZStack, LazyVGrid (`GridLayout.swift`), Grid (`RowGridLayout.swift`), ViewThatFits,
/// hidden, GeometryReader (`SizedContent.swift`), custom `Layout`s run by the front end (`CustomLayout.swift`). Assumptions and simplifications, each a place where SwiftUI may differ:
/// - `spacing: nil` lets each pair of neighbours choose its distance, as iOS 26 does (`DefaultSpacing`, `LayoutOptions`);
/// - right-to-left is the left-to-right layout mirrored per subtree (`Mirroring.swift`); alignment is
///   leading/center/trailing × top/center/bottom, text baselines in an HStack, no custom alignment guides;
/// - no pixel rounding of frames (SwiftUI rounds to the display scale when drawing);
/// - a stack asked for its ideal cross size places its children with its own cross size (the
///   `fixedSize` + Divider / `maxHeight: .infinity` idioms); a ZStack re-proposes exactly what it was proposed;
/// - ViewThatFits falls back to its last child when none fits (commonly stated, unverified).
/// Recursion depth: fine to a few hundred nested containers in debug builds, thousands in release.
public func computeLayout(root: ViewNode, proposal: ProposedSize, measure: some TextMeasuring,
                          direction: LayoutDirection = .leftToRight) -> LaidOutNode {
    LayoutEngine(measurer: measure).layout(root, proposal: proposal)
        .inLayoutDirection(direction, containerWidth: proposal.width ?? .infinity)
}

/// The layout engine, for callers that want options or statistics. One `layout` call is one layout pass with
/// its own cache; the engine itself holds no mutable state and may be shared across threads.
public struct LayoutEngine<Measurer: TextMeasuring>: Sendable {
    public var measurer: Measurer
    public var options: LayoutOptions

    public init(measurer: Measurer, options: LayoutOptions = LayoutOptions()) {
        self.measurer = measurer
        self.options = options
    }

    public func layout(_ root: ViewNode, proposal: ProposedSize) -> LaidOutNode {
        layoutWithStatistics(root, proposal: proposal).tree
    }

    /// The frame tree and how much work the pass did (for cache tests and the `bench` command).
    public func layoutWithStatistics(_ root: ViewNode, proposal: ProposedSize)
        -> (tree: LaidOutNode, statistics: LayoutStatistics) {
        let pass = LayoutPass(measurer: measurer, options: options)
        var tree = pass.place(root, proposal, at: .zero, in: nil)
        tree.failures = pass.failures
        tree.readsUnknownImageSize = pass.readUnknownImageSize
        return (tree, pass.statistics)
    }
}

/// Values SwiftUI chooses for you. The defaults are iOS's; see each property for the source and the assumption.
public struct LayoutOptions: Hashable, Sendable {
    /// Stack `spacing: nil` between two views that are neither texts nor spacers: 8 pt on iOS (OpenSwiftUI
    /// CoreGlue `defaultSpacing = CGSize(width: 8, height: 8)`; fatbobman, "What does spacing = nil mean").
    public var defaultStackSpacing: Double = 8
    /// Each pair of neighbours chooses its distance as iOS 26 does (`DefaultSpacing`); false puts
    /// `defaultStackSpacing` between every pair, as layoutcheck did before.
    public var pairwiseDefaultSpacing = true
    /// `Spacer(minLength: nil)`: "the minimum length is the system spacing" (Apple, Spacer), 8 pt on iOS.
    public var defaultSpacerMinLength: Double = 8
    /// `LazyVGrid` / `GridItem` spacing nil: the system spacing, assumed 8 pt as for stacks.
    public var defaultGridSpacing: Double = 8
    /// `Color` / `Rectangle` answer 10×10 when asked for their ideal size (proposal nil), as in SwiftUI.
    public var fillIdealSize: Size = Size(width: 10, height: 10)
    /// A GeometryReader proposed nil on an axis takes 10 pt on it: it has no layout of its own, and SwiftUI's default
    /// layout answers an unspecified axis with 10 (OpenSwiftUI `LayoutComputer.DefaultEngine`,
    /// `_ProposedSize.fixingUnspecifiedDimensions()`; docs/platform-facts.md, "GeometryReader").
    public var geometryReaderIdealSize: Size = Size(width: 10, height: 10)
    /// Slack when ViewThatFits compares an ideal size with the proposal, so 100.0000001 still "fits" 100.
    public var fitTolerance: Double = 0.001
    /// The size a resizable image whose asset's size is not in the source answers when asked for its ideal size (so
    /// `scaledToFit()` keeps its ratio): zero, a square to `aspectRatio`; `UnknownImageSizes` lays the tree out again
    /// at other sizes to learn whether anything around such an image depends on it.
    public var unknownImageSize: Size = .zero
    /// Only the images of unknown size with this name (`""` for an unnamed one) answer `unknownImageSize`; the others
    /// stay squares. nil: all of them. Tells which image the views around depend on.
    public var unknownImageSizeOnly: String?

    public init() {}
}

/// Work done by one layout pass.
public struct LayoutStatistics: Hashable, Sendable {
    /// sizeThatFits requests, including the ones answered from the cache.
    public var sizeRequests = 0
    /// sizeThatFits requests actually computed (cache misses).
    public var sizeComputations = 0
    /// Calls into the `TextMeasuring` (one per distinct text and proposal).
    public var textMeasurements = 0

    public init() {}
}
