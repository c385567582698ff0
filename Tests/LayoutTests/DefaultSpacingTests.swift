import Layout
import Testing

/// `spacing: nil` as iOS 26 spaces neighbours (an engine checked against the iOS 26.5 simulator, @3x, body).
@Suite struct DefaultSpacingTests {
    static let body = FontSpec(size: 17, lineHeight: 20.287103, lineSpacing: 1.712897)

    func bodyText(_ id: String) -> ViewNode {
        var spec = TextSpec("Hi", font: Self.body)
        spec.heightGrid = 1.0 / 3
        return ViewNode(.text(spec), id: id)
    }

    func gaps(_ stack: ViewNode) -> [Double] {
        let tree = computeLayout(root: stack, proposal: ProposedSize(width: 300, height: nil), measure: measurer)
        let frames = tree.children.map(\.frame)
        return (1..<frames.count).map { ((frames[$0].minY - frames[$0 - 1].maxY) * 1000).rounded() / 1000 }
    }

    @Test func textAboveTextIsTheLowerFontsLeadingRoundedUpToAPixel() {
        #expect(gaps(vstack(spacing: nil, bodyText("a"), bodyText("b"))) == [2])
    }

    @Test func aViewAboveATextAndATextAboveAViewUseTheTextsPreferences() {
        #expect(gaps(vstack(spacing: nil, image(width: 10, height: 10), bodyText("b"), image(width: 10, height: 10)))
                == [6.434, 10.643])
    }

    @Test func otherViewsAre8ApartAndSpacersAdjoin() {
        #expect(gaps(vstack(spacing: nil, image(width: 10, height: 10), image(width: 10, height: 10))) == [8])
        let row = computeLayout(root: hstack(spacing: nil, bodyText("a"), spacer(), bodyText("b")),
                                proposal: ProposedSize(width: 300, height: nil), measure: measurer)
        #expect(row.children[1].frame.minX == row.children[0].frame.maxX, "no gap before a spacer")
        #expect(row.children[2].frame.minX == row.children[1].frame.maxX, "no gap after it")
    }

    @Test func anExplicitSpacingIsUsedBetweenEveryPair() {
        #expect(gaps(vstack(spacing: 5, bodyText("a"), bodyText("b"), image(width: 1, height: 1))) == [5, 5])
    }
}
