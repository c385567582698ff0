import Layout
import ViewModel
import SwiftSyntax

/// Styles the app defines, run through their own code as SwiftUI runs them.
extension Interpreter {
    /// `.buttonStyle(CardButtonStyle())` or `.buttonStyle(.card)` (a static of `extension ButtonStyle where Self ==
    /// CardButtonStyle`) written on a `Button`: SwiftUI draws the style's `makeBody(configuration:)`, whose
    /// `configuration.label` is the button's label, not pressed (ButtonStyle.makeBody(configuration:) in Apple's
    /// documentation). The button becomes a plain button around that body. Nil when the style is not the sources'.
    func customButtonStyle(_ style: Value?, on views: [Element], at c: FunctionCallExprSyntax) throws -> Value? {
        var style = style
        if case .member(let name, nil)? = style,
           let owner = ["ButtonStyle", "PrimitiveButtonStyle"].lazy.compactMap({ self.index.types[$0] }).first(where: { $0.statics[name] != nil }) {
            style = try staticMember(name, of: owner.qualifiedName, at: c)
        }
        guard let t = style?.sourceType, let makeBody = index.methods("makeBody", of: t) else { return nil }
        let fields: [String: Value] = if case .instance(_, let f)? = style { f } else { [:] }
        // A style is an environment value: it reaches every Button inside, up to one with a style of its own.
        return .views(try views.map { view in try view.rewriting({ e in
            guard case .button(let button) = e.kind else { return nil }
            guard let label = button.label.allValues.first ?? nil, button.label.allValues.count == 1 else {
                throw fail("`\(t.name)` is evaluated on a Button whose label is the same at every size; this one's "
                           + "changes with the size", at: c)
            }
            let configuration = Value.record([Argument(label: "label", value: .views([label])),
                                              Argument(label: "isPressed", value: .bool(false)),
                                              Argument(label: "role", value: .null)])
            let body = try callFunction(makeBody, [Argument(label: "configuration", value: configuration)],
                                        Scope(instance: (t, fields)), at: c)
            guard case .views(let drawn) = try known(body), drawn.count == 1 else {
                throw fail("`\(t.name).makeBody(configuration:)` is not one view", at: c)
            }
            let plain = Modifier(kind: .buttonStyle(Varying(.plain)), source: location(c))
            return Element(kind: .button(ButtonValue(label: Child(drawn[0]), modifiers: button.modifiers)),
                           modifiers: e.modifiers + [plain], id: e.id, suppressions: e.suppressions, source: e.source)
        }, stop: { $0.modifiers.contains { if case .buttonStyle = $0.kind { true } else { false } } }) })
    }
}

extension Interpreter {
    /// `.labelStyle(BadgeLabelStyle())` or `.labelStyle(.badge)` written on a `Label`: the style's
    /// `makeBody(configuration:)` with the label's `title` and `icon` (LabelStyle in Apple's documentation). Nil
    /// when the style is not the sources'.
    func customLabelStyle(_ style: Value?, on views: [Element], at c: FunctionCallExprSyntax) throws -> Value? {
        var style = style
        if case .member(let name, nil)? = style, let owner = index.types["LabelStyle"], owner.statics[name] != nil {
            style = try staticMember(name, of: owner.qualifiedName, at: c)
        }
        guard let t = style?.sourceType, let makeBody = index.methods("makeBody", of: t) else { return nil }
        let fields: [String: Value] = if case .instance(_, let f)? = style { f } else { [:] }
        // A style is an environment value: it reaches every Label inside, up to one with a style of its own.
        return .views(try views.map { view in try view.rewriting({ e in
            guard Self.isLabel(e) else { return nil }
            guard let (title, icon) = labelParts(e) else {
                throw fail("`\(t.name)` is evaluated on a Label whose title and icon are the same at every size; this "
                           + "one's change with the size", at: c)
            }
            let configuration = Value.record([Argument(label: "title", value: .views([title])),
                                              Argument(label: "icon", value: .views([icon]))])
            let body = try callFunction(makeBody, [Argument(label: "configuration", value: configuration)],
                                        Scope(instance: (t, fields)), at: c)
            guard case .views(let drawn) = try known(body), drawn.count == 1 else {
                throw fail("`\(t.name).makeBody(configuration:)` is not one view", at: c)
            }
            return drawn[0].adding(e.modifiers)
        }, stop: { $0.modifiers.contains { if case .labelStyle = $0.kind { true } else { false } } }) })
    }

    static func isLabel(_ e: Element) -> Bool {
        switch e.kind {
        case .label, .labelViews: return true
        default: return false
        }
    }

    /// A label's title and icon as views, whether written with strings or views.
    private func labelParts(_ e: Element) -> (Element, Element)? {
        func plain(_ kind: ElementKind) -> Element {
            Element(kind: kind, modifiers: [], id: nil, suppressions: [], source: e.source)
        }
        switch e.kind {
        case .label(let title, let icon, let localization):
            return (plain(.text(title, localization: localization)), plain(.symbol(icon)))
        case .labelViews(let title, let icon):
            guard let t = title.allValues.first ?? nil, let i = icon.allValues.first ?? nil,
                  title.isConstant, icon.isConstant else { return nil }
            return (t, i)
        default: return nil
        }
    }
}
