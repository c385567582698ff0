import Layout
import ViewModel
import SwiftSyntax

/// The drawing modifiers, read into `Presentation` for previews: `foregroundStyle(.secondary)`,
/// `background(Color.accentColor)`, `background(.background, in: RoundedRectangle(cornerRadius: 12))`,
/// `clipShape(Capsule())`, `cornerRadius(8)`, `opacity(0.5)`, `tint(.orange)`, a shape's `fill(…)`. An argument
/// that cannot be read statically leaves the modifier cosmetic (accepted, not drawn).
extension Interpreter {
    func presentation(_ name: String, _ args: [Argument]) -> Presentation? {
        let first = args.first?.value
        switch name {
        case "foregroundStyle", "foregroundColor", "fill":
            // A shape fills with the foreground style, so `fill` is one for the shape it is written on.
            return first.flatMap(paint).map { Presentation(foreground: $0) }
        case "tint", "accentColor":
            return first.flatMap(paint).map { Presentation(tint: $0) }
        case "background":
            guard let first else { return nil }
            let outline = args.first(where: { $0.label == "in" }).flatMap { shape($0.value) }
            if let p = paint(first) { return Presentation(background: p, backgroundShape: outline ?? .rectangle) }
            // `background(Capsule().fill(.blue))`: a shape view behind, in its own outline and fill.
            guard case .views(let views) = first, views.count == 1, let filled = shapeFill(views[0]) else { return nil }
            return Presentation(background: filled.paint, backgroundShape: filled.shape)
        case "cornerRadius":
            guard let r = first.flatMap(number) else { return nil }
            return Presentation(clip: .roundedRectangle(cornerRadius: r))
        case "clipShape":
            return first.flatMap(shape).map { Presentation(clip: $0) }
        case "clipped":
            // `clipped()` cuts to the view's frame (antialiased: true changes only the edge's drawing).
            return Presentation(clip: .rectangle)
        case "mask":
            // `mask { Capsule() }` / `mask(Capsule())` keeps what the opaque shape covers: for a shape, the same cut
            // as `clipShape`. Another mask (a gradient, a text) stays cosmetic.
            var mask = first
            if case .closure(let f)? = first { mask = attempt { try invoke(f, [], at: f.syntax) } }
            return mask.flatMap(shape).map { Presentation(clip: $0) }
        case "opacity":
            guard let o = first.flatMap(number) else { return nil }
            return Presentation(opacity: min(max(o, 0), 1))
        case "offset":
            // `offset(x:y:)` moves the drawing, not the frame. An argument not known statically, or
            // `offset(_: CGSize)`, leaves it cosmetic as before.
            let values = args.map { a in (a.label, number(a.value)) }
            guard !values.isEmpty, values.allSatisfy({ ($0.0 == "x" || $0.0 == "y") && $0.1 != nil }) else { return nil }
            let x = values.first { $0.0 == "x" }?.1, y = values.first { $0.0 == "y" }?.1
            return Presentation(offset: Point(x: x ?? 0, y: y ?? 0))
                case "flipsForRightToLeftLayoutDirection":
            guard case .bool(let flips)? = first else { return nil }
            return Presentation(flipsForRightToLeft: flips)
        default:
            return nil
        }
    }

    /// A colour or style: `.secondary`, `Color.red`, `Color.accentColor.opacity(0.2)`, `Color(.systemBackground)`.
    func paint(_ v: Value) -> Paint? {
        switch v {
        case .member(let name, _):
            return Self.shapeNames.contains(name) ? nil : Paint(name)
        case .views(let views):
            guard views.count == 1, case .color(let name?) = views[0].kind else { return nil }
            return Paint(name, opacity: opacity(of: views[0]))
        default:
            return nil
        }
    }

    /// `Capsule()`, `RoundedRectangle(cornerRadius: 12)`, `.capsule`, `.rect(cornerRadius: 8)`, `Circle()`.
    func shape(_ v: Value) -> ShapeKind? {
        switch v {
        case .member(let name, let args):
            return Self.shapeKind(name, radius: args?.first { $0.label == "cornerRadius" }.flatMap { number($0.value) })
        case .views(let views):
            guard views.count == 1 else { return nil }
            return views[0].modifiers.lazy.compactMap { m -> ShapeKind? in
                if case .presentation(let p) = m.kind { return p.clip }
                return nil
            }.first
        default:
            return nil
        }
    }

    /// A shape view's outline and fill (its foreground style, `primary` unless filled).
    private func shapeFill(_ e: Element) -> (shape: ShapeKind, paint: Paint)? {
        var shape: ShapeKind?, fill = Paint("primary")
        if case .color(let name?) = e.kind { fill = Paint(name) }
        for m in e.modifiers {
            guard case .presentation(let p) = m.kind else { continue }
            if let c = p.clip, shape == nil { shape = c }
            if let f = p.foreground { fill = f }
        }
        fill.opacity *= opacity(of: e)
        return shape.map { ($0, fill) }
    }

    private func opacity(of e: Element) -> Double {
        e.modifiers.reduce(1.0) { o, m in
            if case .presentation(let p) = m.kind, let x = p.opacity { return o * x }
            return o
        }
    }

    private func number(_ v: Value) -> Double? { v.asCGFloat }

    static let shapeNames: Set<String> = ["rect", "rectangle", "capsule", "circle", "ellipse", "roundedRectangle"]

    /// The outline a shape type or member names; a RoundedRectangle without a radius as iOS's 8 pt card corner.
    static func shapeKind(_ name: String, radius: Double?) -> ShapeKind? {
        switch name {
        case "Rectangle", "rectangle", "ContainerRelativeShape":
            return radius.map { .roundedRectangle(cornerRadius: $0) } ?? .rectangle
        case "rect": return radius.map { .roundedRectangle(cornerRadius: $0) } ?? .rectangle
        case "RoundedRectangle", "roundedRectangle", "UnevenRoundedRectangle":
            return .roundedRectangle(cornerRadius: radius ?? 8)
        case "Capsule", "capsule": return .capsule
        case "Circle", "circle", "Ellipse", "ellipse": return .circle
        default: return nil
        }
    }
}
