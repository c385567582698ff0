import Foundation
import SwiftSyntax

/// Dates fixed in the preview (`Date(timeIntervalSince1970: 1_700_000_000)`) formatted as SwiftUI formats them:
/// `Text(date, style: .date)`, `Text(date, format: .dateTime.day().month())`, `date.formatted(date:time:)`.
/// Foundation's `Date.FormatStyle` (ICU patterns, as on iOS) in the development language (`formattingLocale`,
/// en_US, as numbers) and the Gregorian calendar, in UTC: a preview has no user time zone, and UTC gives every
/// machine the same text. A text that depends on the current time is diagnosed, never guessed.
extension Interpreter {
    static let formattingTimeZone = TimeZone(identifier: "UTC")!

    /// `Date(timeIntervalSince1970:)`, `Date(timeIntervalSinceReferenceDate:)`; `Date()` is the current time.
    func date(_ args: [Argument], at c: some SyntaxProtocol) throws -> Value {
        // The current time is a value like any unknown one: free to pass on, diagnosed where a text shows it.
        guard let first = args.first else { return currentTime("`Date()`", at: c) }
        switch first.label {
        case "timeIntervalSince1970": return .date(try number(first.value, at: c))
        case "timeIntervalSinceReferenceDate": return .date(try number(first.value, at: c) + Date.timeIntervalBetween1970AndReferenceDate)
        case "timeIntervalSinceNow":
            // From the configured `now:`, else as unknown as the current time.
            guard let now = index.now else { return .opaque(nowDiagnostic("`Date(timeIntervalSinceNow:)`", at: c)) }
            return .date(now + (try number(first.value, at: c)))
        default: return .opaque(nowDiagnostic("`Date(\(first.label ?? "_"):)`", at: c))
        }
    }

    func nowDiagnostic(_ what: String, at node: some SyntaxProtocol) -> SwiftDiagnostic {
        var d = fail("\(what) depends on the current time, so its text is not the same on every run: give the preview a "
                     + "fixed date such as `Date(timeIntervalSince1970: 1_700_000_000)`, or set `now:` in layoutcheck.yml", at: node)
        d.isMadeByTheCode = true
        return d
    }

    /// The current time: the configured `now:`, else an unknown value reported where a text shows it.
    /// A Date's intervals, in seconds (a `TimeInterval`, a Double): since 1970, since the reference date
    /// (2001-01-01), and since now (the configured `now:`).
    func dateProperty(_ name: String, _ t: Double, at node: some SyntaxProtocol) -> Value? {
        switch name {
        case "timeIntervalSince1970": return .number(t)
        case "timeIntervalSinceReferenceDate": return .number(t - Date.timeIntervalBetween1970AndReferenceDate)
        case "timeIntervalSinceNow":
            guard case .date(let now) = currentTime("`.timeIntervalSinceNow`", at: node) else {
                return currentTime("`.timeIntervalSinceNow`", at: node)
            }
            return .number(t - now)
        default: return nil
        }
    }

    func currentTime(_ what: String, at node: some SyntaxProtocol) -> Value {
        index.now.map { .date($0) } ?? .opaque(nowDiagnostic(what, at: node))
    }

    /// `date.formatted()`, `.formatted(date: .abbreviated, time: .shortened)`, `.formatted(.dateTime.year())`.
    func formattedDate(_ t: Double, _ args: [Argument], at node: some SyntaxProtocol) throws -> String {
        if args.isEmpty { return dateStyle(date: .numeric, time: .shortened).format(Date(timeIntervalSince1970: t)) }
        if args.contains(where: { $0.label == "date" || $0.label == "time" }) {
            let d = try args.first { $0.label == "date" }.map { try dateStyleOption($0.value, at: node) } ?? .omitted
            let tm = try args.first { $0.label == "time" }.map { try timeStyleOption($0.value, at: node) } ?? .omitted
            return try styleSettings(args, on: dateStyle(date: d, time: tm), at: node).format(Date(timeIntervalSince1970: t))
        }
        // A style made unknown (given a calendar known only at run time): unknown for that reason.
        if case .opaque(let why) = args[0].value { throw why }
        // `date.formatted(Date.FormatStyle(date: .omitted, time: .shortened))`: its date and time styles.
        if case .member("init", let fields?) = args[0].value, fields.contains(where: { $0.label == "date" || $0.label == "time" }) {
            return try formattedDate(t, fields, at: node)
        }
        return try formatted(date: t, style: args[0].value, at: node)
    }

    /// `Text(date, style:)`. Apple's examples (Text.DateStyle): `.date` "June 3, 2019", the long date; `.time`
    /// "11:23 PM", the short time. `.relative`, `.offset` and `.timer` count from now and update as it passes.
    func textDateStyle(_ t: Double, _ style: Value, at node: some SyntaxProtocol) throws -> String {
        let date = Date(timeIntervalSince1970: t)
        switch style {
        case .member("date", nil): return dateStyle(date: .long, time: .omitted).format(date)
        case .member("time", nil): return dateStyle(date: .omitted, time: .shortened).format(date)
        case .member(let name, nil) where ["relative", "offset", "timer"].contains(name):
            throw fail("`Text(_:style: .\(name))` shows the time between the date and now, which changes while the app "
                       + "runs: it cannot be laid out statically. Put the longest text it may show in the preview "
                       + "(such as `Text(\"2 hours, 23 minutes\")`) to check its layout", at: node)
        default:
            throw fail("Text(_:style:) takes .date, .time, .relative, .offset or .timer", at: node)
        }
    }

    /// `Text(date, format: …)`: `.dateTime` with its fields, or `Date.FormatStyle(date:time:)`.
    func formatted(date t: Double, style: Value, at node: some SyntaxProtocol) throws -> String {
        let chain = Self.styleChain(style)
        let date = Date(timeIntervalSince1970: t)
        guard let base = chain.first else { throw unformattableDate(at: node) }
        if base.name == "dateTime" {
            // `.dateTime` alone prints the numeric date and the time; each field asked for narrows it to those.
            var s = dateStyle(date: nil, time: nil)
            if chain.count == 1 { return dateStyle(date: .numeric, time: .shortened).format(date) }
            for field in chain.dropFirst() { s = try adding(field, to: s, at: node) }
            return s.format(date)
        }
        if base.name == "FormatStyle" || base.name == "init" {
            guard chain.count > 1 else { return try formattedDate(t, base.arguments, at: node) }
            // `Date.FormatStyle(timeZone: zone).hour().minute()`: the fields asked for, in the style's zone and locale.
            var s = try styleSettings(base.arguments, on: dateStyle(date: nil, time: nil), at: node)
            for field in chain.dropFirst() { s = try adding(field, to: s, at: node) }
            return s.format(date)
        }
        if base.name == "iso8601", chain.count == 1, base.arguments.isEmpty {
            // `date.formatted(.iso8601)`: "2024-06-13T17:33:20Z", the same in every locale (ISO 8601, UTC).
            return date.formatted(.iso8601)
        }
        if base.name == "relative", chain.count == 1 { return try relative(date, base.arguments, at: node) }
        if base.name == "offset" || base.name == "timer" {
            throw nowDiagnostic("the `.\(base.name)` format (the time between the date and now)", at: node)
        }
        throw unformattableDate(at: node)
    }

    /// `Text(date, format: .relative(presentation: .named))`: the date against the configured `now:` ("yesterday",
    /// "in 2 hours"), by Foundation's `Date.AnchoredRelativeFormatStyle`, which formats as `Date.RelativeFormatStyle`
    /// does against a fixed now. Without `now:` the text changes as time passes: reported.
    private func relative(_ date: Date, _ args: [Argument], at node: some SyntaxProtocol) throws -> String {
        guard let now = index.now else {
            throw fail("the `.relative` format shows the time between the date and the current time, which changes as "
                       + "time passes: set `now:` in layoutcheck.yml to format it against a fixed now", at: node)
        }
        typealias Style = Date.AnchoredRelativeFormatStyle
        let presentations: [String: Style.Presentation] = ["named": .named, "numeric": .numeric]
        let units: [String: Style.UnitsStyle] = ["wide": .wide, "abbreviated": .abbreviated, "narrow": .narrow,
                                                  "spellOut": .spellOut]
        func option<T>(_ label: String, _ table: [String: T], _ fallback: T) throws -> T {
            guard let v = args.first(where: { $0.label == label })?.value else { return fallback }
            guard case .member(let name, nil) = v, let known = table[name] else {
                throw fail("`.relative(\(label):)` takes \(table.keys.sorted().map { "`.\($0)`" }.joined(separator: ", "))", at: node)
            }
            return known
        }
        if args.contains(where: { !["presentation", "unitsStyle"].contains($0.label ?? "") }) {
            throw fail("`.relative(…)`: only `presentation:` and `unitsStyle:` are evaluated", at: node)
        }
        let style = Style(anchor: date, presentation: try option("presentation", presentations, .numeric),
                          unitsStyle: try option("unitsStyle", units, .wide), locale: formattingLocale, calendar: previewCalendar)
        return style.format(Date(timeIntervalSince1970: now))
    }

    /// A `Date.FormatStyle`'s `timeZone:`, `locale:` and `calendar:` (given to its initializer, or set on it): a
    /// date shown in Los Angeles time is formatted so, not in the preview's UTC. Any other setting is reported.
    private func styleSettings(_ args: [Argument], on style: Date.FormatStyle, at node: some SyntaxProtocol) throws -> Date.FormatStyle {
        var s = style
        for a in args {
            switch a.label {
            case "date", "time": continue
            case _ where Self.isPreviewSetting(a.label ?? "", a.value): continue
            case "timeZone": s.timeZone = try timeZone(a.value, at: node)
            case "locale": s.locale = try locale(a.value, at: node)
            case "calendar":
                guard case .member("$calendar", let settings) = try known(a.value) else { fallthrough }
                s.calendar = try calendar(settings, at: node)
            default:
                throw fail("a date format style given `\(a.label ?? "_"):` \(a.value.typeDescription) is not evaluated", at: node)
            }
        }
        return s
    }

    private func dateStyle(date: Date.FormatStyle.DateStyle?, time: Date.FormatStyle.TimeStyle?) -> Date.FormatStyle {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = Self.formattingTimeZone
        return Date.FormatStyle(date: date, time: time, locale: formattingLocale, calendar: calendar,
                                timeZone: Self.formattingTimeZone)
    }

    private func dateStyleOption(_ v: Value, at node: some SyntaxProtocol) throws -> Date.FormatStyle.DateStyle {
        switch v {
        case .member("omitted", nil): return .omitted
        case .member("numeric", nil): return .numeric
        case .member("abbreviated", nil): return .abbreviated
        case .member("long", nil): return .long
        case .member("complete", nil): return .complete
        default: throw fail("`date:` takes .omitted, .numeric, .abbreviated, .long or .complete", at: node)
        }
    }

    private func timeStyleOption(_ v: Value, at node: some SyntaxProtocol) throws -> Date.FormatStyle.TimeStyle {
        switch v {
        case .member("omitted", nil): return .omitted
        case .member("shortened", nil): return .shortened
        case .member("standard", nil): return .standard
        case .member("complete", nil): return .complete
        default: throw fail("`time:` takes .omitted, .shortened, .standard or .complete", at: node)
        }
    }

    /// One field of `.dateTime.year().month(.wide)…`, with its width when written.
    private func adding(_ field: (name: String, arguments: [Argument]), to s: Date.FormatStyle,
                        at node: some SyntaxProtocol) throws -> Date.FormatStyle {
        let option: String? = field.arguments.first.flatMap { if case .member(let m, nil) = $0.value { return m } else { return nil } }
        // `.hour(.twoDigits(amPM: .omitted))`: a width with its own options.
        if field.name == "hour", case .member(let width, let options?)? = field.arguments.first?.value, field.arguments.count == 1,
           let hour = try hourSymbol(width, options) {
            return s.hour(hour)
        }
        // Any other option given with arguments is not read as the plain field (that would drop it silently).
        guard field.arguments.isEmpty || option != nil || field.name == "locale" else {
            throw fail("the date field `.\(field.name)(\(field.arguments.map { "\($0.value.typeDescription)" }.joined(separator: ", ")))` "
                       + "is not evaluated: pass the formatted string in the preview", at: node)
        }
        switch (field.name, option) {
        case ("year", nil): return s.year()
        case ("year", "twoDigits"): return s.year(.twoDigits)
        case ("month", nil), ("month", "abbreviated"): return s.month(.abbreviated)
        case ("month", "wide"): return s.month(.wide)
        case ("month", "narrow"): return s.month(.narrow)
        case ("month", "defaultDigits"): return s.month(.defaultDigits)
        case ("month", "twoDigits"): return s.month(.twoDigits)
        case ("day", nil): return s.day()
        case ("day", "twoDigits"): return s.day(.twoDigits)
        case ("weekday", nil), ("weekday", "abbreviated"): return s.weekday(.abbreviated)
        case ("weekday", "wide"): return s.weekday(.wide)
        case ("weekday", "narrow"): return s.weekday(.narrow)
        case ("weekday", "short"): return s.weekday(.short)
        case ("hour", nil): return s.hour()
        case ("minute", nil): return s.minute()
        case ("minute", "twoDigits"): return s.minute(.twoDigits)
        case ("minute", "defaultDigits"): return s.minute(.defaultDigits)
        case ("second", nil): return s.second()
        case ("second", "twoDigits"): return s.second(.twoDigits)
        case ("second", "defaultDigits"): return s.second(.defaultDigits)
        case ("era", nil): return s.era()
        case ("quarter", nil): return s.quarter()
        case ("week", nil): return s.week()
        case ("dayOfYear", nil): return s.dayOfYear()
        // `.locale(Locale(identifier: "fr_FR"))`: the names and order of that locale.
        case ("locale", _) where field.arguments.count == 1: return s.locale(try locale(field.arguments[0].value, at: node))
        default:
            throw fail("the date field `.\(field.name)(\(option.map { "." + $0 } ?? ""))` is not evaluated (year, month, day, "
                       + "weekday, hour, minute and second with their common widths are): pass the formatted string "
                       + "in the preview", at: node)
        }
    }

    /// `.twoDigits(amPM: .omitted)`, `.defaultDigits(amPM: .abbreviated)`: an hour's width and its day period.
    private func hourSymbol(_ width: String, _ options: [Argument]) throws -> Date.FormatStyle.Symbol.Hour? {
        guard options.count == 1, options[0].label == "amPM", case .member(let p, nil) = options[0].value else { return nil }
        let periods: [String: Date.FormatStyle.Symbol.Hour.AMPMStyle] = ["omitted": .omitted, "narrow": .narrow,
                                                                        "abbreviated": .abbreviated, "wide": .wide]
        guard let period = periods[p] else { return nil }
        switch width {
        case "twoDigits": return .twoDigits(amPM: period)
        case "defaultDigits": return .defaultDigits(amPM: period)
        case "conversationalTwoDigits": return .conversationalTwoDigits(amPM: period)
        case "conversationalDefaultDigits": return .conversationalDefaultDigits(amPM: period)
        default: return nil
        }
    }

    private func unformattableDate(at node: some SyntaxProtocol) -> Error {
        fail("this date format is not evaluated (`.dateTime` with its fields, and `date:time:` styles are): pass the "
             + "formatted string in the preview", at: node)
    }
}

extension Interpreter {
    /// `"\(value, format: …)"`, `"\(date, style: .date)"`, `"\(n, specifier: "%.1f")"`: the interpolations a
    /// `LocalizedStringKey` takes, formatted as `Text(_:format:)` / `Text(_:style:)` format the value on its own.
    func interpolated(_ value: Value, _ option: LabeledExprSyntax, _ scope: Scope) throws -> String {
        let style = try evaluate(option.expression, scope)
        switch (option.label?.text, value) {
        case ("format", .date(let t)): return try formatted(date: t, style: style, at: option)
        case ("format", _) where Self.dateRangeBounds(value) != nil:
            return try formattedInterval(Self.dateRangeBounds(value)!, style: style, at: option)
        case ("format", _) where durationSeconds(value, at: option) != nil:
            return try formattedDuration(durationSeconds(value, at: option)!, style: style, at: option)
        case ("style", .date(let t)): return try textDateStyle(t, style, at: option)
        case ("formatter", _): return try formatted(value, with: style, at: option)
        case ("format", _): return try formatted(value, style: style, at: option)
        case ("specifier", _):
            // A printf format, applied as String(format:) does; only the number conversions layout reads are taken.
            guard case .string(let spec) = style,
                  let match = spec.firstMatch(of: #/^(%[0+\- #]*\d*(?:\.\d+)?)(f|F|e|E|g|G|d|i|lld|ld)$/#)
            else { throw fail("`specifier:` is evaluated for number conversions (%d, %02d, %lld, %.1f, %g, %e) only: pass "
                              + "the formatted string", at: option) }
            let n = try number(value, at: option)
            // Integers printed as 64-bit (`%lld`), as Swift's Int is; a Float goes in as a Double (C's promotion).
            return "fFeEgG".contains(match.2) ? String(format: spec, locale: formattingLocale, n)
                                              : String(format: match.1 + "lld", locale: formattingLocale, Int(n))
        default:
            throw fail("this interpolation (`\(option.label?.text ?? "_"):`) is not evaluated: pass the text in the preview", at: option)
        }
    }
}
