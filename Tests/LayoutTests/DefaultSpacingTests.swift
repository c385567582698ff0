import DynamicType
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

    @Test func aGridSpacesLikeTheCellsOfItsEdgeRow() {
        // A Grid whose first row holds texts is a text to the Text above it; a row of images is a view.
        let texts = ViewNode(.rowGrid(RowGrid(rows: [GridRowNode(cells: [GridCell(bodyText("a")), GridCell(bodyText("b"))])])))
        #expect(gaps(vstack(spacing: nil, bodyText("t"), texts)) == [2])
        let images = ViewNode(.rowGrid(RowGrid(rows: [GridRowNode(cells: [GridCell(image(width: 10, height: 10))])])))
        #expect(gaps(vstack(spacing: nil, bodyText("t"), images)) == [10.643])
    }

    @Test func aStackSpacesLikeItsEdgeChild() {
        // A VStack of texts above a Text is a text above a text; an HStack holding an image is a view.
        #expect(gaps(vstack(spacing: nil, vstack(spacing: nil, bodyText("a"), bodyText("b")), bodyText("c"))) == [2])
        #expect(gaps(vstack(spacing: nil, hstack(spacing: nil, bodyText("a"), image(width: 10, height: 10)),
                            bodyText("c"))) == [6.434])
    }

    @Test func aSymbolSitsRightAgainstTextAndAwayFromViews() {
        let star = ViewNode(.symbol(name: "star", size: Size(width: 22, height: 20)))
        #expect(gaps(vstack(spacing: nil, star, bodyText("b"))) == [0])
        #expect(gaps(vstack(spacing: nil, star, image(width: 10, height: 10), star)) == [3.333, 2.333])
    }

    @Test func eachTextStyleHasItsOwnPreference() {
        // largeTitle at Large (34 pt): a view below it 20.951 pt away (measured on iOS 26.5).
        var title = TextSpec("Title", font: FontSpec(size: 34, lineHeight: 40.574, lineSpacing: 0.426))
        title.textStyle = .largeTitle
        #expect(gaps(vstack(spacing: nil, ViewNode(.text(title)), image(width: 10, height: 10))) == [20.951])
    }

    @Test func paddingMakesATextSpaceLikeAView() {
        #expect(gaps(vstack(spacing: nil, bodyText("a").padding(4), bodyText("b"))) == [6.434])
    }

    @Test func anExplicitSpacingIsUsedBetweenEveryPair() {
        #expect(gaps(vstack(spacing: 5, bodyText("a"), bodyText("b"), image(width: 1, height: 1))) == [5, 5])
    }
}
