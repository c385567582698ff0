import Foundation
import Previews
import XCTest

/// Pages draw what the view says: its colours, in the page's light or dark appearance.
final class DrawingTests: XCTestCase {
    static let drawnSpec = """
    name: Drawn
    devices: [iphone-16]
    body:
      vstack:
        alignment: leading
        spacing: 8
        children:
          - text: "Quiet words"
            font: largeTitle
            foregroundStyle: secondary
          - color: blue
            frame: {height: 40}
    """

    func testSecondaryTextIsDrawnInSecondaryLabel() throws {
        let page = Bundled.shared.page(try previewCase(yaml: Self.drawnSpec))
        XCTAssertEqual(count("var(--ios-secondaryLabel,rgba(60,60,67,.6))", in: page), 12, "the text, once per category")
        XCTAssertEqual(count("var(--ios-systemBlue,#007aff)", in: page), 12, "the blue Color, once per category")
    }

    func testPagesCarryLightAndDarkValuesOfEverySystemColour() throws {
        let page = Bundled.shared.page(try previewCase(yaml: Self.drawnSpec))
        XCTAssertTrue(page.contains("--ios-secondaryLabel:rgba(60,60,67,.6)"))
        XCTAssertTrue(page.contains("--ios-secondaryLabel:rgba(235,235,245,.6)"))
        XCTAssertTrue(page.contains("@media (prefers-color-scheme:dark)"))
        XCTAssertTrue(page.contains("<select id=\"scheme\""), "a switch between system, light and dark")
    }

    func testAnEmojiIsDrawnAsItsBitmapDefinedOnce() throws {
        let page = Bundled.shared.page(try previewCase(yaml: """
        name: Reaction
        devices: [iphone-16]
        body: {text: "Nice 👍"}
        """))
        XCTAssertEqual(count("href=\"data:image/png;base64,iVBORw0KGgo", in: page), 1, "one PNG, used at every size")
    }

    func testSamePageTwiceIsTheSameBytes() throws {
        let c = try previewCase(yaml: Self.drawnSpec)
        XCTAssertEqual(Bundled.shared.page(c), Bundled.shared.page(c))
    }
}
