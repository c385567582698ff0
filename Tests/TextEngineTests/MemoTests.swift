@testable import TextEngine
import Testing

/// The shaped text's memo, proven by its counter: re-shaped line ends are computed once for every size and width
/// that breaks at the same places, and grapheme boundaries come out as ICU gives them for any slice.
@Suite struct MemoTests {
    @Test func reshapedLineEndsAreReusedAcrossSizes() throws {
        let engine = try Fixtures.engine()
        let text = "Hello, world, Hello, world, Hello, world"
        func shaped() throws -> ShapedText {
            try engine.shape(text, face: try engine.fonts.face(family: nil, size: 17, weight: 700), weight: 700, size: 17)
        }
        let first = try engine.measure(TextRequest(text, size: 17, weight: 700, width: 60))
        let memo = try shaped().memo
        let hits = memo.advanceHits
        // Same cut, same break positions: every width scales with the size, so the font-unit advances repeat.
        let second = try engine.measure(TextRequest(text, size: 19, weight: 700, width: 60 * 19 / 17))
        #expect(memo.advanceHits > hits, "line ends re-shaped at 17 pt serve 19 pt")
        #expect(second.lines.map(\.text) == first.lines.map(\.text))
        for (a, b) in zip(first.lines, second.lines) { #expect(abs(a.width * 19 / 17 - b.width) < 1e-9) }
    }

    @Test func graphemeSlicesMatchICUOnTheSlice() throws {
        let engine = try Fixtures.engine()
        let text = "e\u{301}a🇩🇪🇫🇷b👩‍👩‍👧x naïve"
        let t = try engine.shape(text, face: try engine.fonts.face(family: nil, size: 17, weight: 400), weight: 400, size: 17)
        let all = t.graphemes(0, 0, t.paragraphs[0].count)
        for (i, a) in ([0] + all.dropLast()).enumerated() {
            for b in all[i...] {
                let direct = t.units.withUnsafeBufferPointer {
                    ICUBreaks.graphemes(UnsafeBufferPointer(rebasing: $0[a..<b])).map { $0 + a }
                }
                #expect(t.graphemes(0, a, b) == direct, "\(a)..<\(b)")
            }
        }
    }
}
