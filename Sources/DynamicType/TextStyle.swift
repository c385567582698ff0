/// The 11 iOS text styles under SwiftUI's `Font.TextStyle` names.
public enum TextStyle: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    case largeTitle, title, title2, title3, headline, body, callout, subheadline, footnote, caption, caption2

    public var description: String { rawValue }

    /// Parses SwiftUI names and UIKit's (`title1`, `caption1`, `subhead`), case-insensitively.
    public init?(parsing text: String) {
        let key = text.trimmingSpaces().lowercased()
        switch key {
        case "title1": self = .title
        case "caption1": self = .caption
        case "subhead": self = .subheadline
        default:
            guard let match = Self.allCases.first(where: { $0.rawValue.lowercased() == key }) else { return nil }
            self = match
        }
    }

    /// Every accepted spelling, for "did you mean" suggestions.
    public static var acceptedNames: [String] { allCases.map(\.rawValue) + ["title1", "caption1", "subhead"] }

    /// The style's weight at every category (Apple HIG, Typography › Specifications): Regular, except Headline which is Semibold.
    public var weight: FontWeight { self == .headline ? .semibold : .regular }

    /// What `Text.bold()` gives for this style: the HIG "emphasized weight" column (docs/platform-facts.md, "Type scale").
    public var emphasizedWeight: FontWeight {
        switch self {
        case .largeTitle, .title, .title2: return .bold
        default: return .semibold
        }
    }

    /// Size, leading and weight of this style at a category, exactly as in the HIG table (docs/platform-facts.md, "Type scale").
    public func metrics(at category: ContentSizeCategory) -> TextStyleMetrics {
        let (size, leading) = TypeScaleCells.cells[self]![category.rawValue]
        return TextStyleMetrics(size: size, leading: leading, weight: weight)
    }

    public func size(at category: ContentSizeCategory) -> Double { metrics(at: category).size }
    public func leading(at category: ContentSizeCategory) -> Double { metrics(at: category).leading }
}

/// One cell of the type scale: point size, line height ("leading" in the HIG) and weight.
public struct TextStyleMetrics: Hashable, Sendable {
    public var size: Double
    public var leading: Double
    public var weight: FontWeight
}

/// Apple HIG, Typography › Specifications, "iOS, iPadOS Dynamic Type sizes" and "larger accessibility type sizes":
/// (size, leading) in points per style, xSmall … accessibility5. Copied cell for cell from
/// Apple's HIG table (docs/platform-facts.md, "Type scale"), oddities included (subheadline xxxLarge 21/28; caption2 AX5 40, where one
/// iOS 13.3 measurement saw 41).
enum TypeScaleCells {
    static let cells: [TextStyle: [(Double, Double)]] = [
        .largeTitle: [(31, 38), (32, 39), (33, 40), (34, 41), (36, 43), (38, 46), (40, 48), (44, 52), (48, 57), (52, 61), (56, 66), (60, 70)],
        .title: [(25, 31), (26, 32), (27, 33), (28, 34), (30, 37), (32, 39), (34, 41), (38, 46), (43, 51), (48, 57), (53, 62), (58, 68)],
        .title2: [(19, 24), (20, 25), (21, 26), (22, 28), (24, 30), (26, 32), (28, 34), (34, 41), (39, 47), (44, 52), (50, 59), (56, 66)],
        .title3: [(17, 22), (18, 23), (19, 24), (20, 25), (22, 28), (24, 30), (26, 32), (31, 38), (37, 44), (43, 51), (49, 58), (55, 65)],
        .headline: [(14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 26), (23, 29), (28, 34), (33, 40), (40, 48), (47, 56), (53, 62)],
        .body: [(14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 26), (23, 29), (28, 34), (33, 40), (40, 48), (47, 56), (53, 62)],
        .callout: [(13, 18), (14, 19), (15, 20), (16, 21), (18, 23), (20, 25), (22, 28), (26, 32), (32, 39), (38, 46), (44, 52), (51, 60)],
        .subheadline: [(12, 16), (13, 18), (14, 19), (15, 20), (17, 22), (19, 24), (21, 28), (25, 31), (30, 37), (36, 43), (42, 50), (49, 58)],
        .footnote: [(12, 16), (12, 16), (12, 16), (13, 18), (15, 20), (17, 22), (19, 24), (23, 29), (27, 33), (33, 40), (38, 46), (44, 52)],
        .caption: [(11, 13), (11, 13), (11, 13), (12, 16), (14, 19), (16, 21), (18, 23), (22, 28), (26, 32), (32, 39), (37, 44), (43, 51)],
        .caption2: [(11, 13), (11, 13), (11, 13), (11, 13), (13, 18), (15, 20), (17, 22), (20, 25), (24, 30), (29, 35), (34, 41), (40, 48)],
    ]
}
