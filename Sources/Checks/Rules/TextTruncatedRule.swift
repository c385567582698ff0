import Layout

/// `text-truncated`: a text drawn with "…" because it did not fit, and which constraint cut it:
/// its line limit, a height (a fixed or maximum frame, or a container's proposed height), or — behind a line
/// limit — the width its horizontal siblings left it.
public struct TextTruncatedRule: Rule {
    public init() {}
    public let descriptor = RuleDescriptor(
        id: RuleID.textTruncated, defaultSeverity: .error,
        summary: "Text is truncated with an ellipsis: a line limit, a height or the width left by siblings cuts it.")

    public func check(_ tree: ElementTree, _ context: CheckContext) -> [Finding] {
        tree.entries.compactMap { entry -> Finding? in
            guard !entry.hidden, let text = entry.laid.text, text.truncated,
                  case .text(let spec) = entry.node.kind else { return nil }
            let lines = Measure.lines(text.lines.count)
            if text.truncationCause == .height {
                let height = entry.laid.proposal.height ?? entry.frame.height
                let source = heightSource(of: entry, in: tree).map { ", from \($0)" } ?? ""
                return entry.finding(descriptor, context,
                    cause: "Truncated to \(lines) by the \(fmt(height)) pt height proposed to it\(source).",
                    measured: lines, constraint: "height")
            }
            let limit = spec.lineLimit ?? text.lines.count
            if let squeeze = widthSqueeze(of: entry, in: tree, context: context) {
                return entry.finding(descriptor, context,
                    cause: "Truncated at its line limit of \(Measure.lines(limit)) in the \(fmt(squeeze.offered)) pt "
                        + "its siblings left it (the \(squeeze.container) is \(fmt(squeeze.available)) pt wide).",
                    measured: lines, required: .lines(limit), constraint: "width")
            }
            return entry.finding(descriptor, context,
                cause: "Truncated by its line limit of \(Measure.lines(limit)).",
                measured: lines, required: .lines(limit), constraint: "lineLimit")
        }
    }

    /// The frame modifier that fixes or caps the height above this text, if one does, described for the cause.
    private func heightSource(of entry: ElementTree.Entry, in tree: ElementTree) -> String? {
        for ancestor in tree.ancestors(of: entry.index) {
            guard case .frame(let f, _) = ancestor.node.kind else { continue }
            if let h = f.height { return "a frame height of \(fmt(h)) pt" }
            if let h = f.maxHeight { return "a maximum height of \(fmt(h)) pt" }
        }
        return nil
    }

    struct Squeeze { var offered: Double; var available: Double; var container: String }

    /// When the nearest horizontal container (an HStack, adaptive stack in its horizontal branch, or grid row)
    /// holds other visible content and offered this text less than its own width, the siblings took the rest.
    /// Padding around the text inside the container is not a squeeze, so it is subtracted first.
    private func widthSqueeze(of entry: ElementTree.Entry, in tree: ElementTree, context: CheckContext) -> Squeeze? {
        guard let offered = entry.laid.proposal.width, offered.isFinite else { return nil }
        var padding = 0.0
        for ancestor in tree.ancestors(of: entry.index) {
            switch ancestor.node.kind {
            case .padding(let insets, _):
                padding += insets.horizontal
            case .stack(let s) where s.axis == .horizontal:
                let siblings = ancestor.children.filter { hasVisibleContent(tree.entries[$0], in: tree) }
                let available = ancestor.frame.width - padding
                guard siblings.count > 1, offered < available - context.thresholds.overflowTolerance else { return nil }
                return Squeeze(offered: offered, available: available,
                               container: ancestor.path.split(separator: "/").last.map(String.init) ?? "hstack")
            case .grid(let g) where g.items.count > 1 || g.items.contains(where: { if case .adaptive = $0 { return true } else { return false } }):
                return Squeeze(offered: offered, available: ancestor.frame.width - padding,
                               container: ancestor.path.split(separator: "/").last.map(String.init) ?? "grid")
            case .rowGrid(let g) where g.columnCount > 1:
                // A Grid's columns share its width as an HStack's children do: a cell offered less than the grid's
                // width was left it by the other columns (a cell spanning them all was not squeezed).
                let available = ancestor.frame.width - padding
                guard offered < available - context.thresholds.overflowTolerance else { return nil }
                return Squeeze(offered: offered, available: available,
                               container: ancestor.path.split(separator: "/").last.map(String.init) ?? "grid")
            case .stack, .zstack, .viewThatFits, .grid, .rowGrid, .customLayout:
                // A vertical container gives its full width: no sibling squeeze; a custom layout's code chose it.
                return nil
            default:
                continue
            }
        }
        return nil
    }

    private func hasVisibleContent(_ entry: ElementTree.Entry, in tree: ElementTree) -> Bool {
        if entry.hidden { return false }
        if case .spacer = entry.node.kind { return false }
        return entry.frame.width > 0
    }
}
