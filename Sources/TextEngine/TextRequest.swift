/// Where the ellipsis goes when text does not fit (SwiftUI `Text.TruncationMode`; default `.tail`).
public enum Truncation: String, Hashable, Sendable, CaseIterable {
    case tail, head, middle

    /// By case, not by raw value (a String enum hashes its raw string by default): part of every request's hash.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(self == .tail ? UInt8(0) : self == .head ? 1 : 2)
    }
}

/// Which limit truncated a text.
public enum TruncationCause: String, Hashable, Sendable { case lineLimit, height }

/// One measurement: a text, a font and the space offered.
public struct TextRequest: Hashable, Sendable {
    public var text: String
    /// nil = the system font (Inter text/display cut standing in for SF Pro); else a registered family.
    public var family: String?
    /// Point size.
    public var size: Double
    /// OpenType `wght` value (100…900).
    public var weight: Double
    /// The proposed width in points; nil or infinite = no wrapping (the ideal size).
    public var width: Double?
    /// The proposed height in points; nil or infinite = no limit. Lines that do not fit are cut like a line limit.
    public var height: Double?
    /// nil = unlimited; values below 1 act as 1 (SwiftUI `EnvironmentValues.lineLimit`).
    public var lineLimit: Int?
    public var truncation: Truncation
    /// 1 = never shrink; below 1 the size may shrink down to `size × factor` before the text truncates.
    public var minimumScaleFactor: Double
    /// A fixed line height at `size` (SF's metrics, or the HIG leading); nil = the font's own metrics.
    /// When the text shrinks it scales with the size.
    public var lineHeight: Double?
    /// Space between lines at `size` (`UIFont.leading`); scales with the size too.
    public var lineSpacing: Double = 0
    /// The height is rounded up to this grid (one display pixel in points); nil = unrounded.
    public var heightGrid: Double? = nil
    /// Points added after each character at `size` (SwiftUI `tracking(_:)`/`kerning(_:)`), on top of the font's own
    /// tracking; scales with the size when the text shrinks.
    public var letterSpacing: Double = 0
    /// OpenType features the view turns on (`.monospacedDigit()`: tabular figures).
    public var features: TypographicFeatures = []
    /// BCP 47 language of the text (`ja`, `zh-Hans`, `ar`): picks the fallback face for Han, ICU's line-break rules
    /// (`LineBreakLocale`) and HarfBuzz's language. nil = none given (Han in the Simplified Chinese face, root rules).
    public var language: String? = nil
    /// The bidi paragraph direction: from the first strong character, or given.
    public var direction: TextDirection = .auto
    /// The widths, in ems of the size drawn, of the inline objects the text's U+FFFC characters stand for, in order
    /// (an SF Symbol in a Text: `Text("Best \(Image(systemName: "star"))")`). Each is as wide as that at any size,
    /// breaks as U+FFFC does (UAX #14 class CB: an opportunity on both sides), takes no tracking (drawn outside the
    /// font, whose `trak` spaces its own glyphs: an assumption) and is never a missing glyph. U+FFFCs
    /// beyond the list are characters like any other.
    public var inlineObjectEms: [Double] = []
    /// Pieces drawn in another weight than `weight` (`Text("a") + Text("b").bold()`, Markdown `**b**`), as UTF-16
    /// ranges of `text`, ascending and apart. Each is shaped on its own in its weight, as CoreText and Pango shape
    /// a run of other attributes (a face of the family for that weight, the variable face's `wght` instance), and
    /// lines break across them at the text's opportunities. The ellipsis of a truncated line stays in `weight`.
    public var weightRuns: [TextWeightRun] = []

    public init(_ text: String, family: String? = nil, size: Double, weight: Double = 400, width: Double? = nil,
                height: Double? = nil, lineLimit: Int? = nil, truncation: Truncation = .tail,
                minimumScaleFactor: Double = 1, lineHeight: Double? = nil, lineSpacing: Double = 0,
                heightGrid: Double? = nil) {
        self.text = text
        self.family = family
        self.size = size
        self.weight = weight
        self.width = width
        self.height = height
        self.lineLimit = lineLimit
        self.truncation = truncation
        self.minimumScaleFactor = minimumScaleFactor
        self.lineHeight = lineHeight
        self.lineSpacing = lineSpacing
        self.heightGrid = heightGrid
    }
}

/// A piece of a text in its own weight (`TextRequest.weightRuns`).
public struct TextWeightRun: Hashable, Sendable {
    /// UTF-16 offsets in the request's text.
    public var range: Range<Int>
    /// OpenType `wght` value (100…900).
    public var weight: Double

    public init(range: Range<Int>, weight: Double) {
        self.range = range
        self.weight = weight
    }
}

/// Why a request could not be measured (fonts aside, which throw `FontError`).
public enum TextEngineError: Error, Hashable, Sendable, CustomStringConvertible {
    case invalidSize(Double)
    case invalidScaleFactor(Double)

    public var description: String {
        switch self {
        case .invalidSize(let s): return "font size must be a positive number of points, got \(s)"
        case .invalidScaleFactor(let f): return "minimum scale factor must be in (0, 1], got \(f)"
        }
    }
}
