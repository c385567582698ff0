import CheckSettings
import Layout

/// `text-fixed-size`: a text whose font size ignores Dynamic Type (`.system(size: 17)` without a scaled metric,
/// `Font.custom(_:fixedSize:)`): it reads the same at every size the user picks. Xcode's accessibility audit reports
/// this as a Dynamic Type issue; a note by default, since a fixed size can be a choice (a badge, a counter).
public struct TextFixedSizeRule: Rule {
    public init() {}
    public let descriptor = RuleDescriptor(
        id: RuleID.textFixedSize, defaultSeverity: .note,
        summary: "A text's size does not follow Dynamic Type.")

    public func check(_ tree: ElementTree, _ context: CheckContext) -> [Finding] {
        tree.entries.compactMap { entry -> Finding? in
            guard !entry.hidden, case .text(let spec) = entry.node.kind, !spec.followsDynamicType else { return nil }
            return entry.finding(descriptor, context,
                cause: "Its font is a fixed \(fmt(spec.font.size)) pt: it does not grow with the user's text size "
                    + "(use a text style, or .system(size:) with @ScaledMetric).",
                measured: .points(spec.font.size))
        }
    }
}
