import DynamicType

/// One view of the tree that layout works on, already resolved for one environment (size category, device,
/// Bold Text): every per-category value chosen, every scaled metric computed, every font made concrete.
/// Modifiers are wrapper nodes (`padding`, `frame`, `fixedSize`), as SwiftUI's modified views are.
/// A class so layout can cache measurements per (node, proposal) by identity.
public final class ViewNode: Sendable {
    public let kind: Kind
    /// The name the spec gave (`id: title`); findings and goldens key elements by it.
    public let id: String?
    /// SwiftUI `layoutPriority(_:)`; read by the parent stack from the outermost node of a child.
    public let layoutPriority: Double
    /// Set on the outermost node of a tappable element: its frame is the hit target.
    public let role: Role?
    /// Where the element is written, for reports ("layouts/card.yaml:12").
    public let source: SourceLocation?
    /// Rule ids suppressed on this element (`ignore: [text-truncated]`), with the required reason.
    public let suppressions: [Suppression]
    /// Colours, shapes and opacity: drawn by previews, never read by layout, checks or goldens.
    public let presentation: Presentation
    /// `.environment(\.layoutDirection, …)`: the direction this subtree is laid out in; nil = its parent's.
    public let layoutDirection: LayoutDirection?
    /// Set on a localized text the locale has no translation for (`text-untranslated`). Not part of `TextSpec`,
    /// the measurement cache's key, so translated and untranslated texts of the same string share measurements.
    public let untranslated: UntranslatedText?
    /// Why this view's own size is an estimate rather than a measurement (an SF Symbol at a small or large image
    /// scale), for the checks to say so; nil when it is not one.
    public let sizeEstimate: String?
    /// This view or one inside it sets `layoutDirection`: known when the tree is built, so a left-to-right layout
    /// learns it has nothing to mirror without walking its frames.
    public let containsDirectionOverride: Bool
    /// This view or one inside it is an image of unknown size, or a GeometryReader whose content, made at layout
    /// time, may hold one (`UnknownImageSizes`): known when the tree is built, so most layouts skip the search.
    public let mayHoldImageOfUnknownSize: Bool

    public init(_ kind: Kind, id: String? = nil, layoutPriority: Double = 0, role: Role? = nil,
                source: SourceLocation? = nil, suppressions: [Suppression] = [], presentation: Presentation = .none,
                layoutDirection: LayoutDirection? = nil, untranslated: UntranslatedText? = nil, sizeEstimate: String? = nil) {
        self.kind = kind
        self.id = id
        self.layoutPriority = layoutPriority
        self.role = role
        self.source = source
        self.suppressions = suppressions
        self.presentation = presentation
        self.layoutDirection = layoutDirection
        self.untranslated = untranslated
        self.sizeEstimate = sizeEstimate
        var overrides = layoutDirection != nil, images = false
        switch kind {
        case .image(_, let size, true): images = size.width == 0 && size.height == 0
        case .geometryReader: images = true
        default: break
        }
        for child in kind.children where !(overrides && images) {
            overrides = overrides || child.containsDirectionOverride
            images = images || child.mayHoldImageOfUnknownSize
        }
        containsDirectionOverride = overrides
        mayHoldImageOfUnknownSize = images
    }

    /// The same view with `outer` written around what it already has (see `Presentation.adding(inner:)`).
    public func presenting(_ outer: Presentation) -> ViewNode {
        ViewNode(kind, id: id, layoutPriority: layoutPriority, role: role, source: source, suppressions: suppressions,
                 presentation: outer.adding(inner: presentation), layoutDirection: layoutDirection,
                 untranslated: untranslated, sizeEstimate: sizeEstimate)
    }

    public indirect enum Kind: Sendable {
        case text(TextSpec)
        /// A fixed-size image (scaled sizes already resolved). `resizable` images fill the proposal.
        case image(name: String?, size: Size, resizable: Bool)
        /// An SF Symbol whose box is derived from a font (resolved by ViewModel): that size, or, `resizable`, what it
        /// is proposed (the box answering an open axis), as `Image(systemName:).resizable()`.
        case symbol(name: String, size: Size, resizable: Bool = false)
        /// `Color` / `Rectangle`: takes whatever is proposed (10×10 when asked for its ideal size).
        case fill(name: String?)
        /// `Spacer(minLength:)`; nil = the system spacing (8 pt).
        case spacer(minLength: Double?)
        /// A hairline (1/displayScale pt) across the parent stack's minor axis.
        case divider(thickness: Double)
        case stack(Stack)
        case zstack(alignment: Alignment, children: [ViewNode])
        case grid(Grid)
        /// SwiftUI's `Grid { GridRow { … } }` (iOS 16): cells in rows whose columns line up.
        case rowGrid(RowGrid)
        /// `ViewThatFits(in: axes)`: the first child whose ideal size fits the proposal on the axes.
        case viewThatFits(axes: Set<Axis>, children: [ViewNode])
        case padding(EdgeInsets, ViewNode)
        case frame(Frame, ViewNode)
        case fixedSize(horizontal: Bool, vertical: Bool, ViewNode)
        /// `hidden()`: lays out as its child, draws nothing, is never checked.
        case hidden(ViewNode)
        /// `aspectRatio(_:contentMode:)`, `scaledToFit()`, `scaledToFill()`: the child is proposed the largest (fit)
        /// or smallest (fill) size of the ratio within the proposal (see `AspectRatio`).
        case aspectRatio(AspectRatio, ViewNode)
        /// `.position(x:y:)`: the child's centre at this point of the view's own frame, which is the proposal (the
        /// child's size on an axis proposed nil); the child is proposed that frame (see `LayoutPass.positionSize`).
        case position(Point, ViewNode)
        /// `.overlay(alignment:) { layer }` / `.background(alignment:) { layer }`: sized by its base; the layer is
        /// offered the base's size and aligned in it, drawn over (or behind) the base.
        case layered(Layered)
        /// `GeometryReader { proxy in … }`: takes the size it is proposed and asks for its content at that size,
        /// placed at its top-leading corner (see `SizedContent`).
        case geometryReader(SizedContent)
        /// A container of the app's own `Layout` type: sized and placed by its code (see `CustomLayout`).
        case customLayout(CustomLayout)
    }

    /// A view with another drawn over or behind it in its frame (Apple, overlay(alignment:content:): "the
    /// modifier … proposes the size of the modified view to the overlay and places it using the alignment").
    public struct Layered: Sendable {
        public var alignment: Alignment
        public var base: ViewNode
        public var layer: ViewNode
        /// `background`: the layer is drawn first.
        public var behind: Bool

        public init(alignment: Alignment, base: ViewNode, layer: ViewNode, behind: Bool) {
            self.alignment = alignment; self.base = base; self.layer = layer; self.behind = behind
        }
    }

    public var children: [ViewNode] { kind.children }
}

extension ViewNode.Kind {
    public var children: [ViewNode] {
        switch self {
        // A GeometryReader's content exists only once its size is known, in the frame tree.
        case .text, .image, .symbol, .fill, .spacer, .divider, .geometryReader: return []
        case .stack(let s): return s.children
        case .zstack(_, let c), .viewThatFits(_, let c): return c
        case .grid(let g): return g.children
        case .rowGrid(let g): return g.children
        case .customLayout(let l): return l.children
        case .padding, .frame, .fixedSize, .hidden, .aspectRatio, .position: return [wrappedChild!]
        // In drawing order: a background's layer first.
        case .layered(let l): return l.behind ? [l.layer, l.base] : [l.base, l.layer]
        }
    }
}

extension ViewNode.Kind {
    /// The child of a modifier that wraps one view (`padding`, `frame`, …); nil for other kinds.
    public var wrappedChild: ViewNode? {
        switch self {
        case .padding(_, let c), .frame(_, let c), .fixedSize(_, _, let c), .hidden(let c), .aspectRatio(_, let c),
             .position(_, let c):
            return c
        default: return nil
        }
    }

    /// The same wrapper around another child; other kinds are returned as they are.
    public func rewrapping(_ child: ViewNode) -> ViewNode.Kind {
        switch self {
        case .padding(let insets, _): return .padding(insets, child)
        case .frame(let frame, _): return .frame(frame, child)
        case .fixedSize(let h, let v, _): return .fixedSize(horizontal: h, vertical: v, child)
        case .hidden: return .hidden(child)
        case .aspectRatio(let a, _): return .aspectRatio(a, child)
        case .position(let point, _): return .position(point, child)
        default: return self
        }
    }
}

extension ViewNode {
    /// The image name of a Toggle's switch, the last child of the toggle's row.
    public static let toggleSwitchName = "switch"
}

public enum Role: String, Hashable, Sendable {
    case button, toggle, link
}

public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int
    public init(file: String, line: Int, column: Int = 1) { self.file = file; self.line = line; self.column = column }
    public var description: String { "\(file):\(line):\(column)" }
}

public struct Suppression: Hashable, Sendable {
    public var rule: String
    public var reason: String
    public init(rule: String, reason: String) { self.rule = rule; self.reason = reason }
}

/// HStack / VStack (and an adaptive stack's chosen branch).
public struct Stack: Sendable {
    public var axis: Axis
    /// Cross-axis alignment: leading/center/trailing for a VStack, top/center/bottom for an HStack.
    public var alignment: Alignment
    /// nil = SwiftUI's default spacing between each pair (see the engine for the model used).
    public var spacing: Double?
    public var children: [ViewNode]
    /// Set when this stack is one branch of an `adaptiveStack`, for the frame tree ("branch: vstack").
    public var adaptiveBranch: String?

    public init(axis: Axis, alignment: Alignment = .center, spacing: Double? = nil, children: [ViewNode],
                adaptiveBranch: String? = nil) {
        self.axis = axis
        self.alignment = alignment
        self.spacing = spacing
        self.children = children
        self.adaptiveBranch = adaptiveBranch
    }
}

/// `LazyVGrid(columns: [GridItem])`: columns as their GridItems size them (`GridColumn`), cells filling rows left
/// to right, rows as tall as their tallest cell.
public struct Grid: Sendable {
    public var items: [GridColumn]
    public var horizontalSpacing: Double?
    public var verticalSpacing: Double?
    public var alignment: Alignment
    public var children: [ViewNode]

    public init(items: [GridColumn], horizontalSpacing: Double? = nil, verticalSpacing: Double? = nil,
                alignment: Alignment = .center, children: [ViewNode]) {
        self.items = items.isEmpty ? [.flexible()] : items
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.alignment = alignment
        self.children = children
    }

    /// `Array(repeating: GridItem(.flexible()), count: n)`: n equal columns.
    public init(columns: Int, horizontalSpacing: Double? = nil, verticalSpacing: Double? = nil,
                alignment: Alignment = .center, children: [ViewNode]) {
        self.init(items: Array(repeating: .flexible(), count: max(columns, 1)), horizontalSpacing: horizontalSpacing,
                  verticalSpacing: verticalSpacing, alignment: alignment, children: children)
    }

    /// "2 columns", or the items when they are not all flexible ("fixed 80, adaptive 120").
    public var columnsDescription: String {
        items.allSatisfy({ if case .flexible = $0 { return true } else { return false } })
            ? "\(items.count) columns" : items.map(\.description).joined(separator: ", ")
    }
}

/// One `GridItem` of a LazyVGrid (Apple, GridItem.Size): `.flexible(minimum: 10, maximum: .infinity)`, `.fixed(w)`,
/// or `.adaptive(minimum:maximum:)`, which fits as many columns of at least `minimum` as its share of the width holds.
public enum GridColumn: Hashable, Sendable, CustomStringConvertible {
    case flexible(minimum: Double = 10, maximum: Double = .infinity)
    case fixed(Double)
    case adaptive(minimum: Double, maximum: Double = .infinity)

    public var description: String {
        switch self {
        case .flexible(let lo, let hi): return "flexible \(Points.text(lo))…\(hi.isFinite ? Points.text(hi) : "∞")"
        case .fixed(let w): return "fixed \(Points.text(w))"
        case .adaptive(let lo, let hi): return "adaptive \(Points.text(lo))…\(hi.isFinite ? Points.text(hi) : "∞")"
        }
    }
}

public struct EdgeInsets: Hashable, Sendable {
    public var top, leading, bottom, trailing: Double
    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }
    public init(all: Double) { self.init(top: all, leading: all, bottom: all, trailing: all) }
    public var horizontal: Double { leading + trailing }
    public var vertical: Double { top + bottom }
}

/// `aspectRatio(_:contentMode:)`: a width-to-height ratio (nil: the child's own, its ideal size's) and whether the
/// child fits in the proposal or fills it (Apple, ContentMode: `.fit` "resizes the content so it's all within the
/// available space", `.fill` "so it occupies all available space").
public struct AspectRatio: Hashable, Sendable, CustomStringConvertible {
    public enum ContentMode: String, Hashable, Sendable, CaseIterable { case fit, fill }
    public var ratio: Double?
    public var contentMode: ContentMode

    public init(ratio: Double? = nil, contentMode: ContentMode) { self.ratio = ratio; self.contentMode = contentMode }

    public var description: String { "\(ratio.map(fmt) ?? "own ratio"), \(contentMode.rawValue)" }
}

/// `frame(width:height:alignment:)` when `width`/`height` are set; `frame(minWidth:idealWidth:maxWidth:…)` otherwise.
public struct Frame: Hashable, Sendable {
    public var width: Double?
    public var height: Double?
    public var minWidth: Double?
    public var idealWidth: Double?
    public var maxWidth: Double?
    public var minHeight: Double?
    public var idealHeight: Double?
    public var maxHeight: Double?
    public var alignment: Alignment

    public init(width: Double? = nil, height: Double? = nil,
                minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
                minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
                alignment: Alignment = .center) {
        self.width = width; self.height = height
        self.minWidth = minWidth; self.idealWidth = idealWidth; self.maxWidth = maxWidth
        self.minHeight = minHeight; self.idealHeight = idealHeight; self.maxHeight = maxHeight
        self.alignment = alignment
    }

    /// True for `frame(width:height:)`: fixed on an axis; the flexible form otherwise.
    public var isFixed: Bool {
        minWidth == nil && idealWidth == nil && maxWidth == nil && minHeight == nil && idealHeight == nil && maxHeight == nil
    }
}

/// A 2-D alignment; stacks use one axis of it (a VStack's `.leading` is `Alignment(horizontal: .leading)`).
public struct Alignment: Hashable, Sendable {
    public enum Horizontal: String, Hashable, Sendable { case leading, center, trailing }
    public enum Vertical: String, Hashable, Sendable { case top, center, bottom }
    /// `.firstTextBaseline` and `.lastTextBaseline`.
    public enum TextBaseline: String, Hashable, Sendable { case first, last }
    public var horizontal: Horizontal
    public var vertical: Vertical
    /// An HStack aligned by its texts' baselines (`Engine/BaselineAlignment.swift`); `vertical` is the edge used where
    /// baselines are not modelled (a ZStack's or a frame's alignment, a GridRow's): top for the first, bottom for the
    /// last.
    public var textBaseline: TextBaseline?
    public init(horizontal: Horizontal = .center, vertical: Vertical = .center, textBaseline: TextBaseline? = nil) {
        self.horizontal = horizontal; self.vertical = vertical; self.textBaseline = textBaseline
    }
    public static let center = Alignment()
    public static let leading = Alignment(horizontal: .leading)
    public static let trailing = Alignment(horizontal: .trailing)
    public static let top = Alignment(vertical: .top)
    public static let bottom = Alignment(vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

extension ViewNode.Kind {
    /// The view's name in the spec language's vocabulary (`text`, `color`, `hstack`, `padding`…), shared by element
    /// paths, frame-tree printouts and previews.
    public var name: String {
        switch self {
        case .text: return "text"
        case .image: return "image"
        case .symbol: return "symbol"
        case .fill: return "color"
        case .spacer: return "spacer"
        case .divider: return "divider"
        case .stack(let s): return s.axis == .horizontal ? "hstack" : "vstack"
        case .zstack: return "zstack"
        case .grid, .rowGrid: return "grid"
        case .viewThatFits: return "viewThatFits"
        case .padding: return "padding"
        case .frame: return "frame"
        case .fixedSize: return "fixedSize"
        case .hidden: return "hidden"
        case .aspectRatio: return "aspectRatio"
        case .position: return "position"
        case .layered(let l): return l.behind ? "background" : "overlay"
        case .geometryReader: return "geometryReader"
        case .customLayout: return "customLayout"
        }
    }
}
