/// `--junit FILE`: one testsuite per spec, one testcase per device; a failing case carries its regressions.
/// The shape CI systems (GitHub, GitLab, Jenkins) read.
public enum JUnitReport {
    public static func render(_ report: RunReport) -> String {
        let bySpec = Dictionary(grouping: report.cases, by: \.file)
        // Skipped and inactive previews are JUnit's skipped test cases: listed with why, never run.
        let notRun = report.skipped.map { (name: $0.name, file: $0.file, what: "not evaluated", reason: $0.reason) }
            + report.inactive.map { (name: $0.name, file: $0.file, what: "inactive #if clause", reason: $0.reason) }
        let skippedByFile = Dictionary(grouping: notRun, by: \.file)
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        let failures = report.cases.filter { [.failed, .missingGolden, .notEvaluated, .findingsNotAccepted, .improved].contains($0.status) }.count
        let skippedText = notRun.isEmpty ? "" : " skipped=\"\(notRun.count)\""
        out += "<testsuites name=\"layoutcheck\" tests=\"\(report.cases.count + notRun.count)\" failures=\"\(failures)\"\(skippedText)>\n"
        for file in Set(bySpec.keys).union(skippedByFile.keys).sorted() {
            let cases = bySpec[file] ?? [], skipped = skippedByFile[file] ?? []
            let failed = cases.filter { [.failed, .missingGolden, .notEvaluated, .findingsNotAccepted, .improved].contains($0.status) }.count
            out += "  <testsuite name=\"\(file.xmlEscaped)\" tests=\"\(cases.count + skipped.count)\" failures=\"\(failed)\""
                + (skipped.isEmpty ? "" : " skipped=\"\(skipped.count)\"") + ">\n"
            out += properties(cases)
            for s in skipped {
                out += "    <testcase classname=\"\(s.name.xmlEscaped)\" name=\"\(s.what)\" file=\"\(s.file.xmlEscaped)\">"
                    + "<skipped message=\"\(s.reason.xmlEscaped)\"/></testcase>\n"
            }
            for c in cases {
                out += "    <testcase classname=\"\(c.spec.xmlEscaped)\" name=\"\(c.device.xmlEscaped)\" file=\"\(c.file.xmlEscaped)\""
                switch c.status {
                case .passed, .recorded:
                    out += "/>\n"
                case .failed, .notEvaluated, .findingsNotAccepted, .improved:
                    let lines = c.differences.filter { $0.kind == .regression }
                        .map { "\($0.file):\($0.line): \($0.variant.map { "[\($0)] " } ?? "")\($0.sentence)" }
                    out += ">\n      <failure message=\"\(lines.count) regression(s)\">\(lines.joined(separator: "\n").xmlEscaped)</failure>\n"
                    out += "    </testcase>\n"
                case .missingGolden:
                    out += ">\n      <failure message=\"missing golden \(c.golden.xmlEscaped)\"/>\n    </testcase>\n"
                }
            }
            out += "  </testsuite>\n"
        }
        return out + "</testsuites>\n"
    }

    /// What the suite's cases checked: texts, controls and images laid out and checked (JUnit's property bag).
    static func properties(_ cases: [CaseReport]) -> String {
        let counted = cases.compactMap(\.coverage)
        guard !counted.isEmpty else { return "" }
        let values = [("texts", counted.reduce(0) { $0 + $1.texts }), ("controls", counted.reduce(0) { $0 + $1.controls }),
                      ("images", counted.reduce(0) { $0 + $1.images })]
        return "    <properties>" + values.map { "<property name=\"layoutcheck.\($0.0)\" value=\"\($0.1)\"/>" }.joined()
            + "</properties>\n"
    }
}
