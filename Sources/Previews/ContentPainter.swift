import Checks
import DynamicType
import Layout
import TextEngine

/// Draws what a panel's views look like: text in its foreground style, backgrounds in their shapes, clipping,
/// opacity, images as named tiles, symbols, Color and shape views, dividers, switches and progress bars, with the
/// colours the view asked for (`Presentation`) in the page's appearance. Styles flow down the tree as SwiftUI's
/// environment does: a view's `foregroundStyle` or `tint` reaches every view inside it, the nearest one winning.
struct ContentPainter {
    var tree: ElementTree
    var sheet: GlyphSheet
    var symbols: SymbolPainter
    /// Makes clip-path ids unique on a page that holds many panels.
    var idPrefix: String
    /// Where text baselines sit (the panel renderer's model, shared with its marks).
    var baseline: (_ top: Double, _ lineHeight: Double, _ text: TextLayout, _ spec: TextSpec) -> Double

    struct Style {
        var foreground: Paint?
        var tint: Paint?
        var textFill: String { Palette.fill(foreground ?? Paint("primary"), tint: tint) }
    }

    func draw() -> String {
        guard !tree.entries.isEmpty else { return "" }
        var clips = 0
        return draw(0, Style(), &clips)
    }

    private func draw(_ index: Int, _ inherited: Style, _ clips: inout Int) -> String {
        let e = tree.entries[index]
        guard !e.hidden else { return "" }
        let p = e.node.presentation
        var style = inherited
        if let f = p.foreground { style.foreground = f }
        if let t = p.tint { style.tint = t }
        var out = ""
        if let background = p.background {
            out += Shapes.path(p.backgroundShape, e.frame, attributes: Palette.fill(background, tint: style.tint))
        }
        if let fraction = p.progress {
            out += progressBar(e.frame, fraction: fraction, style, direction: e.laid.layoutDirection)
        } else {
            out += leaf(e, style)
        }
        for child in e.children { out += draw(child, style, &clips) }
        if let clip = p.clip, !out.isEmpty {
            clips += 1
            let id = "\(idPrefix)c\(clips)"
            out = "<clipPath id=\"\(id)\">" + Shapes.path(clip, e.frame, attributes: "") + "</clipPath>"
                + "<g clip-path=\"url(#\(id))\">\(out)</g>"
        }
        if let opacity = p.opacity, opacity < 1, !out.isEmpty { out = "<g opacity=\"\(Markup.num(opacity))\">\(out)</g>" }
        if let o = p.offset, !out.isEmpty {
            // `offset` moves the drawing, with a clip written before it; mirrored right to left as the checks take it.
            let x = e.laid.layoutDirection == .rightToLeft ? -o.x : o.x
            out = "<g transform=\"translate(\(Markup.num(x)) \(Markup.num(o.y)))\">\(out)</g>"
        }
        return out
    }

    private func leaf(_ e: ElementTree.Entry, _ style: Style) -> String {
        let f = e.frame
        switch e.node.kind {
        case .text(let spec):
            guard let text = e.laid.text else { return "" }
            return textLines(text, spec: spec, frame: f, fill: style.textFill, direction: e.laid.layoutDirection)
        case .image(let name, _, _) where name == ViewNode.toggleSwitchName:
            return toggleSwitch(f, style)
        case .image(let name, _, _):
            return flipped(imageTile(f, name: name), e)
        case .symbol(let name, _, _):
            return flipped(symbols.draw(name, in: f, fill: style.textFill), e)
        case .fill(let name):
            // A Color view is its colour; a shape view (no name) fills with the foreground style.
            let paint = name.map { Paint($0) } ?? style.foreground ?? Paint("primary")
            return Shapes.path(.rectangle, f, attributes: Palette.fill(paint, tint: style.tint))
        case .divider:
            let r = Rect(x: f.minX, y: f.minY, width: f.width, height: max(f.height, 0.5))
            return Shapes.path(.rectangle, r, attributes: Palette.fill(system: "separator"))
        default:
            return ""
        }
    }

    /// Each measured line at the text's leading edge (the right one in right-to-left), baselines centred in
    /// HIG-leading line boxes; scripts the font lacks in their fallback faces, right-to-left runs in visual order.
    private func textLines(_ text: TextLayout, spec: TextSpec, frame: Rect, fill: String, direction: LayoutDirection) -> String {
        let lineCount = max(text.lines.count, spec.minimumLines, 1)
        let lineHeight = text.size.height / Double(lineCount)
        var out = ""
        for (i, line) in text.lines.enumerated() {
            let top = frame.minY + Double(i) * lineHeight
            let x = direction == .rightToLeft ? frame.maxX - line.width : frame.minX
            out += sheet.line(line.text, family: spec.font.family, size: text.effectiveFontSize, weight: spec.font.weight,
                              x: x, baseline: baseline(top, lineHeight, text, spec), language: spec.language,
                              direction: spec.layoutDirection == .rightToLeft ? .rtl : .auto).svg
        }
        return out.isEmpty ? "" : "<g\(fill)>\(out)</g>"
    }

    /// `flipsForRightToLeftLayoutDirection(true)` in a right-to-left layout: drawn mirrored about its frame's centre.
    private func flipped(_ svg: String, _ e: ElementTree.Entry) -> String {
        guard e.laid.layoutDirection == .rightToLeft, e.node.presentation.flipsForRightToLeft == true, !svg.isEmpty else { return svg }
        return "<g transform=\"translate(\(Markup.num(2 * e.frame.midX)) 0) scale(-1 1)\">\(svg)</g>"
    }

    /// A Toggle's switch (UISwitch): a capsule in the tint, systemGreen unless tinted, with its white knob on.
    private func toggleSwitch(_ f: Rect, _ style: Style) -> String {
        let r = f.height / 2
        let track = Palette.fill(style.tint ?? Paint("systemGreen"), tint: nil)
        return Shapes.path(.capsule, f, attributes: track)
            + "<circle cx=\"\(Markup.num(f.maxX - r))\" cy=\"\(Markup.num(f.minY + r))\" r=\"\(Markup.num(max(r - 2, 0)))\" fill=\"#fff\"/>"
    }

    /// An image from the app's assets, which layoutcheck does not have: a neutral tile with the image's name.
    private func imageTile(_ f: Rect, name: String?) -> String {
        var out = Shapes.path(.roundedRectangle(cornerRadius: min(6, min(f.width, f.height) / 4)), f,
                              attributes: Palette.fill(system: "systemGray5"))
        guard let name, !name.isEmpty, f.width > 12, f.height > 8 else { return out }
        let size = min(11, f.height * 0.4)
        let probe = sheet.line(name, family: nil, size: size, weight: 500, x: 0, baseline: 0).shaped
        let natural = probe.map { $0.advance * size / Double($0.unitsPerEm) } ?? 0
        let fitted = natural > f.width - 6 ? size * (f.width - 6) / natural : size
        guard fitted >= 4 else { return out }
        let width = natural * fitted / size
        out += sheet.line(name, family: nil, size: fitted, weight: 500, x: f.midX - width / 2, baseline: f.midY + fitted * 0.35,
                          attributes: Palette.fill(system: "secondaryLabel")).svg
        return out
    }

    /// A linear ProgressView: the track in systemGray5 and the filled part in the tint (UIProgressView's look),
    /// filling from the leading edge.
    private func progressBar(_ f: Rect, fraction: Double, _ style: Style, direction: LayoutDirection) -> String {
        let width = f.width * min(max(fraction, 0), 1)
        let filled = Rect(x: direction == .rightToLeft ? f.maxX - width : f.minX, y: f.minY, width: width, height: f.height)
        var out = Shapes.path(.capsule, f, attributes: Palette.fill(system: "systemGray5"))
        if filled.width > 0 { out += Shapes.path(.capsule, filled, attributes: Palette.fill(Paint("accentColor"), tint: style.tint)) }
        return out
    }
}

/// SVG outlines of SwiftUI's shapes in a frame.
enum Shapes {
    static func path(_ shape: ShapeKind, _ f: Rect, attributes: String) -> String {
        let n = Markup.num
        let box = "x=\"\(n(f.minX))\" y=\"\(n(f.minY))\" width=\"\(n(max(f.width, 0)))\" height=\"\(n(max(f.height, 0)))\""
        switch shape {
        case .rectangle:
            return "<rect \(box)\(attributes)/>"
        case .roundedRectangle(let radius):
            let r = min(radius, min(f.width, f.height) / 2)
            return "<rect \(box) rx=\"\(n(r))\"\(attributes)/>"
        case .capsule:
            return "<rect \(box) rx=\"\(n(min(f.width, f.height) / 2))\"\(attributes)/>"
        case .circle:
            return "<circle cx=\"\(n(f.midX))\" cy=\"\(n(f.midY))\" r=\"\(n(min(f.width, f.height) / 2))\"\(attributes)/>"
        }
    }
}

extension Rect {
    var midX: Double { minX + width / 2 }
    var midY: Double { minY + height / 2 }
}
