import Checks
import CheckSettings

/// A preview with no page: the front end could not evaluate it, or `skip:` leaves it out.
public struct UncheckedPreview: Sendable, Hashable {
    /// `inactive`: written inside a `#if` clause an iOS build does not compile, never evaluated.
    public enum Status: String, Sendable { case notEvaluated = "not-evaluated", skipped, inactive }
    public var name: String
    public var file: String
    public var line: Int
    /// The device it failed on; nil for a skipped preview (never tried).
    public var device: String?
    public var status: Status
    public var reason: String

    public init(name: String, file: String, line: Int, device: String?, status: Status, reason: String) {
        self.name = name; self.file = file; self.line = line; self.device = device; self.status = status; self.reason = reason
    }
}

/// The index across specs and devices: findings by severity, golden status, a link to each page and to each
/// spec's contact sheet.
struct IndexRenderer {
    struct Row {
        var c: PreviewCase
        var changes: Int?
        var pageBytes: Int
    }

    func render(_ rows: [Row], unchecked: [UncheckedPreview] = [], sheets: [String: String]) -> String {
        let notChecked = Set(unchecked.map(\.name)).count
        var body = "<h1>layoutcheck previews</h1><p class=\"meta\">\(Set(rows.map(\.c.spec)).count) specs and previews checked · \(rows.count) pages · "
        if notChecked > 0 { body += "<a class=\"status-unchecked\" href=\"#unchecked\">\(notChecked) not checked</a> · " }
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
        body += "</tbody></table>" + uncheckedTable(unchecked)
        return "<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>layoutcheck previews</title>"
            + "<style>\(PageStyle.css)</style></head><body>\(body)</body></html>\n"
    }

    /// The previews nothing was drawn for, with why: a designer sees what the pages above do not show.
    private func uncheckedTable(_ unchecked: [UncheckedPreview]) -> String {
        guard !unchecked.isEmpty else { return "" }
        var out = "<h2 id=\"unchecked\">Not checked</h2><table class=\"unchecked\"><thead><tr><th>preview</th><th>device</th>"
            + "<th>status</th><th>why</th></tr></thead><tbody>"
        for u in unchecked {
            out += "<tr data-spec=\"\(e(u.name))\" data-status=\"\(e(u.status.rawValue))\"><td>\(e(u.name))<br><span class=\"meta\">"
                + "\(e(u.file)):\(u.line)</span></td><td>\(e(u.device ?? "every device"))</td>"
                + "<td class=\"status-\(e(u.status.rawValue))\">\(Self.label(u.status))</td>"
                + "<td>\(e(u.reason))</td></tr>"
        }
        return out + "</tbody></table>"
    }

    private static func label(_ status: UncheckedPreview.Status) -> String {
        switch status {
        case .notEvaluated: "not evaluated"
        case .skipped: "skipped (baseline)"
        case .inactive: "inactive #if clause"
        }
    }

    private func kb(_ bytes: Int) -> String { "\((bytes + 512) / 1024) KB" }
    private func e(_ s: String) -> String { Markup.escape(s) }
}
