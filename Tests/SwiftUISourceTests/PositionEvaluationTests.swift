import Layout
import Testing
@testable import SwiftUISource

/// `.position(x:y:)` and `.position(CGPoint)` read from Swift, as a floating label over a chart is written.
@Suite struct PositionEvaluationTests {
    @Test func aPositionWrittenWithXAndYWrapsTheViewInAPositionNode() throws {
        let laid = try tree("""
        #Preview { Text("Peak").position(x: 40, y: 12).frame(width: 200, height: 80) }
        """)
        #expect(shape(laid.body) == #"frame(position(text "Peak"))"#)
        guard case .frame(_, let inner) = laid.body.kind, case .position(let point, _) = inner.kind else {
            Issue.record("no position node"); return
        }
        #expect(point == Point(x: 40, y: 12))
    }

    @Test func aPositionTakesACGPoint() throws {
        let laid = try tree("""
        #Preview { Text("Peak").position(CGPoint(x: 10, y: 20)) }
        """)
        guard case .position(let point, _) = laid.body.kind else { Issue.record("no position node"); return }
        #expect(point == Point(x: 10, y: 20))
    }

    @Test func aPositionAtARectanglesCentreTakesItsMidXAndMidY() throws {
        let laid = try tree("""
        struct Splash: View {
            let logoSize = CGSize(width: 120, height: 80)
            var logoFrame: CGRect { CGRect(x: 10, y: 20, width: logoSize.width, height: logoSize.height) }
            var body: some View {
                Text("Logo").frame(width: logoFrame.width, height: logoFrame.height)
                    .position(x: logoFrame.midX, y: logoFrame.midY)
            }
        }
        #Preview { Splash() }
        """)
        guard case .position(let point, _) = laid.body.kind else { Issue.record("no position node"); return }
        #expect(point == Point(x: 70, y: 60))
    }

    @Test func aPositionOfUnknownCoordinatesIsDiagnosed() {
        let d = diagnostic("""
        #Preview { Text("Peak").position(x: Double.random(in: 0...100), y: 0) }
        """)
        #expect(d?.message.contains("random") == true, "\(d?.message ?? "evaluated")")
    }
}
