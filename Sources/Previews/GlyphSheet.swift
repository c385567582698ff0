import Foundation
import Layout
import TextEngine

/// The glyphs one page (or one contact sheet) uses: each outline is defined once in `<defs>` and drawn with
/// `<use>`, so a page with 12 categories × several variants of the same words stays small.
final class GlyphSheet {
    let outlines: GlyphOutlines
    private var ids: [GlyphKey: String] = [:]
    private var order: [GlyphKey] = []
    private var pathData: [GlyphKey: String] = [:]
    /// Colour bitmap glyphs (emoji), drawn as their PNG instead of a path.
    private var images: [GlyphKey: ColorBitmapGlyphs.Image] = [:]
    /// Problems met (unknown family, unloadable glyph), each once; drawing goes on without the glyph.
    private(set) var problems: [String] = []

    init(outlines: GlyphOutlines) { self.outlines = outlines }

    var glyphCount: Int { order.count }

    /// `<defs>` with every glyph used so far.
    func defs() -> String {
        var out = "<defs>"
        for key in order {
            if let image = images[key] {
                // An emoji's bitmap, in font units as outlines are (the `<use>` scales both alike).
                out += "<image id=\"\(ids[key]!)\" x=\"\(Markup.num(image.x))\" y=\"\(Markup.num(image.y))\" "
                    + "width=\"\(Markup.num(image.width))\" height=\"\(Markup.num(image.height))\" "
                    + "href=\"data:image/png;base64,\(Data(image.png).base64EncodedString())\"/>"
                continue
            }
            out += "<path id=\"\(ids[key]!)\" d=\"\(pathData[key] ?? "")\"/>"
        }
        return out + "</defs>"
    }

    /// One line of text with its baseline at `(x, baseline)`, `size` points, as `<use>`s of glyph outlines.
    /// `language` and `direction` pick fallback faces and the visual order of right-to-left runs, as measured.
    func line(_ text: String, family: String?, size: Double, weight: Double, x: Double, baseline: Double,
              fill: String? = nil, attributes: String = "", language: String? = nil,
              direction: TextDirection = .auto) -> (svg: String, shaped: ShapedLine?) {
        guard !text.isEmpty, size > 0 else { return ("", nil) }
        let shaped: ShapedLine
        do {
            shaped = try outlines.shapeLine(text, family: family, size: size, weight: weight, language: language,
                                            direction: direction)
        } catch {
            // The measurer falls back to the system font for an unknown family; draw what it measured.
            note("\(family ?? "system"): \(error)")
            guard family != nil else { return ("", nil) }
            return line(text, family: nil, size: size, weight: weight, x: x, baseline: baseline, fill: fill,
                        attributes: attributes, language: language, direction: direction)
        }
        let scale = size / Double(shaped.unitsPerEm)
        var out = "<g transform=\"translate(\(Markup.num(x)) \(Markup.num(baseline))) scale(\(String(format: "%.6g", scale)))\""
        if let fill { out += " fill=\"\(fill)\"" }
        out += attributes + ">"
        for g in shaped.glyphs {
            guard let id = id(for: g.key) else { continue }
            out += "<use href=\"#\(id)\""
            if g.scale != 1 {
                // A fallback face's outline, in its own units.
                out += " transform=\"translate(\(Markup.num(g.x)) \(Markup.num(-g.y))) scale(\(String(format: "%.6g", g.scale)))\"/>"
                continue
            }
            if g.x != 0 { out += " x=\"\(Markup.num(g.x))\"" }
            if g.y != 0 { out += " y=\"\(Markup.num(-g.y))\"" }
            out += "/>"
        }
        return (out + "</g>", shaped)
    }

    /// A label in the system font (Inter), drawn as outlines so no installed font is needed; returns its width.
    func label(_ text: String, x: Double, baseline: Double, size: Double = 10, weight: Double = 600,
               fill: String) -> (svg: String, width: Double) {
        let (svg, shaped) = line(text, family: nil, size: size, weight: weight, x: x, baseline: baseline, fill: fill)
        let width = shaped.map { $0.advance * size / Double($0.unitsPerEm) } ?? 0
        return (svg, width)
    }

    /// Ascent and descent in points of the face drawing (family, size, weight): where baselines sit.
    func verticalMetrics(family: String?, size: Double, weight: Double) -> (ascent: Double, descent: Double)? {
        let key = MetricsKey(family: family, size: size, weight: weight)
        if let m = metrics[key] { return m }
        guard let probe = (try? outlines.shapeLine("x", family: family, size: size, weight: weight))
            ?? (try? outlines.shapeLine("x", family: nil, size: size, weight: weight)) else { return nil }
        let s = size / Double(probe.unitsPerEm)
        let m = (Double(probe.ascender) * s, Double(probe.descender) * s)
        metrics[key] = m
        return m
    }

    private struct MetricsKey: Hashable { var family: String?; var size: Double; var weight: Double }
    private var metrics: [MetricsKey: (ascent: Double, descent: Double)] = [:]

    /// The glyph's id, defining it on first use; nil for glyphs with no outline (spaces) or that fail to load.
    /// `source` is the outlines the key was shaped with (the text fonts unless given: symbols come from another).
    func id(for key: GlyphKey, from source: GlyphOutlines? = nil) -> String? {
        if let id = ids[key] { return id.isEmpty ? nil : id }
        if let image = (source ?? outlines).bitmapImage(key) {
            let id = "g" + String(order.count, radix: 36)
            ids[key] = id
            images[key] = image
            order.append(key)
            return id
        }
        let d: String
        do { d = try (source ?? outlines).pathData(key) } catch {
            note("\(error)")
            ids[key] = ""
            return nil
        }
        guard !d.isEmpty else { ids[key] = ""; return nil }
        let id = "g" + String(order.count, radix: 36)
        ids[key] = id
        pathData[key] = d
        order.append(key)
        return id
    }

    private func note(_ problem: String) {
        if !problems.contains(problem) { problems.append(problem) }
    }
}
