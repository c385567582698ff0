/// `Form { Section(…) { rows } }` and `List { … }` in their iOS default style (inset grouped): sections of rows in
/// boxes, each with an optional header and footer.
public struct FormValue: Sendable {
    public var sections: [FormSection]
    public init(sections: [FormSection]) { self.sections = sections }
}

public struct FormSection: Sendable {
    /// `Section("Title")` or `header: { Text(…) }`.
    public var header: Child?
    public var footer: Child?
    public var rows: [Child]
    public init(header: Child?, footer: Child?, rows: [Child]) {
        self.header = header; self.footer = footer; self.rows = rows
    }
}

/// What an inset-grouped Form or List measures on iOS 26.5 (iPhone 17 Pro, @3x, Large; an engine checked against the
/// simulator: the iOS metrics of `native/overlay/tester/src/expoui/layout/Layout.cpp` in the GitHub repository
/// Kudo/sdk58; docs/platform-facts.md, "Controls"). Offsets run from the bottom of one block (rows, header, footer)
/// to the top of the next, or from the list's top.
public enum FormMetrics {
    /// Row content from the list's leading and trailing edges (the section's 16 pt inset and the cell's 16).
    public static let contentInset = 32.0
    /// A row box: its content plus 15 pt above and below, at least 52 pt tall, the content centred.
    public static let rowPadding = 15.0
    public static let rowMinHeight = 52.0
    public static let firstUntitledSection = 35.0
    public static let firstHeader = 10.0
    public static let untitledSectionAfterRows = 35.0
    public static let untitledSectionAfterFooter = 23.667
    public static let headerAfterRows = 27.333
    public static let headerAfterFooter = 16.0
    public static let headerToRows = 10.0
    public static let rowsToFooter = 8.0
}
