import DynamicType
import Layout

extension ResolveContext {
    var form: FormMetrics { platform.metrics.form }

    /// A Form or List as iOS lays out its inset-grouped style (or the plain one, `FormMetrics.plain`): one column of
    /// blocks (headers, row boxes, footers) at the offsets the platform's `FormMetrics` give, each row's content inset
    /// 32 pt from the list's edges in a box at least 52 pt tall. Headers are body text, footers footnote, both at the
    /// rows' inset.
    func formNode(_ value: FormValue, _ env: ResolveEnvironment, source: SourceLocation) -> ViewNode.Kind {
        if !env.scrollContentMargins.isEmpty {
            error("contentMargins reaching a List or Form is not modelled: iOS's list margins it changes are not measured "
                  + "(remove it from the preview, or list the preview under `skip:` with a reason)", at: source)
        }
        let metrics = listMetrics(value, env, source: source)
        var blocks: [ViewNode] = []
        var previous: Block?
        for (index, section) in value.sections.enumerated() {
            // A custom spacing moves the gap from the previous section to this one's first block.
            // nil once the section's first block is placed.
            var shift: Double? = index == 0 ? 0 : sectionSpacing(value.sections[index - 1], section, env, metrics) - metrics.sectionSpacing
            if let header = section.header, let node = styled(header, env, style: .body) {
                let top = sectionGap(gap(after: previous, before: .header, metrics) + (shift ?? 0), source: source)
                blocks += [space(top, source: source), inset(node, metrics, source: source)]
                previous = .header
                shift = nil
            }
            for written in section.rows {
                let (row, rowIsTarget) = rowTarget(written, env)
                guard let node = self.node(row, rowEnvironment(row, env)) else { continue }
                // The first row of a section follows the previous section (or its own header); the next ones follow
                // a row of their own section.
                let top = previous == .rows && shift == nil ? env.listRowSpacing
                    : sectionGap(gap(after: previous, before: .rows, metrics) + (shift ?? 0), source: source)
                if top > 0 { blocks.append(space(top, source: source)) }
                blocks.append(rowBox(node, metrics, insets: rowInsets(row, env, metrics), role: rowIsTarget ? .button : nil,
                                     source: source))
                previous = .rows
                shift = nil
            }
            if let footer = section.footer, let node = styled(footer, env, style: .footnote) {
                blocks += [space(metrics.rowsToFooter, source: source), inset(node, metrics, source: source)]
                previous = .footer
            }
        }
        return .stack(Stack(axis: .vertical, alignment: .leading, spacing: 0, children: blocks))
    }

    /// The style's metrics; what the plain style leaves unmeasured (headers, footers, the space between sections) is
    /// reported.
    func listMetrics(_ value: FormValue, _ env: ResolveEnvironment, source: SourceLocation) -> FormMetrics {
        guard env.listStyle == .plain, value.isList else { return form }
        if value.sections.contains(where: { $0.header != nil || $0.footer != nil }) || value.sections.count > 1 {
            error("a plain List's section headers, footers and the space between its sections are not measured (only "
                  + "its rows are): check the rows in a List of one section, or in the default style", at: source)
        }
        return form.plain
    }

    /// The space between two adjacent sections (`listSectionSpacing(_:)`, Apple): "If adjacent sections have
    /// different spacing applied, each section applies half its spacing above and below. Sections without explicit
    /// spacing apply the spacing of their adjacent sections"; a section's own spacing overrides the List's.
    func sectionSpacing(_ above: FormSection, _ below: FormSection, _ env: ResolveEnvironment,
                        _ metrics: FormMetrics) -> Double {
        func points(_ v: ListSectionSpacingValue?) -> Double? {
            switch v {
            case .platformDefault?: return metrics.sectionSpacing
            case .points(let p)?: return env.length(p)
            case nil: return nil
            }
        }
        let list = points(env.listSectionSpacing)
        let a = points(above.spacing) ?? list, b = points(below.spacing) ?? list
        let spacing = ((a ?? b ?? metrics.sectionSpacing) + (b ?? a ?? metrics.sectionSpacing)) / 2
        return spacing
    }

    /// A gap between sections moved by a custom spacing; below zero the spacing is smaller than a header's or
    /// footer's own margin, and where iOS puts them then is not measured.
    func sectionGap(_ gap: Double, source: SourceLocation) -> Double {
        if gap < 0 {
            error("a list section spacing smaller than a section header's or footer's own margin (7.667 and 11.333 pt): "
                  + "where iOS places them then is not measured", at: source)
        }
        return max(gap, 0)
    }

    enum Block { case header, rows, footer }

    /// The distance from the previous block to the next one's top (rows after rows: the next section's).
    func gap(after previous: Block?, before next: Block, _ form: FormMetrics) -> Double {
        switch (previous, next) {
        case (nil, .header): return form.firstHeader
        case (nil, _): return form.firstUntitledSection
        case (.header?, .rows): return form.headerToRows
        case (.rows?, .header): return form.headerAfterRows
        case (.footer?, .header): return form.headerAfterFooter
        case (.footer?, _): return form.untitledSectionAfterFooter
        case (.header?, _), (.rows?, _): return form.untitledSectionAfterRows
        }
    }

    /// The cell's own inset in `FormMetrics.contentInset` (the section's 16 pt margin and the cell's 16).
    static let defaultCellInset = 16.0

    /// `.listRowInsets(EdgeInsets(…))` on a row: "the inset to be applied to the row" (Apple, listRowInsets(_:)),
    /// that is the cell's insets inside the section's margin; the row keeps its minimum height. Nil = the default.
    func rowInsets(_ row: Child, _ env: ResolveEnvironment, _ form: FormMetrics) -> EdgeInsets? {
        guard let element = row.value(at: env.category) else { return nil }
        var written: PaddingValue?
        for m in element.modifiers { if case .listRowInsets(let v) = m.kind { written = v.value(at: env.category) } }
        guard let p = written else { return nil }
        let side = { (l: Varying<Length>?) in l.map { env.length($0) } ?? 0 }
        let margin = form.contentInset - Self.defaultCellInset
        return EdgeInsets(top: side(p.top), leading: margin + side(p.leading), bottom: side(p.bottom),
                          trailing: margin + side(p.trailing))
    }

    /// A Toggle that is a row itself: its switch adds no height (iOS sizes a switch row by its label). Controls nested
    /// in a container inside a row are plain controls on iOS.
    func rowEnvironment(_ row: Child, _ env: ResolveEnvironment) -> ResolveEnvironment {
        guard case .toggle? = row.value(at: env.category)?.kind else { return env }
        var inner = env
        inner.inFormRow = true
        return inner
    }

    func styled(_ child: Child, _ env: ResolveEnvironment, style: TextStyle) -> ViewNode? {
        var inner = env
        if inner.font == nil { inner.font = FontValue(base: .style(style), weight: nil, bold: false, design: nil) }
        return node(child, inner)
    }

    /// The distance between two blocks: a fixed gap, not part of either (a row's hit target is its own box).
    func space(_ length: Double, source: SourceLocation) -> ViewNode {
        ViewNode(.frame(Frame(height: length), ViewNode(.spacer(minLength: 0), source: source)), source: source)
    }

    /// A header or footer at the rows' inset.
    func inset(_ node: ViewNode, _ form: FormMetrics, source: SourceLocation) -> ViewNode {
        let inset = form.contentInset
        return ViewNode(.padding(EdgeInsets(top: 0, leading: inset, bottom: 0, trailing: inset), node), source: source)
    }

    /// A row box: the content inset 32 pt and padded 15 pt above and below (or the row's own `listRowInsets` inside
    /// the section's margin), at least 52 pt tall, filling the width, clipping its content.
    func rowBox(_ node: ViewNode, _ form: FormMetrics, insets: EdgeInsets? = nil, role: Role? = nil,
                source: SourceLocation) -> ViewNode {
        let inset = form.contentInset, pad = form.rowPadding
        let padding = insets ?? EdgeInsets(top: pad, leading: inset, bottom: pad, trailing: inset)
        let padded = ViewNode(.padding(padding, node), source: source)
        // The row clips what it holds to its box (`ClipContainer.listRow`).
        return ViewNode(.frame(Frame(maxWidth: .infinity, minHeight: form.rowMinHeight, alignment: .leading), padded),
                        role: role, source: source, presentation: Presentation(clip: .rectangle, clipContainer: .listRow))
    }

    /// A Button (or NavigationLink, Link, Menu) in the automatic button style inside a List or Form row makes the
    /// whole row one target: the list handles the row's taps, so a tap anywhere in it triggers the button (and every
    /// such button in the row); a `.borderless` or `.plain` button keeps its own target (Apple's ButtonStyle
    /// `automatic` resolves by context; the row-wide tap is SwiftUI's long-standing List behaviour, the reason apps
    /// write `.buttonStyle(.borderless)` for several buttons in one row). The row comes back with those buttons
    /// drawn as their labels, and true when the row is the target.
    func rowTarget(_ row: Child, _ env: ResolveEnvironment) -> (Child, Bool) {
        guard let element = row.value(at: env.category) else { return (row, false) }
        var found = false, navigates = false
        func visit(_ e: Element, _ inherited: ButtonStyleValue) -> Element {
            let style = Self.writtenButtonStyle(e.modifiers, env) ?? inherited
            // A link's indicator whatever its style (`.buttonStyle(.plain)` does not hide it; apps hide it by
            // layering the link under the row at zero opacity).
            if case .button(let b) = e.kind, b.navigates { navigates = true }
            if case .button(let b) = e.kind, (Self.writtenButtonStyle(b.modifiers, env) ?? style) == .automatic {
                found = true
                let tinted = Modifier(kind: .presentation(Self.buttonLook(.automatic)), source: e.source)
                return Element(kind: .zstack(ZStackValue(alignment: nil, children: [b.label])),
                               modifiers: b.modifiers + e.modifiers + [tinted], id: e.id, suppressions: e.suppressions, source: e.source)
            }
            return e.rewriting({ inner in inner === e ? nil : visit(inner, style) }, stop: { _ in false })
        }
        let rewritten = visit(element, env.buttonStyle)
        guard found || navigates else { return (row, false) }
        return (Varying(navigates ? Self.withDisclosureIndicator(found ? rewritten : element) : rewritten), found)
    }

    /// A row that is a NavigationLink: its content, then iOS's disclosure indicator at the trailing edge, which takes
    /// its width from the content (UITableViewCell's `disclosureIndicator` accessory). Drawn as `chevron.right` in
    /// the row's font and the tertiary colour after the default spacing, an *estimate*: Apple does not document the
    /// indicator's size; the row keeps the content's own modifiers (insets, badges) on the whole.
    static func withDisclosureIndicator(_ row: Element) -> Element {
        let source = row.source
        let chevron = Element(kind: .symbol(Varying("chevron.right")), modifiers: [], id: nil, suppressions: [], source: source)
        let spacer = Element(kind: .spacer(minLength: Varying(nil)), modifiers: [], id: nil, suppressions: [], source: source)
        let content = Element(kind: row.kind, modifiers: [], id: row.id, suppressions: row.suppressions, source: source)
        let stack = StackValue(axis: .horizontal, alignment: nil, spacing: nil,
                               children: [Varying(content), Varying(spacer), Varying(chevron)])
        let estimate = Modifier(kind: .estimated("a NavigationLink row's disclosure indicator is drawn as `chevron.right` at "
                                                 + "the row's trailing edge, an estimate: Apple does not document its size"),
                                source: source)
        return Element(kind: .stack(stack), modifiers: row.modifiers + [estimate], id: nil, suppressions: [], source: source)
    }

    static func writtenButtonStyle(_ modifiers: [Modifier], _ env: ResolveEnvironment) -> ButtonStyleValue? {
        modifiers.lazy.compactMap { m -> ButtonStyleValue? in
            if case .buttonStyle(let v) = m.kind { return v.value(at: env.category) } else { return nil }
        }.last
    }
}
