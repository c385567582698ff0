import ViewModel
import SwiftSyntax

extension Interpreter {
    /// `Form { … }` / `List { … }`: iOS's inset-grouped list. `Section`s inside it keep their header and footer;
    /// consecutive rows outside a Section form a section of their own, as iOS draws them.
    func formView(_ c: FunctionCallExprSyntax, _ scope: Scope) throws -> Value {
        let outer = sectionsAsMarkers
        sectionsAsMarkers = true
        defer { sectionsAsMarkers = outer }
        let args = try arguments(c, scope)
        // `List(items) { item in … }`, `List(items, id: \.id, selection: $s) { … }`: a row per element, as ForEach.
        let hasData = args.first.map { $0.label == nil && !$0.value.isClosure } ?? false
        guard case .views(let rows) = hasData ? try forEach(args, at: c, what: "List") : .views(try children(args, at: c)) else {
            throw fail("List's rows are not views", at: c)
        }
        var sections: [FormSection] = []
        var loose: [Child] = []
        for row in rows {
            if case .form(let marker) = row.kind, row.modifiers.isEmpty || marker.isSection {
                if !loose.isEmpty { sections.append(FormSection(header: nil, footer: nil, rows: loose)); loose = [] }
                sections += try marker.sections.map { try applying(row.modifiers, to: $0) }
            } else {
                loose.append(Varying(row))
            }
        }
        if !loose.isEmpty { sections.append(FormSection(header: nil, footer: nil, rows: loose)) }
        var list = FormValue(sections: sections)
        list.isList = c.calledExpression.sourceText.hasSuffix("List")
        return .views([Element(kind: .form(list), modifiers: [], id: nil, suppressions: suppressions(c), source: location(c))])
    }

    /// Modifiers written on a `Section` in a List or Form: its own spacing (`listSectionSpacing`), and the rest applied
    /// to each of its rows, as the row modifiers are meant (`listRowInsets`, `listRowBackground`: "the rows in a
    /// list"); environment values reach its header and footer too. A modifier that would wrap the section in a frame
    /// or padding has no row to wrap, and is reported.
    func applying(_ modifiers: [Modifier], to section: FormSection) throws -> FormSection {
        guard !modifiers.isEmpty else { return section }
        var section = section
        var toRows: [Modifier] = []
        for m in modifiers {
            if case .listSectionSpacing(let spacing) = m.kind { section.spacing = spacing; continue }
            if m.kind.wraps || Self.clipsOrMoves(m.kind) {
                throw SwiftDiagnostic("a layout or drawing modifier on a `Section` in a List or Form is not modelled: "
                                      + "write it on the section's rows", at: m.source)
            }
            toRows.append(m)
        }
        let environment = toRows.filter { if case .listRowInsets = $0.kind { false } else { true } }
        section.rows = section.rows.map { $0.map { $0?.adding(toRows) } }
        section.header = section.header.map { $0.map { $0?.adding(environment) } }
        section.footer = section.footer.map { $0.map { $0?.adding(environment) } }
        return section
    }

    /// A presentation that cuts or moves what it is on (a clip shape, an offset): on a section, its rows or the
    /// section's box are not known apart. Colours, tints and opacity are each row's.
    static func clipsOrMoves(_ kind: ModifierKind) -> Bool {
        guard case .presentation(let p) = kind else { return false }
        return p.clip != nil || p.offset != nil || p.background != nil
    }

    /// `.listSectionSpacing(.default)`, `.custom(8)` or `8`; `.compact` is not measured.
    func listSectionSpacing(_ value: Value?, at c: FunctionCallExprSyntax) throws -> ListSectionSpacingValue {
        switch value {
        case .member("default", nil)?: return .platformDefault
        case .member("custom", let args?)? where args.count == 1: return .points(Varying(try length(args[0].value, at: c)))
        case .member("compact", nil)?:
            throw fail("listSectionSpacing(.compact): iOS's compact spacing between sections is not measured; use a "
                       + "number of points", at: c)
        case let v? where isNumeric(v): return .points(Varying(try length(v, at: c)))
        default: throw fail("listSectionSpacing: expected `.default`, `.custom(_:)` or a number of points", at: c)
        }
    }

    /// `Section("Title") { … }`, `Section { … } header: { … } footer: { … }`, `Section(header: Text(…)) { … }`.
    /// Inside a Form it is a section; elsewhere its header, content and footer in a column, as SwiftUI draws them.
    func sectionView(_ c: FunctionCallExprSyntax, _ scope: Scope) throws -> Value {
        let args = try requireKnownTitle(try arguments(c, scope, title: true), at: c)
        var header: Element?
        if case .string(let title)? = args.first(where: { $0.label == nil })?.value {
            let kind = try localizedTitle(c, scope, value: .string(title)).map(localizedTextKind)
                ?? .text(Varying(Self.literal(title)))
            header = Element(kind: kind, modifiers: [], id: nil, suppressions: [], source: location(c))
        } else if let arg = args.first(where: { $0.label == "header" }) {
            header = try slot(arg.value, "Section's header", at: c)
        }
        let footer = try args.first(where: { $0.label == "footer" }).map { try slot($0.value, "Section's footer", at: c) } ?? nil
        let rows = try children(args.filter { $0.label != "header" && $0.label != "footer" }, at: c)
        guard sectionsAsMarkers else { return .views([header].compactMap { $0 } + rows + [footer].compactMap { $0 }) }
        // Rows in this section are rows of the Form, not of a nested one; a section made inside it (an inline
        // Picker's) gives its rows to this one.
        let flattened: [Child] = rows.flatMap { row -> [Child] in
            if case .form(let inner) = row.kind, row.modifiers.isEmpty { return inner.sections.flatMap(\.rows) }
            return [Varying(row)]
        }
        let section = FormSection(header: header.map { Varying($0) }, footer: footer.map { Varying($0) }, rows: flattened)
        var marker = FormValue(sections: [section])
        marker.isSection = true
        return .views([Element(kind: .form(marker), modifiers: [], id: nil, suppressions: [], source: location(c))])
    }

    /// A header or footer given as a view or a closure of views; several views stack.
    private func slot(_ value: Value, _ what: String, at c: FunctionCallExprSyntax) throws -> Element? {
        var value = value
        if case .closure(let closure) = value { value = try invoke(closure, [], at: c) }
        // An unknown view (`ContentUnavailableView.search(text:)` in a footer) is reported, not left out.
        if case .opaque(let why) = value { throw unknown(why, readAt: c) }
        if case .null = value { return nil }
        guard case .views(let list) = value else { throw fail("\(what) is \(value.typeDescription), not a view", at: c) }
        guard !list.isEmpty else { return nil }
        return list.count == 1 ? list[0]
            : Element(kind: .stack(StackValue(axis: .vertical, alignment: Varying(.leading), spacing: nil,
                                              children: list.map { Varying($0) })),
                      modifiers: [], id: nil, suppressions: [], source: location(c))
    }
}
