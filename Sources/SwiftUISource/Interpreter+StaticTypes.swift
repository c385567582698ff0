import SwiftSyntax

/// The type Swift gives an expression where the sources state it: a local's or parameter's written type, a
/// property's declared type, a literal's, a conversion's, an arithmetic expression's. The evaluator does not infer
/// types; this is read where an integer literal must take its context's type and the context is an expression
/// beside it (the Swift book, "Type Inference" and "Nil-Coalescing Operator"):
/// - `rating ?? 0` with `rating: Double?` nil is 0.0, as `??`'s result has the left side's wrapped type;
/// - `flag ? 1 : average` is a Double when `average` is, as both branches take one type;
/// - `prices.reduce(0, +)` of an empty `[Double]` is 0.0, the element type `+` combines;
/// - `totals[key, default: 0] += 2` in a `[String: Double]` stores 2.0.
/// Nil where the type is not written or read from a value; the literal then stays as it is.
extension Interpreter {
    func staticType(of e: ExprSyntax, _ scope: Scope) -> TypeSyntax? {
        if e.is(FloatLiteralExprSyntax.self) { return Self.named("Double") }
        if e.is(StringLiteralExprSyntax.self) { return Self.named("String") }
        if e.is(BooleanLiteralExprSyntax.self) { return Self.named("Bool") }
        if let t = e.as(TupleExprSyntax.self), t.elements.count == 1, let only = t.elements.first, only.label == nil {
            return staticType(of: only.expression, scope)
        }
        if let f = e.as(ForceUnwrapExprSyntax.self) { return Self.wrapped(staticType(of: f.expression, scope)) }
        if let o = e.as(OptionalChainingExprSyntax.self) { return Self.wrapped(staticType(of: o.expression, scope)) }
        if let r = e.as(DeclReferenceExprSyntax.self) { return typeOfName(r.baseName.plain, scope) }
        if let m = e.as(MemberAccessExprSyntax.self), let base = m.base {
            guard let owner = staticType(of: base, scope) else { return nil }
            return propertyType(m.declName.baseName.plain, of: owner, scope)
        }
        if let s = e.as(SubscriptCallExprSyntax.self), let container = Self.wrapped(staticType(of: s.calledExpression, scope)) {
            if let a = container.as(ArrayTypeSyntax.self) { return a.element }
            if let d = container.as(DictionaryTypeSyntax.self) {
                return s.arguments.contains { $0.label?.text == "default" } ? d.value : TypeSyntax(OptionalTypeSyntax(wrappedType: d.value))
            }
            return nil
        }
        if let c = e.as(FunctionCallExprSyntax.self), let name = c.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.plain {
            // `Double(x)`, and `Reading()`: an initializer makes its type.
            if Self.numericTypeNames.contains(name) { return Self.named(name) }
            if let t = sourceType(name, scope), t.isDeclared, !t.isEnum { return Self.named(t.qualifiedName) }
            return nil
        }
        if let sequence = e.as(SequenceExprSyntax.self) { return arithmeticType(Array(sequence.elements), scope) }
        return nil
    }

    /// `sum / Double(n)`, `base * 1.5`: the operands' type, when one of them is a floating-point type (the others are
    /// then literals or the same type, or Swift would not compile it). Nil for anything but arithmetic.
    func arithmeticType(_ elements: [ExprSyntax], _ scope: Scope) -> TypeSyntax? {
        guard elements.count >= 3, elements.count % 2 == 1 else { return nil }
        for (i, element) in elements.enumerated() where i % 2 == 1 {
            guard let op = element.as(BinaryOperatorExprSyntax.self)?.operator.text, ["+", "-", "*", "/"].contains(op) else { return nil }
        }
        let operands = elements.enumerated().filter { $0.offset % 2 == 0 }.map(\.element)
        return operands.lazy.compactMap { self.staticType(of: $0, scope) }.first { Self.floatingPointTypes.contains(Self.baseTypeName($0)) }
    }

    /// A local's or parameter's written type; else the type of the instance property of that name; else what the
    /// local holds says (a Double, a Float, an Int, a String), read without evaluating anything.
    private func typeOfName(_ name: String, _ scope: Scope) -> TypeSyntax? {
        if let written = scope.declaredType(name) { return written }
        if let local = scope.lookup(name) { return Self.typeOfValue(local) }
        guard let owner = scope.object?.type ?? scope.instance?.type else { return nil }
        return propertyType(name, of: Self.named(owner.qualifiedName), scope)
    }

    /// The declared type of a stored or computed property of a type of the sources (Optional when the owner is), or
    /// a collection's `count`.
    private func propertyType(_ name: String, of owner: TypeSyntax, _ scope: Scope) -> TypeSyntax? {
        let unwrapped = Self.wrapped(owner) ?? owner
        let optional = unwrapped.id != owner.id
        if name == "count", unwrapped.is(ArrayTypeSyntax.self) || unwrapped.is(DictionaryTypeSyntax.self) || Self.baseTypeName(unwrapped) == "String" {
            return Self.named("Int")
        }
        guard let t = index.types[unwrapped.trimmedDescription] ?? sourceType(Self.baseTypeName(unwrapped), scope), t.isDeclared else {
            return nil
        }
        let declared = index.storedProperties(of: t).first { $0.name == name }?.type
            ?? index.computed(name, of: t).flatMap { Self.declaredType(of: $0) }
        guard let declared else { return nil }
        return optional && !declared.is(OptionalTypeSyntax.self) ? TypeSyntax(OptionalTypeSyntax(wrappedType: declared)) : declared
    }

    private static func typeOfValue(_ v: Value) -> TypeSyntax? {
        switch v {
        case .number: return named("Double")
        case .float: return named("Float")
        case .int: return named("Int")
        case .string: return named("String")
        case .bool: return named("Bool")
        case .decimal: return named("Decimal")
        case .instance(let t, _) where t.isDeclared: return named(t.qualifiedName)
        case .object(let o) where o.type.isDeclared: return named(o.type.qualifiedName)
        default: return nil
        }
    }

    /// The type Swift infers for a stored property written without one from its initial value, where that value
    /// names a type of the sources: `var log = Log.noop` and `var log = Log(…)` are a `Log`, so `log = .init(…)`
    /// makes a `Log` (the Swift book, "Type Inference").
    func initializedType(of p: StoredProperty, in t: TypeDecl) -> TypeSyntax? {
        guard let initial = p.initializer, let named = Self.typeNameStarting(initial),
              let found = lookupType(named, from: t), found.isDeclared else { return nil }
        return Self.named(found.qualifiedName)
    }

    /// `Log` of `Log.noop`, `Log(…)` and `Log.make(…)`.
    private static func typeNameStarting(_ e: ExprSyntax) -> String? {
        var base = e
        if let call = base.as(FunctionCallExprSyntax.self) { base = call.calledExpression }
        if let m = base.as(MemberAccessExprSyntax.self), let b = m.base { base = b }
        guard let name = base.as(DeclReferenceExprSyntax.self)?.baseName.text, name.first?.isUppercase == true else { return nil }
        return name
    }

    static func named(_ name: String) -> TypeSyntax { TypeSyntax(IdentifierTypeSyntax(name: .identifier(name))) }

    /// `T?` or `T!`'s `T`; the type itself otherwise (nil stays nil).
    static func wrapped(_ type: TypeSyntax?) -> TypeSyntax? {
        type?.as(OptionalTypeSyntax.self)?.wrappedType ?? type?.as(ImplicitlyUnwrappedOptionalTypeSyntax.self)?.wrappedType ?? type
    }

    /// An integer literal given the type of the expression beside it (`rating ?? 0`, `flag ? 1 : average`): a
    /// floating-point type makes it that type; anything else leaves it as it is.
    func literal(_ v: Value, typedLike e: ExprSyntax, _ scope: Scope) -> Value {
        guard case .intLiteral = v, let type = Self.wrapped(staticType(of: e, scope)),
              Self.floatingPointTypes.contains(Self.baseTypeName(type)) else { return v }
        return typed(v, asNamed: Self.baseTypeName(type))
    }
}
