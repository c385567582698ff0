import Checks
import DynamicType

/// One way the current layout differs from its golden, as a sentence a reviewer can act on.
public struct GoldenDifference: Hashable, Sendable, CustomStringConvertible {
    public enum Kind: String, Hashable, Sendable {
        case truncation, lines, branch, frame, hitTarget, fontSize
        case elementAdded, elementRemoved, variantAdded, variantRemoved, categoryAdded, categoryRemoved
    }

    public var kind: Kind
    public var variant: String
    /// The element path, when the difference is about one element.
    public var element: String?
    /// The categories it shows at, in size order (empty for whole-variant differences).
    public var categories: [ContentSizeCategory]
    /// "title: truncates from AX3 (golden: AX5)".
    public var sentence: String

    public init(kind: Kind, variant: String, element: String?, categories: [ContentSizeCategory], sentence: String) {
        self.kind = kind; self.variant = variant; self.element = element; self.categories = categories
        self.sentence = sentence
    }

    /// The sentence, prefixed with the variant unless it is the default one.
    public var description: String { variant == Golden.defaultVariant ? sentence : "[\(variant)] \(sentence)" }
}

/// What a finding's presence in the golden makes of it.
public enum FindingStatus: String, Hashable, Sendable, Codable {
    /// Not in the golden: a regression, fails the run.
    case new
    /// In the golden too: accepted (a baseline), passes.
    case accepted
    /// In the golden, gone now: an improvement.
    case resolved
    /// Not in the golden but suppressed on the element (`ignore:` with a reason): passes.
    case suppressed
}

/// A golden-level finding with its place and status.
public struct ClassifiedGoldenFinding: Hashable, Sendable, CustomStringConvertible {
    public var status: FindingStatus
    public var variant: String
    public var category: ContentSizeCategory
    public var finding: GoldenFinding

    /// "new: text-truncated on card/title at AX3 (2 lines)".
    public var description: String {
        let measured = finding.measured.map { " (\($0))" } ?? ""
        let prefix = variant == Golden.defaultVariant ? "" : "[\(variant)] "
        return "\(prefix)\(status.rawValue): \(finding.rule) on \(finding.element) at \(category.label)\(measured)"
    }
}

/// The run's full findings (with causes and sources, for reports) classified against a golden.
public struct FindingClassification: Sendable {
    public var new: [Finding] = []
    public var accepted: [Finding] = []
    public var suppressed: [Finding] = []
    /// In the golden, gone now.
    public var resolved: [ClassifiedGoldenFinding] = []
    public init() {}

    /// True when nothing new and unsuppressed appeared.
    public var passes: Bool { new.isEmpty }
}

/// Classifies a (spec, device)'s findings against its golden. A finding's variant is `finding.variant`, or
/// `Golden.defaultVariant` when nil; a finding matches a golden one with the same rule, element and related element
/// at the same variant and category. Suppressed findings the golden lacks are `suppressed`, not `new`.
/// With no golden, every unsuppressed finding is new.
public func classifyFindings(_ findings: [Finding], against golden: Golden?) -> FindingClassification {
    var result = FindingClassification()
    let keyed = findings.map { f in
        (key: FindingKey(variant: f.variant ?? Golden.defaultVariant, category: f.category.name,
                         identity: FindingIdentity(rule: f.rule, element: f.element, related: f.relatedElement)),
         suppressed: f.suppressed)
    }
    let (statuses, resolved) = classify(keyed, recorded: golden.map(recordedFindings) ?? [:])
    for (finding, status) in zip(findings, statuses) {
        switch status {
        case .accepted: result.accepted.append(finding)
        case .suppressed: result.suppressed.append(finding)
        default: result.new.append(finding)
        }
    }
    result.resolved = resolved
    return result
}

/// The one rule both comparisons use: a finding the golden holds is accepted; one it lacks is new unless it is
/// suppressed; a golden finding no longer found is resolved. Returns a status per current finding, in order.
func classify(_ current: [(key: FindingKey, suppressed: Bool)], recorded: [FindingKey: GoldenFinding])
    -> (statuses: [FindingStatus], resolved: [ClassifiedGoldenFinding]) {
    let statuses = current.map { c -> FindingStatus in
        recorded[c.key] != nil ? .accepted : (c.suppressed ? .suppressed : .new)
    }
    let seen = Set(current.map(\.key))
    let resolved = recorded.filter { !seen.contains($0.key) }.compactMap { key, finding in
        ContentSizeCategory(parsing: key.category).map {
            ClassifiedGoldenFinding(status: .resolved, variant: key.variant, category: $0, finding: finding)
        }
    }
    return (statuses, resolved.sorted(by: goldenOrder))
}

struct FindingKey: Hashable {
    var variant: String
    var category: String
    var identity: FindingIdentity
}

func recordedFindings(_ golden: Golden) -> [FindingKey: GoldenFinding] {
    var out: [FindingKey: GoldenFinding] = [:]
    for (variant, v) in golden.variants {
        for c in v.categories {
            for f in c.findings { out[FindingKey(variant: variant, category: c.category, identity: f.identity)] = f }
        }
    }
    return out
}

func goldenOrder(_ a: ClassifiedGoldenFinding, _ b: ClassifiedGoldenFinding) -> Bool {
    (a.variant, a.category.rawValue, a.finding.identity.element, a.finding.identity.rule)
        < (b.variant, b.category.rawValue, b.finding.identity.element, b.finding.identity.rule)
}
