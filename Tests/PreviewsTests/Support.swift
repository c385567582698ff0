import Checks
import Foundation
import Layout
import LayoutCheckKit
import Previews
import Specs
import ViewModel
import TextEngine
import XCTest

/// The repository root (this file is Tests/PreviewsTests/Support.swift).
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().path

/// The bundled project, loaded once: evaluating every spec is the slow part of these tests.
final class Bundled: @unchecked Sendable {
    static let shared = try! Bundled()
    let project: Project
    let outlines: GlyphOutlines
    /// Every bundled spec on its first device, every variant, all 12 categories.
    let cases: [PreviewCase]

    private init() throws {
        let project = try Project(options: RunOptions(root: repositoryRoot))
        self.project = project
        outlines = try GlyphOutlines(fonts: project.measurer.engine.fonts)
        let evaluator = CaseEvaluator(project: project)
        let evaluations = try project.loadSpecs().map { spec in
            try evaluator.evaluate(spec, on: spec.devices(default: project.config.devices)[0])
        }
        cases = PreviewExport(project: project).cases(evaluations)
    }

    /// Debian's Font Awesome when installed (scripts/setup), else nil: symbols drawn as placeholders.
    let symbols = SymbolFont.installed()

    func page(_ c: PreviewCase, symbols: Bool = true) -> String {
        PreviewWriter(outlines: outlines, symbols: symbols ? self.symbols : nil).page(c)
    }
}

/// Non-overlapping occurrences of `needle`.
func count(_ needle: String, in haystack: String) -> Int {
    let n = Array(needle.utf8), h = Array(haystack.utf8)
    guard let first = n.first, n.count <= h.count else { return 0 }
    var found = 0, i = 0
    while i <= h.count - n.count {
        if h[i] == first, h[i..<i + n.count].elementsEqual(n) { found += 1; i += n.count } else { i += 1 }
    }
    return found
}

/// Truncated, visible text nodes of a frame tree: where a page must draw a truncation mark.
func truncatedTexts(_ root: LaidOutNode) -> Int {
    ElementTree(root: root).entries.filter { !$0.hidden && $0.laid.text?.truncated == true }.count
}

/// A spec given as YAML evaluated on its first device at all 12 categories, as `layoutcheck preview` would draw it.
func previewCase(yaml: String, file: String = "layouts/drawn.yaml") throws -> PreviewCase {
    let project = Bundled.shared.project
    let spec = try SpecLoader.decode(yaml: yaml, file: file)
    let evaluation = try CaseEvaluator(project: project).evaluate(spec, on: spec.devices(default: project.config.devices)[0])
    var c = try XCTUnwrap(PreviewExport(project: project).cases([evaluation]).first)
    c.golden = nil
    return c
}
