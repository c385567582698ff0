import Checks
import DynamicType
import Layout
import CheckSettings

/// One category's frame tree as an SVG fragment in content coordinates (the screen spans −insets.leading …
/// screenWidth − insets.leading): the screen strip, element boxes (hover for frame, findings and breakpoints),
/// content (text as glyph outlines, placeholders for images and symbols), then the marks on top.
struct PanelRenderer {
    var sheet: GlyphSheet
    var symbols: SymbolFont?
    var screenWidth: Double
    /// Breakpoints of the panel's variant, by element path.
    var breakpoints: [String: ElementBreakpoints]
    /// Hover tooltips (frame, findings, breakpoints); off for contact sheets, which are images.
    var tooltips = true

    struct Drawing {
        var svg: String
        /// The viewBox: content coordinates.
        var minX: Double, minY: Double, width: Double, height: Double
        var viewBox: String { "\(Markup.num(minX)) \(Markup.num(minY)) \(Markup.num(width)) \(Markup.num(height))" }
    }

    static let pad = 8.0

    /// `idPrefix` keeps the panel's clip-path ids unique on a page of many panels.
    func render(_ panel: PreviewCase.Panel, idPrefix: String = "") -> Drawing {
        let tree = ElementTree(root: panel.root)
        let visible = tree.entries.filter { !$0.hidden }
        let screenMinX = -panel.insets.leading, screenMaxX = screenWidth - panel.insets.leading
        var maxX = screenMaxX, minX = screenMinX, maxY = 0.0
        for e in visible {
            minX = min(minX, e.frame.minX); maxX = max(maxX, e.frame.maxX); maxY = max(maxY, e.frame.maxY)
        }
        let pad = Self.pad
        let (markings, tags) = marks(tree, panel)
        let gutterX = max(maxX, screenMaxX) + 10
        let gutter = TagGutter.draw(tags, x: gutterX, edge: screenMaxX, sheet: sheet)
        maxY = max(maxY, gutter.maxY)
        let right = tags.isEmpty ? maxX : gutterX + gutter.width
        let box = (x: minX - pad, y: -pad, w: right - minX + 2 * pad, h: maxY + 2 * pad + 10)
        var out = "<rect class=\"screen\" x=\"\(n(screenMinX))\" y=\"\(n(box.y))\" width=\"\(n(screenWidth))\" height=\"\(n(box.h))\" \(Palette.fill(system: "systemBackground")) stroke=\"#d0d4da\"/>"
        if panel.insets.leading > 0 || panel.insets.trailing > 0 {
            let right = screenWidth - panel.insets.horizontal
            out += "<path d=\"M0 \(n(box.y))V\(n(box.y + box.h))M\(n(right)) \(n(box.y))V\(n(box.y + box.h))\" stroke=\"\(PreviewColour.guide)\" stroke-width=\"0.5\" stroke-dasharray=\"3 3\"/>"
        }
        let painter = ContentPainter(tree: tree, sheet: sheet, symbols: SymbolPainter(font: symbols, sheet: sheet), idPrefix: idPrefix,
                                     baseline: baseline)
        out += "<g class=\"content\">" + painter.draw() + "</g>"
        out += boxes(tree, panel)
        out += "<g class=\"marks\">" + markings + gutter.svg + "</g>"
        return Drawing(svg: out, minX: box.x, minY: box.y, width: box.w, height: box.h)
    }

    /// The baseline in a line box: the font's ascent + descent centred in the line height.
    func baseline(_ top: Double, _ lineHeight: Double, _ text: TextLayout, _ spec: TextSpec) -> Double {
        guard let (ascent, descent) = sheet.verticalMetrics(family: spec.font.family, size: text.effectiveFontSize,
                                                            weight: spec.font.weight) else { return top + lineHeight * 0.8 }
        return top + (lineHeight - ascent - descent) / 2 + ascent
    }

    // MARK: hover boxes

    private func boxes(_ tree: ElementTree, _ panel: PreviewCase.Panel) -> String {
        var out = ""
        for head in tree.visibleElements {
            let f = head.frame
            if case .spacer = head.node.kind { continue }  // nothing drawn; a box would only add clutter
            out += "<rect class=\"b\" x=\"\(n(f.minX))\" y=\"\(n(f.minY))\" width=\"\(n(f.width))\" height=\"\(n(f.height))\""
            out += tooltips ? "><title>\(Markup.escape(tooltip(head, tree, panel)))</title></rect>" : "/>"
        }
        return out
    }

    private func tooltip(_ head: ElementTree.Entry, _ tree: ElementTree, _ panel: PreviewCase.Panel) -> String {
        let chain = tree.entries.filter { $0.elementHead == head.index }
        var lines = [head.path.isEmpty ? "root" : head.path, Markup.frame(head.frame)]
        if let text = chain.first(where: { $0.laid.text != nil })?.laid.text {
            var t = "text: \(text.lines.count) line\(text.lines.count == 1 ? "" : "s"), \(Markup.num(text.effectiveFontSize)) pt"
            if text.truncated { t += ", truncated" + (text.truncationCause.map { " (\($0.rawValue))" } ?? "") }
            lines.append(t)
        }
        if let branch = chain.first(where: { $0.laid.branch != nil })?.laid.branch { lines.append("branch: \(branch)") }
        for entry in chain {
            if case .symbol(let name, _, _) = entry.node.kind { lines.append("symbol: \(name)") }
            if case .image(let name?, _, _) = entry.node.kind, name != ViewNode.toggleSwitchName { lines.append("image: \(name)") }
        }
        if let role = head.role, let node = head.roleNode {
            lines.append("\(role.rawValue) hit target: \(Markup.size(tree.entries[node].frame)) pt")
        }
        if let b = breakpoints[head.path] { lines += b.sentences.map { "breakpoint: \($0)" } }
        for f in panel.findings where f.element == head.path || f.relatedElement == head.path {
            lines.append("\(f.suppressed ? "suppressed " : "")\(f.severity.rawValue) \(f.rule): \(f.cause)")
        }
        return lines.joined(separator: "\n")
    }

    // MARK: marks

    /// Outlines and underlines on the drawing, and the tags that go in the gutter beside it.
    private func marks(_ tree: ElementTree, _ panel: PreviewCase.Panel) -> (String, [TagGutter.Tag]) {
        var out = ""
        var tags: [TagGutter.Tag] = []
        // Other rules' findings: a magenta outline on the element (and its neighbour for spacing).
        let heads = Dictionary(tree.visibleElements.map { ($0.path, $0) }, uniquingKeysWith: { a, _ in a })
        for f in panel.findings where f.rule != RuleID.textTruncated && f.rule != RuleID.hitTargetSmall {
            for path in [f.element] + (f.relatedElement.map { [$0] } ?? []) {
                guard let e = heads[path] else { continue }
                // Errors solid magenta; warnings and notes (an estimated symbol size) dotted and quieter, so a
                // tile with only notes does not read as flagged.
                switch f.severity {
                case .error: out += rect(e.frame, stroke: PreviewColour.finding, width: 1, dash: nil, cls: "finding")
                case .warning: out += rect(e.frame, stroke: PreviewColour.warning, width: 1, dash: "2 2", cls: "finding-minor warn")
                case .note: out += rect(e.frame, stroke: PreviewColour.note, width: 0.75, dash: "1 2", cls: "finding-minor note")
                }
            }
        }
        // Truncated text (from the frame tree, suppressed or not): red underline under the last line + "…" badge.
        for e in tree.entries where !e.hidden {
            guard case .text(let spec) = e.node.kind, let text = e.laid.text, text.truncated, let last = text.lines.last else { continue }
            let lineHeight = text.size.height / Double(max(text.lines.count, spec.minimumLines, 1))
            let top = e.frame.minY + Double(text.lines.count - 1) * lineHeight
            let base = baseline(top, lineHeight, text, spec)
            let y = min(base + 2, top + lineHeight - 1)
            out += "<rect class=\"trunc\" x=\"\(n(e.frame.minX))\" y=\"\(n(y))\" width=\"\(n(max(last.width, 6)))\" height=\"2\" fill=\"\(PreviewColour.truncation)\"/>"
            tags.append(.init(text: "… truncated", anchorY: top + lineHeight / 2, fill: PreviewColour.truncation))
        }
        // Hit targets under the minimum: dashed orange outline with the measured size.
        for f in panel.findings where f.rule == RuleID.hitTargetSmall {
            guard let e = heads[f.element], let node = e.roleNode else { continue }
            let r = tree.entries[node].frame
            out += rect(r, stroke: PreviewColour.hitTarget, width: 1.5, dash: "3 2", cls: "target")
            tags.append(.init(text: "target " + Markup.size(r), anchorY: r.midY, fill: PreviewColour.hitTarget))
        }
        // The adaptive branch taken, as a tag at the container's top-left corner.
        for e in tree.entries where !e.hidden {
            guard let branch = e.laid.branch else { continue }
            let name = ["hstack": "HStack", "vstack": "VStack"][branch] ?? branch
            out += rect(e.frame, stroke: PreviewColour.branch, width: 0.75, dash: "4 2", cls: "branch")
            tags.append(.init(text: name, anchorY: e.frame.minY + 6, fill: PreviewColour.branch))
        }
        // Breakpoints that happen at this category, under the element.
        for (path, b) in breakpoints.sorted(by: { $0.key < $1.key }) {
            guard let e = heads[path] else { continue }
            var what: [String] = []
            if b.truncatesFrom == panel.category { what.append("truncates from here") }
            if let s = b.axisSwitch, s.category == panel.category { what.append("\(s.to) from here") }
            if b.targetTooSmallFrom == panel.category { what.append("target short from here") }
            guard !what.isEmpty else { continue }
            tags.append(.init(text: "• " + what.joined(separator: ", "), anchorY: e.frame.midY, fill: PreviewColour.breakpoint))
        }
        return (out, tags)
    }

    private func rect(_ r: Rect, stroke: String, width: Double, dash: String?, cls: String) -> String {
        "<rect class=\"\(cls)\" x=\"\(n(r.minX))\" y=\"\(n(r.minY))\" width=\"\(n(r.width))\" height=\"\(n(r.height))\" fill=\"none\" stroke=\"\(stroke)\" stroke-width=\"\(n(width))\""
            + (dash.map { " stroke-dasharray=\"\($0)\"" } ?? "") + "/>"
    }

    private func n(_ v: Double) -> String { Markup.num(v) }
}
