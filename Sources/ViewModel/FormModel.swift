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
