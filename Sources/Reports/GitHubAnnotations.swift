/// Workflow commands GitHub Actions turns into annotations on the pull request's files
/// (`::error file=…,line=…,title=…::message`); printed when `GITHUB_ACTIONS` is set.
public enum GitHubAnnotations {
    public static func render(_ report: RunReport) -> String {
        var out = ""
        for c in report.cases {
            for d in c.differences where d.kind == .regression {
                out += "::error file=\(property(d.file)),line=\(d.line),title=\(property("layoutcheck: \(c.spec) on \(c.device)"))::"
                out += data("\(d.variant.map { "[\($0)] " } ?? "")\(d.sentence)") + "\n"
            }
            if c.status == .missingGolden {
                out += "::error file=\(property(c.file)),line=1,title=layoutcheck::" + data("no golden \(c.golden); run layoutcheck --record") + "\n"
            }
        }
        for o in report.orphans { out += "::warning title=layoutcheck::" + data("orphaned golden \(o)") + "\n" }
        for s in report.staleSkips { out += "::warning file=layoutcheck.yml,title=layoutcheck::" + data(s.sentence) + "\n" }
        return out
    }

    /// Escaping rules of GitHub's toolkit (`escapeData` / `escapeProperty`).
    static func data(_ s: String) -> String {
        s.replacingAll("%", "%25").replacingAll("\r", "%0D").replacingAll("\n", "%0A")
    }

    static func property(_ s: String) -> String {
        data(s).replacingAll(":", "%3A").replacingAll(",", "%2C")
    }
}

extension String {
    func replacingAll(_ target: Character, _ replacement: String) -> String {
        var out = ""
        for ch in self { if ch == target { out += replacement } else { out.append(ch) } }
        return out
    }
}
