import CheckSettings
import Layout

/// `control-size-estimated`: a system control iOS draws with sizes no measurement gives (a Stepper's buttons, a
/// segmented Picker's height, ContentUnavailableView's spacing), laid out with the sizes published
/// reimplementations use (docs/platform-facts.md, "Estimated controls"). The texts inside are checked as any text;
/// the note says which sizes to confirm on a device. A note by default.
public struct ControlSizeEstimatedRule: Rule {
    public init() {}
    public let descriptor = RuleDescriptor(
        id: RuleID.controlSizeEstimated, defaultSeverity: .note,
        summary: "A system control's sizes are estimated from published reimplementations, not measured.")

    public func check(_ tree: ElementTree, _ context: CheckContext) -> [Finding] {
        tree.entries.compactMap { entry -> Finding? in
            guard !entry.hidden, let estimate = entry.node.sizeEstimate else { return nil }
            if case .symbol = entry.node.kind { return nil }  // symbol-size-estimated says it
            return entry.finding(descriptor, context, cause: estimate + ". Check it on a device.", measured: .size(entry.frame.size))
        }
    }
}
