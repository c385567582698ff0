import DynamicType
import Layout
@testable import Specs
@testable import ViewModel
import Testing

@Suite("Drawing modifiers: how a view is drawn, never where")
struct PresentationTests {
    @Test func foregroundStyleIsCarriedOnTheElement() throws {
        let s = try spec("""
        body:
          text: Hi
          id: t
          foregroundStyle: secondary
        """)
        #expect(try body(s).find("t")?.presentation.foreground == Paint("secondary"))
    }

    @Test func aBackgroundAfterPaddingColoursThePaddedFrame() throws {
        let s = try spec("""
        body:
          text: Hi
          modifiers: [{padding: 12}, {background: {color: blue, shape: capsule, opacity: 0.5}}]
        """)
        let padded = try body(s)
        #expect(padded.paddingValue != nil)
        #expect(padded.presentation.background == Paint("blue", opacity: 0.5))
        #expect(padded.presentation.backgroundShape == .capsule)
        #expect(padded.children[0].presentation.isEmpty)
    }

    @Test func cornerRadiusClipsAndOpacityIsKept() throws {
        let s = try spec("""
        body:
          color: toast
          cornerRadius: 8
          opacity: 0.4
        """)
        let p = try body(s).presentation
        #expect(p.clip == .roundedRectangle(cornerRadius: 8))
        #expect(p.opacity == 0.4)
    }

    @Test(arguments: [("clipped: true", ShapeKind.rectangle), ("mask: capsule", .capsule)])
    func clippedAndAMaskShapeClipLikeClipShape(_ modifier: String, _ shape: ShapeKind) throws {
        #expect(try body(spec("body:\n  color: toast\n  \(modifier)")).presentation.clip == shape)
    }

    @Test func drawingModifiersChangeNoFrame() throws {
        let plain = try spec("body: {hstack: [{text: Hello}, {symbol: heart.fill}], padding: 8}")
        let drawn = try spec("""
        body: {hstack: [{text: Hello, foregroundStyle: secondary}, {symbol: heart.fill, foregroundStyle: red}],
               padding: 8, background: {color: secondarySystemBackground, cornerRadius: 12}, tint: orange, opacity: 0.9}
        """)
        #expect(try frames(body(plain)) == frames(body(drawn)))
    }

    /// Every node's kind and frame, laid out in the iPhone 16's width with the proportional test measurer.
    private func frames(_ root: ViewNode) -> [String] {
        let tree = computeLayout(root: root, proposal: ProposedSize(width: iPhone16.width, height: nil),
                                 measure: FixedAdvanceMeasurer.proportional())
        var out: [String] = []
        tree.forEach { node, _ in out.append("\(node.node.kind.name) \(node.frame)") }
        return out
    }

    @Test func aProminentButtonIsATintedCapsuleWithAWhiteLabel() throws {
        let s = try spec("""
        body:
          button: {title: Buy}
          buttonStyle: borderedProminent
        """)
        let p = try body(s).presentation
        #expect(p.background == Paint("accentColor"))
        #expect(p.backgroundShape == .capsule)
        #expect(p.foreground == Paint("white"))
    }

    @Test func anOpacityOutsideZeroToOneIsAnError() {
        #expect(errors("body: {text: Hi, opacity: 2}").contains { $0.message.contains("from 0 to 1") })
    }

    @Test func anUnknownShapeIsAnError() {
        #expect(errors("body: {text: Hi, clipShape: star}").contains { $0.message.contains("shape") })
    }
}
