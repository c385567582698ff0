import Layout

/// Where a text's glyphs are drawn, line by line, for the rules that compare them with other shapes
/// (`text-clipped`, `text-overlap`): each line's em box, the line's width from its leading edge, one point size tall,
/// centred in its share of the text's height (for Latin text, capitals and descenders fall inside it; the leading
/// above and below a line holds no ink), where it is drawn (an `offset` moves it).
enum TextLineBoxes {
    static func boxes(_ entry: ElementTree.Entry) -> [Rect] {
        guard let layout = entry.laid.text, !layout.lines.isEmpty else { return [] }
        let frame = entry.drawnFrame
        let slot = frame.height / Double(layout.lines.count)
        let em = min(layout.effectiveFontSize, slot)
        return layout.lines.enumerated().map { i, line in
            let x = entry.laid.layoutDirection == .rightToLeft ? frame.maxX - line.width : frame.minX
            return Rect(x: x, y: frame.minY + slot * Double(i) + (slot - em) / 2, width: line.width, height: em)
        }
    }

    /// The overlap of two rectangles (zero size when they do not overlap).
    static func intersection(_ a: Rect, _ b: Rect) -> Size {
        Size(width: max(0, min(a.maxX, b.maxX) - max(a.minX, b.minX)),
             height: max(0, min(a.maxY, b.maxY) - max(a.minY, b.minY)))
    }
}
