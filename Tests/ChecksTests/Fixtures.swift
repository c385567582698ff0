import Checks
import DynamicType
import Layout
import CheckSettings

// Small hand-made frame trees: the layout engine is not needed to test the checks.

func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect { Rect(x: x, y: y, width: w, height: h) }

func text(_ string: String = "Hello", id: String? = nil, frame: Rect, proposal: ProposedSize? = nil, lines: Int = 1,
          truncated: Bool = false, cause: TruncationCause? = nil, fontSize: Double = 17, effectiveSize: Double? = nil,
          lineLimit: Int? = nil, minimumScaleFactor: Double = 1, missing: [Character] = [],
          suppressions: [Suppression] = [], source: SourceLocation? = nil) -> LaidOutNode {
    let spec = TextSpec(string, font: FontSpec(size: fontSize), lineLimit: lineLimit,
                        minimumScaleFactor: minimumScaleFactor)
    let layout = TextLayout(size: frame.size,
                            lines: (0..<lines).map { _ in .init(text: string, width: frame.width) },
                            truncated: truncated, truncationCause: cause,
                            effectiveFontSize: effectiveSize ?? fontSize, missingCharacters: missing)
    return LaidOutNode(node: ViewNode(.text(spec), id: id, source: source, suppressions: suppressions), frame: frame,
                       proposal: proposal ?? ProposedSize(width: frame.width, height: nil), text: layout)
}

func stack(_ axis: Axis, id: String? = nil, frame: Rect, branch: String? = nil, suppressions: [Suppression] = [],
           source: SourceLocation? = nil, _ children: [LaidOutNode]) -> LaidOutNode {
    let s = Stack(axis: axis, children: children.map(\.node), adaptiveBranch: branch)
    return LaidOutNode(node: ViewNode(.stack(s), id: id, source: source, suppressions: suppressions), frame: frame,
                       proposal: ProposedSize(width: frame.width, height: nil), branch: branch, children: children)
}

func vstack(id: String? = nil, frame: Rect, suppressions: [Suppression] = [], _ children: [LaidOutNode]) -> LaidOutNode {
    stack(.vertical, id: id, frame: frame, suppressions: suppressions, children)
}

func hstack(id: String? = nil, frame: Rect, _ children: [LaidOutNode]) -> LaidOutNode {
    stack(.horizontal, id: id, frame: frame, children)
}

func image(id: String? = nil, frame: Rect) -> LaidOutNode {
    LaidOutNode(node: ViewNode(.image(name: nil, size: frame.size, resizable: false), id: id), frame: frame,
                proposal: ProposedSize(width: frame.width, height: frame.height))
}

/// A button as Specs builds it: the role on the outermost node, a symbol inside.
func button(_ id: String?, frame: Rect, role: Role = .button) -> LaidOutNode {
    let label = LaidOutNode(node: ViewNode(.symbol(name: "heart", size: frame.size)), frame: frame,
                            proposal: ProposedSize(width: frame.width, height: frame.height))
    return LaidOutNode(node: ViewNode(.padding(EdgeInsets(), label.node), id: id, role: role), frame: frame,
                       proposal: label.proposal, children: [label])
}

func framed(_ f: Frame, frame: Rect, id: String? = nil, _ child: LaidOutNode) -> LaidOutNode {
    LaidOutNode(node: ViewNode(.frame(f, child.node), id: id), frame: frame,
                proposal: ProposedSize(width: frame.width, height: frame.height), children: [child])
}

func padded(_ insets: EdgeInsets, frame: Rect, _ child: LaidOutNode) -> LaidOutNode {
    LaidOutNode(node: ViewNode(.padding(insets, child.node)), frame: frame,
                proposal: ProposedSize(width: frame.width, height: nil), children: [child])
}

func hidden(_ child: LaidOutNode) -> LaidOutNode {
    LaidOutNode(node: ViewNode(.hidden(child.node)), frame: child.frame, proposal: child.proposal, children: [child])
}

func context(_ category: ContentSizeCategory = .large, width: Double = 393, insets: Double = 0,
             thresholds: Thresholds = Thresholds(), rules: RuleConfiguration = RuleConfiguration()) -> CheckContext {
    CheckContext(category: category, device: Screen(name: "iphone-16", screenWidth: width),
                 insets: EdgeInsets(leading: insets, trailing: insets), thresholds: thresholds, rules: rules)
}

func findings(_ rule: String, _ root: LaidOutNode, _ ctx: CheckContext = context()) -> [Finding] {
    runChecks(root, context: ctx).filter { $0.rule == rule }
}

/// A Toggle as Specs builds it: a row (the role) of label, gap and a 61 × 28 switch at the trailing edge.
func toggle(_ id: String?, row: Rect) -> LaidOutNode {
    let label = text("Reduce Motion", frame: rect(row.minX, row.minY + (row.height - 20.333) / 2, 120, 20.333))
    let knob = Rect(x: row.maxX - 61, y: row.minY + (row.height - 28) / 2, width: 61, height: 28)
    let switchNode = LaidOutNode(node: ViewNode(.image(name: ViewNode.toggleSwitchName, size: knob.size, resizable: false)),
                                 frame: knob, proposal: ProposedSize(width: 61, height: 28))
    let s = Stack(axis: .horizontal, children: [label.node, switchNode.node])
    return LaidOutNode(node: ViewNode(.stack(s), id: id, role: .toggle), frame: row,
                       proposal: ProposedSize(width: row.width, height: nil), children: [label, switchNode])
}
