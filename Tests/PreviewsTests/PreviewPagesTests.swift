import Checks
import DynamicType
import Foundation
import LayoutCheckKit
import Previews
import Snapshots
import XCTest

final class PreviewPagesTests: XCTestCase {
    /// Every bundled spec (first device, every variant, all 12 categories): 12 panels per variant, a truncation
    /// mark for every truncated text of the frame trees, each glyph defined once, nothing loaded from outside.
    func testEveryBundledSpecRendersItsPanelsAndMarks() throws {
        let bundled = Bundled.shared
        XCTAssertGreaterThanOrEqual(bundled.cases.count, 14)
        var marks = 0
        for c in bundled.cases {
            let page = bundled.page(c)
            let name = c.pageName
            XCTAssertTrue(c.variants.allSatisfy { $0.panels.count == 12 }, name)
            XCTAssertEqual(count("<figure class=\"panel", in: page), c.variants.count * 12, name)
            for category in ContentSizeCategory.allCases {
                XCTAssertEqual(count("data-category=\"\(category.shortName)\"", in: page), c.variants.count, name)
            }
            let truncated = c.variants.flatMap(\.panels).map { truncatedTexts($0.root) }.reduce(0, +)
            XCTAssertEqual(count("class=\"trunc\"", in: page), truncated, "\(name): one mark per truncated text")
            marks += truncated

            // Offline: no URL, stylesheet, image or script from anywhere else.
            for external in ["http:", "https:", "@import", "<link", "<img", "src=", "<iframe", "<object"] {
                XCTAssertEqual(count(external, in: page), 0, "\(name) contains \(external)")
            }
            XCTAssertEqual(count("url(", in: page), count("url(#", in: page), "\(name): url() only for its own clip paths")
            XCTAssertEqual(count("href=\"", in: page), count("href=\"#", in: page) + count("href=\"index.html\"", in: page),
                           "\(name): links only within the page and to the index")
            // Glyph dedup: every outline defined once, every <use> refers to a definition.
            let defined = matches(#"<path id="([^"]+)""#, in: page)
            XCTAssertEqual(defined.count, Set(defined).count, name)
            let used = Set(matches(##"<use href="#(g[^"]+)""##, in: page))
            XCTAssertEqual(used, Set(defined), name)
            XCTAssertGreaterThan(count("<use href=\"#g", in: page), defined.count * 3, "\(name): glyphs are reused")
            XCTAssertLessThan(page.utf8.count, 1_200_000, "\(name) is too big")
        }
        XCTAssertGreaterThan(marks, 20, "the bundled specs truncate somewhere; the marks must show it")
    }

    /// A golden that differs at one category: that category appears golden (wireframe) beside current, and only it.
    func testChangedCategoriesShowGoldenBesideCurrent() throws {
        let bundled = Bundled.shared
        var c = try XCTUnwrap(bundled.cases.first { $0.spec == "SearchResultRow" })
        var variants: [String: [CategoryResult]] = [:]
        for v in c.variants { variants[v.name] = v.panels.map { CategoryResult(category: $0.category, root: $0.root, findings: $0.findings) } }
        var golden = Golden(spec: c.spec, device: c.device, engineVersion: "test", fontHashes: [:], variants: variants)
        c.golden = golden
        XCTAssertFalse(bundled.page(c).contains("id=\"changes\""), "a golden equal to the run shows no changes")

        // The golden says the title was one line, untruncated, at AX3.
        let first = c.variants[0].name
        let ax3 = ContentSizeCategory.accessibility3.rawValue
        var category = golden.variants[first]!.categories[ax3]
        let title = try XCTUnwrap(category.elements.keys.first { $0.hasSuffix("result-title") })
        category.elements[title]!.truncated = !(category.elements[title]!.truncated ?? false)
        golden.variants[first]!.categories[ax3] = category
        c.golden = golden
        let page = bundled.page(c)
        XCTAssertTrue(page.contains("id=\"changes\""))
        XCTAssertEqual(count("<figure class=\"golden\"", in: page), 1)
        XCTAssertEqual(count("<figure class=\"current changed\"", in: page), 1)
        XCTAssertTrue(page.contains("<use href=\"#p0-AX3\"/>"), "the current side reuses the row's AX3 drawing")
        XCTAssertTrue(page.contains("<g id=\"p0-AX3\">"))
        XCTAssertTrue(page.contains("result-title"), page.prefix(2000).description)
    }

    /// The folder: pages, an index linking each, and (with rsvg-convert) a PNG contact sheet per spec.
    func testWritesFolderWithIndexAndContactSheet() throws {
        let bundled = Bundled.shared
        let cases = bundled.cases.filter { ["Toast", "SearchResultRow"].contains($0.spec) }
        XCTAssertEqual(cases.count, 2)
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("previews-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        let png = Rasterizer.locate() != nil
        let output = try PreviewWriter(outlines: bundled.outlines).write(cases, to: dir, png: png)
        let index = try String(contentsOf: output.index, encoding: .utf8)
        for c in cases {
            XCTAssertTrue(FileManager.default.fileExists(atPath: dir.appendingPathComponent(c.pageName).path))
            XCTAssertTrue(index.contains("href=\"\(c.pageName)\""))
        }
        guard png else {
            print("note: rsvg-convert missing (Debian librsvg2-bin; scripts/test installs it): contact sheets not checked")
            return
        }
        for c in cases {
            let data = try Data(contentsOf: dir.appendingPathComponent(c.slug + ".png"))
            let image = try PNGImage(data: data)
            XCTAssertGreaterThan(image.width, 600)
            XCTAssertLessThan(data.count, 400_000, "\(c.slug).png should fit a pull-request comment")
            XCTAssertTrue(index.contains("href=\"\(c.slug).png\""))
        }
        // SearchResultRow truncates: its contact sheet shows red marks.
        let sheet = try PNGImage(data: Data(contentsOf: dir.appendingPathComponent("search_result_row.png")))
        XCTAssertGreaterThan(sheet.count(PreviewColour.truncationRGB), 50)
    }
}

func matches(_ pattern: String, in text: String) -> [String] {
    let regex = try! NSRegularExpression(pattern: pattern)
    return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
        Range($0.range(at: 1), in: text).map { String(text[$0]) }
    }
}
