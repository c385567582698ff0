/// `frame(width:height:alignment:)` and `frame(minWidth:idealWidth:maxWidth:…)`, one axis at a time.
///
/// Fixed: the child is proposed the fixed value and the frame reports it, whatever the child chose (OpenSwiftUI
/// `_FrameLayout.sizeThatFits`: `width ?? childSize.width`). Flexible, as Apple documents it: "The size proposed
/// to this view is the size proposed to the frame, limited by any constraints specified, and with any ideal
/// dimensions specified replacing any corresponding unspecified dimensions in the proposal. … If both constraints
/// are specified in a dimension, the frame unconditionally adopts the size proposed for it, clamped to the
/// constraints. Otherwise … if a minimum constraint is specified and the size proposed for the frame by the parent
/// is less than the size of this view, the proposed size, clamped to that minimum; if a maximum … greater than the
/// size of this view, the proposed size, clamped to that maximum; otherwise, the size of this view."
/// The arithmetic follows DanceUI's `_FlexFrameLayout.sizeThatFits` and `ViewDimensions.dimension(min:max:…)`
/// (bytedance/DanceUI, Apache-2.0; a reimplementation of SwiftUI), rewritten here.
struct FrameAxis {
    var fixed: Double?
    var min: Double?
    var ideal: Double?
    var max: Double?

    /// Normalised as SwiftUI's initialisers do: invalid fixed sizes are ignored (OpenSwiftUI `_FrameLayout.init`),
    /// a negative minimum becomes 0, ideal ≥ min, max ≥ ideal (reverse-engineered `_FlexFrameLayout.init`).
    /// Contradictory min > max (SwiftUI logs "Contradictory frame constraints") is resolved here by raising max.
    init(fixed: Double?, min: Double?, ideal: Double?, max: Double?) {
        self.fixed = fixed.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }
        let minimum = min.flatMap { $0.isNaN ? nil : Swift.max(0, $0) }
        let idealValue = ideal.flatMap { $0.isNaN ? nil : Swift.max(minimum ?? 0, $0) }
        self.min = minimum
        self.ideal = idealValue
        self.max = max.flatMap { $0.isNaN ? nil : Swift.max(idealValue ?? 0, minimum ?? 0, $0) }
    }

    /// The frame's size when it can be decided without asking the child.
    func decided(_ proposal: Double?) -> Double? {
        if let fixed { return fixed }
        if let proposal { return min != nil && max != nil ? clamp(proposal) : nil }
        return ideal
    }

    /// What the frame proposes to its child while sizing.
    func childProposal(_ proposal: Double?) -> Double? {
        if let fixed { return fixed }
        guard let value = proposal ?? ideal else { return nil }
        return clamp(value)
    }

    /// The frame's size from the child's (DanceUI `ViewDimensions.dimension`).
    func size(childProposal: Double?, child: Double) -> Double {
        switch (min, max) {
        case let (min?, max?): return Swift.min(max, Swift.max(min, child))
        case let (min?, nil): return Swift.max(min, Swift.min(childProposal ?? .infinity, child))
        case let (nil, max?): return Swift.min(max, Swift.max(childProposal ?? -.infinity, child))
        case (nil, nil): return child
        }
    }

    /// What the frame proposes to its child when placing it: its own size, except where the frame was asked
    /// for its ideal size, has no ideal, and sits strictly between its bounds (DanceUI
    /// `childPlacementProposal`). So `Color.frame(minWidth: 100)` asked for its ideal fills the 100 pt frame.
    func placementProposal(parent: Double?, frameSize: Double) -> Double? {
        if let fixed { return fixed }
        if ideal != nil || parent != nil { return frameSize }
        if frameSize >= (max ?? .infinity) || frameSize <= (min ?? -.infinity) { return frameSize }
        return nil
    }

    private func clamp(_ value: Double) -> Double {
        Swift.min(max ?? .infinity, Swift.max(min ?? -.infinity, value))
    }
}

extension Frame {
    /// A frame with both `width` and `minWidth`… on one axis has no SwiftUI equivalent; the fixed value wins.
    func axis(_ axis: Axis) -> FrameAxis {
        axis == .horizontal ? FrameAxis(fixed: width, min: minWidth, ideal: idealWidth, max: maxWidth)
                            : FrameAxis(fixed: height, min: minHeight, ideal: idealHeight, max: maxHeight)
    }
}

extension LayoutPass {
    func frameSize(_ frame: Frame, _ child: ViewNode, _ p: ProposedSize, in context: Axis?) -> Size {
        let h = frame.axis(.horizontal), v = frame.axis(.vertical)
        if let width = h.decided(p.width), let height = v.decided(p.height) {
            return Size(width: width, height: height)
        }
        let childProposal = ProposedSize(width: h.childProposal(p.width), height: v.childProposal(p.height))
        let childSize = size(child, childProposal, in: context)
        return Size(width: h.decided(p.width) ?? h.size(childProposal: childProposal.width, child: childSize.width),
                    height: v.decided(p.height) ?? v.size(childProposal: childProposal.height, child: childSize.height))
    }

    /// The proposal the frame makes to its child in the placing pass, given its own final size.
    func framePlacementProposal(_ frame: Frame, _ child: ViewNode, _ p: ProposedSize, frameSize: Size,
                                in context: Axis?) -> ProposedSize {
        let h = frame.axis(.horizontal), v = frame.axis(.vertical)
        let sizing = ProposedSize(width: h.childProposal(p.width), height: v.childProposal(p.height))
        let sized = size(child, sizing, in: context)
        // Where the child already has the frame's size, keep the sizing proposal: re-proposing a text its own
        // measured width could re-wrap it on a floating-point hair, and changes nothing otherwise.
        let width = sized.width == frameSize.width ? sizing.width
            : h.placementProposal(parent: p.width, frameSize: frameSize.width)
        let height = sized.height == frameSize.height ? sizing.height
            : v.placementProposal(parent: p.height, frameSize: frameSize.height)
        return ProposedSize(width: width, height: height)
    }
}
