import Checks
import DynamicType
import Snapshots
import Testing

@Suite struct GoldenComparisonTests {
    func sentences(_ golden: CardFixture, _ current: CardFixture, tolerance: Double = 0.5) -> [String] {
        compare(golden: golden.golden(), current: current.golden(), tolerance: tolerance).differences.map(\.sentence)
    }

    @Test func anUnchangedLayoutMatches() {
        let result = compare(golden: CardFixture().golden(), current: CardFixture().golden())
        #expect(result.matches)
        #expect(result.differences.isEmpty && result.notes.isEmpty)
    }

    @Test func geometryWithinTheToleranceMatches() {
        var moved = CardFixture()
        moved.titleX = 0.5
        #expect(compare(golden: CardFixture().golden(), current: moved.golden()).matches)
    }

    @Test func geometryBeyondTheToleranceIsOneSentencePerElement() {
        var moved = CardFixture()
        moved.titleX = 0.51
        #expect(sentences(CardFixture(), moved) == [
            "title: frame (0.51, 0) 200×22 at xSmall (golden: (0, 0) 200×22); also differs at small…AX5",
        ])
    }

    @Test func lineCountsThatChangedEverywhereReadAsOneSentenceWithTheGoldenValues() {
        var current = CardFixture()
        current.titleLines = { _ in 2 }
        var golden = CardFixture()
        golden.titleLines = { $0 < .accessibility1 ? 1 : 3 }
        #expect(sentences(golden, current).contains("title: 2 lines at xSmall…AX5 (golden: 1, 3)"))
    }

    @Test func aTruncationBreakpointThatMovedReadsAsOneSentence() {
        let result = sentences(CardFixture(titleTruncatesFrom: .accessibility5), CardFixture(titleTruncatesFrom: .accessibility3))
        #expect(result == ["title: truncates from AX3 (golden: AX5)"])
    }

    @Test func truncationThatWentAwaySaysSo() {
        #expect(sentences(CardFixture(titleTruncatesFrom: .accessibility4), CardFixture(titleTruncatesFrom: nil))
            == ["title: no longer truncates (golden: from AX4)"])
        #expect(sentences(CardFixture(titleTruncatesFrom: nil), CardFixture(titleTruncatesFrom: .xxxLarge))
            == ["title: truncates from xxxLarge (golden: never)"])
    }

    @Test func aHitTargetThatShrankNamesSizeCategoryAndRole() {
        var small = CardFixture()
        small.retryWidth = { $0 == .xSmall ? 40 : 44 }
        #expect(sentences(CardFixture(), small) == ["retry button: 40×44 pt at xSmall (golden: 44×44)"])
    }

    @Test func aLineCountChangeIsExact() {
        var more = CardFixture()
        more.titleLines = { $0 == .accessibility2 ? 3 : ($0 >= .accessibility2 ? 2 : 1) }
        let result = sentences(CardFixture(), more)
        #expect(result.first == "title: 3 lines at AX2 (golden: 2)")
    }

    @Test func aBranchChangeNamesTheCategories() {
        #expect(sentences(CardFixture(switchesAt: .accessibility1), CardFixture(switchesAt: .xxxLarge))
            == ["card: vstack at xxxLarge (golden: hstack)"])
    }

    @Test func addedAndRemovedVariantsAreDifferences() {
        let result = compare(golden: CardFixture().golden(variants: ["short"]), current: CardFixture().golden(variants: ["long"]))
        #expect(result.differences.map(\.description)
            == ["[long] variant long: new (not in golden)", "[short] variant short: no longer checked (in golden)"])
    }

    @Test func changedFontsAreNotesNotDifferences() {
        var other = CardFixture()
        other.fontHashes = ["Inter.ttf": "00"]
        let result = compare(golden: CardFixture().golden(), current: other.golden())
        #expect(result.matches)
        #expect(result.notes == ["font Inter.ttf changed since the golden was recorded (sha abababab → 00); differences may come from it"])
    }

    @Test func findingsAreClassifiedNewAcceptedAndResolved() {
        var old = CardFixture(titleTruncatesFrom: .accessibility5)
        old.retryWidth = { $0 == .xSmall ? 40 : 44 }
        let now = CardFixture(titleTruncatesFrom: .accessibility4)
        let result = compare(golden: old.golden(), current: now.golden())
        #expect(!result.matches)
        #expect(result.findings.map(\.description) == [
            "resolved: hit-target-small on card/retry at xSmall (40×44 pt)",
            "new: text-truncated on card/title at AX4 (2 lines)",
            "accepted: text-truncated on card/title at AX5 (2 lines)",
        ])
        #expect(result.regressions.count == 1 && result.improvements.count == 1)
    }
}

@Suite struct FindingClassificationTests {
    let golden = CardFixture(titleTruncatesFrom: .accessibility5).golden()

    func findings(_ fixture: CardFixture) -> [Finding] { fixture.results().flatMap(\.findings) }

    @Test func aFindingInTheGoldenIsAccepted() {
        let result = classifyFindings(findings(CardFixture(titleTruncatesFrom: .accessibility5)), against: golden)
        #expect(result.passes)
        #expect(result.accepted.map(\.category) == [.accessibility5])
    }

    @Test func aFindingNotInTheGoldenIsNewAndFails() {
        let result = classifyFindings(findings(CardFixture(titleTruncatesFrom: .accessibility4)), against: golden)
        #expect(!result.passes)
        #expect(result.new.map(\.category) == [.accessibility4])
        #expect(result.new.first?.cause == "Truncated by its line limit of 2 lines.")
    }

    @Test func aFindingGoneFromTheRunIsResolved() {
        let result = classifyFindings(findings(CardFixture(titleTruncatesFrom: nil)), against: golden)
        #expect(result.passes)
        #expect(result.resolved.map(\.category) == [.accessibility5])
    }

    @Test func aSuppressedNewFindingDoesNotFail() {
        var suppressed = findings(CardFixture(titleTruncatesFrom: .accessibility4))
        suppressed[0].suppressed = true
        let result = classifyFindings(suppressed, against: golden)
        #expect(result.passes)
        #expect(result.suppressed.count == 1)
    }

    @Test func withoutAGoldenEveryFindingIsNew() {
        #expect(classifyFindings(findings(CardFixture(titleTruncatesFrom: .accessibility5)), against: nil).new.count == 1)
    }
}
