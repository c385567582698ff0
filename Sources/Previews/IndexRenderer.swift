import Checks
import CheckSettings

/// The index across specs and devices: findings by severity, golden status, a link to each page and to each
/// spec's contact sheet.
struct IndexRenderer {
    struct Row {
        var c: PreviewCase
        var changes: Int?
        var pageBytes: Int
    }

    func render(_ rows: [Row], sheets: [String: String]) -> String {
        var body = "<h1>layoutcheck previews</h1><p class=\"meta\">\(Set(rows.map(\.c.spec)).count) specs · \(rows.count) pages · "
        body += "every page shows each variant at all checked Dynamic Type sizes, drawn from the frame tree with the measured glyphs.</p>"
        body += "<table><thead><tr><th>spec</th><th>device</th><th>errors</th><th>warnings</th><th>notes</th><th>suppressed</th><th>golden</th><th>page</th><th>contact sheet</th></tr></thead><tbody>"
        for row in rows {
            let f = row.c.findings
            func count(_ s: Severity) -> Int { f.filter { !$0.suppressed && $0.severity == s }.count }
            let golden: String
            switch row.changes {
            case nil: golden = "<span class=\"status-none\">none</span>"
            case 0?: golden = "matches"
            case let n?: golden = "<a class=\"status-changed\" href=\"\(e(row.c.pageName))#changes\">\(n) changed</a>"
            }
            body += "<tr data-spec=\"\(e(row.c.spec))\"><td><a href=\"\(e(row.c.pageName))\">\(e(row.c.spec))</a><br><span class=\"meta\">\(e(row.c.file))</span></td>"
            body += "<td>\(e(row.c.device))</td><td class=\"num\">\(count(.error))</td><td class=\"num\">\(count(.warning))</td>"
            body += "<td class=\"num\">\(count(.note))</td><td class=\"num\">\(f.filter(\.suppressed).count)</td><td>\(golden)</td>"
            body += "<td class=\"num\">\(kb(row.pageBytes))</td>"
            body += "<td>" + (sheets[row.c.slug].map { "<a href=\"\(e($0))\">\(e($0))</a>" } ?? "") + "</td></tr>"
        }
        body += "</tbody></table>"
        return "<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>layoutcheck previews</title>"
            + "<style>\(PageStyle.css)</style></head><body>\(body)</body></html>\n"
    }

    private func kb(_ bytes: Int) -> String { "\((bytes + 512) / 1024) KB" }
    private func e(_ s: String) -> String { Markup.escape(s) }
}
