import ViewModel
import DynamicType
import Layout

extension SpecDecoder {
    static let fontKeys = ["style", "size", "fixedSize", "family", "relativeTo", "weight", "bold", "design"]
    static let designs = ["default", "rounded", "serif", "monospaced"]

    /// `body`; `{style: headline, weight: bold}`; `{size: 17}` (`.system(size:)`, fixed);
    /// `{size: {scaled: 22, relativeTo: title2}, weight: bold}` (`.system(size: @ScaledMetric …)`);
    /// `{family: Lora, size: 17, relativeTo: body}` (`Font.custom(_:size:relativeTo:)`);
    /// `{family: Lora, fixedSize: 17}` (`Font.custom(_:fixedSize:)`).
    func font(_ c: Cursor) -> FontValue? {
        if c.scalarString != nil {
            return textStyle(c).map { FontValue(base: .style($0), weight: nil, bold: false, design: nil) }
        }
        guard let map = MapReader(c, diags, expected: "a text style or {style, weight, bold} or {size, family, relativeTo}") else {
            return nil
        }
        map.rejectUnknown(allowed: Self.fontKeys, context: "in font", diags)
        let weight = map["weight"].map { fontWeight($0) }
        let bold = map["bold"].map { self.bool($0) }
        let design = map["design"].map { choice($0, Self.designs.map { ($0, $0) }, what: "font design") }
        if failed(weight) || failed(bold) || failed(design) { return nil }

        let base: FontValue.Base
        let has = { (key: String) in map[key] != nil }
        if let styleCursor = map["style"] {
            if has("size") || has("family") || has("fixedSize") || has("relativeTo") {
                error("font: `style` picks a text style; `size`/`family`/`relativeTo` describe a sized font — write one or the other", c)
                return nil
            }
            guard let style = textStyle(styleCursor) else { return nil }
            base = .style(style)
        } else if let familyCursor = map["family"] {
            guard let family = name(familyCursor) else { return nil }
            fontFamilies.append((family, familyCursor))
            if let fixedCursor = map["fixedSize"] {
                if has("size") || has("relativeTo") {
                    error("font: `fixedSize` does not scale, so it takes no `size`/`relativeTo`", c); return nil
                }
                guard let size = number(fixedCursor), fontSize(size, fixedCursor) else { return nil }
                base = .custom(family: family, size: size, relativeTo: nil)
            } else if let sizeCursor = map["size"] {
                guard let size = number(sizeCursor, expected: "a point size (Font.custom scales it with relativeTo)"),
                      fontSize(size, sizeCursor) else { return nil }
                // Font.custom(_:size:) scales relative to body when no style is given (Apple docs).
                let style = map["relativeTo"].map { textStyle($0) } ?? .body
                guard let style else { return nil }
                base = .custom(family: family, size: size, relativeTo: style)
            } else {
                error("font: a custom `family` needs `size:` (scales relative to a text style) or `fixedSize:`", c)
                return nil
            }
        } else if let sizeCursor = map["size"] {
            if map["relativeTo"] != nil {
                error("font: `.system(size:)` has no relativeTo; to scale it write size: {scaled: \(sizeCursor.scalarString ?? "17"), relativeTo: …}", c)
                return nil
            }
            guard let size = lengthV(sizeCursor) else { return nil }
            for step in size.allValues {
                if case .points(let v) = step, !fontSize(v, sizeCursor) { return nil }
                if case .scaled(let v, _) = step, !fontSize(v, sizeCursor) { return nil }
            }
            base = .system(size: size)
        } else if map["fixedSize"] != nil {
            error("font: `fixedSize` is for custom fonts (`Font.custom(_:fixedSize:)`); the system font uses `size:`", c)
            return nil
        } else {
            error("font: expected `style`, `size` or `family`", c)
            return nil
        }
        return FontValue(base: base, weight: weight ?? nil, bold: (bold ?? nil) ?? false, design: design ?? nil)
    }
}

extension SpecDecoder {
    /// A point size a font can have: above 0 and at most `SpecLimits.maxFontSize`.
    func fontSize(_ size: Double, _ c: Cursor) -> Bool {
        guard size > 0, size <= SpecLimits.maxFontSize else {
            error("`\(c.key)`: a font size must be above 0 and at most \(Int(SpecLimits.maxFontSize)) pt, found \(size)", c)
            return false
        }
        return true
    }
}
