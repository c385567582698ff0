/// One layout pass: the sizing (sizeThatFits) rules per kind of view, with a cache keyed by (node identity,
/// proposal), because stacks ask each child several times (at 0, at ∞ for its flexibility, then at its share)
/// and ask again while placing. Not thread-safe; one instance per `LayoutEngine.layout` call.
final class LayoutPass<Measurer: TextMeasuring> {
    let measurer: Measurer
    let options: LayoutOptions
    var statistics = LayoutStatistics()

    typealias Key = LayoutCacheKey

    private var sizes: [Key: Size] = [:]
    private var texts: [Key: TextLayout] = [:]
    var distributions: [Key: StackDistribution] = [:]
    /// A stack's gaps do not depend on the proposal: worked out once per stack.
    var stackGaps: [ObjectIdentifier: [Double]] = [:]
    var choices: [Key: Int] = [:]
    var rowGrids: [Key: RowGridMetrics] = [:]
    /// Content that could not be made at its size (`SizedContent`), in the order met.
    var failures: [any Error] = []
    /// An image whose size the source does not give was asked its size on an axis proposed nil: only then does its
    /// unknown size enter the layout (`UnknownImageSizes`).
    var readUnknownImageSize = false
    /// Custom layouts' sessions in this pass, by node (`CustomLayoutPass.swift`).
    var customLayouts: [ObjectIdentifier: CustomLayoutRun] = [:]

    init(measurer: Measurer, options: LayoutOptions) {
        self.measurer = measurer
        self.options = options
        sizes.reserveCapacity(64)
        texts.reserveCapacity(32)
    }

    /// sizeThatFits: the size `node` chooses for `proposal`.
    func size(_ node: ViewNode, _ proposal: ProposedSize, in context: Axis?) -> Size {
        let proposal = proposal.sanitized
        statistics.sizeRequests += 1
        let key = Key(node: ObjectIdentifier(node), proposal: proposal, context: context)
        if let cached = sizes[key] { return cached }
        statistics.sizeComputations += 1
        let result = computeSize(node, proposal, in: context)
        sizes[key] = result
        return result
    }

    func textLayout(_ node: ViewNode, _ spec: TextSpec, _ proposal: ProposedSize) -> TextLayout {
        let key = Key(node: ObjectIdentifier(node), proposal: proposal, context: nil)
        if let cached = texts[key] { return cached }
        statistics.textMeasurements += 1
        let result = measurer.measure(spec, proposal: proposal)
        texts[key] = result
        return result
    }

    private func computeSize(_ node: ViewNode, _ p: ProposedSize, in context: Axis?) -> Size {
        switch node.kind {
        case .text(let spec):
            return textLayout(node, spec, p).size
        case .image(let name, var size, let resizable):
            // A resizable image fills the proposal like a shape; otherwise an image keeps its size.
            if node.isImageOfUnknownSize {
                if options.unknownImageSizeOnly.map({ $0 == name ?? "" }) ?? true { size = options.unknownImageSize }
                if p.width == nil || p.height == nil || !resizable { readUnknownImageSize = true }
            }
            return resizable ? Size(width: p.width ?? size.width, height: p.height ?? size.height) : size
        case .symbol(_, let size, let resizable):
            // `Image(systemName:).resizable()` fills the proposal as a resizable image does; its box answers an open axis.
            return resizable ? Size(width: p.width ?? size.width, height: p.height ?? size.height) : size
        case .fill:
            return Size(width: p.width ?? options.fillIdealSize.width, height: p.height ?? options.fillIdealSize.height)
        case .spacer(let minLength):
            return spacerSize(minLength: minLength ?? options.defaultSpacerMinLength, p, in: context)
        case .divider(let thickness):
            // Vertical in an HStack, horizontal elsewhere; it spans what is proposed across (0 if nothing is,
            // so a fixed-size stack's placement pass can stretch it to the stack, the Divider-in-fixedSize idiom).
            if context == .horizontal { return Size(width: thickness, height: p.height ?? 0) }
            return Size(width: p.width ?? 0, height: thickness)
        case .stack(let stack):
            return distribution(node, stack, p).size
        case .zstack(_, let children):
            // Every child gets the same proposal; the ZStack is as large as the union (max on each axis).
            var result = Size.zero
            for child in children {
                let s = size(child, p, in: nil)
                result = Size(width: max(result.width, s.width), height: max(result.height, s.height))
            }
            return result
        case .grid(let grid):
            return gridMetrics(node, grid, p).size
        case .rowGrid(let grid):
            return rowGridMetrics(node, grid, p).size
        case .viewThatFits(let axes, let children):
            guard !children.isEmpty else { return .zero }
            return size(children[choice(node, axes: axes, children: children, p)], p, in: nil)
        case .padding(let insets, let child):
            let s = size(child, paddingProposal(insets, p), in: context)
            return Size(width: max(0, s.width + insets.horizontal), height: max(0, s.height + insets.vertical))
        case .frame(let frame, let child):
            return frameSize(frame, child, p, in: context)
        case .fixedSize(let horizontal, let vertical, let child):
            return size(child, fixedSizeProposal(horizontal, vertical, p), in: context)
        case .hidden(let child):
            return size(child, p, in: context)
        case .aspectRatio(let a, let child):
            return size(child, aspectRatioProposal(a, child, p, in: context), in: context)
        case .position(_, let child):
            return positionSize(child, p, in: context)
        case .layered(let l):
            return size(l.base, p, in: context)
        case .geometryReader:
            // The proposal, 10 pt where it is nil (`SizedContent`); its content never changes it.
            return Size(width: p.width ?? options.geometryReaderIdealSize.width,
                        height: p.height ?? options.geometryReaderIdealSize.height)
        case .customLayout(let layout):
            return customLayoutSize(node, layout, p)
        }
    }

    private func spacerSize(minLength: Double, _ p: ProposedSize, in context: Axis?) -> Size {
        let minLength = max(0, minLength)
        guard let axis = context else {
            return Size(width: max(minLength, p.width ?? minLength), height: max(minLength, p.height ?? minLength))
        }
        // Flexible on the stack's axis from minLength up; nothing across it.
        return Size(major: max(minLength, p.value(axis) ?? minLength), minor: 0, axis: axis)
    }

    /// `padding`: the child is offered the proposal minus the insets (never below 0); nil and ∞ pass through.
    func paddingProposal(_ insets: EdgeInsets, _ p: ProposedSize) -> ProposedSize {
        ProposedSize(width: p.width.map { max(0, $0 - insets.horizontal) },
                     height: p.height.map { max(0, $0 - insets.vertical) })
    }

    /// `fixedSize(horizontal:vertical:)`: "Fixes this view at its ideal size in the specified dimensions",
    /// that is, proposes nil (ideal) on those axes (Apple, fixedSize(horizontal:vertical:)).
    func fixedSizeProposal(_ horizontal: Bool, _ vertical: Bool, _ p: ProposedSize) -> ProposedSize {
        ProposedSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height)
    }

    /// ViewThatFits: "selects the first child whose ideal size on the constrained axes fits within the proposed
    /// size"; "If axes is an empty set, ViewThatFits uses the first child view" (Apple, ViewThatFits). When none
    /// fits we take the last child: commonly stated, not in Apple's text, unverified (docs/platform-facts.md, open question 5).
    func choice(_ node: ViewNode, axes: Set<Axis>, children: [ViewNode], _ p: ProposedSize) -> Int {
        let key = Key(node: ObjectIdentifier(node), proposal: p, context: nil)
        if let cached = choices[key] { return cached }
        var chosen = children.count - 1
        if axes.isEmpty {
            chosen = 0
        } else {
            // Ideal size on the constrained axes; the proposal stands on the others.
            let idealProposal = ProposedSize(width: axes.contains(.horizontal) ? nil : p.width,
                                             height: axes.contains(.vertical) ? nil : p.height)
            for (index, child) in children.enumerated() {
                let ideal = size(child, idealProposal, in: nil)
                let fits = axes.allSatisfy { axis in
                    guard let limit = p.value(axis) else { return true }
                    return ideal.value(axis) <= limit + options.fitTolerance
                }
                if fits { chosen = index; break }
            }
        }
        choices[key] = chosen
        return chosen
    }
}

/// The cache key of a layout pass, outside the generic class: a key nested in `LayoutPass<Measurer>` is itself
/// generic, and dictionary accesses then went through runtime generic-metadata look-ups (prominent in profiles).
///
/// `context` is the axis of the stack a view sits in, seen through modifiers: Spacer and Divider depend on it
/// ("expands along the major axis of its containing stack … or on both axes if not contained in a stack").
/// A node has one parent, so for a given node it never varies; it is in the key only for honesty.
struct LayoutCacheKey: Hashable {
    let node: ObjectIdentifier
    let proposal: ProposedSize
    let context: Axis?

    /// `Axis` is a `String` enum, and a RawRepresentable type hashes its raw value: hashing the context as a small
    /// number instead spares a string hash on every look-up (the same keys, equal exactly when before).
    func hash(into hasher: inout Hasher) {
        hasher.combine(node)
        hasher.combine(proposal)
        hasher.combine(context.map { $0 == .horizontal ? UInt8(1) : 2 } ?? 0)
    }
}
