import DynamicType
import Layout
import Specs
import ViewModel
import Testing
@testable import SwiftUISource

/// `contentMargins` insets a scroll view's content inside its bounds (10 pt per character, 20 pt lines, 361 pt wide):
/// a line that fitted wraps once the margins take their share of the width.
@Suite struct ContentMarginsTests {
    static let feed = """
    struct PlantFeed: View {
        var body: some View {
            ScrollView {
                Text("Featured plants for a shady corner")
            }
            .contentMargins(.horizontal, 20, for: .scrollContent)
        }
    }
    #Preview { PlantFeed() }
    """

    func textFrame(_ source: String) throws -> String? {
        laidFrames(try tree(source).body).first { $0.hasPrefix("text") }
    }

    @Test func horizontalMarginsNarrowTheContentSoALongLineWraps() throws {
        let all = laidFrames(try tree(Self.feed).body)
        #expect(all.first { $0.hasPrefix("text") } == "text (45.5, 0) 270×40", "\(all)")
        #expect(try textFrame(Self.feed.replacingOccurrences(of: ".contentMargins(.horizontal, 20, for: .scrollContent)", with: ""))
                == "text (10.5, 0) 340×20")
    }

    @Test func marginsSetOnAContainerReachTheScrollViewInside() throws {
        let frame = try textFrame("""
        #Preview { VStack { ScrollView { Text("Short") } }.contentMargins(16) }
        """)
        #expect(frame == "text (155.5, 16) 50×20")
    }

    @Test func marginsForTheScrollIndicatorsMoveNoContent() throws {
        let frame = try textFrame("#Preview { ScrollView { Text(\"Short\") }.contentMargins(.trailing, 40, for: .scrollIndicators) }")
        #expect(frame == "text (155.5, 0) 50×20")
    }

    @Test func marginsOnAListAreReportedNotGuessed() throws {
        #expect(throws: (any Error).self) { try tree("#Preview { List { Text(\"Row\") }.contentMargins(.top, 4) }") }
    }

    @Test func marginsReachingANestedScrollViewAreReported() throws {
        #expect(throws: (any Error).self) {
            try tree("#Preview { ScrollView { ScrollView(.horizontal) { Text(\"Row\") } }.contentMargins(.horizontal, 12) }")
        }
    }

    @Test(arguments: [ContentSizeCategory.large, .accessibility3])
    func theSpecLanguageWritesTheSameMargins(at category: ContentSizeCategory) throws {
        let spec = try SpecLoader.decode(yaml: """
        body:
          scrollView:
            - text: Featured plants for a shady corner
          contentMargins: {horizontal: 20}
        """, file: "feed.yaml")
        let fromYAML = try SpecResolver().resolve(spec, device: iPhone, category: category).body
        #expect(laidFrames(fromYAML) == laidFrames(try tree(Self.feed, at: category).body))
    }
}
