import SwiftParser
import SwiftSyntax

/// `Optional.map(_:)` and `flatMap(_:)`: nil stays nil, a value is passed to the function (Swift's Optional). The
/// evaluator holds an optional as its value or nil, so `name.map(…)` on a String is Optional's map only when the
/// source says the receiver is optional; otherwise it would be String's map over characters, which is diagnosed.
extension Interpreter {
    /// `Optional.map`/`flatMap` on `baseExpr`, or nil when the receiver is not known to be optional.
    func optionalMap(_ name: String, on baseExpr: ExprSyntax, _ c: FunctionCallExprSyntax, _ scope: Scope) throws -> Value? {
        guard name == "map" || name == "flatMap", isOptional(baseExpr, scope),
              let fExpr = c.trailingClosure.map(ExprSyntax.init) ?? c.arguments.first?.expression,
              c.arguments.count + (c.trailingClosure == nil ? 0 : 1) == 1 else { return nil }
        let base = try evaluate(baseExpr, scope)
        switch base {
        case .null, .opaque: return base
        default: break
        }
        if let reference = initializerReference(fExpr) {
            return try callInitializer(reference.type, label: reference.label, with: base, scope, at: c)
        }
        return try apply(try evaluate(fExpr, scope), [base], at: c)
    }

    /// `value.map { … }` where `value` holds a number, a Boolean, a tuple, a date or a model: none is a sequence,
    /// so the only `map` it can have is Optional's (`displayValue: { value in value.map { "\($0) fps" } }`).
    func optionalMapOfAScalar(_ name: String, on base: Value, _ c: FunctionCallExprSyntax, _ scope: Scope) throws -> Value? {
        guard name == "map" || name == "flatMap" else { return nil }
        switch base {
        case .number, .float, .int, .intLiteral, .scaled, .bool, .record, .date, .url: break
        // A model (`message.map { "You: " + $0.text }`), unless its type declares `map` (found before this) or is a
        // sequence of its own, whose `map` is Sequence's.
        case .instance(let t, _) where !Self.isSequence(t): break
        case .object(let o) where !Self.isSequence(o.type): break
        default: return nil
        }
        let args = try arguments(c, scope)
        guard args.count == 1, args[0].label == nil || args[0].label == "transform" else { return nil }
        return try apply(args[0].value, [base], at: c)
    }

    static func isSequence(_ t: TypeDecl) -> Bool {
        t.inherited.contains { ["Sequence", "Collection", "RandomAccessCollection", "BidirectionalCollection",
                                "MutableCollection", "RangeReplaceableCollection"].contains($0) }
    }

    private static let mappedName = "layoutcheckMappedValue"
    /// `String.init`, `Image.init(systemName:)` passed as a function (`names.map(String.init)`).
    static let initializerFunction = "$initializerFunction"

    /// `T(label: value)`, the call an initializer reference stands for, as written out.
    /// Without a value, the initializer that takes no arguments (`var now: () -> Date = Date.init`, called).
    func callInitializer(_ type: String, label: String?, with value: Value?, _ scope: Scope, at c: some SyntaxProtocol) throws -> Value {
        let inner = Scope(parent: scope)
        if let value { inner.bind(Self.mappedName, value) }
        let text = value == nil ? "\(type)()" : "\(type)(\(label.map { "\($0): " } ?? "")\(Self.mappedName))"
        guard let call = Parser.parse(source: text).statements.first?.item.as(ExprSyntax.self) else {
            throw fail("`\(type).init` is not evaluated here", at: c)
        }
        // The call is written out here, not in the file: a reason located in it is reported at the reference.
        let written = location(call)
        func relocated(_ d: SwiftDiagnostic) -> SwiftDiagnostic {
            d.location.file == written.file && d.location.line == written.line ? fail(d.message, at: c) : d
        }
        do {
            let made = try evaluate(call, inner)
            if case .opaque(let why) = made { return .opaque(relocated(why)) }
            return made
        } catch let d as SwiftDiagnostic {
            throw relocated(d)
        }
    }

    /// `T.init(label:)`, `T.init`: the type's name and the one argument's label.
    func initializerReference(_ e: ExprSyntax) -> (type: String, label: String?)? {
        guard let m = e.as(MemberAccessExprSyntax.self), m.declName.baseName.text == "init",
              let base = m.base?.as(DeclReferenceExprSyntax.self) else { return nil }
        let labels = m.declName.argumentNames?.arguments.map(\.name.text) ?? []
        guard labels.count <= 1 else { return nil }
        return (base.baseName.text, labels.first.flatMap { $0 == "_" ? nil : $0 })
    }

    /// Whether the source says `e` is an Optional: `first`/`last` of a collection, an optional chain, a property
    /// or function of the view declared with an optional type.
    func isOptional(_ e: ExprSyntax, _ scope: Scope) -> Bool {
        if e.is(OptionalChainingExprSyntax.self) { return true }
        if let m = e.as(MemberAccessExprSyntax.self) {
            if ["first", "last"].contains(m.declName.baseName.text) { return true }
            if m.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" {
                return isOptionalProperty(m.declName.baseName.text, scope)
            }
            return m.base.map { containsOptionalChain($0) } ?? false
        }
        if let r = e.as(DeclReferenceExprSyntax.self) {
            let name = r.baseName.text
            if scope.lookup(name) != nil { return scope.isDeclaredOptional(name) }
            // A property of the type being evaluated, or a global, declared `T?`.
            return isOptionalProperty(name, scope)
                || index.global(name, in: index.sourceFile(of: r) ?? file).flatMap { Self.declaredType(of: $0.value) }.map(Self.isOptionalType) ?? false
        }
        // `notes[key].map { … }`: a dictionary's subscript (without `default:`) is an Optional.
        if let s = e.as(SubscriptCallExprSyntax.self), !Self.hasDefault(s),
           s.calledExpression.is(DeclReferenceExprSyntax.self) || s.calledExpression.is(MemberAccessExprSyntax.self),
           case .dictionary? = try? evaluate(s.calledExpression, scope) {
            return true
        }
        // `text.range(of: "42").map { … }`, `items.first(where:)`: the standard library's methods that return an Optional.
        if let call = e.as(FunctionCallExprSyntax.self), let m = call.calledExpression.as(MemberAccessExprSyntax.self), m.base != nil,
           Self.optionalResultMethods.contains(m.declName.baseName.text) {
            return true
        }
        if let call = e.as(FunctionCallExprSyntax.self), let t = scope.instance?.type {
            let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
                ?? call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            guard let name, let functions = index.methods(name, of: t) ?? t.staticMethods[name] else { return false }
            return !functions.isEmpty && functions.allSatisfy {
                $0.signature.returnClause?.type.is(OptionalTypeSyntax.self) ?? false
            }
        }
        return false
    }

    static let optionalResultMethods: Set<String> = ["range", "firstIndex", "lastIndex", "first", "last", "randomElement",
                                                     "min", "max", "popLast"]

    /// `a?.b`, `a?.b.c()`, `a?[0]`: an optional chain anywhere down the postfix chain makes the whole an Optional.
    func containsOptionalChain(_ e: ExprSyntax) -> Bool {
        var current: ExprSyntax? = e
        while let node = current {
            if node.is(OptionalChainingExprSyntax.self) { return true }
            if let m = node.as(MemberAccessExprSyntax.self) { current = m.base }
            else if let c = node.as(FunctionCallExprSyntax.self) { current = c.calledExpression }
            else if let s = node.as(SubscriptCallExprSyntax.self) { current = s.calledExpression }
            else { return false }
        }
        return false
    }

    private func isOptionalProperty(_ name: String, _ scope: Scope) -> Bool {
        guard let t = scope.instance?.type ?? scope.object?.type else { return false }
        return index.storedProperties(of: t).first { $0.name == name }?.isOptional ?? false
    }
}
