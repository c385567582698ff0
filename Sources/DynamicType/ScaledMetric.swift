/// `@ScaledMetric` / `UIFontMetrics.scaledValue(for:)`: scales a length given at the default size (Large).
///
/// iOS 26's own values, measured per style, category and base length (`ScaledMetricTable`, linear between measured
/// bases; docs/platform-facts.md, "Scaled metrics"), then rounded to the display's pixel grid (1/3 pt at @3x, 1/2 pt
/// at @2x): body 17 → 16.333 at Medium (as Jared Sinclair published in 2024), 48 at AX5; headline 17 → 39.333 at AX4.
/// On @2x displays the @3x measurement is rounded again to half points (an assumption: no @2x dump is published).
public enum ScaledMetric {
    /// Apple's default for `@ScaledMetric(wrappedValue:)` without `relativeTo:` is the body style
    /// (OpenSwiftUI, LiveViewNative docs).
    public static let defaultStyle: TextStyle = .body

    /// iPhone displays are @3x; `displayScale` 2 gives the @2x grid (iPhone SE, iPads).
    public static let defaultDisplayScale: Double = 3

    public static func scale(_ value: Double, relativeTo style: TextStyle = defaultStyle,
                             at category: ContentSizeCategory, displayScale: Double = defaultDisplayScale) -> Double {
        roundToPixel(unrounded(value, relativeTo: style, at: category), displayScale: displayScale)
    }

    /// `UIFontMetrics.scaledFont(for:)` (and `Font.custom(_:size:relativeTo:)`): the scaled value in whole points, as
    /// the measured dump's `scaledFont` column is (body 17 → 16 at Medium, 48 at AX5; 8 → 23 at AX5 where the value
    /// is 22.667).
    public static func scaledFontSize(_ size: Double, relativeTo style: TextStyle, at category: ContentSizeCategory) -> Double {
        scale(size, relativeTo: style, at: category, displayScale: 3).rounded()
    }

    /// The scaled value before rounding to pixels; negative lengths scale like their magnitude.
    static func unrounded(_ value: Double, relativeTo style: TextStyle, at category: ContentSizeCategory) -> Double {
        guard value.isFinite, value != 0 else { return value }
        let magnitude = ScaledMetricTable.scaled(abs(value), style: style, at: category)
        return value < 0 ? -magnitude : magnitude
    }

    /// Rounds to the nearest multiple of 1/displayScale, halves away from zero (OpenSwiftUI `rounded(toMultipleOf:)`).
    public static func roundToPixel(_ value: Double, displayScale: Double = defaultDisplayScale) -> Double {
        guard displayScale > 0, value.isFinite else { return value }
        return (value * displayScale).rounded(.toNearestOrAwayFromZero) / displayScale
    }
}
