import DynamicType
import Layout

/// Builds ViewNodes for one case, collecting errors (a placeholder without value, an unknown font family).
final class ResolveContext {
    let spec: LayoutSpec
    let fontFamilies: Set<String>
    let lineHeight: LineHeightModel
    let platform: Platform
    var errors: [SpecError] = []
    /// Overlays, sheets and the like met while resolving: content never laid out (`NotShownPart`).
    var notShown: [NotShownPart] = []
    /// Nodes built so far, against `SpecLimits.maxTreeNodes`; a limit is reported once per case.
    private var nodeCount = 0
    private var limitReported = false

    init(spec: LayoutSpec, fontFamilies: Set<String>, lineHeight: LineHeightModel = .font, platform: Platform = .default) {
        self.spec = spec
        self.fontFamilies = fontFamilies
        self.lineHeight = lineHeight
        self.platform = platform
    }

    func error(_ message: String, at source: SourceLocation, path: String = "") {
        let e = SpecError(file: source.file, line: source.line, column: source.column, keyPath: path, message: message)
        if !errors.contains(e) { errors.append(e) }
    }

    func node(_ child: Child, _ env: ResolveEnvironment) -> ViewNode? {
        guard let element = child.value(at: env.category) else { return nil }
        return node(element, env)
    }

    func nodes(_ children: [Child], _ env: ResolveEnvironment) -> [ViewNode] {
        children.compactMap { node($0, env) }
    }

    /// An element: its core view (carrying id and ignores), wrapped by its layout modifiers in written order;
    /// `layoutPriority` goes on the outermost node, where the parent stack reads it (it is a trait in SwiftUI,
    /// so its place in the chain does not matter).
    func node(_ e: Element, _ outer: ResolveEnvironment) -> ViewNode? {
        var env = outer
        guard withinLimits(e, &env) else { return nil }
        env.apply(e.modifiers)
        guard let core = coreNode(e, env) else { return nil }
        var wrapped = wrap(core, e.modifiers, env, source: e.source)
        if env.layoutDirection != outer.layoutDirection {
            wrapped = copy(wrapped, layoutDirection: env.layoutDirection)
        }
        let priority = e.modifiers.reduce(nil as Double?) { last, m in
            if case .layoutPriority(let v) = m.kind { return v.value(at: env.category) }
            return last
        }
        return priority.map { copy(wrapped, layoutPriority: $0) } ?? wrapped
    }

    /// Counts the levels and nodes this element adds (itself, its layout wrappers, a button's label wrappers)
    /// before building it, so a tree past `SpecLimits` is refused before the resolver, the layout engine or the
    /// checks recurse into it.
    private func withinLimits(_ e: Element, _ env: inout ResolveEnvironment) -> Bool {
        var added = 1 + e.modifiers.filter(\.kind.wraps).count
        if case .button(let b) = e.kind { added += b.modifiers.filter(\.kind.wraps).count }
        env.depth += added
        nodeCount += added
        guard !limitReported else { return false }
        if env.depth > SpecLimits.maxTreeDepth {
            limitReported = true
            let via = env.componentStack.isEmpty ? "" : " (inside \(env.componentStack.joined(separator: " → ")))"
            error("the view tree is more than \(SpecLimits.maxTreeDepth) levels deep here\(via), counting views, their "
                  + "padding/frame/fixedSize/hidden and expanded components (SpecLimits.maxTreeDepth)", at: e.source)
            return false
        }
        if nodeCount > SpecLimits.maxTreeNodes {
            limitReported = true
            error("the view tree has more than \(SpecLimits.maxTreeNodes) views and layout modifiers once components "
                  + "are expanded (SpecLimits.maxTreeNodes)", at: e.source)
            return false
        }
        return true
    }

    /// Padding, frame, fixedSize and hidden, innermost first.
    func wrap(_ node: ViewNode, _ modifiers: [Modifier], _ env: ResolveEnvironment, source: SourceLocation) -> ViewNode {
        var n = node
        let c = env.category
        for m in modifiers {
            switch m.kind {
            case .padding(let v):
                let p = v.value(at: c)
                let side = { (l: Varying<Length>?) in l.map { env.length($0) } ?? 0 }
                n = ViewNode(.padding(EdgeInsets(top: side(p.top), leading: side(p.leading), bottom: side(p.bottom),
                                                 trailing: side(p.trailing)), n), source: m.source)
            case .frame(let v):
                let f = v.value(at: c)
                let l = { (x: Varying<Length>?) in x.map { env.length($0) } }
                let frame = Frame(width: l(f.width), height: l(f.height),
                                  minWidth: l(f.minWidth), idealWidth: l(f.idealWidth), maxWidth: l(f.maxWidth),
                                  minHeight: l(f.minHeight), idealHeight: l(f.idealHeight), maxHeight: l(f.maxHeight),
                                  alignment: f.alignment?.value(at: c) ?? .center)
                n = ViewNode(.frame(frame, n), source: m.source)
            case .fixedSize(let v):
                let f = v.value(at: c)
                n = ViewNode(.fixedSize(horizontal: f.horizontal, vertical: f.vertical, n), source: m.source)
            case .hidden(let v):
                if v.value(at: c) { n = ViewNode(.hidden(n), source: m.source) }
            case .aspectRatio(let v):
                // One of an image of unknown size is laid out as a square; `UnknownImageSizes` then learns whether
                // the views around it depend on its ratio.
                guard let a = v.value(at: c) else { break }
                n = ViewNode(.aspectRatio(a, n), source: m.source)
            case .position(let v):
                n = ViewNode(.position(v.value(at: c), n), source: m.source)
            case .layer(let l):
                guard let layer = self.node(l.content, env) else { break }
                n = ViewNode(.layered(ViewNode.Layered(alignment: l.alignment, base: n, layer: layer, behind: l.behind)),
                             source: m.source)
            case .presentation(var p):
                // A scroll view's own bounds no longer clip (Apple, scrollClipDisabled(_:)); a clip written stays.
                if env.scrollClipDisabled, p.clipContainer == .verticalScrollView || p.clipContainer == .horizontalScrollView {
                    p.clip = nil
                    p.clipContainer = nil
                }
                // A clip or background written after an `offset` stays in the frame, not moved with the drawing:
                // it goes on a view of its own around the offset one (a zero padding, which lays out as its child).
                if n.presentation.offset != nil, p.clip != nil || p.background != nil {
                    n = ViewNode(.padding(EdgeInsets(), n), source: m.source)
                }
                n = n.presenting(p)
            case .scrollContentMargins:
                // A scroll view's content inset by the margins set here or above (ContentMargins).
                let margins = env.scrollContentMargins
                if margins.reachNestedScrollView {
                    error("contentMargins reaching a ScrollView inside another that already takes them is not modelled "
                          + "(set the margins on each scroll view itself)", at: m.source)
                }
                if !margins.isEmpty { n = ViewNode(.padding(margins.insets, n), source: m.source) }
            case .estimated(let what):
                n = copy(n, sizeEstimate: what)
            case .contentShape:
                // The role moves to the wrapper the shape is applied to: its frame is now what a finger can hit.
                if let role = Self.innerRole(n) { n = copy(Self.droppingRole(n), role: role) }
            case .cosmetic(let name) where NotShownPart.modifiers.contains(name):
                let part = NotShownPart(modifier: name, source: m.source)
                if !notShown.contains(part) { notShown.append(part) }
            case .actionNotRun(let name, let reason):
                let part = NotShownPart(modifier: name, source: m.source, notRunBecause: reason)
                if !notShown.contains(part) { notShown.append(part) }
            default:
                break
            }
        }
        return n
    }

    /// The role of a node or of the wrappers inside it (the button or toggle a modifier chain holds).
    static func innerRole(_ n: ViewNode) -> Role? {
        if let role = n.role { return role }
        guard let child = wrapped(n) else { return nil }
        return innerRole(child)
    }

    /// The node with the role removed from it and from the wrappers inside it.
    static func droppingRole(_ n: ViewNode) -> ViewNode {
        let kind = n.kind.wrappedChild.map { n.kind.rewrapping(droppingRole($0)) } ?? n.kind
        return ViewNode(kind, id: n.id, layoutPriority: n.layoutPriority, role: nil, source: n.source,
                        suppressions: n.suppressions, presentation: n.presentation, layoutDirection: n.layoutDirection,
                        untranslated: n.untranslated, sizeEstimate: n.sizeEstimate)
    }

    static func wrapped(_ n: ViewNode) -> ViewNode? { n.kind.wrappedChild }

    /// The same node with some fields replaced (ViewNode is immutable).
    func copy(_ n: ViewNode, id: String? = nil, role: Role? = nil, layoutPriority: Double? = nil,
              source: SourceLocation? = nil, suppressions: [Suppression] = [], layoutDirection: LayoutDirection? = nil,
              sizeEstimate: String? = nil) -> ViewNode {
        ViewNode(n.kind, id: id ?? n.id, layoutPriority: layoutPriority ?? n.layoutPriority, role: role ?? n.role,
                 source: source ?? n.source, suppressions: n.suppressions + suppressions, presentation: n.presentation,
                 layoutDirection: layoutDirection ?? n.layoutDirection, untranslated: n.untranslated,
                 sizeEstimate: sizeEstimate ?? n.sizeEstimate)
    }

    /// Fills `{placeholders}` from the environment's values.
    func text(_ v: Varying<String>, _ env: ResolveEnvironment, at source: SourceLocation) -> String {
        let (filled, missing) = Template.fill(v.value(at: env.category), env.values)
        for name in missing { error("`{\(name)}` has no value here", at: source) }
        return filled
    }
}
