import Foundation
import TextEngine

/// Writes a preview folder: one page per (spec, device), `index.html`, and with `png` a contact sheet per spec
/// (its first device) as `<spec>.svg` rasterised to `<spec>.png`.
public struct PreviewWriter {
    public var outlines: GlyphOutlines
    /// The icon font for SF Symbols (`SymbolFont.installed()`); nil draws named placeholders.
    public var symbols: SymbolFont?

    public init(outlines: GlyphOutlines, symbols: SymbolFont? = nil) { self.outlines = outlines; self.symbols = symbols }

    public struct Output: Sendable {
        /// File name → bytes, in the order written.
        public var files: [(name: String, bytes: Int)]
        /// Drawing problems (an unknown family drawn in the system font, a glyph that failed to load).
        public var problems: [String]
        public var index: URL
    }

    /// One page's HTML (also what tests inspect).
    public func page(_ c: PreviewCase) -> String { PageRenderer(outlines: outlines, symbols: symbols).render(c).html }

    /// A spec's contact sheet as standalone SVG.
    public func contactSheet(_ c: PreviewCase) -> String { ContactSheet(outlines: outlines, symbols: symbols).render(c) }

    public func write(_ cases: [PreviewCase], unchecked: [UncheckedPreview] = [], to directory: URL, png: Bool) throws -> Output {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        var files: [(String, Int)] = []
        var problems: [String] = []
        func save(_ text: String, _ name: String) throws {
            let data = Data(text.utf8)
            try data.write(to: directory.appendingPathComponent(name), options: .atomic)
            files.append((name, data.count))
        }
        if symbols == nil, cases.contains(where: \.hasSymbols) {
            problems.append("SF Symbols drawn as placeholders: \(SymbolFont.missingNote)")
        }
        var rows: [IndexRenderer.Row] = []
        for c in cases {
            let page = PageRenderer(outlines: outlines, symbols: symbols).render(c)
            try save(page.html, c.pageName)
            problems += page.problems.filter { !problems.contains($0) }
            let diff = GoldenDiff(c)
            rows.append(.init(c: c, changes: c.golden == nil ? nil : diff.changeCount, pageBytes: page.html.utf8.count))
        }
        var sheets: [String: String] = [:]
        if png {
            var seen = Set<String>()
            for c in cases where seen.insert(c.slug).inserted {
                let svgName = c.slug + ".svg", pngName = c.slug + ".png"
                try save(contactSheet(c), svgName)
                let target = directory.appendingPathComponent(pngName)
                try Rasterizer.png(svg: directory.appendingPathComponent(svgName), to: target)
                let size = (try? FileManager.default.attributesOfItem(atPath: target.path))?[.size] as? Int
                files.append((pngName, size ?? 0))
                sheets[c.slug] = pngName
            }
        }
        try save(IndexRenderer().render(rows, unchecked: unchecked, sheets: sheets), "index.html")
        return Output(files: files, problems: problems, index: directory.appendingPathComponent("index.html"))
    }
}
