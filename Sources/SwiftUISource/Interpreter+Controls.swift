import Layout
import ViewModel
import SwiftSyntax

extension Interpreter {
    /// `ScrollView { … }` (vertical): its views stacked as SwiftUI stacks a scroll view's content, across the width it
    /// is offered, clipped across at its bounds (`ScrollViewBounds`). The checked screen is already a vertical scroll
    /// view, so the content keeps its natural height; a
    /// horizontal one (its content never wraps) is reported.
    func scrollView(_ c: FunctionCallExprSyntax, _ scope: Scope) throws -> Value {
        let args = try arguments(c, scope)
        var axes = args.first(where: { $0.label == nil || $0.label == "axes" })?.value
        if case .array(let list)? = axes {
            let names = Set(list.compactMap { if case .member(let n, nil) = $0 { n } else { nil } })
            axes = names == ["horizontal"] ? .member("horizontal", arguments: nil) : names == ["vertical"] ? nil : axes
        }
        switch axes {
        case .member("horizontal", _)?:
            let row = StackValue(axis: .horizontal, alignment: nil, spacing: nil,
                                 children: try children(args, at: c).map { Varying($0) })
            return .views([Element(kind: .stack(row), modifiers: ScrollViewBounds.horizontalModifiers(source: location(c)),
                                   id: nil, suppressions: suppressions(c), source: location(c))])
        case .array?:
            throw fail("a `ScrollView` that scrolls both ways is not modelled: check its content in a preview of its own",
                       at: c)
        default: break
        }
        let content = StackValue(axis: .vertical, alignment: nil, spacing: nil,
                                 children: try children(args, at: c).map { Varying($0) })
        return .views([Element(kind: .stack(content), modifiers: ScrollViewBounds.modifiers(source: location(c)), id: nil,
                               suppressions: suppressions(c), source: location(c))])
    }

    /// `TextField("Placeholder", text: $name)` / `SecureField`: one line showing the bound text when it is known and
    /// not empty, else the placeholder, across the width it is offered, at least 22 pt tall (the plain style's
    /// height, measured on iOS 26.5 by the engine cited in docs/platform-facts.md, "Controls"). `value:format:` shows
    /// the value formatted; `axis: .vertical` wraps onto more lines instead of scrolling along one.
    func textField(_ c: FunctionCallExprSyntax, _ scope: Scope) throws -> Value {
        let args = try arguments(c, scope, title: true)
        var kind = try textFieldPlaceholder(c, args, scope)
        if var shown = try textFieldContent(args, at: c) {
            // A secure field draws a bullet (U+2022) for each character it holds, never the text itself.
            if c.calledExpression.sourceText == "SecureField" { shown = String(repeating: "\u{2022}", count: shown.count) }
            kind = .text(Varying(Self.literal(shown)))
        }
        let source = location(c)
        let frame = FrameValue(maxWidth: Varying(.infinity), minHeight: Varying(.points(22)),
                               alignment: Varying(.leading))
        // A vertical field grows a line at a time (up to a `.lineLimit` written on it); a horizontal one scrolls
        // along one line (TextField's `axis`: "The axis in which to scroll text when it doesn't fit").
        var modifiers = [Modifier(kind: .frame(Varying(frame)), source: source)] + roundedBorder(at: source)
        var suppressed = suppressions(c)
        if case .member("vertical", _)? = args.first(where: { $0.label == "axis" })?.value {
            // Past its line limit "a Text view truncates its content while a TextField becomes scrollable" (Apple,
            // lineLimit(_:)): no "…" is drawn, the rest is a scroll away.
            suppressed.append(Suppression(rule: "text-truncated", reason: "a TextField scrolls its text past its line limit"))
        } else {
            modifiers.insert(Modifier(kind: .lineLimit(Varying(LineLimitValue(max: 1, min: 0))), source: source), at: 0)
        }
        return .views([Element(kind: kind, modifiers: modifiers, id: nil, suppressions: suppressed, source: source)])
    }

    /// `TextEditor(text: $notes)`: a UITextView showing the bound text wrapped across the width it is offered, 5 pt
    /// from each side (its text container's `lineFragmentPadding`) and 8 pt from the top and bottom
    /// (`textContainerInset`): UIKit's documented defaults. It takes the environment's font (Apple, TextEditor), fills
    /// the space it is offered (an *assumption*: no measurement is known, `control-size-estimated`), and scrolls what
    /// does not fit, so no truncation is reported.
    func textEditor(_ c: FunctionCallExprSyntax, _ scope: Scope) throws -> Value {
        let args = try arguments(c, scope)
        guard case .binding(let bound)? = args.first(where: { $0.label == "text" })?.value,
              case .string(let shown) = try known(bound) else {
            throw fail("TextEditor: the text it shows is not known: bind it to a String with a value (`text: $notes`)", at: c)
        }
        let source = location(c)
        let frame = FrameValue(maxWidth: Varying(.infinity), maxHeight: Varying(.infinity), alignment: Varying(.topLeading))
        let modifiers = [
            Modifier(kind: .padding(Varying(PaddingValue(top: 8, leading: 5, bottom: 8, trailing: 5))), source: source),
            Modifier(kind: .frame(Varying(frame)), source: source),
            Modifier(kind: .estimated("a TextEditor fills the space it is offered (not measured on iOS 26); its text insets "
                                      + "are UITextView's documented defaults"), source: source),
        ]
        let scrolls = Suppression(rule: "text-truncated", reason: "a TextEditor scrolls the text that does not fit")
        return .views([Element(kind: .text(Varying(Self.literal(shown))), modifiers: modifiers, id: nil,
                               suppressions: suppressions(c) + [scrolls], source: source)])
    }

    /// `.textFieldStyle(.roundedBorder)` on the field or around it: the text inset 6 pt on every side inside a
    /// 5 pt-radius hairline border, as Flutter's CupertinoTextField draws UITextField's rounded-rect style (its
    /// border values inspected on the iOS 13 simulator); an estimate, noted by `control-size-estimated`.
    private func roundedBorder(at source: Layout.SourceLocation) -> [Modifier] {
        guard case .member("roundedBorder", _)? = env.values["textFieldStyle"] else { return [] }
        return [
            Modifier(kind: .padding(Varying(PaddingValue(top: 6, leading: 6, bottom: 6, trailing: 6))), source: source),
            Modifier(kind: .estimated("a rounded-border TextField's 6 pt insets are a reimplementation's (Flutter's "
                                      + "CupertinoTextField), not measured on iOS 26"), source: source),
        ]
    }

    /// What an empty field shows. On iOS "the text field uses either the prompt or label as placeholder text,
    /// depending on whether the initializer provided a prompt" (TextField, "Text field prompts", Apple's
    /// documentation): `prompt: Text(…)` first, else the title or the `label:` view's text.
    private func textFieldPlaceholder(_ c: FunctionCallExprSyntax, _ args: [Argument], _ scope: Scope) throws -> ElementKind {
        if let prompt = args.first(where: { $0.label == "prompt" })?.value, !prompt.isNull {
            return try singleText(prompt, what: "a TextField's `prompt:`", at: c)
        }
        if case .string(let placeholder)? = args.first(where: { $0.label == nil })?.value {
            // The title is a LocalizedStringKey, localized; a String variable is shown as it is.
            return try localizedTitle(c, scope, value: .string(placeholder)).map(localizedTextKind)
                ?? .text(Varying(Self.literal(placeholder)))
        }
        if let label = args.last(where: { $0.label == "label" || ($0.label == nil && $0.value.isCallable) })?.value,
           label.isCallable {
            return try singleText(try apply(label, [], at: c), what: "a TextField's label", at: c)
        }
        throw fail("TextField: its title is not a known string, and it has no `prompt:` or `label:` text", at: c)
    }

    /// The one Text a value holds (`Text("Required")`), as an element kind; anything else is reported.
    private func singleText(_ value: Value, what: String, at c: FunctionCallExprSyntax) throws -> ElementKind {
        guard case .views(let views) = try known(value), views.count == 1, case .text = views[0].kind else {
            throw fail("\(what) is \(value.typeDescription), not one Text: the placeholder it shows is not known", at: c)
        }
        return views[0].kind
    }

    /// The bound text when it is known and not empty, or the bound value formatted (`value: $amount, format:
    /// .number`); nil when the field is empty and shows its placeholder. A bound value not known is reported:
    /// whether the field shows it or the placeholder changes what is measured.
    private func textFieldContent(_ args: [Argument], at c: FunctionCallExprSyntax) throws -> String? {
        if let text = args.first(where: { $0.label == "text" })?.value {
            guard case .binding(let bound) = text else { return nil }
            guard case .string(let value) = try known(bound) else { return nil }
            return value.isEmpty ? nil : value
        }
        guard let bound = args.first(where: { $0.label == "value" })?.value else { return nil }
        guard case .binding(let value) = bound else { return nil }
        let shown = try known(value)
        if shown.isNull { return nil }
        guard let format = args.first(where: { $0.label == "format" })?.value else {
            throw fail("TextField(value:formatter:) formats with a Formatter object, which is not evaluated: use "
                       + "`format:` (`.number`, `.currency(code:)`)", at: c)
        }
        if case .date(let t) = shown { return try formatted(date: t, style: format, at: c) }
        return try formatted(shown, style: format, at: c)
    }

    /// `Slider(value: …)`: a 31 pt tall track across the width it is offered (iOS 26.5, as above). Its
    /// `minimumValueLabel` and `maximumValueLabel` are drawn at the track's leading and trailing ends (Apple,
    /// `Slider.init(value:in:label:minimumValueLabel:maximumValueLabel:onEditingChanged:)`): a row, whose spacing
    /// is SwiftUI's default between views, an estimate (not measured), and is marked so.
    func slider(_ c: FunctionCallExprSyntax, _ scope: Scope) throws -> Value {
        let source = location(c)
        let frame = FrameValue(maxWidth: Varying(.infinity), minHeight: Varying(.points(31)), maxHeight: Varying(.points(31)))
        let track = Element(kind: .color("accent"), modifiers: [Modifier(kind: .frame(Varying(frame)), source: source)],
                            id: nil, suppressions: suppressions(c), source: source)
        let names = ["minimumValueLabel", "maximumValueLabel"]
        let valueLabels = c.additionalTrailingClosures.filter { names.contains($0.label.text) }.map { ($0.label.text, $0.closure) }
            + c.arguments.compactMap { a in a.label.flatMap { names.contains($0.text) ? $0.text : nil }.flatMap { l in a.expression.as(ClosureExprSyntax.self).map { (l, $0) } } }
        guard !valueLabels.isEmpty else { return .views([track]) }
        var ends: [String: [Element]] = [:]
        for (name, closure) in valueLabels {
            let views = try invoke(Closure(syntax: closure, scope: scope), [], at: c)
            guard case .views(let list) = try known(views) else { throw fail("a Slider's value label is not a view", at: closure) }
            ends[name] = list
        }
        let row = (ends["minimumValueLabel"] ?? []) + [track] + (ends["maximumValueLabel"] ?? [])
        return .views([built(.stack(StackValue(axis: .horizontal, alignment: nil, spacing: nil, children: row.map { Varying($0) })),
                             [.estimated("a Slider's value labels: Apple documents that they are drawn at the track's ends, "
                                         + "not the space between them and the track, taken as SwiftUI's default spacing")],
                             source: source)])
    }
}
