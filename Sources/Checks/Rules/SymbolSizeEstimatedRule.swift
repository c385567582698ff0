import CheckSettings
import DynamicType
import Layout

/// `symbol-size-estimated`: an `Image(systemName:)` whose name is not in the measured table of SF Symbol sizes, so
/// its box is the typical symbol's (`SymbolSizes.estimateSymbol`). Said, never silent: a wide or flat symbol can be
/// several points off, enough to move a wrap or a hit target. A symbol at a small or large image scale is estimated
/// from its medium box (`SymbolSizes.SymbolScale`) and noted too. A note by default.
public struct SymbolSizeEstimatedRule: Rule {
    public init() {}
    public let descriptor = RuleDescriptor(
        id: RuleID.symbolSizeEstimated, defaultSeverity: .note,
        summary: "An SF Symbol's size is estimated, not measured.")

    public func check(_ tree: ElementTree, _ context: CheckContext) -> [Finding] {
        tree.entries.compactMap { entry -> Finding? in
            guard !entry.hidden, case .symbol(let name, let size, _) = entry.node.kind else { return nil }
            if !SymbolSizes.isMeasured(name) {
                return entry.finding(descriptor, context,
                    cause: "“\(name)” is not in the table of measured SF Symbol sizes: it is sized like “"
                        + "\(SymbolSizes.estimateSymbol)”. Check it on a device, or give it a frame.",
                    measured: .size(size))
            }
            guard let estimate = entry.node.sizeEstimate else { return nil }
            return entry.finding(descriptor, context,
                cause: "“\(name)” is \(estimate). Check it on a device, or give it a frame.", measured: .size(size))
        }
    }
}
