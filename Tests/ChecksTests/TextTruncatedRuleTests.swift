import Checks
import Layout
import Testing

@Suite struct TextTruncatedRuleTests {
    @Test func doesNotFireForTextThatFits() {
        let root = vstack(frame: rect(0, 0, 361, 40), [text(id: "title", frame: rect(0, 0, 200, 40), lines: 2)])
        #expect(findings(RuleID.textTruncated, root).isEmpty)
    }

    @Test func blamesTheLineLimitWhenTheTextHadTheFullWidth() throws {
        let root = vstack(frame: rect(0, 0, 361, 44), [
            text(id: "title", frame: rect(0, 0, 361, 44), lines: 2, truncated: true, cause: .lineLimit, lineLimit: 2),
        ])
        let f = try #require(findings(RuleID.textTruncated, root).first)
        #expect(f.constraint == "lineLimit")
        #expect(f.cause == "Truncated by its line limit of 2 lines.")
        #expect(f.required == .lines(2))
        #expect(f.element == "title")
    }

    @Test func paddingAroundTheTextIsNotASiblingSqueeze() throws {
        let title = text(id: "title", frame: rect(16, 0, 329, 22), proposal: ProposedSize(width: 329, height: nil),
                         truncated: true, cause: .lineLimit, lineLimit: 1)
        let root = hstack(frame: rect(0, 0, 361, 22), [padded(EdgeInsets(leading: 16, trailing: 16), frame: rect(0, 0, 361, 22), title)])
        #expect(findings(RuleID.textTruncated, root).first?.constraint == "lineLimit")
    }

    @Test func blamesTheHeightAndNamesTheFrameThatSetIt() throws {
        let title = text(id: "title", frame: rect(0, 0, 200, 40), proposal: ProposedSize(width: 200, height: 40),
                         lines: 2, truncated: true, cause: .height)
        let root = vstack(frame: rect(0, 0, 361, 40), [framed(Frame(height: 40), frame: rect(0, 0, 200, 40), title)])
        let f = try #require(findings(RuleID.textTruncated, root).first)
        #expect(f.constraint == "height")
        #expect(f.cause == "Truncated to 2 lines by the 40 pt height proposed to it, from a frame height of 40 pt.")
    }

    @Test func blamesTheWidthLeftBySiblingsInAnHStack() throws {
        let title = text(id: "title", frame: rect(0, 0, 120, 22), proposal: ProposedSize(width: 120, height: nil),
                         truncated: true, cause: .lineLimit, lineLimit: 1)
        let root = hstack(id: "row", frame: rect(0, 0, 361, 44), [title, image(id: "cover", frame: rect(128, 0, 233, 44))])
        let f = try #require(findings(RuleID.textTruncated, root).first)
        #expect(f.constraint == "width")
        #expect(f.cause.contains("in the 120 pt its siblings left it (the row is 361 pt wide)"))
    }

    @Test func blamesTheWidthLeftByTheOtherColumnsOfAGrid() throws {
        let title = text(id: "title", frame: rect(0, 0, 120, 22), proposal: ProposedSize(width: 120, height: 22),
                         truncated: true, cause: .lineLimit, lineLimit: 1)
        let value = image(id: "value", frame: rect(128, 0, 233, 22))
        let grid = RowGrid(rows: [GridRowNode(cells: [GridCell(title.node), GridCell(value.node)])])
        let root = LaidOutNode(node: ViewNode(.rowGrid(grid), id: "table"), frame: rect(0, 0, 361, 22),
                               proposal: ProposedSize(width: 361, height: nil), children: [title, value])
        let f = try #require(findings(RuleID.textTruncated, root).first)
        #expect(f.constraint == "width")
        #expect(f.cause.contains("in the 120 pt its siblings left it (the table is 361 pt wide)"))
    }
}
