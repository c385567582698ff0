import SwiftSyntax

/// The `Array` methods view code calls, as the standard library defines them. A closure or a key path (`\.name`)
/// is the function argument, as Swift allows since SE-0249.
extension Interpreter {
    /// `items.name(args)`; nil when the method is not one of these.
    func arrayMethod(_ name: String, _ items: [Value], _ args: [Argument], at c: FunctionCallExprSyntax) throws -> Value? {
        let first = args.first?.value
        switch name {
        case "shuffled", "randomElement":
            return try seededCollectionRandom(name, items, args, at: c) ?? .opaque(randomDiagnostic(at: c))
        case "prefix", "suffix", "dropFirst", "dropLast":
            let n = try first.map { try integer($0, at: c) } ?? 1
            guard n >= 0 else { throw fail("`\(name)(_:)` of a negative count traps at run time", at: c) }
            switch name {
            case "prefix": return .array(Array(items.prefix(n)))
            case "suffix": return .array(Array(items.suffix(n)))
            case "dropFirst": return .array(Array(items.dropFirst(n)))
            default: return .array(Array(items.dropLast(n)))
            }
        case "joined":
            let separator = args.first.flatMap { if case .string(let s) = $0.value { return s } else { return nil } } ?? ""
            return .string(try items.map { try describe($0, at: c) }.joined(separator: separator))
        case "enumerated":
            return .array(items.enumerated().map {
                .record([Argument(label: "offset", value: .int($0.offset)), Argument(label: "element", value: $0.element)])
            })
        case "reversed": return .array(items.reversed())
        case "makeIterator" where args.isEmpty: return makeIterator(items)
        case "sorted" where args.count == 1 && args[0].label == "using": return try sorted(items, using: args[0].value, at: c)
        case "formatted": return .string(try formattedList(items, style: first, at: c))
        case "firstIndex" where args.first?.label == "of" && first != nil, "lastIndex" where args.first?.label == "of" && first != nil:
            let matches = try items.indices.filter { try equals(items[$0], first!, at: c) }
            return ((name == "firstIndex" ? matches.first : matches.last).map { .int($0) }) ?? .null
        case "contains" where args.first?.label == nil && first != nil && !first!.isClosure:
            return .bool(try items.contains { try equals($0, first!, at: c) })
        case "sorted" where args.isEmpty:
            return .array(try sorted(items) { try self.less($0, $1, at: c) })
        case "min" where args.isEmpty, "max" where args.isEmpty:
            return try extreme(name, items) { try self.less($0, $1, at: c) }
        case "reduce" where args.first?.label == "into":
            // `reduce(into: 0) { $0 += $1.count }`: the closure changes its first argument in place.
            guard args.count == 2, case .closure(let f) = args[1].value else { return nil }
            var result = args[0].value
            for item in items { result = try invokeUpdating(f, result, item, at: c) }
            return result
        case "reduce":
            guard args.count == 2 else { return nil }
            var result = args[0].value
            for item in items { result = try apply(args[1].value, [result, item], at: c) }
            return result
        default:
            guard let f = first else { return nil }
            return try higherOrder(name, items, f, at: c)
        }
    }

    /// `map`, `filter`, `first(where:)`… with a function of each element.
    private func higherOrder(_ name: String, _ items: [Value], _ f: Value, at c: FunctionCallExprSyntax) throws -> Value? {
        switch name {
        case "map": return .array(try items.map { try apply(f, [$0], at: c) })
        case "compactMap": return .array(try items.map { try apply(f, [$0], at: c) }.filter { !$0.isNull })
        case "flatMap":
            return .array(try items.flatMap { item -> [Value] in
                guard case .array(let inner) = try known(try apply(f, [item], at: c)) else {
                    throw fail("`flatMap` over something that is not an array", at: c)
                }
                return inner
            })
        case "filter": return .array(try items.filter { try truth(try apply(f, [$0], at: c), at: c) })
        case "first": return try items.first { try truth(try apply(f, [$0], at: c), at: c) } ?? .null
        case "firstIndex":
            return try items.indices.first { try truth(try apply(f, [items[$0]], at: c), at: c) }.map { .int($0) } ?? .null
        case "last": return try items.last { try truth(try apply(f, [$0], at: c), at: c) } ?? .null
        case "contains": return .bool(try items.contains { try truth(try apply(f, [$0], at: c), at: c) })
        case "allSatisfy": return .bool(try items.allSatisfy { try truth(try apply(f, [$0], at: c), at: c) })
        case "count": return .int(try items.filter { try truth(try apply(f, [$0], at: c), at: c) }.count)
        case "sorted": return .array(try sorted(items) { try self.truth(try self.apply(f, [$0, $1], at: c), at: c) })
        case "forEach":
            // The body once per element, in order, as a `for` loop.
            for item in items { _ = try apply(f, [item], at: c) }
            return .null
        case "min", "max":
            return try extreme(name, items) { try self.truth(try self.apply(f, [$0, $1], at: c), at: c) }
        default: return nil
        }
    }

    static let operatorFunction = "$operatorFunction"
    /// Operators and functions of two numbers that a function argument may name (`reduce(0, +)`).
    static let functionOperators: Set<String> = ["+", "-", "*", "max", "min", "<", ">", "<=", ">=", "==", "!="]

    /// Calls a closure, or reads a key path (`\.name.count`) of its one argument.
    func apply(_ f: Value, _ args: [Value], at node: some SyntaxProtocol) throws -> Value {
        switch f {
        case .closure(let closure): return try invoke(closure, args.map { Argument(label: nil, value: $0) }, at: node)
        case .localFunction(let f, let defined):
            // A function used as a value is called without its argument labels (`content: makeRow` for
            // `makeRow(for:)`): the arguments fill its parameters in order.
            return try callFunction([f], Self.labelled(args.map { Argument(label: nil, value: $0) }, for: [f]), defined, at: node)
        case .member(Self.boundMethodFunction, let bound?) where bound.count == 1:
            return try callBoundMethod(bound[0].label ?? "", on: bound[0].value, args, at: node)
        case .keyPath(let path) where args.count == 1:
            return try path.split(separator: ".").reduce(args[0]) { try property(String($1), of: $0, at: node) }
        case .member(Self.initializerFunction, let reference?) where args.count <= 1:
            guard case .string(let type) = reference[0].value else { throw fail("expected an initializer", at: node) }
            return try callInitializer(type, label: reference[0].label, with: args.first, Scope(), at: node)
        case .member(Self.operatorFunction, let op?) where args.count == 2:
            // `reduce(0, +)`, `reduce(0, max)`: an operator or `max`/`min` passed as the function.
            guard case .string(let name) = op[0].value else { throw fail("expected an operator", at: node) }
            if name == "max" || name == "min" {
                let (a, b) = (try number(args[0], at: node), try number(args[1], at: node))
                return .number(name == "max" ? Swift.max(a, b) : Swift.min(a, b))
            }
            return try combine(name, args[0], args[1], at: node)
        default: throw fail("expected a closure or a key path, found \(f.typeDescription)", at: node)
        }
    }

    /// `min(by:)` / `max(by:)` as the standard library's loops run them: `min` takes an element ordered before the
    /// one kept, `max` one the kept one is ordered before, so among equals both keep the first.
    private func extreme(_ name: String, _ items: [Value], _ areInIncreasingOrder: (Value, Value) throws -> Bool) throws -> Value {
        guard var result = items.first else { return .null }
        for e in items.dropFirst() {
            if name == "min" ? try areInIncreasingOrder(e, result) : try areInIncreasingOrder(result, e) { result = e }
        }
        return result
    }

    /// Runs `{ $0 += … }` with an `inout` first argument and gives back its final value.
    private func invokeUpdating(_ f: Closure, _ accumulator: Value, _ item: Value, at node: some SyntaxProtocol) throws -> Value {
        var updated = accumulator
        let inout0 = Argument(label: nil, value: accumulator, writeBack: { updated = $0 })
        _ = try invoke(f, [inout0, Argument(label: nil, value: item)], at: node)
        return updated
    }

    /// Numbers, strings and dates in their natural order.
    func less(_ a: Value, _ b: Value, at node: some SyntaxProtocol) throws -> Bool {
        switch (a, b) {
        case (.string(let x), .string(let y)): return x < y
        case (.date(let x), .date(let y)): return x < y
        default:
            if let ordered = try declaredOrder("<", a, b, at: node) { return ordered }
            return try number(a, at: node) < number(b, at: node)
        }
    }

    /// A stable sort, as the standard library's (stable since Swift 5 though not documented as guaranteed): equal
    /// elements keep their order.
    func sorted(_ items: [Value], by less: (Value, Value) throws -> Bool) throws -> [Value] {
        var indexed = Array(items.enumerated())
        var failure: Error?
        indexed.sort { l, r in
            if failure != nil { return false }
            do {
                if try less(l.element, r.element) { return true }
                if try less(r.element, l.element) { return false }
            } catch { failure = error; return false }
            return l.offset < r.offset
        }
        if let failure { throw failure }
        return indexed.map(\.element)
    }
}
