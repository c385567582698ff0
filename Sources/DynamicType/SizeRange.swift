/// A range of categories, as `.dynamicTypeSize(...DynamicTypeSize.accessibility3)` limits a view.
public struct ContentSizeRange: Hashable, Sendable {
    public var lower: ContentSizeCategory
    public var upper: ContentSizeCategory

    public init(lower: ContentSizeCategory = .xSmall, upper: ContentSizeCategory = .accessibility5) {
        self.lower = lower
        self.upper = upper
    }

    public static let all = ContentSizeRange()

    /// The category a view inside this range sees. As UIKit's minimum/maximumContentSizeCategory:
    /// "If you set an invalid range, so that the minimum is greater than the maximum, only the maximum value applies."
    public func clamp(_ category: ContentSizeCategory) -> ContentSizeCategory {
        if lower > upper { return min(category, upper) }
        return min(max(category, lower), upper)
    }

    /// Nested `.dynamicTypeSize(range)` modifiers intersect (Apple docs).
    public func intersection(_ other: ContentSizeRange) -> ContentSizeRange {
        ContentSizeRange(lower: max(lower, other.lower), upper: min(upper, other.upper))
    }
}
