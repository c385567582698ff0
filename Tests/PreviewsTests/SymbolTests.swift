import Foundation
@testable import Previews
import XCTest

/// SF Symbols drawn with an open icon font's glyphs where the map names one, placeholders elsewhere.
final class SymbolTests: XCTestCase {
    static let heartSpec = """
    name: Hearts
    devices: [iphone-16]
    body:
      hstack:
        - symbol: heart.fill
          font: largeTitle
          foregroundStyle: red
        - symbol: not.a.real.symbol
          font: largeTitle
    """

    func testTheMapCoversAtLeastTwoHundredCommonSymbols() {
        XCTAssertGreaterThanOrEqual(SymbolMap.entries.count, 200)
        for name in ["chevron.right", "arrow.left", "heart.fill", "star", "person", "gear", "bell", "trash", "plus",
                     "xmark", "checkmark", "magnifyingglass"] {
            XCTAssertNotNil(SymbolMap.codePoint(for: name), name)
        }
    }

    func testEveryCodePointIsTheStylesheetsGlyphOfThatName() throws {
        let css = "/usr/share/fonts-font-awesome/css/font-awesome.css"
        guard let text = try? String(contentsOfFile: css, encoding: .utf8) else {
            throw XCTSkip("\(SymbolFont.debianPackage) is not installed: run scripts/setup")
        }
        for entry in SymbolMap.entries {
            let rule = ".fa-\(entry.fontAwesome):before"
            guard let at = text.range(of: rule) else { XCTFail("no \(rule) in the stylesheet"); continue }
            let content = text[at.upperBound...].prefix(200)
            XCTAssertTrue(content.contains("\\\(String(entry.codePoint, radix: 16))\""), "\(entry.symbol) → \(entry.fontAwesome)")
        }
    }

    func testEveryMappedGlyphHasAnOutline() throws {
        let font = try XCTUnwrap(Bundled.shared.symbols, "\(SymbolFont.debianPackage) is not installed")
        for entry in SymbolMap.entries {
            let glyph = try XCTUnwrap(font.glyph(entry.codePoint), entry.symbol)
            let key = try XCTUnwrap(glyph.glyphs.first?.key)
            XCTAssertNotEqual(key.glyph, 0, "\(entry.symbol): no glyph for U+\(String(entry.codePoint, radix: 16))")
            XCTAssertFalse(try font.outlines.pathData(key).isEmpty, entry.symbol)
        }
    }

    func testAMappedSymbolIsDrawnAsAGlyphAndAnUnknownOneAsAPlaceholder() throws {
        guard Bundled.shared.symbols != nil else { throw XCTSkip("\(SymbolFont.debianPackage) is not installed") }
        let page = Bundled.shared.page(try previewCase(yaml: Self.heartSpec))
        XCTAssertEqual(count("class=\"sym-missing\"", in: page), 12, "the unknown symbol, once per category")
        XCTAssertEqual(count("var(--ios-systemRed,#ff3b30)\" transform=", in: page), 12, "the heart glyph, in red")
        XCTAssertFalse(page.contains("drawn as dashed placeholders"))
    }

    func testWithoutTheFontEverySymbolIsAPlaceholderAndThePageSaysSo() throws {
        let page = Bundled.shared.page(try previewCase(yaml: Self.heartSpec), symbols: false)
        XCTAssertEqual(count("class=\"sym-missing\"", in: page), 24)
        XCTAssertTrue(page.contains("apt-get install fonts-font-awesome"))
    }
}
