import ViewModel
import Foundation
import DynamicType
import Layout

extension SpecDecoder {
    /// The vocabulary's views a spec writes (each decoded by `elementKind`).
    static let elementKinds = Vocabulary.viewSpecKeys
    static let metaKeys = ["id", "accessibilityIdentifier", "ignore", "modifiers"]

    /// One entry of a `children:` list (or a `body:`); null or a per-category null = no view at that size.
    /// An `id:` beside per-category views (`{default: {text: A}, accessibility1: null, id: greeting}`) names the view
    /// at every category that does not name its own.
    func child(_ c: Cursor) -> Child? {
        var sharedID: String??
        if isCategoryMap(c), let map = MapReader(c, diags, expected: "a mapping"), let idCursor = map["id"] {
            sharedID = .some(name(idCursor))
            if sharedID == .some(nil) { return nil }
        }
        let views = varying(c, ignoring: sharedID == nil ? [] : ["id"]) { c -> Element?? in
            if c.isNull { return .some(nil) }
            return element(c).map { .some($0) }
        }
        guard let sharedID = sharedID ?? nil else { return views }
        return views?.map { view in
            view.map { element in
                element.id != nil ? element : Element(kind: element.kind, modifiers: element.modifiers, id: sharedID,
                                                      suppressions: element.suppressions, source: element.source)
            }
        }
    }

    func children(_ c: Cursor) -> [Child]? {
        guard let items = c.sequence else { mismatch(c, expected: "a list of views (`- text: …`)"); return nil }
        var out: [Child] = []
        var ok = true
        for item in items {
            if let child = child(item) { out.append(child) } else { ok = false }
        }
        return ok ? out : nil
    }

    func element(_ c: Cursor) -> Element? {
        nesting += 1
        defer { nesting -= 1 }
        guard nesting <= SpecLimits.maxNesting else {
            error("views nest more than \(SpecLimits.maxNesting) deep here (SpecLimits.maxNesting); "
                  + "flatten the stacks", c)
            return nil
        }
        if let word = c.scalarString {
            if word == "spacer" || word == "divider" {
                return Element(kind: word == "spacer" ? .spacer(minLength: Varying(nil)) : .divider,
                               modifiers: [], id: nil, suppressions: [], source: location(c))
            }
            let known = Self.elementKinds.contains(word) || componentNames.contains(word)
            error("expected a view such as `text: \"Hello\"`, found \(c.found)"
                  + (known ? "; write `\(word):` with a colon" : Suggest.hint(word, Self.elementKinds + componentNames.sorted())), c)
            return nil
        }
        guard let map = MapReader(c, diags, expected: "a view such as `text: \"Hello\"`") else { return nil }
        let kindEntries = map.entries.filter { Self.elementKinds.contains($0.key) || componentNames.contains($0.key) }
        guard let kindEntry = kindEntries.first else {
            reportMissingKind(map)
            return nil
        }
        if kindEntries.count > 1 {
            error("one element holds two views, `\(kindEntries[0].key)` and `\(kindEntries[1].key)`: "
                  + "put them in a `vstack:`/`hstack:` as `children:`", Cursor(node: kindEntries[1].keyNode, path: kindEntries[1].value.path))
            return nil
        }
        let source = SourceLocation(file: diags.file, line: kindEntry.keyNode.mark?.line ?? 1, column: kindEntry.keyNode.mark?.column ?? 1)
        let kind = elementKind(kindEntry.key, kindEntry.value)
        // A ScrollView's own bounds come before the modifiers written on it.
        var modifiers: [Modifier] = switch kindEntry.key {
        case "scrollView": ScrollViewBounds.modifiers(source: source)
        case "horizontalScrollView": ScrollViewBounds.horizontalModifiers(source: source)
        default: []
        }
        var id: String?
        var suppressions: [Suppression] = []
        var ok = kind != nil
        for entry in map.entries where entry.key != kindEntry.key {
            switch entry.key {
            // `accessibilityIdentifier` names the element as `id` does, as the Swift front end reads it.
            case "id", "accessibilityIdentifier": id = name(entry.value); ok = ok && id != nil
            case "ignore":
                if let s = ignores(entry.value) { suppressions = s } else { ok = false }
            case "modifiers":
                if let list = modifierList(entry.value) { modifiers += list } else { ok = false }
            default:
                if Self.modifierKeys.contains(entry.key) || Self.drawingKeys.contains(entry.key) {
                    if let m = modifier(entry.key, entry.value) { modifiers.append(m) } else { ok = false }
                } else {
                    reportUnknownElementKey(entry.key, Cursor(node: entry.keyNode, path: entry.value.path), owner: kindEntry.key)
                    ok = false
                }
            }
        }
        guard ok, let kind else { return nil }
        return Element(kind: kind, modifiers: modifiers, id: id, suppressions: suppressions, source: source)
    }

    private func reportMissingKind(_ map: MapReader) {
        let allowed = Self.modifierKeys + Self.metaKeys + Self.drawingKeys
        let unknown = map.entries.filter { !allowed.contains($0.key) }
        if let first = unknown.first {
            let keyCursor = Cursor(node: first.keyNode, path: first.value.path)
            error("unknown view `\(first.key)`" + Suggest.hint(first.key, Self.elementKinds + componentNames.sorted())
                  + " (views: \(Self.elementKinds.joined(separator: ", "))"
                  + (componentNames.isEmpty ? ")" : "; components: \(componentNames.sorted().joined(separator: ", ")))"), keyCursor)
        } else {
            error("this element has modifiers but no view: add one of \(Self.elementKinds.joined(separator: ", ")) or a component",
                  map.cursor)
        }
    }

    func reportUnknownElementKey(_ key: String, _ c: Cursor, owner: String) {
        if key == "contentShape" {
            error("`contentShape` is not supported: a button's hit target is its label's frame — put the frame inside `button:`", c)
            return
        }
        let candidates = Self.modifierKeys + Self.metaKeys + Self.drawingKeys + Self.elementKinds + componentNames.sorted()
        error("unknown modifier `\(key)` on `\(owner)`" + Suggest.hint(key, candidates), c)
    }

    /// Rejects unknown keys inside a view's own mapping (`image: {…}`), explaining modifiers written one level too deep.
    func rejectInside(_ map: MapReader, allowed: [String], kind: String) {
        map.rejectUnknown(allowed: allowed, context: "in `\(kind)`", diags) { key in
            (Self.modifierKeys + Self.metaKeys).contains(key)
                ? "`\(key)` is a modifier: write it beside `\(kind):` (same indentation), not inside it" : nil
        }
    }

    /// `ignore: [{rule: text-truncated, reason: "…"}]`: suppress a finding here; the reason is required.
    func ignores(_ c: Cursor) -> [Suppression]? {
        let items: [Cursor]
        if let seq = c.sequence { items = seq } else if case .mapping = c.node { items = [c] } else {
            mismatch(c, expected: "a list of {rule, reason}"); return nil
        }
        var out: [Suppression] = []
        var ok = true
        for item in items {
            guard let map = MapReader(item, diags, expected: "{rule: …, reason: …}") else { ok = false; continue }
            map.rejectUnknown(allowed: ["rule", "reason"], context: "in ignore", diags)
            guard let ruleCursor = map["rule"], let rule = name(ruleCursor) else {
                error("ignore: each entry needs `rule:` (the finding's rule id)", item); ok = false; continue
            }
            guard let reasonCursor = map["reason"], let reason = reasonCursor.scalarString,
                  !reason.trimmingCharacters(in: .whitespaces).isEmpty else {
                error("ignore `\(rule)` needs a `reason:` saying why this finding is accepted", item); ok = false; continue
            }
            out.append(Suppression(rule: rule, reason: reason))
        }
        return ok ? out : nil
    }
}
