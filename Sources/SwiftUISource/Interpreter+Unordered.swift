import SwiftSyntax

/// `Set` and a dictionary's `keys` and `values`, as the standard library defines them: their order is unspecified
/// and, with per-process hashing seeds, differs from run to run, so what depends on it (a `ForEach`, `first`, a
/// joined string) is diagnosed, and what does not (`count`, `contains`, `sorted()`, set algebra) is evaluated.
extension Interpreter {
    /// `Set(items)`, `[1, 2] as a Set`: the distinct elements (`==`), first occurrence kept.
    func distinct(_ items: [Value], at node: some SyntaxProtocol) throws -> Value {
        var out: [Value] = []
        for item in items where try !out.contains(where: { try equals($0, item, at: node) }) { out.append(item) }
        return .unordered(out)
    }

    func unorderedProperty(_ name: String, _ items: [Value], at node: some SyntaxProtocol) throws -> Value? {
        switch name {
        case "count": return .int(items.count)
        case "isEmpty": return .bool(items.isEmpty)
        // One element or none: every order is the same one.
        case "first" where items.count <= 1, "last" where items.count <= 1: return items.first ?? .null
        case "first", "last", "indices", "startIndex":
            throw fail("`.\(name)` of a Set or of a dictionary's keys depends on an order Swift leaves unspecified: sort "
                       + "it first (`.sorted()`)", at: node)
        default: return nil
        }
    }

    /// The methods whose result does not depend on the order; a sequence method that does is diagnosed.
    func unorderedMethod(_ name: String, _ items: [Value], _ args: [Argument], at c: FunctionCallExprSyntax) throws -> Value? {
        let first = args.first?.value
        switch name {
        case "sorted", "min", "max", "contains", "allSatisfy":
            return try arrayMethod(name, items, args, at: c)
        case "count" where first != nil:
            return try arrayMethod(name, items, args, at: c)
        case "filter", "map", "compactMap":
            guard case .array(let out)? = try arrayMethod(name, items, args, at: c) else { return nil }
            return .unordered(out)
        case "reduce" where try isOrderFreeReduction(items, args):
            return try arrayMethod(name, items, args, at: c)
        case "reduce" where items.contains(where: \.isOpaque):
            // An element not known statically is the reason, whatever the order.
            return items.first(where: \.isOpaque)
        case "union", "intersection", "subtracting", "symmetricDifference", "isSubset", "isSuperset", "isDisjoint":
            return try setAlgebra(name, items, first, at: c)
        default:
            if items.count <= 1 { return try arrayMethod(name, items, args, at: c) }
            throw fail("`.\(name)(…)` on a Set or a dictionary's keys depends on an order Swift leaves unspecified: sort "
                       + "it first (`.sorted()`)", at: c)
        }
    }

    /// `counts.mapValues(\.count)`, `compactMapValues`, `filter { $0.value > 1 }`: a dictionary again, whose order
    /// Swift leaves unspecified as it does every dictionary's, so each entry is evaluated on its own.
    func dictionaryMethod(_ name: String, _ entries: [(key: Value, value: Value)], _ args: [Argument],
                          at c: FunctionCallExprSyntax) throws -> Value? {
        guard args.count == 1, let f = Optional(args[0].value), f.isCallable || f.isKeyPath else { return nil }
        switch name {
        case "mapValues", "compactMapValues":
            var out: [(key: Value, value: Value)] = []
            for entry in entries {
                let mapped = try apply(f, [entry.value], at: c)
                if name == "compactMapValues", mapped.isNull { continue }
                out.append((entry.key, mapped))
            }
            return .dictionary(out)
        default:
            return .dictionary(try entries.filter { entry in
                let pair = Value.record([Argument(label: "key", value: entry.key), Argument(label: "value", value: entry.value)])
                return try truth(try apply(f, [pair], at: c), at: c)
            })
        }
    }

    /// `counts.values.reduce(0, +)`: integer `+`, `*`, `max` and `min` are commutative and associative, and exact on
    /// `Int`, so any order gives the same result. Fractions are not (floating-point addition rounds in the order it
    /// runs), and a closure may depend on the order: both stay diagnosed.
    private func isOrderFreeReduction(_ items: [Value], _ args: [Argument]) throws -> Bool {
        guard args.count == 2, args[0].label == nil, case .member(Self.operatorFunction, let op?) = args[1].value,
              case .string(let name) = op.first?.value, ["+", "*", "max", "min"].contains(name) else { return false }
        return ([args[0].value] + items).allSatisfy(\.isInteger)
    }

    private func setAlgebra(_ name: String, _ items: [Value], _ other: Value?, at c: FunctionCallExprSyntax) throws -> Value {
        let others: [Value]
        switch other {
        case .unordered(let o)?, .array(let o)?: others = o
        default: throw fail("`\(name)` takes a Set or an array", at: c)
        }
        func inOther(_ v: Value) throws -> Bool { try others.contains { try equals($0, v, at: c) } }
        func inSelf(_ v: Value) throws -> Bool { try items.contains { try equals($0, v, at: c) } }
        switch name {
        case "union": return try distinct(items + others, at: c)
        case "intersection": return .unordered(try items.filter(inOther))
        case "subtracting": return .unordered(try items.filter { try !inOther($0) })
        case "symmetricDifference":
            return .unordered(try items.filter { try !inOther($0) } + (try distinct(others, at: c).elements.filter { try !inSelf($0) }))
        case "isSubset": return .bool(try items.allSatisfy(inOther))
        case "isSuperset": return .bool(try others.allSatisfy(inSelf))
        default: return .bool(try items.allSatisfy { try !inOther($0) })  // isDisjoint
        }
    }

    /// Two Sets are equal when they hold the same elements, whatever their order.
    func unorderedEquals(_ x: [Value], _ y: [Value], at node: some SyntaxProtocol) throws -> Bool {
        guard x.count == y.count else { return false }
        return try x.allSatisfy { a in try y.contains { try equals(a, $0, at: node) } }
    }

    /// `Dictionary(grouping: items, by: \.category)`: the elements by key, each group in the sequence's order.
    func dictionaryGrouping(_ args: [Argument], at c: FunctionCallExprSyntax) throws -> Value? {
        if let pairs = try dictionaryFromPairs(args, at: c) { return pairs }
        // `Dictionary(grouping: words, by: key)` or with the key as a trailing closure.
        guard args.count == 2, args[0].label == "grouping", args[1].label == "by" || args[1].label == nil,
              case .array(let items) = args[0].value else { return nil }
        var groups: [(key: Value, value: Value)] = []
        for item in items {
            let key = try apply(args[1].value, [item], at: c)
            if let i = try groups.firstIndex(where: { try equals($0.key, key, at: c) }), case .array(let list) = groups[i].value {
                groups[i].value = .array(list + [item])
            } else {
                groups.append((key, .array([item])))
            }
        }
        return .dictionary(groups)
    }
}

extension Interpreter {
    /// `Dictionary(uniqueKeysWithValues: pairs)`, and `Dictionary(pairs, uniquingKeysWith: { old, new in … })`: a
    /// repeated key traps in the first (the standard library's precondition), the closure picks in the second.
    func dictionaryFromPairs(_ args: [Argument], at c: FunctionCallExprSyntax) throws -> Value? {
        let labels = args.map(\.label)
        guard labels == ["uniqueKeysWithValues"] || labels == [nil, "uniquingKeysWith"] else { return nil }
        let sequence = try known(args[0].value)
        let items: [Value]
        switch sequence {
        case .array(let list), .unordered(let list): items = list
        default: return nil
        }
        var entries: [(key: Value, value: Value)] = []
        for item in items {
            guard case .record(let parts) = try known(item), parts.count == 2 else {
                throw fail("`Dictionary(…)` takes (key, value) pairs, found \(item.typeDescription)", at: c)
            }
            let (key, value) = (try known(parts[0].value), parts[1].value)
            guard let existing = try entries.firstIndex(where: { try equals($0.key, key, at: c) }) else {
                entries.append((key, value))
                continue
            }
            guard labels.count == 2 else {
                throw fail("`Dictionary(uniqueKeysWithValues:)` traps at run time here: a key is repeated", at: c)
            }
            if case .unordered = sequence {
                throw fail("which value a repeated key keeps depends on a Set's order, which Swift leaves unspecified: "
                           + "sort it first (`.sorted()`)", at: c)
            }
            entries[existing].value = try apply(args[1].value, [entries[existing].value, value], at: c)
        }
        return .dictionary(entries)
    }
}

extension Value {
    var isDictionary: Bool { if case .dictionary = self { true } else { false } }

    /// The elements of an array or a Set (order unspecified for a Set).
    var elements: [Value] {
        switch self {
        case .array(let items), .unordered(let items): return items
        default: return []
        }
    }
}
