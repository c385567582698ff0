import DynamicType
import Layout

/// One category's results for a (spec, variant, device): the frame tree and its findings.
public struct CategoryResult: Sendable {
    public var category: ContentSizeCategory
    public var root: LaidOutNode
    public var findings: [Finding]
    public init(category: ContentSizeCategory, root: LaidOutNode, findings: [Finding]) {
        self.category = category; self.root = root; self.findings = findings
    }
}

/// Where an element first breaks as the text size grows: the number a designer wants ("title truncates from AX3").
public struct ElementBreakpoints: Hashable, Sendable {
    public struct AxisSwitch: Hashable, Sendable {
        public var category: ContentSizeCategory
        /// The branch at the smallest category checked, and the one taken from `category` ("hstack" → "vstack").
        public var from: String
        public var to: String
        public init(category: ContentSizeCategory, from: String, to: String) {
            self.category = category; self.from = from; self.to = to
        }
    }

    public var element: String
    public var elementID: String?
    /// The first category at which the element's text is truncated.
    public var truncatesFrom: ContentSizeCategory?
    /// The first category at which its adaptive branch differs from the smallest category's.
    public var axisSwitch: AxisSwitch?
    /// The first category with a `hit-target-small` finding on it.
    public var targetTooSmallFrom: ContentSizeCategory?
    /// The first category with a finding of each rule on it (suppressed ones included).
    public var firstFinding: [String: ContentSizeCategory]

    /// Rules whose first category is a breakpoint of its own, and how a sentence says it ("card overflows from AX2").
    static let ruleVerbs = [(RuleID.contentOverflow, "overflows"), (RuleID.textClipped, "is clipped"),
                            (RuleID.textOverlap, "overlaps")]

    var isEmpty: Bool { truncatesFrom == nil && axisSwitch == nil && targetTooSmallFrom == nil && firstFinding.isEmpty }

    /// "title truncates from AX3", "card switches to vstack from AX1", "retry's target falls short from xS",
    /// "callout overflows from AX2", "title is clipped from AX1", "price overlaps from AX3".
    public var sentences: [String] {
        let name = elementID ?? element
        var out: [String] = []
        if let c = truncatesFrom { out.append("\(name) truncates from \(c.label)") }
        if let s = axisSwitch { out.append("\(name) switches from \(s.from) to \(s.to) at \(s.category.label)") }
        if let c = targetTooSmallFrom { out.append("\(name)'s hit target falls short from \(c.label)") }
        for (rule, verb) in Self.ruleVerbs { if let c = firstFinding[rule] { out.append("\(name) \(verb) from \(c.label)") } }
        return out
    }
}

/// Breakpoints for every element of one (spec, variant, device), from its results at each category (any order,
/// normally all 12). Elements are matched across categories by path; only elements with a breakpoint are returned,
/// in document order.
public func breakpoints(_ results: [CategoryResult]) -> [ElementBreakpoints] {
    let ordered = results.sorted { $0.category < $1.category }
    var byPath: [String: ElementBreakpoints] = [:]
    var order: [String] = []
    var seen: Set<String> = []
    var firstBranch: [String: String] = [:]

    func update(_ path: String, id: String?, _ body: (inout ElementBreakpoints) -> Void) {
        if byPath[path] == nil {
            byPath[path] = ElementBreakpoints(element: path, elementID: id, firstFinding: [:])
            if seen.insert(path).inserted { order.append(path) }
        }
        body(&byPath[path]!)
    }

    for result in ordered {
        let tree = ElementTree(root: result.root)
        for entry in tree.entries where !entry.hidden {
            if seen.insert(entry.path).inserted { order.append(entry.path) }
            if entry.laid.text?.truncated == true {
                update(entry.path, id: entry.elementID) { b in
                    if b.truncatesFrom == nil { b.truncatesFrom = result.category }
                }
            }
            if let branch = entry.laid.branch {
                if let first = firstBranch[entry.path] {
                    if branch != first {
                        update(entry.path, id: entry.elementID) { b in
                            if b.axisSwitch == nil {
                                b.axisSwitch = .init(category: result.category, from: first, to: branch)
                            }
                        }
                    }
                } else {
                    firstBranch[entry.path] = branch
                }
            }
        }
        for finding in result.findings {
            update(finding.element, id: finding.elementID) { b in
                if b.firstFinding[finding.rule] == nil { b.firstFinding[finding.rule] = result.category }
                if finding.rule == RuleID.hitTargetSmall, b.targetTooSmallFrom == nil {
                    b.targetTooSmallFrom = result.category
                }
            }
        }
    }
    return order.compactMap { byPath[$0] }.filter { !$0.isEmpty }
}
