import DynamicType

/// `HStack(alignment: .firstTextBaseline)` and `.lastTextBaseline`: SwiftUI places each child so that its text
/// baseline guide sits on one line, and the stack is as tall as the highest part above that line plus the lowest part
/// below it. The guides, as SwiftUI defines them (Apple, `VerticalAlignment.firstTextBaseline`: "a guide that marks
/// the top-most text baseline in a view"; swiftui-lab.com, "Alignment Guides in SwiftUI"):
/// - a Text's first baseline is its first line's ascent below its top (SF Pro's ascender, 0.952 em, for the system
///   font: docs/platform-facts.md, "Text heights"), its last baseline that plus a line height and leading per line;
/// - a container's first baseline is the top-most of its children's, its last the bottom-most; padding, a frame,
///   `fixedSize` and a background move or keep their child's;
/// - a view with no text in it (a shape, an image, a symbol) has no baseline of its own: its guide is its bottom edge.
/// Texts in a custom font are aligned by their top (first) or bottom (last) edge: their ascent is the font file's,
/// which layout is not given (an approximation the README states).
extension LayoutPass {
    /// Where each child of a baseline-aligned HStack sits below the stack's top, and the stack's height.
    func baselineRow(_ stack: Stack, _ which: Alignment.TextBaseline, offers: [Double?], sizes: [Size],
                     height: Double?) -> (tops: [Double], height: Double) {
        let guides = stack.children.indices.map { i in
            explicitBaseline(stack.children[i], ProposedSize(width: offers[i], height: height), which, in: .horizontal)
                ?? sizes[i].height
        }
        let above = guides.max() ?? 0
        let below = zip(sizes, guides).map { $0.height - $1 }.max() ?? 0
        return (guides.map { above - $0 }, above + below)
    }

    /// The view's own baseline guide below its top for proposal `p`; nil for a view with no text in it.
    func explicitBaseline(_ node: ViewNode, _ p: ProposedSize, _ which: Alignment.TextBaseline, in context: Axis?) -> Double? {
        switch node.kind {
        case .text(let spec):
            return textBaseline(node, spec, p.sanitized, which)
        case .padding(let insets, let child):
            return explicitBaseline(child, paddingProposal(insets, p), which, in: context).map { $0 + insets.top }
        case .frame(let frame, let child):
            let own = size(node, p, in: context)
            let childProposal = framePlacementProposal(frame, child, p, frameSize: own, in: context)
            let offset = frame.alignment.offset(container: own, child: size(child, childProposal, in: context)).y
            return explicitBaseline(child, childProposal, which, in: context).map { $0 + offset }
        case .fixedSize(let horizontal, let vertical, let child):
            return explicitBaseline(child, fixedSizeProposal(horizontal, vertical, p), which, in: context)
        case .hidden(let child):
            return explicitBaseline(child, p, which, in: context)
        case .layered(let l):
            return explicitBaseline(l.base, p, which, in: context)
        case .stack(let stack):
            return stackBaseline(node, stack, p, which)
        case .zstack(let alignment, let children):
            let own = size(node, p, in: context)
            let guides = children.compactMap { child in
                explicitBaseline(child, p, which, in: nil).map { $0 + alignment.offset(container: own, child: size(child, p, in: nil)).y }
            }
            return which == .first ? guides.min() : guides.max()
        default:
            return nil
        }
    }

    /// A Text's first or last baseline below its top.
    private func textBaseline(_ node: ViewNode, _ spec: TextSpec, _ p: ProposedSize, _ which: Alignment.TextBaseline) -> Double {
        let layout = textLayout(node, spec, p)
        guard spec.font.family == nil else { return which == .first ? 0 : layout.size.height }
        let effective = layout.effectiveFontSize
        let ascent = SystemFontMetrics.ascender * effective
        guard which == .last, layout.lines.count > 1, spec.font.size > 0 else { return ascent }
        let scale = effective / spec.font.size
        let lineHeight = (spec.font.lineHeight ?? SystemFontMetrics.lineHeight(size: spec.font.size)) * scale
        let step = lineHeight + spec.font.lineSpacing * scale + spec.extraLineSpacing
        return ascent + Double(layout.lines.count - 1) * step
    }

    /// A stack's guide: the top-most (first) or bottom-most (last) of its children's, where each is placed.
    private func stackBaseline(_ node: ViewNode, _ stack: Stack, _ p: ProposedSize, _ which: Alignment.TextBaseline) -> Double? {
        let d = distribution(node, stack, p)
        var cursor = 0.0
        var guides: [Double] = []
        for (i, child) in stack.children.enumerated() {
            let childProposal = ProposedSize(major: d.offers[i], minor: p.value(stack.axis.other), axis: stack.axis)
            let top = stack.axis == .vertical ? cursor
                : d.baselineTops?[i] ?? stack.alignment.vertical.offset(container: d.size.height, child: d.sizes[i].height)
            if let guide = explicitBaseline(child, childProposal, which, in: stack.axis) { guides.append(top + guide) }
            cursor += d.sizes[i].value(stack.axis) + (i < d.gaps.count ? d.gaps[i] : 0)
        }
        return which == .first ? guides.min() : guides.max()
    }
}
