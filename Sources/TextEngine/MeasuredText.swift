/// The result of a measurement, in points.
public struct MeasuredText: Hashable, Sendable {
    public struct Line: Hashable, Sendable {
        /// The drawn text of the line: trailing spaces and hard-break characters excluded, "…" included.
        public var text: String
        public var width: Double
        /// The line ends inside a word that did not fit on a line of its own (broken between characters).
        public var splitsWord = false
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

    public var lineCount: Int { lines.count }

    /// The height `n` lines take: n line heights, the spacing between them, rounded up to the grid.
    public func height(lines n: Int) -> Double {
        guard n > 0 else { return 0 }
        let exact = Double(n) * lineHeight + Double(n - 1) * lineSpacing
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
