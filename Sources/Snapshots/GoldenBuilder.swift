import Checks
import DynamicType
import Layout
import CheckSettings

extension Golden {
    /// Builds the golden for one (spec, device) from its results: `variants[name]` holds one `CategoryResult` per
    /// category checked (normally all 12). Every number is rounded to 0.01 here, so a golden decoded from disk
    /// compares equal to the one built in memory.
    public init(spec: String, device: String, engineVersion: String, fontHashes: [String: String],
                variants: [String: [CategoryResult]]) {
        self.init(engineVersion: engineVersion, fontHashes: fontHashes, spec: spec, device: device,
                  variants: variants.mapValues { results in
                      GoldenVariant(categories: results.sorted { $0.category < $1.category }.map(GoldenCategory.init))
                  })
    }
}

extension GoldenCategory {
    public init(_ result: CategoryResult) {
        let tree = ElementTree(root: result.root)
        var elements: [String: GoldenElement] = [:]
        var chains: [Int: [ElementTree.Entry]] = [:]
        for entry in tree.entries where !entry.hidden { chains[entry.elementHead, default: []].append(entry) }
        for head in tree.visibleElements {
            let chain = chains[head.index] ?? [head]
            let text = chain.first { $0.laid.text != nil }?.laid.text
            let branch = chain.first { $0.laid.branch != nil }?.laid.branch
            guard head.elementID != nil || head.role != nil || branch != nil else { continue }
            let target = head.roleNode.map { tree.entries[$0].frame.size }
            elements[head.path] = GoldenElement(
                frame: [head.frame.minX, head.frame.minY, head.frame.width, head.frame.height].map(Points.rounded),
                lines: text?.lines.count, truncated: text?.truncated, fontSize: text.map { Points.rounded($0.effectiveFontSize) },
                hitTarget: target.map { [Points.rounded($0.width), Points.rounded($0.height)] }, role: head.role?.rawValue, branch: branch)
        }
        let findings = result.findings.map {
            GoldenFinding(rule: $0.rule, element: $0.element, related: $0.relatedElement, severity: $0.severity,
                          measured: $0.measured.map(roundMeasure), suppressed: $0.suppressed)
        }.sorted { $0.identity < $1.identity }
        self.init(category: result.category.name, elements: elements, findings: findings)
    }
}



func roundMeasure(_ m: Measure) -> Measure {
    Measure(value: m.value.map(Points.rounded), width: m.width.map(Points.rounded), height: m.height.map(Points.rounded), unit: m.unit)
}
