import Layout
import ViewModel
import SwiftSyntax

/// A style the app defines: its type, its stored values and its `makeBody(configuration:)`.
struct AppStyle {
    let type: TypeDecl
    let fields: [String: Value]
    let makeBody: [FunctionDeclSyntax]
}

/// Styles the app defines, run through their own code as SwiftUI runs them.
extension Interpreter {
    /// The app's style a `.xStyle(_:)` names: an instance of a type of the sources, or a static shorthand declared on
    /// one of `protocols` (`extension LabelStyle where Self == BadgeLabelStyle { static var badge }`). Nil for a
    /// system style (`.plain`, `.circular`).
    func appStyle(_ style: Value?, declaredOn protocols: [String], at c: FunctionCallExprSyntax) throws -> AppStyle? {
        var style = style
        if let shorthand = style, let declared = try frameworkStatic(shorthand, declaredOn: protocols, at: c) { style = declared }
        guard let t = style?.sourceType, let makeBody = index.methods("makeBody", of: t) else { return nil }
        let fields: [String: Value] = if case .instance(_, let f)? = style { f } else { [:] }
        return AppStyle(type: t, fields: fields, makeBody: makeBody)
    }

    /// The one view the style's `makeBody(configuration:)` draws for `configuration`.
    func drawn(by style: AppStyle, configuration: [Argument], at c: FunctionCallExprSyntax) throws -> Element {
        let body = try callFunction(style.makeBody, [Argument(label: "configuration", value: .record(configuration))],
                                    Scope(instance: (style.type, style.fields)), at: c)
        guard case .views(let drawn) = try known(body), drawn.count == 1 else {
            throw fail("`\(style.type.name).makeBody(configuration:)` is not one view", at: c)
        }
        return drawn[0]
    }

    /// `.buttonStyle(CardButtonStyle())` or `.buttonStyle(.card)` (a static of `extension ButtonStyle where Self ==
    /// CardButtonStyle`) written on a `Button`: SwiftUI draws the style's `makeBody(configuration:)`, whose
    /// `configuration.label` is the button's label, not pressed (ButtonStyle.makeBody(configuration:) in Apple's
    /// documentation). The button becomes a plain button around that body. Nil when the style is not the sources'.
    func customButtonStyle(_ style: Value?, on views: [Element], at c: FunctionCallExprSyntax) throws -> Value? {
        guard let style = try appStyle(style, declaredOn: ["ButtonStyle", "PrimitiveButtonStyle"], at: c) else { return nil }
        // A style is an environment value: it reaches every Button inside, up to one with a style of its own.
        return .views(try views.map { view in try view.rewriting({ e in
            guard case .button(let button) = e.kind else { return nil }
            guard let label = button.label.allValues.first ?? nil, button.label.allValues.count == 1 else {
                throw fail("`\(style.type.name)` is evaluated on a Button whose label is the same at every size; this one's "
                           + "changes with the size", at: c)
            }
            let body = try drawn(by: style, configuration: [Argument(label: "label", value: .views([label])),
                                                             Argument(label: "isPressed", value: .bool(false)),
                                                             Argument(label: "role", value: .null)], at: c)
            let plain = Modifier(kind: .buttonStyle(Varying(.plain)), source: location(c))
            return Element(kind: .button(ButtonValue(label: Child(body), modifiers: button.modifiers)),
                           modifiers: e.modifiers + [plain], id: e.id, suppressions: e.suppressions, source: e.source)
        }, stop: { $0.modifiers.contains { if case .buttonStyle = $0.kind { true } else { false } } }) })
    }
}

extension Interpreter {
    /// `.toggleStyle(CheckboxToggleStyle())` or `.toggleStyle(.checkbox)` written on a `Toggle`: the style's
    /// `makeBody(configuration:)` with the toggle's `label` and `isOn` (ToggleStyle in Apple's documentation; `$isOn`
    /// is its binding). What the body draws is laid out and checked; a Button in it is its target. Nil when the style
    /// is not the sources'.
    func customToggleStyle(_ style: Value?, on views: [Element], at c: FunctionCallExprSyntax) throws -> Value? {
        guard let style = try appStyle(style, declaredOn: ["ToggleStyle"], at: c) else { return nil }
        return .views(try views.map { view in try view.rewriting({ e in
            guard case .toggle(let labelChild) = e.kind else { return nil }
            guard labelChild.isConstant else {
                throw fail("`\(style.type.name)` is evaluated on a Toggle whose label is the same at every size; this one's "
                           + "changes with the size", at: c)
            }
            let written = toggleValues[ObjectIdentifier(e)]
            let isOn = try written.flatMap { w in try w.isOn.map { try evaluate($0, w.scope) } }
                ?? .opaque(fail("this Toggle's `isOn` is not known", at: c))
            let value: Value = if case .binding(let v) = isOn { v } else { isOn }
            let label: Value = .views(labelChild.value(at: .large).map { [$0] } ?? [])
            return try drawn(by: style, configuration: [Argument(label: "label", value: label),
                                                        Argument(label: "isOn", value: value),
                                                        Argument(label: "$isOn", value: .binding(value)),
                                                        Argument(label: "isMixed", value: .bool(false))], at: c)
                .adding(e.modifiers)
        }, stop: { $0.modifiers.contains { if case .cosmetic("toggleStyle") = $0.kind { true } else { false } } }) })
    }

    /// `.groupBoxStyle(CardGroupBoxStyle())` written on a `GroupBox`: the style's `makeBody(configuration:)` with the
    /// box's `label` and `content` (GroupBoxStyle in Apple's documentation). Nil when the style is not the sources'.
    func customGroupBoxStyle(_ style: Value?, on views: [Element], at c: FunctionCallExprSyntax) throws -> Value? {
        guard let style = try appStyle(style, declaredOn: ["GroupBoxStyle"], at: c) else { return nil }
        return .views(try views.map { view in try view.rewriting({ e in
            guard let parts = groupBoxes[ObjectIdentifier(e)]?.parts else { return nil }
            return try drawn(by: style, configuration: [Argument(label: "label", value: .views(parts.label.map { [$0] } ?? [])),
                                                        Argument(label: "content", value: .views(parts.content))], at: c)
                .adding(e.modifiers)
        }, stop: { _ in false }) })
    }

    /// `.labelStyle(BadgeLabelStyle())` or `.labelStyle(.badge)` written on a `Label`: the style's
    /// `makeBody(configuration:)` with the label's `title` and `icon` (LabelStyle in Apple's documentation). Nil
    /// when the style is not the sources'.
    func customLabelStyle(_ style: Value?, on views: [Element], at c: FunctionCallExprSyntax) throws -> Value? {
        guard let style = try appStyle(style, declaredOn: ["LabelStyle"], at: c) else { return nil }
        // A style is an environment value: it reaches every Label inside, up to one with a style of its own.
        return .views(try views.map { view in try view.rewriting({ e in
            guard Self.isLabel(e) else { return nil }
            guard let (title, icon) = labelParts(e) else {
                throw fail("`\(style.type.name)` is evaluated on a Label whose title and icon are the same at every size; this "
                           + "one's change with the size", at: c)
            }
            return try drawn(by: style, configuration: [Argument(label: "title", value: .views([title])),
                                                        Argument(label: "icon", value: .views([icon]))], at: c)
                .adding(e.modifiers)
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
