import Layout

/// `text-too-small`: text drawn under the minimum size (11 pt), whether its font is that small (a fixed size or a
/// clamp to a small Dynamic Type size) or a minimum scale factor shrank it to fit.
public struct TextTooSmallRule: Rule {
    public init() {}
    public let descriptor = RuleDescriptor(
        id: RuleID.textTooSmall, defaultSeverity: .warning,
        summary: "Text is drawn under the minimum size (11 pt), after any minimum scale factor or clamp.")

    public func check(_ tree: ElementTree, _ context: CheckContext) -> [Finding] {
        let minimum = context.thresholds.minimumTextSize
        return tree.entries.compactMap { entry in
            guard !entry.hidden, let text = entry.laid.text, case .text(let spec) = entry.node.kind,
                  !spec.string.isEmpty, text.effectiveFontSize < minimum - 1e-9 else { return nil }
            let size = text.effectiveFontSize
            let shrunk = size < spec.font.size - 0.005
            let cause = shrunk
                ? "Shrunk from \(fmt(spec.font.size)) pt to \(fmt(size)) pt by its minimum scale factor of "
                    + "\(fmt(spec.minimumScaleFactor)); the minimum is \(fmt(minimum)) pt."
                : "Its font is \(fmt(size)) pt at this size category; the minimum is \(fmt(minimum)) pt."
            return entry.finding(descriptor, context, cause: cause, measured: .points(size), required: .points(minimum),
                                 constraint: shrunk ? "minimumScaleFactor" : "fontSize")
        }
    }
}
