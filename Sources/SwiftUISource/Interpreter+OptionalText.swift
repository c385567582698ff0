import SwiftSyntax

/// An Optional interpolated into a `String` (`"Passport: \(traveler.passport)"` with `passport: String?`): Swift
/// prints its debug description, `Optional("X1")` or `nil`, and only warns ("String interpolation produces a debug
/// description for an optional value"). A `Text` key does not compile with one (LocalizedStringKey's
/// `appendInterpolation` takes no Optional), so only strings reach here.
///
/// The evaluator holds an Optional as its value, so what is Optional is read from the source: a property declared
/// `T?` or `T!`, an optional chain (`a?.b`), a dictionary's subscript. Elsewhere the value prints as itself.
extension Interpreter {
    /// The text Swift interpolates for `e` when it is an Optional; nil when it is not one.
    func optionalInterpolation(_ e: ExprSyntax, _ value: Value, _ scope: Scope) throws -> String? {
        guard try interpolatesAsOptional(e, scope) else { return nil }
        if value.isNull { return "nil" }
        return "Optional(\(try debugDescription(value, at: e)))"
    }

    private func interpolatesAsOptional(_ e: ExprSyntax, _ scope: Scope) throws -> Bool {
        if e.is(ForceUnwrapExprSyntax.self) { return false }
        if containsOptionalChain(e) { return true }
        if let m = e.as(MemberAccessExprSyntax.self), let base = m.base, Self.isPath(base) {
            let name = m.declName.baseName.plain
            // No type declares it Optional, and it is no collection's `first`/`last`: not one (base not read again).
            guard index.optionalPropertyNames.contains(name) || Self.optionalCollectionMembers.contains(name) else { return false }
            let owner = try evaluate(base, scope)
            if Self.optionalCollectionMembers.contains(name), Self.isCollection(owner) { return true }
            return Self.declaresOptional(name, owner.sourceType)
        }
        if let r = e.as(DeclReferenceExprSyntax.self) {
            // A local declared `T?`, else a property of the type being evaluated declared so, else a global.
            let name = r.baseName.plain
            if scope.lookup(name) != nil { return scope.isDeclaredOptional(name) }
            if Self.declaresOptional(name, scope.object?.type ?? scope.instance?.type) { return true }
            return index.global(name, in: index.sourceFile(of: r) ?? file).flatMap { Self.declaredType(of: $0.value) }.map(Self.isOptionalType) ?? false
        }
        // `Optional(3)`, `seat as Int?`, and Optional's `map` of an Optional (`seat.map { $0 + 1 }`).
        if let c = e.as(FunctionCallExprSyntax.self), c.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Optional" {
            return true
        }
        if let s = e.as(SequenceExprSyntax.self), s.elements.count == 3, Array(s.elements)[1].is(UnresolvedAsExprSyntax.self),
           let type = Array(s.elements)[2].as(TypeExprSyntax.self)?.type {
            return Self.isOptionalType(type)
        }
        if let c = e.as(FunctionCallExprSyntax.self), let m = c.calledExpression.as(MemberAccessExprSyntax.self),
           ["map", "flatMap"].contains(m.declName.baseName.text), let base = m.base, isOptional(base, scope) {
            return true
        }
        if let s = e.as(SubscriptCallExprSyntax.self), Self.isPath(s.calledExpression), !s.arguments.contains(where: { $0.label?.text == "default" }),
           case .dictionary = try evaluate(s.calledExpression, scope) {
            return true
        }
        // `items.first(where:)`, `names.randomElement()`, `scores.max()`: the standard library's Optional results.
        if let c = e.as(FunctionCallExprSyntax.self), let m = c.calledExpression.as(MemberAccessExprSyntax.self),
           let base = m.base, Self.isPath(base), Self.optionalCollectionMethods.contains(m.declName.baseName.plain) {
            return Self.isCollection(try evaluate(base, scope))
        }
        return false
    }

    /// `trip`, `self.trip`, `model.trip.traveler`: read again without running anything (no call, no subscript).
    private static func isPath(_ e: ExprSyntax) -> Bool {
        if e.is(DeclReferenceExprSyntax.self) { return true }
        if let m = e.as(MemberAccessExprSyntax.self), let base = m.base { return isPath(base) }
        return false
    }

    static func isOptionalType(_ t: TypeSyntax) -> Bool {
        t.is(OptionalTypeSyntax.self) || t.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
    }

    private static let optionalCollectionMembers: Set<String> = ["first", "last"]
    private static let optionalCollectionMethods: Set<String> = [
        "first", "last", "firstIndex", "lastIndex", "min", "max", "randomElement", "popLast",
    ]

    private static func isCollection(_ v: Value) -> Bool {
        switch v {
        case .array, .string, .unordered: true
        default: false
        }
    }

    /// A stored or computed property of the type (or one it inherits) declared `T?` or `T!`.
    private static func declaresOptional(_ name: String, _ type: TypeDecl?) -> Bool {
        guard let type else { return false }
        for t in [type] + type.supertypes {
            if let stored = t.stored.first(where: { $0.name == name }) { return stored.isOptional }
            if let getter = t.computed[name] {
                let declared = declaredType(of: getter)
                return declared?.is(OptionalTypeSyntax.self) == true || declared?.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) == true
            }
        }
        return false
    }

    /// Swift's `debugDescription` of the wrapped value: a string quoted with its escapes, a number as printed. Other
    /// types print with their module's name (`Shop.Status.open`), which the evaluator does not know.
    private func debugDescription(_ v: Value, at node: ExprSyntax) throws -> String {
        switch v {
        case .string(let s): return s.debugDescription
        case .int, .intLiteral, .unsigned, .number, .decimal, .bool, .date: return try describe(v, at: node)
        case .opaque(let why): throw unknown(why, readAt: node)
        default:
            throw fail("an Optional of \(v.typeDescription) interpolated into a string prints its debug description, "
                       + "with the module's name, which layoutcheck does not know: unwrap it (`?? \"\"`)", at: node)
        }
    }
}
