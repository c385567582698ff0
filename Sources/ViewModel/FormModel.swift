/// `Form { Section(…) { rows } }` and `List { … }` in their iOS default style (inset grouped): sections of rows in
/// boxes, each with an optional header and footer.
public struct FormValue: Sendable {
    public var sections: [FormSection]
    /// A `List` (it reads `listStyle`), not a `Form` (grouped whatever the list style around it).
    public var isList = false
    /// A `Section` on its way into the List or Form around it, not a list of its own.
    public var isSection = false
    public init(sections: [FormSection]) { self.sections = sections }
}

public struct FormSection: Sendable {
    /// `Section("Title")` or `header: { Text(…) }`.
    public var header: Child?
    public var footer: Child?
    public var rows: [Child]
    /// `.listSectionSpacing(_:)` written on the section (nil: the List's).
    public var spacing: ListSectionSpacingValue?
    public init(header: Child?, footer: Child?, rows: [Child], spacing: ListSectionSpacingValue? = nil) {
        self.header = header; self.footer = footer; self.rows = rows; self.spacing = spacing
    }
}
