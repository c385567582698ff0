import Checks
import DynamicType
import Layout
import Testing

@Suite struct BreakpointsTests {
    /// A card whose title truncates from AX3 and whose adaptive stack turns vertical at AX1.
    func result(_ c: ContentSizeCategory) -> CategoryResult {
        let branch = c.isAccessibilitySize ? "vstack" : "hstack"
        let root = stack(branch == "vstack" ? .vertical : .horizontal, id: "card", frame: rect(0, 0, 361, 100), branch: branch, [
            text(id: "title", frame: rect(0, 0, 200, 44), truncated: c >= .accessibility3, cause: .lineLimit, lineLimit: 2),
            button("retry", frame: rect(0, 50, c <= .small ? 40 : 44, 44)),
        ])
        return CategoryResult(category: c, root: root, findings: runChecks(root, context: context(c)))
    }

    @Test func reportsTheFirstCategoryOfEachBreak() throws {
        // Given out of order on purpose: breakpoints sort by category.
        let all = breakpoints(ContentSizeCategory.allCases.reversed().map(result))
        let card = try #require(all.first { $0.element == "card" })
        #expect(card.axisSwitch == .init(category: .accessibility1, from: "hstack", to: "vstack"))
        let title = try #require(all.first { $0.element == "card/title" })
        #expect(title.truncatesFrom == .accessibility3)
        #expect(title.firstFinding["text-truncated"] == .accessibility3)
        let retry = try #require(all.first { $0.element == "card/retry" })
        #expect(retry.targetTooSmallFrom == .xSmall)
        #expect(title.sentences == ["title truncates from AX3"])
        #expect(card.sentences == ["card switches from hstack to vstack at AX1"])
        #expect(all.map(\.element) == ["card", "card/title", "card/retry"])  // document order
    }

    @Test func elementsThatNeverBreakAreLeftOut() {
        let root = vstack(id: "card", frame: rect(0, 0, 361, 100), [text(id: "title", frame: rect(0, 0, 200, 22))])
        let results = ContentSizeCategory.allCases.map { CategoryResult(category: $0, root: root, findings: []) }
        #expect(breakpoints(results).isEmpty)
    }
}
