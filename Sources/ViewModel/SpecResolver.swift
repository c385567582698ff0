import DynamicType
import Layout
import Localization

/// One case of a spec made concrete: the view tree for a variant on a device at a size category.
public struct ResolvedLayout: Sendable {
    public var spec: String
    public var variant: String
    public var device: Device
    /// The category the user picked; subtrees under `dynamicTypeSize` may see a clamped one.
    public var category: ContentSizeCategory
    public var boldText: Bool
    public var locale: LocaleSetting = .development()
    /// The direction the body is laid out in: the locale's.
    public var layoutDirection: LayoutDirection { locale.layoutDirection }
    /// The view, laid out in the device's width less the insets, with unbounded height, as in a scroll view.
    public var body: ViewNode
    /// The resolved leading/trailing insets: the screen's edges lie this far beyond the body's.
    public var insets: EdgeInsets
    /// Overlays, sheets and other content the view declares that is never laid out, at their lines.
    public var notShown: [NotShownPart] = []
    /// The insets by side of the screen, as checks and previews draw it: `leading` is the left one (the trailing
    /// inset in right-to-left).
    public var screenInsets: EdgeInsets {
        guard layoutDirection == .rightToLeft else { return insets }
        return EdgeInsets(top: insets.top, leading: insets.trailing, bottom: insets.bottom, trailing: insets.leading)
    }
}

/// Where a line's height comes from.
public enum LineHeightModel: String, Hashable, Sendable, CaseIterable {
    /// iOS's: the system font's lines are SF's ascender + descender tall whatever face stands in, text styles add
    /// `UIFont.leading` between lines, and a Text's height is rounded up to the display's pixels. Custom fonts keep
    /// their own metrics. The default.
    case sf
    /// The font's own metrics (hhea ascender + descender + line gap), for every font.
    case font
    /// The HIG table's "leading" column for text styles (body 22 pt at Large): the designer's line spacing.
    case hig
}

/// Evaluates per-category values, scaled metrics, fonts, placeholders and components for one case.
public struct SpecResolver: Sendable {
    /// Custom font families the project configures (`fonts:` in layoutcheck.yml); any other is an error.
    public var fontFamilies: Set<String>
    public var lineHeight: LineHeightModel
    public var platform: Platform

    public init(fontFamilies: Set<String> = [], lineHeight: LineHeightModel = .sf, platform: Platform = .default) {
        self.fontFamilies = fontFamilies
        self.lineHeight = lineHeight
        self.platform = platform
    }

    /// - Parameter variant: a name from `spec.variantNames`; nil = the first.
    public func resolve(_ spec: LayoutSpec, variant: String? = nil, device: Device, category: ContentSizeCategory,
                        boldText: Bool = false, locale: LocaleSetting = .development()) throws -> ResolvedLayout {
        let context = ResolveContext(spec: spec, fontFamilies: fontFamilies, lineHeight: lineHeight, platform: platform)
        let variantName = variant ?? spec.variantNames[0]
        var values: [String: String] = [:]
        if !spec.variants.isEmpty {
            guard let chosen = spec.variants.first(where: { $0.name == variantName }) else {
                throw SpecErrors([SpecError(file: spec.file, line: 1, column: 1, keyPath: "variants",
                                            message: "no variant `\(variantName)`" + Suggest.hint(variantName, spec.variantNames)
                                                + " (variants: \(spec.variantNames.joined(separator: ", ")))")])
            }
            values = chosen.values
        } else if variantName != "default" {
            throw SpecErrors([SpecError(file: spec.file, line: 1, column: 1, keyPath: "variants",
                                        message: "no variant `\(variantName)`: the spec declares no variants")])
        }
        let env = ResolveEnvironment(requested: category, device: device, boldText: boldText, locale: locale, values: values)
        let body = context.node(spec.body, env)
        if body == nil, context.errors.isEmpty {
            context.errors.append(SpecError(file: spec.file, line: 1, column: 1, keyPath: "body",
                                            message: "the body has no view at \(category.name)"))
        }
        guard let body, context.errors.isEmpty else { throw SpecErrors(context.errors) }

        func side(_ v: Varying<Insets.Value>) -> Double {
            switch v.value(at: category) {
            case .margins: return device.layoutMargin
            case .length(let l): return l.resolve(at: category, displayScale: device.displayScale)
            }
        }
        let insets = EdgeInsets(leading: side(spec.insets.leading), trailing: side(spec.insets.trailing))
        var resolved = ResolvedLayout(spec: spec.name, variant: variantName, device: device, category: category, boldText: boldText,
                                      locale: locale, body: body, insets: insets)
        resolved.notShown = context.notShown
        return resolved
    }
}

/// SwiftUI environment values the language models, flowing down the tree.
struct ResolveEnvironment {
    var requested: ContentSizeCategory
    /// Accumulated `dynamicTypeSize` ranges (nested ranges intersect).
    var range: ContentSizeRange = .all
    var device: Device
    var boldText: Bool
    var locale: LocaleSetting
    /// The locale's, or what `.environment(\.layoutDirection, …)` sets for a subtree.
    var layoutDirection: LayoutDirection
    var values: [String: String]
    var font: FontValue?
    var fontWeight: FontWeight?
    var fontDesign: String?
    var bold = false
    var lineLimit: LineLimitValue = .unlimited
    var truncationMode: TruncationMode = .tail
    var minimumScaleFactor: Double = 1
    var labelStyle: LabelStyle = .titleAndIcon
    var lineSpacing = 0.0
    var textCase: TextCase?
    var buttonStyle: ButtonStyleValue = .automatic
    var tracking = 0.0
    var monospacedDigit = false
    var imageScale: SymbolSizes.SymbolScale = .medium
    var controlSize: ControlSizeValue = .regular
    /// `scrollClipDisabled()` here or above: scroll views do not cut their content at their bounds.
    var scrollClipDisabled = false
    /// `labelsHidden()` here or above: a Toggle is its switch alone.
    var labelsHidden = false
    /// `contentMargins(…)` here or above, in points by edge (nil: the scroll view's default, none).
    var scrollContentMargins = ContentMargins()
    /// `.listStyle(_:)` here or above.
    var listStyle: ListStyleValue = .insetGrouped
    /// `.listSectionSpacing(_:)` here or above (nil: not written, the platform's).
    var listSectionSpacing: ListSectionSpacingValue?
    /// `.listRowSpacing(_:)` here or above, in points.
    var listRowSpacing = 0.0
    /// Directly inside a Form or List row (`FormMetrics`).
    var inFormRow = false
    /// Components being expanded, outermost first (a guard against cycles).
    var componentStack: [String] = []
    /// View-tree levels above this element (views and layout wrappers), against `SpecLimits.maxTreeDepth`.
    var depth = 0

    init(requested: ContentSizeCategory, device: Device, boldText: Bool, locale: LocaleSetting, values: [String: String]) {
        self.requested = requested
        self.device = device
        self.boldText = boldText
        self.locale = locale
        self.layoutDirection = locale.layoutDirection
        self.values = values
    }

    /// The category this subtree sees.
    var category: ContentSizeCategory { range.clamp(requested) }

    func length(_ v: Varying<Length>) -> Double {
        v.value(at: category).resolve(at: category, displayScale: device.displayScale)
    }

    func optionalLength(_ v: Varying<Length?>?) -> Double? {
        v?.value(at: category)?.resolve(at: category, displayScale: device.displayScale)
    }

    /// Applies an element's environment modifiers; `dynamicTypeSize` first, since the others are read at the
    /// category it sets.
    mutating func apply(_ modifiers: [Modifier]) {
        for m in modifiers {
            guard case .dynamicTypeSize(let value) = m.kind else { continue }
            switch value {
            case .range(let r): range = range.intersection(r)
            case .fixed(let c): requested = c
            }
        }
        let c = category
        for m in modifiers {
            switch m.kind {
            case .font(let v): font = v.value(at: c)
            case .fontWeight(let v): fontWeight = v.value(at: c)
            case .bold(let v): bold = v.value(at: c)
            case .lineLimit(let v): lineLimit = v.value(at: c)
            case .truncationMode(let v): truncationMode = v.value(at: c)
            case .minimumScaleFactor(let v): minimumScaleFactor = v.value(at: c)
            case .labelStyle(let v): labelStyle = v.value(at: c)
            case .lineSpacing(let v): lineSpacing = length(v)
            case .textCase(let v): textCase = v.value(at: c)
            case .buttonStyle(let v): buttonStyle = v.value(at: c)
            case .tracking(let v): tracking = length(v)
            case .monospacedDigit(let v): monospacedDigit = v.value(at: c)
            case .layoutDirection(let d): layoutDirection = d
            case .imageScale(let v): imageScale = v.value(at: c)
            case .controlSize(let v): controlSize = v.value(at: c)
            case .fontDesign(let v): fontDesign = v.value(at: c)
            case .scrollClipDisabled(let v): scrollClipDisabled = v.value(at: c)
            case .labelsHidden(let v): labelsHidden = v.value(at: c)
            case .contentMargins(let v): scrollContentMargins.set(v.value(at: c), length)
            case .listStyle(let v): listStyle = v
            case .listSectionSpacing(let v): listSectionSpacing = v
            case .listRowSpacing(let v): listRowSpacing = length(v)
            default: break
            }
        }
        scrollContentMargins.enterScrollView(if: modifiers.contains { if case .scrollContentMargins = $0.kind { true } else { false } })
    }
}
