import DynamicType

/// `--format markdown`: a pull-request comment. A verdict heading, regressions as a list linking file:line, and a
/// compact category table per failing case.
public enum MarkdownReport {
    public static func render(_ report: RunReport) -> String {
        var out = ""
        let regressions = report.regressions
        switch report.verdict {
        case .pass: out += "### ✅ layoutcheck: all layouts match their goldens\n\n"
        case .regression: out += "### ❌ layoutcheck: \(regressions.count) regression\(regressions.count == 1 ? "" : "s")\n\n"
        case .recordedRerun: out += "### ⚠️ layoutcheck: missing goldens recorded — re-run to compare\n\n"
        case .recorded: out += "### ✎ layoutcheck: goldens recorded\n\n"
        }
        let layouts = report.cases.reduce(0) { $0 + $1.layouts }
        out += "\(Set(report.cases.map(\.file)).count) specs · \(report.cases.count) spec×device cases · \(layouts) layouts\n\n"
        if !regressions.isEmpty {
            for c in report.cases {
                for d in c.differences where d.kind == .regression {
                    out += "- `\(d.file):\(d.line)` **\(TerminalReport.place(d, c))** \(d.sentence.markdownEscaped)\n"
                }
            }
            out += "\n"
        }
        let improvements = report.improvements
        if !improvements.isEmpty {
            out += "<details><summary>\(improvements.count) improvement(s)</summary>\n\n"
            for d in improvements { out += "- `\(d.file):\(d.line)` \(d.sentence.markdownEscaped)\n" }
            out += "\n</details>\n\n"
        }
        for c in report.cases where c.status == .failed {
            let new = c.findings.filter { $0.status == .new }
            guard !new.isEmpty else { continue }
            out += "#### \(c.spec) on \(c.device)\n\n"
            let categories = ContentSizeCategory.allCases
            out += "| element | " + categories.map(\.shortName).joined(separator: " | ") + " |\n"
            out += "|---|" + categories.map { _ in ":-:" }.joined(separator: "|") + "|\n"
            let rows = Dictionary(grouping: new, by: { "\($0.variant)/\($0.element)" })
            for key in rows.keys.sorted() {
                let byCategory = Dictionary(grouping: rows[key]!, by: \.category)
                out += "| \(key.markdownEscaped) | " + categories.map { cat in
                    byCategory[cat.name].map { Set($0.map { TerminalReport.code($0.rule) }).sorted().joined() } ?? ""
                }.joined(separator: " | ") + " |\n"
            }
            out += "\n"
        }
        if !report.orphans.isEmpty {
            out += "Orphaned goldens: " + report.orphans.map { "`\($0)`" }.joined(separator: ", ") + "\n"
        }
        return out
    }
}

extension String {
    var markdownEscaped: String {
        var out = ""
        for ch in self {
            if "|*_`<>[]".contains(ch) { out.append("\\") }
            out.append(ch)
        }
        return out
    }
}
