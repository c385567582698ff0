/// What a line is drawn with: its runs in visual order, and the faces that set its height.
extension ShapedText {
    /// The pieces of paragraph `p`'s runs inside `a..<b`, in visual order (UAX #9 L2); nil when the paragraph is one
    /// left-to-right run in the requested face (the common case, drawn as the line's text).
    func visualPieces(_ p: Int, _ a: Int, _ b: Int) -> [(range: Range<Int>, run: TextRun)]? {
        if isSingleRun { return nil }
        let runs = paragraphs[p].runs
        if runs.count == 1 && runs[0].face === face && !runs[0].isRightToLeft { return nil }
        let pieces = runs.filter { $0.range.upperBound > a && $0.range.lowerBound < b }
            .map { (range: max(a, $0.range.lowerBound)..<min(b, $0.range.upperBound), run: $0) }
        return Bidi.visualOrder(pieces.map(\.run.level)).map { pieces[$0] }
    }

    /// The line's runs for drawing, widths in points (`scale` points per font unit); empty for the common case.
    func lineRuns(_ p: Int, _ a: Int, _ b: Int, tracking: Double, scale: Double) -> [MeasuredText.Run] {
        guard let pieces = visualPieces(p, a, b) else { return [] }
        return pieces.map { piece in
            MeasuredText.Run(text: string(p, piece.range.lowerBound, piece.range.upperBound), font: piece.run.face.path,
                             faceIndex: piece.run.face.faceIndex, rightToLeft: piece.run.isRightToLeft,
                             width: Double(width(p, piece.range.lowerBound, piece.range.upperBound, tracking: tracking)) * scale)
        }
    }

    /// The tallest line height at `size` among the faces other than the requested one drawing `a..<b` of paragraph
    /// `p` (0 when there are none): a line is as tall as the tallest font on it.
    func fallbackLineHeight(_ p: Int, _ a: Int, _ b: Int, size: Double) -> Double {
        if tallestFallbackEm == 0 { return 0 }
        var tallest = 0.0
        for run in paragraphs[p].runs where run.face !== face && run.range.upperBound > a && run.range.lowerBound < b {
            tallest = max(tallest, run.face.lineHeight(size: size))
        }
        return tallest
    }

    /// The tallest line height among every face of the text other than the requested one (0 when none).
    func tallestFallback(size: Double) -> Double { tallestFallbackEm * size }
}
