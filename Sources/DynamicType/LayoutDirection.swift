/// SwiftUI's `LayoutDirection` (`EnvironmentValues.layoutDirection`): the direction leading and trailing take. In
/// right-to-left, stacks run from the right, `.leading` is the right edge and leading insets are on the right; the
/// locale sets it (Arabic, Hebrew, Persian, Urdu …) and `.environment(\.layoutDirection, …)` overrides it in a subtree.
/// https://developer.apple.com/documentation/swiftui/layoutdirection
public enum LayoutDirection: String, Hashable, Sendable, CaseIterable {
    case leftToRight
    case rightToLeft
}
