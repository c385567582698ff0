import Layout
import LayoutCheckKit
import Testing

/// A bold piece of a text (`Text + Text.bold()`, Markdown `**…**`) is measured in its weight: it can be the reason
/// a text truncates.
@Suite struct TextPieceCheckTests {
    func truncates(_ text: String, width: Double) throws -> Bool {
        let swift = """
        import SwiftUI
        #Preview {
            (\(text)).lineLimit(1).frame(width: \(width))
        }
        """
        let large = try #require(try checkSwiftPreview(swift).variants.first?.results.first { $0.category == .large })
        return large.findings.contains { $0.rule == "text-truncated" }
    }

    @Test func aBoldPieceTruncatesWhereTheSameTextInOneWeightFits() throws {
        let measurer = try EngineTextMeasurer(engine: .init(fonts: .bundled(directory: repositoryRoot + "/fonts")))
        var spec = TextSpec("Balance: $1,234,567.89", font: FontSpec(family: nil, size: 17, weight: 400))
        let plain = measurer.measure(spec, proposal: ProposedSize(width: nil, height: nil)).size.width
        spec.weightRuns = [WeightedRange(range: 9..<22, weight: 600)]
        let bold = measurer.measure(spec, proposal: ProposedSize(width: nil, height: nil)).size.width
        try #require(bold > plain + 2)
        let width = ((plain + bold) / 2).rounded()
        #expect(try !truncates(#"Text("Balance: ") + Text("$1,234,567.89")"#, width: width))
        #expect(try truncates(#"Text("Balance: ") + Text("$1,234,567.89").bold()"#, width: width))
        #expect(try truncates(#"Text("Balance: **$1,234,567.89**")"#, width: width))
    }
}
