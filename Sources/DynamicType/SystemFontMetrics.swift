/// SF Pro's vertical metrics, which iOS uses for the system font at every text style and size (measured on the
/// iOS 26 simulator: `UIFont.preferredFont(forTextStyle:)` ascender, descender and lineHeight for 11 styles × 12
/// categories, in the dump `Sources/OpenUIKit/Resources/dynamic_type.json` of the GitHub repository
/// Vercantez/openuikit; see docs/platform-facts.md, "Text heights"). A stand-in font's own metrics are not SF's, so
/// the system font's line height comes from here whatever face draws the glyphs.
public enum SystemFontMetrics {
    /// 1950/2048 em.
    public static let ascender = 0.952148
    /// 494/2048 em.
    public static let descender = 0.241211
    /// ascender + descender: body at Large is 17 × 1.193359 = 20.287 pt.
    public static let lineHeight = 1.193359

    /// One line's height at `size` points.
    public static func lineHeight(size: Double) -> Double { size * lineHeight }

    /// `UIFont.leading` of a text style at a category: the HIG leading (the distance between baselines) less the
    /// line height; body at Large 22 − 20.287 = 1.713. Fonts from `.system(size:)` have none.
    public static func lineSpacing(style: TextStyle, at category: ContentSizeCategory) -> Double {
        max(0, style.leading(at: category) - lineHeight(size: style.size(at: category)))
    }
}
