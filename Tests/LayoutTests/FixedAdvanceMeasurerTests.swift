import Testing
import Layout

@Suite struct FixedAdvanceMeasurerTests {
    func measure(_ s: String, width: Double?, height: Double? = nil, lineLimit: Int? = nil,
                 mode: TruncationMode = .tail, scale: Double = 1) -> TextLayout {
        measurer.measure(TextSpec(s, font: font, lineLimit: lineLimit, truncationMode: mode, minimumScaleFactor: scale),
                         proposal: ProposedSize(width: width, height: height))
    }

    @Test func idealSizeIsOneLinePerParagraph() {
        let t = measure("Hello world\nBye", width: nil)
        #expect(t.lines.map(\.text) == ["Hello world", "Bye"])
        #expect(t.size == Size(width: 110, height: 40))
        #expect(measure("Hello", width: .infinity).size == Size(width: 50, height: 20))
    }

    @Test func wrapsGreedilyAtSpacesAndTrailingSpacesHang() {
        let t = measure("aa bb cc ", width: 50)
        #expect(t.lines.map(\.text) == ["aa bb", "cc "])
        #expect(t.lines.map(\.width) == [50, 20])
    }

    @Test func breaksAWordWiderThanTheLine() {
        #expect(measure("abcdefgh ij", width: 30).lines.map(\.text) == ["abc", "def", "gh", "ij"])
        #expect(measure("ab", width: 0).lines.map(\.text) == ["a", "b"])
    }

    @Test func truncatesTheLastLineAtTheTailHeadOrMiddle() {
        #expect(measure("abcdefghij", width: 50, lineLimit: 1).lines.map(\.text) == ["abcd…"])
        #expect(measure("abcdefghij", width: 50, lineLimit: 1, mode: .head).lines.map(\.text) == ["…ghij"])
        #expect(measure("abcdefghij", width: 50, lineLimit: 1, mode: .middle).lines.map(\.text) == ["ab…ij"])
    }

    @Test func heightBelowOneLineStillShowsOneLine() {
        let t = measure("aa bb", width: 20, height: 5)
        #expect(t.lines.map(\.text) == ["a…"])
        #expect(t.truncationCause == .height)
    }

    @Test func minimumScaleFactorFallsBackToTruncationAtTheFactor() {
        let t = measure("abcdefghij", width: 50, lineLimit: 1, scale: 0.8)
        #expect(t.effectiveFontSize == 17 * 0.8)
        #expect(t.truncated)
        #expect(t.lines.map(\.text) == ["abcde…"])
    }

    @Test func proportionalMetricsFollowTheFontSize() {
        let m = FixedAdvanceMeasurer.proportional(advanceEm: 0.5, lineHeightEm: 1.2)
        let t = m.measure(TextSpec("abcd", font: FontSpec(size: 20)), proposal: .unspecified)
        #expect(t.size == Size(width: 40, height: 24))
    }

    @Test func reservedLinesPadTheHeight() {
        let t = measurer.measure(TextSpec("a", font: font, lineLimit: 3, minimumLines: 3), proposal: .unspecified)
        #expect(t.size.height == 60)
    }
}
