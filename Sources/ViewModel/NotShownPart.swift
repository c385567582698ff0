import Layout

/// Content a view declares but layout never sees: an overlay, a sheet, a popover, a context menu… (accepted as
/// modifiers that change no frame, never laid out), at the modifier's line. Reports list them, so a passing run
/// never implies their text was checked.
public struct NotShownPart: Hashable, Sendable {
    public var modifier: String
    public var source: SourceLocation
    /// Why an action (`onAppear`, `task`) was not run; nil for content never laid out.
    public var notRunBecause: String?

    public init(modifier: String, source: SourceLocation, notRunBecause: String? = nil) {
        self.modifier = modifier; self.source = source; self.notRunBecause = notRunBecause
    }

    /// The modifiers whose content is a view of its own, shown elsewhere or on top, and not laid out here.
    public static let modifiers: Set<String> = [
        "overlay", "sheet", "fullScreenCover", "popover", "alert", "confirmationDialog", "contextMenu", "swipeActions",
        "toolbar", "navigationDestination", "tabItem", "searchable", "navigationBarItems",
    ]
}
