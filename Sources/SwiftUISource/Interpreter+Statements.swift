import DynamicType
import ViewModel
import SwiftSyntax

extension Interpreter {
    /// A body: one expression is its value; otherwise statements run as a view builder (each view statement adds
    /// a view, as `@ViewBuilder` does) until a `return`.
    func run(_ list: CodeBlockItemListSyntax, _ scope: Scope) throws -> Value {
        // The commonest body, one expression, without building a list.
        if list.count == 1, let only = list.first, case .expr(let e) = only.item { return try evaluate(e, scope) }
        let items = index.active.statements(list)
        if items.count == 1, case .expr(let e) = items[0].item { return try evaluate(e, scope) }
        // A lone `if`/`switch` is an expression whose branches give the value (Swift 5.9, SE-0380), or views.
        if items.count == 1, case .stmt(let s) = items[0].item, let e = s.as(ExpressionStmtSyntax.self)?.expression,
           e.is(IfExprSyntax.self) || e.is(SwitchExprSyntax.self) {
            return try evaluate(e, scope)
        }
        var views: [Element] = []
        switch try block(items[...], Scope(parent: scope), into: &views) {
        case .returned(let v): return v
        case .normal, .continued, .broke, .fellThrough: return .views(views)
        }
    }

    /// How a block ended: it ran to the end, returned, or left its loop iteration (`continue`) or loop (`break`).
    enum Flow {
        case normal, returned(Value), continued, broke
        /// `fallthrough`: the next case's statements run, as Swift's switch does.
        case fellThrough

        var isNormal: Bool { if case .normal = self { true } else { false } }
    }

    func block(_ list: CodeBlockItemListSyntax, _ scope: Scope, into views: inout [Element]) throws -> Flow {
        try block(index.active.statements(list)[...], scope, into: &views)
    }

    func block(_ items: ArraySlice<CodeBlockItemSyntax>, _ scope: Scope, into views: inout [Element]) throws -> Flow {
        // A local function may be called above its declaration in its block (the Swift book, Functions, Nested
        // Functions: a nested function is visible in its enclosing scope), as `FlowResult.init` calls the helpers it
        // declares below its loop.
        for item in items {
            guard case .decl(let d) = item.item, let f = d.as(FunctionDeclSyntax.self) else { continue }
            scope.bind(f.name.plain, .localFunction(f, scope))
            remember(scope)
        }
        for (position, item) in zip(items.indices, items) {
            switch item.item {
            case .decl(let d):
                if let v = d.as(VariableDeclSyntax.self) { try declare(v, scope); continue }
                if d.is(FunctionDeclSyntax.self) { continue }  // bound above, before the block runs
                // A type declared in the body (`struct Container: View { … }` in a #Preview) is visible below it.
                if let t = index.localTypes[d.id] { scope.bind(t.name, .type(t.qualifiedName)); continue }
                // `typealias Entity = NSEntityDescription` in a body names that type below it (the Swift book,
                // Declarations, Type Alias Declaration: a type alias may be declared in any scope).
                if let a = d.as(TypeAliasDeclSyntax.self) {
                    let target = a.initializer.value.trimmedDescription
                    scope.bind(a.name.plain, .type(lookupType(target, from: nil)?.qualifiedName ?? target))
                    continue
                }
                throw fail("only `let`/`var`, `typealias` and type declarations are evaluated inside a body, not `\(short(d))`", at: d)
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
                    let flow = try passingOver { try statement(e.expression, scope, into: &views) }
                    if !flow.isNormal { return flow }
                    continue
                }
                if let loop = s.as(ForStmtSyntax.self) {
                    let flow = try forLoop(loop, scope, into: &views)
                    if !flow.isNormal { return flow }
                    continue
                }
                if s.is(WhileStmtSyntax.self) || s.is(RepeatStmtSyntax.self) {
                    let flow = try whileLoop(s, scope, into: &views)
                    if !flow.isNormal { return flow }
                    continue
                }
                if let t = s.as(ThrowStmtSyntax.self) {
                    throw ThrownError(value: try evaluate(t.expression, scope), location: location(t))
                }
                if let d = s.as(DoStmtSyntax.self) {
                    let flow = try doStatement(d, scope, into: &views)
                    if !flow.isNormal { return flow }
                    continue
                }
                if let d = s.as(DeferStmtSyntax.self) {
                    // Runs when the block is left, after the statements below it (and their own `defer`s) and after a
                    // `return`'s value is taken, as Swift runs it.
                    let flow = try block(items[(position + 1)...], scope, into: &views)
                    var drawnByDefer: [Element] = []
                    _ = try block(d.body.statements, Scope(parent: scope), into: &drawnByDefer)
                    return flow
                }
                if s.is(ContinueStmtSyntax.self) { return .continued }
                if s.is(BreakStmtSyntax.self) { return .broke }
                if s.is(FallThroughStmtSyntax.self) { return .fellThrough }
                throw fail("the statement `\(short(s))` is not evaluated in a view body", at: s)
            case .expr(let e):
                let flow = try passingOver { try statement(e, scope, into: &views) }
                if !flow.isNormal { return flow }
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
            // `break` in a case leaves the switch; `fallthrough` runs the next case's statements (the Swift book,
            // Control Flow: it does not check the next case's condition).
            var flow = try block(statements, caseScope, into: &views)
            var following = index.active.cases(s.cases).drop { $0.statements.id != statements.id }.dropFirst()[...]
            while case .fellThrough = flow, let next = following.first {
                following = following.dropFirst()
                flow = try block(next.statements, Scope(parent: scope), into: &views)
            }
            switch flow {
            case .broke, .fellThrough: return .normal
            default: return flow
            }
        }
        let raw = try evaluate(e, scope)
        if case .opaque = raw, discardsUnknownCalls, Self.isSideEffectCall(e), !methodsNotEvaluated.contains(e.id) { return .normal }
        let value = try known(raw)
        if case .views(let list) = value { views += list; return .normal }
        if value.isNull { return .normal }  // a call run for its effect (`self.init()`, `items.append(x)`)
        if let gauge = gaugeView(value) { views.append(gauge); return .normal }
        // A model a call returns (`@discardableResult func insert(…) -> Plant`): in a function its value is
        // unused; a view body could not hold it (it is no View), so this is not one.
        if e.is(FunctionCallExprSyntax.self), let t = value.sourceType, !t.isView, !isLayout(t) { return .normal }
        if e.is(FunctionCallExprSyntax.self) || e.is(DeclReferenceExprSyntax.self) || e.is(MemberAccessExprSyntax.self) {
            throw fail("`\(short(e))` is \(value.typeDescription), not a view", at: e)
        }
        return .normal
    }

    func declare(_ v: VariableDeclSyntax, _ scope: Scope) throws {
        // `@Previewable @Environment(\.horizontalSizeClass) var sizeClass` in a #Preview: the environment's value.
        let environmentKey = v.attributes.compactMap { $0.as(AttributeSyntax.self) }
            .first { $0.attributeName.sourceText == "Environment" }
            .flatMap { attribute -> String? in
                guard case .argumentList(let list)? = attribute.arguments,
                      let path = list.first?.expression.as(KeyPathExprSyntax.self) else { return nil }
                return path.components.map { $0.component.sourceText }.joined(separator: ".").description
            }
        remember(scope)
        for binding in v.bindings {
            if let key = environmentKey, let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.plain {
                scope.bind(name, try environmentValue(key, at: binding))
                continue
            }
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.plain else {
                if binding.pattern.is(WildcardPatternSyntax.self) {
                    // `let _ = print(…)` is not run; `let _ = prepareDependencies { … }` (a preview's usual form) is.
                    if let call = binding.initializer?.value.as(FunctionCallExprSyntax.self),
                       call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "prepareDependencies" {
                        _ = try evaluate(ExprSyntax(call), scope)
                    }
                    continue
                }
                guard binding.pattern.is(TuplePatternSyntax.self), let initial = binding.initializer?.value else {
                    throw fail("only `let name = …` and `let (a, b) = …` bindings are evaluated", at: binding)
                }
                try bindPattern(binding.pattern, try evaluate(initial, scope), scope)
                continue
            }
            guard let initial = binding.initializer?.value else {
                // `@Dependency(\.clock) var clock`: a property wrapper of another library supplies the value at run
                // time. Otherwise `let x: T` is assigned below (on every path, as definite initialization requires).
                let attributes = v.attributes.compactMap { $0.as(AttributeSyntax.self) }
                if let dependency = attributes.first(where: { $0.attributeName.sourceText == "Dependency" }) {
                    scope.bind(name, try dependencyValueOrUnknown(dependency, at: binding))
                    continue
                }
                let wrapper = attributes.map(\.attributeName.sourceText).first { $0 != "Previewable" }
                let why = wrapper.map { "`\(name)` gets its value from the property wrapper `@\($0)` at run time, which "
                    + "layoutcheck does not evaluate: pass the value to the view in the preview" }
                    ?? "`\(name)` is read before a value is assigned to it"
                // `var range: Range<Int>?`: an optional `var` starts as nil (the Swift book, Optionals: "If you define
                // an optional variable without providing a default value, the variable is automatically set to nil").
                let startsNil = wrapper == nil && v.bindingSpecifier.tokenKind == .keyword(.var)
                    && (binding.typeAnnotation?.type.is(OptionalTypeSyntax.self) == true
                        || binding.typeAnnotation?.type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) == true)
                scope.bind(name, startsNil ? .null : .opaque(fail(why, at: binding)))
                continue
            }
            let value = try evaluate(initial, scope)
            // `let parts: [Part] = [.text("x")]`: implicit members take the declared type, as in a property.
            switch (binding.typeAnnotation?.type, value) {
            case (let type?, .array), (let type?, .dictionary), (let type?, .member("success", _?)), (let type?, .member("failure", _?)):
                scope.bind(name, try coerce(value, to: type, context: scope.instance?.type, at: binding))
            default:
                scope.bind(name, typed(value, as: binding.typeAnnotation?.type))
            }
            if let type = binding.typeAnnotation?.type {
                scope.declare(name, type: type)
                if type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) { scope.markOptional(name) }
            }
        }
    }

    /// A method call (`Fonts.register()`) or a function named as functions are (`srand48(42)`, lower camel case by
    /// Swift's API Design Guidelines), as opposed to a type's initializer (`Row(…)`), which would be a view.
    /// A modifier chain on a type's initializer (`Chart { … }.chartLegend(.hidden)`) is a view, not a method call.
    static func isSideEffectCall(_ e: ExprSyntax) -> Bool {
        guard let call = e.as(FunctionCallExprSyntax.self) else { return false }
        if let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base { return !isInitializerChain(base) }
        guard let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.plain else { return false }
        // `Task { … }` as a statement starts work that ends after the first frame.
        return name.first?.isLowercase == true || name == "Task"
    }

    /// `Row(…)`, `Chart { … }`, or either with modifiers after it.
    private static func isInitializerChain(_ e: ExprSyntax) -> Bool {
        var current = e
        while let call = current.as(FunctionCallExprSyntax.self) {
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
                current = base
                continue
            }
            return call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.plain.first?.isUppercase == true
        }
        return false
    }

    /// Iterations of all the `for` loops of one evaluation, against runaway loops.
    static let maxLoopIterations = 10_000

    /// `for item in items { … }` (with `where`): the body once per element, in a scope of its own.
    private func forLoop(_ loop: ForStmtSyntax, _ scope: Scope, into views: inout [Element]) throws -> Flow {
        let items: [Value]
        switch try known(try evaluate(loop.sequence, scope)) {
        case .array(let list): items = list
        // A Set's or a dictionary's order is unspecified (Interpreter+Unordered): a loop runs over it when no order
        // can change what it does (one element, or a body that only counts).
        case .unordered(let list) where list.count <= 1 || Self.isOrderFree(loop, elementsAreDistinct: true): items = list
        case .dictionary(let entries) where entries.count <= 1 || Self.isOrderFree(loop, elementsAreDistinct: false):
            items = entries.map { .record([Argument(label: "key", value: $0.key), Argument(label: "value", value: $0.value)]) }
        case .unordered, .dictionary:
            throw fail("`for … in` over a Set or a dictionary runs in an order Swift leaves unspecified, and this loop's "
                       + "body may depend on it (one that only counts, `n += 1`, does not): sort it first (`.sorted()`)",
                       at: loop.sequence)
        case let other:
            guard let elements = try drained(other, at: loop.sequence) else {
                throw fail("`for … in` runs over an array or a range; `\(short(loop.sequence))` is not one", at: loop.sequence)
            }
            items = elements
        }
        guard items.count <= Self.maxLoopIterations else {
            throw fail("a loop of more than \(Self.maxLoopIterations) iterations", at: loop)
        }
        for item in items {
            let inner = Scope(parent: scope)
            if loop.caseKeyword != nil {
                // `for case let name? in names`, `for case .done(let n) in steps`: only the elements the pattern matches.
                guard try matches(item, loop.pattern, inner, binding: false) else { continue }
            } else {
                try bindPattern(loop.pattern, item, inner)
            }
            if let w = loop.whereClause, try !truth(try evaluate(w.condition, inner), at: w) { continue }
            switch try block(loop.body.statements, inner, into: &views) {
            case .returned(let v): return .returned(v)
            case .broke: return .normal
            case .normal, .continued, .fellThrough: continue
            }
        }
        return .normal
    }

    /// A loop whose effect is the same in any order: its body only adds or subtracts integer literals
    /// (`counts[tag, default: 0] += 1`), in `if`s and inner loops of the same kind, and no condition reads what the
    /// loop counts (`if seen == 0` would pick out whichever element came first). Integer addition commutes and is
    /// exact, so the totals do not depend on the order. Over distinct elements (a Set, fetched models) the body may
    /// also set a property of the element itself from values no iteration changes (`food.owned = stock[food.id]`):
    /// each iteration changes only its own element.
    static func isOrderFree(_ loop: ForStmtSyntax, elementsAreDistinct: Bool) -> Bool {
        let element = elementsAreDistinct ? loop.pattern.as(IdentifierPatternSyntax.self)?.identifier.text : nil
        var counted: Set<String> = []
        var conditions: [Syntax] = []
        guard collectCounting(loop, element: element, into: &counted, conditions: &conditions) else { return false }
        return conditions.allSatisfy { condition in
            !condition.tokens(viewMode: .sourceAccurate).contains { counted.contains($0.text) }
        }
    }

    /// The names a loop's body counts into (and the element's properties it sets) and the conditions and values it
    /// reads; false when it does anything else.
    private static func collectCounting(_ loop: ForStmtSyntax, element: String?, into counted: inout Set<String>,
                                        conditions: inout [Syntax]) -> Bool {
        if let w = loop.whereClause { conditions.append(Syntax(w)) }
        return collectCounting(loop.body.statements, element: element, into: &counted, conditions: &conditions)
    }

    private static func collectCounting(_ statements: CodeBlockItemListSyntax, element: String?, into counted: inout Set<String>,
                                        conditions: inout [Syntax]) -> Bool {
        for item in statements {
            let expr: ExprSyntax
            switch item.item {
            case .expr(let e): expr = e
            case .stmt(let s):
                if let inner = s.as(ForStmtSyntax.self) {
                    guard collectCounting(inner, element: nil, into: &counted, conditions: &conditions) else { return false }
                    continue
                }
                if s.is(ContinueStmtSyntax.self) { continue }
                guard let e = s.as(ExpressionStmtSyntax.self)?.expression else { return false }
                expr = e
            case .decl: return false
            }
            if var branch = expr.as(IfExprSyntax.self) {
                while true {
                    conditions.append(Syntax(branch.conditions))
                    guard collectCounting(branch.body.statements, element: element, into: &counted, conditions: &conditions)
                    else { return false }
                    switch branch.elseBody {
                    case .ifExpr(let next)?: branch = next; continue
                    case .codeBlock(let b)?:
                        guard collectCounting(b.statements, element: element, into: &counted, conditions: &conditions)
                        else { return false }
                    case nil: break
                    }
                    break
                }
                continue
            }
            if let target = countedName(expr) {
                counted.insert(target)
            } else if let element, let write = elementWrite(expr, of: element) {
                counted.insert(write.property)
                conditions.append(Syntax(write.value))
            } else {
                return false
            }
        }
        return true
    }

    /// `food.owned = stock[food.id] ?? 0`: the element's property set, and the value, which calls nothing (a call
    /// could change what later iterations read); nil for anything else.
    private static func elementWrite(_ e: ExprSyntax, of element: String) -> (property: String, value: ExprSyntax)? {
        let parts: (left: ExprSyntax, right: ExprSyntax)
        if let infix = e.as(InfixOperatorExprSyntax.self), infix.operator.is(AssignmentExprSyntax.self) {
            parts = (infix.leftOperand, infix.rightOperand)
        } else if let sequence = e.as(SequenceExprSyntax.self), sequence.elements.count == 3,
                  Array(sequence.elements)[1].is(AssignmentExprSyntax.self) {
            parts = (Array(sequence.elements)[0], Array(sequence.elements)[2])
        } else {
            return nil
        }
        guard let member = parts.left.as(MemberAccessExprSyntax.self),
              member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == element,
              !parts.right.tokens(viewMode: .sourceAccurate).contains(where: { $0.text == "(" }) else { return nil }
        return (member.declName.baseName.text, parts.right)
    }

    /// `n += 1`, `counts[tag, default: 0] -= 2`: the name counted into (`n`, `counts`); nil for anything else.
    private static func countedName(_ e: ExprSyntax) -> String? {
        let parts: (left: ExprSyntax, op: String?, right: ExprSyntax)
        if let infix = e.as(InfixOperatorExprSyntax.self) {
            parts = (infix.leftOperand, infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text, infix.rightOperand)
        } else if let sequence = e.as(SequenceExprSyntax.self), sequence.elements.count == 3 {
            let elements = Array(sequence.elements)
            parts = (elements[0], elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text, elements[2])
        } else {
            return nil
        }
        guard parts.op == "+=" || parts.op == "-=", parts.right.is(IntegerLiteralExprSyntax.self) else { return nil }
        var base = parts.left
        while true {
            if let s = base.as(SubscriptCallExprSyntax.self) { base = s.calledExpression; continue }
            if let m = base.as(MemberAccessExprSyntax.self), let b = m.base { base = b; continue }
            break
        }
        return base.as(DeclReferenceExprSyntax.self)?.baseName.text
    }

    /// `while condition { … }` and `repeat { … } while condition`, at most `maxLoopIterations` times (a loop
    /// still running then is diagnosed at its line, never cut short).
    private func whileLoop(_ s: StmtSyntax, _ scope: Scope, into views: inout [Element]) throws -> Flow {
        let (conditions, body, testFirst): (ConditionElementListSyntax?, CodeBlockSyntax, Bool)
        if let w = s.as(WhileStmtSyntax.self) { (conditions, body, testFirst) = (w.conditions, w.body, true) }
        else if let r = s.as(RepeatStmtSyntax.self) { (conditions, body, testFirst) = (nil, r.body, false) }
        else { return .normal }
        func holds() throws -> Scope? {
            if let conditions { return try self.conditions(conditions, scope) }
            let r = s.as(RepeatStmtSyntax.self)!
            return try truth(try evaluate(r.condition, scope), at: r.condition) ? scope : nil
        }
        var iterations = 0
        var bound: Scope? = testFirst ? try holds() : scope
        while let inner = bound {
            iterations += 1
            guard iterations <= Self.maxLoopIterations else {
                throw fail("a loop of more than \(Self.maxLoopIterations) iterations", at: s)
            }
            switch try block(body.statements, Scope(parent: inner), into: &views) {
            case .returned(let v): return .returned(v)
            case .broke: return .normal
            case .normal, .continued, .fellThrough: break
            }
            bound = try holds()
        }
        return .normal
    }

    /// `name`, `_`, `(a, b)`, `(key, (x, _))`: the names a `for` or `let` pattern binds to the parts of a value.
    func bindPattern(_ pattern: PatternSyntax, _ value: Value, _ scope: Scope) throws {
        if let name = pattern.as(IdentifierPatternSyntax.self)?.identifier.plain { scope.bind(name, value); return }
        if pattern.is(WildcardPatternSyntax.self) { return }
        if let binding = pattern.as(ValueBindingPatternSyntax.self) { return try bindPattern(binding.pattern, value, scope) }
        // `if let (a, b) = pair` is parsed as an expression pattern: a tuple of names.
        if let tuple = pattern.as(ExpressionPatternSyntax.self)?.expression.as(TupleExprSyntax.self) {
            guard case .record(let parts) = try known(value), parts.count == tuple.elements.count else {
                throw fail("`\(short(pattern))` takes a tuple of \(tuple.elements.count), found \(value.typeDescription)", at: pattern)
            }
            for (element, part) in zip(tuple.elements, parts) {
                if element.expression.is(DiscardAssignmentExprSyntax.self) { continue }
                if let inner = element.expression.as(PatternExprSyntax.self) { try bindPattern(inner.pattern, part.value, scope); continue }
                guard let name = element.expression.as(DeclReferenceExprSyntax.self)?.baseName.plain else {
                    throw fail("the pattern `\(short(pattern))` is not evaluated; write a tuple of names", at: pattern)
                }
                scope.bind(name, part.value)
            }
            return
        }
        guard let tuple = pattern.as(TuplePatternSyntax.self) else {
            throw fail("the pattern `\(short(pattern))` is not evaluated; write a name or a tuple of names", at: pattern)
        }
        guard case .record(let parts) = try known(value), parts.count == tuple.elements.count else {
            throw fail("`\(short(pattern))` takes a tuple of \(tuple.elements.count), found \(value.typeDescription)", at: pattern)
        }
        for (element, part) in zip(tuple.elements, parts) { try bindPattern(element.pattern, part.value, scope) }
    }

    /// `if` conditions: Bool expressions and `if let x = optional` / `if let x`, all of which must hold.
    /// Returns the scope with the bindings, which the `then` branch runs in; nil when a condition fails.
    func conditions(_ list: ConditionElementListSyntax, _ scope: Scope) throws -> Scope? {
        let inner = Scope(parent: scope)
        for element in list {
            switch element.condition {
            case .expression(let e):
                if try !truth(try evaluate(e, inner), at: e) { return nil }
            case .optionalBinding(let b) where b.pattern.is(TuplePatternSyntax.self) || b.pattern.is(ExpressionPatternSyntax.self):
                // `if let (food, product) = bestValue`: an optional tuple, taken apart when present.
                guard let initializer = b.initializer else { throw fail("`if let (…)` needs a value", at: b) }
                let value = try evaluate(initializer.value, inner)
                if value.isNull { return nil }
                try bindPattern(b.pattern, value, inner)
            case .optionalBinding(let b):
                guard let name = b.pattern.as(IdentifierPatternSyntax.self)?.identifier.plain else {
                    throw fail("only `if let name` bindings are evaluated", at: b)
                }
                let value = try b.initializer.map { try evaluate($0.value, inner) } ?? (try evaluate(
                    ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(name))), inner))
                if value.isNull { return nil }
                inner.bind(name, value)
            case .matchingPattern(let m):
                // `if case .loaded(let items) = state`.
                let subject = try evaluate(m.initializer.value, inner)
                guard try matches(subject, m.pattern, inner, binding: false) else { return nil }
            case .availability(let a):
                // `#available(iOS 17, *)`: the preview runs on the newest iOS, where every check holds (and every
                // `#unavailable` fails).
                if a.availabilityKeyword.tokenKind == .poundUnavailable { return nil }
            default:
                throw fail("`\(short(element))`: only Bool conditions and `if let` are evaluated", at: element)
            }
        }
        return inner
    }

    /// The statements of the case that matches the subject, in a scope of their own.
    func chosenCase(_ s: SwitchExprSyntax, _ scope: Scope) throws -> (CodeBlockItemListSyntax, Scope) {
        let subject = try evaluate(s.subject, scope)
        if case .opaque(let why) = subject, branchExploration != nil { return try undecidedCase(s, unknown(why, readAt: s.subject), scope) }
        for c in index.active.cases(s.cases) {
            switch c.label {
            case .default: return (c.statements, Scope(parent: scope))
            case .case(let label):
                for item in label.caseItems {
                    let caseScope = Scope(parent: scope)
                    guard try matches(subject, item.pattern, caseScope, binding: false) else { continue }
                    if let w = item.whereClause, try !truth(try evaluate(w.condition, caseScope), at: w) { continue }
                    return (c.statements, caseScope)
                }
            }
        }
        throw fail("no case of this switch matches \(subject.typeDescription)", at: s)
    }

    /// Whether `subject` matches a `case` pattern, binding the names it declares (`case .loaded(let items)`,
    /// `case let .failed(message)`) in `scope`. `binding`: inside `let`, where a bare name declares.
    func matches(_ subject: Value, _ pattern: PatternSyntax, _ scope: Scope, binding: Bool) throws -> Bool {
        if pattern.is(WildcardPatternSyntax.self) { return true }
        if let b = pattern.as(ValueBindingPatternSyntax.self) { return try matches(subject, b.pattern, scope, binding: true) }
        if let name = pattern.as(IdentifierPatternSyntax.self)?.identifier.plain {
            scope.bind(name, subject)
            return true
        }
        if let isType = pattern.as(IsTypePatternSyntax.self) { return try castMatches(subject, isType.type, scope, at: pattern) }
        guard let e = pattern.as(ExpressionPatternSyntax.self)?.expression else {
            throw fail("the pattern `\(short(pattern))` is not evaluated; match cases by name", at: pattern)
        }
        return try matches(subject, e, scope, binding: binding)
    }

    /// `case is T`, `case let x as T`: whether the subject is of the type; reported where only the app could tell.
    private func castMatches(_ subject: Value, _ type: TypeSyntax, _ scope: Scope, at node: some SyntaxProtocol) throws -> Bool {
        if case .opaque(let why) = subject { throw why }
        guard let result = castSucceeds(subject, to: type, scope) else { throw undecidedCast(subject, type, at: node) }
        return result
    }

    /// An expression pattern: `_`, a binding, a tuple of patterns, an enum case, a range (`90...`, `0.5..<1`), or
    /// a value compared with `==` (Swift's `~=`).
    private func matches(_ subject: Value, _ e: ExprSyntax, _ scope: Scope, binding: Bool) throws -> Bool {
        if e.is(DiscardAssignmentExprSyntax.self) { return true }
        if let inner = e.as(PatternExprSyntax.self) { return try matches(subject, inner.pattern, scope, binding: binding) }
        if let tuple = e.as(TupleExprSyntax.self), tuple.elements.count > 1 {
            guard case .record(let parts) = subject, parts.count == tuple.elements.count else { return false }
            return try zip(parts, tuple.elements).allSatisfy { try matches($0.value, $1.expression, scope, binding: binding) }
        }
        // `case let object as [String: Any]`: the cast decides, then the name binds the value.
        if let s = e.as(SequenceExprSyntax.self), s.elements.count == 3, let elements = Optional(Array(s.elements)),
           elements[1].is(UnresolvedAsExprSyntax.self), let type = elements[2].as(TypeExprSyntax.self)?.type {
            guard try castMatches(subject, type, scope, at: e) else { return false }
            return try matches(subject, elements[0], scope, binding: binding)
        }
        // `case .capped(let max?)`, `case let name?`: the optional pattern matches a value that is not nil, then its
        // inner pattern matches the value (the Swift book, Patterns, Optional Pattern).
        if let optional = e.as(OptionalChainingExprSyntax.self) {
            if case .opaque(let why) = subject { throw why }
            guard !subject.isNull else { return false }
            return try matches(subject, optional.expression, scope, binding: binding)
        }
        if let inRange = try numericRange(subject, e, scope) { return inRange }
        if binding, let name = e.as(DeclReferenceExprSyntax.self)?.baseName.plain {
            scope.bind(name, subject)
            return true
        }
        if let call = e.as(FunctionCallExprSyntax.self), let m = call.calledExpression.as(MemberAccessExprSyntax.self) {
            return try matchesCase(subject, m.declName.baseName.plain, call.arguments, scope, binding: binding)
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
        if let inRange = try rangeContains(value, subject, at: e), case .bool(let b) = inRange { return b }
        if case .array(let items) = value { return try items.contains { try equals(subject, $0, at: e) } }
        return try equals(subject, value, at: e)
    }

    /// `case 90...:`, `case ..<0:`, `case 0.5..<1:` on a number (Swift's `~=` for ranges); nil for other patterns.
    private func numericRange(_ subject: Value, _ e: ExprSyntax, _ scope: Scope) throws -> Bool? {
        guard isNumeric(subject) else { return nil }
        let x = try number(subject, at: e)
        if let p = e.as(PostfixOperatorExprSyntax.self), p.operator.text == "..." {
            return x >= (try number(try evaluate(p.expression, scope), at: p))
        }
        if let p = e.as(PrefixOperatorExprSyntax.self), p.operator.text == "..." || p.operator.text == "..<" {
            let bound = try number(try evaluate(p.expression, scope), at: p)
            return p.operator.text == "..." ? x <= bound : x < bound
        }
        guard let s = e.as(SequenceExprSyntax.self), s.elements.count == 3,
              let op = s.elements.dropFirst().first?.as(BinaryOperatorExprSyntax.self)?.operator.text, op == "..." || op == "..<",
              let lo = s.elements.first, let hi = s.elements.last else { return nil }
        let (low, high) = (try number(try evaluate(lo, scope), at: lo), try number(try evaluate(hi, scope), at: hi))
        return x >= low && (op == "..." ? x <= high : x < high)
    }

    /// `.name(p1, p2)` against an enum value with associated values: the case, then each payload by its pattern.
    private func matchesCase(_ subject: Value, _ name: String, _ args: LabeledExprListSyntax, _ scope: Scope,
                             binding: Bool) throws -> Bool {
        guard caseName(subject) == name else { return false }
        let payload: [Argument]
        switch subject {
        case .instance(_, let fields):
            guard case .record(let values)? = fields[Self.payloadKey] else { return args.isEmpty }
            payload = values
        case .member(_, let values?):
            // `.text("x")` whose enum type was not written where it was made: its payload as written.
            payload = values
        default: return args.isEmpty
        }
        for (arg, value) in zip(args, payload) {
            if let inner = arg.expression.as(PatternExprSyntax.self) {
                guard try matches(value.value, inner.pattern, scope, binding: binding) else { return false }
            } else if binding || arg.expression.is(DiscardAssignmentExprSyntax.self) {
                if let name = arg.expression.as(DeclReferenceExprSyntax.self)?.baseName.plain { scope.bind(name, value.value) }
            } else {
                guard try equals(value.value, try evaluate(arg.expression, scope), at: arg) else { return false }
            }
        }
        return true
    }

    /// The chosen branch's value: one expression (`if big { 24 } else { 17 }`), or the views it builds.
    func ifExpression(_ i: IfExprSyntax, _ scope: Scope) throws -> Value {
        if let bound = try conditions(i.conditions, scope) { return try run(i.body.statements, bound) }
        switch i.elseBody {
        case .ifExpr(let next)?: return try ifExpression(next, scope)
        case .codeBlock(let b)?: return try run(b.statements, Scope(parent: scope))
        case nil: return .views([])
        }
    }

    func switchExpression(_ s: SwitchExprSyntax, _ scope: Scope) throws -> Value {
        let (statements, caseScope) = try chosenCase(s, scope)
        return try run(statements, caseScope)
    }
}

extension Interpreter {
    /// A statement that cannot be evaluated is recorded and passed over: its views are missing, so the preview
    /// fails, but the statements after it are still read for their own blockers. Past the step budget, it stops.
    func passingOver(_ statement: () throws -> Flow) throws -> Flow {
        do { return try statement() } catch let d as SwiftDiagnostic where passesOverFailures {
            blockers += d.allBlockers
            return .normal
        }
    }

    /// Runs `body` and throws every blocker it met (passed over or thrown) as one diagnostic, the first met
    /// carrying the others; they are then no longer the enclosing evaluation's. The one place blockers are
    /// gathered: a preview, a GeometryReader's content, a try that may fail, a colour that only draws.
    func evaluatingAll<T>(_ body: () throws -> T) throws -> T {
        let mark = blockers.count
        let value: T
        do { value = try body() } catch let d as SwiftDiagnostic {
            blockers += d.allBlockers
            try throwBlockers(from: mark)
            throw d
        } catch {
            blockers.removeSubrange(mark...)
            throw error
        }
        try throwBlockers(from: mark)
        return value
    }

    /// The blockers met since `mark`, as one diagnostic, taken off the list.
    private func throwBlockers(from mark: Int) throws {
        guard blockers.count > mark else { return }
        var first = blockers[mark]
        first.otherBlockers = Array(blockers[(mark + 1)...])
        blockers.removeSubrange(mark...)
        throw first
    }

    /// Runs `body` as a try that may fail (an overlay's views, a mask): nil when it throws or leaves a blocker, and
    /// then the blockers it met are not the preview's.
    func attempt<T>(_ body: () throws -> T) -> T? {
        try? evaluatingAll(body)
    }

    /// Types whose values only draw (SwiftUI's `ShapeStyle`s, UIKit colours): what layout never reads.
    static let drawingOnlyTypes: Set<String> = [
        "Color", "UIColor", "CGColor", "ShapeStyle", "AnyShapeStyle", "Gradient", "LinearGradient", "RadialGradient",
        "AngularGradient", "EllipticalGradient", "Material", "HierarchicalShapeStyle",
    ]

    /// `Color`, `Color?`, `some ShapeStyle`: read from the syntax without printing it (every function call and
    /// computed property asks).
    static func isDrawingOnly(_ type: TypeSyntax?) -> Bool {
        guard var t = type else { return false }
        if let o = t.as(OptionalTypeSyntax.self) { t = o.wrappedType }
        if let s = t.as(SomeOrAnyTypeSyntax.self) { t = s.constraint }
        guard let id = t.as(IdentifierTypeSyntax.self) else { return false }
        return drawingOnlyTypes.contains(id.name.text)
    }

    /// What a function or getter of the sources computes, for what happens when it stops (`unknownIfStopped`).
    enum ComputedResult { case other, drawing, plainValue }

    /// `Color`, `some ShapeStyle`: drawing; `String?`, `Int`, `Date`: a plain value; anything else (a view, a model).
    static func computedResult(_ type: TypeSyntax?) -> ComputedResult {
        isDrawingOnly(type) ? .drawing : isPlainValue(type) ? .plainValue : .other
    }

    /// A colour or style (`var valueTextColor: Color { … }`) or a plain value (`Color.haPrimary.hex()`) computed by
    /// the app's code that stops on something the evaluator cannot know makes an unknown value carrying that reason,
    /// not a blocker: drawing never blocks, values layout never reads never block, and where layout reads one after
    /// all the reason is reported there. A plain value only when nothing that outlives the call was written before it
    /// stopped (an object's property, a static): a half-run change would be read later as if complete. Statements
    /// passed over inside it count as stopping it too (`evaluatingAll` throws what they left).
    func unknownIfStopped(_ result: ComputedResult, _ body: () throws -> Value) throws -> Value {
        guard result != .other else { return try body() }
        let mutations = sharedMutations
        do { return try evaluatingAll(body) } catch let why as SwiftDiagnostic
            where passesOverFailures && (result == .drawing || sharedMutations == mutations) {
            return .opaque(why)
        }
    }

    /// Whether a declared result type is a plain value, never a view (`String?`, `Int`, `Date`).
    static func isPlainValue(_ type: TypeSyntax?) -> Bool {
        guard var t = type else { return false }
        if let o = t.as(OptionalTypeSyntax.self) { t = o.wrappedType }
        guard let name = t.as(IdentifierTypeSyntax.self)?.name.text else { return false }
        return plainValueTypes.contains(name)
    }

    static let plainValueTypes: Set<String> = [
        "String", "Int", "Double", "CGFloat", "Float", "Bool", "Date", "URL", "CGSize", "CGRect", "CGPoint", "Character",
        "Substring", "TimeInterval", "UInt", "Int64", "UInt64", "Decimal",
    ]

    /// `do { … } catch Pattern { … } catch { … }`: an error the app's code throws (`throw`) runs the first clause
    /// whose pattern matches it, with `error` bound where no pattern names it. What the evaluator cannot know is not
    /// an error thrown: it is reported, never caught.
    func doStatement(_ d: DoStmtSyntax, _ scope: Scope, into views: inout [Element]) throws -> Flow {
        do {
            return try block(d.body.statements, Scope(parent: scope), into: &views)
        } catch let thrown as ThrownError {
            for clause in d.catchClauses {
                let inner = Scope(parent: scope)
                if clause.catchItems.isEmpty { inner.bind("error", thrown.value) }
                if try clause.catchItems.isEmpty || caught(thrown, by: clause, inner) {
                    return try block(clause.body.statements, inner, into: &views)
                }
            }
            throw thrown
        }
    }

    private func caught(_ thrown: ThrownError, by clause: CatchClauseSyntax, _ scope: Scope) throws -> Bool {
        for item in clause.catchItems {
            guard let pattern = item.pattern else { scope.bind("error", thrown.value); return true }
            guard try matches(thrown.value, pattern, scope, binding: false) else { continue }
            if let w = item.whereClause, try !truth(try evaluate(w.condition, scope), at: w) { continue }
            return true
        }
        return false
    }

    /// `try x` is `x`; `try? x` is nil when the app's code throws; `try! x` that throws traps, so it is reported.
    func tryExpression(_ t: TryExprSyntax, _ scope: Scope) throws -> Value {
        guard let mark = t.questionOrExclamationMark else { return try evaluate(t.expression, scope) }
        do { return try evaluate(t.expression, scope) } catch let thrown as ThrownError {
            if mark.tokenKind == .postfixQuestionMark { return .null }
            throw fail("`try!` traps at run time here: the code throws at \(thrown.location)", at: t)
        }
    }
}

/// An error the app's code throws with `throw` (a Swift error, which `do`/`catch` and `try?` handle), as opposed to
/// a `SwiftDiagnostic`, which says the evaluator cannot know something.
struct ThrownError: Error {
    var value: Value
    var location: SourceLocation
}
