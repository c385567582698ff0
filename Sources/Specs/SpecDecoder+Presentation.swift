import ViewModel
import Layout

/// The drawing modifiers: `foregroundStyle: secondary`, `background: {color: blue, shape: capsule}`,
/// `cornerRadius: 8`, `clipShape: capsule`, `clipped: true`, `mask: capsule`, `opacity: 0.5`, `tint: orange`,
/// `offset: {x: 8, y: -4}`. They never change a frame; previews draw them and `text-clipped` cuts text by the clipping ones (layouts/README.md lists
/// the values).
extension SpecDecoder {
    static let presentationKeys = ["foregroundStyle", "foregroundColor", "tint", "background", "cornerRadius", "clipShape",
                                   "clipped", "mask", "opacity", "flipsForRightToLeftLayoutDirection", "offset"]

    func presentation(_ key: String, _ c: Cursor) -> Presentation? {
        switch key {
        case "foregroundStyle", "foregroundColor": return paint(c).map { Presentation(foreground: $0) }
        case "tint": return paint(c).map { Presentation(tint: $0) }
        case "background": return background(c)
        case "cornerRadius":
            return radius(c).map { Presentation(clip: .roundedRectangle(cornerRadius: $0)) }
        // `mask(Capsule())` keeps what the opaque shape covers: for a filled shape, the same cut as `clipShape`.
        case "clipShape", "mask": return shape(c).map { Presentation(clip: $0) }
        case "clipped": return bool(c).map { $0 ? Presentation(clip: .rectangle) : Presentation() }
        case "opacity": return unitFraction(c).map { Presentation(opacity: $0) }
        case "flipsForRightToLeftLayoutDirection": return bool(c).map { Presentation(flipsForRightToLeft: $0) }
        case "offset": return point(c, what: "an offset").map { Presentation(offset: $0) }
        default: return nil
        }
    }

    /// `secondary`, `blue`, `"#FF8800"`, an asset name, or `{color: blue, opacity: 0.2}`.
    func paint(_ c: Cursor) -> Paint? {
        if let name = c.scalarString, !name.isEmpty { return Paint(name) }
        guard case .mapping = c.node, let map = MapReader(c, diags, expected: "a colour name or {color: …, opacity: …}") else {
            mismatch(c, expected: "a colour name (secondary, blue, \"#FF8800\") or {color: …, opacity: …}"); return nil
        }
        map.rejectUnknown(allowed: ["color", "opacity"], context: "in a colour", diags)
        guard let nameCursor = map["color"], let name = nameCursor.scalarString else {
            error("`\(c.key)`: a colour needs `color:` (a name such as secondary or blue)", c); return nil
        }
        let opacity = map["opacity"].map { unitFraction($0) } ?? 1
        return opacity.map { Paint(name, opacity: $0) }
    }

    /// `background: blue` or `{color: blue, shape: roundedRectangle, cornerRadius: 12, opacity: 0.2}`.
    private func background(_ c: Cursor) -> Presentation? {
        if c.scalarString != nil { return paint(c).map { Presentation(background: $0) } }
        guard let map = MapReader(c, diags, expected: "a colour name or {color: …, shape: …}") else { return nil }
        map.rejectUnknown(allowed: ["color", "opacity", "shape", "cornerRadius"], context: "in a background", diags)
        guard let nameCursor = map["color"], let name = nameCursor.scalarString else {
            error("`\(c.key)`: a background needs `color:` (a name such as secondarySystemBackground)", c); return nil
        }
        guard let opacity = map["opacity"].map({ unitFraction($0) }) ?? 1 else { return nil }
        var shape = ShapeKind.rectangle
        if let s = map["shape"] { guard let parsed = self.shape(s) else { return nil }; shape = parsed }
        if let r = map["cornerRadius"] {
            guard let radius = radius(r) else { return nil }
            shape = .roundedRectangle(cornerRadius: radius)
        }
        return Presentation(background: Paint(name, opacity: opacity), backgroundShape: shape)
    }

    /// `capsule`, `circle`, `rectangle`, `roundedRectangle` (radius 8 unless given) or `{roundedRectangle: 12}`.
    func shape(_ c: Cursor) -> ShapeKind? {
        if case .mapping = c.node, let map = MapReader(c, diags, expected: "{roundedRectangle: radius}") {
            map.rejectUnknown(allowed: ["roundedRectangle"], context: "in a shape", diags)
            guard let r = map["roundedRectangle"], let radius = radius(r) else { return nil }
            return .roundedRectangle(cornerRadius: radius)
        }
        return choice(c, [("rectangle", ShapeKind.rectangle), ("capsule", .capsule), ("circle", .circle),
                          ("roundedRectangle", .roundedRectangle(cornerRadius: 8))], what: "shape")
    }

    private func radius(_ c: Cursor) -> Double? {
        guard let r = number(c, expected: "a corner radius in points") else { return nil }
        guard r >= 0, r <= SpecLimits.maxLength else { error("`\(c.key)`: a corner radius is 0 or more points, found \(r)", c); return nil }
        return r
    }

    /// `offset: {x: 12, y: -4}` (points, either may be left out): the view drawn moved, its frame unchanged.
    /// `{x: 4, y: -6}` (an offset, a position): a key left out is 0.
    func point(_ c: Cursor, what: String) -> Point? {
        guard let map = MapReader(c, diags, expected: "{x: points, y: points}") else { return nil }
        map.rejectUnknown(allowed: ["x", "y"], context: "in \(what)", diags)
        func read(_ key: String) -> Double?? {
            guard let v = map[key] else { return .some(nil) }
            guard let n = number(v, expected: "\(what) in points") else { return nil }
            guard abs(n) <= SpecLimits.maxLength else {
                error("`\(key)`: \(what) is at most \(Int(SpecLimits.maxLength)) points either way, found \(n)", v); return nil
            }
            return .some(n)
        }
        guard let x = read("x"), let y = read("y") else { return nil }
        return Point(x: x ?? 0, y: y ?? 0)
    }

    private func unitFraction(_ c: Cursor) -> Double? {
        guard let v = number(c, expected: "a number from 0 to 1") else { return nil }
        guard v >= 0, v <= 1 else { error("`\(c.key)`: expected a number from 0 to 1, found \(v)", c); return nil }
        return v
    }
}
