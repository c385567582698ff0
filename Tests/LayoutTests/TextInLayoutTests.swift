import Testing
import Layout

/// Text as the layout sees it: the measurement for its final proposal ends up in the frame tree.
@Suite struct TextInLayoutTests {
    @Test func textTruncatesUnderABoundedHeight() {
        let root = text("one two three four five", id: "t").frame("f", width: 100, height: 45)
        let tree = layout(root, width: 393)
        let t = tree["t"]?.text
        #expect(t?.lines.map(\.text) == ["one two", "three fou…"])
        #expect(t?.truncated == true)
        #expect(t?.truncationCause == .height)
        #expect(tree["t"]?.frame.height == 40)
    }

    @Test func lineLimitTruncatesInAStack() {
        let root = vstack(spacing: 0, text("one two three four five", id: "t", lineLimit: 1))
        let tree = layout(root, width: 100)
        #expect(tree["t"]?.text?.lines.map(\.text) == ["one two t…"])
        #expect(tree["t"]?.text?.truncationCause == .lineLimit)
    }

    @Test func minimumScaleFactorShrinksBeforeTruncating() {
        let root = text("Hello world", id: "t", lineLimit: 1, minimumScaleFactor: 0.5).frame(width: 88)
        let t = layout(root, width: 393)["t"]?.text
        #expect(t?.truncated == false)
        #expect(t?.lines.count == 1)
        #expect(t.map { $0.effectiveFontSize < 17 && $0.effectiveFontSize >= 8.5 } == true)
    }

    @Test func everyElementIncludingModifiersIsInTheFrameTreeWithItsProposal() {
        let root = vstack("s", spacing: 0, text("Hi", id: "t").padding(4, id: "p").frame("f", maxWidth: .infinity))
        let tree = layout(root, width: 200)
        var ids: [String] = []
        tree.forEach { node, _ in if let id = node.node.id { ids.append(id) } }
        #expect(ids == ["s", "f", "p", "t"])
        #expect(tree["f"]?.proposal == ProposedSize(width: 200, height: nil))
        #expect(tree["p"]?.proposal == ProposedSize(width: 200, height: nil))
        #expect(tree["t"]?.proposal == ProposedSize(width: 192, height: nil))
        #expect(tree["t"]?.frame == Rect(x: 90, y: 4, width: 20, height: 20))
    }
}
