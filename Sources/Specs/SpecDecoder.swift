import ViewModel
import DynamicType
import Foundation
import Layout
import Yams

/// Walks a composed YAML tree into the spec model, collecting located errors instead of stopping at the first.
final class SpecDecoder {
    let diags: Diagnostics
    /// Every component name visible to this file (its own and the shared library), known before any body is
    /// decoded so a use can be told from a typo.
    var componentNames: Set<String>
    /// Component uses seen while decoding the current body (for cycle detection).
    var references: [(name: String, source: SourceLocation)] = []
    /// Placeholders seen while decoding the current body, checked against variants or parameters.
    var placeholders: [(name: String, cursor: Cursor)] = []
    /// Custom font families named anywhere in the file, checked against the configured fonts.
    var fontFamilies: [(name: String, cursor: Cursor)] = []
    /// Every component use with its argument keys, checked against the parameters after all are decoded.
    var componentUses: [(name: String, arguments: [(String, Cursor)], cursor: Cursor)] = []
    /// Views open around the one being decoded, against `SpecLimits.maxNesting`.
    var nesting = 0

    init(diags: Diagnostics, componentNames: Set<String>) {
        self.diags = diags
        self.componentNames = componentNames
    }

    func location(_ c: Cursor) -> SourceLocation {
        SourceLocation(file: diags.file, line: c.node.mark?.line ?? 1, column: c.node.mark?.column ?? 1)
    }

    func error(_ message: String, _ c: Cursor) { diags.error(message, c) }

    // MARK: per-category values

    static let categoryKeys = ["default"] + ContentSizeCategory.allCases.map(\.name)

    /// A mapping whose keys name size categories (or `default`): a per-category value.
    func isCategoryMap(_ c: Cursor) -> Bool {
        guard case .mapping(let m) = c.node else { return false }
        return m.keys.contains { key in
            guard let k = key.string else { return false }
            return k == "default" || ContentSizeCategory(parsing: k) != nil
        }
    }

    /// Reads a value that may vary by size category. `parse` returns nil after reporting an error.
    /// Keys in `ignoring` are the caller's (an `id:` beside per-category views), not categories.
    func varying<T>(_ c: Cursor, ignoring: Set<String> = [], _ parse: (Cursor) -> T?) -> Varying<T>? {
        guard isCategoryMap(c), let map = MapReader(c, diags, expected: "a mapping") else {
            return parse(c).map { Varying($0) }
        }
        var steps: [Varying<T>.Step] = []
        var seen: [ContentSizeCategory: String] = [:]
        var ok = true
        for entry in map.entries where !ignoring.contains(entry.key) {
            let keyCursor = Cursor(node: entry.keyNode, path: entry.value.path)
            let category: ContentSizeCategory
            if entry.key == "default" {
                category = .xSmall
            } else if let parsed = ContentSizeCategory(parsing: entry.key) {
                category = parsed
            } else {
                error("unknown size category `\(entry.key)` in a per-category value"
                      + Suggest.hint(entry.key, Self.categoryKeys + ContentSizeCategory.acceptedNames)
                      + " (keys are `default` and xSmall…xxxLarge, accessibility1…accessibility5)", keyCursor)
                ok = false
                continue
            }
            if let previous = seen[category] {
                error("`\(entry.key)` and `\(previous)` both set the value from \(category.name)", keyCursor)
                ok = false
                continue
            }
            seen[category] = entry.key
            if let value = parse(entry.value) { steps.append(.init(from: category, value: value)) } else { ok = false }
        }
        guard ok else { return nil }
        if seen[.xSmall] == nil {
            error("`\(c.key)`: a per-category value needs `default:` (the value below \(steps.map(\.from).min()?.name ?? "the first category"))", c)
            return nil
        }
        return Varying(steps: steps.sorted { $0.from < $1.from })
    }

    // MARK: scalars

    /// "expected X, found Y" with a hint when Y is a per-category map where none is accepted.
    func mismatch(_ c: Cursor, expected: String) {
        var message = "`\(c.key)`: expected \(expected), found \(c.found)"
        if isCategoryMap(c) {
            message += "; per-category values are not accepted at this depth: make the enclosing property per-category instead"
        }
        error(message, c)
    }

    func number(_ c: Cursor, expected: String = "a number") -> Double? {
        guard let n = c.number, n.isFinite else { mismatch(c, expected: expected); return nil }
        return inRange(n, limit: SpecLimits.maxNumber, c)
    }

    /// A whole number; bounded before conversion, since `Int(1e300)` traps.
    func int(_ c: Cursor, expected: String = "a whole number") -> Int? {
        guard let n = c.number, n.isFinite, n == n.rounded() else { mismatch(c, expected: expected); return nil }
        return inRange(n, limit: SpecLimits.maxNumber, c).map { Int($0) }
    }

    /// `n` when |n| ≤ limit; otherwise a located error naming the limit.
    func inRange(_ n: Double, limit: Double, _ c: Cursor, what: String = "a number") -> Double? {
        guard abs(n) <= limit else {
            error("`\(c.key)`: \(c.scalarString ?? "\(n)") is out of range: \(what) here may be at most "
                  + "\(Int(limit)) (SpecLimits)", c)
            return nil
        }
        return n
    }

    func bool(_ c: Cursor) -> Bool? {
        guard let b = c.bool else { mismatch(c, expected: "true or false"); return nil }
        return b
    }

    /// Text; numbers are accepted as their digits. Placeholders are recorded for the scope check.
    func string(_ c: Cursor) -> String? {
        if case .mapping(let m) = c.node, m.count == 1, let key = m.keys.first?.string, Template.isName(key),
           m.values.first.map({ Cursor(node: $0, path: []).isNull }) == true {
            error("`\(c.key)`: {\(key)} without quotes is a YAML mapping; write \"{\(key)}\" in quotes", c)
            return nil
        }
        guard let text = c.scalarString else { mismatch(c, expected: "text"); return nil }
        for name in Template.names(in: text) { placeholders.append((name, c)) }
        return text
    }

    /// A plain name (no placeholders): ids, rule names, component names.
    func name(_ c: Cursor) -> String? {
        guard let text = c.scalarString, !text.isEmpty else { mismatch(c, expected: "a name"); return nil }
        return text
    }

    func choice<T>(_ c: Cursor, _ options: [(String, T)], what: String) -> T? {
        guard let text = c.scalarString else { mismatch(c, expected: what); return nil }
        if let hit = options.first(where: { $0.0.lowercased() == text.lowercased() }) { return hit.1 }
        let names = options.map(\.0)
        error("unknown \(what) `\(text)` for `\(c.key)`" + Suggest.hint(text, names)
              + " (expected one of: \(names.joined(separator: ", ")))", c)
        return nil
    }

    func textStyle(_ c: Cursor) -> TextStyle? {
        guard let text = c.scalarString else { mismatch(c, expected: "a text style such as body or title2"); return nil }
        if let style = TextStyle(parsing: text.hasPrefix(".") ? String(text.dropFirst()) : text) { return style }
        error("unknown text style `\(text)` for `\(c.key)`" + Suggest.hint(text, TextStyle.acceptedNames)
              + " (text styles: \(TextStyle.allCases.map(\.rawValue).joined(separator: ", ")))", c)
        return nil
    }

    func category(_ c: Cursor) -> ContentSizeCategory? {
        guard let text = c.scalarString else { mismatch(c, expected: "a size category such as accessibility1"); return nil }
        return category(text: text, c)
    }

    /// A category name that is part of a larger scalar (`...accessibility3`), reported at that scalar.
    func category(text: String, _ c: Cursor) -> ContentSizeCategory? {
        let text = text.trimmingCharacters(in: .whitespaces)
        if let category = ContentSizeCategory(parsing: text.hasPrefix(".") ? String(text.dropFirst()) : text) { return category }
        error("unknown size category `\(text)` for `\(c.key)`" + Suggest.hint(text, ContentSizeCategory.acceptedNames)
              + " (xSmall…xxxLarge, accessibility1…accessibility5)", c)
        return nil
    }

    func fontWeight(_ c: Cursor) -> FontWeight? {
        guard let text = c.scalarString else { mismatch(c, expected: "a weight such as semibold or 600"); return nil }
        if let w = FontWeight(parsing: text.hasPrefix(".") ? String(text.dropFirst()) : text) { return w }
        error("unknown font weight `\(text)`" + Suggest.hint(text, FontWeight.named.map(\.0))
              + " (ultraLight, thin, light, regular, medium, semibold, bold, heavy, black, or 1…1000)", c)
        return nil
    }
}

/// True when an optional key was present but its value failed to decode (`map[key].map { parse($0) }` gave `.some(nil)`).
func failed<T>(_ value: T??) -> Bool {
    if case .some(.none) = value { return true }
    return false
}
