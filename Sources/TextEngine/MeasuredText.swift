/// The result of a measurement, in points.
public struct MeasuredText: Hashable, Sendable {
    public struct Line: Hashable, Sendable {
        /// The drawn text of the line: trailing spaces and hard-break characters excluded, "…" included.
        public var text: String
        public var width: Double
        /// The line ends inside a word that did not fit on a line of its own (broken between characters).
        public var splitsWord = false
        /// The line's runs in visual (drawing) order, left to right; empty = one left-to-right run in the requested
        /// face (`MeasuredText.font`), the text itself.
        public var runs: [Run] = []
    }

    /// A stretch of a line drawn in one face and one direction.
    public struct Run: Hashable, Sendable {
        /// The run's text in logical order.
        public var text: String
        /// The font file drawing it, and its face index in a collection.
        public var font: String
        public var faceIndex: Int
        public var rightToLeft: Bool
        public var width: Double

        public init(text: String, font: String, faceIndex: Int, rightToLeft: Bool, width: Double) {
            self.text = text
            self.font = font
            self.faceIndex = faceIndex
            self.rightToLeft = rightToLeft
            self.width = width
        }
    }

    public var lines: [Line]
    /// The widest line (what SwiftUI's Text answers as its width for a proposal).
    public var width: Double
    /// lineCount × lineHeight.
    public var height: Double
    /// The widest paragraph unwrapped, at the requested size (the ideal width: proposing it gives no wrapping).
    public var naturalWidth: Double
    public var lineHeight: Double
    /// Space between lines at the effective size.
    public var lineSpacing: Double = 0
    /// The grid the height was rounded up to (nil = unrounded).
    public var heightGrid: Double? = nil
    public var truncated: Bool
    public var truncationCause: TruncationCause?
    /// The size drawn, after any minimum-scale-factor shrink.
    public var effectiveSize: Double
    /// Characters the font has no glyph for; drawn as .notdef and measured with its advance.
    public var missingCharacters: [Character]

    /// The requested face's file and face index (the font of a line without `runs`).
    public var font = ""
    public var faceIndex = 0
    /// The first paragraph's direction is right to left (UAX #9 paragraph level 1).
    public var rightToLeft = false
    /// Each line's height when some line is taller than `lineHeight` (a fallback font with taller metrics drew part
    /// of it); empty when every line is `lineHeight` tall.
    public var lineHeights: [Double] = []

    public var lineCount: Int { lines.count }

    /// The height `n` lines take: n line heights, the spacing between them, rounded up to the grid.
    public func height(lines n: Int) -> Double {
        guard n > 0 else { return 0 }
        var exact = Double(n) * lineHeight + Double(n - 1) * lineSpacing
        if !lineHeights.isEmpty {
            exact = (0..<n).reduce(0) { $0 + ($1 < lineHeights.count ? lineHeights[$1] : lineHeight) }
                + Double(n - 1) * lineSpacing
        }
        guard let grid = heightGrid, grid > 0 else { return exact }
        return (exact / grid - 1e-9).rounded(.up) * grid
    }
}

/// Work done by an engine since it was created, for tests and the benchmark.
public struct TextEngineStatistics: Hashable, Sendable {
    /// Texts shaped by HarfBuzz (cache misses).
    public var shapings: Int
    /// Measurements that reused a shaped text.
    public var cacheHits: Int
    public var cachedTexts: Int
}
