import Checks
import Layout
import Testing

@Suite struct SymbolSizeEstimatedRuleTests {
    func symbol(_ name: String, estimate: String? = nil) -> LaidOutNode {
        let frame = rect(0, 0, 28.667, 26)
        return LaidOutNode(node: ViewNode(.symbol(name: name, size: frame.size), id: "icon", sizeEstimate: estimate),
                           frame: frame, proposal: ProposedSize(width: 361, height: nil))
    }

    @Test func aMeasuredSymbolAtMediumScaleIsSilent() {
        #expect(findings(RuleID.symbolSizeEstimated, vstack(frame: rect(0, 0, 361, 26), [symbol("star")])).isEmpty)
    }

    @Test func aSymbolAtAnotherImageScaleIsNotedWithWhy() throws {
        let root = vstack(frame: rect(0, 0, 361, 26), [symbol("star", estimate: "drawn at the large image scale, estimated as 1.3× its measured medium box")])
        let f = try #require(findings(RuleID.symbolSizeEstimated, root).first)
        #expect(f.cause.contains("large image scale"))
    }
}
