/// The marks' tags (truncation, hit-target size, adaptive branch, breakpoints) set in a gutter to the right of the
/// screen, each at the height of what it names with a short leader from the screen's edge, stacked so that no tag
/// covers another, and none covers the drawing.
struct TagGutter {
    struct Tag {
        var text: String
        /// Where the tag would sit: the middle of the line or element it names.
        var anchorY: Double
        var fill: String
    }

    static let height = 11.0
    static let gap = 2.0

    /// The tags' SVG starting at `x` (the screen's right edge is `edge`), and the gutter's width and bottom.
    static func draw(_ tags: [Tag], x: Double, edge: Double, sheet: GlyphSheet) -> (svg: String, width: Double, maxY: Double) {
        let n = Markup.num
        var out = "", width = 0.0, bottom = -Double.infinity
        // Top to bottom; equal heights keep the order the marks were found in.
        let ordered = tags.enumerated().sorted { ($0.element.anchorY, $0.offset) < ($1.element.anchorY, $1.offset) }
        for (_, tag) in ordered {
            let midY = max(tag.anchorY, bottom + gap + height / 2)
            bottom = midY + height / 2
            let label = sheet.label(tag.text, x: x + 3, baseline: midY + 3, size: 8, fill: "#fff")
            out += "<path class=\"leader\" d=\"M\(n(edge)) \(n(tag.anchorY))H\(n(x - 3))L\(n(x)) \(n(midY))\" fill=\"none\" stroke=\"\(tag.fill)\" stroke-width=\"0.75\"/>"
            out += "<rect class=\"tag\" x=\"\(n(x))\" y=\"\(n(midY - height / 2))\" width=\"\(n(label.width + 6))\" height=\"\(n(height))\" rx=\"3\" fill=\"\(tag.fill)\"/>"
                + label.svg
            width = max(width, label.width + 6)
        }
        return (out, width, bottom)
    }
}
