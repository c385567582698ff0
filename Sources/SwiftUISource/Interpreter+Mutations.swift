import SwiftSyntax

/// The standard library's mutating methods of `Array` and `Set` (`items.append(x)`, `tags.insert(t)`) and
/// `Bool.toggle()` (`copy.isFavorite.toggle()`): the changed
/// collection is stored back into the variable or property, and the call's own result is returned, as in Swift.
extension Interpreter {
    static let mutatingCollectionMethods: Set<String> = [
        "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "sort", "reverse", "shuffle", "next", "formUnion",
        "formIntersection", "formSymmetricDifference", "subtract", "update", "toggle",
    ]

    /// Nil when the base is not an array or a Set (a method of the sources with the same name).
    func mutatingCall(_ name: String, on baseExpr: ExprSyntax, _ c: FunctionCallExprSyntax, _ scope: Scope) throws -> Value? {
        let base = try evaluate(baseExpr, scope)
        let changed: Value, result: Value
        switch base {
        case .array(let items):
            let (after, r) = try mutatedArray(items, name, try arguments(c, scope), at: c)
            (changed, result) = (.array(after), r)
        case .unordered(let items):
            let (after, r) = try mutatedSet(items, name, try arguments(c, scope), at: c)
            (changed, result) = (.unordered(after), r)
        case .member(Self.arrayIterator, _) where name == "next" && c.arguments.isEmpty:
            guard let step = nextOfIterator(base) else { return nil }
            (changed, result) = step
        case .bool(let b) where name == "toggle" && c.arguments.isEmpty:
            (changed, result) = (.bool(!b), .null)  // Bool.toggle()
        case .string(let s):
            guard let (after, r) = try mutatedString(s, name, try arguments(c, scope), at: c) else { return nil }
            guard after.count <= Self.maxStringLength else {
                throw fail("the string is longer than \(Self.maxStringLength) characters", at: c)
            }
            (changed, result) = (.string(after), r)
        default: return nil
        }
        // The same bound as loops: a collection grown without end stops at a located diagnostic.
        if case .array(let after) = changed, after.count > Self.maxLoopIterations {
            throw fail("a collection of more than \(Self.maxLoopIterations) elements", at: c)
        }
        if case .unordered(let after) = changed, after.count > Self.maxLoopIterations {
            throw fail("a collection of more than \(Self.maxLoopIterations) elements", at: c)
        }
        try assign([baseExpr][...], changed, scope, at: ExprSyntax(c))
        // As a statement the result is discarded (`@discardableResult` in the standard library), never a view; the
        // one statement of a closure or getter is its value (`{ iterator.next() }`, an implicit return).
        return Self.isDiscarded(c) ? .null : result
    }

    /// A String's `append(_:)` (a string or Character), `append(contentsOf:)`, `removeAll()`, `removeLast()` and
    /// `removeFirst()` (which return the Character removed, and trap on an empty string); nil for another.
    private func mutatedString(_ s: String, _ name: String, _ args: [Argument], at c: FunctionCallExprSyntax) throws -> (String, Value)? {
        switch (name, args.first?.label, args.first?.value) {
        case ("append", nil, .string(let tail)?) where args.count == 1, ("append", "contentsOf", .string(let tail)?) where args.count == 1:
            return (s + tail, .null)
        case ("removeAll", nil, nil): return ("", .null)
        case ("removeLast", nil, nil), ("removeFirst", nil, nil):
            guard let removed = name == "removeLast" ? s.last : s.first else {
                throw fail("`\(name)()` on an empty String traps at run time", at: c)
            }
            return (String(name == "removeLast" ? s.dropLast() : s.dropFirst()), .string(String(removed)))
        default: return nil
        }
    }

    static func isDiscarded(_ c: FunctionCallExprSyntax) -> Bool {
        guard let item = c.parent?.as(CodeBlockItemSyntax.self) else { return false }
        guard let list = item.parent?.as(CodeBlockItemListSyntax.self), list.count == 1 else { return true }
        return !(list.parent?.is(ClosureExprSyntax.self) == true || list.parent?.is(AccessorBlockSyntax.self) == true)
    }

    /// `append(_:)`, `append(contentsOf:)`, `insert(_:at:)`, `remove(at:)`, `removeAll()`, `removeAll(where:)`,
    /// `removeFirst()`, `removeLast()`, `sort()`, `sort(by:)`, `reverse()`.
    private func mutatedArray(_ items: [Value], _ name: String, _ args: [Argument],
                              at c: FunctionCallExprSyntax) throws -> ([Value], Value) {
        var items = items
        var args = args
        // `removeAll { … }`, `sort { … }`: the trailing closure is the `where:` / `by:` argument.
        if args.count == 1, args[0].label == nil, case .closure = args[0].value,
           let label = ["removeAll": "where", "sort": "by"][name] {
            args[0].label = label
        }
        switch (name, args.first?.label) {
        case ("append", "contentsOf"):
            guard case .array(let more) = try known(args[0].value) else { throw fail("append(contentsOf:) takes an array", at: c) }
            items += more
        case ("append", nil) where args.count == 1: items.append(args[0].value)
        case ("insert", nil) where args.count == 2 && args[1].label == "at":
            let i = try integer(args[1].value, at: c)
            guard (0...items.count).contains(i) else { throw fail("insert(_:at:) index \(i) is out of range", at: c) }
            items.insert(args[0].value, at: i)
        case ("remove", "at") where args.count == 1:
            let i = try integer(args[0].value, at: c)
            guard items.indices.contains(i) else { throw fail("remove(at:) index \(i) is out of range", at: c) }
            let removed = items.remove(at: i)
            return (items, removed)
        case ("removeAll", nil) where args.isEmpty: items.removeAll()
        case ("removeAll", "where") where args.count == 1:
            items = try items.filter { try !truth(try apply(args[0].value, [$0], at: c), at: c) }
        case ("removeFirst", nil) where args.isEmpty && !items.isEmpty:
            let removed = items.removeFirst()
            return (items, removed)
        case ("removeLast", nil) where args.isEmpty && !items.isEmpty:
            let removed = items.removeLast()
            return (items, removed)
        case ("shuffle", "using"):
            // With a generator of the sources, as `shuffled(using:)`; with the system's, it stays unknown.
            guard case .array(let shuffled)? = try seededCollectionRandom("shuffled", items, args, at: c) else {
                throw randomDiagnostic(at: c)
            }
            items = shuffled
        case ("sort", nil) where args.isEmpty: items = try sorted(items) { try self.less($0, $1, at: c) }
        case ("sort", "by") where args.count == 1:
            items = try sorted(items) { try self.truth(try self.apply(args[0].value, [$0, $1], at: c), at: c) }
        case ("reverse", nil) where args.isEmpty: items.reverse()
        default: throw fail("`\(name)` with these arguments is not evaluated on an array", at: c)
        }
        return (items, .null)
    }

    /// `insert(_:)` (the `(inserted:memberAfterInsert:)` it returns), `remove(_:)`, `update(with:)`, `removeAll()`,
    /// and the in-place set algebra `formUnion`, `formIntersection`, `formSymmetricDifference`, `subtract`.
    private func mutatedSet(_ items: [Value], _ name: String, _ args: [Argument],
                            at c: FunctionCallExprSyntax) throws -> ([Value], Value) {
        let first = args.first?.value
        func index(of v: Value) throws -> Int? { try items.firstIndex { try equals($0, v, at: c) } }
        var items = items
        switch (name, args.first?.label) {
        case ("insert", nil) where args.count == 1:
            if let i = try index(of: first!) {
                return (items, .record([Argument(label: "inserted", value: .bool(false)),
                                        Argument(label: "memberAfterInsert", value: items[i])]))
            }
            items.append(first!)
            return (items, .record([Argument(label: "inserted", value: .bool(true)),
                                    Argument(label: "memberAfterInsert", value: first!)]))
        case ("update", "with") where args.count == 1:
            guard let i = try index(of: first!) else { return (items + [first!], .null) }
            let old = items[i]
            items[i] = first!
            return (items, old)
        case ("remove", nil) where args.count == 1:
            guard let i = try index(of: first!) else { return (items, .null) }
            let removed = items.remove(at: i)
            return (items, removed)
        case ("removeAll", nil) where args.isEmpty: return ([], .null)
        case ("formUnion", nil), ("formIntersection", nil), ("formSymmetricDifference", nil), ("subtract", nil):
            let algebra = ["formUnion": "union", "formIntersection": "intersection",
                           "formSymmetricDifference": "symmetricDifference", "subtract": "subtracting"][name]!
            guard case .unordered(let out)? = try unorderedMethod(algebra, items, args, at: c) else {
                throw fail("`\(name)` takes a Set or an array", at: c)
            }
            return (out, .null)
        default: throw fail("`\(name)` with these arguments is not evaluated on a Set", at: c)
        }
    }
}
