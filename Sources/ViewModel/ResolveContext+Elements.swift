import DynamicType
import Layout

extension ResolveContext {
    /// The element's own view, before its layout modifiers; id and ignores are set on it. For a button it is the
    /// hit target (the label with the modifiers written inside `button:`), for a toggle the whole row.
    /// A label as the inherited `labelStyle` shows it.
    private func labelNode(title: ViewNode, icon: ViewNode, _ e: Element, _ env: ResolveEnvironment) -> ViewNode {
        switch env.labelStyle {
        case .iconOnly: return copy(icon, id: e.id, suppressions: e.suppressions)
        case .titleOnly: return copy(title, id: e.id, suppressions: e.suppressions)
        case .titleAndIcon:
            // DefaultLabelStyle on iOS: icon then title in a row, centred; spacing left to the stack default.
            return ViewNode(.stack(Stack(axis: .horizontal, alignment: .center, spacing: nil, children: [icon, title])),
                            id: e.id, source: e.source, suppressions: e.suppressions)
        }
    }

    func coreNode(_ e: Element, _ env: ResolveEnvironment) -> ViewNode? {
        let c = env.category
        let make = { (kind: ViewNode.Kind) in
            ViewNode(kind, id: e.id, source: e.source, suppressions: e.suppressions)
        }
        switch e.kind {
        case .text(let v, let localization):
            let (string, untranslated) = localizedText(v, localization, env, at: e.source)
            return ViewNode(.text(textSpec(string, env, at: e.source)), id: e.id, source: e.source, suppressions: e.suppressions,
                            untranslated: untranslated)
        case .symbol(let v, let resizable):
            return symbolNode(text(v, env, at: e.source), env, resizable: resizable, id: e.id, source: e.source,
                              suppressions: e.suppressions)
        case .image(let img):
            // A resizable image fills what it is offered; its own size answers where the proposal is open (nil).
            let size = Size(width: img.width.map { env.length($0) } ?? 0, height: img.height.map { env.length($0) } ?? 0)
            return make(.image(name: img.name.map { Template.fill($0, env.values).text }, size: size, resizable: img.resizable))
        case .label(let title, let icon, let localization):
            let (string, untranslated) = localizedText(title, localization, env, at: e.source)
            let titleNode = ViewNode(.text(textSpec(string, env, at: e.source)), source: e.source, untranslated: untranslated)
            let iconNode = symbolNode(text(icon, env, at: e.source), env, source: e.source)
            return labelNode(title: titleNode, icon: iconNode, e, env)
        case .progress(let p):
            return node(p.drawn(as: e), env)
        case .labelViews(let title, let icon):
            let empty = ViewNode(.stack(Stack(axis: .horizontal, children: [])), source: e.source)
            return labelNode(title: node(title, env) ?? empty, icon: node(icon, env) ?? empty, e, env)
        case .button(let b):
            var inner = env
            inner.apply(b.modifiers)
            if inner.controlSize != .regular, inner.buttonStyle != .plain {
                error("a `\(inner.buttonStyle.rawValue)` button at controlSize `\(inner.controlSize.rawValue)`: iOS's button "
                      + "padding and font at that size are not measured (only `regular` is modelled); check the view at "
                      + "`regular`, or give the button `buttonStyle: plain` if its label is drawn by the app", at: e.source)
                return nil
            }
            guard let label = node(b.label, inner) else {
                error("the button's label is empty at \(c.name)", at: e.source); return nil
            }
            var hit = wrap(label, b.modifiers, inner, source: e.source)
            if inner.buttonStyle.isBordered {
                let padding = platform.metrics.borderedButtonPadding
                // A bordered button's capsule: the padded label is drawn and hit.
                hit = ViewNode(.padding(EdgeInsets(top: padding.vertical, leading: padding.horizontal,
                                                   bottom: padding.vertical, trailing: padding.horizontal), hit),
                               source: e.source)
            }
            // The label is the hit target; findings on it name the button's own line.
            return copy(hit, id: e.id, role: .button, source: e.source, suppressions: e.suppressions)
                .presenting(Self.buttonLook(inner.buttonStyle))
        case .toggle(let labelChild):
            guard env.controlSize == .regular else {
                error("a toggle at controlSize `\(env.controlSize.rawValue)`: iOS's switch at that size is not measured (only "
                      + "`regular` is modelled); check the view at `regular`", at: e.source)
                return nil
            }
            // A labelled Toggle fills the width it is offered: label, then the switch at the trailing edge, at least
            // the label gap apart. Only the switch flips the value (`ElementTree.targets` measures it, row-tall).
            // Under `labelsHidden()` it is the switch alone, at the switch's size (an assumption: docs/platform-facts.md).
            let (width, height) = platform.metrics.toggleSwitch
            var toggleSwitch = ViewNode(.image(name: ViewNode.toggleSwitchName, size: Size(width: width, height: height),
                                               resizable: false), source: e.source)
            if env.inFormRow {
                // In a Form row the switch hangs in the row box without adding height (iOS sizes the row by its
                // label: one body line makes a 52 pt row).
                toggleSwitch = ViewNode(.frame(Frame(height: 0), toggleSwitch), source: e.source)
            }
            if env.labelsHidden {
                return ViewNode(.stack(Stack(axis: .horizontal, alignment: .center, spacing: nil, children: [toggleSwitch])),
                                id: e.id, role: .toggle, source: e.source, suppressions: e.suppressions)
            }
            let label = node(labelChild, env) ?? ViewNode(.stack(Stack(axis: .horizontal, children: [])))
            let gap = ViewNode(.spacer(minLength: platform.metrics.toggleLabelGap), source: e.source)
            let row = Stack(axis: .horizontal, alignment: .center, spacing: nil, children: [label, gap, toggleSwitch])
            return ViewNode(.stack(row), id: e.id, role: .toggle, source: e.source, suppressions: e.suppressions)
        case .spacer(let minLength):
            return make(.spacer(minLength: env.optionalLength(minLength)))
        case .divider:
            return make(.divider(thickness: 1 / env.device.displayScale))
        case .color(let name):
            return make(.fill(name: name))
        case .stack(let s):
            let alignment = s.alignment?.value(at: c) ?? .center
            return make(.stack(Stack(axis: s.axis, alignment: alignment, spacing: env.optionalLength(s.spacing),
                                     children: nodes(s.children, env), adaptiveBranch: s.adaptiveBranch)))
        case .zstack(let z):
            return make(.zstack(alignment: z.alignment?.value(at: c) ?? .center, children: nodes(z.children, env)))
        case .grid(let g):
            return make(.grid(Grid(items: g.items ?? Array(repeating: .flexible(), count: max(g.columns.value(at: c), 1)),
                                   horizontalSpacing: env.optionalLength(g.horizontalSpacing),
                                   verticalSpacing: env.optionalLength(g.verticalSpacing),
                                   alignment: g.alignment?.value(at: c) ?? .center, children: nodes(g.children, env))))
        case .rowGrid(let g):
            return make(.rowGrid(rowGrid(g, env)))
        case .gridRow:
            error("a `gridRow` (GridRow) lays out only as a row of a grid with `rows:` (SwiftUI's Grid)", at: e.source)
            return nil
        case .adaptiveStack(let a):
            // `dynamicTypeSize >= threshold ? VStack : HStack`, read at the category this subtree sees.
            let vertical = c >= a.threshold
            let a2 = a.alignment?.value(at: c) ?? .center
            let stack = Stack(axis: vertical ? .vertical : .horizontal,
                              alignment: vertical ? Alignment(horizontal: a2.horizontal)
                                                  : Alignment(vertical: a2.vertical, textBaseline: a2.textBaseline),
                              spacing: env.optionalLength(a.spacing), children: nodes(a.children, env),
                              adaptiveBranch: vertical ? "vstack" : "hstack")
            return make(.stack(stack))
        case .viewThatFits(let v):
            return make(.viewThatFits(axes: v.axes, children: nodes(v.children, env)))
        case .form(let form):
            return make(formNode(form, env, source: e.source))
        case .component(let use):
            return componentNode(use, e, env)
        case .geometryReader(let g):
            return geometryReaderNode(g, e, env)
        case .customLayout(let l):
            return make(customLayoutNode(l, env))
        }
    }

    private func componentNode(_ use: ComponentUse, _ e: Element, _ env: ResolveEnvironment) -> ViewNode? {
        guard let component = spec.components[use.name] else {
            error("unknown component `\(use.name)`", at: e.source); return nil
        }
        guard !env.componentStack.contains(use.name) else {
            error("component cycle: \((env.componentStack + [use.name]).joined(separator: " → "))", at: e.source); return nil
        }
        var inner = env
        inner.componentStack.append(use.name)
        // A component sees only its parameters, like a SwiftUI struct's `let` properties.
        var values: [String: String] = [:]
        for p in component.parameters {
            if let arg = use.arguments[p.name] {
                values[p.name] = text(arg, env, at: e.source)
            } else if let d = p.defaultValue {
                values[p.name] = d
            } else {
                error("`\(use.name)` needs `\(p.name):`", at: e.source)
            }
        }
        inner.values = values
        guard let body = node(component.body, inner) else { return nil }
        return retag(body, id: e.id, suppressions: e.suppressions)
    }
}

extension ResolveContext {
    /// How iOS draws a button of each style (HIG "Buttons"): the label in the tint; a bordered button's capsule in
    /// the tint at low opacity, a prominent one's in the tint with a white label; a plain button as its label is.
    static func buttonLook(_ style: ButtonStyleValue) -> Presentation {
        switch style {
        case .plain: return .none
        case .automatic, .borderless: return Presentation(foreground: Paint("accentColor"))
        case .bordered:
            return Presentation(foreground: Paint("accentColor"), background: Paint("accentColor", opacity: 0.15),
                                backgroundShape: .capsule)
        case .borderedProminent:
            return Presentation(foreground: Paint("white"), background: Paint("accentColor"), backgroundShape: .capsule)
        }
    }

    /// Puts a component use's id and ignores on the component body's own view: down through the body's layout
    /// wrappers to the first node that is not one (or that already is a named element or a hit target).
    func retag(_ n: ViewNode, id: String?, suppressions: [Suppression]) -> ViewNode {
        guard id != nil || !suppressions.isEmpty else { return n }
        if n.id == nil, n.role == nil {
            let inner = n.kind.wrappedChild.map { n.kind.rewrapping(retag($0, id: id, suppressions: suppressions)) }
            if let inner {
                return ViewNode(inner, id: nil, layoutPriority: n.layoutPriority, role: nil, source: n.source,
                                suppressions: n.suppressions, presentation: n.presentation, layoutDirection: n.layoutDirection,
                        untranslated: n.untranslated)
            }
        }
        return copy(n, id: id, suppressions: suppressions)
    }
}
