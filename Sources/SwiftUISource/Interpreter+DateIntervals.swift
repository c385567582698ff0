import Foundation
import SwiftSyntax

/// A range of dates (`trip.start..<trip.end`) and Foundation's `Date.IntervalFormatStyle` (`format: .interval.month()
/// .day()`), formatted by Foundation (ICU, as on iOS) in UTC, the preview calendar and the locale, as single dates are
/// (`Interpreter+Dates.swift`): "Jun 14 – 24".
extension Interpreter {
    static let dateRangeMarker = "$dateRange"

    /// `a..<b` or `a...b` of two dates; nil for other operands.
    func dateRange(_ op: String, _ a: Value, _ b: Value, at node: some SyntaxProtocol) throws -> Value? {
        guard case .date(let lo) = a, case .date(let hi) = b else { return nil }
        guard lo <= hi else { throw fail("a range of dates whose end is before its start (Swift stops here at run time)", at: node) }
        return .member(Self.dateRangeMarker, arguments: [Argument(label: nil, value: a), Argument(label: nil, value: b)])
    }

    /// The bounds of a date range, in seconds since 1970; nil for another value.
    static func dateRangeBounds(_ v: Value) -> (Double, Double)? {
        guard case .member(dateRangeMarker, let parts?) = v, parts.count == 2,
              case .date(let lo) = parts[0].value, case .date(let hi) = parts[1].value else { return nil }
        return (lo, hi)
    }

    /// The range formatted with `.interval` and its fields.
    func formattedInterval(_ bounds: (Double, Double), style: Value, at node: some SyntaxProtocol) throws -> String {
        let chain = Self.styleChain(style)
        guard chain.first?.name == "interval", chain.first?.arguments.isEmpty == true else {
            throw fail("a range of dates is formatted with `.interval` and its fields (`.interval.month().day()`) here", at: node)
        }
        var s = Date.IntervalFormatStyle(locale: formattingLocale, calendar: previewCalendar, timeZone: Self.formattingTimeZone)
        for field in chain.dropFirst() { s = try adding(field, to: s, at: node) }
        return s.format(Date(timeIntervalSince1970: bounds.0)..<Date(timeIntervalSince1970: bounds.1))
    }

    private func adding(_ field: (name: String, arguments: [Argument]), to s: Date.IntervalFormatStyle,
                        at node: some SyntaxProtocol) throws -> Date.IntervalFormatStyle {
        let option: String? = field.arguments.first.flatMap { if case .member(let m, nil) = $0.value { return m } else { return nil } }
        switch (field.name, option) {
        case ("year", nil): return s.year()
        case ("month", nil), ("month", "abbreviated"): return s.month(.abbreviated)
        case ("month", "wide"): return s.month(.wide)
        case ("month", "narrow"): return s.month(.narrow)
        case ("month", "defaultDigits"): return s.month(.defaultDigits)
        case ("month", "twoDigits"): return s.month(.twoDigits)
        case ("day", nil): return s.day()
        case ("weekday", nil), ("weekday", "abbreviated"): return s.weekday(.abbreviated)
        case ("weekday", "wide"): return s.weekday(.wide)
        case ("hour", nil): return s.hour()
        case ("minute", nil): return s.minute()
        default:
            throw fail("the interval field `.\(field.name)(\(option.map { "." + $0 } ?? ""))` is not evaluated (year, month, "
                       + "day, weekday, hour and minute are): pass the formatted string in the preview", at: node)
        }
    }
}
