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
        let args = try arguments(c, scope)
        let selection = args.first(where: { $0.label == "selection" })?.value
        // A selection read from a value known only at run time: said where that value is read.
        if case .binding(.opaque(let why))? = selection { throw why }
        guard case .binding(let selected)? = selection, !selected.isOpaque else {
            throw fail("Picker: the selected option is read from a `selection:` whose value is known (an @State with an "
                       + "initial value, or `.constant(…)`)", at: c)
        }
        let options = Self.pickerOptions(try children(args, at: c))
        guard let selectedIndex = try options.firstIndex(where: { o in try tag(of: o, at: c).map { try equals($0, selected, at: c) } ?? false })
        else { throw fail("Picker: no option is tagged with the selected value (`.tag(…)` on each option, or a ForEach "
                          + "whose ids have the selection's type)", at: c) }
        let chosen = options[selectedIndex]
        let chevrons = Element(kind: .symbol(Varying("chevron.up.chevron.down")),
                               modifiers: [Modifier(kind: .imageScale(Varying(.small)), source: location(c))], id: nil,
                               suppressions: [], source: location(c))
        let value = Element(kind: .stack(StackValue(axis: .horizontal, alignment: nil, spacing: Varying(.points(4)),
                                                    children: [Child(chosen), Child(chevrons)])),
                            modifiers: [], id: nil, suppressions: [], source: location(c))
        // In a Form, a row with the label; elsewhere the menu's button, which shows the selection only (the label is
        // for accessibility), drawn in the tint colour as a Menu's label.
        let label = try controlLabel(c, scope)
        let shown = sectionsAsMarkers ? valueRow(label: label, value: value, at: c)
            : Element(kind: .button(ButtonValue(label: Child(value), modifiers: [])),
                      modifiers: [Modifier(kind: .presentation(Presentation(foreground: Paint("accentColor"))), source: location(c))],
                      id: nil, suppressions: suppressions(c), source: location(c))
        pickers[ObjectIdentifier(shown)] = PickerParts(picker: shown, options: options, selected: selectedIndex, label: label)
        return .views([shown])
    }

    /// A picker's options, those grouped in `Section`s included (a menu shows each section's options together).
    static func pickerOptions(_ views: [Element]) -> [Element] {
        views.flatMap { view -> [Element] in
            guard case .form(let inner) = view.kind, view.modifiers.isEmpty else { return [view] }
            return pickerOptions(inner.sections.flatMap(\.rows).compactMap { $0.steps.count == 1 ? $0.steps[0].value : nil })
        }
    }

    /// A Form row showing a value: HStack { label; Spacer(); value in the secondary colour }. A Picker's value is its
    /// selection and `chevron.up.chevron.down` at a small image scale 4 pt after it (estimates from iOS screenshots,
    /// not measured: docs/platform-facts.md); a LabeledContent's is its content.
    func valueRow(label: Element?, value: Element, at c: FunctionCallExprSyntax) -> Element {
        let source = location(c)
        let secondary = Modifier(kind: .presentation(Presentation(foreground: Paint("secondary"))), source: source)
        let value = Element(kind: value.kind, modifiers: value.modifiers + [secondary], id: value.id,
                            suppressions: value.suppressions, source: value.source)
        let spacer = Element(kind: .spacer(minLength: Varying(nil)), modifiers: [], id: nil, suppressions: [], source: source)
        let parts: [Child] = [label, spacer, value].compactMap { $0 }.map { Child($0) }
        return Element(kind: .stack(StackValue(axis: .horizontal, alignment: nil, spacing: nil, children: parts)),
                       modifiers: [], id: nil, suppressions: suppressions(c), source: source)
    }

    /// `LabeledContent("Version", value: "2.1")`, `LabeledContent("Total", value: 12.5, format: .currency(code: "EUR"))`,
    /// `LabeledContent("Status") { Text(status) }`, `LabeledContent { … } label: { … }` in a Form or List: the row
    /// iOS draws for it there, the label leading and the content trailing in the secondary colour (as a Picker's
    /// row). Elsewhere the same two parts in an HStack aligned on their first baselines with a spacer of no minimum
    /// length between them (SwiftUIBackports' automatic LabeledContentStyle; noted as an estimate).
    func labeledContent(_ c: FunctionCallExprSyntax, _ scope: Scope) throws -> Value {
        let args = try requireKnownTitle(try arguments(c, scope, title: true), at: c)
        let content: Element
        if let value = args.first(where: { $0.label == "value" })?.value {
            // `value:format:` takes any FormatStyle, as `Text(_:format:)` does: a date's as well as a number's.
            let kind: ElementKind
            if args.contains(where: { $0.label == "format" }) {
                guard let made = try inTextEnvironment({ try formattedText(value, args, at: c) }) else {
                    throw fail("LabeledContent's `format:` is evaluated for a number, a date, a date range or a duration; "
                               + "this value is \(value.typeDescription): pass the formatted string", at: c)
                }
                kind = made
            } else {
                kind = .text(Varying(Self.literal(try describe(value, at: c))))
            }
            content = Element(kind: kind, modifiers: [], id: nil, suppressions: [], source: location(c))
        } else if let f = args.lazy.compactMap({ a -> Closure? in
                      guard a.label == nil || a.label == "content", case .closure(let f) = a.value else { return nil }
                      return f }).first {
            content = try single(try invoke(f, [], at: c), "LabeledContent's content", at: c)
        } else {
            throw fail("LabeledContent needs a `value:` or a content closure", at: c)
        }
        let label = try labeledContentLabel(args, c, scope)
        guard sectionsAsMarkers else {
            let spacer = Element(kind: .spacer(minLength: Varying(.points(0))), modifiers: [], id: nil, suppressions: [], source: location(c))
            let value = adding([Self.foreground("secondary")], to: content)
            return .views([stackOf(.horizontal, [label, spacer, value].compactMap { $0 }, alignment: Alignment(vertical: .top, textBaseline: .first), [
                .estimated("LabeledContent outside a Form is laid out as a reimplementation's automatic style (SwiftUIBackports): "
                           + "label and value on one row, the value trailing"),
            ], at: c)])
        }
        return .views([valueRow(label: label, value: content, at: c)])
    }

    /// The title written first, or the `label:` closure's views.
    private func labeledContentLabel(_ args: [Argument], _ c: FunctionCallExprSyntax, _ scope: Scope) throws -> Element? {
        if case .string? = args.first(where: { $0.label == nil })?.value { return try controlLabel(c, scope) }
        guard case .closure(let f)? = args.first(where: { $0.label == "label" })?.value else { return nil }
        return try single(try invoke(f, [], at: c), "LabeledContent's label", at: c)
    }

    /// `.badge(3)`, `.badge("New")`, `.badge(Text(…))` on a List or Form row: the row's content leading and the badge's
    /// text trailing in the secondary colour, as LabeledContent's row (Apple, badge(_:): "Badges appear in list rows,
    /// tab bars, toolbar items, and menus"; zero or nil hides it). Elsewhere it is drawn in a bar or a menu, not here.
    func badged(_ views: [Element], _ badge: Value?, at c: FunctionCallExprSyntax) throws -> Value {
        guard sectionsAsMarkers, let badge = try badge.map(known) else { return .views(views) }
        let text: Element
        switch badge {
        case .null: return .views(views)
        case .views(let list) where list.count == 1: text = list[0]
        case .int(0), .intLiteral(0, _): return .views(views)
        default:
            let shown = try describe(badge, at: c)
            text = Element(kind: .text(Varying(Self.literal(shown))), modifiers: [], id: nil, suppressions: [], source: location(c))
        }
        return .views(views.map { valueRow(label: $0, value: text, at: c) })
    }

    /// `.labelsHidden()` takes the labels off the controls inside (an environment value the resolver reads: a Toggle
    /// becomes its switch alone). A Form row's Picker would become its value alone, a row not measured, so a view
    /// holding one is reported; on other views (a TextField's placeholder is not its label, a menu Picker outside a
    /// Form shows none) nothing changes.
    func checkLabelsHidden(_ views: [Element], at c: FunctionCallExprSyntax) throws {
        for view in views {
            _ = try view.rewriting({ e in
                // A menu Picker outside a Form shows its selection only: hiding its label changes nothing.
                if pickers[ObjectIdentifier(e)] != nil, case .stack = e.kind {
                    throw fail("`labelsHidden()` on a Picker's row is not modelled: the row without its label is not measured", at: c)
                }
                return nil
            }, stop: { _ in false })
        }
    }

    /// `.pickerStyle(.menu | .automatic)` keeps the rows; `.segmented`, `.wheel` and (in a Form) `.inline` show every
    /// option, as estimated controls; another style is reported where it is written.
    func styledPickers(_ style: Value?, on views: [Element], at c: FunctionCallExprSyntax) throws -> Value {
        .views(try views.map { view in try view.rewriting({ e in
            guard let p = pickers[ObjectIdentifier(e)] else { return nil }
            if case .member(let name, nil)? = style, name == "menu" || name == "automatic" { return e }
            if case .member(let name, nil)? = style {
                switch name {
                case "segmented": return segmentedControl(p.options, selected: p.selected, suppressions: e.suppressions, at: c)
                case "wheel": return wheelPicker(p.options, selected: p.selected, suppressions: e.suppressions, at: c)
                case "inline" where sectionsAsMarkers: return inlinePicker(p.options, selected: p.selected, label: p.label, at: c)
                default: break
                }
            }
            throw fail("pickerStyle: the menu style of a Form row is modelled; \(style.map(\.typeDescription) ?? "this style") "
                       + "(inline outside a Form, navigation link) is not yet", at: c)
        }, stop: { _ in false }) })
    }
}

/// A picker's options, the index of the selected one and its label, for the styles that show them all.
struct PickerParts {
    var picker: Element
    var options: [Element]
    var selected: Int
    var label: Element?
}
