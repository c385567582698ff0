import Layout
import ViewModel
import SwiftUISource
import Testing

/// A ScrollView's bounds and `offset` reach the resolved tree as drawing (`Presentation`), as `clipShape` does.
@Suite struct ClipAndOffsetEvaluationTests {
    @Test func aScrollViewClipsAcrossAtItsBounds() throws {
        let laid = try tree("#Preview { ScrollView { Text(\"A\") } }")
        let scroll = try #require(first(laid.body) { $0.presentation.clip != nil })
        #expect(scroll.presentation.clipContainer == .verticalScrollView)
        #expect(shape(scroll) == "frame(vstack(text \"A\"))")
    }

    @Test func scrollClipDisabledAboveAScrollViewLeavesItUnclipped() throws {
        let laid = try tree("#Preview { VStack { ScrollView(.horizontal) { Text(\"A\") } }.scrollClipDisabled() }")
        #expect(first(laid.body) { $0.presentation.clip != nil } == nil)
    }

    @Test func scrollClipDisabledFalseKeepsTheClip() throws {
        let laid = try tree("#Preview { ScrollView { Text(\"A\") }.scrollClipDisabled(false) }")
        #expect(first(laid.body) { $0.presentation.clipContainer == .verticalScrollView } != nil)
    }

    @Test func aListRowClipsItsContentToTheRow() throws {
        let laid = try tree("#Preview { List { Text(\"A\") } }")
        let row = try #require(first(laid.body) { $0.presentation.clipContainer == .listRow })
        #expect(shape(row) == "frame(padding(text \"A\"))")
    }

    @Test func anOffsetIsCarriedAsDrawing() throws {
        let laid = try tree("#Preview { Text(\"Sale\").offset(x: 4, y: -6) }")
        #expect(laid.body.presentation.offset == Point(x: 4, y: -6))
        #expect(shape(laid.body) == "text \"Sale\"", "the frame is where layout puts it")
    }

    @Test func offsetsWrittenInTurnAddUp() throws {
        let laid = try tree("#Preview { Text(\"Sale\").offset(y: -6).offset(x: 2) }")
        #expect(laid.body.presentation.offset == Point(x: 2, y: -6))
    }

    @Test func anOffsetNotKnownStaticallyStaysCosmetic() throws {
        let laid = try tree("#Preview { Text(\"Sale\").offset(CGSize(width: 4, height: 2)) }")
        #expect(laid.body.presentation.offset == nil)
    }

    @Test func aClipWrittenAfterAnOffsetStaysInTheFrame() throws {
        let laid = try tree("#Preview { Text(\"Sale\").offset(x: 4).clipped() }")
        #expect(laid.body.presentation.clip == .rectangle && laid.body.presentation.offset == nil)
        #expect(laid.body.children.first?.presentation.offset == Point(x: 4, y: 0))
    }
}
