import Layout

/// Draws an SF Symbol in its box: the icon font's glyph for the names `SymbolMap` knows, centred and scaled to the
/// box as SF Symbols sit in theirs; otherwise (or without the font) a named placeholder, a dashed rounded square.
struct SymbolPainter {
    var font: SymbolFont?
    var sheet: GlyphSheet

    func draw(_ name: String, in f: Rect, fill: String) -> String {
        guard let font, let codePoint = SymbolMap.codePoint(for: name), let glyph = font.glyph(codePoint),
              let first = glyph.glyphs.first, let id = sheet.id(for: first.key, from: font.outlines) else {
            return placeholder(f, fill: fill)
        }
        // The em box (ascender + descender) fills the symbol's height; a wide glyph is narrowed to the width.
        let em = Double(glyph.ascender + glyph.descender)
        guard em > 0, glyph.advance > 0 else { return placeholder(f, fill: fill) }
        let scale = min(f.height / em, f.width / glyph.advance)
        let x = f.midX - glyph.advance * scale / 2
        let baseline = f.midY - em * scale / 2 + Double(glyph.ascender) * scale
        return "<g\(fill) transform=\"translate(\(Markup.num(x)) \(Markup.num(baseline))) scale(\(String(format: "%.6g", scale)))\">"
            + "<use href=\"#\(id)\"/></g>"
    }

    /// A symbol the map does not name (or with no font): a dashed rounded square in the symbol's colour.
    private func placeholder(_ f: Rect, fill: String) -> String {
        let inset = Rect(x: f.minX + 1, y: f.minY + 1, width: max(f.width - 2, 0), height: max(f.height - 2, 0))
        let stroke = fill.replacingOccurrences(of: "fill", with: "stroke")
        return Shapes.path(.roundedRectangle(cornerRadius: min(f.width, f.height) * 0.22), inset,
                           attributes: " fill=\"none\"\(stroke) stroke-width=\"1\" stroke-dasharray=\"2 1.5\" class=\"sym-missing\"")
    }
}
