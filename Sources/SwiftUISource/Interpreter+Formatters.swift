import Foundation
import SwiftSyntax

/// Foundation's formatter objects as apps configure them (`let f = DateFormatter(); f.dateStyle = .medium`,
/// `with(NumberFormatter()) { $0.numberStyle = .percent }`): a class instance whose properties are recorded as they
/// are set, then applied to a real Foundation formatter (ICU underneath, as on iOS) when `string(from:)` is called.
/// Dates are formatted in UTC and the development language unless the code sets `timeZone` or `locale`, as
/// `Text(_:format:)` is (docs/platform-facts.md). A property or method not listed is reported, never ignored.
extension Interpreter {
    static let formatterNames: Set<String> = ["DateFormatter", "NumberFormatter", "ByteCountFormatter", "ListFormatter",
                                              "ISO8601DateFormatter"]

    /// The Foundation type a formatter object or a UUID is an instance of: the sources' extension of it, or one made
    /// for it.
    func foundationType(_ name: String) -> TypeDecl {
        if let t = index.types[name], !t.isDeclared { return t }
        if let made = madeFoundationTypes[name] { return made }
        let t = TypeDecl(name: name, qualifiedName: name, parent: nil, file: file, kind: .class, isDeclared: false)
        madeFoundationTypes[name] = t
        return t
    }

    static func isFormatter(_ o: ObjectRef) -> Bool { !o.type.isDeclared && formatterNames.contains(o.type.name) }

    /// `formatter.string(from:)` and the setters written as methods; nil for an object that is no formatter.
    @inline(never)  // rare: kept out of `method`, the hot dispatch that calls it
    func formatterMethod(_ o: ObjectRef, _ name: String, _ args: [Argument], at c: some SyntaxProtocol) throws -> Value? {
        guard Self.isFormatter(o) else { return nil }
        switch (o.type.name, name) {
        case ("DateFormatter", "setLocalizedDateFormatFromTemplate"):
            guard case .string(let template)? = args.first?.value else { throw fail("the date format template is not known", at: c) }
            o.fields["$template"] = .string(template)
            return .null
        case ("DateFormatter", "string"), ("ISO8601DateFormatter", "string"):
            guard case .date(let t)? = try args.first.map({ try known($0.value) }) else {
                throw fail("`\(o.type.name).string(from:)` of a value that is not a known Date", at: c)
            }
            return .string(try dateCoder(o, at: c).format(Date(timeIntervalSince1970: t)))
        case ("DateFormatter", "date") where args.count == 1 && args[0].label == "from",
             ("ISO8601DateFormatter", "date") where args.count == 1 && args[0].label == "from":
            // `formatter.date(from: "2024-03-04")`, `ISO8601DateFormatter().date(from: "2024-05-01T10:00:00Z")` in
            // sample data: parsed as the formatter reads it (its format or options, locale and time zone, UTC unless
            // the code sets one, as previews show dates), nil when the text does not match.
            guard case .string(let text) = try known(args[0].value) else {
                throw fail("`\(o.type.name).date(from:)` of a value that is not a known String", at: c)
            }
            return try dateCoder(o, at: c).parse(text).map { .date($0.timeIntervalSince1970) } ?? .null
        case ("NumberFormatter", "string"):
            guard let a = args.first else { throw fail("`NumberFormatter.string` needs the number it formats", at: c) }
            let n = try number(try known(a.value), at: c)
            return try numberFormatter(o, at: c).string(from: NSNumber(value: n)).map { .string($0) } ?? .null
        case ("ListFormatter", "string") where args.count == 1 && args[0].label == "from":
            guard case .array(let items) = try known(args[0].value) else { return nil }
            return .string(try joinedList(items, locale: try o.fields["locale"].map { try locale($0, at: c) }, at: c))
        case ("ByteCountFormatter", "string") where args.first?.label == "fromByteCount":
            return .string(try byteCountFormatter(o.fields, at: c).string(fromByteCount: Int64(try integer(args[0].value, at: c))))
        default:
            throw fail("`\(o.type.name).\(name)(…)` is not evaluated (layoutcheck formats with `string(from:)`)", at: c)
        }
    }

    /// `Text(date, formatter: f)` and a Text's `\(date, formatter: f)`: the formatter's `string(for:)`, as SwiftUI
    /// calls it (Apple, `Text.init(_:formatter:)`).
    func formatted(_ value: Value, with formatter: Value, at node: some SyntaxProtocol) throws -> String {
        guard case .object(let o) = try known(formatter), Self.isFormatter(o), o.type.name != "ByteCountFormatter",
              case .string(let s)? = try formatterMethod(o, "string", [Argument(label: "from", value: value)], at: node) else {
            throw fail("a `formatter:` is evaluated when it is a `DateFormatter` or `NumberFormatter` the sources configure; "
                       + "found \(formatter.typeDescription)", at: node)
        }
        return s
    }

    /// `ByteCountFormatter.string(fromByteCount: n, countStyle: .file)`; nil for another static call.
    @inline(never)
    func byteCountString(_ name: String, _ args: [Argument], at c: some SyntaxProtocol) throws -> Value? {
        guard name == "string", args.first?.label == "fromByteCount" else { return nil }
        var fields: [String: Value] = [:]
        if let style = args.first(where: { $0.label == "countStyle" }) { fields["countStyle"] = style.value }
        return .string(try byteCountFormatter(fields, at: c).string(fromByteCount: Int64(try integer(args[0].value, at: c))))
    }

    /// `ListFormatter.localizedString(byJoining:)`, a ListFormatter's `string(from:)`: ICU's "and" list pattern of
    /// the locale, which Foundation's `ListFormatStyle` (on Linux, where ListFormatter is missing) formats from the
    /// same CLDR data ("Ada, Grace, and Linus").
    func joinedList(_ items: [Value], locale: Locale? = nil, at c: some SyntaxProtocol) throws -> String {
        let strings = try items.map { item -> String in
            guard case .string(let s) = try known(item) else { throw fail("a list of \(item.typeDescription) is not joined", at: c) }
            return s
        }
        return strings.formatted(.list(type: .and, width: .standard).locale(locale ?? formattingLocale))
    }

    func dateFormatter(_ o: ObjectRef, at c: some SyntaxProtocol) throws -> DateFormatter {
        let f = DateFormatter()
        f.locale = formattingLocale
        f.timeZone = Self.formattingTimeZone
        f.calendar = previewCalendar
        for (key, value) in o.fields.sorted(by: { $0.key < $1.key }) {
            switch key {
            case "dateStyle": f.dateStyle = try Self.dateStyle(value) ?? { throw unsupported(o, key, value, at: c) }()
            case "timeStyle": f.timeStyle = try Self.dateStyle(value) ?? { throw unsupported(o, key, value, at: c) }()
            case "locale": f.locale = try locale(value, at: c)
            case "timeZone": f.timeZone = try timeZone(value, at: c)
            // A Gregorian calendar the code set up (its time zone, locale, first weekday).
            case "calendar":
                guard case .member("$calendar", let settings) = value else { throw unsupported(o, key, value, at: c) }
                f.calendar = try calendar(settings, at: c)
            case "dateFormat", "$template": break  // after the styles and locale, below
            case "doesRelativeDateFormatting" where value.isFalse: break
            default: throw unsupported(o, key, value, at: c)
            }
        }
        if case .string(let template)? = o.fields["$template"] { f.setLocalizedDateFormatFromTemplate(template) }
        if case .string(let format)? = o.fields["dateFormat"] { f.dateFormat = format }
        return f
    }

    /// How a date formatter object prints and reads dates: a `DateFormatter`'s or an `ISO8601DateFormatter`'s.
    private func dateCoder(_ o: ObjectRef, at c: some SyntaxProtocol) throws -> (format: (Date) -> String, parse: (String) -> Date?) {
        if o.type.name == "ISO8601DateFormatter" {
            let f = try iso8601Formatter(o, at: c)
            return (f.string(from:), f.date(from:))
        }
        let f = try dateFormatter(o, at: c)
        return (f.string(from:), f.date(from:))
    }

    /// Foundation's ISO 8601 formatter with the options and time zone the code set: by default
    /// `.withInternetDateTime` in GMT (Apple, `ISO8601DateFormatter`: "2023-11-14T22:13:20Z").
    private func iso8601Formatter(_ o: ObjectRef, at c: some SyntaxProtocol) throws -> ISO8601DateFormatter {
        let f = ISO8601DateFormatter()
        for (key, value) in o.fields.sorted(by: { $0.key < $1.key }) {
            switch key {
            case "timeZone": f.timeZone = try timeZone(value, at: c)
            case "formatOptions":
                let names: [Value] = switch try known(value) {
                case .array(let items), .unordered(let items): items
                case let single: [single]
                }
                var options: ISO8601DateFormatter.Options = []
                for name in names {
                    guard case .member(let m, nil) = name, let option = Self.iso8601Options[m] else { throw unsupported(o, key, value, at: c) }
                    options.insert(option)
                }
                f.formatOptions = options
            default: throw unsupported(o, key, value, at: c)
            }
        }
        return f
    }

    private static let iso8601Options: [String: ISO8601DateFormatter.Options] = [
        "withYear": .withYear, "withMonth": .withMonth, "withWeekOfYear": .withWeekOfYear, "withDay": .withDay,
        "withTime": .withTime, "withTimeZone": .withTimeZone, "withSpaceBetweenDateAndTime": .withSpaceBetweenDateAndTime,
        "withDashSeparatorInDate": .withDashSeparatorInDate, "withColonSeparatorInTime": .withColonSeparatorInTime,
        "withColonSeparatorInTimeZone": .withColonSeparatorInTimeZone, "withFractionalSeconds": .withFractionalSeconds,
        "withFullDate": .withFullDate, "withFullTime": .withFullTime, "withInternetDateTime": .withInternetDateTime,
    ]

    private func numberFormatter(_ o: ObjectRef, at c: some SyntaxProtocol) throws -> NumberFormatter {
        let f = NumberFormatter()
        f.locale = formattingLocale
        // The style first: setting it resets the digits (Apple's NumberFormatter), which apps set after it.
        if let style = o.fields["numberStyle"] {
            guard case .member(let name, nil) = style, let s = Self.numberStyles[name] else { throw unsupported(o, "numberStyle", style, at: c) }
            f.numberStyle = s
        }
        for (key, value) in o.fields.sorted(by: { $0.key < $1.key }) where key != "numberStyle" {
            switch key {
            case "minimumFractionDigits": f.minimumFractionDigits = try integer(value, at: c)
            case "maximumFractionDigits": f.maximumFractionDigits = try integer(value, at: c)
            case "minimumIntegerDigits": f.minimumIntegerDigits = try integer(value, at: c)
            case "maximumSignificantDigits": f.maximumSignificantDigits = try integer(value, at: c)
            case "minimumSignificantDigits": f.minimumSignificantDigits = try integer(value, at: c)
            case "usesSignificantDigits": f.usesSignificantDigits = try truth(value, at: c)
            case "usesGroupingSeparator": f.usesGroupingSeparator = try truth(value, at: c)
            case "currencyCode": f.currencyCode = try Self.knownString(value) ?? { throw unsupported(o, key, value, at: c) }()
            case "currencySymbol": f.currencySymbol = try Self.knownString(value) ?? { throw unsupported(o, key, value, at: c) }()
            case "positivePrefix": f.positivePrefix = try Self.knownString(value) ?? { throw unsupported(o, key, value, at: c) }()
            case "positiveSuffix": f.positiveSuffix = try Self.knownString(value) ?? { throw unsupported(o, key, value, at: c) }()
            case "negativePrefix": f.negativePrefix = try Self.knownString(value) ?? { throw unsupported(o, key, value, at: c) }()
            case "negativeSuffix": f.negativeSuffix = try Self.knownString(value) ?? { throw unsupported(o, key, value, at: c) }()
            case "groupingSeparator": f.groupingSeparator = try Self.knownString(value) ?? { throw unsupported(o, key, value, at: c) }()
            case "decimalSeparator": f.decimalSeparator = try Self.knownString(value) ?? { throw unsupported(o, key, value, at: c) }()
            case "zeroSymbol": f.zeroSymbol = try Self.knownString(value) ?? { throw unsupported(o, key, value, at: c) }()
            case "maximumIntegerDigits": f.maximumIntegerDigits = try integer(value, at: c)
            case "roundingMode":
                let modes: [String: NumberFormatter.RoundingMode] = ["ceiling": .ceiling, "floor": .floor, "down": .down, "up": .up,
                                                                    "halfEven": .halfEven, "halfDown": .halfDown, "halfUp": .halfUp]
                guard case .member(let m, nil) = value, let mode = modes[m] else { throw unsupported(o, key, value, at: c) }
                f.roundingMode = mode
            case "locale": f.locale = try locale(value, at: c)
            default: throw unsupported(o, key, value, at: c)
            }
        }
        try applyFractionDigitBounds(o, to: f, at: c)
        return f
    }

    /// ICU's rule, which Apple's NumberFormatter follows as each property is set: a maximum below the minimum lowers
    /// the minimum (`maximumFractionDigits = 0` on a currency formatter shows "$1,886"), and a minimum above the
    /// maximum raises it (ICU DecimalFormat::setMaximumFractionDigits / setMinimumFractionDigits). Linux's
    /// Foundation keeps the style's minimum instead, so the rule is applied here; with both set in conflict, the
    /// result depends on the order they were written in, which is not kept, so it is diagnosed.
    private func applyFractionDigitBounds(_ o: ObjectRef, to f: NumberFormatter, at c: some SyntaxProtocol) throws {
        let maximum = try o.fields["maximumFractionDigits"].map { try integer($0, at: c) }
        let minimum = try o.fields["minimumFractionDigits"].map { try integer($0, at: c) }
        switch (minimum, maximum) {
        case (nil, let maximum?): f.minimumFractionDigits = min(f.minimumFractionDigits, maximum)
        case (let minimum?, nil): f.maximumFractionDigits = max(f.maximumFractionDigits, minimum)
        case (let minimum?, let maximum?) where minimum > maximum:
            throw fail("`\(o.type.name)` is given a minimumFractionDigits (\(minimum)) above its maximumFractionDigits "
                       + "(\(maximum)): which wins depends on the order they are set in; set one of them", at: c)
        default: break
        }
    }

    private func byteCountFormatter(_ fields: [String: Value], at c: some SyntaxProtocol) throws -> ByteCountFormatter {
        let f = ByteCountFormatter()
        for (key, value) in fields.sorted(by: { $0.key < $1.key }) {
            switch (key, value) {
            case ("countStyle", .member("file", nil)): f.countStyle = .file
            case ("countStyle", .member("memory", nil)): f.countStyle = .memory
            case ("countStyle", .member("decimal", nil)): f.countStyle = .decimal
            case ("countStyle", .member("binary", nil)): f.countStyle = .binary
            case ("includesUnit", _): f.includesUnit = try truth(value, at: c)
            case ("includesCount", _): f.includesCount = try truth(value, at: c)
            default:
                throw fail("`ByteCountFormatter.\(key)` set to \(value.typeDescription) is not evaluated", at: c)
            }
        }
        return f
    }

    private func unsupported(_ o: ObjectRef, _ key: String, _ value: Value, at c: some SyntaxProtocol) -> SwiftDiagnostic {
        if case .opaque(let why) = value { return why }
        return fail("`\(o.type.name).\(key)` set to \(value.typeDescription) is not evaluated", at: c)
    }

    private static func dateStyle(_ v: Value) -> DateFormatter.Style? {
        guard case .member(let name, nil) = v else { return nil }
        return ["none": .none, "short": .short, "medium": .medium, "long": .long, "full": .full][name]
    }

    private static let numberStyles: [String: NumberFormatter.Style] = [
        "none": .none, "decimal": .decimal, "percent": .percent, "currency": .currency, "scientific": .scientific,
        "spellOut": .spellOut, "ordinal": .ordinal, "currencyISOCode": .currencyISOCode, "currencyPlural": .currencyPlural,
        "currencyAccounting": .currencyAccounting,
    ]

    private static func knownString(_ v: Value) -> String? { if case .string(let s) = v { s } else { nil } }

    /// `Locale(identifier: "en_US_POSIX")`; `.current` is the development language the preview is formatted in.
    func locale(_ v: Value, at c: some SyntaxProtocol) throws -> Locale {
        switch try known(v) {
        case .member("Locale", let args?):
            if case .string(let id)? = args.first(where: { $0.label == "identifier" })?.value { return Locale(identifier: id) }
        case .member("current", nil), .member("autoupdatingCurrent", nil): return formattingLocale
        default: break
        }
        throw fail("a formatter's `locale` set to \(v.typeDescription) is not evaluated: write `Locale(identifier: \"en_US\")`", at: c)
    }

    /// `TimeZone(identifier: "Europe/Paris")`, `TimeZone(secondsFromGMT: 3600)`; `.current` is UTC, as previews are.
    func timeZone(_ v: Value, at c: some SyntaxProtocol) throws -> TimeZone {
        switch try known(v) {
        case .member("TimeZone", let args?):
            let zone: TimeZone? = switch (args.first?.label, args.first?.value) {
            case ("identifier", .string(let id)?): TimeZone(identifier: id)
            case ("abbreviation", .string(let a)?): TimeZone(abbreviation: a)
            case ("secondsFromGMT", let n?): TimeZone(secondsFromGMT: try integer(n, at: c))
            default: nil
            }
            if let zone { return zone }
        case .member("current", nil), .member("autoupdatingCurrent", nil), .member("gmt", nil): return Self.formattingTimeZone
        default: break
        }
        throw fail("a formatter's `timeZone` set to \(v.typeDescription) is not evaluated: write `TimeZone(identifier: \"UTC\")`", at: c)
    }
}

extension Value {
    var isFalse: Bool { if case .bool(false) = self { return true } else { return false } }
}
