import DynamicType

/// `--format markdown`: a pull-request comment (and the GitHub step summary). A one-line verdict, then per case that
/// needs a look a collapsed section: its differences linking file:line, the element × category table of its new
/// findings, and the command that accepts the change. A green run still says how many errors its goldens accept.
public enum MarkdownReport {
    /// - Parameter previewURL: where the run's HTML previews are published (a CI artifact), linked when given.
    public static func render(_ report: RunReport, previewURL: String? = nil) -> String {
        var out = "### " + verdict(report) + "\n\n"
        let layouts = report.cases.reduce(0) { $0 + $1.layouts }
        out += report.checkedSources.replacingOccurrences(of: ", ", with: " · ") + " · \(layouts) layouts"
        if let previewURL { out += " · [previews](\(previewURL))" }
        out += "\n\n"
        if report.cases.contains(where: { $0.coverage != nil }) || !report.skipped.isEmpty || !report.inactive.isEmpty {
            out += "Checked: \(report.coverage.sentence.markdownEscaped)\n\n"
        }
        for s in report.staleSkips { out += "> ⚠️ \(s.sentence.markdownEscaped)\n\n" }
        for note in Set(report.cases.flatMap(\.notes)).sorted() {
            out += "> ⚠️ \(note.markdownEscaped)\n\n"
        }
        for c in report.cases where c.status != .passed && c.status != .recorded {
            out += section(c)
        }
        let improvements = report.cases.filter { $0.status != .improved }.flatMap { c in c.differences.filter { $0.kind == .improvement } }
        if !improvements.isEmpty {
            out += "<details><summary>\(improvements.count) improvement(s)</summary>\n\n"
            for d in improvements { out += "- `\(d.file):\(d.line)` \(d.sentence.markdownEscaped)\n" }
            out += "\n</details>\n\n"
        }
        let known = report.cases.filter { $0.knownErrors > 0 }
        if !known.isEmpty {
            out += "<details><summary>\(known.reduce(0) { $0 + $1.knownErrors }) known error(s) accepted in goldens</summary>\n\n"
            out += "| spec | device | known errors |\n|---|---|--:|\n"
            for c in known { out += "| \(c.spec.markdownEscaped) | \(c.device) | \(c.knownErrors) |\n" }
            out += "\n</details>\n\n"
        }
        if !report.orphans.isEmpty {
            out += "Orphaned goldens: " + report.orphans.map { "`\($0)`" }.joined(separator: ", ") + "\n"
        }
        return out
    }

    static func verdict(_ report: RunReport) -> String {
        let known = report.cases.reduce(0) { $0 + $1.knownErrors }
        let knownText = known == 0 ? "" : " · \(known) known error\(known == 1 ? "" : "s") accepted in goldens"
        let failing = report.cases.filter { [.failed, .missingGolden, .notEvaluated, .findingsNotAccepted].contains($0.status) }
        switch report.verdict {
        case .pass: return "✅ layoutcheck: all layouts match their goldens" + knownText
        case .regression:
            return "❌ layoutcheck: \(failing.count) failing case\(failing.count == 1 ? "" : "s") in "
                + "\(Set(failing.map(\.file)).count) spec\(Set(failing.map(\.file)).count == 1 ? "" : "s")" + knownText
        case .improved: return "📈 layoutcheck: improved, nothing worse — re-record to lock it in" + knownText
        case .recordedRerun: return "⚠️ layoutcheck: missing goldens recorded — re-run to compare"
        case .recorded: return "✎ layoutcheck: goldens recorded"
        }
    }

    /// One case that needs a look, collapsed: why, where, and how to accept it.
    static func section(_ c: CaseReport) -> String {
        let why: String
        switch c.status {
        case .missingGolden: why = "no golden (`\(c.golden)`)"
        case .notEvaluated: why = "not evaluated"
        case .findingsNotAccepted: why = "new errors not accepted into the golden"
        case .improved: why = "improved"
        default: why = "\(c.differences.filter { $0.kind == .regression }.count) difference(s)"
        }
        var out = "<details><summary><b>\(c.spec.markdownEscaped)</b> on \(c.device): \(why) (<code>\(c.file)</code>)</summary>\n\n"
        for d in c.differences where d.kind != .recorded {
            out += "- `\(d.file):\(d.line)` **\(TerminalReport.place(d, c))** \(d.sentence.markdownEscaped)\n"
        }
        out += "\n" + table(c)
        switch c.status {
        case .missingGolden:
            let errors = c.findings.contains { $0.status == .new && $0.severity == .error }
            out += "Record it: `layoutcheck --record \(c.file)`"
                + (errors ? " (fix its errors first, or accept them with `--accept-findings`)" : "") + "\n"
        case .notEvaluated: out += "Make it evaluable, or list it under `skip:` in layoutcheck.yml with a reason.\n"
        case .improved: out += "Lock the fix in: `layoutcheck --record \(c.file)`\n"
        default:
            out += "Accept an intended change: `layoutcheck --record \(c.file)`; new errors also need `--accept-findings`.\n"
        }
        return out + "\n</details>\n\n"
    }

    /// New findings: element × category, one letter per rule.
    static func table(_ c: CaseReport) -> String {
        let new = c.findings.filter { $0.status == .new }
        guard !new.isEmpty else { return "" }
        let categories = ContentSizeCategory.allCases
        var out = "| element | " + categories.map(\.shortName).joined(separator: " | ") + " |\n"
        out += "|---|" + categories.map { _ in ":-:" }.joined(separator: "|") + "|\n"
        let rows = Dictionary(grouping: new, by: { "\($0.variant)/\($0.element)" })
        for key in rows.keys.sorted() {
            let byCategory = Dictionary(grouping: rows[key]!, by: \.category)
            out += "| \(key.markdownEscaped) | " + categories.map { cat in
                byCategory[cat.name].map { Set($0.map { TerminalReport.code($0.rule) }).sorted().joined() } ?? ""
            }.joined(separator: " | ") + " |\n"
        }
        return out + "\n"
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
