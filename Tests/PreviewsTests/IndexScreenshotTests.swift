import Foundation
import Previews
import XCTest

/// The index as a designer opens it in Chromium: previews that were not checked are listed, with why.
final class IndexScreenshotTests: XCTestCase {
    func testIndexShowsPreviewsNotEvaluatedWithTheirReasons() throws {
        let chromium = try ChromiumScreenshotTests.chromium()
        var checked = try XCTUnwrap(Bundled.shared.cases.first)
        checked.golden = nil  // no "changed" status, drawn in the same red as "not evaluated"
        let unchecked = [
            UncheckedPreview(name: "Map.swift › Map", file: "Views/Map.swift", line: 3, device: "iphone-se", status: .notEvaluated,
                             reason: "`Canvas` is not modelled by layoutcheck yet (Views/Map.swift:4)"),
            UncheckedPreview(name: "Feed.swift › Feed", file: "Views/Feed.swift", line: 9, device: nil, status: .skipped,
                             reason: "needs the network"),
        ]
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("index-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        let writer = PreviewWriter(outlines: Bundled.shared.outlines)
        let listed = try writer.write([checked], unchecked: unchecked, to: dir.appendingPathComponent("listed"), png: false)
        let plain = try writer.write([checked], to: dir.appendingPathComponent("plain"), png: false)
        let html = try String(contentsOf: listed.index, encoding: .utf8)
        XCTAssertTrue(html.contains("`Canvas` is not modelled by layoutcheck yet (Views/Map.swift:4)"))
        XCTAssertTrue(html.contains("skipped (baseline)") && html.contains("needs the network"))

        let shown = try ChromiumScreenshotTests.screenshot(html, chromium: chromium, in: dir, name: "listed")
        let control = try ChromiumScreenshotTests.screenshot(try String(contentsOf: plain.index, encoding: .utf8),
                                                             chromium: chromium, in: dir, name: "plain")
        // "not evaluated" and the "not checked" link are drawn in the status red; the index without them has none.
        XCTAssertGreaterThan(shown.count((179, 0, 27), tolerance: 12), 150, "not-evaluated previews are drawn")
        XCTAssertLessThan(control.count((179, 0, 27), tolerance: 12), 10)
    }

    func testNotesAreDrawnDottedApartFromErrorsAndCanBeHidden() throws {
        // An SF Symbol missing from the measured table: a note (its size is estimated), not an error.
        let c = try previewCase(yaml: "body: {vstack: {children: [{symbol: not.a.measured.symbol, id: icon}, {text: Hi, id: t}]}}\n")
        XCTAssertTrue(c.findings.contains { $0.rule == "symbol-size-estimated" && $0.severity == .note })
        let page = Bundled.shared.page(c)
        XCTAssertTrue(page.contains("class=\"finding-minor note\""), "the note's outline is dotted and grey")
        XCTAssertFalse(page.contains("<rect class=\"finding\""), "no error outline on a page with only notes")
        XCTAssertTrue(page.contains("Warnings and notes</label>"), "a switch hides them")
    }

    func testFocusModeClipsTheDrawingToItsTile() throws {
        let page = try Bundled.shared.page(XCTUnwrap(Bundled.shared.cases.first))
        XCTAssertTrue(page.contains(":root[data-focus] figure.panel{overflow:hidden}"))
    }
}
