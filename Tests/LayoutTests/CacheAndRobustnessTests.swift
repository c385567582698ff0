import Foundation
import Testing
import Layout

/// Records every measurement, to prove the (node, proposal) cache.
final class CountingMeasurer: TextMeasuring, @unchecked Sendable {
    private let lock = NSLock()
    private var _calls: [String] = []
    let inner = FixedAdvanceMeasurer(advance: 10, lineHeight: 20)

    var calls: [String] { lock.withLock { _calls } }

    func measure(_ text: TextSpec, proposal: ProposedSize) -> TextLayout {
        lock.withLock { _calls.append("\(text.string) @ \(proposal)") }
        return inner.measure(text, proposal: proposal)
    }
}

@Suite struct CacheAndRobustnessTests {
    /// Nested stacks ask each text at 0, at ∞, at its share, and again while placing; the cache must answer
    /// every repeat, so no (text, proposal) pair reaches the measurer twice.
    @Test func cacheMeasuresEachTextOncePerProposal() {
        let row = { (i: Int) in
            hstack(spacing: 8, text("Title \(i) that is long"), spacer(), text("Detail \(i)"))
        }
        let root = vstack(spacing: 8, row(1), row(2), hstack(spacing: 8, row(3), row(4)))
        let counter = CountingMeasurer()
        let engine = LayoutEngine(measurer: counter)
        let (tree, stats) = engine.layoutWithStatistics(root, proposal: ProposedSize(width: 320, height: nil))
        let calls = counter.calls
        #expect(Set(calls).count == calls.count, "repeated: \(calls.filter { c in calls.filter { $0 == c }.count > 1 })")
        #expect(stats.textMeasurements == calls.count)
        // Most sizeThatFits requests are repeats answered from the cache.
        #expect(stats.sizeRequests - stats.sizeComputations > stats.sizeComputations / 2)
        #expect(tree.frame.width <= 320)
    }

    @Test func nanProposalIsUnspecifiedAndNegativeIsZero() {
        let tree = layout(color("c"), width: .nan, height: -5)
        #expect(tree.proposal == ProposedSize(width: nil, height: 0))
        #expect(tree.frame.size == Size(width: 10, height: 0))
    }

    @Test func infiniteProposalsDoNotProduceNaN() {
        let root = hstack("s", spacing: 8, color("a"), text("Hi", id: "t"), spacer(), color("b"))
        let tree = layout(root, width: .infinity, height: .infinity)
        var finiteOrInfinite = true
        tree.forEach { node, _ in
            let f = node.frame
            if [f.minX, f.minY, f.width, f.height].contains(where: \.isNaN) { finiteOrInfinite = false }
        }
        #expect(finiteOrInfinite)
        #expect(tree["t"]?.frame.width == 20)
    }

    @Test func invalidFrameValuesAreIgnoredOrClamped() {
        // A negative fixed width is ignored (SwiftUI logs "Invalid frame dimension"); min > max raises max.
        let tree = layout(text("Hi").frame("f", width: -20), width: 300)
        #expect(tree["f"]?.frame.width == 20)
        let contradictory = layout(color().frame("g", minWidth: 100, maxWidth: 50), width: 300)
        #expect(contradictory["g"]?.frame.width == 100)
    }

    @Test func deepNestingLaysOut() {
        var node = text("Hi", id: "t")
        for _ in 0..<300 { node = node.padding(1) }
        let tree = layout(node, width: 1000)
        #expect(tree["t"]?.frame.origin == Point(x: 300, y: 300))
        #expect(tree.frame.size == Size(width: 620, height: 620))
    }

    @Test func emptyContainersAreZeroSized() {
        let tree = layout(vstack("s", spacing: 8), width: 300)
        #expect(tree.frame.size == .zero)
        let grid = layout(ViewNode(.grid(Grid(columns: 0, children: []))), width: nil)
        #expect(grid.frame.size == .zero)
        let fits = layout(viewThatFits(), width: 300)
        #expect(fits.frame.size == .zero)
    }
}
