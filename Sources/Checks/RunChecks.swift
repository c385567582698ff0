import Layout

/// Runs every enabled rule on one laid-out case (one spec variant at one category on one device).
/// Findings come back in document order of their elements, then rule order; suppressed ones are kept and marked.
public func runChecks(_ root: LaidOutNode, context: CheckContext, rules: [any Rule] = allRules) -> [Finding] {
    let tree = ElementTree(root: root)
    return runChecks(tree, context: context, rules: rules)
}

public func runChecks(_ tree: ElementTree, context: CheckContext, rules: [any Rule] = allRules) -> [Finding] {
    var order: [String: Int] = [:]
    for e in tree.entries where order[e.path] == nil { order[e.path] = e.index }
    let suppressionsByPath = Dictionary(tree.entries.map { ($0.path, $0.suppressions) }, uniquingKeysWith: { $0 + $1 })
    var findings: [(Int, Finding)] = []
    for (ruleIndex, rule) in rules.enumerated() where !context.rules.disabled.contains(rule.descriptor.id) {
        for var finding in rule.check(tree, context) {
            if let s = suppressionsByPath[finding.element]?.first(where: { $0.rule == finding.rule }) {
                finding.suppressed = true
                finding.suppressionReason = s.reason
            }
            findings.append((ruleIndex, finding))
        }
    }
    // Stable sort: element order, then rule order, then the rule's own order.
    return findings.enumerated().sorted { a, b in
        let ka = (order[a.element.1.element] ?? .max, a.element.0, a.offset)
        let kb = (order[b.element.1.element] ?? .max, b.element.0, b.offset)
        return ka < kb
    }.map { $0.element.1 }
}
