import DynamicType
import Layout
import Testing

/// `aspectRatio(_:contentMode:)`, `scaledToFit()` and `scaledToFill()` on resizable images and symbols, as SwiftUI
/// sizes them: the largest size of the ratio inside the proposal (fit) or the smallest covering it (fill); the ratio
/// omitted is the view's own size.
@Suite struct AspectRatioTests {
    /// A 1200 × 800 photo (3:2), resizable.
    func photo(_ id: String = "photo") -> ViewNode {
        ViewNode(.image(name: id, size: Size(width: 1200, height: 800), resizable: true), id: id)
    }

    /// A resizable bell at a 22 × 20 box.
    func bell(_ id: String = "bell") -> ViewNode {
        ViewNode(.symbol(name: "bell", size: Size(width: 22, height: 20), resizable: true), id: id)
    }

    func fit(_ n: ViewNode, ratio: Double? = nil) -> ViewNode { ViewNode(.aspectRatio(AspectRatio(ratio: ratio, contentMode: .fit), n)) }
    func fill(_ n: ViewNode, ratio: Double? = nil) -> ViewNode { ViewNode(.aspectRatio(AspectRatio(ratio: ratio, contentMode: .fill), n)) }

    @Test func aHeaderPhotoScaledToFitTakesTheWholeWidthAndItsRatiosHeight() throws {
        // VStack { Image("header").resizable().scaledToFit(); Text(…) } in a column 360 wide, height open.
        let laid = layout(vstack(spacing: 0, fit(photo()), text("Spring sale")), width: 360)
        let frame = try #require(laid["photo"]).frame
        #expect(frame.size == Size(width: 360, height: 240))
    }

    @Test func scaledToFitInASquareFrameLeavesBandsAboveAndBelowAWidePhoto() throws {
        let laid = layout(fit(photo()).frame(width: 300, height: 300), width: 390)
        let frame = try #require(laid["photo"]).frame
        #expect(frame.size == Size(width: 300, height: 200))
        #expect(frame.minY == 50, "centred in the frame")
    }

    @Test func anAvatarScaledToFillCoversItsSquareFrameAndOverflowsItsSides() throws {
        // Image("portrait").resizable().scaledToFill().frame(width: 60, height: 60).clipShape(Circle())
        let laid = layout(fill(photo("avatar")).frame("frame", width: 60, height: 60), width: 390)
        let avatar = try #require(laid["avatar"]).frame
        #expect(avatar.size == Size(width: 90, height: 60))
        #expect(avatar.minX == -15, "centred: 15 pt past each side")
        #expect(try #require(laid["frame"]).frame.size == Size(width: 60, height: 60))
    }

    @Test func aGivenRatioReplacesTheImagesOwn() throws {
        // Image("banner").resizable().aspectRatio(16 / 9, contentMode: .fit) in a column 320 wide.
        let laid = layout(vstack(spacing: 0, fit(photo("banner"), ratio: 16.0 / 9)), width: 320)
        #expect(try #require(laid["banner"]).frame.size == Size(width: 320, height: 180))
    }

    @Test func aResizableSymbolScaledToFitFillsItsFrameOnItsLongerSide() throws {
        // Image(systemName: "bell").resizable().scaledToFit().frame(width: 28, height: 28)
        let laid = layout(fit(bell()).frame(width: 28, height: 28), width: 390)
        let frame = try #require(laid["bell"]).frame
        #expect(frame.width == 28)
        #expect(abs(frame.height - 28 * 20 / 22) < 1e-9)
    }

    @Test func aSymbolFitUnderAMaximumHeightIsThatTallNotItsFontsSize() throws {
        // Image(systemName: "star").resizable().aspectRatio(contentMode: .fit).frame(maxHeight: 50), full width.
        let star = ViewNode(.symbol(name: "star", size: Size(width: 65, height: 57), resizable: true), id: "star")
        let laid = layout(vstack(spacing: 0, fit(star).frame(maxHeight: 50)), width: 361, height: 800)
        let frame = try #require(laid["star"]).frame
        #expect(frame.height == 50)
        #expect(abs(frame.width - 50 * 65 / 57) < 1e-9)
    }

    @Test func aResizableSymbolWithoutAFrameFillsWhatItIsOffered() throws {
        let laid = layout(hstack(spacing: 0, bell()), width: 100, height: 40)
        #expect(try #require(laid["bell"]).frame.size == Size(width: 100, height: 40))
    }

    @Test func proposedNothingAnImageScaledToFitIsItsOwnSize() throws {
        let laid = layout(fit(photo()).fixedSize(), width: 390)
        #expect(try #require(laid["photo"]).frame.size == Size(width: 1200, height: 800))
    }

    @Test func aFixedSizeSymbolIgnoresTheRatioItIsProposed() throws {
        // Not resizable: a symbol keeps its box whatever it is offered, as SwiftUI's does.
        let fixed = ViewNode(.symbol(name: "bell", size: Size(width: 22, height: 20)), id: "bell")
        let laid = layout(fit(fixed).frame(width: 28, height: 28), width: 390)
        #expect(try #require(laid["bell"]).frame.size == Size(width: 22, height: 20))
    }
}

/// An image whose size the source does not give enters the layout only where it is asked its size with an axis
/// proposed nil (its ideal size, which `scaledToFit()` reads): elsewhere it fills what it is proposed.
@Suite struct UnknownImageSizeReadTests {
    let cover = ViewNode(.image(name: "cover", size: .zero, resizable: true), id: "cover")

    func reads(_ root: ViewNode) -> Bool {
        LayoutEngine(measurer: FixedAdvanceMeasurer(advance: 10, lineHeight: 20))
            .layout(root, proposal: ProposedSize(width: 390, height: nil)).readsUnknownImageSize
    }

    @Test func aCoverInAFixedFrameIsNotRead() {
        #expect(!reads(vstack(spacing: 8, cover.frame(width: 120, height: 180), text("Dune"))))
    }

    @Test func aCoverScaledToFitIsRead() {
        let fitted = ViewNode(.aspectRatio(AspectRatio(contentMode: .fit), cover))
        #expect(reads(vstack(spacing: 8, fitted.frame(height: 130), text("Dune"))))
    }
}
