import ViewModel
extension SpecDecoder {
    /// `form: [rows]` (one section without a header), or `form: {sections: [{header, footer, rows}]}`; `list:` is the
    /// same (iOS draws both inset grouped). A header or footer is a text or a view.
    func form(_ c: Cursor) -> ElementKind? {
        if c.sequence != nil {
            return children(c).map { .form(FormValue(sections: [FormSection(header: nil, footer: nil, rows: $0)])) }
        }
        guard let map = MapReader(c, diags, expected: "a list of rows or {sections: [{header, footer, rows}]}") else { return nil }
        rejectInside(map, allowed: ["sections"], kind: c.key)
        guard let items = map["sections"]?.sequence else {
            error("`\(c.key)`: expected `sections:`, a list of {header, footer, rows}", c); return nil
        }
        var sections: [FormSection] = []
        var ok = true
        for item in items {
            if let section = formSection(item) { sections.append(section) } else { ok = false }
        }
        return ok ? .form(FormValue(sections: sections)) : nil
    }

    private func formSection(_ c: Cursor) -> FormSection? {
        guard let map = MapReader(c, diags, expected: "{header, footer, rows}") else { return nil }
        map.rejectUnknown(allowed: ["header", "footer", "rows"], context: "in a section", diags)
        let header = map["header"].map { headerOrFooter($0) }
        let footer = map["footer"].map { headerOrFooter($0) }
        let rows = map["rows"].map { children($0) } ?? []
        guard !failed(header), !failed(footer), let rows else { return nil }
        return FormSection(header: header ?? nil, footer: footer ?? nil, rows: rows)
    }

    /// A plain string is a Text; anything else a view.
    private func headerOrFooter(_ c: Cursor) -> Child? {
        if let text = c.scalarString {
            return Varying(Element(kind: .text(Varying(text), localization: .writtenKey), modifiers: [], id: nil, suppressions: [], source: location(c)))
        }
        return child(c)
    }
}
