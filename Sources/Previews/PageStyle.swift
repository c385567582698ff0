import DynamicType

/// The pages' inline stylesheet and script: no external assets, so a page opens offline from a CI artifact.
enum PageStyle {
    static let css = """
    :root{--zoom:1;font:13px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2328;background:#f3f4f6;--card:#fff;--line:#d8dce2;--muted:#57606a}
    :root[data-scheme=dark]{color:#e6e8eb;background:#16181c;--card:#24272d;--line:#3a3f47;--muted:#a0a8b3}
    @media (prefers-color-scheme:dark){:root:not([data-scheme=light]){color:#e6e8eb;background:#16181c;--card:#24272d;--line:#3a3f47;--muted:#a0a8b3}}
    body{margin:0;padding:16px 20px}
    h1{font-size:20px;margin:4px 0}h2{font-size:15px;margin:18px 0 6px}
    a{color:#0a5bd3}
    .meta{color:var(--muted);margin:2px 0 8px}
    .controls label{margin-right:16px}
    .legend{display:flex;flex-wrap:wrap;gap:14px;margin:8px 0;color:var(--muted)}
    .legend i{display:inline-block;width:18px;height:10px;margin-right:5px;vertical-align:middle;border-radius:2px}
    .row{display:flex;flex-wrap:wrap;gap:12px;align-items:flex-start;padding-bottom:8px}
    figure{margin:0;background:var(--card);border:1px solid var(--line);border-radius:6px;padding:6px;flex:none}
    figure.changed{border-color:#f5a524;box-shadow:0 0 0 1px #f5a524}
    figcaption{font-size:12px;margin-bottom:4px;display:flex;gap:6px;align-items:baseline}
    figcaption .n{margin-left:auto;background:#eef0f3;border-radius:8px;padding:0 6px;color:#444}
    figcaption .n.bad{background:#c21a88;color:#fff}
    svg.p{display:block;width:calc(var(--w) * var(--zoom) * 1px);height:auto;overflow:visible}
    .b{fill:transparent;stroke:transparent;stroke-width:.5;pointer-events:all}
    :root[data-frames] .b{stroke:#c5cad3}
    .w{stroke:#9aa1ad;stroke-dasharray:2 2}
    .b:hover{stroke:#0a68ff;stroke-width:1.5;fill:rgba(10,104,255,.07)}
    .content,.marks{pointer-events:none}
    ul.f{list-style:none;margin:4px 0 0;padding:0;font-size:11px;max-width:calc(var(--w) * var(--zoom) * 1px)}
    ul.f li{white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
    .error{color:#b3001b}.warning{color:#9a5b00}.note{color:#57606a}.suppressed{color:#8c959f;text-decoration:line-through}
    ul.bp{margin:0 0 8px;padding-left:18px;color:#5b2bb5}
    .pair{display:flex;gap:8px;align-items:flex-start}
    .pair figure{border-style:dashed}
    .diffs{margin:4px 0 10px;padding-left:18px;color:#b3001b}
    table{border-collapse:collapse;background:#fff}td,th{border:1px solid #d8dce2;padding:4px 8px;text-align:left}
    td.num{text-align:right;font-variant-numeric:tabular-nums}
    .status-changed{color:#b3001b;font-weight:600}.status-none{color:#8c959f}
    .status-unchecked,.status-not-evaluated{color:#b3001b;font-weight:600}.status-skipped{color:#9a5b00}
    :root[data-quiet] .finding-minor{display:none}
    """ + SystemColours.css + focusCSS

    /// Box styles for standalone SVG (contact sheets), where the page's stylesheet is absent.
    /// One category large: hides the other tiles and draws the chosen one at 2.5 times the zoom (`#focus=AX3`).
    static var focusControl: String {
        let options = ContentSizeCategory.allCases.map { "<option value=\"\($0.shortName)\">\($0.shortName) large</option>" }.joined()
        return "<label>Show <select id=\"focus\" onchange=\"if(this.value)document.documentElement.dataset.focus=this.value;"
            + "else delete document.documentElement.dataset.focus\"><option value=\"\">every category</option>\(options)</select></label>"
            + "<script>(function(){var m=location.hash.match(/focus=([A-Za-z0-9]+)/);if(m){"
            + "document.documentElement.dataset.focus=m[1];document.getElementById(\"focus\").value=m[1];}})()</script>"
    }

    static var focusCSS: String {
        // A tile in focus keeps its drawing inside it: a view with a negative origin is never drawn over the header.
        ":root[data-focus] figure.panel{overflow:hidden}:root[data-focus] .row figure.panel{display:none}:root[data-focus] svg.p{width:calc(var(--w) * var(--zoom) * 2.5px)}"
            + ContentSizeCategory.allCases.map { ":root[data-focus=\($0.shortName)] .row figure.panel[data-category=\($0.shortName)]{display:block}" }.joined()
    }

    static let svgBoxes = "<style>.b{fill:none;stroke:#c5cad3;stroke-width:.5}.w{stroke:#9aa1ad;stroke-dasharray:2 2}</style>"

    /// A zoom slider: sets `--zoom`, which sizes every panel alike (1 pt = 1 CSS px at 1, the smallest: a tile grows
    /// with its category, text never shrinks).
    static let zoomControl = """
    <label>Zoom <input type="range" min="1" max="3" step="0.25" value="1" \
    oninput="document.documentElement.style.setProperty('--zoom',this.value)"></label>
    """

    /// Element frames outlined (off by default: the drawing reads as the app; hovering still shows a frame).
    static let framesControl = """
    <label><input type="checkbox" onchange="if(this.checked)document.documentElement.dataset.frames='';\
    else delete document.documentElement.dataset.frames"> Frames</label>
    """

    /// Warnings and notes shown or hidden (errors always show).
    static let quietControl = """
    <label><input type="checkbox" checked onchange="if(this.checked)delete document.documentElement.dataset.quiet;\
    else document.documentElement.dataset.quiet=''"> Warnings and notes</label>
    """

    /// Light or dark appearance: the system's (`prefers-color-scheme`) unless chosen here; `#dark` / `#light` in
    /// the address choose it too, so a link can open a page in either.
    static let schemeControl = """
    <label>Appearance <select id="scheme" onchange="if(this.value)document.documentElement.dataset.scheme=this.value;\
    else delete document.documentElement.dataset.scheme"><option value="">system</option><option value="light">light</option>\
    <option value="dark">dark</option></select></label><script>(function(){var m=location.hash.match(/\\b(dark|light)\\b/);\
    if(m){document.documentElement.dataset.scheme=m[1];document.getElementById("scheme").value=m[1];}})()</script>
    """

    static func legend() -> String {
        let items: [(String, String)] = [
            ("#f0506e", "truncated text (…)"),  // not the mark's exact colour: tests count that in screenshots
            (PreviewColour.hitTarget, "hit target under the minimum"),
            (PreviewColour.branch, "adaptive branch taken"),
            (PreviewColour.breakpoint, "breakpoint: first size it happens"),
            (PreviewColour.finding, "other error (clipped, overflow, overlap)"),
            (PreviewColour.warning, "warning (dotted: spacing, too small, nothing checked)"),
            (PreviewColour.note, "note (dotted: estimated symbol, fixed size)"),
            (PreviewColour.guide, "row insets"),
        ]
        return "<div class=\"legend\">" + items.map { "<span><i style=\"background:\($0.0)\"></i>\($0.1)</span>" }.joined()
            + "<span>hover an element for its frame, findings and breakpoints</span></div>"
    }
}
