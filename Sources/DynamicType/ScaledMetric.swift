/// `@ScaledMetric` / `UIFontMetrics.scaledValue(for:)`: scales a length given at the default size (Large).
///
/// Model (docs/platform-facts.md, "Scaled metrics"; reverse-engineered, not documented by Apple): the value is multiplied by the ratio of the
/// style's leading at the category to its leading at Large, then rounded to the display's pixel grid
/// (1/3 pt at @3x). It reproduces the one published measurement: body, 17 at Medium → 16.333 (Jared Sinclair, 2024),
/// where scaling by point size would give 16. Other categories are unmeasured.
public enum ScaledMetric {
    /// Apple's default for `@ScaledMetric(wrappedValue:)` without `relativeTo:` is the body style
    /// (OpenSwiftUI, LiveViewNative docs).
    public static let defaultStyle: TextStyle = .body

    /// iPhone displays are @3x; `displayScale` 2 gives the @2x grid (iPhone SE, iPads).
    public static let defaultDisplayScale: Double = 3

    public static func scale(_ value: Double, relativeTo style: TextStyle = defaultStyle,
                             at category: ContentSizeCategory, displayScale: Double = defaultDisplayScale) -> Double {
        let ratio = style.leading(at: category) / style.leading(at: .large)
        return roundToPixel(value * ratio, displayScale: displayScale)
    }

    /// The multiplier before rounding, as `Font.custom(_:size:relativeTo:)` applies it to a font size.
    public static func ratio(relativeTo style: TextStyle = defaultStyle, at category: ContentSizeCategory) -> Double {
        style.leading(at: category) / style.leading(at: .large)
    }

    /// Rounds to the nearest multiple of 1/displayScale, halves away from zero (OpenSwiftUI `rounded(toMultipleOf:)`).
    public static func roundToPixel(_ value: Double, displayScale: Double = defaultDisplayScale) -> Double {
        guard displayScale > 0, value.isFinite else { return value }
        return (value * displayScale).rounded(.toNearestOrAwayFromZero) / displayScale
    }
}
