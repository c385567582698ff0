import SwiftSyntax

/// Iterators: `items.makeIterator()` and its `next()`, and `AnyIterator { … }` whose closure yields elements until
/// nil (the standard library's `IteratorProtocol`). Drained by `Array(_:)` and `for … in`, at most
/// `maxLoopIterations` elements, each a call of the closure in order, as Swift makes them.
extension Interpreter {
    static let arrayIterator = "$arrayIterator"
    static let anyIterator = "$anyIterator"

    /// `items.makeIterator()`: the items and the position of the next one.
    func makeIterator(_ items: [Value]) -> Value {
        .member(Self.arrayIterator, arguments: [Argument(label: nil, value: .array(items)), Argument(label: nil, value: .int(0))])
    }

    /// `iterator.next()` on an array's iterator: its next element (nil at the end) and the iterator moved past it.
    func nextOfIterator(_ iterator: Value) -> (changed: Value, element: Value)? {
        guard case .member(Self.arrayIterator, let parts?) = iterator, parts.count == 2,
              case .array(let items) = parts[0].value, case .int(let position) = parts[1].value else { return nil }
        guard position < items.count else { return (iterator, .null) }
        return (.member(Self.arrayIterator, arguments: [parts[0], Argument(label: nil, value: .int(position + 1))]), items[position])
    }

    /// The elements an iterator still yields, in order; nil for a value that is no iterator.
    func drained(_ v: Value, at node: some SyntaxProtocol) throws -> [Value]? {
        switch v {
        case .member(Self.arrayIterator, let parts?) where parts.count == 2:
            guard case .array(let items) = parts[0].value, case .int(let position) = parts[1].value else { return nil }
            return Array(items.dropFirst(position))
        case .member(Self.anyIterator, let parts?) where parts.count == 1:
            var out: [Value] = []
            while true {
                let element = try known(try apply(parts[0].value, [], at: node))
                if element.isNull { return out }
                out.append(element)
                guard out.count <= Self.maxLoopIterations else {
                    throw fail("an iterator yielding more than \(Self.maxLoopIterations) elements", at: node)
                }
            }
        default: return try rangeElements(v, at: node)
        }
    }
}
