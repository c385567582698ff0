import CheckSettings
import Layout

/// `nothing-checked`: a layout with no visible text, control or image (an empty host, shapes only, content in a part
/// the front end does not lay out). Every other rule passes it by default, so a green run would say nothing about
/// it; this says so. A warning by default: it fails nothing, but a reader of the report sees it.
public struct NothingCheckedRule: Rule {
    public init() {}
    public let descriptor = RuleDescriptor(
        id: RuleID.nothingChecked, defaultSeverity: .warning,
        summary: "A view lays out no text, control or image, so no rule checks anything in it.")

    public func check(_ tree: ElementTree, _ context: CheckContext) -> [Finding] {
        guard !tree.entries.isEmpty, Coverage.isEmpty(tree) else { return [] }
        return [tree.root.finding(descriptor, context,
            cause: "Nothing to check: it lays out no text, control or image (an empty view, only shapes or colours, "
                + "or content layoutcheck does not lay out, such as an overlay or a sheet), so its passing checks nothing.")]
    }
}
