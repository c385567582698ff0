import ViewModel
import DynamicType
import Layout
import Localization

extension SpecDecoder {
    static let topLevelKeys = ["name", "devices", "locales", "insets", "variants", "components", "body"]

    /// The names defined under a `components:` mapping, before their bodies are decoded.
    func componentNames(in c: Cursor?) -> [(String, Cursor)] {
        guard let c, case .mapping(let m) = c.node else { return [] }
        return m.compactMap { k, v in k.string.map { ($0, c.child($0, v)) } }
    }

    /// `components: {Name: {parameters: [title] or {title: null, badge: "New"}, body: <view>}}`.
    func components(_ c: Cursor) -> [String: Component] {
        guard let map = MapReader(c, diags, expected: "a mapping of component names to {parameters, body}") else { return [:] }
        var out: [String: Component] = [:]
        for entry in map.entries {
            let keyCursor = Cursor(node: entry.keyNode, path: entry.value.path)
            guard Template.isName(entry.key), !(Self.elementKinds + Self.modifierKeys + Self.metaKeys).contains(entry.key) else {
                error("`\(entry.key)` cannot name a component: it is a view or modifier name or not a plain name "
                      + "(components are usually Capitalized, like BookCard)", keyCursor)
                continue
            }
            if let component = component(entry.key, entry.value) { out[entry.key] = component }
        }
        return out
    }

    private func component(_ name: String, _ c: Cursor) -> Component? {
        guard let map = MapReader(c, diags, expected: "{parameters, body}") else { return nil }
        map.rejectUnknown(allowed: ["parameters", "body"], context: "in component `\(name)`", diags)
        var parameters: [Component.Parameter] = []
        if let p = map["parameters"] {
            if let items = p.sequence {
                for item in items { if let n = self.name(item) { parameters.append(.init(name: n, defaultValue: nil)) } }
            } else if let pm = MapReader(p, diags, expected: "a list of names or {name: default}") {
                for e in pm.entries {
                    parameters.append(.init(name: e.key, defaultValue: e.value.isNull ? nil : string(e.value)))
                }
            }
        }
        guard let bodyCursor = map["body"] else {
            error("component `\(name)` needs a `body:` (one view)", c); return nil
        }
        placeholders = []
        references = []
        let body = child(bodyCursor)
        let known = Set(parameters.map(\.name))
        for (placeholder, at) in placeholders where !known.contains(placeholder) {
            error("`{\(placeholder)}` is not a parameter of component `\(name)`" + Suggest.hint(placeholder, Array(known))
                  + " (declare it under `parameters:`; a component sees only its parameters, not the spec's variants)", at)
        }
        guard let body else { return nil }
        return Component(name: name, parameters: parameters, body: body, source: location(c), references: references)
    }

    /// Arguments must name parameters; required parameters must be given.
    func checkComponentUses(_ components: [String: Component]) {
        for use in componentUses {
            guard let component = components[use.name] else { continue }
            let names = component.parameters.map(\.name)
            for (key, at) in use.arguments where !names.contains(key) {
                error("component `\(use.name)` has no parameter `\(key)`" + Suggest.hint(key, names)
                      + (names.isEmpty ? " (it takes none)" : " (parameters: \(names.joined(separator: ", ")))"), at)
            }
            let given = Set(use.arguments.map(\.0))
            for p in component.parameters where p.defaultValue == nil && !given.contains(p.name) {
                error("`\(use.name)` needs `\(p.name):` (a required parameter)", use.cursor)
            }
        }
    }

    /// A component that contains itself, directly or through others, would never finish resolving.
    func checkCycles(_ components: [String: Component]) {
        var reported = Set<String>()
        for name in components.keys.sorted() {
            var path: [String] = []
            func visit(_ current: String) -> [String]? {
                if let i = path.firstIndex(of: current) { return Array(path[i...]) + [current] }
                guard let c = components[current] else { return nil }
                path.append(current)
                defer { path.removeLast() }
                for ref in c.references { if let cycle = visit(ref.name) { return cycle } }
                return nil
            }
            guard let cycle = visit(name), !reported.contains(cycle[0]) else { continue }
            cycle.forEach { reported.insert($0) }
            let start = components[cycle[0]]!
            // Reported at the definition, which may live in another file (the shared library).
            diags.add([SpecError(file: start.source.file, line: start.source.line, column: start.source.column,
                                 keyPath: "components.\(cycle[0])",
                                 message: "component cycle: \(cycle.joined(separator: " → ")) (a component cannot contain itself)")])
        }
    }

    func variants(_ c: Cursor) -> [Variant] {
        guard let map = MapReader(c, diags, expected: "a mapping of variant names to {placeholder: text}") else { return [] }
        var out: [Variant] = []
        for entry in map.entries {
            guard let values = MapReader(entry.value, diags, expected: "{placeholder: text}") else { continue }
            var dict: [String: String] = [:]
            for v in values.entries {
                guard let text = v.value.scalarString else { mismatch(v.value, expected: "text"); continue }
                dict[v.key] = text
            }
            out.append(Variant(name: entry.key, values: dict, source: location(entry.value)))
        }
        return out
    }

    /// `[en, de, ar, ja, pseudo-accented]`: language tags and Xcode's pseudolanguages, each checked once.
    func locales(_ c: Cursor) -> [LocaleSetting]? {
        let items = c.sequence ?? [c]
        var out: [LocaleSetting] = []
        for item in items {
            guard let text = item.scalarString else { mismatch(item, expected: "a language tag such as de, ar or zh-Hans"); return nil }
            guard let locale = LocaleSetting(text) else {
                error("`\(text)` is not a language tag (de, ar, pt-BR, zh-Hans) or a pseudolanguage ("
                      + LocaleSetting.pseudoLanguageNames.joined(separator: ", ") + ")"
                      + Suggest.hint(text, LocaleSetting.pseudoLanguageNames), item)
                return nil
            }
            if out.contains(where: { $0.identifier == locale.identifier }) { error("locale `\(text)` is listed twice", item); return nil }
            out.append(locale)
        }
        if out.isEmpty { error("`locales` cannot be empty", c); return nil }
        return out
    }

    func devices(_ c: Cursor) -> [Device]? {
        guard let items = c.sequence else { mismatch(c, expected: "a list of device names such as [iphone-se, iphone-16]"); return nil }
        var out: [Device] = []
        for item in items {
            if let text = item.scalarString {
                if let d = Device.preset(named: text) { out.append(d); continue }
                error("unknown device `\(text)`" + Suggest.hint(text, Device.acceptedNames)
                      + " (presets: \(Device.presets.map(\.name).joined(separator: ", ")))", item)
                continue
            }
            guard let map = MapReader(item, diags, expected: "a device name or {name, width, scale}") else { continue }
            map.rejectUnknown(allowed: ["name", "width", "height", "scale", "margin"], context: "in a custom device", diags)
            guard let nameCursor = map["name"], let widthCursor = map["width"] else {
                error("a custom device needs `name:` and `width:`", item); continue
            }
            guard let n = name(nameCursor), let w = number(widthCursor) else { continue }
            let h = map["height"].flatMap { number($0) } ?? 0
            let scale = map["scale"].flatMap { number($0) } ?? 3
            let margin = map["margin"].flatMap { number($0) }
            // A screen has a positive width and a 1×–3× display (4 leaves room); the rest must fit the screen.
            var ok = true
            func check(_ key: String, _ valid: Bool, _ rule: String) {
                if !valid { error("custom device `\(n)`: `\(key)` \(rule)", map[key] ?? item); ok = false }
            }
            check("width", w > 0 && w <= SpecLimits.maxLength, "must be above 0 and at most \(Int(SpecLimits.maxLength)) pt")
            check("height", h >= 0 && h <= SpecLimits.maxLength, "must be 0 (unbounded) to \(Int(SpecLimits.maxLength)) pt")
            check("scale", scale >= 1 && scale <= 4, "must be between 1 and 4")
            check("margin", margin.map { $0 >= 0 && $0 * 2 < w } ?? true, "must be at least 0 and less than half the width")
            guard ok else { continue }
            out.append(Device(name: n, width: w, height: h, displayScale: scale, layoutMargin: margin))
        }
        return out
    }

    /// `margins` (the device's layout margins), a number (both sides), or {horizontal | leading, trailing}.
    func insets(_ c: Cursor) -> Insets? {
        func side(_ c: Cursor) -> Varying<Insets.Value>? {
            varying(c) { c -> Insets.Value? in
                if c.scalarString == "margins" { return .margins }
                return length(c).map { .length($0) }
            }
        }
        if c.scalarString != nil || c.number != nil {
            guard let s = side(c) else { return nil }
            return Insets(leading: s, trailing: s)
        }
        guard let map = MapReader(c, diags, expected: "margins, a number, or {horizontal, leading, trailing}") else { return nil }
        map.rejectUnknown(allowed: ["horizontal", "leading", "trailing"], context: "in insets", diags)
        let zero = Varying(Insets.Value.length(.points(0)))
        let h = map["horizontal"].map { side($0) }
        let l = map["leading"].map { side($0) } ?? h
        let t = map["trailing"].map { side($0) } ?? h
        if failed(h) || failed(l) || failed(t) { return nil }
        return Insets(leading: (l ?? nil) ?? zero, trailing: (t ?? nil) ?? zero)
    }
}
