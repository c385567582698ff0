import TextEngine
import XCTest

final class GlyphOutlinesTests: XCTestCase {
    func testShapesLikeTheEngineAndDrawsVariations() throws {
        let fonts = try FontLibrary.bundled(directory: repositoryRoot + "/fonts")
        let engine = TextEngine(fonts: fonts)
        let outlines = try GlyphOutlines(fonts: fonts)
        let text = "Continue reading…"
        let line = try outlines.shapeLine(text, family: nil, size: 17, weight: 400)
        XCTAssertEqual(line.glyphs.count, text.count)  // Latin: one glyph per character, the ellipsis included
        // The advance matches the engine's measured width for the same text, size and weight.
        let measured = try engine.measure(TextRequest(text, size: 17))
        XCTAssertEqual(line.advance * 17 / Double(line.unitsPerEm), measured.width, accuracy: 0.01)

        let regular = try outlines.pathData(line.glyphs[0].key)
        XCTAssertTrue(regular.hasPrefix("M") && regular.hasSuffix("Z"), regular)
        // Bold: same glyph id, a different point of the wght axis, so a different outline.
        let bold = try outlines.shapeLine("C", family: nil, size: 17, weight: 700)
        XCTAssertEqual(bold.glyphs[0].key.glyph, line.glyphs[0].key.glyph)
        XCTAssertNotEqual(try outlines.pathData(bold.glyphs[0].key), regular)
        // A space has no outline; each outline is decomposed once.
        let space = try outlines.shapeLine(" ", family: nil, size: 17, weight: 400)
        XCTAssertEqual(try outlines.pathData(space.glyphs[0].key), "")
        let before = outlines.cachedGlyphCount
        _ = try outlines.pathData(line.glyphs[0].key)
        XCTAssertEqual(outlines.cachedGlyphCount, before)
    }

    func testRightToLeftTextIsDrawnInItsFallbackFaceInVisualOrder() throws {
        let outlines = Bundled.shared.outlines
        let text = "مرحبا Anna"
        let line = try outlines.shapeLine(text, family: nil, size: 17, weight: 400, language: "ar")
        var request = TextRequest(text, size: 17)
        request.language = "ar"
        let measured = try Bundled.shared.project.measurer.engine.measure(request)
        XCTAssertEqual(line.advance * 17 / Double(line.unitsPerEm), measured.width, accuracy: 0.01)
        // A right-to-left paragraph: the Latin name (in Inter) is drawn leftmost, the Arabic word (in the fallback face,
        // scaled from its own units to Inter's) to their right.
        let first = try XCTUnwrap(line.glyphs.first), last = try XCTUnwrap(line.glyphs.last)
        XCTAssertEqual(first.scale, 1)
        XCTAssertNotEqual(last.scale, 1)
        XCTAssertNotEqual(first.key.face, last.key.face)
        XCTAssertTrue(try outlines.pathData(last.key).hasPrefix("M"))
    }
}
