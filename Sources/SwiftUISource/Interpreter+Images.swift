import Layout
import ViewModel
import SwiftSyntax

extension Interpreter {
    /// `Image(…).resizable()`: the image, or the SF Symbol, fills what it is offered; its own size (an asset's from
    /// `stubs:`, a symbol's at its font) answers an open axis and is the ratio `scaledToFit()` keeps.
    func resizableViews(_ views: [Element]) -> Value {
        .views(views.map { e in
            let kind: ElementKind
            switch e.kind {
            case .image(var image):
                image.resizable = true
                kind = .image(image)
            case .symbol(let name, _):
                kind = .symbol(name, resizable: true)
            default:
                return e
            }
            return Element(kind: kind, modifiers: e.modifiers, id: e.id, suppressions: e.suppressions, source: e.source)
        })
    }

    /// `.aspectRatio(1.5, contentMode: .fit)`, `.aspectRatio(CGSize(width: 3, height: 2), contentMode: .fill)`,
    /// `.aspectRatio(contentMode: .fit)`, `.scaledToFit()`, `.scaledToFill()` (the last two are the nil ratio's,
    /// Apple, scaledToFit()). A ratio must be a positive number.
    func aspectRatio(_ name: String, _ args: [Argument], at c: FunctionCallExprSyntax) throws -> AspectRatio {
        switch name {
        case "scaledToFit": return AspectRatio(contentMode: .fit)
        case "scaledToFill": return AspectRatio(contentMode: .fill)
        default: break
        }
        guard case .member(let m, nil)? = args.first(where: { $0.label == "contentMode" })?.value,
              let mode = AspectRatio.ContentMode(rawValue: m) else {
            throw fail("aspectRatio: the content mode is .fit or .fill (`.aspectRatio(1.5, contentMode: .fit)`)", at: c)
        }
        guard let given = args.first(where: { $0.label == nil })?.value, !given.isNull else {
            return AspectRatio(contentMode: mode)
        }
        let ratio: Double
        if isNumeric(given) {
            ratio = try number(given, at: c)
        } else {
            // `CGSize(width:height:)`: its width over its height.
            ratio = try number(try property("width", of: given, at: c), at: c)
                / number(try property("height", of: given, at: c), at: c)
        }
        guard ratio.isFinite, ratio > 0 else {
            throw fail("aspectRatio: the ratio of width to height must be a positive number, not \(ratio)", at: c)
        }
        return AspectRatio(ratio: ratio, contentMode: mode)
    }
}
