import DynamicType
import Layout
@testable import Specs
@testable import ViewModel
import Testing

/// `imageScale`: SF Symbols drawn at Apple's small (≈ 0.8×) or large (≈ 1.3×) scale of the medium box.
@Suite struct ImageScaleTests {
    func symbol(_ scale: String?) throws -> Size? {
        let modifier = scale.map { "\n  imageScale: \($0)" } ?? ""
        return try body(try spec("body:\n  symbol: star\(modifier)")).symbolSize
    }

    @Test func largeScaleIsThirtyPercentLargerRoundedToThePixel() throws {
        let medium = try #require(try symbol(nil))
        let large = try #require(try symbol("large"))
        #expect(large.width == ((medium.width * 1.3) * 3 - 1e-6).rounded(.up) / 3)
        #expect(large.height > medium.height)
    }

    @Test func smallScaleIsTwentyPercentSmaller() throws {
        let medium = try #require(try symbol("medium"))
        let small = try #require(try symbol("small"))
        #expect(small.width < medium.width && small.width >= medium.width * 0.8 - 0.34)
    }

    @Test func theScaleIsInheritedByTheSymbolsInside() throws {
        let s = try spec("""
        body:
          hstack:
            - label: {title: Favourites, systemImage: star}
          imageScale: large
        """)
        let large = try #require(try symbol("large"))
        #expect(try body(s).children.first?.children.first?.symbolSize == large)
    }

    @Test func anUnknownScaleIsAnError() {
        #expect(errors("body:\n  symbol: star\n  imageScale: huge").contains { $0.message.contains("huge") })
    }
}
