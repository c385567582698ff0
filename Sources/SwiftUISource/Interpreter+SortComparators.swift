import Foundation
import SwiftSyntax

/// `items.sorted(using: KeyPathComparator(\.km))`, `sorted(using: [SortDescriptor(\.name), …])`: Foundation's
/// `Sequence.sorted(using:)`, which orders by the first comparator and breaks its ties with the next ones, in the
/// standard library's stable sort. A `KeyPathComparator` compares its values with `<` (`ComparableComparator`, so
/// strings in Unicode order) unless given `comparator: .localizedStandard`; a `SortDescriptor` compares strings with
/// `.localizedStandard` by default (Apple's `SortDescriptor.init(_:comparator:order:)`).
extension Interpreter {
    static let keyPathComparatorMarker = "$keyPathComparator"

    /// `KeyPathComparator(\Station.km, order: .reverse)`.
    func keyPathComparator(_ args: [Argument], at c: some SyntaxProtocol) throws -> Value {
        guard case .keyPath? = args.first(where: { $0.label == nil })?.value else {
            throw fail("a KeyPathComparator is evaluated with the key path it compares (`KeyPathComparator(\\Item.name)`)", at: c)
        }
        return .member(Self.keyPathComparatorMarker, arguments: args)
    }

    func sorted(_ items: [Value], using comparators: Value, at c: FunctionCallExprSyntax) throws -> Value {
        let list: [Value]
        if case .array(let many) = try known(comparators) { list = many } else { list = [comparators] }
        let keys = try list.map { try comparatorKey($0, at: c) }
        let keyed = try items.map { item in try keys.map { try known(try apply(.keyPath($0.key.path), [item], at: c)) } }
        let order = try sorted(Array(items.indices).map { Value.int($0) }) { a, b in
            guard case .int(let i) = a, case .int(let j) = b else { return false }
            for (k, key) in keys.enumerated() {
                let result = try compare(keyed[i][k], keyed[j][k], key, at: c)
                if result != .orderedSame { return result == .orderedAscending }
            }
            return false
        }
        return .array(order.map { if case .int(let i) = $0 { items[i] } else { $0 } })
    }

    private func comparatorKey(_ v: Value, at c: some SyntaxProtocol) throws -> (key: ModelSortKey, plain: Bool) {
        if case .member(Self.keyPathComparatorMarker, let parts?) = v, case .keyPath(let path)? = parts.first?.value {
            let reverse = parts.contains { $0.label == "order" && { if case .member("reverse", nil) = $0.value { true } else { false } }($0) }
            guard let comparator = parts.first(where: { $0.label == "comparator" })?.value else {
                return (ModelSortKey(path: path, reverse: reverse, comparator: "lexical"), true)
            }
            guard case .member(let name, nil) = comparator, ["localizedStandard", "localized", "lexical"].contains(name) else {
                throw fail("a KeyPathComparator's comparator is evaluated when it is `.localizedStandard`, `.localized` or "
                           + "`.lexical`", at: c)
            }
            return (ModelSortKey(path: path, reverse: reverse, comparator: name), false)
        }
        return (try sortKeys([v], at: c)[0], false)
    }

    /// One comparator's order of two values: the descriptor's string comparison, else `<` as the values' type
    /// defines it (numbers, dates, strings in Unicode order, an enum's cases, a type's own `<`); nil first.
    private func compare(_ x: Value, _ y: Value, _ key: (key: ModelSortKey, plain: Bool), at c: FunctionCallExprSyntax) throws -> ComparisonResult {
        if !key.plain, case .string = x, case .string = y { return try compareSortKey(x, y, key.key, at: c) }
        let result: ComparisonResult
        switch (x, y) {
        case (.null, .null): result = .orderedSame
        case (.null, _): result = .orderedAscending
        case (_, .null): result = .orderedDescending
        default: result = try less(x, y, at: c) ? .orderedAscending : try less(y, x, at: c) ? .orderedDescending : .orderedSame
        }
        guard key.key.reverse else { return result }
        return result == .orderedAscending ? .orderedDescending : result == .orderedDescending ? .orderedAscending : .orderedSame
    }
}
