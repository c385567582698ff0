import Checks
import Layout
import Testing

/// `text-clipped` by a ScrollView's and a List row's bounds, and texts taken where an `offset` draws them.
@Suite struct ContainerClipAndOffsetTests {
    /// A ScrollView `frame` holding one text of `textFrame`.
    private func scrollView(frame: Rect, textFrame: Rect, container: ClipContainer = .verticalScrollView) -> LaidOutNode {
        let title = text("A headline longer than the scroll view", id: "title", frame: textFrame)
        let node = ViewNode(.frame(Frame(maxWidth: .infinity), title.node), id: "feed",
                            presentation: Presentation(clip: .rectangle, clipContainer: container))
        return LaidOutNode(node: node, frame: frame, proposal: ProposedSize(width: frame.width, height: nil),
                           children: [title])
    }

    @Test func aTextWiderThanAScrollViewIsCutAtItsEdgeNamingTheScrollView() throws {
        let f = try #require(findings(RuleID.textClipped, scrollView(frame: rect(20, 0, 300, 100),
                                                                     textFrame: rect(20, 10, 340, 20))).first)
        #expect(f.element == "feed/title" && f.relatedElement == "feed")
        #expect(f.cause.hasPrefix("Cut by the bounds of the ScrollView feed (300 pt wide): its line"))
        #expect(f.measured == .points(40))
    }

    @Test func aTextRunningPastAScrollViewsBottomScrollsAndIsNotCut() {
        #expect(findings(RuleID.textClipped, scrollView(frame: rect(0, 0, 300, 100),
                                                        textFrame: rect(0, 90, 300, 60))).isEmpty)
    }

    @Test func aListRowCutsWhatRunsPastItsBottom() throws {
        let f = try #require(findings(RuleID.textClipped, scrollView(frame: rect(0, 0, 300, 52),
                                                                     textFrame: rect(0, 40, 300, 20),
                                                                     container: .listRow)).first)
        #expect(f.cause.hasPrefix("Cut by the List row feed (300×52 pt), which clips its content: its line"))
    }

    /// Two texts one above the other; `offset` on the second.
    private func pair(offset: Point?) -> LaidOutNode {
        let first = text("Summer reading", id: "title", frame: rect(0, 0, 200, 22))
        let second = text("12 books", id: "count", frame: rect(0, 30, 100, 22))
        let moved = LaidOutNode(node: ViewNode(second.node.kind, id: "count", presentation: Presentation(offset: offset)),
                                frame: second.frame, proposal: second.proposal, text: second.text)
        return vstack(frame: rect(0, 0, 300, 52), [first, moved])
    }

    @Test func aTextOffsetOverAnotherIsDrawnOverIt() throws {
        let f = try #require(findings(RuleID.textOverlap, pair(offset: Point(x: 0, y: -28))).first)
        #expect(f.element == "count" && f.relatedElement == "title")
    }

    @Test func theSameTextsWithoutTheOffsetDoNotOverlap() {
        #expect(findings(RuleID.textOverlap, pair(offset: nil)).isEmpty)
    }

    @Test func anOffsetOnAnAncestorMovesTheTextsInside() throws {
        let inner = pair(offset: nil)
        let second = inner.children[1]
        let wrapper = LaidOutNode(node: ViewNode(.padding(EdgeInsets(), second.node),
                                                 presentation: Presentation(offset: Point(x: 0, y: -28))),
                                  frame: second.frame, proposal: second.proposal, children: [second])
        let root = vstack(frame: inner.frame, [inner.children[0], wrapper])
        #expect(findings(RuleID.textOverlap, root).count == 1)
    }

    @Test func aTextOffsetOutOfAClippedFrameIsCut() throws {
        let title = text("Go", id: "badge", frame: rect(10, 10, 40, 20))
        let moved = LaidOutNode(node: ViewNode(title.node.kind, id: "badge", presentation: Presentation(offset: Point(x: 30, y: 0))),
                                frame: title.frame, proposal: title.proposal, text: title.text)
        let clip = LaidOutNode(node: ViewNode(.padding(EdgeInsets(all: 10), moved.node), id: "chip",
                                              presentation: Presentation(clip: .rectangle)),
                               frame: rect(0, 0, 60, 40), proposal: ProposedSize(width: 60, height: nil), children: [moved])
        let f = try #require(findings(RuleID.textClipped, clip).first)
        #expect(f.relatedElement == "chip" && f.measured == .points(20))
    }

    @Test func aClipMovesWithTheOffsetWrittenAfterIt() {
        // Clip and offset on one node: the clip was written first, so both move together.
        let title = text("Go", id: "badge", frame: rect(10, 10, 40, 20))
        let clip = LaidOutNode(node: ViewNode(.padding(EdgeInsets(all: 10), title.node), id: "chip",
                                              presentation: Presentation(clip: .rectangle, offset: Point(x: 30, y: 0))),
                               frame: rect(0, 0, 60, 40), proposal: ProposedSize(width: 60, height: nil), children: [title])
        #expect(findings(RuleID.textClipped, clip).isEmpty)
    }
}
