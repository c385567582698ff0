import Testing
import DynamicType

/// SF Symbol boxes as SwiftUI sizes them on iOS 26 (measured at 17 pt, scale medium, @3x).
@Suite struct SymbolSizeTests {
    @Test(arguments: [("star", 22.0, 20.0), ("chevron.right", 12.667, 16.667), ("house", 24, 19.667),
                      ("heart", 20.667, 17.333), ("checkmark.circle", 19.667, 19), ("gear", 21.333, 20.333),
                      ("ellipsis", 18.333, 5.333), ("square.and.arrow.up", 19, 22)])
    func measuredBoxesAtSeventeenPointsRegular(name: String, width: Double, height: Double) {
        let box = SymbolSizes.box(name, pointSize: 17, weight: 400, displayScale: 3)
        #expect(abs(box.width - width) < 0.001 && abs(box.height - height) < 0.001, "\(name): \(box)")
        #expect(box.measured)
    }

    @Test func semiboldIsItsOwnMeasurement() {
        let star = SymbolSizes.box("star", pointSize: 17, weight: 600, displayScale: 3)
        #expect(abs(star.width - 22.667) < 0.001 && star.height == 21)
    }

    @Test func filledVariantsShareTheOutlineBox() {
        #expect(SymbolSizes.box("heart.fill", pointSize: 17, weight: 400, displayScale: 3)
                == SymbolSizes.box("heart", pointSize: 17, weight: 400, displayScale: 3))
    }

    @Test func betweenMeasuredSizesTheBoxGrowsAndStaysOnThePixelGrid() {
        var previous = 0.0
        for size in stride(from: 6.0, through: 120, by: 0.5) {
            let box = SymbolSizes.box("star", pointSize: size, weight: 400, displayScale: 3)
            #expect(box.width >= previous, "\(size)")
            #expect(abs(box.width * 3 - (box.width * 3).rounded()) < 1e-9)
            previous = box.width
        }
    }

    @Test func twoXDisplaysRoundUpToHalfPoints() {
        // chevron.right at 17 pt is 12.667 × 16.667 on @3x: 13 × 17 on the @2x grid.
        let box = SymbolSizes.box("chevron.right", pointSize: 17, weight: 400, displayScale: 2)
        #expect(box.width == 13 && box.height == 17)
    }

    @Test func anUnmeasuredSymbolIsEstimatedAndSaysSo() {
        let box = SymbolSizes.box("books.vertical", pointSize: 17, weight: 400, displayScale: 3)
        #expect(!box.measured)
        #expect(box.width == SymbolSizes.box("circle", pointSize: 17, weight: 400, displayScale: 3).width)
    }
}
