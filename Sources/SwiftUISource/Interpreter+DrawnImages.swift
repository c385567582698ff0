import Layout
import ViewModel
import SwiftSyntax

/// Images an app draws in code (`UIGraphicsImageRenderer(size:)`, `UIGraphicsBeginImageContextWithOptions`): what
/// is drawn is not known, but the image's size is the drawing context's, which is all layout reads of it.
extension Interpreter {
    static let drawnImage = "UIImage"

    /// A UIKit drawing call, or nil when `name` is not one.
    func drawingCall(_ name: String, _ args: [Argument], at c: FunctionCallExprSyntax) throws -> Value? {
        switch name {
        case "UIGraphicsBeginImageContextWithOptions", "UIGraphicsBeginImageContext":
            drawingSize = args.first?.value
            return .null
        case "UIGraphicsGetImageFromCurrentImageContext":
            guard let size = drawingSize else { return .null }
            return try image(ofSize: size, at: c)
        case "UIGraphicsEndImageContext":
            drawingSize = nil
            return .null
        case "UIGraphicsImageRenderer":
            guard let size = args.first(where: { $0.label == "size" || $0.label == "bounds" })?.value else { return nil }
            return .member("UIGraphicsImageRenderer", arguments: [Argument(label: "size", value: size)])
        default: return nil
        }
    }

    /// `renderer.image { context in … }`: an image of the renderer's size (the drawing is not run).
    func rendererImage(_ renderer: [Argument], at c: FunctionCallExprSyntax) throws -> Value {
        try image(ofSize: renderer[0].value, at: c)
    }

    /// A drawn image of a `CGSize` (or the size of a `CGRect`).
    private func image(ofSize size: Value, at c: FunctionCallExprSyntax) throws -> Value {
        let width = try number(try property("width", of: size, at: c), at: c)
        let height = try number(try property("height", of: size, at: c), at: c)
        return .member(Self.drawnImage, arguments: [Argument(label: "width", value: .number(width)),
                                                    Argument(label: "height", value: .number(height))])
    }

    /// `Image(uiImage: drawn)`: an image of the drawn size.
    func drawnImageElement(_ value: Value?, at c: FunctionCallExprSyntax) throws -> Element? {
        guard case .member(Self.drawnImage, let parts?)? = value,
              case .number(let w)? = parts.first(where: { $0.label == "width" })?.value,
              case .number(let h)? = parts.first(where: { $0.label == "height" })?.value else { return nil }
        return Element(kind: .image(ImageValue(name: "drawn", width: Varying(.points(w)), height: Varying(.points(h)),
                                               resizable: false)),
                       modifiers: [], id: nil, suppressions: suppressions(c), source: location(c))
    }

    /// `rect.size`, `rect.origin`, `rect.width` of a `CGRect(x:y:width:height:)` held as its arguments.
    static func rectPart(_ name: String, of args: [Argument]) -> Value? {
        func arg(_ label: String) -> Value? { args.first { $0.label == label }?.value }
        switch name {
        case "size":
            guard let w = arg("width"), let h = arg("height") else { return nil }
            return .member("init", arguments: [Argument(label: "width", value: w), Argument(label: "height", value: h)])
        case "origin":
            guard let x = arg("x"), let y = arg("y") else { return nil }
            return .member("init", arguments: [Argument(label: "x", value: x), Argument(label: "y", value: y)])
        case "minX", "midX", "maxX", "minY", "midY", "maxY":
            // CGRect's edges and centre, for a rectangle of known numbers (a GeometryReader's `.local` frame).
            let horizontal = name.hasSuffix("X")
            guard let start = arg(horizontal ? "x" : "y")?.asCGFloat,
                  let length = arg(horizontal ? "width" : "height")?.asCGFloat else { return nil }
            let fraction = name.hasPrefix("min") ? 0 : name.hasPrefix("mid") ? 0.5 : 1
            return .number(start + length * fraction)
        default: return nil
        }
    }
}
