import Layout

/// Runs every enabled rule on one laid-out case (one spec variant at one category on one device).
/// Findings come back in document order of their elements, then rule order; suppressed ones are kept and marked.
public func runChecks(_ root: LaidOutNode, context: CheckContext, rules: [any Rule] = allRules) -> [Finding] {
    let tree = ElementTree(root: root)
    return runChecks(tree, context: context, rules: rules)
}

public func runChecks(_ tree: ElementTree, context: CheckContext, rules: [any Rule] = allRules) -> [Finding] {
    // Most layouts have no finding and most elements no suppression, so element order and suppressions are looked
    // up per finding, not indexed up front by path (that was two dictionaries and a string hash per node, per layout).
    let entries = tree.entries
    let disabled = context.rules.disabled
    var findings: [(Int, Finding)] = []
    // Elements that are only images of unknown size have stand-in frames: no rule but the one that says so reports them.
    let unknownSize = tree.hasStandIns
        ? Set(entries.filter(\.ofUnknownSize).map(\.path)).subtracting(entries.filter { !$0.ofUnknownSize }.map(\.path)) : []
    for (ruleIndex, rule) in rules.enumerated() where disabled.isEmpty || !disabled.contains(rule.descriptor.id) {
        for var finding in rule.check(tree, context) {
            if !unknownSize.isEmpty, finding.rule != RuleID.imageSizeUnknown, unknownSize.contains(finding.element) { continue }
            // The first suppression of this rule on any node with the finding's path, nodes in document order.
            for i in entries.indices where !entries[i].suppressions.isEmpty && entries[i].path == finding.element {
                if let s = entries[i].suppressions.first(where: { $0.rule == finding.rule }) {
                    finding.suppressed = true
                    finding.suppressionReason = s.reason
                    break
                }
            }
            findings.append((ruleIndex, finding))
        }
    }
    guard findings.count > 1 else { return findings.map { $0.1 } }
    // Stable sort: element order (the first node with the path), then rule order, then the rule's own order.
    let order = findings.map { f in entries.firstIndex { $0.path == f.1.element } ?? .max }
    return findings.indices.sorted { a, b in
        (order[a], findings[a].0, a) < (order[b], findings[b].0, b)
    }.map { findings[$0].1 }
}
