import Layout

/// The content margins scroll views inside a subtree add to their content (SwiftUI's `contentMargins(_:_:for:)`,
/// iOS 17): "the scroll view will automatically inset its content by the safe area plus an additional 20 points"
/// (Apple, <https://developer.apple.com/documentation/swiftui/view/contentmargins(_:_:for:)-1lt8b>), so a
/// scroll view's content is laid out as if padded by them, inside the scroll view's bounds. A scroll view's own
/// default margins are none. They are an environment value: a margin set on an edge stays for the subtree until set
/// again there.
///
/// Not modelled, and reported: margins reaching a List or Form (their default margins, which the modifier changes,
/// are not measured), and margins reaching a scroll view nested in one that already took them (whether the inner one
/// adds them again is not documented).
public struct ContentMargins: Sendable {
    public var top, leading, bottom, trailing: Double?
    /// A scroll view above already inset its content by these margins.
    public private(set) var taken = false
    /// This subtree's scroll view is nested in one that took the same margins.
    public private(set) var reachNestedScrollView = false

    public init() {}

    public var isEmpty: Bool { top == nil && leading == nil && bottom == nil && trailing == nil }

    /// The insets, the edges not set none.
    public var insets: EdgeInsets {
        EdgeInsets(top: top ?? 0, leading: leading ?? 0, bottom: bottom ?? 0, trailing: trailing ?? 0)
    }

    /// `contentMargins` on this element: the edges it names replace what is set above, and no scroll view has taken
    /// them yet.
    mutating func set(_ value: PaddingValue, _ length: (Varying<Length>) -> Double) {
        if let v = value.top { top = length(v) }
        if let v = value.leading { leading = length(v) }
        if let v = value.bottom { bottom = length(v) }
        if let v = value.trailing { trailing = length(v) }
        taken = false
    }

    /// The element is a scroll view's content: it takes the margins (its descendants see them taken).
    mutating func enterScrollView(if isScrollContent: Bool) {
        guard isScrollContent, !isEmpty else { return }
        reachNestedScrollView = taken
        taken = true
    }
}
