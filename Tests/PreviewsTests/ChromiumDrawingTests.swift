import Foundation
import Previews
import XCTest

/// What a designer sees in Chromium: the view's own colours, in light and in dark appearance.
final class ChromiumDrawingTests: XCTestCase {
    /// secondaryLabel over the screen: #3C3C43 at 60 % on white, #EBEBF5 at 60 % on black.
    static let secondaryOnWhite: (UInt8, UInt8, UInt8) = (138, 138, 142)
    static let secondaryOnBlack: (UInt8, UInt8, UInt8) = (141, 141, 147)
    static let blueLight: (UInt8, UInt8, UInt8) = (0, 122, 255)
    static let blueDark: (UInt8, UInt8, UInt8) = (10, 132, 255)

    func testSecondaryTextAndABlueFillAreDrawnInTheirColours() throws {
        let light = try shot(DrawingTests.drawnSpec, fragment: nil)
        XCTAssertGreaterThan(light.count(Self.secondaryOnWhite, tolerance: 4), 500, "secondary text drawn in secondaryLabel")
        XCTAssertGreaterThan(light.count(Self.blueLight, tolerance: 2), 20_000, "the Color bar in systemBlue")
        XCTAssertLessThan(light.count(Self.blueDark, tolerance: 2), 100, "no dark-appearance blue in light")
    }

    func testDarkAppearanceDrawsDarkValues() throws {
        let dark = try shot(DrawingTests.drawnSpec, fragment: "dark")
        XCTAssertGreaterThan(dark.count(Self.blueDark, tolerance: 2), 20_000, "systemBlue's dark value")
        XCTAssertLessThan(dark.count(Self.blueLight, tolerance: 2), 100)
        XCTAssertGreaterThan(dark.count(Self.secondaryOnBlack, tolerance: 4), 500, "secondaryLabel's dark value on black")
        XCTAssertGreaterThan(dark.count((0, 0, 0), tolerance: 0), 50_000, "systemBackground is black in dark")
    }

    func testHeartFillIsARedGlyphNotAnOutline() throws {
        guard Bundled.shared.symbols != nil else { throw XCTSkip("\(SymbolFont.debianPackage) is not installed") }
        let red: (UInt8, UInt8, UInt8) = (255, 59, 48)
        let glyphs = try shot(SymbolTests.heartSpec, fragment: nil)
        let placeholders = try shot(SymbolTests.heartSpec, fragment: nil, symbols: false)
        XCTAssertGreaterThan(glyphs.count(red, tolerance: 3), 2_000, "12 filled hearts in systemRed")
        XCTAssertLessThan(placeholders.count(red, tolerance: 3), glyphs.count(red, tolerance: 3) / 4,
                          "a placeholder is a dashed outline, not a filled glyph")
    }

    private func shot(_ yaml: String, fragment: String?, symbols: Bool = true) throws -> PNGImage {
        let chromium = try ChromiumScreenshotTests.chromium()
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("chromium-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        return try ChromiumScreenshotTests.screenshot(Bundled.shared.page(try previewCase(yaml: yaml), symbols: symbols), chromium: chromium,
                                                      in: dir, name: "drawn", fragment: fragment)
    }
}
