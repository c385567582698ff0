import Foundation
import SwiftSyntax

/// `Calendar.current` as a preview has it: the Gregorian calendar in UTC with the development locale, the calendar
/// dates are formatted in (Interpreter+Dates), so `calendar.date(byAdding: .day, value: -1, to: sample)` and the text
/// that shows it agree on every machine. What depends on the current time (`isDateInToday`) reads `now:` from
/// layoutcheck.yml, or is reported.
extension Interpreter {
    /// The value `Calendar.current`, `.autoupdatingCurrent` and `Calendar(identifier: .gregorian)` evaluate to.
    static var calendarValue: Value { .member("$calendar", arguments: nil) }

    /// The preview calendar's `timeZone` or `locale`, as values.
    static func previewSetting(_ name: String) -> Value { .member("$calendar." + name, arguments: nil) }

    /// Whether `value` is what a format style's `calendar`, `timeZone` or `locale` already is in a preview.
    static func isPreviewSetting(_ name: String, _ value: Value) -> Bool {
        guard case .member(let v, nil) = value else { return false }
        switch name {
        case "calendar": return v == "$calendar"
        case "timeZone", "locale": return v == "$calendar." + name
        default: return false
        }
    }

    /// Gregorian, in UTC and the case's locale (its first weekday, its month names).
    var previewCalendar: Calendar {
        var calendar = Self.gregorianInUTC
        calendar.locale = formattingLocale
        return calendar
    }

    private static let gregorianInUTC: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = formattingTimeZone
        return calendar
    }()

    /// What a calendar the code sets up may be given (`var c = Calendar(identifier: .gregorian); c.timeZone = …;
    /// c.firstWeekday = 2; c.locale = Locale(identifier: "fr_FR")`): carried as the arguments of `$calendar`, and applied where it computes dates. Dates are
    /// still shown in the preview's time zone, as iOS shows them in the device's, whatever calendar computed them.
    static let calendarSettings: Set<String> = ["timeZone", "firstWeekday", "minimumDaysInFirstWeek", "locale"]

    /// The preview calendar with the settings the code gave it.
    func calendar(_ settings: [Argument]?, at c: some SyntaxProtocol) throws -> Calendar {
        var calendar = previewCalendar
        for setting in settings ?? [] {
            switch setting.label {
            case "timeZone": calendar.timeZone = try timeZone(setting.value, at: c)
            // Its first weekday and its month and weekday names (ICU's, through Foundation, as on iOS).
            case "locale": calendar.locale = try locale(setting.value, at: c)
            case "firstWeekday": calendar.firstWeekday = try integer(setting.value, at: c)
            case "minimumDaysInFirstWeek": calendar.minimumDaysInFirstWeek = try integer(setting.value, at: c)
            default: break
            }
        }
        return calendar
    }

    /// A calendar's `timeZone`, `firstWeekday` or `locale` read: what the code set, else the preview calendar's.
    func calendarProperty(_ name: String, _ settings: [Argument]?, at c: some SyntaxProtocol) throws -> Value? {
        if let set = settings?.last(where: { $0.label == name }) { return set.value }
        switch name {
        case "timeZone", "locale": return Self.previewSetting(name)
        case "firstWeekday": return .int(try calendar(settings, at: c).firstWeekday)
        case "minimumDaysInFirstWeek": return .int(try calendar(settings, at: c).minimumDaysInFirstWeek)
        default:
            // `calendar.shortWeekdaySymbols[1]` ("Mon"), `monthSymbols`: CLDR's names in the preview's locale, as
            // Foundation reads them from ICU on iOS too; Sunday first, whatever `firstWeekday` says.
            guard let symbols = Self.calendarSymbols[name] else { return nil }
            return .array(symbols(try calendar(settings, at: c)).map { .string($0) })
        }
    }

    static let calendarSymbols: [String: @Sendable (Calendar) -> [String]] = [
        "weekdaySymbols": \.weekdaySymbols, "shortWeekdaySymbols": \.shortWeekdaySymbols,
        "veryShortWeekdaySymbols": \.veryShortWeekdaySymbols, "standaloneWeekdaySymbols": \.standaloneWeekdaySymbols,
        "shortStandaloneWeekdaySymbols": \.shortStandaloneWeekdaySymbols, "monthSymbols": \.monthSymbols,
        "shortMonthSymbols": \.shortMonthSymbols, "veryShortMonthSymbols": \.veryShortMonthSymbols,
        "standaloneMonthSymbols": \.standaloneMonthSymbols, "shortStandaloneMonthSymbols": \.shortStandaloneMonthSymbols,
    ]

    /// `calendar.startOfDay(for:)`, `.date(from:)`, `.date(byAdding:value:to:)`, `.date(byAdding: DateComponents(…), to:)`,
    /// `.isDate(_:inSameDayAs:)`, `.component(_:from:)`, `.isDateInToday(_:)`…, in the calendar `settings` set up;
    /// nil for other names.
    func calendarMethod(_ name: String, _ args: [Argument], settings: [Argument]?, at c: FunctionCallExprSyntax) throws -> Value? {
        let calendar = try self.calendar(settings, at: c)
        func date(_ label: String?) throws -> Date? {
            guard let a = args.first(where: { $0.label == label }) else { return nil }
            // `.now` written where a Date is taken is `Date.now`.
            var value = a.value
            if case .member(let member, nil) = value { value = try staticMember(member, of: "Date", at: c) }
            guard case .date(let t) = try known(value) else { throw fail("`\(name)`: \(a.value.typeDescription) is not a Date", at: c) }
            return Date(timeIntervalSince1970: t)
        }
        func result(_ d: Date?) -> Value { d.map { .date($0.timeIntervalSince1970) } ?? .null }
        switch name {
        case "startOfDay":
            return try date("for").map { result(calendar.startOfDay(for: $0)) }
        case "date" where args.first?.label == "byAdding":
            guard let to = try date("to") else { return nil }
            if let value = args.first(where: { $0.label == "value" }) {
                let component = try calendarComponent(args[0].value, at: c)
                return result(calendar.date(byAdding: component, value: try integer(value.value, at: c), to: to))
            }
            return result(calendar.date(byAdding: try dateComponents(args[0].value, at: c), to: to))
        case "date" where args.count == 1 && args[0].label == "from":
            // `Calendar.current.date(from: DateComponents(year: 2024, month: 6, day: 13))`: in the preview calendar
            // (Gregorian, UTC); nil where the components name no date, as Calendar answers.
            return result(calendar.date(from: try dateComponents(args[0].value, at: c)))
        case "date" where args.first?.label == "bySettingHour":
            guard let of = try date("of") else { return nil }
            func part(_ label: String) throws -> Int { try args.first { $0.label == label }.map { try integer($0.value, at: c) } ?? 0 }
            return result(calendar.date(bySettingHour: try part("bySettingHour"), minute: try part("minute"), second: try part("second"), of: of))
        case "range" where args.count == 3 && args.map(\.label) == ["of", "in", "for"]:
            // `calendar.range(of: .day, in: .month, for: date)!.count`: the days of the date's month, in this calendar.
            guard let d = try date("for"),
                  let found = calendar.range(of: try calendarComponent(args[0].value, at: c), in: try calendarComponent(args[1].value, at: c), for: d)
            else { return .null }
            return Self.rangeValue(Self.integerRange, .int(found.lowerBound), .int(found.upperBound), closed: false)
        case "dateInterval" where args.count == 2 && args[0].label == "of":
            // `calendar.dateInterval(of: .weekOfYear, for: day)`: the week (month, day…) holding the date, in this
            // calendar (its first weekday); a DateInterval's `start`, `end` and `duration`.
            guard let d = try date("for") else { return nil }
            guard let interval = calendar.dateInterval(of: try calendarComponent(args[0].value, at: c), for: d) else { return .null }
            return .record([Argument(label: "start", value: .date(interval.start.timeIntervalSince1970)),
                            Argument(label: "end", value: .date(interval.end.timeIntervalSince1970)),
                            Argument(label: "duration", value: .number(interval.duration))])
        case "isDate":
            guard let a = try date(nil), let b = try date("inSameDayAs") else { return nil }
            return .bool(calendar.isDate(a, inSameDayAs: b))
        case "dateComponents":
            // `calendar.dateComponents([.day], from: start, to: end).day`: the difference in the preview calendar, or
            // one date's fields; read back field by field (`.day` is nil for a field not asked for, as in Foundation).
            guard let first = args.first, first.label == nil, let from = try date("from") else { return nil }
            let asked: [Value] = if case .array(let items) = first.value { items } else if case .unordered(let items) = first.value { items } else { [first.value] }
            let components = Set(try asked.map { try calendarComponent($0, at: c) })
            let found = try date("to").map { calendar.dateComponents(components, from: from, to: $0) }
                ?? calendar.dateComponents(components, from: from)
            let fields = Self.calendarComponents.sorted { $0.key < $1.key }.compactMap { label, component -> Argument? in
                guard components.contains(component), let v = found.value(for: component) else { return nil }
                return Argument(label: label, value: .int(v))
            }
            return .member("$dateComponents", arguments: fields)
        case "component":
            guard let from = try date("from"), let first = args.first else { return nil }
            return .int(calendar.component(try calendarComponent(first.value, at: c), from: from))
        case "isDateInToday", "isDateInYesterday", "isDateInTomorrow", "isDateInWeekend":
            guard let d = try date(nil) else { return nil }
            if name == "isDateInWeekend" { return .bool(calendar.isDateInWeekend(d)) }
            guard let now = index.now else { return .opaque(nowDiagnostic("`Calendar.\(name)(_:)`", at: c)) }
            let offset = ["isDateInToday": 0, "isDateInYesterday": -1, "isDateInTomorrow": 1][name]!
            let day = calendar.date(byAdding: .day, value: offset, to: Date(timeIntervalSince1970: now))!
            return .bool(calendar.isDate(d, inSameDayAs: day))
        default:
            return nil
        }
    }

    /// `.day`, `.hour`… as `Calendar.Component`.
    func calendarComponent(_ v: Value, at c: some SyntaxProtocol) throws -> Calendar.Component {
        guard case .member(let name, nil) = v, let component = Self.calendarComponents[name] else {
            throw fail("`\(v.typeDescription)` is not a Calendar.Component layoutcheck evaluates (.year … .second, .weekday, "
                       + ".weekOfYear)", at: c)
        }
        return component
    }

    /// `DateComponents(day: -3, hour: 2)`: the fields written, each a Calendar.Component.
    func dateComponents(_ v: Value, at c: some SyntaxProtocol) throws -> DateComponents {
        guard case .member("$dateComponents", let fields?) = v else {
            throw fail("`\(v.typeDescription)` is not a DateComponents(…) written in the sources", at: c)
        }
        var components = DateComponents()
        for field in fields {
            // A zone of their own (`c.timeZone = TimeZone(identifier: "UTC")`): `Calendar.date(from:)` reads the
            // fields in it.
            if field.label == "timeZone" { components.timeZone = try timeZone(field.value, at: c); continue }
            if field.label == "calendar", case .member("$calendar", nil) = field.value { continue }
            guard let label = field.label, let component = Self.calendarComponents[label] else {
                throw fail("DateComponents: `\(field.label ?? "_")` is not evaluated", at: c)
            }
            components.setValue(try integer(field.value, at: c), for: component)
        }
        return components
    }

    static let calendarComponents: [String: Calendar.Component] = [
        "era": .era, "year": .year, "month": .month, "day": .day, "hour": .hour, "minute": .minute, "second": .second,
        "weekday": .weekday, "weekOfYear": .weekOfYear, "weekOfMonth": .weekOfMonth, "nanosecond": .nanosecond,
    ]
}
