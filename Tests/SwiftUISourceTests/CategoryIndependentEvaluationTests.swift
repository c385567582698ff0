import DynamicType
import Layout
import Specs
import ViewModel
import SwiftUISource
import Testing

/// A preview whose code never reads the size category is the same view tree at every category (only layout, which
/// scales its fonts, differs): it is evaluated once per device, Bold Text setting and locale. One that reads it is
/// evaluated at each.
@Suite struct CategoryIndependentEvaluationTests {
    /// The strings of a root that is one Text.
    func texts(_ root: Element) -> [String] {
        if case .text(let t, _) = root.kind { return t.allValues }
        return []
    }

    func evaluate(_ p: SwiftPreview, _ category: ContentSizeCategory) throws -> Element {
        try p.evaluate(device: iPhone, category: category, boldText: false)
    }

    @Test func aViewThatReadsNoCategoryIsEvaluatedOnceForAllCategories() throws {
        let p = previews("""
        struct Card: View {
            var body: some View { Text("Continue reading") }
        }
        #Preview { Card() }
        """)[0]
        let large = try evaluate(p, .large)
        #expect(try evaluate(p, .accessibility5) === large)
        // Its layout still scales: the font is the category's.
        let ax5 = try p.resolve(evaluated: large, device: iPhone, category: .accessibility5, boldText: false,
                                locale: .development(), resolver: SpecResolver())
        let atLarge = try p.resolve(evaluated: large, device: iPhone, category: .large, boldText: false,
                                    locale: .development(), resolver: SpecResolver())
        #expect(laidOutTextSize(ax5) > laidOutTextSize(atLarge))
    }

    @Test func aViewThatReadsTheDynamicTypeSizeIsEvaluatedAtEachCategory() throws {
        let p = previews("""
        struct Card: View {
            @Environment(\\.dynamicTypeSize) private var size
            var body: some View { Text(size.isAccessibilitySize ? "Stacked" : "Side by side") }
        }
        #Preview { Card() }
        """)[0]
        #expect(texts(try evaluate(p, .large)) == ["Side by side"])
        #expect(texts(try evaluate(p, .accessibility1)) == ["Stacked"])
    }

    @Test func aStaticMadeAtOneCategoryGivesEveryReaderTheSameAnswerAsAFreshRun() throws {
        let source = """
        struct Metrics {
            @ScaledMetric var gap: CGFloat = 10
        }
        enum Theme {
            static let gap = Int(Metrics().gap)
        }
        #Preview("First") { Text("\\(Int(Theme.gap))") }
        #Preview("Second") { Text("\\(Int(Theme.gap))") }
        """
        let ps = previews(source)
        _ = try evaluate(ps[0], .large)
        // The second reads the static the first made at Large, from the run's shared table, then is asked at AX5.
        _ = try evaluate(ps[1], .large)
        let reused = texts(try evaluate(ps[1], .accessibility5))
        let fresh = texts(try evaluate(previews(source)[1], .accessibility5))
        #expect(reused == fresh && fresh != ["10"], "\(reused) \(fresh)")
    }

    @Test func aPreviewThatStopsStopsTheSameWayAtEveryCategory() throws {
        let p = previews("""
        struct Card: View {
            var body: some View { Text(Date().formatted()) }
        }
        #Preview { Card() }
        """)[0]
        let large = try #require(throws: SwiftDiagnostic.self) { try evaluate(p, .large) }
        let ax5 = try #require(throws: SwiftDiagnostic.self) { try evaluate(p, .accessibility5) }
        #expect(large.message == ax5.message && large.location == ax5.location)
    }

    private func laidOutTextSize(_ resolved: ResolvedLayout) -> Double {
        var size = 0.0
        func walk(_ n: ViewNode) {
            if case .text(let t) = n.kind { size = max(size, t.font.size) }
            n.children.forEach(walk)
        }
        walk(resolved.body)
        return size
    }
}
