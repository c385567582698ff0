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
    /// height, measured on iOS 26.5 by the engine cited in docs/platform-facts.md, "Controls").
    func textField(_ c: FunctionCallExprSyntax, _ scope: Scope) throws -> Value {
        let args = try arguments(c, scope)
        guard case .string(let placeholder)? = args.first(where: { $0.label == nil })?.value else {
            throw fail("TextField: only `TextField(\"Placeholder\", text: …)` is evaluated", at: c)
        }
        // The bound text is a String, shown verbatim; the placeholder is a LocalizedStringKey, localized.
        var kind = try localizedTitle(c, scope, value: .string(placeholder)).map(localizedTextKind)
            ?? .text(Varying(Self.literal(placeholder)))
        if case .binding(.string(let value))? = args.first(where: { $0.label == "text" })?.value, !value.isEmpty {
            kind = .text(Varying(Self.literal(value)))
        }
        let source = location(c)
        let frame = FrameValue(maxWidth: Varying(.infinity), minHeight: Varying(.points(22)),
                               alignment: Varying(.leading))
        return .views([Element(kind: kind,
                               modifiers: [Modifier(kind: .lineLimit(Varying(LineLimitValue(max: 1, min: 0))), source: source),
                                           Modifier(kind: .frame(Varying(frame)), source: source)],
                               id: nil, suppressions: suppressions(c), source: source)])
    }

    /// `Slider(value: …)`: a 31 pt tall track across the width it is offered (iOS 26.5, as above).
    func slider(_ c: FunctionCallExprSyntax) -> Value {
        let source = location(c)
        let frame = FrameValue(maxWidth: Varying(.infinity), minHeight: Varying(.points(31)), maxHeight: Varying(.points(31)))
        return .views([Element(kind: .color("accent"), modifiers: [Modifier(kind: .frame(Varying(frame)), source: source)],
                               id: nil, suppressions: suppressions(c), source: source)])
    }
}
