import DynamicType
import Foundation
@testable import Previews
import XCTest

/// Tiles a designer can read: one scale for every category, tags beside the drawing, one category large on demand.
final class ReadableTilesTests: XCTestCase {
    func testTagsSitInAGutterBesideTheScreenAndNeverOverlap() throws {
        let bundled = Bundled.shared
        var tagged = 0
        for c in bundled.cases {
            for variant in c.variants {
                for panel in variant.panels {
                    let sheet = GlyphSheet(outlines: bundled.outlines)
                    let drawing = PanelRenderer(sheet: sheet, screenWidth: c.screenWidth, breakpoints: [:]).render(panel)
                    let screenRight = c.screenWidth - panel.insets.leading
                    let contentRight = panel.root.frame.maxX
                    let tags = rects("tag", in: drawing.svg)
                    tagged += tags.count
                    for t in tags {
                        XCTAssertGreaterThanOrEqual(t.x, max(screenRight, contentRight), "\(c.spec) \(panel.category)")
                    }
                    for (a, b) in zip(tags.sorted { $0.y < $1.y }, tags.sorted { $0.y < $1.y }.dropFirst()) {
                        XCTAssertLessThanOrEqual(a.y + a.height, b.y, "\(c.spec) \(panel.category): tags overlap")
                    }
                    XCTAssertLessThanOrEqual(tags.map { $0.x + $0.width }.max() ?? 0, drawing.minX + drawing.width,
                                             "the tile grows to hold its tags")
                }
            }
        }
        XCTAssertGreaterThan(tagged, 50, "the bundled specs have truncations and branches to tag")
    }

    func testEveryCategoryIsDrawnAtOneScale() throws {
        let page = Bundled.shared.page(try XCTUnwrap(Bundled.shared.cases.first { $0.spec == "SearchResultRow" }))
        let svgs = matches(#"<svg class="p" viewBox="[-\d.]+ [-\d.]+ ([\d.]+) [\d.]+" width="([\d.]+)""#, in: page, groups: 2)
        XCTAssertGreaterThanOrEqual(svgs.count, 12)
        for pair in svgs { XCTAssertEqual(pair[0], pair[1], "one point is one pixel at zoom 1, in every tile") }
        XCTAssertTrue(page.contains("min=\"1\""), "the zoom never shrinks below one pixel a point")
    }

    func testOneCategoryCanBeShownLarge() throws {
        let page = Bundled.shared.page(try XCTUnwrap(Bundled.shared.cases.first))
        XCTAssertTrue(page.contains("<select id=\"focus\""))
        for category in ContentSizeCategory.allCases {
            XCTAssertTrue(page.contains(":root[data-focus=\(category.shortName)] .row figure.panel[data-category=\(category.shortName)]{display:block}"))
        }
    }

    private func rects(_ cls: String, in svg: String) -> [(x: Double, y: Double, width: Double, height: Double)] {
        matches(#"<rect class="\#(cls)" x="([-\d.]+)" y="([-\d.]+)" width="([\d.]+)" height="([\d.]+)""#, in: svg, groups: 4)
            .map { (Double($0[0])!, Double($0[1])!, Double($0[2])!, Double($0[3])!) }
    }

    private func matches(_ pattern: String, in text: String, groups: Int) -> [[String]] {
        let regex = try! NSRegularExpression(pattern: pattern)
        return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).map { m in
            (1...groups).map { String(text[Range(m.range(at: $0), in: text)!]) }
        }
    }
}
