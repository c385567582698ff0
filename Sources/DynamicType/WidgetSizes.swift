/// The size of a WidgetKit family on an iPhone screen, in points, portrait.
///
/// Source: Apple's Human Interface Guidelines, Widgets → Specifications, "iOS dimensions"
/// (https://developer.apple.com/design/human-interface-guidelines/widgets#Specifications, revision of 2025-12-16).
/// The HIG has no row for the 402 × 874 and 440 × 956 screens (iPhone 16 Pro and Pro Max): *estimated* as the row
/// of the nearest narrower screen (393 × 852, 430 × 932), the values an iOS 18 measurement on those devices reports
/// (the FrameUp project's measurements, github.com/ryanlintott/FrameUp). iOS 26 may size widgets a few points
/// larger (FrameUp, a single source); see docs/platform-facts.md, "Widgets".
public enum WidgetSizes {
    public struct Size: Equatable, Sendable {
        public var width: Double
        public var height: Double
    }

    /// The families the table knows, as written in `#Preview(as: .systemSmall)`.
    public static let families = ["systemSmall", "systemMedium", "systemLarge", "accessoryCircular",
                                  "accessoryRectangular", "accessoryInline"]

    /// The Home Screen families, which get the system's content margins.
    public static func isHomeScreen(_ family: String) -> Bool { family.hasPrefix("system") }

    /// 16 pt: the HIG's "standard margin width for widgets" (Widgets → Choosing margins and padding), which
    /// WidgetKit applies around a Home Screen widget's content unless `.contentMarginsDisabled()`; Lock Screen
    /// (accessory) widgets get smaller margins, taken as none (*assumption*).
    public static let homeScreenContentMargin = 16.0

    /// Widgets follow Dynamic Type from Large to AX5 (HIG, Widgets → Displaying text in widgets): a smaller
    /// setting shows them at Large.
    public static let smallestCategory = ContentSizeCategory.large

    /// The family's size on a screen of this width and height; nil for a family or screen the table lacks (an
    /// iPad, whose system families the HIG gives per screen too, is not in the table yet).
    public static func size(of family: String, screenWidth: Double, screenHeight: Double) -> Size? {
        guard let index = families.firstIndex(of: family) else { return nil }
        let row = rows.first { $0.screen.width == screenWidth && $0.screen.height == screenHeight }
            ?? estimated[Screen(width: screenWidth, height: screenHeight)].flatMap { s in rows.first { $0.screen == s } }
        guard let sizes = row?.sizes, let size = sizes[index] else { return nil }
        return size
    }

    struct Screen: Hashable { var width, height: Double }

    private static func s(_ w: Double, _ h: Double) -> Size? { Size(width: w, height: h) }

    /// systemSmall, systemMedium, systemLarge, accessoryCircular, accessoryRectangular, accessoryInline.
    private static let rows: [(screen: Screen, sizes: [Size?])] = [
        (Screen(width: 430, height: 932), [s(170, 170), s(364, 170), s(364, 382), s(76, 76), s(172, 76), s(257, 26)]),
        (Screen(width: 428, height: 926), [s(170, 170), s(364, 170), s(364, 382), s(76, 76), s(172, 76), s(257, 26)]),
        (Screen(width: 414, height: 896), [s(169, 169), s(360, 169), s(360, 379), s(76, 76), s(160, 72), s(248, 26)]),
        (Screen(width: 414, height: 736), [s(159, 159), s(348, 157), s(348, 357), s(76, 76), s(170, 76), s(248, 26)]),
        (Screen(width: 393, height: 852), [s(158, 158), s(338, 158), s(338, 354), s(72, 72), s(160, 72), s(234, 26)]),
        (Screen(width: 390, height: 844), [s(158, 158), s(338, 158), s(338, 354), s(72, 72), s(160, 72), s(234, 26)]),
        (Screen(width: 375, height: 812), [s(155, 155), s(329, 155), s(329, 345), s(72, 72), s(157, 72), s(225, 26)]),
        (Screen(width: 375, height: 667), [s(148, 148), s(321, 148), s(321, 324), s(68, 68), s(153, 68), s(225, 26)]),
        (Screen(width: 360, height: 780), [s(155, 155), s(329, 155), s(329, 345), s(72, 72), s(157, 72), s(225, 26)]),
        (Screen(width: 320, height: 568), [s(141, 141), s(292, 141), s(292, 311), nil, nil, nil]),
    ]

    /// Screens the HIG has no row for, and the row taken for them (*estimated*, above).
    private static let estimated: [Screen: Screen] = [
        Screen(width: 402, height: 874): Screen(width: 393, height: 852),
        Screen(width: 440, height: 956): Screen(width: 430, height: 932),
    ]
}
