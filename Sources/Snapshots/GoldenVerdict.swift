import Checks
import DynamicType
import CheckSettings

/// Everything a run decides about one golden, computed without reading or writing a file: how it compares, what
/// the record mode makes of that, and each finding's status against it.
public struct GoldenVerdict: Sendable {
    /// nil when there is no golden (or none of what a partial run evaluated is recorded).
    public var comparison: GoldenComparison?
    public var decision: GoldenDecision
    public var findings: FindingClassification
    /// What the run could not compare, said in words (a what-if run on variants the golden does not hold).
    public var notes: [String] = []
}

/// Judges the golden built from this run (`current`, with the run's full `findings`) against the recorded one.
/// A partial run (`--category`, `--bold-text`) compares only what it evaluated and never writes.
public func judgeGolden(recorded: Golden?, current: Golden, findings: [Finding], mode: RecordMode, tolerance: Double,
                        partialView: Bool = false) -> GoldenVerdict {
    let golden = partialView ? recorded.flatMap { restricted($0, to: current) } : recorded
    let comparison = golden.map { compare(golden: $0, current: current, tolerance: tolerance) }
    // A what-if run (`--bold-text`, `--category`) on what an existing golden does not hold has nothing to compare:
    // that is not a missing golden.
    if partialView, recorded != nil, golden == nil {
        return GoldenVerdict(comparison: nil, decision: GoldenDecision(outcome: .passed, write: false, failsRun: false),
                             findings: classifyFindings(findings, against: nil),
                             notes: ["the golden holds none of the variants or sizes this what-if run evaluated "
                                     + "(record them with boldText: both, categories: or locales: in layoutcheck.yml)"])
    }
    let state: GoldenState = comparison.map { $0.matches ? .matches : .differs } ?? .missing
    return GoldenVerdict(comparison: comparison, decision: decideGolden(mode: partialView ? .never : mode, state: state),
                         findings: classifyFindings(findings, against: golden))
}

/// The golden cut down to the variants and categories `current` holds; nil when none of them is recorded.
func restricted(_ golden: Golden, to current: Golden) -> Golden? {
    var cut = golden
    cut.variants = [:]
    for (name, variant) in golden.variants {
        guard let evaluated = current.variants[name] else { continue }
        let categories = Set(evaluated.categories.map(\.category))
        cut.variants[name] = GoldenVariant(categories: variant.categories.filter { categories.contains($0.category) })
    }
    return cut.variants.isEmpty ? nil : cut
}

/// What recording may put into a golden. Findings the golden already holds stay accepted, suppressed ones are
/// recorded as suppressed; a new error is never accepted by recording alone: unless `acceptNewErrors`
/// (`--accept-findings`), it is left out of the golden written, so the next run reports it again, and it is
/// returned so the run can say so.
public func baseline(_ current: Golden, findings: FindingClassification, acceptNewErrors: Bool) -> (golden: Golden, refused: [Finding]) {
    let refused = acceptNewErrors ? [] : findings.new.filter { $0.severity == .error }
    guard !refused.isEmpty else { return (current, []) }
    let keys = Set(refused.map { f in
        FindingKey(variant: f.variant ?? Golden.defaultVariant, category: f.category.name,
                   identity: FindingIdentity(rule: f.rule, element: f.element, related: f.relatedElement))
    })
    var golden = current
    for (name, variant) in current.variants {
        golden.variants[name] = GoldenVariant(categories: variant.categories.map { c in
            var kept = c
            kept.findings = c.findings.filter { !keys.contains(FindingKey(variant: name, category: c.category, identity: $0.identity)) }
            return kept
        })
    }
    return (golden, refused)
}
