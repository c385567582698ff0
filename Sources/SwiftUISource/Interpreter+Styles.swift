import Layout
import Specs
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
        return .views(try views.map { e in
            guard case .button(let button) = e.kind, let label = button.label.allValues.first ?? nil,
                  button.label.allValues.count == 1 else {
                throw fail("`\(t.name)` is evaluated on the Button it is written on; here it is on a view holding buttons: "
                           + "write it on each Button", at: c)
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
        })
    }
}
