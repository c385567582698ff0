import Checks
import DynamicType
import Layout
import Snapshots
import CheckSettings

/// Where the current layout differs from the recorded golden, per variant and category, in the comparison's own
/// sentences ("title: truncates from AX3 (golden: AX5)") and its findings' statuses (new, resolved).
struct GoldenDiff {
    /// variant → category → sentences; only categories that changed appear.
    var changed: [String: [ContentSizeCategory: [String]]] = [:]
    /// variant → every sentence once, in the comparison's order (a sentence names all its categories).
    var sentences: [String: [String]] = [:]
    /// Differences not tied to a category (a variant added or removed).
    var general: [String] = []

    var isEmpty: Bool { changed.isEmpty && general.isEmpty }
    var changeCount: Int { changed.values.reduce(0) { $0 + $1.count } + general.count }

    init(_ c: PreviewCase) {
        guard let golden = c.golden else { return }
        var variants: [String: [CategoryResult]] = [:]
        for v in c.variants { variants[v.name] = v.panels.map(\.result) }
        let current = Golden(spec: c.spec, device: c.device, engineVersion: golden.engineVersion,
                             fontHashes: golden.fontHashes, variants: variants)
        let comparison = compare(golden: golden.migrated(to: variants), current: current, tolerance: c.tolerance)
        for d in comparison.differences {
            if d.categories.isEmpty { general.append(d.description) }
            for category in d.categories { changed[d.variant, default: [:]][category, default: []].append(d.sentence) }
            if !d.categories.isEmpty { sentences[d.variant, default: []].append(d.sentence) }
        }
        for f in comparison.findings where f.status == .new || f.status == .resolved {
            let measured = f.finding.measured.map { " (\($0))" } ?? ""
            let what = f.status == .new ? "new finding" : "resolved"
            let sentence = "\(what): \(f.finding.rule) on \(f.finding.element) at \(f.category.label)\(measured)"
            changed[f.variant, default: [:]][f.category, default: []].append(sentence)
            sentences[f.variant, default: []].append(sentence)
        }
    }
}

/// A golden category drawn as a wireframe: goldens keep every named element's frame, truncation, branch and hit
/// target but no text, so boxes labelled with their element names stand for the recorded layout.
struct GoldenWireframe {
    var sheet: GlyphSheet
    var screenWidth: Double
    var hitTargetMinimum: Double

    func render(_ category: GoldenCategory, insets: EdgeInsets) -> PanelRenderer.Drawing {
        let elements = category.elements.sorted { $0.key < $1.key }
        let screenMinX = -insets.leading, screenMaxX = screenWidth - insets.leading
        var minX = screenMinX, maxX = screenMaxX, maxY = 0.0
        for (_, e) in elements where e.frame.count == 4 {
            minX = min(minX, e.frame[0]); maxX = max(maxX, e.frame[0] + e.frame[2]); maxY = max(maxY, e.frame[1] + e.frame[3])
        }
        let pad = PanelRenderer.pad
        let box = (x: minX - pad, y: -pad, w: maxX - minX + 2 * pad, h: maxY + 2 * pad + 10)
        var out = "<rect x=\"\(n(screenMinX))\" y=\"\(n(box.y))\" width=\"\(n(screenWidth))\" height=\"\(n(box.h))\" fill=\"#fbfbfc\" stroke=\"#d0d4da\"/>"
        for (path, e) in elements where e.frame.count == 4 {
            let (x, y, w, h) = (e.frame[0], e.frame[1], e.frame[2], e.frame[3])
            var tip = "\(path)  (golden, \(category.category))\nframe: x \(n(x)), y \(n(y)), \(n(w))×\(n(h)) pt"
            if let lines = e.lines { tip += "\ntext: \(lines) line\(lines == 1 ? "" : "s")" + (e.truncated == true ? ", truncated" : "") }
            if let b = e.branch { tip += "\nbranch: \(b)" }
            for f in category.findings where f.element == path { tip += "\n\(f.severity.rawValue) \(f.rule)" + (f.measured.map { " (\($0))" } ?? "") }
            out += "<rect class=\"b w\" x=\"\(n(x))\" y=\"\(n(y))\" width=\"\(n(w))\" height=\"\(n(h))\"><title>\(Markup.escape(tip))</title></rect>"
            let name = path.split(separator: "/").last.map(String.init) ?? path
            if h >= 9 { out += sheet.label(name, x: x + 2, baseline: y + 8, size: 7, weight: 500, fill: "#6b7280").svg }
            if e.truncated == true {
                out += "<rect class=\"gtrunc\" x=\"\(n(x))\" y=\"\(n(y + h - 2))\" width=\"\(n(w))\" height=\"2\" fill=\"\(PreviewColour.truncation)\"/>"
            }
            if let t = e.hitTarget, t.count == 2, t[0] < hitTargetMinimum || t[1] < hitTargetMinimum {
                out += "<rect x=\"\(n(x))\" y=\"\(n(y))\" width=\"\(n(t[0]))\" height=\"\(n(t[1]))\" fill=\"none\" stroke=\"\(PreviewColour.hitTarget)\" stroke-width=\"1.5\" stroke-dasharray=\"3 2\"/>"
            }
            if let b = e.branch {
                let tag = sheet.label(b, x: x + 3, baseline: y + h - 3, size: 7, fill: PreviewColour.branch)
                out += tag.svg
            }
        }
        return PanelRenderer.Drawing(svg: out, minX: box.x, minY: box.y, width: box.w, height: box.h)
    }

    private func n(_ v: Double) -> String { Markup.num(v) }
}
