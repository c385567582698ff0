import DynamicType
import Layout
import Testing

/// `.position(x:y:)`, as SwiftUI lays it out: the view takes what it is offered (the child's size on an axis offered
/// nothing), and its child, offered that size, is centred on the point.
@Suite struct PositionTests {
    func positioned(_ n: ViewNode, x: Double, y: Double, id: String? = nil) -> ViewNode {
        ViewNode(.position(Point(x: x, y: y), n), id: id)
    }

    @Test func aPositionedBadgeIsCentredOnItsPointInsideTheOfferedFrame() throws {
        // Text("New").position(x: 60, y: 20) in a 200 × 100 frame.
        let laid = layout(positioned(text("New", id: "badge"), x: 60, y: 20, id: "position").frame(width: 200, height: 100),
                          width: 390)
        #expect(try #require(laid["position"]).frame == Rect(x: 0, y: 0, width: 200, height: 100))
        #expect(try #require(laid["badge"]).frame == Rect(x: 45, y: 10, width: 30, height: 20))
    }

    @Test func onAnAxisOfferedNothingThePositionViewIsItsChildsSize() throws {
        // In a VStack in a scroll view (height open), the position view is as tall as its text.
        let laid = layout(vstack(nil, positioned(text("Label", id: "label"), x: 30, y: 10, id: "position")), width: 300)
        let position = try #require(laid["position"]).frame
        #expect(position.size == Size(width: 300, height: 20))
        #expect(try #require(laid["label"]).frame == Rect(x: 5, y: 0, width: 50, height: 20))
    }

    @Test func aLongTextIsOfferedThePositionViewsWidthAndWraps() throws {
        let laid = layout(positioned(text("A long caption here", id: "caption"), x: 50, y: 50).frame(width: 100, height: 100),
                          width: 390)
        let caption = try #require(laid["caption"]).frame
        #expect(caption.width <= 100)
        #expect(caption.height == 60, "three lines of 20 pt: A long / caption / here")
        #expect(caption.minY + caption.height / 2 == 50)
    }
}
