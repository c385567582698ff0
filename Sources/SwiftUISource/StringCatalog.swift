import Foundation
import SwiftSyntax

/// A String Catalog that is not one: bad input (exit 2), not a missing file.
public struct StringCatalogError: Error, Sendable, CustomStringConvertible {
    public var file: String
    public var reason: String
    public var description: String { "\(file):1:1: error: not a String Catalog: \(reason)" }
}

/// The development-language strings of the String Catalogs (`*.xcstrings`) beside the sources, as
/// `Text("order.title")` shows them on a device in that language: the catalog's value for the key, or the key
/// itself when the catalog has none (Apple, "Localizing and varying text with a string catalog").
struct StringCatalog {
    /// key → the source language's value; a plural entry keeps its `one` and `other` forms.
    private(set) var entries: [String: Entry] = [:]

    enum Entry: Equatable {
        case value(String)
        case plural(one: String?, other: String)
    }

    init() {}

    /// Reads catalogs in order; a key in several keeps the first.
    init(files: [String]) throws {
        for path in files.sorted() {
            guard let data = FileManager.default.contents(atPath: path) else {
                throw SwiftDiagnostic("cannot read the String Catalog", at: .init(file: path, line: 1))
            }
            do { try merge(data) } catch let e as CatalogError {
                throw StringCatalogError(file: path, reason: e.reason)
            }
        }
    }

    struct CatalogError: Error { var reason: String }

    private mutating func merge(_ data: Data) throws {
        guard let root = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else {
            throw CatalogError(reason: "the file is not a JSON object")
        }
        guard let language = root["sourceLanguage"] as? String else { throw CatalogError(reason: "no `sourceLanguage`") }
        guard let strings = root["strings"] as? [String: Any] else { throw CatalogError(reason: "no `strings`") }
        for (key, raw) in strings where entries[key] == nil {
            let localization = ((raw as? [String: Any])?["localizations"] as? [String: Any])?[language] as? [String: Any]
            if let entry = localization.flatMap(Self.entry) { entries[key] = entry }
        }
    }

    /// `{"stringUnit": {"value": …}}` or `{"variations": {"plural": {"one": …, "other": …}}}`.
    private static func entry(_ localization: [String: Any]) -> Entry? {
        func unit(_ any: Any?) -> String? { ((any as? [String: Any])?["stringUnit"] as? [String: Any])?["value"] as? String }
        if let value = unit(localization) { return .value(value) }
        guard let plural = (localization["variations"] as? [String: Any])?["plural"] as? [String: Any],
              let other = unit(plural["other"]) else { return nil }
        return .plural(one: unit(plural["one"]), other: other)
    }

    /// The text a localized key shows: the catalog's format with the interpolated values put in (`%@`, `%lld`,
    /// `%lf`, positional `%1$@`), or the literal itself when the key is not in a catalog.
    func text(key: String, arguments: [String], count: Double?, literal: String) -> String {
        guard let entry = entries[key] else { return literal }
        let format: String
        switch entry {
        case .value(let v): format = v
        case .plural(let one, let other): format = count == 1 ? (one ?? other) : other
        }
        return Self.substitute(format, arguments)
    }

    /// Puts the arguments into a printf-style format in order (or by position): the specifier's own formatting
    /// (`%.1f`) is not applied, the value is printed as Swift interpolation prints it.
    static func substitute(_ format: String, _ arguments: [String]) -> String {
        var out = ""
        var next = 0
        var i = format.startIndex
        while i < format.endIndex {
            let ch = format[i]
            guard ch == "%", let end = format[format.index(after: i)...].firstIndex(where: { "@dfisuxXegc%".contains($0) }) else {
                out.append(ch); i = format.index(after: i); continue
            }
            let spec = format[format.index(after: i)..<end]
            if format[end] == "%" { out.append("%") } else {
                var index = next
                if let dollar = spec.firstIndex(of: "$"), let n = Int(spec[..<dollar]) { index = n - 1 } else { next += 1 }
                out += arguments.indices.contains(index) ? arguments[index] : String(format[i...end])
            }
            i = format.index(after: end)
        }
        return out
    }
}

extension Interpreter {
    /// A title written as a string literal where SwiftUI takes a `LocalizedStringKey` (`Text("…")`,
    /// `Button("…")`, `Label("…", systemImage:)`, `Toggle("…", isOn:)`): the text the String Catalog gives it;
    /// nil when the first argument is not a literal (a `String` variable is shown verbatim, as SwiftUI does).
    func localizedTitle(_ c: FunctionCallExprSyntax, _ scope: Scope) throws -> String? {
        guard let first = c.arguments.first, first.label == nil,
              let literal = first.expression.as(StringLiteralExprSyntax.self) else { return nil }
        let shown = try string(literal, scope)
        guard !index.catalog.isEmpty else { return shown }
        var pieces: [String] = []
        var values: [Value] = []
        for segment in literal.segments {
            switch segment {
            case .stringSegment(let text): pieces.append(text.content.text.replacingOccurrences(of: "%", with: "%%"))
            case .expressionSegment(let e):
                guard let expr = e.expressions.first?.expression else { continue }
                values.append(try evaluate(expr, scope)); pieces.append("\u{0}")
            }
        }
        let printed = try values.map { try describe($0, at: literal) }
        let count = values.lazy.compactMap { v -> Double? in if case .number(let n) = v { return n } else { return nil } }.first
        // The key Xcode extracts: `%@` for a string, `%lld` for an integer, `%lf` for a floating-point value.
        for numberSpecifier in ["%lld", "%lf"] {
            var specifiers = values.map { v -> String in if case .number = v { return numberSpecifier } else { return "%@" } }.makeIterator()
            let key = pieces.map { $0 == "\u{0}" ? specifiers.next()! : $0 }.joined()
            if index.catalog.contains(key) {
                return index.catalog.text(key: key, arguments: printed, count: count, literal: shown)
            }
        }
        return shown
    }
}

extension StringCatalog {
    var isEmpty: Bool { entries.isEmpty }
    func contains(_ key: String) -> Bool { entries[key] != nil }
}
