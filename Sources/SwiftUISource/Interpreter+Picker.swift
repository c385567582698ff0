import Layout
import SwiftSyntax
import ViewModel

/// `Picker` in a Form or List row, in the menu style iOS gives it there by default: the label, then the selected
/// option's text and an up-down chevron at the trailing edge.
extension Interpreter {
    /// `Picker("Units", selection: $units) { Text("Metric").tag(Units.metric); … }` in a Form or List. The
    /// selected option is the one tagged with the selection's value. Outside a Form, and in other styles (segmented,
    /// wheel, inline, navigation link), it is reported: those are not modelled yet.
    func picker(_ c: FunctionCallExprSyntax, _ scope: Scope) throws -> Value {
        guard sectionsAsMarkers else {
            throw fail(Vocabulary.views["Picker"]?.notModelled ?? "`Picker` is not modelled here", at: c)
        }
        let args = try arguments(c, scope)
        guard case .binding(let selected)? = args.first(where: { $0.label == "selection" })?.value, !selected.isOpaque else {
            throw fail("Picker: the selected option is read from a `selection:` whose value is known (an @State with an "
                       + "initial value, or `.constant(…)`)", at: c)
        }
        let options = try children(args, at: c)
        guard let chosen = try options.first(where: { o in try taggedViews[ObjectIdentifier(o)].map { try equals($0.value, selected, at: c) } ?? false })
        else { throw fail("Picker: no option is tagged with the selected value (`.tag(…)` on each option)", at: c) }
        let label = try controlLabel(c, scope)
        let row = pickerRow(label: label, selection: chosen, at: c)
        pickers[ObjectIdentifier(row)] = row
        return .views([row])
    }

    /// HStack { label; Spacer(); HStack(spacing: 4) { selection; chevron.up.chevron.down at a small image scale } }.
    /// The 4 pt gap and the small scale are estimates from iOS screenshots, not measured (docs/platform-facts.md).
    private func pickerRow(label: Element?, selection: Element, at c: FunctionCallExprSyntax) -> Element {
        let source = location(c)
        func element(_ kind: ElementKind, _ modifiers: [ModifierKind] = []) -> Element {
            Element(kind: kind, modifiers: modifiers.map { Modifier(kind: $0, source: source) }, id: nil, suppressions: [], source: source)
        }
        let chevrons = element(.symbol(Varying("chevron.up.chevron.down")), [.imageScale(Varying(.small))])
        let value = element(.stack(StackValue(axis: .horizontal, alignment: nil, spacing: Varying(.points(4)),
                                              children: [Child(selection), Child(chevrons)])),
                            [.presentation(Presentation(foreground: Paint("secondary")))])
        let parts: [Child] = [label, element(.spacer(minLength: Varying(nil))), value].compactMap { $0 }.map { Child($0) }
        return Element(kind: .stack(StackValue(axis: .horizontal, alignment: nil, spacing: nil, children: parts)),
                       modifiers: [], id: nil, suppressions: suppressions(c), source: source)
    }

    /// `.pickerStyle(.menu | .automatic)` keeps the rows; another style is reported where it is written.
    func styledPickers(_ style: Value?, on views: [Element], at c: FunctionCallExprSyntax) throws -> Value {
        .views(try views.map { view in try view.rewriting({ e in
            guard pickers[ObjectIdentifier(e)] != nil else { return nil }
            if case .member(let name, nil)? = style, name == "menu" || name == "automatic" { return e }
            throw fail("pickerStyle: the menu style of a Form row is modelled; \(style.map(\.typeDescription) ?? "this style") "
                       + "(segmented, wheel, inline, navigation link) is not yet", at: c)
        }, stop: { _ in false }) })
    }
}
