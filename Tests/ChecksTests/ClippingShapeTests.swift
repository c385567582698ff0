import Checks
import Layout
import Testing

/// `text-clipped` by `clipShape`/`cornerRadius`: a text's lines against the shape of the view that clips it.
@Suite struct ClippingShapeTests {
    /// A card of `frame` clipped to `shape`, holding `lines` lines of 30 pt (17 pt type) from (10, 5), `width` wide.
    private func card(_ shape: ShapeKind, frame: Rect = rect(0, 0, 200, 100), lines: Int = 3,
                      textFrame: Rect = rect(10, 5, 180, 90), width: Double = 180) -> LaidOutNode {
        var title = text("Reading streak", id: "title", frame: textFrame, lines: lines)
        title.text?.lines = (0..<lines).map { .init(text: "line \($0 + 1)", width: width) }
        return LaidOutNode(node: ViewNode(.padding(EdgeInsets(all: 10), title.node), id: "card",
                                          presentation: Presentation(clip: shape)),
                           frame: frame, proposal: ProposedSize(width: frame.width, height: nil), children: [title])
    }

    @Test func aTitleReachingIntoACapsulesCornersLosesItsFirstAndLastLines() throws {
        // Radius 50: the first line's em box starts at (10, 11.5), 55.5 pt from the top left corner's centre.
        let f = try #require(findings(RuleID.textClipped, card(.capsule)).first)
        #expect(f.element == "card/title" && f.relatedElement == "card")
        #expect(f.cause.hasPrefix("Cut by the capsule that clips card (200×100 pt): line 1 (\"line 1\"), "
                                  + "line 3 (\"line 3\") of 3 run outside it"))
        #expect(abs((f.measured?.value ?? 0) - 5.5) < 0.05)
    }

    @Test func theSameTextInARectangleOfTheSameFrameIsWhole() {
        #expect(findings(RuleID.textClipped, card(.rectangle)).isEmpty)
    }

    @Test func aSmallCornerRadiusLeavesPaddedTextWhole() {
        #expect(findings(RuleID.textClipped, card(.roundedRectangle(cornerRadius: 12))).isEmpty)
    }

    @Test func aClippedFrameCutsTheLinesOfATextTallerThanIt() throws {
        // clipped() on a 40 pt frame: a 3-line text 90 pt tall centred on it is cut above and below.
        let f = try #require(findings(RuleID.textClipped, card(.rectangle, frame: rect(0, 25, 200, 40))).first)
        #expect(f.cause.contains("rectangle that clips card"))
        #expect(f.cause.contains("line 1 (\"line 1\"), line 3 (\"line 3\") of 3"))
    }

    @Test func shorterLinesClearTheCorners() {
        // Lines of 60 pt centred by hand at x = 70: far from both rounded ends.
        #expect(findings(RuleID.textClipped, card(.capsule, textFrame: rect(70, 5, 60, 90), width: 60)).isEmpty)
    }

    @Test func aTextClippedByItsOwnModifiersNamesNoOtherElement() throws {
        var title = text("Go", id: "badge", frame: rect(0, 0, 40, 17), lines: 1)
        title = LaidOutNode(node: ViewNode(title.node.kind, id: "badge", presentation: Presentation(clip: .circle)),
                            frame: title.frame, proposal: title.proposal, text: title.text)
        let f = try #require(findings(RuleID.textClipped, vstack(frame: rect(0, 0, 40, 17), [title])).first)
        #expect(f.relatedElement == nil && f.cause.contains("circle that clips it ("))
    }
}
