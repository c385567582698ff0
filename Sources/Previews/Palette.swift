import Layout

/// Turns a `Paint` into SVG fill attributes that follow the page's appearance: the system colour's CSS custom
/// property (switched between light and dark by `SystemColours.css`), with its light value as the fallback for
/// renderers without custom properties (rsvg-convert for contact sheets).
enum Palette {
    /// The system colour a paint names, after SwiftUI's names and the tint: nil for a hex value.
    static func systemName(_ paint: Paint, tint: Paint?) -> String? {
        let name = paint.name
        if hex(name) != nil { return nil }
        if ["accentColor", "accent", "tint"].contains(name) {
            // `.accentColor`/`.tint` draw in the enclosing `tint`, else the app's accent: systemBlue by default.
            guard let tint, !["accentColor", "accent", "tint"].contains(tint.name) else { return "systemBlue" }
            return systemName(tint, tint: nil)
        }
        if SystemColours.byName[name] != nil { return name }
        if let mapped = SystemColours.swiftUINames[name] { return mapped }
        return "asset"
    }

    /// ` fill="…" style="fill:var(--ios-…,…)"` (and `fill-opacity`) for `paint` at `opacity`.
    static func fill(_ paint: Paint, tint: Paint?, opacity: Double = 1) -> String {
        let alpha = paint.opacity * opacity
        var out: String
        if let name = systemName(paint, tint: tint), let entry = SystemColours.byName[name] {
            out = " fill=\"\(entry.light)\" style=\"fill:var(--ios-\(name),\(entry.light))\""
        } else {
            out = " fill=\"\(hex(paint.name) ?? "#8e8e93")\""
        }
        if alpha < 1 { out += " fill-opacity=\"\(Markup.num(max(alpha, 0)))\"" }
        return out
    }

    /// A system colour by its UIKit name (`separator`, `systemGray5`).
    static func fill(system name: String) -> String { fill(Paint(name), tint: nil) }

    /// `#RGB`, `#RRGGBB` or `#RRGGBBAA` in lower case; nil for anything else.
    static func hex(_ s: String) -> String? {
        guard s.hasPrefix("#"), [4, 7, 9].contains(s.count),
              s.dropFirst().allSatisfy({ $0.isHexDigit }) else { return nil }
        return s.lowercased()
    }
}
