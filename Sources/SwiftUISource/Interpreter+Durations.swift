import Foundation
import SwiftSyntax

/// `Duration` (Swift 5.7): `Duration.seconds(2700)`, `.milliseconds(…)`, shown with Foundation's duration styles as
/// iOS formats them: `d.formatted()` (`.time(pattern: .hourMinuteSecond)`: "0:45:00"), `.time(pattern:
/// .minuteSecond)` ("45:00"), `.units(allowed: [.hours, .minutes], width: .abbreviated)` ("45 min"), in the case's
/// locale. A duration is carried as the member that made it; arithmetic on durations is not evaluated (diagnosed
/// where read).
extension Interpreter {
    /// The seconds a `Duration` value stands for; nil for any other value.
    func durationSeconds(_ v: Value, at node: some SyntaxProtocol) -> Double? {
        guard case .member(let unit, let args?) = v, args.count == 1, args[0].label == nil, isNumeric(args[0].value),
              let scale = Self.durationUnits[unit], let n = try? number(args[0].value, at: node) else { return nil }
        return n * scale
    }

    /// `a + b`, `a - b` of Durations (`.zero` among them, as in `reduce(.zero, +)`), and a Duration times or divided
    /// by a number: Swift's Duration arithmetic, in seconds. Nil when an operand is no Duration.
    func durationArithmetic(_ op: String, _ a: Value, _ b: Value, at node: some SyntaxProtocol) throws -> Value? {
        func seconds(_ v: Value) -> Double? { if case .member("zero", nil) = v { return 0 } else { return durationSeconds(v, at: node) } }
        let result: Double
        switch op {
        case "+", "-":
            guard let x = seconds(a), let y = seconds(b), durationSeconds(a, at: node) != nil || durationSeconds(b, at: node) != nil
            else { return nil }
            result = op == "+" ? x + y : x - y
        case "*":
            if let x = durationSeconds(a, at: node), isNumeric(b) { result = x * (try number(b, at: node)) }
            else if let y = durationSeconds(b, at: node), isNumeric(a) { result = y * (try number(a, at: node)) }
            else { return nil }
        case "/":
            guard let x = durationSeconds(a, at: node), isNumeric(b), try number(b, at: node) != 0 else { return nil }
            result = x / (try number(b, at: node))
        default: return nil
        }
        return .member("seconds", arguments: [Argument(label: nil, value: .number(result))])
    }

    /// Two Durations' seconds (`.zero` among them), for `<`, `==` (`elapsed > .zero`); nil unless one is a Duration.
    func durationPair(_ a: Value, _ b: Value, at node: some SyntaxProtocol) -> (Double, Double)? {
        func seconds(_ v: Value) -> Double? { if case .member("zero", nil) = v { return 0 } else { return durationSeconds(v, at: node) } }
        guard let x = seconds(a), let y = seconds(b), durationSeconds(a, at: node) != nil || durationSeconds(b, at: node) != nil else { return nil }
        return (x, y)
    }

    static let durationUnits: [String: Double] = ["seconds": 1, "milliseconds": 1e-3, "microseconds": 1e-6, "nanoseconds": 1e-9]

    func formattedDuration(_ seconds: Double, style: Value?, at node: some SyntaxProtocol) throws -> String {
        let duration = Duration.milliseconds(Int64((seconds * 1000).rounded()))
        let locale = formattingLocale
        guard let style else { return duration.formatted(Duration.TimeFormatStyle(pattern: .hourMinuteSecond).locale(locale)) }
        switch style {
        case .member("time", let args?):
            guard case .member(let name, let options)? = args.first(where: { $0.label == "pattern" })?.value,
                  let pattern = try timePattern(name, options ?? [], at: node) else { break }
            return duration.formatted(Duration.TimeFormatStyle(pattern: pattern).locale(locale))
        case .member("units", let args):
            return duration.formatted(try unitsStyle(args ?? [], at: node).locale(locale))
        default: break
        }
        throw fail("this Duration format is not evaluated (`.time(pattern:)` and `.units(allowed:width:maximumUnitCount:)` "
                   + "are): pass the formatted string in the preview", at: node)
    }

    private func timePattern(_ name: String, _ options: [Argument], at node: some SyntaxProtocol) throws -> Duration.TimeFormatStyle.Pattern? {
        let pad = try options.first { $0.label == "padHourToLength" || $0.label == "padMinuteToLength" }
            .map { Int(try number($0.value, at: node)) } ?? 0
        let fraction = try options.first { $0.label == "fractionalSecondsLength" }.map { Int(try number($0.value, at: node)) } ?? 0
        switch name {
        case "hourMinute": return .hourMinute(padHourToLength: pad)
        case "hourMinuteSecond": return .hourMinuteSecond(padHourToLength: pad, fractionalSecondsLength: fraction)
        case "minuteSecond": return .minuteSecond(padMinuteToLength: pad, fractionalSecondsLength: fraction)
        default: return nil
        }
    }

    private func unitsStyle(_ args: [Argument], at node: some SyntaxProtocol) throws -> Duration.UnitsFormatStyle {
        let names: [String: Duration.UnitsFormatStyle.Unit] = [
            "weeks": .weeks, "days": .days, "hours": .hours, "minutes": .minutes, "seconds": .seconds,
            "milliseconds": .milliseconds,
        ]
        var allowed: Set<Duration.UnitsFormatStyle.Unit> = [.hours, .minutes, .seconds]
        if case .array(let items)? = args.first(where: { $0.label == "allowed" || $0.label == "allowedUnits" })?.value {
            allowed = Set(try items.map { item in
                guard case .member(let n, nil) = item, let unit = names[n] else {
                    throw fail("`.units(allowed:)` takes units such as `.hours`, `.minutes`", at: node)
                }
                return unit
            })
        }
        let widths: [String: Duration.UnitsFormatStyle.UnitWidth] = ["wide": .wide, "abbreviated": .abbreviated,
                                                                      "condensedAbbreviated": .condensedAbbreviated,
                                                                      "narrow": .narrow]
        var width = Duration.UnitsFormatStyle.UnitWidth.abbreviated
        if let w = args.first(where: { $0.label == "width" })?.value {
            guard case .member(let n, nil) = w, let known = widths[n] else {
                throw fail("`.units(width:)` takes `.wide`, `.abbreviated`, `.condensedAbbreviated` or `.narrow`", at: node)
            }
            width = known
        }
        let maximum = try args.first { $0.label == "maximumUnitCount" }.map { Int(try number($0.value, at: node)) }
        if args.contains(where: { !["allowed", "allowedUnits", "width", "maximumUnitCount"].contains($0.label ?? "") }) {
            throw fail("`.units(…)`: only `allowed:`, `width:` and `maximumUnitCount:` are evaluated", at: node)
        }
        return Duration.UnitsFormatStyle(allowedUnits: allowed, width: width, maximumUnitCount: maximum)
    }
}
