import DynamicType
import Foundation
import Layout
import CheckSettings

extension ResolveContext {
    func textSpec(_ string: String, _ env: ResolveEnvironment, at source: SourceLocation) -> TextSpec {
        // Text.Case as SwiftUI applies it, in the environment's locale (Turkish dotted İ).
        let cased: String
        switch env.textCase {
        case .uppercase?:
            cased = env.locale.hasOwnCaseMapping ? string.uppercased(with: Locale(identifier: env.locale.language)) : string.uppercased()
        case .lowercase?:
            cased = env.locale.hasOwnCaseMapping ? string.lowercased(with: Locale(identifier: env.locale.language)) : string.lowercased()
        case nil: cased = string
        }
        checkMeasuredDesign(env, at: source)
        let expanded = InlineSymbols.expandAll(cased)
        let (shown, symbols) = (expanded.text, expanded.symbols)
        var spec = TextSpec(shown, font: fontSpec(env, at: source), lineLimit: env.lineLimit.max,
                            minimumLines: env.lineLimit.min, truncationMode: env.truncationMode,
                            minimumScaleFactor: env.minimumScaleFactor)
        // A Text's height is rounded up to the display's pixels, as iOS lays it out.
        if lineHeight == .sf { spec.heightGrid = 1 / env.device.displayScale }
        spec.followsDynamicType = Self.scales(env.font)
        spec.extraLineSpacing = env.lineSpacing
        spec.letterSpacing = env.tracking
        spec.monospacedDigits = env.monospacedDigit || env.font?.monospacedDigit == true
        spec.language = env.locale.language
        spec.layoutDirection = env.layoutDirection
        if case .style(let style)? = env.font?.base ?? .style(.body) { spec.textStyle = style }
        spec.inlineSymbolEms = symbols.map { name in
            SymbolSizes.box(name, pointSize: spec.font.size, weight: spec.font.weight, displayScale: env.device.displayScale).width
                / spec.font.size
        }
        if !expanded.pieces.isEmpty { spec.weightRuns = weightRuns(expanded, env, base: spec.font.weight) }
        return spec
    }

    /// Each piece's weight: the text's weight before Bold Text, then the piece's changes outermost first (`.bold()`
    /// the font's emphasized weight if heavier, `.fontWeight` that weight), then the Bold Text setting, as for the
    /// whole text. Where pieces nest the inner one (the longer chain of changes) wins. Pieces in the text's own
    /// weight are dropped.
    private func weightRuns(_ e: InlineSymbols.Expanded, _ env: ResolveEnvironment, base: Double) -> [WeightedRange] {
        let (plain, emphasized) = textWeights(env)
        let bounds = Set(e.pieces.flatMap { [$0.range.lowerBound, $0.range.upperBound] }).sorted()
        var out: [WeightedRange] = []
        for (a, b) in zip(bounds, bounds.dropFirst()) {
            guard let piece = e.pieces.filter({ $0.range.contains(a) }).max(by: { $0.changes.count < $1.changes.count })
            else { continue }
            var weight = plain
            for change in piece.changes {
                switch change {
                case .bold: weight = max(weight, emphasized)
                case .weight(let w): weight = FontWeight(w)
                }
            }
            if env.boldText { weight = weight.boldTextWeight }
            guard weight.value != base else { continue }
            if let last = out.last, last.range.upperBound == a, last.weight == weight.value {
                out[out.count - 1].range = last.range.lowerBound..<b
            } else {
                out.append(WeightedRange(range: a..<b, weight: weight.value))
            }
        }
        return out
    }

    /// Whether a font's size follows the Dynamic Type setting: text styles and `Font.custom(_:size:relativeTo:)` do,
    /// `.system(size:)` only with a scaled metric, `Font.custom(_:fixedSize:)` never.
    static func scales(_ font: FontValue?) -> Bool {
        guard let font else { return true }  // body
        switch font.base {
        case .style: return true
        case .system(let size): return size.allValues.contains(where: \.scales)
        case .custom(_, _, let relativeTo): return relativeTo != nil
        }
    }

    /// An SF Symbol's node; at a small or large image scale its size is an estimate, which it carries.
    func symbolNode(_ name: String, _ env: ResolveEnvironment, resizable: Bool = false, id: String? = nil,
                    source: SourceLocation, suppressions: [Suppression] = []) -> ViewNode {
        let estimate = env.imageScale == .medium ? nil
            : "drawn at the \(env.imageScale.rawValue) image scale, estimated as \(env.imageScale.factor)× its measured medium box"
        return ViewNode(symbolKind(name, env, resizable: resizable, at: source), id: id, source: source,
                        suppressions: suppressions, sizeEstimate: estimate)
    }

    func symbolKind(_ name: String, _ env: ResolveEnvironment, resizable: Bool = false,
                    at source: SourceLocation) -> ViewNode.Kind {
        // A symbol takes the point size and weight of the font around it (`SymbolSizes`: measured boxes per name);
        // a resizable one keeps that box as its own size, the ratio `scaledToFit()` keeps.
        let font = fontSpec(env, at: source)
        let box = SymbolSizes.box(name, pointSize: font.size, weight: font.weight, displayScale: env.device.displayScale,
                                  scale: env.imageScale)
        return .symbol(name: name, size: Size(width: box.width, height: box.height), resizable: resizable)
    }

    /// The concrete font: text styles from the HIG table at the category (size and line height), scaled sizes as
    /// @ScaledMetric, custom fonts as `Font.custom(_:size:relativeTo:)`; then `.bold()` (the style's emphasized
    /// weight), `.fontWeight()`, and the Bold Text setting (`FontWeight.boldTextWeight`).
    func fontSpec(_ env: ResolveEnvironment, at source: SourceLocation) -> FontSpec {
        let c = env.category
        let value = env.font ?? FontValue(base: .style(.body), weight: nil, bold: false, design: nil)
        var family: String?
        var size: Double
        var lineHeight: Double?
        var lineSpacing = 0.0
        switch value.base {
        case .style(let style):
            size = style.size(at: c)
            switch self.lineHeight {
            case .hig: lineHeight = style.leading(at: c)
            case .sf:
                lineHeight = SystemFontMetrics.lineHeight(size: size)
                lineSpacing = SystemFontMetrics.lineSpacing(style: style, at: c)
            case .font: break
            }
        case .system(let v):
            size = env.length(v)
            if self.lineHeight == .sf { lineHeight = SystemFontMetrics.lineHeight(size: size) }
        case .custom(let name, let base, let relativeTo):
            if !fontFamilies.contains(name) {
                error("unknown font family `\(name)`" + Suggest.hint(name, fontFamilies.sorted())
                      + (fontFamilies.isEmpty ? " (no custom fonts are configured)"
                                              : " (configured: \(fontFamilies.sorted().joined(separator: ", ")))"), at: source)
            }
            family = name
            // UIFontMetrics.scaledFont: the size times the style's measured factor, rounded to whole points.
            size = relativeTo.map { ScaledMetric.scaledFontSize(base, relativeTo: $0, at: c) } ?? base
        }
        var weight = textWeights(env).weight
        if env.boldText { weight = weight.boldTextWeight }
        return FontSpec(family: family, size: size, weight: weight.value, lineHeight: lineHeight, lineSpacing: lineSpacing)
    }

    /// The font's weight before the Bold Text setting (the style's, `Font.weight`, `.fontWeight`, then `.bold()`),
    /// and the weight `.bold()` gives it (the style's emphasized weight; bold for other fonts).
    private func textWeights(_ env: ResolveEnvironment) -> (weight: FontWeight, emphasized: FontWeight) {
        let value = env.font ?? FontValue(base: .style(.body), weight: nil, bold: false, design: nil)
        var weight = FontWeight.regular
        var emphasized = FontWeight.bold
        if case .style(let style) = value.base { weight = style.weight; emphasized = style.emphasizedWeight }
        if let w = value.weight { weight = w }
        if let w = env.fontWeight { weight = w }
        if value.bold || env.bold { weight = max(weight, emphasized) }
        return (weight, emphasized)
    }

    /// The system font's designs other than the default are other typefaces: SF Mono and New York have widths of
    /// their own, so measuring them with the stand-in for SF Pro would be a wrong width, not an estimate.
    /// *Assumption*: SF Pro Rounded keeps SF Pro's advance widths (only its terminals are rounded), so `.rounded` is
    /// measured as the default design.
    /// (A symbol's box does not depend on the design.)
    private func checkMeasuredDesign(_ env: ResolveEnvironment, at source: SourceLocation) {
        let value = env.font
        if case .custom? = value?.base { return }
        guard let design = env.fontDesign ?? value?.design, design == "monospaced" || design == "serif" else { return }
        let face = design == "monospaced" ? "SF Mono" : "New York"
        error("the system font's `.\(design)` design (\(face)) is not measured: layoutcheck has a stand-in for SF Pro "
              + "only; use a custom font configured under `fonts:` in layoutcheck.yml, or the default design", at: source)
    }
}
