/// The 12 Dynamic Type sizes a user can pick, in order, under SwiftUI's `DynamicTypeSize` names.
/// UIKit's `UIContentSizeCategory` names and the short forms people type (`xS`, `L`, `AX5`) are accepted by `init(parsing:)`.
public enum ContentSizeCategory: Int, CaseIterable, Comparable, Hashable, Sendable, CustomStringConvertible {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// iOS's default setting.
    public static let `default`: ContentSizeCategory = .large

    /// SwiftUI `DynamicTypeSize.isAccessibilitySize`: true from accessibility1 (UIKit `isAccessibilityCategory`).
    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    /// SwiftUI's case name (`xSmall`, `accessibility5`); the key used in specs, goldens and JSON.
    public var name: String { Self.swiftUINames[rawValue] }

    /// The short label used in tables and reports (`xS`, `L`, `AX5`).
    public var shortName: String { Self.shortNames[rawValue] }

    /// UIKit's `UIContentSizeCategory` member name (`extraSmall`, `accessibilityExtraExtraExtraLarge`).
    public var uiKitName: String { Self.uiKitNames[rawValue] }

    public var description: String { name }

    public static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }

    /// Parses any accepted spelling, case-insensitively: SwiftUI (`xxxLarge`, `accessibility3`), short (`xxxL`, `AX3`),
    /// UIKit (`extraExtraExtraLarge`, `accessibilityExtraLarge`, `UICTContentSizeCategoryAccessibilityXL`).
    public init?(parsing text: String) {
        let key = text.trimmingSpaces().lowercased()
        guard let found = Self.lookup[key] else { return nil }
        self = found
    }

    /// Every spelling accepted by `init(parsing:)`, for "did you mean" suggestions.
    public static var acceptedNames: [String] { swiftUINames + shortNames + uiKitNames }

    static let swiftUINames = ["xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge",
                               "accessibility1", "accessibility2", "accessibility3", "accessibility4", "accessibility5"]
    static let shortNames = ["xS", "S", "M", "L", "xL", "xxL", "xxxL", "AX1", "AX2", "AX3", "AX4", "AX5"]
    static let uiKitNames = ["extraSmall", "small", "medium", "large", "extraLarge", "extraExtraLarge", "extraExtraExtraLarge",
                             "accessibilityMedium", "accessibilityLarge", "accessibilityExtraLarge",
                             "accessibilityExtraExtraLarge", "accessibilityExtraExtraExtraLarge"]
    /// `UICTContentSizeCategory…` raw values (docs/platform-facts.md, "Category identifiers").
    static let rawValueSuffixes = ["XS", "S", "M", "L", "XL", "XXL", "XXXL",
                                   "AccessibilityM", "AccessibilityL", "AccessibilityXL", "AccessibilityXXL", "AccessibilityXXXL"]

    private static let lookup: [String: ContentSizeCategory] = {
        var table: [String: ContentSizeCategory] = [:]
        for category in allCases {
            let i = category.rawValue
            for spelling in [swiftUINames[i], shortNames[i], uiKitNames[i], "UICTContentSizeCategory" + rawValueSuffixes[i]] {
                table[spelling.lowercased()] = category
            }
        }
        for (i, ax) in ["ax1", "ax2", "ax3", "ax4", "ax5"].enumerated() {
            table["accessibility\(i + 1)"] = ContentSizeCategory(rawValue: 7 + i)
            table[ax] = ContentSizeCategory(rawValue: 7 + i)
        }
        table["xs"] = .xSmall; table["xl"] = .xLarge; table["xxl"] = .xxLarge; table["xxxl"] = .xxxLarge
        table["extrasmall"] = .xSmall
        return table
    }()
}

extension String {
    func trimmingSpaces() -> String {
        var s = Substring(self)
        while let f = s.first, f == " " || f == "\t" { s.removeFirst() }
        while let l = s.last, l == " " || l == "\t" { s.removeLast() }
        return String(s)
    }
}
