import DynamicType
import Layout

/// A modifier as written. Layout modifiers (padding, frame, fixedSize, hidden) wrap the element in written order,
/// first written = innermost, as a SwiftUI chain reads top to bottom. Environment modifiers (font, lineLimit, …,
/// dynamicTypeSize) apply to the whole element wherever they are written, as environment values do.
public struct Modifier: Sendable {
    public var kind: ModifierKind
    public var source: SourceLocation

    public init(kind: ModifierKind, source: SourceLocation) { self.kind = kind; self.source = source }
}

public enum ModifierKind: Sendable {
    case padding(Varying<PaddingValue>)
    case frame(Varying<FrameValue>)
    case fixedSize(Varying<FixedSizeValue>)
    case layoutPriority(Varying<Double>)
    case hidden(Varying<Bool>)
    case font(Varying<FontValue>)
    case fontWeight(Varying<FontWeight>)
    case bold(Varying<Bool>)
    /// `.fontDesign(.rounded)` (iOS 16.1): the design of the system fonts inside.
    case fontDesign(Varying<String>)
    case lineLimit(Varying<LineLimitValue>)
    case truncationMode(Varying<TruncationMode>)
    case minimumScaleFactor(Varying<Double>)
    case labelStyle(Varying<LabelStyle>)
    case dynamicTypeSize(DynamicTypeSizeValue)
    /// `.lineSpacing(_:)`: points between lines of the texts inside, on top of their font's leading.
    case lineSpacing(Varying<Length>)
    /// `.textCase(.uppercase)`: the texts inside are drawn in that case (nil = as written).
    case textCase(Varying<TextCase?>)
    /// `.monospacedDigit()`: the texts inside use tabular figures.
    case monospacedDigit(Varying<Bool>)
    /// `.tracking(_:)` / `.kerning(_:)`: points after each character of the texts inside.
    case tracking(Varying<Length>)
    /// `.buttonStyle(_:)`: bordered styles pad the buttons inside (an environment value, as in SwiftUI).
    case buttonStyle(Varying<ButtonStyleValue>)
    /// `.controlSize(_:)`: the size of the controls inside; only `.regular` is measured (see `ControlSizeValue`).
    case controlSize(Varying<ControlSizeValue>)
    /// `.imageScale(_:)`: the SF Symbols inside are drawn at this scale of the font around them.
    case imageScale(Varying<SymbolSizes.SymbolScale>)
    /// `.aspectRatio(_:contentMode:)`, `.scaledToFit()`, `.scaledToFill()`: the view is proposed the ratio's largest
    /// size within (fit) or smallest covering (fill) what it is offered; nil at a category = not applied there.
    case aspectRatio(Varying<AspectRatio?>)
    /// `.scrollClipDisabled()`: the scroll views inside draw their content past their bounds.
    case scrollClipDisabled(Varying<Bool>)
    /// `.labelsHidden()`: the controls inside are drawn without their labels (a Toggle as its switch alone).
    case labelsHidden(Varying<Bool>)
    /// `.contentMargins(…)` for a scroll view's content (`.automatic` or `.scrollContent` placement): the scroll views
    /// inside inset their content by these, on the edges given (nil edges keep what is set above).
    case contentMargins(Varying<PaddingValue>)
    /// Where a scroll view's content margins go: first among the modifiers a scroll view puts on its content
    /// (`ScrollViewBounds`), inside its frame.
    case scrollContentMargins
    /// `.position(x:y:)`: the view's centre at this point of a frame that takes what it is proposed.
    case position(Varying<Point>)
    /// `.contentShape(Rectangle())`: the view's frame at this point of the chain is the hit target of the button
    /// or toggle it holds, not the label's frame.
    case contentShape
    /// `.environment(\.layoutDirection, .rightToLeft)`: the element and what it holds laid out in that direction.
    case layoutDirection(LayoutDirection)
    /// `gridCellColumns(_:)`, `gridColumnAlignment(_:)`, `gridCellUnsizedAxes(_:)`, `gridCellAnchor(_:)`: read by the enclosing `Grid`
    /// from its cell (SwiftUI layout values: where they are written in the chain does not matter).
    case gridCell(GridCellValue)
    /// `.listRowInsets(EdgeInsets(…))`: the insets of the List or Form row the view is, read by the enclosing list
    /// from its row (a row's own modifier, wherever it is written in the chain).
    case listRowInsets(Varying<PaddingValue>)
    /// `.listStyle(_:)`: how the Lists inside lay their rows out (an environment value).
    case listStyle(ListStyleValue)
    /// `.listSectionSpacing(_:)`: the space between adjacent sections of the Lists inside; written on a `Section`,
    /// that section's own spacing (`FormSection.spacing`).
    case listSectionSpacing(ListSectionSpacingValue)
    /// `.listRowSpacing(_:)`: points between adjacent rows of the Lists inside (nil = the default, none).
    case listRowSpacing(Varying<Length>)
    /// `foregroundStyle`, `background`, `clipShape`/`cornerRadius`, `opacity`, `tint`: put on the view at this point
    /// of the chain as how it is drawn; no effect on layout.
    case presentation(Presentation)
    /// `.overlay(alignment:) { views }` / `.background(alignment:) { views }`: views laid out in the modified view's
    /// frame, over or behind it, and checked like any content.
    case layer(LayerValue)
    /// Accepted so specs read like the app's code; no effect on layout or drawing (`shadow`, accessibility, …).
    case cosmetic(String)
    /// `.onAppear { … }` or `.task { … }` whose action could not be run (`reason`): the view is laid out as it first
    /// appears, and reports list the action as not run.
    case actionNotRun(modifier: String, reason: String)
    /// The view is a system control drawn as published reimplementations draw it, not measured on iOS: what is
    /// estimated, said by the `control-size-estimated` note wherever it is laid out.
    case estimated(String)

    /// Modifiers that add a wrapper node; the rest set environment values.
    public var wraps: Bool {
        switch self {
        case .padding, .frame, .fixedSize, .hidden, .layer, .aspectRatio, .position: return true
        default: return false
        }
    }
}

/// The List styles laid out: iOS's default, inset grouped (a Form's look too), and plain.
public enum ListStyleValue: Sendable { case insetGrouped, plain }

/// `ListSectionSpacing`: `.default` (the platform's spacing) or a number of points (`.custom(_:)`, or a number).
public enum ListSectionSpacingValue: Sendable {
    case platformDefault
    case points(Varying<Length>)
}

/// The views of an `overlay` or `background`, aligned in the modified view's frame.
public struct LayerValue: Sendable {
    public var alignment: Alignment
    public var content: Element
    public var behind: Bool

    public init(alignment: Alignment, content: Element, behind: Bool) {
        self.alignment = alignment; self.content = content; self.behind = behind
    }
}

/// What a grid cell tells its `Grid`; nil fields are not set by this modifier.
public struct GridCellValue: Sendable {
    public var columns: Varying<Int>?
    public var columnAlignment: Alignment.Horizontal?
    public var unsizedAxes: Set<Axis>?
    public var anchor: Alignment?

    public init(columns: Varying<Int>? = nil, columnAlignment: Alignment.Horizontal? = nil, unsizedAxes: Set<Axis>? = nil,
                anchor: Alignment? = nil) {
        self.columns = columns; self.columnAlignment = columnAlignment; self.unsizedAxes = unsizedAxes; self.anchor = anchor
    }
}

/// SwiftUI's `ControlSize`. iOS's numbers are measured at `.regular` only (bordered button insets, the switch): a
/// button (other than a plain one) or a toggle under another size is reported, not guessed; views that are not
/// controls (texts, images, stacks) do not change with it.
public enum ControlSizeValue: String, CaseIterable, Sendable {
    case mini, small, regular, large, extraLarge
}

/// SwiftUI's button styles on iOS: the automatic style is a plain text button; bordered ones draw a capsule around a
/// padded label, and that capsule is what a finger hits.
public enum ButtonStyleValue: String, CaseIterable, Sendable {
    case automatic, plain, borderless, bordered, borderedProminent

    /// Whether the style draws a capsule around a padded label (`PlatformMetrics.borderedButtonPadding`).
    public var isBordered: Bool { self == .bordered || self == .borderedProminent }
}

/// `Text.Case`: SwiftUI's `textCase` environment value.
public enum TextCase: String, CaseIterable, Sendable {
    case uppercase, lowercase
}

public struct PaddingValue: Sendable {
    public var top, leading, bottom, trailing: Varying<Length>?

    package init(top: Varying<Length>? = nil, leading: Varying<Length>? = nil, bottom: Varying<Length>? = nil,
                 trailing: Varying<Length>? = nil) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }
}

/// `frame(width:height:alignment:)` or `frame(minWidth:idealWidth:maxWidth:…)`; mixing the two is an error.
public struct FrameValue: Sendable {
    public var width, height: Varying<Length>?
    public var minWidth, idealWidth, maxWidth: Varying<Length>?
    public var minHeight, idealHeight, maxHeight: Varying<Length>?
    public var alignment: Varying<Alignment>?

    public init(width: Varying<Length>? = nil, height: Varying<Length>? = nil,
                minWidth: Varying<Length>? = nil, idealWidth: Varying<Length>? = nil, maxWidth: Varying<Length>? = nil,
                minHeight: Varying<Length>? = nil, idealHeight: Varying<Length>? = nil, maxHeight: Varying<Length>? = nil,
                alignment: Varying<Alignment>? = nil) {
        self.width = width; self.height = height
        self.minWidth = minWidth; self.idealWidth = idealWidth; self.maxWidth = maxWidth
        self.minHeight = minHeight; self.idealHeight = idealHeight; self.maxHeight = maxHeight
        self.alignment = alignment
    }
}

public struct FixedSizeValue: Hashable, Sendable {
    public var horizontal: Bool
    public var vertical: Bool

    public init(horizontal: Bool, vertical: Bool) { self.horizontal = horizontal; self.vertical = vertical }
}

public enum LabelStyle: String, Hashable, Sendable, CaseIterable {
    case titleAndIcon, iconOnly, titleOnly
}

/// `lineLimit(n)`, `lineLimit(nil)`, `lineLimit(2...4)`, `lineLimit(2...)`, `lineLimit(n, reservesSpace: true)`.
public struct LineLimitValue: Hashable, Sendable {
    public var max: Int?
    /// Lines of height reserved even when the text needs fewer.
    public var min: Int
    public static let unlimited = LineLimitValue(max: nil, min: 0)

    public init(max: Int?, min: Int) { self.max = max; self.min = min }
}

/// `.dynamicTypeSize(...accessibility3)` (a range, intersected with enclosing ranges) or
/// `.dynamicTypeSize(.large)` (a value, still limited by enclosing ranges).
public enum DynamicTypeSizeValue: Hashable, Sendable {
    case range(ContentSizeRange)
    case fixed(ContentSizeCategory)
}

/// A font as `.font(…)` takes it.
public struct FontValue: Sendable {
    public enum Base: Sendable {
        /// `.body`, `.title2`: the HIG size and line height at the category.
        case style(TextStyle)
        /// `.system(size:)`: fixed unless the size is a scaled metric.
        case system(size: Varying<Length>)
        /// `Font.custom(name, size:relativeTo:)` (relativeTo nil = `Font.custom(name, fixedSize:)`).
        /// `Font.custom(name, size:)` without relativeTo scales like body, as SwiftUI's does.
        case custom(family: String, size: Double, relativeTo: TextStyle?)
    }
    public var base: Base
    public var weight: FontWeight?
    public var bold: Bool
    /// `.rounded`, `.serif`…: recorded, not modelled (one system font face set is configured).
    public var design: String?
    /// `Font.monospacedDigit()`: tabular figures.
    public var monospacedDigit = false

    public init(base: Base, weight: FontWeight? = nil, bold: Bool = false, design: String? = nil) {
        self.base = base; self.weight = weight; self.bold = bold; self.design = design
    }
}
