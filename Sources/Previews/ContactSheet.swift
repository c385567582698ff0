import Checks
import DynamicType
import TextEngine

/// A spec's contact sheet as one standalone SVG (glyph outlines and labels included, so a rasteriser needs no
/// fonts): for one device and one variant, rows of `columns` categories, scaled down for a pull-request comment.
struct ContactSheet {
    var outlines: GlyphOutlines
    var symbols: SymbolFont?
    var columns = 6
    var scale = 0.5

    func render(_ c: PreviewCase) -> String {
        let sheet = GlyphSheet(outlines: outlines)
        let gap = 12.0, labelHeight = 16.0, margin = 12.0
        var body = ""
        var y = margin
        let title = sheet.label("\(c.spec) — \(c.device) (\(Markup.num(c.screenWidth)) pt)", x: margin, baseline: y + 14, size: 16,
                                weight: 700, fill: "#111418")
        body += title.svg
        y += 28
        var width = title.width + 2 * margin
        // One variant keeps the image small enough for a PR comment: the one with the most open findings (the
        // first on a tie); the HTML page has them all.
        let open = c.variants.map { $0.panels.reduce(0) { $0 + $1.findings.filter { !$0.suppressed }.count } }
        if let best = open.indices.max(by: { open[$0] < open[$1] || (open[$0] == open[$1] && $0 > $1) }) {
            let variant = c.variants[best]
            if c.variants.count > 1 {
                let note = "variant \(variant.name) (\(best + 1) of \(c.variants.count): the one with the most findings)"
                body += sheet.label(note, x: margin, baseline: y + 12, size: 13, weight: 550, fill: "#3b4250").svg
                y += 20
            }
            let renderer = PanelRenderer(sheet: sheet, symbols: symbols, screenWidth: c.screenWidth,
                                         breakpoints: Dictionary(Checks.breakpoints(variant.panels.map(\.result)).map { ($0.element, $0) },
                                                                 uniquingKeysWith: { a, _ in a }), tooltips: false)
            let drawings = variant.panels.map { ($0, renderer.render($0, idPrefix: "\($0.category.shortName)-")) }
            let cell = (drawings.map(\.1.width).max() ?? c.screenWidth) * scale
            for rowStart in stride(from: 0, to: drawings.count, by: columns) {
                let row = drawings[rowStart..<min(rowStart + columns, drawings.count)]
                let rowHeight = (row.map(\.1.height).max() ?? 0) * scale
                for (i, (panel, d)) in row.enumerated() {
                    let x = margin + Double(i) * (cell + gap)
                    let open = panel.findings.filter { !$0.suppressed }.count
                    let caption = panel.category.shortName + (open > 0 ? "  ·  \(open) finding\(open == 1 ? "" : "s")" : "")
                    body += sheet.label(caption, x: x, baseline: y + 11, size: 11, weight: 600,
                                        fill: open > 0 ? "#c21a88" : "#3b4250").svg
                    body += "<svg x=\"\(n(x))\" y=\"\(n(y + labelHeight))\" width=\"\(n(d.width * scale))\" height=\"\(n(d.height * scale))\" viewBox=\"\(d.viewBox)\">\(d.svg)</svg>"
                    width = max(width, x + cell + margin)
                }
                y += labelHeight + rowHeight + gap
            }
        }
        let height = y + margin - gap
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(width))\" height=\"\(n(height))\" viewBox=\"0 0 \(n(width)) \(n(height))\">"
            + "\(PageStyle.svgBoxes)<rect width=\"100%\" height=\"100%\" fill=\"#f3f4f6\"/>\(sheet.defs())\(body)"
            + "</svg>\n"
    }

    private func n(_ v: Double) -> String { Markup.num(v) }
}
