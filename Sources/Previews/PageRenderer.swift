import TextEngine
import Checks
import DynamicType
import Layout
import Snapshots
import CheckSettings

/// One spec on one device as a self-contained HTML page: every variant as a row of the 12 categories, and, when
/// the golden differs, golden and current side by side for the categories that changed.
struct PageRenderer {
    var outlines: GlyphOutlines
    /// The icon font symbols are drawn with; nil draws named placeholders (and the page says so).
    var symbols: SymbolFont?

    func render(_ c: PreviewCase) -> (html: String, glyphs: Int, problems: [String]) {
        let sheet = GlyphSheet(outlines: outlines)
        let diff = GoldenDiff(c)
        let findings = c.findings
        let open = findings.filter { !$0.suppressed }
        var body = "<header><a href=\"index.html\">← all specs</a>"
        body += "<h1>\(e(c.spec)) — \(e(c.device))</h1>"
        body += "<p class=\"meta\">\(e(c.file)) · \(Markup.num(c.screenWidth)) pt @\(Markup.num(c.displayScale))x · "
        body += "\(c.variants.count) variant\(c.variants.count == 1 ? "" : "s") × \(c.variants.first?.panels.count ?? 0) categories · "
        body += "\(open.count) finding\(open.count == 1 ? "" : "s")" + (findings.count > open.count ? " (+\(findings.count - open.count) suppressed)" : "")
        body += " · golden: " + goldenStatus(c, diff) + "</p>"
        if symbols == nil, c.hasSymbols {
            body += "<p class=\"meta note\">SF Symbols are drawn as dashed placeholders: \(SymbolFont.missingNote)</p>"
        }
        body += PageStyle.legend() + "<p class=\"meta controls\">" + PageStyle.zoomControl + PageStyle.focusControl + PageStyle.schemeControl + PageStyle.framesControl + PageStyle.quietControl + "</p>"
        if c.variants.count > 1 {
            body += "<p class=\"meta\">Variants: " + c.variants.map { "<a href=\"#v-\(e(anchor($0.name)))\">\(e($0.name))</a>" }.joined(separator: " · ") + "</p>"
        }
        body += "</header>"
        // Each panel is drawn once; the changes section shows the current side with <use> of the row's drawing.
        let drawings = c.variants.enumerated().map { v, variant in
            let renderer = PanelRenderer(sheet: sheet, symbols: symbols, screenWidth: c.screenWidth,
                                         breakpoints: breakpoints(variant.panels))
            return variant.panels.map { renderer.render($0, idPrefix: "\(panelID(v, $0))-") }
        }
        if !diff.isEmpty { body += changes(c, diff, sheet, drawings) }
        for (v, variant) in c.variants.enumerated() {
            let bps = breakpoints(variant.panels)
            body += "<section id=\"v-\(e(anchor(variant.name)))\"><h2>\(c.variants.count > 1 ? "Variant " : "")\(e(variant.name))</h2>"
            let sentences = bps.values.sorted { $0.element < $1.element }.flatMap(\.sentences)
            if !sentences.isEmpty { body += "<ul class=\"bp\">" + sentences.map { "<li>\(e($0))</li>" }.joined() + "</ul>" }
            let changed = diff.changed[variant.name] ?? [:]
            body += "<div class=\"row\">"
            for (i, panel) in variant.panels.enumerated() {
                body += figure(drawings[v][i], id: panelID(v, panel), panel: panel, changed: changed[panel.category] != nil)
            }
            body += "</div></section>"
        }
        body += "<svg width=\"0\" height=\"0\" style=\"position:absolute\" aria-hidden=\"true\">\(sheet.defs())</svg>"
        let html = "<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\"><meta name=\"viewport\" content=\"width=device-width\">"
            + "<title>\(e(c.spec)) — \(e(c.device)) · layoutcheck</title><style>\(PageStyle.css)</style></head><body>\(body)</body></html>\n"
        return (html, sheet.glyphCount, sheet.problems)
    }

    func goldenStatus(_ c: PreviewCase, _ diff: GoldenDiff) -> String {
        guard c.golden != nil else { return "<span class=\"status-none\">none recorded</span>" }
        if diff.isEmpty { return "matches" }
        return "<a class=\"status-changed\" href=\"#changes\">\(diff.changeCount) change\(diff.changeCount == 1 ? "" : "s")</a>"
    }

    /// Golden (wireframe) next to current for each category that changed.
    private func changes(_ c: PreviewCase, _ diff: GoldenDiff, _ sheet: GlyphSheet,
                         _ drawings: [[PanelRenderer.Drawing]]) -> String {
        var out = "<section id=\"changes\"><h2>Changed since the golden</h2>"
        if !diff.general.isEmpty { out += "<ul class=\"diffs\">" + diff.general.map { "<li>\(e($0))</li>" }.joined() + "</ul>" }
        let wire = GoldenWireframe(sheet: sheet, screenWidth: c.screenWidth, hitTargetMinimum: c.hitTargetMinimum)
        for (v, variant) in c.variants.enumerated() {
            guard let changed = diff.changed[variant.name], let golden = c.golden?.variants[variant.name] else { continue }
            let list = diff.sentences[variant.name] ?? []
            out += "<h2>\(c.variants.count > 1 ? "Variant " + e(variant.name) + ": " : "")\(changed.count) categor\(changed.count == 1 ? "y" : "ies") changed</h2>"
            out += "<ul class=\"diffs\">" + list.prefix(40).map { "<li>\(e($0))</li>" }.joined()
                + (list.count > 40 ? "<li>… \(list.count - 40) more</li>" : "") + "</ul><div class=\"row\">"
            for (i, panel) in variant.panels.enumerated() where changed[panel.category] != nil {
                out += "<div class=\"pair\">"
                if let g = golden.categories.first(where: { $0.category == panel.category.name }) {
                    out += "<figure class=\"golden\"><figcaption><b>\(e(panel.category.shortName))</b>golden</figcaption>"
                        + svg(wire.render(g, insets: panel.insets)) + "</figure>"
                } else {
                    out += "<figure class=\"golden\"><figcaption><b>\(e(panel.category.shortName))</b>not in the golden</figcaption></figure>"
                }
                out += "<figure class=\"current changed\"><figcaption><b>\(e(panel.category.shortName))</b>current</figcaption>"
                    + svg(drawings[v][i], use: panelID(v, panel)) + "</figure></div>"
            }
            out += "</div>"
        }
        return out + "</section>"
    }

    private func figure(_ d: PanelRenderer.Drawing, id: String, panel: PreviewCase.Panel, changed: Bool) -> String {
        let open = panel.findings.filter { !$0.suppressed }.count
        var out = "<figure class=\"panel\(changed ? " changed" : "")\" data-category=\"\(panel.category.shortName)\">"
        out += "<figcaption><b>\(e(panel.category.shortName))</b>\(e(panel.category.name))"
        out += "<span class=\"n\(open > 0 ? " bad" : "")\" title=\"findings\">\(open)</span></figcaption>"
        out += svg(d, id: id)
        if !panel.findings.isEmpty {
            out += "<ul class=\"f\" style=\"--w:\(Markup.num(d.width))\">"
            for f in panel.findings {
                let cls = f.suppressed ? "suppressed" : f.severity.rawValue
                out += "<li class=\"\(cls)\" title=\"\(e(f.cause))\">\(e(f.rule)) · \(e(f.elementID ?? f.element))</li>"
            }
            out += "</ul>"
        }
        return out + "</figure>"
    }

    /// A panel's `<svg>`: the drawing itself (in a `<g id>` when others refer to it), or a `<use>` of one.
    private func svg(_ d: PanelRenderer.Drawing, id: String? = nil, use: String? = nil) -> String {
        var inner = d.svg
        if let id { inner = "<g id=\"\(id)\">\(inner)</g>" }
        if let use { inner = "<use href=\"#\(use)\"/>" }
        return "<svg class=\"p\" viewBox=\"\(d.viewBox)\" width=\"\(Markup.num(d.width))\" height=\"\(Markup.num(d.height))\" style=\"--w:\(Markup.num(d.width))\">\(inner)</svg>"
    }

    private func panelID(_ variant: Int, _ panel: PreviewCase.Panel) -> String { "p\(variant)-\(panel.category.shortName)" }

    private func breakpoints(_ panels: [PreviewCase.Panel]) -> [String: ElementBreakpoints] {
        Dictionary(Checks.breakpoints(panels.map(\.result)).map { ($0.element, $0) }, uniquingKeysWith: { a, _ in a })
    }

    private func anchor(_ s: String) -> String { String(s.map { $0.isLetter || $0.isNumber ? $0 : "-" }) }
    private func e(_ s: String) -> String { Markup.escape(s) }
}
