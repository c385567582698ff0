import DynamicType
import Layout

// A small SwiftUI-like vocabulary for building view trees in tests.

let font = FontSpec(size: 17)
/// 10 pt per character, 20 pt per line.
let measurer = FixedAdvanceMeasurer(advance: 10, lineHeight: 20)

func text(_ string: String, id: String? = nil, lineLimit: Int? = nil, minimumScaleFactor: Double = 1,
          truncation: TruncationMode = .tail, priority: Double = 0) -> ViewNode {
    ViewNode(.text(TextSpec(string, font: font, lineLimit: lineLimit, truncationMode: truncation,
                            minimumScaleFactor: minimumScaleFactor)), id: id, layoutPriority: priority)
}

func color(_ id: String? = nil) -> ViewNode { ViewNode(.fill(name: id), id: id) }

func image(_ id: String? = nil, width: Double, height: Double) -> ViewNode {
    ViewNode(.image(name: id, size: Size(width: width, height: height), resizable: false), id: id)
}

func spacer(_ id: String? = nil, minLength: Double? = nil) -> ViewNode { ViewNode(.spacer(minLength: minLength), id: id) }

func divider(_ id: String? = nil) -> ViewNode { ViewNode(.divider(thickness: 1), id: id) }

func hstack(_ id: String? = nil, spacing: Double? = 0, alignment: Alignment = .center, adaptiveBranch: String? = nil,
            _ children: ViewNode...) -> ViewNode {
    ViewNode(.stack(Stack(axis: .horizontal, alignment: alignment, spacing: spacing, children: children,
                          adaptiveBranch: adaptiveBranch)), id: id)
}

func vstack(_ id: String? = nil, spacing: Double? = 0, alignment: Alignment = .center, _ children: ViewNode...) -> ViewNode {
    ViewNode(.stack(Stack(axis: .vertical, alignment: alignment, spacing: spacing, children: children)), id: id)
}

func zstack(_ id: String? = nil, alignment: Alignment = .center, _ children: ViewNode...) -> ViewNode {
    ViewNode(.zstack(alignment: alignment, children: children), id: id)
}

func viewThatFits(_ id: String? = nil, in axes: Set<Axis> = [.horizontal, .vertical], _ children: ViewNode...) -> ViewNode {
    ViewNode(.viewThatFits(axes: axes, children: children), id: id)
}

extension ViewNode {
    func frame(_ id: String? = nil, width: Double? = nil, height: Double? = nil, minWidth: Double? = nil,
               idealWidth: Double? = nil, maxWidth: Double? = nil, minHeight: Double? = nil,
               idealHeight: Double? = nil, maxHeight: Double? = nil, alignment: Alignment = .center) -> ViewNode {
        ViewNode(.frame(Frame(width: width, height: height, minWidth: minWidth, idealWidth: idealWidth,
                              maxWidth: maxWidth, minHeight: minHeight, idealHeight: idealHeight,
                              maxHeight: maxHeight, alignment: alignment), self), id: id)
    }

    func padding(_ length: Double, id: String? = nil) -> ViewNode {
        ViewNode(.padding(EdgeInsets(all: length), self), id: id)
    }

    func fixedSize(_ id: String? = nil, horizontal: Bool = true, vertical: Bool = true) -> ViewNode {
        ViewNode(.fixedSize(horizontal: horizontal, vertical: vertical, self), id: id)
    }

    func hidden(_ id: String? = nil) -> ViewNode { ViewNode(.hidden(self), id: id) }

    /// `layoutPriority(_:)` on a new outermost node, as SwiftUI's modifier is.
    func layoutPriority(_ value: Double) -> ViewNode {
        ViewNode(kind, id: id, layoutPriority: value)
    }
}

func layout(_ root: ViewNode, width: Double?, height: Double? = nil, direction: LayoutDirection = .leftToRight,
            measure: some TextMeasuring = measurer) -> LaidOutNode {
    computeLayout(root: root, proposal: ProposedSize(width: width, height: height), measure: measure, direction: direction)
}

extension LaidOutNode {
    /// The laid-out element with this id (first in depth-first order).
    subscript(_ id: String) -> LaidOutNode? {
        var found: LaidOutNode?
        forEach { node, _ in if found == nil, node.node.id == id { found = node } }
        return found
    }
}
