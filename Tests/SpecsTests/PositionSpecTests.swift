import DynamicType
import Layout
@testable import Specs
@testable import ViewModel
import Testing

/// `position: {x:, y:}` in a spec: the same vocabulary entry as Swift's `.position(x:y:)`.
@Suite struct PositionSpecTests {
    @Test func aSpecPositionCentresTheViewOnThePoint() throws {
        let yaml = """
        body:
          text: New
          id: badge
          position: {x: 60, y: 20}
          frame: {width: 200, height: 100}
        """
        let laid = computeLayout(root: try body(try spec(yaml), .large), proposal: ProposedSize(width: 393, height: 852),
                                 measure: FixedAdvanceMeasurer(advance: 10, lineHeight: 20))
        var badge: Rect?
        laid.forEach { n, _ in if badge == nil, n.node.id == "badge" { badge = n.frame } }
        let frame = try #require(badge)
        #expect(frame.minX + frame.width / 2 - laid.frame.minX == 60)
        #expect(frame.minY + frame.height / 2 - laid.frame.minY == 20)
    }

    @Test func aPositionWithAnUnknownKeyNamesIt() {
        let yaml = """
        body:
          text: New
          position: {x: 60, z: 20}
        """
        let messages = errors(yaml).map(\.description)
        #expect(messages.contains { $0.contains("test.yaml:3:") && $0.contains("`z`") && $0.contains("in a position") })
    }
}
