import Testing
import DynamicType
import Layout

/// `HStack(alignment: .firstTextBaseline / .lastTextBaseline)`: texts share a baseline, a view without text sits on
/// it with its bottom edge, and the stack is as tall as what reaches above plus what reaches below.
@Suite struct BaselineAlignmentTests {
    func sized(_ string: String, _ size: Double, id: String) -> ViewNode {
        ViewNode(.text(TextSpec(string, font: FontSpec(size: size))), id: id)
    }

    let first = Alignment(vertical: .top, textBaseline: .first)
    let last = Alignment(vertical: .bottom, textBaseline: .last)

    @Test func aSmallTextSitsOnTheBaselineOfALargeOne() throws {
        let tree = layout(hstack("row", spacing: 4, alignment: first, sized("128", 40, id: "value"), sized("bpm", 12, id: "unit")),
                          width: 300)
        let value = try #require(tree["value"]?.frame), unit = try #require(tree["unit"]?.frame)
        // SF Pro's ascender is 0.952148 em: the baselines are 38.09 and 11.43 pt below each text's top.
        #expect(abs(unit.minY - SystemFontMetrics.ascender * (40 - 12)) < 0.001)
        #expect(value.minY == 0)
        #expect(tree["row"]?.frame.height == max(value.height, unit.maxY))
    }

    @Test func aShapeSitsOnTheBaselineWithItsBottomEdge() throws {
        let tree = layout(hstack(spacing: 0, alignment: first, sized("Total", 17, id: "t"), image("dot", width: 8, height: 8)),
                          width: 300)
        let dot = try #require(tree["dot"]?.frame)
        #expect(abs(dot.maxY - SystemFontMetrics.ascender * 17) < 0.001)
    }

    @Test func theLastBaselineOfAWrappedTextIsItsLastLines() throws {
        let paragraph = ViewNode(.text(TextSpec("one two three", font: FontSpec(size: 10, lineHeight: 12, lineSpacing: 2))), id: "p")
        let tree = layout(hstack(spacing: 0, alignment: last, paragraph.frame(width: 50), sized("9", 30, id: "n")), width: 300)
        let p = try #require(tree["p"]), n = try #require(tree["n"]?.frame)
        let lines = Double(try #require(p.text?.lines.count))
        #expect(lines > 1)
        let baseline = p.frame.minY + SystemFontMetrics.ascender * 10 + (lines - 1) * (12 + 2)
        #expect(abs(n.minY + SystemFontMetrics.ascender * 30 - baseline) < 0.001)
    }

    @Test func paddingMovesItsTextsBaselineDown() throws {
        let tree = layout(hstack(spacing: 0, alignment: first, sized("A", 20, id: "a").padding(10), sized("B", 20, id: "b")), width: 300)
        #expect(tree["b"]?.frame.minY == 10)
    }

    @Test func aVStacksFirstBaselineIsItsFirstTexts() throws {
        let column = vstack(spacing: 0, sized("Title", 20, id: "title"), sized("Subtitle", 12, id: "sub"))
        let tree = layout(hstack(spacing: 0, alignment: first, image("icon", width: 30, height: 30), column), width: 300)
        let icon = try #require(tree["icon"]?.frame), title = try #require(tree["title"]?.frame)
        #expect(abs(icon.maxY - (title.minY + SystemFontMetrics.ascender * 20)) < 0.001)
    }
}
