import Testing
@testable import TextEngine

/// SF has no hard step at 20 pt since iOS 14 (WWDC20 session 10175): the stand-in's widths must vary smoothly with
/// size too, or every text from 20 pt up is measured too narrow.
@Suite struct SmoothSystemFontTests {
    static let texts = ["The Hitchhiker's Guide to the Galaxy", "Continue reading", "Bibliotheksverwaltung",
                        "Page 1,204 of 2,311 · Chapter 14", "WWWWWWWW", "iiiiiiii lllll", "12,345.67 km"]

    @Test(arguments: [400.0, 600.0, 700.0])
    func naturalWidthNeverShrinksAndNeverJumpsAsTheSizeGrows(weight: Double) throws {
        let engine = TextEngine(fonts: try FontLibrary.bundled(directory: Fixtures.fonts))
        for text in Self.texts {
            var previous: Double?
            for step in 0...296 {  // 6 pt to 80 pt in 0.25 pt steps
                let size = 6 + Double(step) * 0.25
                let width = try engine.measure(TextRequest(text, size: size, weight: weight)).naturalWidth
                if let previous {
                    #expect(width >= previous, "\(text) at \(size) pt, weight \(weight)")
                    #expect(width < previous * 1.05, "\(text) jumps at \(size) pt, weight \(weight)")
                }
                previous = width
            }
        }
    }

    @Test func trackingFollowsInterDynamicMetrics() {
        // tracking(em) = −0.0223 + 0.185·e^(−0.1745·size): open below about 12 pt, tighter above.
        #expect(abs(Tracking.interDynamic.em(at: 12) - 0.000491) < 1e-6)
        #expect(Tracking.interDynamic.em(at: 17) < 0 && Tracking.interDynamic.em(at: 28) < Tracking.interDynamic.em(at: 17))
        #expect(Tracking.none.em(at: 17) == 0)
    }
}
