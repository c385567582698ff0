import DynamicType

/// How text enters layout: a measure callback, as in Taffy and Yoga, so layout can be tested with a fixed-advance
/// measurer and never links FreeType. LayoutCheckKit adapts the real TextEngine to this protocol.
public protocol TextMeasuring: Sendable {
    /// Lays `text` out for a proposal, as SwiftUI's Text answers `sizeThatFits`:
    /// - `proposal.width == nil` (or infinite): the ideal size, one line per paragraph, no wrapping;
    /// - otherwise wrap to the width; a word wider than the line breaks between grapheme clusters;
    /// - `lineLimit` and `proposal.height` (when finite) cap the lines, the last one truncated with "…";
    /// - `minimumScaleFactor` < 1 shrinks the size before truncating.
    func measure(_ text: TextSpec, proposal: ProposedSize) -> TextLayout
}

/// Everything about one piece of text that its measurement depends on, resolved for one environment.
/// A piece of a text drawn in its own weight (`TextSpec.weightRuns`).
public struct WeightedRange: Hashable, Sendable {
    /// UTF-16 offsets in the text's string.
    public var range: Range<Int>
    /// OpenType `wght` value (100…900).
    public var weight: Double

    public init(range: Range<Int>, weight: Double) {
        self.range = range
        self.weight = weight
    }
}

public struct TextSpec: Hashable, Sendable {
    public var string: String
    public var font: FontSpec
    /// nil = unlimited; values below 1 act as 1 (EnvironmentValues.lineLimit).
    public var lineLimit: Int?
    /// `lineLimit(_:reservesSpace: true)` / `lineLimit(n...)`: at least this many lines of height.
    public var minimumLines: Int
    public var truncationMode: TruncationMode
    /// 1 = never shrink (SwiftUI default).
    public var minimumScaleFactor: Double
    /// A Text's height is rounded up to the display's pixels (1/3 pt at @3x, 1/2 pt at @2x); nil = unrounded.
    public var heightGrid: Double? = nil
    /// False for a font whose size ignores Dynamic Type (`.system(size: 17)`, `Font.custom(_:fixedSize:)`).
    public var followsDynamicType = true
    /// `.lineSpacing(_:)`: points added between lines, on top of the font's own leading (the paragraph's line
    /// spacing; the spacing a stack leaves between two texts still comes from the font).
    public var extraLineSpacing = 0.0
    /// `.tracking(_:)` / `.kerning(_:)`: points added after each character.
    public var letterSpacing = 0.0
    /// `.monospacedDigit()`: digits in tabular figures, all as wide as each other.
    public var monospacedDigits = false
    /// The text style the font comes from (nil for an explicit size or a custom font): its spacing preferences in a
    /// stack are measured per style (`TextSpacingTable`).
    public var textStyle: TextStyle?
    /// The BCP 47 language the text is in (the locale's): line-breaking rules and the fallback fonts for scripts
    /// the font lacks (Han in `ja` is Japanese, in `zh-Hans` Simplified Chinese). nil = no language.
    public var language: String?
    /// The layout direction around the text: in right-to-left, a Text's paragraph runs right to left whatever its
    /// first letter (SwiftUI takes a Text's base writing direction from `layoutDirection`), so a Latin sentence's
    /// final period is drawn at its left. Left-to-right leaves the direction to the text's first strong character.
    public var layoutDirection: LayoutDirection = .leftToRight
    /// The widths, in ems of the font's size, of the SF Symbols drawn inside the text, one per U+FFFC in `string`
    /// (`InlineSymbols`).
    public var inlineSymbolEms: [Double] = []
    /// Pieces in another weight than `font.weight` (`Text("a") + Text("b").bold()`, Markdown `**b**`): UTF-16 ranges
    /// of `string`, ascending and apart.
    public var weightRuns: [WeightedRange] = []

    public init(_ string: String, font: FontSpec, lineLimit: Int? = nil, minimumLines: Int = 0,
                truncationMode: TruncationMode = .tail, minimumScaleFactor: Double = 1) {
        self.string = string
        self.font = font
        self.lineLimit = lineLimit.map { max($0, 1) }
        self.minimumLines = minimumLines
        self.truncationMode = truncationMode
        self.minimumScaleFactor = minimumScaleFactor
    }
}

/// A concrete font: a family registered with the engine (nil = the system font), a point size and a weight.
public struct FontSpec: Hashable, Sendable, CustomStringConvertible {
    /// nil = the system font (SF Pro, stood in for by Inter); else a name from the configuration's fonts.
    public var family: String?
    public var size: Double
    public var weight: Double
    /// The height of one line at `size`: SF's ascender + descender for the system font (a stand-in's own
    /// metrics would not be SF's), the HIG leading under `lineHeight: hig`; nil = the font's own metrics.
    public var lineHeight: Double?
    /// Space between lines at `size`, UIKit's `UIFont.leading`: a text style's HIG leading less its line height;
    /// 0 for `.system(size:)` and custom fonts.
    public var lineSpacing: Double

    public init(family: String? = nil, size: Double, weight: Double = 400, lineHeight: Double? = nil,
                lineSpacing: Double = 0) {
        self.family = family
        self.size = size
        self.weight = weight
        self.lineHeight = lineHeight
        self.lineSpacing = lineSpacing
    }

    public var description: String {
        "\(family ?? "system") \(fmt(size))pt w\(Int(weight.rounded()))"
    }
}

public enum TruncationMode: String, Hashable, Sendable, CaseIterable { case tail, head, middle }

/// What truncated a text, for findings ("which constraint truncated it").
public enum TruncationCause: String, Hashable, Sendable {
    /// More lines were needed than `lineLimit` allows.
    case lineLimit
    /// The proposed (frame) height held fewer lines than the text needs.
    case height
}

/// The measured text: its size and lines, whether it was truncated and at what size it was drawn.
public struct TextLayout: Hashable, Sendable {
    public struct Line: Hashable, Sendable {
        public var text: String
        public var width: Double
        /// The line ends inside a word broken between characters because it did not fit a line.
        public var splitsWord: Bool
        public init(text: String, width: Double, splitsWord: Bool = false) {
            self.text = text; self.width = width; self.splitsWord = splitsWord
        }
    }

    public var size: Size
    public var lines: [Line]
    public var truncated: Bool
    public var truncationCause: TruncationCause?
    /// The point size drawn, after any minimum-scale-factor shrink.
    public var effectiveFontSize: Double
    /// Characters the font lacks (drawn as .notdef boxes); empty when the font covers the text.
    public var missingCharacters: [Character]

    public init(size: Size, lines: [Line], truncated: Bool, truncationCause: TruncationCause? = nil,
                effectiveFontSize: Double, missingCharacters: [Character] = []) {
        self.size = size
        self.lines = lines
        self.truncated = truncated
        self.truncationCause = truncationCause
        self.effectiveFontSize = effectiveFontSize
        self.missingCharacters = missingCharacters
    }
}
