/// Renderings of the whole scale for `layoutcheck type-scale`.
public enum TypeScaleTable {
    /// `{style: {category: {size, leading, weight}}}` with SwiftUI names, keys in scale order, stable bytes.
    public static func json(boldText: Bool = false) -> String {
        var out = "{\n"
        for (si, style) in TextStyle.allCases.enumerated() {
            out += "  \"\(style.rawValue)\": {\n"
            for (ci, category) in ContentSizeCategory.allCases.enumerated() {
                let m = style.metrics(at: category)
                let weight = boldText ? m.weight.boldTextWeight : m.weight
                out += "    \"\(category.name)\": {\"size\": \(number(m.size)), \"leading\": \(number(m.leading)), "
                out += "\"weight\": \"\(weight.name)\"}"
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
        if boldText { out += "Weights with Bold Text on (assumption: one step heavier).\n" }
        return out
    }

    static func number(_ v: Double) -> String {
        v == v.rounded() ? String(Int(v)) : String(v)
    }
}
