/// Renderings of the whole scale for `layoutcheck type-scale`.
public enum TypeScaleTable {
    /// `{style: {category: {size, leading, weight, lineHeight, lineSpacing, scaledMetricFactor}}}` with SwiftUI names,
    /// keys in scale order, stable bytes. `lineHeight` and `lineSpacing` are what a Text of the style is laid out with
    /// (SF's line height and `UIFont.leading`); `scaledMetricFactor` is `@ScaledMetric(relativeTo:)`'s factor for a
    /// 64 pt value before rounding (it varies a little with the value; see `ScaledMetric`).
    public static func json(boldText: Bool = false) -> String {
        var out = "{\n"
        for (si, style) in TextStyle.allCases.enumerated() {
            out += "  \"\(style.rawValue)\": {\n"
            for (ci, category) in ContentSizeCategory.allCases.enumerated() {
                let m = style.metrics(at: category)
                let weight = boldText ? m.weight.boldTextWeight : m.weight
                out += "    \"\(category.name)\": {\"size\": \(number(m.size)), \"leading\": \(number(m.leading)), "
                out += "\"weight\": \"\(weight.name)\", "
                out += "\"lineHeight\": \(number(rounded(SystemFontMetrics.lineHeight(size: m.size), 3))), "
                out += "\"lineSpacing\": \(number(rounded(SystemFontMetrics.lineSpacing(style: style, at: category), 3))), "
                let factor = ScaledMetric.unrounded(64, relativeTo: style, at: category) / 64
                out += "\"scaledMetricFactor\": \(number(rounded(factor, 6)))}"
                out += ci == ContentSizeCategory.allCases.count - 1 ? "\n" : ",\n"
            }
            out += si == TextStyle.allCases.count - 1 ? "  }\n" : "  },\n"
        }
        return out + "}"
    }

    /// A readable table: one row per style, `size/leading` per category, weight at the end.
    public static func text(boldText: Bool = false) -> String {
        let header = ["style"] + ContentSizeCategory.allCases.map(\.shortName) + ["weight"]
        var rows = [header]
        for style in TextStyle.allCases {
            let weight = boldText ? style.weight.boldTextWeight : style.weight
            rows.append([style.rawValue] + ContentSizeCategory.allCases.map {
                let m = style.metrics(at: $0)
                return "\(number(m.size))/\(number(m.leading))"
            } + [weight.name])
        }
        let widths = header.indices.map { col in rows.map { $0[col].count }.max() ?? 0 }
        var out = ""
        for row in rows {
            let cells = row.enumerated().map { col, cell in
                col == 0 ? cell.padded(to: widths[col]) : String(repeating: " ", count: widths[col] - cell.count) + cell
            }
            out += cells.joined(separator: "  ") + "\n"
        }
        out += "size/leading in points (Apple HIG, Typography › Specifications). "
        out += "Categories: " + ContentSizeCategory.allCases.map { "\($0.shortName)=\($0.name)" }.joined(separator: ", ") + ".\n"
        if boldText { out += "Weights with Bold Text on (the ladder observed on devices: regular → semibold, semibold → heavy).\n" }
        return out
    }

    static func rounded(_ v: Double, _ places: Int) -> Double {
        let scale = Double(Array(repeating: 10, count: places).reduce(1, *))
        return (v * scale).rounded() / scale
    }

    static func number(_ v: Double) -> String {
        v == v.rounded() ? String(Int(v)) : String(v)
    }
}
