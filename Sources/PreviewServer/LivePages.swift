import Foundation

/// The HTML the live server adds to preview pages: a script that polls the page's version and swaps in the new
/// drawing when its sources change (no reload: zoom, appearance and focus stay as chosen), an error page, an index.
enum LivePages {
    /// How often an open page asks whether it changed (a save shows within a second: this, plus evaluation).
    static let pollMilliseconds = 250

    /// `html` with the live script before `</body>`; `version` is the one the page was served at.
    static func live(_ html: String, page: String, version: Int) -> String {
        let script = """
        <script>(function(){var page=\(json(page)),v=\(version);\
        setInterval(function(){fetch("/_live/version?page="+encodeURIComponent(page),{cache:"no-store"})\
        .then(function(r){return r.text()}).then(function(t){var n=parseInt(t,10);if(!(n>v))return;v=n;\
        return fetch(location.pathname,{cache:"no-store"}).then(function(r){return r.text()}).then(function(h){\
        var d=new DOMParser().parseFromString(h,"text/html");document.body.innerHTML=d.body.innerHTML;\
        document.title=d.title;})}).catch(function(){})},\(pollMilliseconds));})()</script>
        """
        guard let end = html.range(of: "</body>", options: .backwards) else { return html + script }
        return html.replacingCharacters(in: end, with: script + "</body>")
    }

    /// A source that does not load: its errors at their file:line, where its drawing was.
    static func errorPage(unit: String, messages: [String]) -> String {
        page(title: "error — \(unit)", body: "<h1>Cannot draw \(escape(unit))</h1>"
             + "<p>Fix the error and save: this page updates by itself.</p>"
             + "<pre class=\"spec-error\">" + messages.map(escape).joined(separator: "\n") + "</pre>")
    }

    /// Every page, by source, with the sources that have errors first.
    static func index(pages: [String: String], errors: [String: [String]]) -> String {
        var body = "<h1>layoutcheck live previews</h1>"
        for (unit, messages) in errors.sorted(by: { $0.key < $1.key }) {
            body += "<pre class=\"spec-error\">" + messages.map(escape).joined(separator: "\n") + "</pre>"
            _ = unit
        }
        body += "<ul>" + pages.sorted { $0.key < $1.key }.map { name, unit in
            "<li><a href=\"\(escape(name))\">\(escape(name))</a> <span class=\"unit\">\(escape(unit))</span></li>"
        }.joined() + "</ul>"
        return page(title: "layoutcheck live previews", body: body)
    }

    private static func page(title: String, body: String) -> String {
        "<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>\(escape(title))</title><style>"
            + "body{font:14px/1.45 system-ui,sans-serif;margin:24px;color:#1f2328;background:#f3f4f6}"
            + ".spec-error{background:#fff0f0;border:1px solid #e0002a;color:#8a0018;padding:12px;white-space:pre-wrap}"
            + ".unit{color:#57606a}</style></head><body>\(body)</body></html>\n"
    }

    static func escape(_ s: String) -> String {
        s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }

    private static func json(_ s: String) -> String {
        let data = (try? JSONEncoder().encode(s)) ?? Data("\"\"".utf8)
        return String(decoding: data, as: UTF8.self).replacingOccurrences(of: "</", with: "<\\/")
    }
}
