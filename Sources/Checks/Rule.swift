import CheckSettings
/// One check: a pure function from a flattened frame tree and its environment to findings.
/// Rules fill in everything but suppression, which `runChecks` applies uniformly.
public protocol Rule: Sendable {
    var descriptor: RuleDescriptor { get }
    func check(_ tree: ElementTree, _ context: CheckContext) -> [Finding]
}

/// What docs, configuration and SARIF's `rules` array need to know about a rule.
public struct RuleDescriptor: Hashable, Sendable {
    public var id: String
    public var defaultSeverity: Severity
    /// One line, for docs and SARIF `shortDescription`.
    public var summary: String
    public init(id: String, defaultSeverity: Severity, summary: String) {
        self.id = id; self.defaultSeverity = defaultSeverity; self.summary = summary
    }
}

/// Stable rule ids: findings, goldens, suppressions (`ignore: [text-truncated]`) and configuration use these.
public enum RuleID {
    public static let textTruncated = "text-truncated"
    public static let textWordSplit = "text-word-split"
    public static let textFixedSize = "text-fixed-size"
    public static let textClipped = "text-clipped"
    public static let contentOverflow = "content-overflow"
    public static let hitTargetSmall = "hit-target-small"
    public static let hitTargetSpacing = "hit-target-spacing"
    public static let textTooSmall = "text-too-small"
    public static let textMissingGlyphs = "text-missing-glyphs"
    public static let symbolSizeEstimated = "symbol-size-estimated"
    public static let controlSizeEstimated = "control-size-estimated"
    public static let imageSizeUnknown = "image-size-unknown"
    public static let textUntranslated = "text-untranslated"
    public static let textOverlap = "text-overlap"
    public static let nothingChecked = "nothing-checked"
}

/// Every rule, in the order findings are reported for one element.
public let allRules: [any Rule] = [
    TextTruncatedRule(), TextWordSplitRule(), TextClippedRule(), ContentOverflowRule(), TextOverlapRule(),
    HitTargetSmallRule(), HitTargetSpacingRule(),
    TextTooSmallRule(), TextMissingGlyphsRule(), TextFixedSizeRule(), SymbolSizeEstimatedRule(), ControlSizeEstimatedRule(),
    ImageSizeUnknownRule(), TextUntranslatedRule(), NothingCheckedRule(),
]

public func ruleDescriptor(id: String) -> RuleDescriptor? {
    allRules.first { $0.descriptor.id == id }?.descriptor
}

extension ElementTree.Entry {
    /// A finding on this node's element, with the environment filled in from the context.
    func finding(_ rule: RuleDescriptor, _ context: CheckContext, cause: String, measured: Measure? = nil,
                 required: Measure? = nil, constraint: String? = nil, related: String? = nil) -> Finding {
        Finding(rule: rule.id, severity: context.severity(for: rule.id, default: rule.defaultSeverity), element: path,
                elementID: elementID, relatedElement: related, category: context.category, device: context.device.name,
                variant: context.variant, measured: measured, required: required, cause: cause,
                constraint: constraint, source: source)
    }

    /// How findings name the element in their sentences.
    var displayName: String { elementID ?? path }
}
