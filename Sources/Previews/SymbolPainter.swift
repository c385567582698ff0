import Layout

/// Draws an SF Symbol in its box. Apple's symbols cannot be drawn here, so each is a named placeholder: a dashed
/// rounded square in the symbol's colour (its name in the element's tooltip).
struct SymbolPainter {
    var sheet: GlyphSheet

    func draw(_ name: String, in f: Rect, fill: String) -> String {
        placeholder(f, fill: fill)
    }

    private func placeholder(_ f: Rect, fill: String) -> String {
        let inset = Rect(x: f.minX + 1, y: f.minY + 1, width: max(f.width - 2, 0), height: max(f.height - 2, 0))
        let stroke = fill.replacingOccurrences(of: "fill", with: "stroke")
        return Shapes.path(.roundedRectangle(cornerRadius: min(f.width, f.height) * 0.22), inset,
                           attributes: " fill=\"none\"\(stroke) stroke-width=\"1\" stroke-dasharray=\"2 1.5\" class=\"sym-missing\"")
    }
}
