import Layout
import Testing
@testable import SwiftUISource

/// `.imageScale(_:)` on SF Symbols, directly or through an enclosing view.
@Suite struct ImageScaleEvaluationTests {
    func symbolSize(_ source: String) throws -> Size? {
        let laid = try tree("#Preview { \(source) }")
        guard let node = first(laid.body, { if case .symbol = $0.kind { return true } else { return false } }),
              case .symbol(_, let size, _) = node.kind else { return nil }
        return size
    }

    @Test func imageScaleChangesTheSymbolsBox() throws {
        let medium = try #require(try symbolSize("Image(systemName: \"bell\")"))
        let large = try #require(try symbolSize("Image(systemName: \"bell\").imageScale(.large)"))
        let small = try #require(try symbolSize("Image(systemName: \"bell\").imageScale(.small)"))
        #expect(large.width > medium.width && small.width < medium.width)
    }

    @Test func anImageScaleOnAContainerReachesItsSymbols() throws {
        let inner = try #require(try symbolSize("Image(systemName: \"bell\").imageScale(.large)"))
        let outer = try #require(try symbolSize("HStack { Image(systemName: \"bell\"); Text(\"Alerts\") }.imageScale(.large)"))
        #expect(inner == outer)
    }
}
