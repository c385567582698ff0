import Checks
import Layout
import Testing
import CheckSettings

@Suite struct HitTargetSmallRuleTests {
    @Test func firesForAButtonUnder44OnOneAxis() throws {
        let root = hstack(frame: rect(0, 0, 300, 44), [button("retry", frame: rect(0, 0, 40, 44))])
        let f = try #require(findings(RuleID.hitTargetSmall, root).first)
        #expect(f.measured == .size(Size(width: 40, height: 44)))
        #expect(f.required == .size(Size(width: 44, height: 44)))
        #expect(f.cause == "The button's hit target is 40×44 pt, under 44×44 pt.")
    }

    @Test func doesNotFireAt44By44() {
        let root = hstack(frame: rect(0, 0, 300, 44), [button("retry", frame: rect(0, 0, 44, 44))])
        #expect(findings(RuleID.hitTargetSmall, root).isEmpty)
    }

    @Test func aToggleIsMeasuredByItsSwitchNotItsLabel() throws {
        // Only the switch flips a Toggle on iOS: 61 pt wide whatever the label, as tall as the row.
        let row = toggle("motion", row: rect(0, 0, 300, 28))
        let f = try #require(findings(RuleID.hitTargetSmall, vstack(frame: rect(0, 0, 300, 28), [row])).first)
        #expect(f.measured == .size(Size(width: 61, height: 28)))
    }

    @Test func aToggleInARowAtLeast44TallPasses() {
        let inner = toggle("motion", row: rect(0, 8, 300, 28))
        let row = framed(Frame(minHeight: 44), frame: rect(0, 0, 300, 44), inner)
        #expect(findings(RuleID.hitTargetSmall, vstack(frame: rect(0, 0, 300, 44), [row])).isEmpty)
    }

    @Test func ignoresSmallElementsThatAreNotTappable() {
        let root = hstack(frame: rect(0, 0, 300, 44), [image(id: "icon", frame: rect(0, 0, 20, 20))])
        #expect(findings(RuleID.hitTargetSmall, root).isEmpty)
    }

    @Test func wcagExemptsAnIsolatedUndersizedTarget() {
        let root = hstack(frame: rect(0, 0, 300, 44), [button("close", frame: rect(0, 0, 20, 20))])
        #expect(findings(RuleID.hitTargetSmall, root, context(thresholds: .wcag258)).isEmpty)
    }

    @Test func wcagFiresWhenTheCircleIntersectsAnotherTarget() throws {
        // Centre (10, 10), radius 12: the neighbour starting at x = 21 is 11 pt away.
        let root = hstack(frame: rect(0, 0, 300, 44), [
            button("close", frame: rect(0, 0, 20, 20)), button("share", frame: rect(21, 0, 44, 44)),
        ])
        let f = try #require(findings(RuleID.hitTargetSmall, root, context(thresholds: .wcag258)).first)
        #expect(f.element == "close")
        #expect(f.cause.hasSuffix("intersects the target share."))
    }

    @Test func wcagFiresWhenTwoUndersizedCirclesIntersect() {
        // Centres 20 pt apart (< 24): the circles overlap although the targets are 4 pt apart (not touching).
        let root = hstack(frame: rect(0, 0, 300, 44), [
            button("a", frame: rect(0, 0, 16, 16)), button("b", frame: rect(20, 0, 16, 16)),
        ])
        let ids = findings(RuleID.hitTargetSmall, root, context(thresholds: .wcag258)).map(\.elementID)
        #expect(ids == ["a", "b"])
    }

    @Test func wcagTouchingCirclesAreNotIntersecting() {
        let root = hstack(frame: rect(0, 0, 300, 44), [
            button("a", frame: rect(0, 0, 16, 16)), button("b", frame: rect(24, 0, 16, 16)),
        ])
        #expect(findings(RuleID.hitTargetSmall, root, context(thresholds: .wcag258)).isEmpty)
    }
}

@Suite struct HitTargetSpacingRuleTests {
    @Test func firesForAnUndersizedTargetCloserThan8PointsToAnother() throws {
        let root = hstack(frame: rect(0, 0, 300, 44), [
            button("like", frame: rect(0, 0, 44, 40)), button("share", frame: rect(48, 0, 44, 44)),
        ])
        let all = findings(RuleID.hitTargetSpacing, root)
        #expect(all.count == 1)
        let f = try #require(all.first)
        #expect(f.element == "like")
        #expect(f.relatedElement == "share")
        #expect(f.measured == .points(4))
        #expect(f.cause == "Hit target is 4 pt from share; adjacent targets need 8 pt between them.")
    }

    @Test func doesNotFireAtExactly8Points() {
        let root = hstack(frame: rect(0, 0, 300, 44), [
            button("like", frame: rect(0, 0, 44, 44)), button("share", frame: rect(52, 0, 44, 44)),
        ])
        #expect(findings(RuleID.hitTargetSpacing, root).isEmpty)
    }

    @Test func measuresDiagonalGapsAsDistance() {
        // 3 pt right and 4 pt down: 5 pt apart.
        let root = vstack(frame: rect(0, 0, 300, 100), [
            button("a", frame: rect(0, 0, 30, 30)), button("b", frame: rect(33, 34, 44, 44)),
        ])
        #expect(findings(RuleID.hitTargetSpacing, root).first?.measured == .points(5))
    }

    @Test func fullSizeTargetsThatTouchAreFine() {
        // A tab bar's full-width tabs touch; each is easy to hit (WCAG 2.5.8 spaces undersized targets only).
        let root = hstack(frame: rect(0, 0, 300, 60), [
            button("library", frame: rect(0, 0, 100, 60)), button("search", frame: rect(100, 0, 100, 60)),
        ])
        #expect(findings(RuleID.hitTargetSpacing, root).isEmpty)
    }
}
