import Foundation
import SwiftSyntax

/// Ranges as values. A range of integers is held as its elements where it is iterated (`ForEach(0..<5)`), which is
/// what most view code does with one; one too large to list (`85_000...105_000`), or one stored where a
/// `ClosedRange`/`Range` is declared, is held by its bounds (`integerRange`), as Swift's `ClosedRange` stores only
/// them. A range of fractions is always held by its bounds (`floatingRange`).
extension Interpreter {
    static let integerRange = "$integerRange"
    /// A range whose bounds are floating-point (`0.75 ... 1.1`, `0..<TimeInterval(days: 1)`): not a sequence in
    /// Swift, so never elements; `random(in:)`, `contains` and its bounds read it.
    static let floatingRange = "$floatingRange"

    static func rangeValue(_ marker: String, _ lo: Value, _ hi: Value, closed: Bool) -> Value {
        .member(marker, arguments: [Argument(label: nil, value: lo), Argument(label: nil, value: hi),
                                    Argument(label: nil, value: .bool(closed))])
    }

    /// `(0...10).clamped(to: 2...5)`: the standard library's `clamped(to:)`, each bound moved inside the limits.
    func clampedRange(_ base: Value, _ args: [Argument], at node: some SyntaxProtocol) throws -> Value? {
        guard args.count == 1, args[0].label == "to", case .member(let marker, _) = base,
              let (lo, hi, closed) = Self.rangeParts(base), let (limitLo, limitHi, limitClosed) = Self.rangeParts(args[0].value),
              closed == limitClosed else { return nil }
        func less(_ a: Value, _ b: Value) throws -> Bool { try truth(try combine("<", a, b, at: node), at: node) }
        let lower = try less(lo, limitLo) ? limitLo : try less(limitHi, lo) ? limitHi : lo
        let upper = try less(limitHi, hi) ? limitHi : try less(hi, limitLo) ? limitLo : hi
        return Self.rangeValue(marker, lower, upper, closed: closed)
    }

    /// The bounds of a range value: (lower, upper, closed); nil for another value.
    static func rangeParts(_ v: Value) -> (Value, Value, Bool)? {
        guard case .member(let marker, let parts?) = v, marker == integerRange || marker == floatingRange, parts.count == 3,
              case .bool(let closed) = parts[2].value else { return nil }
        return (parts[0].value, parts[1].value, closed)
    }

    /// An array of consecutive integers stored where `ClosedRange<Int>` or `Range<Int>` is declared: the range it
    /// was made from, by its bounds. Nil when the array is not one (empty, or not consecutive).
    func declaredRange(_ items: [Value], as typeName: String, at node: some SyntaxProtocol) -> Value? {
        guard typeName == "ClosedRange" || typeName == "Range" || typeName == "CountableClosedRange",
              let first = items.first, let last = items.last, first.isInteger, last.isInteger,
              let lo = try? integer(first, at: node), let hi = try? integer(last, at: node),
              lo <= hi, hi.subtractingReportingOverflow(lo) == (items.count - 1, false)
        else { return nil }
        return typeName == "Range" ? Self.rangeValue(Self.integerRange, .int(lo), .int(hi &+ 1), closed: false)
                                   : Self.rangeValue(Self.integerRange, .int(lo), .int(hi), closed: true)
    }

    /// `range.lowerBound`, `.upperBound`, `.count`, `.isEmpty`; nil for another name or value.
    func rangeProperty(_ name: String, of v: Value, at node: some SyntaxProtocol) throws -> Value? {
        guard let (lo, hi, closed) = Self.rangeParts(v) else { return nil }
        switch name {
        case "lowerBound": return lo
        case "upperBound": return hi
        case "count", "isEmpty":
            guard case .member(Self.integerRange, _) = v else { return nil }
            // Swift's `count` traps past Int.max (`Int.min...Int.max`); so does this, as a located diagnostic.
            let (width, overflow) = try integer(hi, at: node).subtractingReportingOverflow(try integer(lo, at: node))
            guard !overflow, width < Int.max else { throw fail("this range's count is more than Int.max: Swift traps", at: node) }
            let n = width + (closed ? 1 : 0)
            return name == "count" ? .int(Swift.max(n, 0)) : .bool(n <= 0)
        default: return nil
        }
    }

    /// A range held by its bounds, as its elements (for a loop, a `ForEach`, `map`…); nil for another value.
    func rangeElements(_ v: Value, at node: some SyntaxProtocol) throws -> [Value]? {
        guard case .member(Self.integerRange, _) = v, let (lo, hi, closed) = Self.rangeParts(v) else { return nil }
        let (a, b) = (try integer(lo, at: node), try integer(hi, at: node))
        let end = closed ? b : b &- 1
        let (span, overflow) = end.subtractingReportingOverflow(a)
        guard !overflow, span < Self.maxLoopIterations else {
            throw fail("a range of more than \(Self.maxLoopIterations.formatted(.number.locale(Locale(identifier: "en_US")))) elements is gone through here", at: node)
        }
        return a <= end ? (a...end).map { .int($0) } : []
    }

    /// `range.contains(x)`, `~=`: within the bounds (the upper one included for `...`).
    func rangeContains(_ v: Value, _ x: Value, at node: some SyntaxProtocol) throws -> Value? {
        guard let (lo, hi, closed) = Self.rangeParts(v) else { return nil }
        if case .opaque = x { return x }
        let (a, b, n) = (try number(lo, at: node), try number(hi, at: node), try number(x, at: node))
        return .bool(n >= a && (closed ? n <= b : n < b))
    }
}
