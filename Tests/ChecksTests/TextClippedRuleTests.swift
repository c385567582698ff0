import Checks
import Layout
import Testing

@Suite struct TextClippedRuleTests {
    @Test func textTallerThanTheFixedFrameAroundItIsNotClipped() {
        // SwiftUI draws it over its neighbours; no pixel is cut.
        let title = text(id: "title", frame: rect(0, -11, 200, 44), lines: 2)
        let root = vstack(frame: rect(0, 0, 361, 22), [framed(Frame(height: 22), frame: rect(0, 0, 200, 22), title)])
        #expect(findings(RuleID.textClipped, root).isEmpty)
    }

    @Test func childrenInsideTheirStackDoNotFire() {
        let root = vstack(frame: rect(0, 0, 361, 44), [
            text(frame: rect(0, 0, 361, 22)), text(frame: rect(0, 22, 100, 22)),
        ])
        #expect(findings(RuleID.textClipped, root).isEmpty)
    }

    @Test func aChildWiderThanItsStackButOnScreenIsNotClipped() {
        let root = vstack(id: "card", frame: rect(0, 0, 300, 44), [text(id: "wide", frame: rect(0, 0, 320, 22))])
        #expect(findings(RuleID.textClipped, root).isEmpty)
    }

    @Test func firesForTextRunningOffTheScreen() throws {
        // 393 pt screen, 16 pt insets: the screen's right edge is at x = 377 in root coordinates.
        let root = hstack(frame: rect(0, 0, 400, 22), [text(id: "long", frame: rect(0, 0, 400, 22))])
        let f = try #require(findings(RuleID.textClipped, root, context(insets: 16)).first)
        #expect(f.measured == .points(23))
        #expect(f.cause.contains("right edge"))
    }

    @Test func ignoresHiddenSubtrees() {
        let root = vstack(frame: rect(0, 0, 300, 44), [hidden(text(id: "ghost", frame: rect(0, 0, 500, 22)))])
        #expect(findings(RuleID.textClipped, root).isEmpty)
    }

    @Test func ignoresOverflowWithinTheTolerance() {
        let root = vstack(frame: rect(0, 0, 300, 44), [text(frame: rect(0, 0, 300.3, 22))])
        #expect(findings(RuleID.textClipped, root).isEmpty)
    }
}

@Suite struct ContentOverflowRuleTests {
    @Test func firesWhenContentIsWiderThanTheScreenLessInsets() throws {
        let root = hstack(id: "row", frame: rect(0, 0, 380, 44), [text(id: "title", frame: rect(0, 0, 380, 22))])
        let f = try #require(findings(RuleID.contentOverflow, root, context(insets: 16)).first)
        #expect(f.element == "row")
        #expect(f.measured == .points(380))
        #expect(f.required == .points(361))
        #expect(f.cause.contains("furthest out: title (19 pt past the edge)"))
    }

    @Test func doesNotFireWhenContentFits() {
        let root = hstack(frame: rect(0, 0, 361, 44), [text(frame: rect(0, 0, 361, 22))])
        #expect(findings(RuleID.contentOverflow, root, context(insets: 16)).isEmpty)
    }
}
