import Layout
import SwiftSyntax
import ViewModel

/// `overlay` and `background` with views: laid out in the modified view's frame and checked like any content.
extension Interpreter {
    /// `.overlay(alignment: .topTrailing) { Badge() }`, `.overlay(Text("New"))`, `.background { Card() }`: the
    /// views, in a ZStack with the alignment when there are several (as `overlay(alignment:content:)` builds them).
    /// Nil when the background is a colour or shape, drawn as a presentation, or there is no view.
    func layerModifier(_ name: String, _ args: [Argument], at c: FunctionCallExprSyntax) throws -> ModifierKind? {
        if name == "background", presentation(name, args) != nil { return nil }
        let content = args.first { $0.label == "content" } ?? args.first { $0.label == nil }
        var value = content?.value
        if case .closure(let f)? = value { value = try invoke(f, [], at: c) }
        guard let value, let views = try viewList(value), !views.isEmpty else { return nil }
        // A plain colour or shape over or behind the view draws, and holds nothing to check.
        if views.allSatisfy({ if case .color = $0.kind { true } else { false } }) { return nil }
        let alignment = try args.first { $0.label == "alignment" }.map { try self.alignment($0.value, at: c) } ?? .center
        let element = views.count == 1 ? views[0]
            : Element(kind: .zstack(ZStackValue(alignment: Varying(alignment), children: views.map { Varying($0) })),
                      modifiers: [], id: nil, suppressions: [], source: location(c))
        return .layer(LayerValue(alignment: alignment, content: element, behind: name == "background"))
    }
}
