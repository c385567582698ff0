import DynamicType
import Layout
@testable import Specs
@testable import ViewModel
import Testing

/// A symbol at a small or large image scale carries why its size is an estimate, for the `symbol-size-estimated` note.
@Suite struct ImageScaleNoteTests {
    @Test func aScaledSymbolSaysItsSizeIsEstimated() throws {
        let node = try body(try spec("body:\n  symbol: star\n  imageScale: large"))
        #expect(node.sizeEstimate?.contains("large image scale") == true)
    }

    @Test func aMediumSymbolIsMeasured() throws {
        #expect(try body(try spec("body:\n  symbol: star")).sizeEstimate == nil)
    }

    @Test func theEstimateSurvivesTheButtonItLabels() throws {
        let node = try body(try spec("body:\n  button: {label: {symbol: star}}\n  imageScale: small"))
        #expect(first(node) { $0.sizeEstimate != nil }?.role == .button)
    }

    func first(_ n: ViewNode, _ match: (ViewNode) -> Bool) -> ViewNode? {
        if match(n) { return n }
        for c in n.children { if let hit = first(c, match) { return hit } }
        return nil
    }
}
