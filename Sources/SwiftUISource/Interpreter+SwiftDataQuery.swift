import Foundation
import SwiftSyntax

/// What selects and orders models (`Interpreter+SwiftData.swift`): `FetchDescriptor`, `SortDescriptor`, `@Query`'s
/// arguments and `#Predicate`. A request is kept as labelled parts: `type`, `predicate`, `sortBy`.
extension Interpreter {
    /// `FetchDescriptor<Item>(predicate: …, sortBy: […])`.
    func fetchDescriptor(_ args: [Argument], typeName: String?, at c: FunctionCallExprSyntax) throws -> Value {
        .member(Self.fetchDescriptorMarker, arguments: [
            Argument(label: "type", value: typeName.map { .string($0) } ?? .null),
            Argument(label: "predicate", value: args.first { $0.label == "predicate" }?.value ?? .null),
            Argument(label: "sortBy", value: .array(args.first { $0.label == "sortBy" }?.value.elements ?? [])),
        ])
    }

    /// `SortDescriptor(\Item.name)`, `SortDescriptor(\.date, order: .reverse)`, `(…, comparator: .lexical)`.
    func sortDescriptor(_ args: [Argument], at c: some SyntaxProtocol) throws -> Value {
        guard case .keyPath? = args.first(where: { $0.label == nil })?.value else {
            throw fail("a sort descriptor is evaluated with the key path it sorts by (`SortDescriptor(\\Item.name)`)", at: c)
        }
        return .member(Self.sortDescriptorMarker, arguments: args)
    }

    /// `@Query(filter: #Predicate<Item> { … }, sort: \Item.name, order: .reverse)`, `@Query(sort: [SortDescriptor(…)])`,
    /// `@Query(FetchDescriptor<Item>(…))`, `Query(…)` assigned to `_items` in an initializer.
    func queryMarker(_ args: [Argument], typeName: String?, at c: some SyntaxProtocol) throws -> Value {
        if let given = args.first(where: { $0.label == nil }), case .member(Self.fetchDescriptorMarker, var request?) = try known(given.value) {
            if case .null? = request.first?.value, let typeName { request[0].value = .string(typeName) }
            return .member(Wrapped.query, arguments: request)
        }
        var sort: [Value] = []
        switch args.first(where: { $0.label == "sort" })?.value {
        case .array(let descriptors)?: sort = descriptors
        case .keyPath(let path)?:
            // `sort: \Item.date, order: .reverse`: one descriptor.
            var parts = [Argument(label: nil, value: .keyPath(path))]
            if let order = args.first(where: { $0.label == "order" }) { parts.append(order) }
            sort = [.member(Self.sortDescriptorMarker, arguments: parts)]
        case nil: break
        case let other?: throw fail("`@Query(sort:)` is given \(other.typeDescription), not a key path or sort descriptors", at: c)
        }
        return .member(Wrapped.query, arguments: [
            Argument(label: "type", value: typeName.map { .string($0) } ?? .null),
            Argument(label: "predicate", value: args.first { $0.label == "filter" }?.value ?? .null),
            Argument(label: "sortBy", value: .array(sort)),
        ])
    }

    /// `_items = Query(…)` or `@Query var items: [Item]`: the query of the property's element type when the
    /// arguments do not name it.
    static func query(_ v: Value, typedAs type: TypeSyntax?) -> Value {
        guard case .member(Wrapped.query, var request?) = v, case .null? = request.first?.value,
              let element = type?.as(ArrayTypeSyntax.self)?.element else { return v }
        request[0].value = .string(baseTypeName(element))
        return .member(Wrapped.query, arguments: request)
    }

    struct ModelSortKey {
        var path: String
        var reverse: Bool
        /// `String.StandardComparator`: `localizedStandard` (the default), `localized` or `lexical`.
        var comparator: String
    }

    /// The sort descriptors of a request (`.init(\.id)` in `sortBy: [.init(\.id)]` is one).
    func sortKeys(_ descriptors: [Value], at node: some SyntaxProtocol) throws -> [ModelSortKey] {
        try descriptors.map { descriptor in
            guard case .member(let marker, let parts?) = try known(descriptor),
                  marker == Self.sortDescriptorMarker || marker == "init",
                  case .keyPath(let path)? = parts.first(where: { $0.label == nil })?.value else {
                throw fail("a sort descriptor is evaluated when written `SortDescriptor(\\Item.name)`; found \(descriptor.typeDescription)", at: node)
            }
            let order = parts.first { $0.label == "order" }?.value
            let comparator = parts.first { $0.label == "comparator" }?.value
            let name: String
            switch comparator {
            case nil: name = "localizedStandard"
            case .member(let given, nil)? where ["localizedStandard", "localized", "lexical"].contains(given): name = given
            case let other?:
                throw fail("a sort descriptor's comparator is evaluated when it is `.localizedStandard`, `.localized` or "
                           + "`.lexical`; found \(other.typeDescription)", at: node)
            }
            return ModelSortKey(path: path, reverse: Self.isMember(order, "reverse"), comparator: name)
        }
    }

    private static func isNumeric(_ v: Value) -> Bool {
        switch v {
        case .number, .float, .int, .intLiteral, .scaled: true
        default: false
        }
    }

    private static func isMember(_ v: Value?, _ name: String) -> Bool {
        if case .member(name, _)? = v { true } else { false }
    }

    /// The models in the descriptors' order; unordered when there are none, or when two models' keys are all equal:
    /// there the store's order decides, which SwiftData does not specify.
    func ordered(_ models: [ObjectRef], by keys: [ModelSortKey], at node: some SyntaxProtocol) throws -> Value {
        let values = models.map { Value.object($0) }
        guard models.count > 1 else { return .array(values) }
        guard !keys.isEmpty else { return .unordered(values) }
        let keyed = try models.map { m in try keys.map { try known(try apply(.keyPath($0.path), [.object(m)], at: node)) } }
        var failure: Error?
        func compare(_ a: Int, _ b: Int) -> ComparisonResult {
            for (i, key) in keys.enumerated() {
                do {
                    let result = try compareSortKey(keyed[a][i], keyed[b][i], key, at: node)
                    if result != .orderedSame { return result }
                } catch { failure = failure ?? error }
            }
            return .orderedSame
        }
        let order = models.indices.sorted { compare($0, $1) == .orderedAscending }
        if let failure { throw failure }
        let tied = zip(order, order.dropFirst()).contains { compare($0, $1) == .orderedSame }
        let sorted = order.map { values[$0] }
        return tied ? .unordered(sorted) : .array(sorted)
    }

    /// Two values of a sort key, as `SortDescriptor` compares them (strings by its comparator: `localizedStandard` is
    /// Finder's order, `localized` the locale's collation, `lexical` Unicode order).
    func compareSortKey(_ x: Value, _ y: Value, _ key: ModelSortKey, at node: some SyntaxProtocol) throws -> ComparisonResult {
        let result: ComparisonResult
        switch (x, y) {
        case (.null, .null): result = .orderedSame
        case (.null, _): result = .orderedAscending
        case (_, .null): result = .orderedDescending
        case (.string(let a), .string(let b)):
            switch key.comparator {
            case "lexical": result = a < b ? .orderedAscending : a == b ? .orderedSame : .orderedDescending
            case "localized": result = a.compare(b, options: [], range: nil, locale: formattingLocale)
            default:
                result = a.compare(b, options: [.caseInsensitive, .numeric, .widthInsensitive, .forcedOrdering], range: nil,
                                   locale: formattingLocale)
            }
        case (.bool(let a), .bool(let b)): result = a == b ? .orderedSame : (!a ? .orderedAscending : .orderedDescending)
        case (.date(let a), .date(let b)): result = a < b ? .orderedAscending : a == b ? .orderedSame : .orderedDescending
        default:
            guard Self.isNumeric(x), Self.isNumeric(y) else {
                throw fail("SwiftData sorts by text, numbers, dates and Booleans; `\\.\(key.path)` is \(x.typeDescription)", at: node)
            }
            let (a, b) = (try number(x, at: node), try number(y, at: node))
            result = a < b ? .orderedAscending : a == b ? .orderedSame : .orderedDescending
        }
        guard key.reverse else { return result }
        switch result {
        case .orderedAscending: return .orderedDescending
        case .orderedDescending: return .orderedAscending
        case .orderedSame: return .orderedSame
        }
    }
}
