import Testing
@testable import SwiftUISource

/// An integer literal beside an expression of a written floating-point type takes that type, as Swift's type
/// inference gives it. The expected texts are what Swift 6.3 prints for the same code compiled natively.
@Suite struct LiteralContextTypeTests {
    @Test func nilCoalescingGivesTheLiteralTheLeftSidesType() throws {
        let texts = try laidTexts("""
        struct Review { var stars: Double = 2; var weight: Float? = nil }
        #Preview {
            let rating: Double? = nil
            let review: Review? = nil
            let kept = Review()
            return Text(verbatim: "\\(rating ?? 0) \\(rating ?? -1) \\(review?.stars ?? 0) \\(kept.weight ?? 0) \\(Review().weight ?? 1)")
        }
        """)
        #expect(texts == ["0.0 -1.0 0.0 0.0 1.0"])
    }

    @Test func aTernarysLiteralBranchTakesTheOtherBranchsType() throws {
        let texts = try laidTexts("""
        #Preview {
            let flag = true, d = 2.5
            let xs: [Double] = []
            let average = xs.isEmpty ? 0 : xs.reduce(0, +) / Double(xs.count)
            let count = xs.isEmpty ? 0 : xs.count
            return Text(verbatim: "\\(flag ? 1 : d) \\(average) \\(count)")
        }
        """)
        #expect(texts == ["1.0 0.0 0"])
    }

    @Test func reducingAnEmptyDoubleArrayAndDictionaryDefaultsAreDoubles() throws {
        let texts = try laidTexts("""
        #Preview {
            let prices: [Double] = []
            var totals: [String: Double] = [:]
            totals["a", default: 0] += 2
            totals["c"] = 3
            return Text(verbatim: "\\(prices.reduce(0, +)) \\(totals["a"]!) \\(totals["b", default: 0]) \\(totals["c"]!)")
        }
        """)
        #expect(texts == ["0.0 2.0 0.0 3.0"])
    }

    @Test func aLocalizedKeyFormatsTheCoalescedDoubleWithLf() throws {
        let texts = try laidTexts("""
        #Preview { let score: Double? = nil; return Text("Score \\(score ?? 0)") }
        """)
        #expect(texts == ["Score 0.000000"])
    }
}
