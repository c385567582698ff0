/// `--junit FILE`: one testsuite per spec, one testcase per device; a failing case carries its regressions.
/// The shape CI systems (GitHub, GitLab, Jenkins) read.
public enum JUnitReport {
    public static func render(_ report: RunReport) -> String {
        let bySpec = Dictionary(grouping: report.cases, by: \.file)
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        let failures = report.cases.filter { [.failed, .missingGolden, .notEvaluated, .findingsNotAccepted, .improved].contains($0.status) }.count
        out += "<testsuites name=\"layoutcheck\" tests=\"\(report.cases.count)\" failures=\"\(failures)\">\n"
        for file in bySpec.keys.sorted() {
            let cases = bySpec[file]!
            let failed = cases.filter { [.failed, .missingGolden, .notEvaluated, .findingsNotAccepted, .improved].contains($0.status) }.count
            out += "  <testsuite name=\"\(file.xmlEscaped)\" tests=\"\(cases.count)\" failures=\"\(failed)\">\n"
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
}
