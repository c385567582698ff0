import DynamicType
import Specs
import SwiftSyntax

extension Interpreter {
    /// A body: one expression is its value; otherwise statements run as a view builder (each view statement adds
    /// a view, as `@ViewBuilder` does) until a `return`.
    func run(_ list: CodeBlockItemListSyntax, _ scope: Scope) throws -> Value {
        let items = index.active.statements(list)
        if items.count == 1, case .expr(let e) = items[0].item { return try evaluate(e, scope) }
        var views: [Element] = []
        switch try block(items[...], Scope(parent: scope), into: &views) {
        case .returned(let v): return v
        case .normal: return .views(views)
        }
    }

    enum Flow { case normal, returned(Value) }

    func block(_ list: CodeBlockItemListSyntax, _ scope: Scope, into views: inout [Element]) throws -> Flow {
        try block(index.active.statements(list)[...], scope, into: &views)
    }

    func block(_ items: ArraySlice<CodeBlockItemSyntax>, _ scope: Scope, into views: inout [Element]) throws -> Flow {
        for (position, item) in zip(items.indices, items) {
            switch item.item {
            case .decl(let d):
                if let v = d.as(VariableDeclSyntax.self) { try declare(v, scope); continue }
                // A type declared in the body (`struct Container: View { … }` in a #Preview) is visible below it.
                if let t = index.localTypes[d.id] { scope.bind(t.name, .type(t.qualifiedName)); continue }
                throw fail("only `let`/`var` and type declarations are evaluated inside a body, not `\(short(d))`", at: d)
            case .stmt(let s):
                if let r = s.as(ReturnStmtSyntax.self) {
                    return .returned(try r.expression.map { try evaluate($0, scope) } ?? .views([]))
                }
                if let g = s.as(GuardStmtSyntax.self) {
                    guard let bound = try conditions(g.conditions, scope) else {
                        return try block(g.body.statements, Scope(parent: scope), into: &views)
                    }
                    // `guard let x` binds for the rest of the block.
                    return try block(items[(position + 1)...], bound, into: &views)
                }
                if let e = s.as(ExpressionStmtSyntax.self) {
                    if case .returned(let v) = try statement(e.expression, scope, into: &views) { return .returned(v) }
                    continue
                }
                throw fail("the statement `\(short(s))` is not evaluated in a view body", at: s)
            case .expr(let e):
                if case .returned(let v) = try statement(e, scope, into: &views) { return .returned(v) }
            }
        }
        return .normal
    }

    /// An expression statement: `if`/`switch` run their chosen branch as statements; a view adds itself.
    private func statement(_ e: ExprSyntax, _ scope: Scope, into views: inout [Element]) throws -> Flow {
        if let i = e.as(IfExprSyntax.self) {
            if let bound = try conditions(i.conditions, scope) {
                return try block(i.body.statements, bound, into: &views)
            }
            switch i.elseBody {
            case .ifExpr(let next)?: return try statement(ExprSyntax(next), scope, into: &views)
            case .codeBlock(let b)?: return try block(b.statements, Scope(parent: scope), into: &views)
            case nil: return .normal
            }
        }
        if let s = e.as(SwitchExprSyntax.self) {
            let (statements, caseScope) = try chosenCase(s, scope)
            return try block(statements, caseScope, into: &views)
        }
        let value = try known(try evaluate(e, scope))
        if case .views(let list) = value { views += list; return .normal }
        if e.is(FunctionCallExprSyntax.self) || e.is(DeclReferenceExprSyntax.self) || e.is(MemberAccessExprSyntax.self) {
            throw fail("`\(short(e))` is \(value.typeDescription), not a view", at: e)
        }
        return .normal
    }

    func declare(_ v: VariableDeclSyntax, _ scope: Scope) throws {
        // `@Previewable @Environment(\.horizontalSizeClass) var sizeClass` in a #Preview: the environment's value.
        let environmentKey = v.attributes.compactMap { $0.as(AttributeSyntax.self) }
            .first { $0.attributeName.trimmedDescription == "Environment" }
            .flatMap { attribute -> String? in
                guard case .argumentList(let list)? = attribute.arguments,
                      let path = list.first?.expression.as(KeyPathExprSyntax.self) else { return nil }
                return path.components.map { $0.component.trimmedDescription }.joined().trimmingPrefix(".").description
            }
        for binding in v.bindings {
            if let key = environmentKey, let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.plain {
                scope.bind(name, try environmentValue(key, at: binding))
                continue
            }
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.plain else {
                if binding.pattern.is(WildcardPatternSyntax.self) { continue }  // `let _ = print(…)`
                throw fail("only simple `let name = …` bindings are evaluated", at: binding)
            }
            guard let initial = binding.initializer?.value else {
                throw fail("`\(name)` has no initial value to evaluate", at: binding)
            }
            scope.bind(name, typed(try evaluate(initial, scope), as: binding.typeAnnotation?.type))
        }
    }

    /// `if` conditions: Bool expressions and `if let x = optional` / `if let x`, all of which must hold.
    /// Returns the scope with the bindings, which the `then` branch runs in; nil when a condition fails.
    func conditions(_ list: ConditionElementListSyntax, _ scope: Scope) throws -> Scope? {
        let inner = Scope(parent: scope)
        for element in list {
            switch element.condition {
            case .expression(let e):
                if try !truth(try evaluate(e, inner), at: e) { return nil }
            case .optionalBinding(let b):
                guard let name = b.pattern.as(IdentifierPatternSyntax.self)?.identifier.plain else {
                    throw fail("only `if let name` bindings are evaluated", at: b)
                }
                let value = try b.initializer.map { try evaluate($0.value, inner) } ?? (try evaluate(
                    ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(name))), inner))
                if value.isNull { return nil }
                inner.bind(name, value)
            default:
                throw fail("`\(short(element))`: only Bool conditions and `if let` are evaluated", at: element)
            }
        }
        return inner
    }

    /// The statements of the case that matches the subject, in a scope of their own.
    func chosenCase(_ s: SwitchExprSyntax, _ scope: Scope) throws -> (CodeBlockItemListSyntax, Scope) {
        let subject = try evaluate(s.subject, scope)
        for c in index.active.cases(s.cases) {
            switch c.label {
            case .default: return (c.statements, Scope(parent: scope))
            case .case(let label):
                for item in label.caseItems where try matches(subject, item.pattern, scope) {
                    if let w = item.whereClause, try !truth(try evaluate(w.condition, scope), at: w) { continue }
                    return (c.statements, Scope(parent: scope))
                }
            }
        }
        throw fail("no case of this switch matches \(subject.typeDescription)", at: s)
    }

    private func matches(_ subject: Value, _ pattern: PatternSyntax, _ scope: Scope) throws -> Bool {
        guard let e = pattern.as(ExpressionPatternSyntax.self)?.expression else {
            if pattern.is(WildcardPatternSyntax.self) { return true }
            throw fail("the pattern `\(short(pattern))` is not evaluated; match cases by name", at: pattern)
        }
        // Partial ranges of sizes: `...DynamicTypeSize.large`, `.accessibility1...`.
        if let p = e.as(PrefixOperatorExprSyntax.self), let c = category(subject),
           let bound = category(try evaluate(p.expression, scope)) {
            return p.operator.text == "..<" ? c < bound : c <= bound
        }
        if let p = e.as(PostfixOperatorExprSyntax.self), let c = category(subject),
           let bound = category(try evaluate(p.expression, scope)) {
            return c >= bound
        }
        let value = try evaluate(e, scope)
        if case .array(let items) = value { return try items.contains { try equals(subject, $0, at: e) } }
        return try equals(subject, value, at: e)
    }

    func ifExpression(_ i: IfExprSyntax, _ scope: Scope) throws -> Value {
        var views: [Element] = []
        if case .returned(let v) = try statement(ExprSyntax(i), scope, into: &views) { return v }
        return .views(views)
    }

    func switchExpression(_ s: SwitchExprSyntax, _ scope: Scope) throws -> Value {
        let (statements, caseScope) = try chosenCase(s, scope)
        return try run(statements, caseScope)
    }
}
