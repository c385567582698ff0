import DynamicType
import Layout
@testable import Specs
@testable import ViewModel
import Testing

/// Images as SwiftUI sizes them, written in a spec: `symbol: {name:, resizable: true}`, `aspectRatio:`,
/// `scaledToFit:` and `scaledToFill:` (the same vocabulary entries the Swift front end reads).
@Suite struct ImageSizingSpecTests {
    func laid(_ yaml: String, _ category: ContentSizeCategory = .large) throws -> LaidOutNode {
        computeLayout(root: try body(try spec(yaml), category), proposal: ProposedSize(width: 393, height: 852),
                      measure: FixedAdvanceMeasurer(advance: 10, lineHeight: 20))
    }

    func frame(_ id: String, in root: LaidOutNode) throws -> Rect {
        var found: Rect?
        root.forEach { n, _ in if found == nil, n.node.id == id { found = n.frame } }
        return try #require(found)
    }

    static let iconRow = """
    body:
      hstack:
        spacing: 12
        children:
          - symbol: {name: bell, resizable: true}
            id: bell
            scaledToFit: true
            frame: {width: 28, height: 28}
          - text: Reminders
    """

    @Test func aResizableSymbolFillsItsTwentyEightPointFrameAtAX5() throws {
        let bell = try frame("bell", in: try laid(Self.iconRow, .accessibility5))
        #expect(max(bell.width, bell.height) == 28)
        #expect(bell.width <= 28 && bell.height <= 28)
    }

    @Test func aSymbolWrittenAsANameStaysAtItsFontsSize() throws {
        let fixed = Self.iconRow.replacingOccurrences(of: "{name: bell, resizable: true}", with: "bell")
        let bell = try frame("bell", in: try laid(fixed, .accessibility5))
        #expect(bell.width > 28, "a symbol that is not resizable keeps its box at AX5's body size")
    }

    @Test func aHeaderImageWithARatioTakesTheWidthAndTheRatiosHeight() throws {
        let header = try laid("""
        body:
          vstack:
            spacing: 0
            children:
              - image: {name: header, resizable: true}
                id: header
                aspectRatio: {ratio: 1.5, contentMode: fit}
              - text: Spring sale
        """)
        #expect(try frame("header", in: header).size == Size(width: 393, height: 262))
    }

    @Test func anAvatarScaledToFillCoversItsSquareFrame() throws {
        let avatar = try laid("""
        body:
          image: {name: portrait, resizable: true, width: 300, height: 200}
          id: avatar
          scaledToFill: true
          frame: {width: 60, height: 60}
        """)
        #expect(try frame("avatar", in: avatar).size == Size(width: 90, height: 60))
    }

    @Test func anAspectRatioNeedsAContentModeAndAPositiveRatio() {
        #expect(errors("body:\n  color: red\n  aspectRatio: {ratio: 2}\n").contains { $0.message.contains("contentMode") })
        #expect(errors("body:\n  color: red\n  aspectRatio: {ratio: 0, contentMode: fit}\n").contains { $0.message.contains("greater than 0") })
        #expect(errors("body:\n  color: red\n  aspectRatio: {contentMode: stretch}\n").contains { $0.message.contains("stretch") })
    }

    @Test func aSymbolMappingNeedsItsName() {
        #expect(errors("body:\n  symbol: {resizable: true}\n").contains { $0.message.contains("`name:`") })
    }
}
