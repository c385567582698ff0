import CheckSettings
import Checks
import Layout
import Testing

/// `text-overlap`: text drawn over another text or a control's hit target.
@Suite struct TextOverlapRuleTests {
    @Test func aTextDrawnOverAnotherIsReportedOnTheOneOnTopNamingTheOther() throws {
        let root = vstack(frame: rect(0, 0, 300, 60), [
            text("Summer reading", id: "title", frame: rect(0, 0, 200, 40)),
            text("12 books", id: "count", frame: rect(150, 10, 100, 20)),
        ])
        let f = try #require(findings(RuleID.textOverlap, root).first)
        #expect(f.element == "count" && f.relatedElement == "title")
        #expect(f.measured == .size(Size(width: 50, height: 17)))
        #expect(f.cause == "Its line 1 (\"12 books\") is drawn over line 1 of title (\"Summer reading\") by 50×17 pt.")
    }

    @Test func textsSideBySideAreNoFinding() {
        let root = hstack(frame: rect(0, 0, 300, 20), [
            text(id: "a", frame: rect(0, 0, 150, 20)), text(id: "b", frame: rect(150, 0, 150, 20)),
        ])
        #expect(findings(RuleID.textOverlap, root).isEmpty)
    }

    @Test func anOverlapOfLessThanAPixelIsNoFinding() {
        // 0.3 pt across at @3x: under one pixel.
        let root = hstack(frame: rect(0, 0, 300, 20), [
            text(id: "a", frame: rect(0, 0, 150.3, 20)), text(id: "b", frame: rect(150, 0, 150, 20)),
        ])
        #expect(findings(RuleID.textOverlap, root).isEmpty)
    }

    @Test func theLeadingAboveAndBelowALineHoldsNoInk() {
        // Lines 22 pt apart with 17 pt type: frames touching by 4 pt do not bring the em boxes together.
        let root = vstack(frame: rect(0, 0, 300, 40), [
            text(id: "a", frame: rect(0, 0, 200, 22)), text(id: "b", frame: rect(0, 18, 200, 22)),
        ])
        #expect(findings(RuleID.textOverlap, root).isEmpty)
    }

    @Test func textOverAnImageIsDesignNotAFinding() {
        let root = vstack(frame: rect(0, 0, 300, 120), [
            image(id: "cover", frame: rect(0, 0, 300, 120)), text(id: "title", frame: rect(16, 80, 200, 22)),
        ])
        #expect(findings(RuleID.textOverlap, root).isEmpty)
    }

    @Test func aTextOverAnotherControlsTargetIsReported() throws {
        let root = hstack(frame: rect(0, 0, 300, 44), [
            text("Delete all", id: "label", frame: rect(0, 11, 200, 22)), button("retry", frame: rect(180, 0, 44, 44)),
        ])
        let f = try #require(findings(RuleID.textOverlap, root).first)
        #expect(f.element == "label" && f.relatedElement == "retry")
        #expect(f.cause.contains("overlaps the hit target of retry (44×44 pt) by 20×17 pt"))
    }

    @Test func aButtonsOwnTitleIsNotOverItsTarget() {
        let title = text("Retry", frame: rect(10, 11, 60, 22))
        let buttonNode = LaidOutNode(node: ViewNode(.padding(EdgeInsets(all: 10), title.node), id: "retry", role: .button),
                                     frame: rect(0, 0, 80, 44), proposal: .unspecified, children: [title])
        #expect(findings(RuleID.textOverlap, hstack(frame: rect(0, 0, 80, 44), [buttonNode])).isEmpty)
    }

    @Test func aButtonWhoseTitleIsItsOnlyViewIsNotOverItsOwnTarget() {
        // `Button("Invite") {}` in a row: the text itself carries the button's role and target.
        let plain = text("Invite", id: "invite", frame: rect(240, 0, 42, 20))
        let titled = LaidOutNode(node: ViewNode(plain.node.kind, id: "invite", role: .button), frame: plain.frame,
                                 proposal: plain.proposal, text: plain.text)
        let row = hstack(frame: rect(0, 0, 300, 20), [text("Share your list", id: "share", frame: rect(0, 0, 200, 20)), titled])
        #expect(findings(RuleID.textOverlap, row).isEmpty)
    }

    @Test func hiddenTextIsNeverDrawnOver() {
        let root = vstack(frame: rect(0, 0, 300, 20), [
            text(id: "a", frame: rect(0, 0, 200, 20)), hidden(text(id: "b", frame: rect(0, 0, 200, 20))),
        ])
        #expect(findings(RuleID.textOverlap, root).isEmpty)
    }

    @Test func itsSeverityComesFromTheRulesSetting() throws {
        let root = vstack(frame: rect(0, 0, 300, 20), [text(id: "a", frame: rect(0, 0, 200, 20)), text(id: "b", frame: rect(0, 0, 200, 20))])
        #expect(try #require(findings(RuleID.textOverlap, root).first).severity == .error)
        let warn = context(rules: RuleConfiguration(severities: [RuleID.textOverlap: .warning]))
        #expect(try #require(findings(RuleID.textOverlap, root, warn).first).severity == .warning)
        #expect(findings(RuleID.textOverlap, root, context(rules: RuleConfiguration(disabled: [RuleID.textOverlap]))).isEmpty)
    }
}
