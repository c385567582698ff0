/// Rewriting the views inside a view, as an environment value set on a container reaches every view inside it
/// (`.labelStyle(_:)` on a VStack styles each Label in it).
extension Element {
    /// This view with `transform` applied to it and to every view inside, outermost first: a view `transform`
    /// replaces is not entered again, and a view `stop` says keeps its own value (one with its own `.labelStyle`)
    /// is left as it is, with what it holds.
    public func rewriting(_ transform: (Element) throws -> Element?, stop: (Element) -> Bool) rethrows -> Element {
        if stop(self) { return self }
        if let replaced = try transform(self) { return replaced }
        func children(_ list: [Child]) throws -> [Child] { try list.map { try child($0) } }
        func child(_ c: Child) throws -> Child { try c.map { try $0?.rewriting(transform, stop: stop) } }
        func optional(_ c: Child?) throws -> Child? { try c.map(child) }
        let kind: ElementKind
        switch self.kind {
        case .stack(var s): s.children = try children(s.children); kind = .stack(s)
        case .zstack(var z): z.children = try children(z.children); kind = .zstack(z)
        case .grid(var g): g.children = try children(g.children); kind = .grid(g)
        case .rowGrid(var g): g.rows = try children(g.rows); kind = .rowGrid(g)
        case .gridRow(var r): r.cells = try children(r.cells); kind = .gridRow(r)
        case .adaptiveStack(var a): a.children = try children(a.children); kind = .adaptiveStack(a)
        case .viewThatFits(var v): v.children = try children(v.children); kind = .viewThatFits(v)
        case .customLayout(var l): l.children = try children(l.children); kind = .customLayout(l)
        case .button(var b): b.label = try child(b.label); kind = .button(b)
        case .toggle(let label): kind = .toggle(label: try child(label))
        case .labelViews(let title, let icon): kind = .labelViews(title: try child(title), icon: try child(icon))
        case .progress(var p):
            p.label = try optional(p.label); p.currentValueLabel = try optional(p.currentValueLabel); kind = .progress(p)
        case .form(var f):
            f.sections = try f.sections.map { s in
                FormSection(header: try optional(s.header), footer: try optional(s.footer), rows: try children(s.rows))
            }
            kind = .form(f)
        default: return self
        }
        return Element(kind: kind, modifiers: modifiers, id: id, suppressions: suppressions, source: source)
    }
}
