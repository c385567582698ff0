import Foundation
import SwiftSyntax

/// Numbers formatted as SwiftUI formats them: `Text(value, format: .number.precision(.fractionLength(1)))` and
/// `value.formatted(.currency(code: "USD"))` apply Foundation's FormatStyles (ICU underneath, as on iOS) in the
/// source language's locale, so "8,123.0" is measured, not "8123". A style outside the modelled set is a
/// diagnostic, never the raw number.
extension Interpreter {
    /// The locale values are formatted in: the case's (`--locale de`, or a preview's `.environment(\.locale, …)`),
    /// as iOS formats `Text(_:format:)` in the environment's locale and `formatted()` in `Locale.current`, the
    /// device's language; en_US for the development language and its pseudolanguages. Foundation's FormatStyles
    /// format with the ICU data the toolchain bundles, as iOS does with its own. *Assumption*: a preview's
    /// `.environment(\.locale, …)` stands for the device's language too (Xcode's canvas formats `formatted()` in
    /// the Mac's locale instead).
    /// The locale Foundation formats in: the device's (`Locale.current`: `x.formatted()`, `Calendar.current`, a
    /// formatter), or, inside `Text(x, format:)` and a Text's `\(x, format:)`, the SwiftUI environment's, which a
    /// preview's `.environment(\.locale, …)` sets (Text formats with the environment's locale; Foundation does not
    /// read the environment).
    var formattingLocale: Locale {
        let setting = formatsInTextEnvironment ? env.locale : deviceLocale
        guard setting.pseudo == nil, setting.language != "en" || setting.identifier.count > 2 else {
            return Self.developmentLocale
        }
        return Locale(identifier: setting.identifier)
    }

    static let developmentLocale = Locale(identifier: "en_US")

    /// The SwiftUI environment's locale (`@Environment(\.locale)`), as `formattingLocale` reads it inside a Text.
    var inTextEnvironmentLocale: Locale {
        let setting = env.locale
        guard setting.pseudo == nil, setting.language != "en" || setting.identifier.count > 2 else { return Self.developmentLocale }
        return Locale(identifier: setting.identifier)
    }

    func formatted(_ number: Value, style: Value, at node: some SyntaxProtocol) throws -> String {
        let value = try self.number(number, at: node)
        let isInteger = if case .int = number { true } else if case .intLiteral = number { true } else { false }
        let chain = Self.styleChain(style)
        guard let base = chain.first else { throw unformattable(style, at: node) }
        let modifiers = Array(chain.dropFirst())
        let locale = formattingLocale
        switch base.name {
        case "number":
            var s = FloatingPointFormatStyle<Double>(locale: locale)
            for m in modifiers { s = try applying(m, to: s, at: node) }
            return s.format(value)
        case "percent":
            // An Int's percent is the number itself (40 → 40%), a Double's a fraction (0.4 → 40%)
            // (IntegerFormatStyle.Percent and FloatingPointFormatStyle.Percent).
            var s = FloatingPointFormatStyle<Double>.Percent(locale: locale)
            for m in modifiers { s = try applying(m, to: s, at: node) }
            return s.format(isInteger ? value / 100 : value)
        case "currency":
            guard case .string(let code)? = base.arguments.first(where: { $0.label == "code" })?.value else {
                throw fail("`.currency` needs `code:` as a known string (\"USD\")", at: node)
            }
            var s = FloatingPointFormatStyle<Double>.Currency(code: code, locale: locale)
            for m in modifiers { s = try applying(m, to: s, at: node) }
            return s.format(value)
        case "byteCount" where isInteger && modifiers.isEmpty:
            return try byteCount(Int64(try integer(number, at: node)), base.arguments, at: node)
        default:
            throw unformattable(style, at: node)
        }
    }

    /// `size.formatted(.byteCount(style: .file))`: Foundation's `ByteCountFormatStyle` (swift-foundation, the same
    /// source on iOS and Linux), in the locale values are formatted in. `allowedUnits` is left at `.all`.
    private func byteCount(_ bytes: Int64, _ args: [Argument], at node: some SyntaxProtocol) throws -> String {
        let styles: [String: ByteCountFormatStyle.Style] = ["file": .file, "memory": .memory, "decimal": .decimal, "binary": .binary]
        var style = ByteCountFormatStyle.Style.file, spellsOutZero = true, includesActualByteCount = false
        for a in args {
            switch (a.label, a.value) {
            case ("style", .member(let name, nil)) where styles[name] != nil: style = styles[name]!
            case ("spellsOutZero", .bool(let b)): spellsOutZero = b
            case ("includesActualByteCount", .bool(let b)): includesActualByteCount = b
            default: throw fail("`.byteCount` with `\(a.label ?? "_"):` set so is not evaluated (only `style:`, `spellsOutZero:`, `includesActualByteCount:`)", at: node)
            }
        }
        return ByteCountFormatStyle(style: style, allowedUnits: .all, spellsOutZero: spellsOutZero,
                                    includesActualByteCount: includesActualByteCount, locale: formattingLocale).format(bytes)
    }

    /// `.number.precision(…).grouping(…)` as written, innermost (the base style) first.
    static func styleChain(_ v: Value) -> [(name: String, arguments: [Argument])] {
        guard case .member(let name, let args) = v else { return [] }
        let own = (args ?? []).filter { $0.label != "$self" }
        if let base = args?.first(where: { $0.label == "$self" })?.value { return styleChain(base) + [(name, own)] }
        return [(name, own)]
    }

    private func applying<S: NumberFormatModifiable>(_ m: (name: String, arguments: [Argument]), to s: S,
                                                     at node: some SyntaxProtocol) throws -> S {
        let argument = m.arguments.first?.value
        switch (m.name, argument) {
        // A count, or a range of counts (`.fractionLength(0...2)`: at least none, at most two digits).
        case ("precision", .member("fractionLength", let a)?):
            if let r = try digitRange(a, at: node) { return s.precision(.fractionLength(r)) }
            return s.precision(.fractionLength(Int(try number(a?.first?.value ?? .null, at: node))))
        case ("precision", .member("significantDigits", let a)?):
            if let r = try digitRange(a, at: node) { return s.precision(.significantDigits(r)) }
            return s.precision(.significantDigits(Int(try number(a?.first?.value ?? .null, at: node))))
        case ("precision", .member("integerLength", let a)?):
            if let r = try digitRange(a, at: node) { return s.precision(.integerLength(r)) }
            return s.precision(.integerLength(Int(try number(a?.first?.value ?? .null, at: node))))
        case ("locale", let written?) where m.arguments.count == 1: return s.locale(try locale(written, at: node))
        case ("grouping", .member("never", nil)?): return s.grouping(.never)
        case ("grouping", .member("automatic", nil)?): return s.grouping(.automatic)
        case ("notation", .member(let name, nil)?) where ["compactName", "scientific", "automatic"].contains(name):
            guard let applied = s.notated(name) else { fallthrough }
            return applied
        case ("rounded", _):
            return s.rounded(rule: try roundingRule(m.arguments, at: node),
                             increment: try m.arguments.first { $0.label == "increment" }.map { try number($0.value, at: node) })
        case ("sign", .member(let strategy, let a)?) where m.arguments.first?.label == "strategy":
            guard let applied = try s.signed(strategy, showsZero(a ?? [], strategy: strategy, at: node)) else { fallthrough }
            return applied
        default:
            // scale, decimalSeparator, an unknown strategy: each changes the digits; better a diagnostic than a wrong
            // width.
            throw fail("the format modifier `.\(m.name)(…)` is not evaluated (precision, grouping, notation, rounded "
                       + "and sign(strategy:) are): pass the formatted string in the preview", at: node)
        }
    }

    /// `0...2` (or `0..<3`), which the evaluator holds as its elements: the closed range of digit counts; nil for a
    /// single count.
    private func digitRange(_ args: [Argument]?, at node: some SyntaxProtocol) throws -> ClosedRange<Int>? {
        guard let written = args?.first?.value else { return nil }
        guard case .array(let items) = try rangeElements(written, at: node).map(Value.array) ?? written else { return nil }
        let counts = try items.map { try integer($0, at: node) }
        guard let lo = counts.first, let hi = counts.last, counts == Array(lo...hi) else {
            throw fail("a precision's range of digit counts is empty or not a range", at: node)
        }
        return lo...hi
    }

    /// `rounded()` is `.toNearestOrEven` (FloatingPointFormatStyle's default rule); `rule:` a FloatingPointRoundingRule.
    private func roundingRule(_ args: [Argument], at node: some SyntaxProtocol) throws -> FloatingPointRoundingRule {
        guard let rule = args.first(where: { $0.label == "rule" })?.value else { return .toNearestOrEven }
        let rules: [String: FloatingPointRoundingRule] = [
            "up": .up, "down": .down, "towardZero": .towardZero, "awayFromZero": .awayFromZero,
            "toNearestOrEven": .toNearestOrEven, "toNearestOrAwayFromZero": .toNearestOrAwayFromZero,
        ]
        guard case .member(let name, nil) = rule, let r = rules[name] else {
            throw fail("`rounded(rule:)` takes a FloatingPointRoundingRule such as `.down`", at: node)
        }
        return r
    }

    /// `.always()`'s `includingZero:` (numbers) or `showZero:` (currencies); unwritten, Foundation's defaults:
    /// `always(includingZero: Bool = true)`, `always(showZero: Bool = true)`, `accountingAlways(showZero: Bool = false)`
    /// (Apple's documentation of `NumberFormatStyleConfiguration.SignDisplayStrategy`; swift-foundation's
    /// `CurrencyFormatStyleConfiguration`).
    private func showsZero(_ args: [Argument], strategy: String, at node: some SyntaxProtocol) throws -> Bool {
        guard let flag = args.first(where: { $0.label == "includingZero" || $0.label == "showZero" })?.value else {
            return strategy == "always"
        }
        return try truth(flag, at: node)
    }

    private func unformattable(_ style: Value, at node: some SyntaxProtocol) -> Error {
        fail("this format style is not evaluated (`.number`, `.percent`, `.currency(code:)` with precision and grouping "
             + "are): pass the formatted string in the preview", at: node)
    }
}

/// The modifiers the number, percent and currency styles share.
protocol NumberFormatModifiable {
    func precision(_ p: NumberFormatStyleConfiguration.Precision) -> Self
    func grouping(_ g: NumberFormatStyleConfiguration.Grouping) -> Self
    /// `notation(_:)` by name (`automatic`, `compactName`, `scientific`); nil for one the style lacks.
    func notated(_ name: String) -> Self?
    func rounded(rule: FloatingPointRoundingRule, increment: Double?) -> Self
    /// `.locale(Locale(identifier: "de_DE"))`: the style formats in that locale, whatever the device's.
    func locale(_ locale: Locale) -> Self
    /// `sign(strategy:)` by the strategy's name (`automatic`, `never`, `always`, and a currency's `accounting`,
    /// `accountingAlways`); nil for one the style does not have.
    func signed(_ strategy: String, _ showsZero: Bool) -> Self?
}

/// The number and percent styles' sign and notation, which share their configuration types.
protocol NumberSignAndNotation {
    func sign(strategy: NumberFormatStyleConfiguration.SignDisplayStrategy) -> Self
    func notation(_ notation: NumberFormatStyleConfiguration.Notation) -> Self
}

extension NumberFormatModifiable where Self: NumberSignAndNotation {
    func notated(_ name: String) -> Self? {
        name == "compactName" ? notation(.compactName) : name == "scientific" ? notation(.scientific) : notation(.automatic)
    }

    func signed(_ strategy: String, _ showsZero: Bool) -> Self? {
        switch strategy {
        case "automatic": return sign(strategy: .automatic)
        case "never": return sign(strategy: .never)
        case "always": return sign(strategy: .always(includingZero: showsZero))
        default: return nil
        }
    }
}

extension FloatingPointFormatStyle: NumberFormatModifiable, NumberSignAndNotation {}
extension FloatingPointFormatStyle.Percent: NumberFormatModifiable, NumberSignAndNotation {}

extension FloatingPointFormatStyle.Currency: NumberFormatModifiable {
    func notated(_ name: String) -> Self? {
        name == "compactName" ? notation(.compactName) : name == "scientific" ? nil : notation(.automatic)
    }

    func signed(_ strategy: String, _ showsZero: Bool) -> Self? {
        switch strategy {
        case "automatic": return sign(strategy: .automatic)
        case "never": return sign(strategy: .never)
        case "always": return sign(strategy: .always(showZero: showsZero))
        case "accounting": return sign(strategy: .accounting)
        case "accountingAlways": return sign(strategy: .accountingAlways(showZero: showsZero))
        default: return nil
        }
    }
}

extension Interpreter {
    /// `names.formatted(.list(type: .and))`, `ids.formatted(.list(memberStyle: .number, type: .or, width: .short))`:
    /// Foundation's ListFormatStyle in the development language ("Ada, Grace, and Linus"); `.formatted()` is
    /// `.list(type: .and)`. Each element is a string, or formatted by the `memberStyle:` given.
    func formattedList(_ items: [Value], style: Value?, at node: some SyntaxProtocol) throws -> String {
        typealias Style = ListFormatStyle<StringStyle, [String]>
        var type = Style.ListType.and, width = Style.Width.standard
        var member: Value?
        if let style {
            guard case .member("list", let args) = style else { throw unformattable(style, at: node) }
            for a in args ?? [] {
                switch (a.label, a.value) {
                case ("type", .member("and", nil)): type = .and
                case ("type", .member("or", nil)): type = .or
                case ("width", .member("standard", nil)): width = .standard
                case ("width", .member("short", nil)): width = .short
                case ("width", .member("narrow", nil)): width = .narrow
                case ("memberStyle", let m): member = m
                default: throw unformattable(style, at: node)
                }
            }
        }
        let strings = try items.map { item -> String in
            if let member { return try formatted(item, style: member, at: node) }
            guard case .string(let s) = try known(item) else {
                throw fail("a list of \(item.typeDescription) is formatted with a `memberStyle:`", at: node)
            }
            return s
        }
        return strings.formatted(.list(type: type, width: width).locale(formattingLocale))
    }
}
