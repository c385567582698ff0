import Layout
import ViewModel
import SwiftSyntax

/// A view another framework draws, wrapped for SwiftUI (`UIViewRepresentable`, `UIViewControllerRepresentable`).
///
/// Its size is UIKit's: SwiftUI sizes a represented view by its `intrinsicContentSize`, and a view with none
/// (`UIView.noIntrinsicMetric` on both axes, as a plain `UIView`, a web view or a map has) takes the size it is
/// proposed; a view controller's root view has none, so a controller representable takes its proposal too
/// (Apple, UIView.intrinsicContentSize and UIViewRepresentable.sizeThatFits(_:uiView:context:) — "nil indicates
/// that the system should use the default sizing algorithm"; Samuel Défago, "Understanding SwiftUI Layout
/// Behaviors", 2021, section "UIViewRepresentable and UIViewControllerRepresentable": such views are expanding).
/// Those are laid out here as filling their proposal. Any other (a label, a text view, a class of the sources that
/// sizes itself, a representable with its own `sizeThatFits`) needs its size under `stubs:`.
extension Interpreter {
    /// UIKit, AppKit, WebKit, MapKit and PDFKit views whose `intrinsicContentSize` is `noIntrinsicMetric` on both
    /// axes (a scroll view's content scrolls; the others draw into whatever bounds they get).
    static let viewsWithoutIntrinsicSize: Set<String> = [
        "UIView", "NSView", "WKWebView", "MKMapView", "UIScrollView", "NSScrollView", "UITableView", "UICollectionView",
        "PDFView", "SCNView", "MTKView", "SKView", "ARView", "ARSCNView", "PKCanvasView", "UIVisualEffectView",
    ]

    /// `MapView()` where `MapView` wraps a UIKit view or controller: a stub's size, or the proposal it fills.
    func platformView(_ t: TypeDecl, conformingTo representable: String, at c: Syntax) throws -> Value {
        if let stub = index.stubs[t.name], let call = c.as(FunctionCallExprSyntax.self) { return stubView(t.name, stub, at: call) }
        if let reason = ownSizeReason(t, representable) {
            throw fail("`\(t.name)` is a UIKit view (`\(representable)`) \(reason): its size is not in the source; give "
                       + "it one under `stubs:` in layoutcheck.yml (`\(t.name): {height: 200}`)", at: c)
        }
        let openAxis = fail("`\(t.name)` is a UIKit view with no size of its own, asked for its ideal size on an axis (the "
                            + "height of a screen or ScrollView that scrolls, or under fixedSize): give it a frame on that axis", at: c)
        let value = CustomLayoutValue(children: [], label: "UIKit \(t.name)") { _, _ in ProposalFillingSession(openAxis: openAxis) }
        // Whether it has an answer is known only at layout time: `previews` lays it out before calling it evaluated.
        defersToLayout = true
        return .views([Element(kind: .customLayout(value), modifiers: [], id: nil, suppressions: suppressions(c), source: location(c))])
    }

    /// Why the wrapped view has a size of its own (which the sources do not give), or nil when it fills its proposal.
    private func ownSizeReason(_ t: TypeDecl, _ representable: String) -> String? {
        if index.methods("sizeThatFits", of: t) != nil { return "sizes itself in `sizeThatFits`" }
        if representable.hasSuffix("ViewControllerRepresentable") {
            // A hosting controller's view is sized by the SwiftUI content it hosts (its `sizingOptions`), not filled.
            let made = (index.methods("makeUIViewController", of: t) ?? index.methods("makeNSViewController", of: t))?
                .first?.signature.returnClause?.type.sourceText ?? ""
            return made.contains("HostingController") ? "whose controller hosts SwiftUI content it sizes by its own options" : nil
        }
        let make = index.methods("makeUIView", of: t) ?? index.methods("makeNSView", of: t)
        guard var name = make?.first?.signature.returnClause?.type.sourceText else {
            return "whose `makeUIView` return type is not written"
        }
        for _ in 0..<8 {
            if name.hasPrefix("some ") { name = String(name.dropFirst(5)) }
            if Self.viewsWithoutIntrinsicSize.contains(name) { return nil }
            guard let view = lookupType(name, from: t), view.isClass else { return "of class `\(name)`" }
            if view.computed["intrinsicContentSize"] != nil || view.methods["sizeThatFits"] != nil {
                return "of class `\(name)`, which gives its own size"
            }
            guard let superclass = view.inherited.first else { return "of class `\(name)`" }
            name = superclass
        }
        return "of class `\(name)`"
    }
}

extension Interpreter {
    /// `Wave()` where `struct Wave: Shape` draws a path: a shape fills what it is offered, whatever its path (Apple,
    /// Shape.sizeThatFits(_:): the default returns the proposal); its `path(in:)` only draws, so it is not evaluated.
    /// One that declares its own `sizeThatFits` sizes itself in code that is not run: it is reported.
    func customShape(_ t: TypeDecl, at c: Syntax) throws -> Value? {
        let conformances = t.inherited + t.supertypes.flatMap(\.inherited)
        guard !t.isClass, conformances.contains(where: { ["Shape", "InsettableShape", "SwiftUI.Shape"].contains($0) }),
              t.computed["body"] == nil else { return nil }
        if index.methods("sizeThatFits", of: t) != nil {
            throw fail("`\(t.name)` is a shape that sizes itself in its `sizeThatFits`, which is not evaluated: give it a "
                       + "frame", at: c)
        }
        return .views([Element(kind: .color("clear"), modifiers: [], id: nil, suppressions: suppressions(c), source: location(c))])
    }
}

/// A represented view without an intrinsic size at layout time: exactly its proposal. An axis proposed nil (an
/// ideal size asked for) has no answer in the source, so it is reported rather than given a default.
final class ProposalFillingSession: CustomLayoutSession {
    let openAxis: SwiftDiagnostic

    init(openAxis: SwiftDiagnostic) { self.openAxis = openAxis }

    func sizeThatFits(_ proposal: ProposedSize) throws -> Size {
        guard let width = proposal.width, let height = proposal.height else { throw openAxis }
        return Size(width: width, height: height)
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedSize) throws {}
}
