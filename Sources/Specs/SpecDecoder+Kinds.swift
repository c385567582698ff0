import ViewModel
import DynamicType
import Layout

extension SpecDecoder {
    /// The view named by an element's kind key; its value holds the view's own arguments (as the initializer's).
    func elementKind(_ key: String, _ c: Cursor) -> ElementKind? {
        switch key {
        case "text": return textKind(c)
        case "symbol": return symbol(c)
        case "image": return image(c)
        case "label": return label(c)
        case "button": return button(c)
        case "toggle": return toggle(c)
        case "progress": return progress(c)
        case "spacer": return spacer(c)
        case "divider":
            guard c.isNull else { mismatch(c, expected: "nothing (`- divider`)"); return nil }
            return .divider
        case "color":
            if c.isNull { return .color(nil) }
            return name(c).map { .color($0) }
        case "vstack", "hstack":
            return stack(c, axis: key == "vstack" ? .vertical : .horizontal).map { .stack($0) }
        // A vertical ScrollView: its content stacked as a vstack's (`ScrollViewBounds` adds its bounds).
        case "scrollView": return stack(c, axis: .vertical).map { .stack($0) }
        case "horizontalScrollView": return stack(c, axis: .horizontal).map { .stack($0) }
        case "zstack": return zstack(c)
        case "grid": return grid(c)
        case "gridRow": return gridRow(c)
        case "adaptiveStack": return adaptiveStack(c)
        case "viewThatFits": return viewThatFits(c)
        case "form", "list": return form(c)
        default: return componentUse(key, c)
        }
    }

    private func image(_ c: Cursor) -> ElementKind? {
        guard let map = MapReader(c, diags, expected: "{name, width, height} or {resizable: true}") else { return nil }
        rejectInside(map, allowed: ["name", "width", "height", "resizable"], kind: "image")
        let name = map["name"].map { string($0) }
        let resizable = map["resizable"].map { bool($0) } ?? false
        let width = map["width"].map { lengthV($0) }, height = map["height"].map { lengthV($0) }
        guard !failed(name), let resizable, !failed(width), !failed(height) else { return nil }
        if !resizable, width == nil || height == nil {
            error("an image needs `width:` and `height:` (its size in points, scaled or not), or `resizable: true`", c)
            return nil
        }
        if resizable, (width == nil) != (height == nil) {
            error("a resizable image takes both `width:` and `height:` (its own size, used where the proposal leaves an axis open) or neither", c)
            return nil
        }
        return .image(ImageValue(name: name ?? nil, width: width ?? nil, height: height ?? nil, resizable: resizable))
    }

    /// `symbol: star` (`Image(systemName: "star")`), or `symbol: {name: bell, resizable: true}`
    /// (`Image(systemName: "bell").resizable()`: it fills what it is proposed, its size at the font answering an open axis).
    private func symbol(_ c: Cursor) -> ElementKind? {
        guard case .mapping = c.node, !isCategoryMap(c) else { return varying(c) { string($0) }.map { .symbol($0) } }
        guard let map = MapReader(c, diags, expected: "{name: …, resizable: true}") else { return nil }
        rejectInside(map, allowed: ["name", "resizable"], kind: "symbol")
        guard let nameCursor = map["name"] else {
            error("a symbol written as a mapping needs `name:`, as {name: bell, resizable: true}", c); return nil
        }
        let name = varying(nameCursor) { string($0) }
        let resizable = map["resizable"].map { bool($0) } ?? false
        guard let name, let resizable else { return nil }
        return .symbol(name, resizable: resizable)
    }

    private func label(_ c: Cursor) -> ElementKind? {
        guard let map = MapReader(c, diags, expected: "{title: …, systemImage: …}") else { return nil }
        rejectInside(map, allowed: ["title", "systemImage"], kind: "label")
        guard let titleCursor = map["title"], let iconCursor = map["systemImage"] else {
            error("a label needs `title:` and `systemImage:`, as Label(\"Library\", systemImage: \"books.vertical\")", c)
            return nil
        }
        guard let title = varying(titleCursor, { string($0) }), let icon = varying(iconCursor, { string($0) }) else { return nil }
        return .label(title: title, systemImage: icon, localization: .writtenKey)
    }

    /// `button: "Try Again"`; `button: {title, systemImage, …label modifiers}`; `button: {label: <view>, …}`.
    private func button(_ c: Cursor) -> ElementKind? {
        let source = location(c)
        if c.scalarString != nil {
            return varying(c) { string($0) }.map {
                .button(ButtonValue(label: Varying(Element(kind: .text($0, localization: .writtenKey), modifiers: [], id: nil, suppressions: [], source: source)),
                                    modifiers: []))
            }
        }
        guard let map = MapReader(c, diags, expected: "a title, or {title, systemImage} or {label: <view>}") else { return nil }
        guard let label = buttonLikeLabel(map, c, kind: "button") else { return nil }
        guard let inner = innerModifiers(map, skipping: ["title", "systemImage", "label"], kind: "button") else { return nil }
        return .button(ButtonValue(label: label, modifiers: inner))
    }

    private func toggle(_ c: Cursor) -> ElementKind? {
        let source = location(c)
        if c.scalarString != nil {
            return varying(c) { string($0) }.map {
                .toggle(label: Varying(Element(kind: .text($0, localization: .writtenKey), modifiers: [], id: nil, suppressions: [], source: source)))
            }
        }
        guard let map = MapReader(c, diags, expected: "a title, or {title} or {label: <view>}") else { return nil }
        rejectInside(map, allowed: ["title", "systemImage", "label"], kind: "toggle")
        return buttonLikeLabel(map, c, kind: "toggle").map { .toggle(label: $0) }
    }

    /// `progress: 0.4` (a bar), `progress: indeterminate` (a spinner), or `{value, total, style, title | label,
    /// currentValueLabel}` (`style`: automatic, linear, circular), as `ProgressView` draws them.
    private func progress(_ c: Cursor) -> ElementKind? {
        if c.scalarString == "indeterminate" { return .progress(ProgressValue(fraction: nil)) }
        if c.number != nil { return number(c).map { .progress(ProgressValue(fraction: min(max($0, 0), 1))) } }
        guard let map = MapReader(c, diags, expected: "a fraction, indeterminate, or {value, total, style, title}") else { return nil }
        rejectInside(map, allowed: ["value", "total", "style", "title", "label", "currentValueLabel"], kind: "progress")
        var value = ProgressValue(fraction: nil)
        if let v = map["value"] {
            guard let n = number(v), let total = map["total"].map({ number($0) }) ?? 1, total > 0 else { return nil }
            value.fraction = min(max(n / total, 0), 1)
        }
        if let s = map["style"] {
            guard let style = choice(s, ProgressValue.Style.allCases.map { ($0.rawValue, $0) }, what: "progress style") else { return nil }
            value.style = style
        }
        if map["title"] != nil || map["label"] != nil {
            guard let label = buttonLikeLabel(map, c, kind: "progress") else { return nil }
            value.label = label
        }
        if let current = map["currentValueLabel"] {
            guard let label = child(current) else { return nil }
            value.currentValueLabel = label
        }
        return .progress(value)
    }

    /// The label of a button or toggle: `label:` (any view), or `title`/`systemImage` (Text, Image or Label).
    private func buttonLikeLabel(_ map: MapReader, _ c: Cursor, kind: String) -> Child? {
        let source = location(c)
        if let labelCursor = map["label"] {
            if map["title"] != nil || map["systemImage"] != nil {
                error("\(kind): write either `label:` or `title:`/`systemImage:`", c); return nil
            }
            return child(labelCursor)
        }
        let title = map["title"].map { t in varying(t) { string($0) } }
        let icon = map["systemImage"].map { s in varying(s) { string($0) } }
        if failed(title) || failed(icon) { return nil }
        let elementKind: ElementKind
        switch (title ?? nil, icon ?? nil) {
        case let (t?, i?): elementKind = .label(title: t, systemImage: i, localization: .writtenKey)
        case let (t?, nil): elementKind = .text(t, localization: .writtenKey)
        case let (nil, i?): elementKind = .symbol(i)
        case (nil, nil):
            error("\(kind) needs `title:`, `systemImage:` or `label:`", c); return nil
        }
        return Varying(Element(kind: elementKind, modifiers: [], id: nil, suppressions: [], source: source))
    }

    private func spacer(_ c: Cursor) -> ElementKind? {
        if c.isNull { return .spacer(minLength: Varying(nil)) }
        guard let map = MapReader(c, diags, expected: "nothing or {minLength: …}") else { return nil }
        rejectInside(map, allowed: ["minLength"], kind: "spacer")
        guard let minCursor = map["minLength"] else { return .spacer(minLength: Varying(nil)) }
        return optionalLengthV(minCursor).map { .spacer(minLength: $0) }
    }

    /// `vstack: [children]` or `vstack: {alignment, spacing, children}`.
    private func stack(_ c: Cursor, axis: Axis) -> StackValue? {
        let kind = axis == .vertical ? "vstack" : "hstack"
        if c.sequence != nil { return children(c).map { StackValue(axis: axis, alignment: nil, spacing: nil, children: $0) } }
        guard let map = MapReader(c, diags, expected: "a list of views or {alignment, spacing, children}") else { return nil }
        rejectInside(map, allowed: ["alignment", "spacing", "children"], kind: kind)
        let align = map["alignment"].map { stackAlignment($0, axis: axis) }
        let spacing = map["spacing"].map { stackSpacingV($0) }
        let kids = map["children"].map { children($0) } ?? []
        guard !failed(align), !failed(spacing), let kids else { return nil }
        return StackValue(axis: axis, alignment: align ?? nil, spacing: spacing ?? nil, children: kids)
    }

    private func zstack(_ c: Cursor) -> ElementKind? {
        if c.sequence != nil { return children(c).map { .zstack(ZStackValue(alignment: nil, children: $0)) } }
        guard let map = MapReader(c, diags, expected: "a list of views or {alignment, children}") else { return nil }
        rejectInside(map, allowed: ["alignment", "children"], kind: "zstack")
        let align = map["alignment"].map { alignmentV($0) }
        let kids = map["children"].map { children($0) } ?? []
        guard !failed(align), let kids else { return nil }
        return .zstack(ZStackValue(alignment: align ?? nil, children: kids))
    }

    /// `LazyVGrid(columns: Array(repeating: GridItem(.flexible(), spacing: s), count: n), spacing: s)`, or with
    /// `rows:` SwiftUI's `Grid`.
    private func grid(_ c: Cursor) -> ElementKind? {
        guard let map = MapReader(c, diags, expected: "{columns, spacing, children} or {rows}") else { return nil }
        if map["rows"] != nil { return rowGrid(map, c) }
        rejectInside(map, allowed: ["columns", "spacing", "horizontalSpacing", "verticalSpacing", "alignment", "children"], kind: "grid")
        guard let columnsCursor = map["columns"] else {
            error("a grid needs `columns:` (a count, which may vary: {xSmall: 3, large: 2, accessibility1: 1})", c); return nil
        }
        var items: [GridColumn]?
        let columns: Varying<Int>?
        if let list = columnsCursor.sequence {
            items = gridItems(list, columnsCursor)
            columns = items.map { Varying($0.count) }
        } else {
            columns = varying(columnsCursor) { c -> Int? in
                guard let n = int(c, expected: "a column count or a list of GridItems") else { return nil }
                guard n >= 1, n <= 100 else { error("`columns` must be 1 to 100, found \(n)", c); return nil }
                return n
            }
        }
        let spacing = map["spacing"].map { optionalLengthV($0) }
        let h = map["horizontalSpacing"].map { optionalLengthV($0) } ?? spacing
        let v = map["verticalSpacing"].map { optionalLengthV($0) } ?? spacing
        let align = map["alignment"].map { alignmentV($0) }
        let kids = map["children"].map { children($0) } ?? []
        guard let columns, !failed(h), !failed(v), !failed(align), let kids else { return nil }
        return .grid(GridValue(columns: columns, items: items, horizontalSpacing: h ?? nil, verticalSpacing: v ?? nil,
                               alignment: align ?? nil, children: kids))
    }

    /// `columns: [flexible, {fixed: 80}, {adaptive: 120}, {flexible: {minimum: 50, maximum: 200}}]`: SwiftUI's GridItems.
    private func gridItems(_ list: [Cursor], _ c: Cursor) -> [GridColumn]? {
        guard (1...100).contains(list.count) else { error("`columns` must list 1 to 100 GridItems, found \(list.count)", c); return nil }
        var items: [GridColumn] = []
        for item in list {
            if item.scalarString == "flexible" { items.append(.flexible()); continue }
            guard let map = MapReader(item, diags, expected: "flexible, {fixed: 80}, {adaptive: 120} or {flexible: {minimum, maximum}}"),
                  let (kind, _, value) = map.entries.first else { return nil }
            guard map.entries.count == 1 else { error("a GridItem is one of `flexible`, `fixed`, `adaptive`, alone", item); return nil }
            let bounds: (Double, Double)?
            if value.number != nil {
                bounds = gridLength(value).map { ($0, .infinity) }
            } else if let m = MapReader(value, diags, expected: "a length or {minimum, maximum}") {
                m.rejectUnknown(allowed: ["minimum", "maximum"], context: "in a GridItem", diags)
                let lo = m["minimum"].map { gridLength($0) } ?? 10
                let hi = m["maximum"].map { gridLength($0) } ?? .infinity
                bounds = lo.flatMap { lo in hi.map { (lo, $0) } }
            } else { bounds = nil }
            guard let (lo, hi) = bounds else { return nil }
            switch kind {
            case "flexible": items.append(.flexible(minimum: lo, maximum: hi))
            case "fixed": items.append(.fixed(lo))
            case "adaptive": items.append(.adaptive(minimum: max(lo, 1), maximum: hi))
            default: error("unknown GridItem `\(kind)`\(Suggest.hint(kind, ["flexible", "fixed", "adaptive"])) (expected flexible, fixed or adaptive)", item); return nil
            }
        }
        return items
    }

    /// A GridItem length: points, 0 … 100,000 (`.inf` for an unbounded maximum).
    private func gridLength(_ c: Cursor) -> Double? {
        if c.number == .infinity { return .infinity }
        guard let n = number(c, expected: "a length in points") else { return nil }
        guard n >= 0, n <= SpecLimits.maxLength else {
            error("`\(c.key)` must be 0 to \(Int(SpecLimits.maxLength)) pt, found \(n)", c); return nil
        }
        return n
    }

    private func adaptiveStack(_ c: Cursor) -> ElementKind? {
        guard let map = MapReader(c, diags, expected: "{threshold, alignment, spacing, children}") else { return nil }
        rejectInside(map, allowed: ["threshold", "alignment", "spacing", "children"], kind: "adaptiveStack")
        let threshold = map["threshold"].map { category($0) } ?? .accessibility1
        let align = map["alignment"].map { alignmentV($0) }
        let spacing = map["spacing"].map { stackSpacingV($0) }
        let kids = map["children"].map { children($0) } ?? []
        guard let threshold, !failed(align), !failed(spacing), let kids else { return nil }
        return .adaptiveStack(AdaptiveStackValue(threshold: threshold, alignment: align ?? nil,
                                                 spacing: spacing ?? nil, children: kids))
    }

    /// `viewThatFits: [children]` or `{in: horizontal, children}` (both axes by default, as SwiftUI).
    private func viewThatFits(_ c: Cursor) -> ElementKind? {
        if c.sequence != nil {
            return children(c).map { .viewThatFits(ViewThatFitsValue(axes: [.horizontal, .vertical], children: $0)) }
        }
        guard let map = MapReader(c, diags, expected: "a list of views or {in, children}") else { return nil }
        rejectInside(map, allowed: ["in", "children"], kind: "viewThatFits")
        var axes: Set<Axis>? = [.horizontal, .vertical]
        if let inCursor = map["in"] {
            let options: [(String, Set<Axis>)] = [("horizontal", [.horizontal]), ("vertical", [.vertical]),
                                                  ("both", [.horizontal, .vertical])]
            if let items = inCursor.sequence {
                let parts = items.map { choice($0, options, what: "axis") }
                axes = parts.contains { $0 == nil } ? nil : parts.reduce(into: Set<Axis>()) { $0.formUnion($1!) }
            } else {
                axes = choice(inCursor, options, what: "axis")
            }
        }
        let kids = map["children"].map { children($0) } ?? []
        guard let axes, let kids else { return nil }
        return .viewThatFits(ViewThatFitsValue(axes: axes, children: kids))
    }

    /// `BookCard: {title: "{title}", author: "{author}"}`; arguments are checked against the component's
    /// parameters once every component is decoded.
    private func componentUse(_ name: String, _ c: Cursor) -> ElementKind? {
        var arguments: [String: Varying<String>] = [:]
        var keyCursors: [(String, Cursor)] = []
        if !c.isNull {
            guard let map = MapReader(c, diags, expected: "the component's arguments, {parameter: text}") else { return nil }
            var ok = true
            for entry in map.entries {
                if (Self.modifierKeys + Self.metaKeys).contains(entry.key) {
                    error("`\(entry.key)` is a modifier: write it beside `\(name):`, not among its arguments",
                          Cursor(node: entry.keyNode, path: entry.value.path))
                    ok = false
                    continue
                }
                keyCursors.append((entry.key, Cursor(node: entry.keyNode, path: entry.value.path)))
                if let v = varying(entry.value, { string($0) }) { arguments[entry.key] = v } else { ok = false }
            }
            guard ok else { return nil }
        }
        references.append((name, location(c)))
        componentUses.append((name, keyCursors, c))
        return .component(ComponentUse(name: name, arguments: arguments))
    }
}
