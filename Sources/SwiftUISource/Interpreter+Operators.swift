import DynamicType
import ViewModel
import SwiftSyntax

extension Interpreter {
    /// The parser leaves `a + b * c` as a flat sequence (folding needs operator declarations): fold the
    /// standard library's operators by precedence here.
    func sequence(_ seq: SequenceExprSyntax, _ scope: Scope) throws -> Value {
        let elements = Array(seq.elements)
        return try fold(elements[...], scope)
    }

    /// The standard library's precedence groups, loosest first (The Swift Programming Language, "Operator
    /// Declarations"): LogicalDisjunction, LogicalConjunction, Comparison, NilCoalescing, Casting (`as`/`is`, 6),
    /// RangeFormation, Addition, Multiplication, BitwiseShift. Ternary is 1 and assignment 0.
    private static let precedence: [String: Int] = [
        "||": 2, "&&": 3,
        "==": 4, "!=": 4, "===": 4, "!==": 4, "<": 4, "<=": 4, ">": 4, ">=": 4, "~=": 4,
        "??": 5,
        "...": 7, "..<": 7,
        "+": 8, "-": 8, "|": 8, "^": 8, "&+": 8, "&-": 8,
        "*": 9, "/": 9, "%": 9, "&": 9, "&*": 9,
        "<<": 10, ">>": 10, "&<<": 10, "&>>": 10,
    ]

    /// Splits at the lowest-precedence operator (the last one for left-associative operators; a ternary binds
    /// loosest of all, right to left).
    private func fold(_ elements: ArraySlice<ExprSyntax>, _ scope: Scope) throws -> Value {
        if elements.count == 1 { return try evaluate(elements.first!, scope) }
        var split: (index: Int, level: Int)?
        for i in elements.indices where (i - elements.startIndex) % 2 == 1 {
            let op = elements[i]
            let level: Int
            if op.is(UnresolvedTernaryExprSyntax.self) { level = 1 }
            else if op.is(AssignmentExprSyntax.self) { level = 0 }
            else if op.is(UnresolvedAsExprSyntax.self) || op.is(UnresolvedIsExprSyntax.self) { level = 6 }
            else if let b = op.as(BinaryOperatorExprSyntax.self), Self.compoundAssignments.contains(b.operator.text) { level = 0 }
            else if let b = op.as(BinaryOperatorExprSyntax.self), let p = Self.precedence[b.operator.text] { level = p }
            else { throw fail("the operator `\(op.sourceText)` is not evaluated", at: op) }
            // Ternaries are right-associative: take the first; others left-associative: take the last.
            if let s = split, level > s.level || (level == s.level && level == 1) { continue }
            split = (i, level)
        }
        guard let (i, _) = split else { throw fail("cannot read this expression", at: elements.first!) }
        let op = elements[i]
        let left = elements[elements.startIndex..<i]
        let right = elements[(i + 1)...]
        if let t = op.as(UnresolvedTernaryExprSyntax.self) {
            // An unknown condition makes an unknown value, diagnosed where layout reads it.
            let condition = try fold(left, scope)
            if case .opaque = condition { return condition }
            let holds = try truth(condition, at: op)
            let chosen = holds ? try evaluate(t.thenExpression, scope) : try fold(right, scope)
            // `flag ? 1 : average` is a Double when `average` is: both branches take one type.
            guard case .intLiteral = chosen else { return chosen }
            if !holds { return literal(chosen, typedLike: t.thenExpression, scope) }
            if right.count == 1 { return literal(chosen, typedLike: right.first!, scope) }
            return arithmeticType(Array(right), scope).map { typed(chosen, asNamed: Self.baseTypeName($0)) } ?? chosen
        }
        if let a = op.as(UnresolvedAsExprSyntax.self), let type = right.first?.as(TypeExprSyntax.self)?.type {
            return try cast(try fold(left, scope), a, to: type, scope)
        }
        if op.is(UnresolvedIsExprSyntax.self), let type = right.first?.as(TypeExprSyntax.self)?.type {
            return try isInstance(try fold(left, scope), of: type, scope, at: op)
        }
        if op.is(AssignmentExprSyntax.self) {
            try assign(left, try fold(right, scope), scope, at: op)
            return .null
        }
        guard let binaryOperator = op.as(BinaryOperatorExprSyntax.self) else {
            throw fail("the operator `\(op.sourceText)` is not evaluated", at: op)
        }
        let name = binaryOperator.operator.text
        if Self.compoundAssignments.contains(name) {
            try assign(left, try combine(String(name.dropLast()), try fold(left, scope), try fold(right, scope), at: op), scope, at: op)
            return .null
        }
        let lhs = try fold(left, scope)
        // Short-circuit like Swift: the right side may be unknown when the left decides.
        switch (name, lhs) {
        case ("&&", .bool(false)): return .bool(false)
        case ("||", .bool(true)): return .bool(true)
        case ("??", let v) where !v.isNull: return v
        // `rating ?? 0` with `rating: Double?` nil: the result has the left side's wrapped type (0.0).
        case ("??", _) where left.count == 1: return literal(try fold(right, scope), typedLike: left.first!, scope)
        default: break
        }
        return try combine(name, lhs, try fold(right, scope), at: op)
    }

    /// `value is T` for values of the sources' types (the type or one it inherits from); unknown otherwise.
    private func isInstance(_ v: Value, of type: TypeSyntax, _ scope: Scope, at op: ExprSyntax) throws -> Value {
        // A view builder that built nothing is an `EmptyView` (`if let v = transform(self), !(v is EmptyView)`).
        if case .views(let list) = v, ["EmptyView", "SwiftUI.EmptyView"].contains(type.sourceText) {
            return .bool(list.isEmpty)
        }
        if case .opaque = v { return v }
        guard let result = castSucceeds(v, to: type, scope) else {
            return .opaque(fail("`is \(type.sourceText)` is decided only at run time here", at: op))
        }
        return .bool(result)
    }

    private static let arithmeticOperators: Set<String> = ["+", "-", "*", "/", "%"]
    private static let comparisons: Set<String> = ["==", "!=", "<", "<=", ">", ">="]
    private static let compoundAssignments: Set<String> = ["+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>=",
                                                                   "&+=", "&-=", "&*=", "&<<=", "&>>="]

    /// `name = value` (a local), `object.property = value` (a class instance: every reference sees it),
    /// `local.property = value` (a struct held in a local: the local gets the changed copy), `property = value`
    /// inside a class's method.
    func assign(_ target: ArraySlice<ExprSyntax>, _ value: Value, _ scope: Scope, at op: ExprSyntax) throws {
        guard target.count == 1, let expr = target.first else { throw fail("cannot assign to this expression", at: op) }
        if expr.is(DiscardAssignmentExprSyntax.self) { return }  // `_ = f()`: evaluated for its effects
        // `page?.number += 1`: the changed copy goes back to `page` (an optional chain sets nothing when it is nil).
        if let chain = expr.as(OptionalChainingExprSyntax.self) {
            if try evaluate(chain.expression, scope).isNull { return }
            try assign([chain.expression][...], value, scope, at: op)
            return
        }
        // `(a, b) = (b, a)`, `(c.year, c.month) = (2025, 1)`: the tuple's elements, each to its place (the right side
        // was evaluated first, as Swift does).
        if let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count > 1 {
            guard case .record(let parts) = try known(value), parts.count == tuple.elements.count else {
                throw fail("a tuple is assigned \(value.typeDescription), not a tuple of \(tuple.elements.count) values", at: expr)
            }
            for (element, part) in zip(tuple.elements, parts) { try assign([element.expression][...], part.value, scope, at: op) }
            return
        }
        if let r = expr.as(DeclReferenceExprSyntax.self) {
            let name = r.baseName.plain
            if scope.assign(name, value) { return }
            if name == "self", let box = scope.object, !box.type.isClass {
                try replaceSelf(of: box, with: value, at: expr)
                return
            }
            if let object = scope.object,
               try setProperty(name, of: object, value, at: expr) || runSetter(name, of: object, value, at: expr) { return }
            // A static property of the type being evaluated, or of one it is nested in.
            var owner = scope.instance?.type
            while let t = owner, t.statics[name] == nil { owner = t.parent }
            if let t = owner { setStatic(t.qualifiedName + "." + name, value); return }
        } else if let sub = expr.as(SubscriptCallExprSyntax.self) {
            let container = try known(try evaluate(sub.calledExpression, scope))
            if try settingDependency(of: container, sub, to: value, scope) { return }
            // `profile[.sweet] = v` on a type declaring `subscript(…) { get set }`: its setter; a struct is assigned back.
            if let changed = try settingDeclaredSubscript(of: container, sub, to: value, scope) {
                if case .instance = changed { try assign([sub.calledExpression][...], changed, scope, at: op) }
                return
            }
            // `dict[key] = v`, `items[i] = v`: the container with the element replaced, assigned back.
            if sub.arguments.count == 1 || (Self.hasDefault(sub) && container.isDictionary), let key = sub.arguments.first {
                let k = try evaluate(key.expression, scope)
                // `totals[key] = 2` in a `[String: Double]` stores 2.0: the element type the collection declares.
                let stored = literal(value, typedLike: ExprSyntax(sub), scope)
                try assign([sub.calledExpression][...], try replacing(k, with: stored, in: container, at: key), scope, at: op)
                return
            }
        } else if let m = expr.as(MemberAccessExprSyntax.self), let baseExpr = m.base {
            let name = m.declName.baseName.plain
            if try attributedStringAttribute(name, on: baseExpr, scope) { return }
            // `self.x = v` in a struct's initializer or `mutating` method changes the box `self` is held in.
            let isSelf = baseExpr.as(DeclReferenceExprSyntax.self)?.baseName.plain == "self"
            switch try isSelf ? scope.object.map(Value.object) ?? evaluate(baseExpr, scope) : evaluate(baseExpr, scope) {
            case .type(let qualified) where index.types[qualified]?.statics[name] != nil:
                setStatic(qualified + "." + name, value)
                return
            case .object(let object):
                if try setProperty(name, of: object, value, at: expr) || runSetter(name, of: object, value, at: expr) { return }
                throw fail("the assignment to `\(name)`, which is neither a stored property of `\(object.type.name)` nor one "
                           + "with a setter, is not evaluated", at: expr)
            case .instance(let t, let fields):
                // A struct is a value: the changed copy is assigned back where it came from (`a.b.c = v`), its
                // observers or its computed property's setter run on the copy.
                let box = ObjectRef(type: t, fields: fields)
                guard try setProperty(name, of: box, value, at: expr) || runSetter(name, of: box, value, at: expr) else {
                    throw fail("the assignment to `\(name)`, which is neither a stored property of `\(t.name)` nor one with "
                               + "a setter, is not evaluated", at: expr)
                }
                try assign([baseExpr][...], .instance(t, box.fields), scope, at: op)
                return
            case .member where Self.isPreviewSetting(name, value):
                // `style.calendar = calendar`, `style.timeZone = calendar.timeZone` with the preview's own calendar:
                // the calendar, time zone and locale a format style already has here.
                return
            case .record(var parts):
                // `acc.0 += 1`, `totals.done += 1`: a tuple is a value; the changed copy is assigned back.
                let position = Int(name) ?? parts.firstIndex { $0.label == name }
                guard let i = position, parts.indices.contains(i) else { break }
                parts[i].value = value
                try assign([baseExpr][...], .record(parts), scope, at: op)
                return
            case .member("$calendar", let settings) where Self.calendarSettings.contains(name) && !value.isOpaque
                    && (try? calendar((settings ?? []) + [Argument(label: name, value: value)], at: expr)) != nil:
                // `cal.timeZone = TimeZone(identifier: "America/New_York")!`, `cal.firstWeekday = 2`: the calendar
                // computes dates with it (Interpreter+Calendar).
                let kept = (settings ?? []).filter { $0.label != name } + [Argument(label: name, value: value)]
                try assign([baseExpr][...], .member("$calendar", arguments: kept), scope, at: op)
                return
            case .member("$calendar", _):
                // `cal.locale = …`: month and weekday names in another language than the case's are not modelled, so
                // a calendar given one is unknown from here on.
                let unknown = fail("a Calendar given its own `\(name)` is not modelled: layoutcheck computes and shows dates in "
                                   + "the preview's calendar (Gregorian, in UTC, in the case's locale); build the dates with "
                                   + "`Calendar.current` or pass them into the view", at: expr)
                try assign([baseExpr][...], .opaque(unknown), scope, at: op)
                return
            case .member where value.isOpaque:
                // A framework value given an unknown part is unknown from now on, for the same reason.
                try assign([baseExpr][...], value, scope, at: op)
                return
            case .member("zero", nil) where Self.zeroComponents[name] != nil:
                // `bounds.width = w` on `CGSize.zero`: a settable component names the type (a CGSize's width and
                // height, a CGPoint's x and y; a CGRect's are read-only), so `.zero` becomes its initializer's zeros.
                let zero = Self.zeroComponents[name]!.map { Argument(label: $0, value: .number(0)) }
                try assign(target, value, scope, at: op, replacingBase: baseExpr, with: .member("init", arguments: zero))
                return
            case .member(let kind, var args?) where kind == "init" || kind == "$dateComponents" || kind.first?.isUppercase == true:
                // A framework struct held as its initializer's arguments (`CGSize(width:height:)`,
                // `Date.FormatStyle(…)`): the property is that argument from now on.
                args.removeAll { $0.label == name }
                args.append(Argument(label: name, value: value))
                try assign([baseExpr][...], .member(kind, arguments: args), scope, at: op)
                return
            case .opaque:
                // A property of an unknown value (`manager.delegate = self`): the value stays unknown either way.
                return
            case .null where baseExpr.is(OptionalChainingExprSyntax.self):
                // `page?.number = 2` on a nil `page`: optional chaining sets nothing.
                return
            default: break
            }
        }
        throw fail("the assignment to `\(short(expr))` is not evaluated: only locals and properties of objects and local "
                   + "structs are assigned", at: expr)
    }

    /// `title.foregroundColor = .secondary`, `title[range].underlineStyle = .single`: an AttributedString's
    /// attributes that draw without changing a glyph's width (held as its text, which stays as it is). One that
    /// changes the face or the advances (`font`, `kern`, `tracking`, `baselineOffset`) makes runs in their own font,
    /// which layoutcheck does not measure within one text yet: reported. False for any other assignment.
    private func attributedStringAttribute(_ name: String, on baseExpr: ExprSyntax, _ scope: Scope) throws -> Bool {
        let drawing: Set<String> = ["foregroundColor", "backgroundColor", "underlineStyle", "strikethroughStyle", "underlineColor",
                                    "strikethroughColor", "link", "accessibilityLabel", "inlinePresentationIntent"]
        let shaping: Set<String> = ["font", "kern", "tracking", "baselineOffset"]
        guard drawing.contains(name) || shaping.contains(name) else { return false }
        let text = baseExpr.as(SubscriptCallExprSyntax.self)?.calledExpression ?? baseExpr
        guard text.is(DeclReferenceExprSyntax.self) || text.is(MemberAccessExprSyntax.self),
              case .string = try evaluate(text, scope) else { return false }
        if shaping.contains(name) {
            throw fail("an AttributedString given its own `\(name)` is drawn in runs of their own font, which layoutcheck "
                       + "does not measure within one text yet (its colour, underline and link are)", at: baseExpr)
        }
        return true
    }

    /// The settable components of the Core Graphics and SwiftUI values written `.zero`, by a component's name.
    static let zeroComponents: [String: [String]] = [
        "width": ["width", "height"], "height": ["width", "height"], "x": ["x", "y"], "y": ["x", "y"],
        "dx": ["dx", "dy"], "dy": ["dx", "dy"],
    ]

    /// `target = value` after `base` (the target's base, a `.zero`) is given `replacement`, its explicit form.
    private func assign(_ target: ArraySlice<ExprSyntax>, _ value: Value, _ scope: Scope, at op: ExprSyntax,
                        replacingBase base: ExprSyntax, with replacement: Value) throws {
        try assign([base][...], replacement, scope, at: op)
        try assign(target, value, scope, at: op)
    }

    /// `self = other` in a struct's or enum's `mutating` method or initializer: the whole value is replaced, as
    /// Swift's in-out `self` allows (the Swift book, Methods: "Assigning to self Within a Mutating Method").
    private func replaceSelf(of box: ObjectRef, with value: Value, at node: ExprSyntax) throws {
        let t = box.type
        var typed = try known(value)
        // `self = .init(…)`, `self = .sample`, `self = .off`: an implicit member of the type itself.
        switch typed {
        case .member("init", let args?): typed = try instantiate(t, args, at: node)
        case .member(let name, let args?) where t.isEnum && t.enumCases.contains(name): typed = try enumCase(name, of: t, args)
        case .member(let name, nil): typed = try staticMember(name, of: t.qualifiedName, at: node)
        default: break
        }
        guard case .instance(let built, let fields) = typed, built === t else {
            throw fail("`self = …` with \(value.typeDescription), not a `\(box.type.name)`", at: node)
        }
        noteChange(of: box, to: value, counted: false)
        box.fields = fields
    }

    /// `Type.name = value` for a static of the sources, seen by every later read.
    private func setStatic(_ key: String, _ value: Value) {
        noteStaticChange(key, to: value)
        staticValues[key] = value
    }

    /// A dictionary with `key` set to `value` (removed for nil), or an array with the element at `key` replaced.
    private func replacing(_ key: Value, with value: Value, in container: Value, at node: some SyntaxProtocol) throws -> Value {
        switch container {
        case .dictionary(var entries):
            let existing = try entries.firstIndex { try equals($0.key, key, at: node) }
            if value.isNull { if let existing { entries.remove(at: existing) }; return .dictionary(entries) }
            if let existing { entries[existing].value = value } else { entries.append((key: key, value: value)) }
            return .dictionary(entries)
        case .array(var items):
            let i = try integer(key, at: node)
            guard items.indices.contains(i) else { throw fail("index \(i) is out of range for \(items.count) elements", at: node) }
            items[i] = value
            return .array(items)
        default:
            throw fail("cannot assign an element of \(container.typeDescription)", at: node)
        }
    }

    /// `x = v` / `_x = State(initialValue: v)` on a property of an object; false when it has no such property.
    /// The value takes the property's declared type, as in Swift (`_mode = State(initialValue: .external)` stores a
    /// case of the property's enum).
    private func setProperty(_ name: String, of object: ObjectRef, _ value: Value, at node: ExprSyntax) throws -> Bool {
        // The instance an initializer is making is not shared yet: if the initializer stops, it is dropped.
        if unobserved.contains(ObjectIdentifier(object)) { noteStoring(in: object, value) } else { noteChange(of: object, to: value) }
        // A formatter's settings are recorded as set, and applied when it formats (`Interpreter+Formatters.swift`).
        if Self.isFormatter(object) || Self.isJSONDecoder(object) { object.fields[name] = value; return true }
        let stored = index.storedProperties(of: object.type)
        if let p = stored.first(where: { $0.name == name }) {
            // In an appear action, a `@Binding`'s write goes to the view owning the state, not carried back: not run.
            if appearUndo != nil, p.wrapperName == "Binding" {
                throw fail("it sets the binding `\(name)`, whose state belongs to another view", at: node)
            }
            var new = try coerce(value, to: p.type ?? initializedType(of: p, in: object.type), context: object.type, at: node)
            if let wrapper = appWrapper(of: p, in: object.type) {
                // In an initializer the first assignment makes the wrapper (`init(wrappedValue:)`); later ones run
                // its setter, whose effect on a wrapper's own state is not modelled.
                guard unobserved.contains(ObjectIdentifier(object)) else {
                    throw fail("`\(name)` has the app's property wrapper `@\(wrapper.name)`: setting it after the instance "
                               + "is made runs the wrapper's setter, which is not evaluated", at: node)
                }
                new = try wrappedValue(of: p, wrapper, initial: new, at: node)
            }
            let key = "\(ObjectIdentifier(object)).\(name)"
            guard let observers = p.observers, !unobserved.contains(ObjectIdentifier(object)), !observing.contains(key) else {
                object.fields[name] = new
                return true
            }
            // `willSet` sees `newValue`, `didSet` `oldValue` (or the names they give); setting the property again
            // inside its own observer stores it without calling them.
            observing.insert(key)
            defer { observing.remove(key) }
            let old = try member(name, of: object.type, object.fields, at: node) ?? .null  // an initial value is read now
            try observe(observers, "willSet", "newValue", new, object, at: node)
            object.fields[name] = new
            try observe(observers, "didSet", "oldValue", old, object, at: node)
            return true
        }
        if name.hasPrefix("_"), let p = stored.first(where: { $0.name == String(name.dropFirst()) }) {
            object.fields[p.name] = try coerce(Self.query(Self.wrappedValue(value), typedAs: p.type), to: p.type,
                                               context: object.type, at: node)
            return true
        }
        return false
    }

    /// `x.total = 20` where `var total: Int { get { … } set { … } }`: the setter runs with `newValue` (or the name
    /// it gives) on the value; false when the type has no such setter.
    private func runSetter(_ name: String, of object: ObjectRef, _ value: Value, at node: ExprSyntax) throws -> Bool {
        guard let accessors = ([object.type] + object.type.supertypes).lazy.compactMap({ $0.computed[name] }).first,
              case .accessors(let list) = accessors.accessors,
              let setter = list.first(where: { $0.accessorSpecifier.text == "set" }), let body = setter.body else { return false }
        let scope = Scope(parent: Scope(object: object))
        // The property's type: `$0.apiClient = .mock` is the declared type's `mock`.
        let newValue = try implicitMember(typed(value, declaredAt: accessors), as: Self.declaredType(of: accessors), context: object.type)
        scope.bind(setter.parameters?.name.text ?? "newValue", newValue)
        var views: [Element] = []
        _ = try enter(at: node) { try self.block(body.statements, scope, into: &views) }
        return true
    }

    private func observe(_ block: AccessorBlockSyntax, _ kind: String, _ implicitName: String, _ value: Value,
                         _ object: ObjectRef, at node: ExprSyntax) throws {
        guard case .accessors(let list) = block.accessors,
              let observer = list.first(where: { $0.accessorSpecifier.text == kind }), let body = observer.body else { return }
        let scope = Scope(parent: Scope(object: object))
        scope.bind(observer.parameters?.name.text ?? implicitName, value)
        var views: [Element] = []
        _ = try enter(at: node) { try self.block(body.statements, scope, into: &views) }
    }

    func binary(_ name: String, _ lhs: Value, _ rhs: ExprSyntax, _ scope: Scope, at node: some SyntaxProtocol) throws -> Value {
        try combine(name, lhs, try evaluate(rhs, scope), at: node)
    }

    /// `(a.day, a.title) < (b.day, b.title)`: tuples order lexicographically (the standard library's `<` for tuples
    /// of up to six Comparable elements): the first unequal pair decides; when all but the last are equal, the last
    /// is compared with the operator itself.
    private func tupleOrder(_ op: String, _ x: [Value], _ y: [Value], at node: some SyntaxProtocol) throws -> Value {
        for i in x.indices.dropLast() where try !equals(x[i], y[i], at: node) {
            return try combine(op.hasPrefix("<") ? "<" : ">", x[i], y[i], at: node)
        }
        return try combine(op, x[x.count - 1], y[y.count - 1], at: node)
    }

    func combine(_ op: String, _ a: Value, _ b: Value, at node: some SyntaxProtocol) throws -> Value {
        // An unknown operand makes the result unknown, with the operand's reason (`session != nil` never guesses).
        if case .opaque = a { return a }
        if case .opaque = b, op != "??" { return b }
        if Self.comparisons.contains(op), let ordered = try unsignedComparison(op, a, b, at: node) { return .bool(ordered) }
        if Self.arithmeticOperators.contains(op), a.sourceType != nil || b.sourceType != nil,
           let result = try declaredOperator(op, a, b, at: node) {
            return result
        }
        switch op {
        case "??": return a.isNull ? b : a
        case "&&": return .bool(try truth(a, at: node) && truth(b, at: node))
        case "||": return .bool(try truth(a, at: node) || truth(b, at: node))
        case "==", "!=":
            let equal = try equals(a, b, at: node)
            return .bool(op == "==" ? equal : !equal)
        case "===", "!==":
            // Identity of class instances (the Swift book, Identity Operators); nil is identical only to nil.
            let identical: Bool
            switch (a, b) {
            case (.object(let x), .object(let y)): identical = x === y
            case (.null, .null): identical = true
            case (.null, .object), (.object, .null): identical = false
            default: throw fail("`\(op)` compares class instances, not \(a.typeDescription) and \(b.typeDescription)", at: node)
            }
            return .bool(op == "===" ? identical : !identical)
        case "<", "<=", ">", ">=":
            if case .string(let x) = a, case .string(let y) = b {
                // Swift's String order (Unicode canonical equivalence), the same in the evaluator as in the app.
                switch op {
                case "<": return .bool(x < y)
                case "<=": return .bool(x <= y)
                case ">": return .bool(x > y)
                default: return .bool(x >= y)
                }
            }
            if let ordered = try declaredOrder(op, a, b, at: node) { return .bool(ordered) }
            if case .record(let x) = a, case .record(let y) = b, x.count == y.count, !x.isEmpty {
                return try tupleOrder(op, x.map(\.value), y.map(\.value), at: node)
            }
            let (x, y) = try comparable(a, b, at: node)
            switch op {
            case "<": return .bool(x < y)
            case "<=": return .bool(x <= y)
            case ">": return .bool(x > y)
            default: return .bool(x >= y)
            }
        case "+":
            if case .string(let x) = a, case .string(let y) = b { return .string(x + y) }
            if case .array(let x) = a, case .array(let y) = b { return .array(x + y) }
            if case .views(let x) = a, case .views(let y) = b { return try concatenateTexts(x, y, at: node) }
            return try arithmetic(op, a, b, at: node)
        case "-", "*", "/", "%": return try arithmetic(op, a, b, at: node)
        case "&+", "&-", "&*", "&<<", "&>>":
            if let wrapped = try unsignedOperation(op, a, b, at: node) ?? wrappingIntOperation(op, a, b, at: node) { return wrapped }
            throw fail("the operator `\(op)` takes integers", at: node)
        case "<<", ">>", "&", "|", "^":
            if let u = try unsignedOperation(op, a, b, at: node) { return u }
            // Integers only, as in Swift; a shift past the width gives 0 (Swift's smart shifts).
            guard a.isInteger, b.isInteger else { throw fail("the operator `\(op)` takes integers", at: node) }
            let x = try integer(a, at: node), y = try integer(b, at: node)
            switch op {
            case "<<": return .int(x << y)
            case ">>": return .int(x >> y)
            case "&": return .int(x & y)
            case "|": return .int(x | y)
            default: return .int(x ^ y)
            }
        case "..." where category(a) != nil && category(b) != nil:
            return .member(PartialRange.closed, arguments: [Argument(label: nil, value: a), Argument(label: nil, value: b)])
        case "...", "..<":
            if let dates = try dateRange(op, a, b, at: node) { return dates }
            // A range with a floating-point bound (`0.75 ... 1.1`) is not a sequence in Swift: its bounds, for
            // `random(in:)` and `contains`.
            if [a, b].contains(where: { switch $0 { case .number, .float: true; default: false } }) {
                return Self.rangeValue(Self.floatingRange, a, b, closed: op == "...")
            }
            // Held by its bounds, as Swift's ranges are; its elements are listed where it is gone through.
            let lo = try integer(a, at: node), hi = try integer(b, at: node)
            guard lo <= hi else {
                throw fail("`\(lo)\(op)\(hi)`: a range whose upper bound is below its lower one traps at run time", at: node)
            }
            return Self.rangeValue(Self.integerRange, .int(lo), .int(hi), closed: op == "...")
        default: throw fail("the operator `\(op)` is not evaluated", at: node)
        }
    }

    /// Numbers, strings and Dynamic Type sizes compare; a `.member` compares as the size it names.
    private func comparable(_ a: Value, _ b: Value, at node: some SyntaxProtocol) throws -> (Double, Double) {
        if let x = category(a), let y = category(b) { return (Double(x.rawValue), Double(y.rawValue)) }
        // Dates order by their moment (Date is Comparable).
        if case .date(let x) = a, case .date(let y) = b { return (x, y) }
        if let durations = durationPair(a, b, at: node) { return durations }
        // A literal compared with a Float is a Float (`progress < 0.1` rounds 0.1 to single precision first).
        if case .float = a { return (try number(a, at: node), Double(Float(try number(b, at: node)))) }
        if case .float = b { return (Double(Float(try number(a, at: node))), try number(b, at: node)) }
        return (try number(a, at: node), try number(b, at: node))
    }

    static func isBareMember(_ v: Value) -> Bool { if case .member(_, nil) = v { true } else { false } }

    func equals(_ a: Value, _ b: Value, at node: some SyntaxProtocol) throws -> Bool {
        if let equal = try unsignedComparison("==", a, b, at: node) { return equal }
        switch (a, b) {
        case (.string(let x), .string(let y)): return x == y
        case (.decimal, _) where isNumeric(b), (_, .decimal) where isNumeric(a):
            return try decimal(a, at: node) == decimal(b, at: node)
        case _ where durationPair(a, b, at: node) != nil:
            let (x, y) = durationPair(a, b, at: node)!
            return x == y
        case (.float, _) where isNumeric(b), (_, .float) where isNumeric(a):
            // The literal beside a Float is a Float (`rating == 4.1` is true for `let rating: Float = 4.1`).
            return try Float(number(a, at: node)) == Float(number(b, at: node))
        case _ where isNumeric(a) && isNumeric(b):
            return try number(a, at: node) == number(b, at: node)
        case (.member("zero", nil), _) where isNumeric(b), (_, .member("zero", nil)) where isNumeric(a):
            return try number(a, at: node) == number(b, at: node)
        case (.bool(let x), .bool(let y)): return x == y
        case (.date(let x), .date(let y)): return x == y
        case (.url(let x), .url(let y)): return x == y
        case (.null, .null): return true
        case (.null, _), (_, .null): return false
        case (.member(let x, nil), .member(let y, nil)): return x == y
        // `Content.self == EmptyView.self`: types by name (`some View` is any view type but EmptyView).
        case (.type(let x), .type(let y)): return x == y
        case (.unordered(let x), .unordered(let y)): return try unorderedEquals(x, y, at: node)
        // `reasons == .placeholder`: an option set compared with one option (Swift reads the member as the set of it).
        case (.unordered(let x), .member(_, nil)) where x.allSatisfy(Self.isBareMember):
            return try unorderedEquals(x, [b], at: node)
        case (.member(_, nil), .unordered(let y)) where y.allSatisfy(Self.isBareMember):
            return try unorderedEquals([a], y, at: node)
        case (.array, .array), (.dictionary, .dictionary): return try collectionsEqual(a, b, at: node)!
        // Tuples compare element by element (SE-0015), as `switch (a, b) { case (1, true): … }` matches.
        case (.record(let x), .record(let y)) where x.count == y.count:
            return try zip(x, y).allSatisfy { try equals($0.value, $1.value, at: node) }
        case (.instance(let t, let x), .instance(let u, let y)) where Self.isUUID(t) && Self.isUUID(u):
            return Self.uuidsEqual(x, y)
        // A random UUID's text (`UUID().uuidString`) is no text written in the sources (2⁻¹²² odds).
        case (.instance(let t, let x), .string) where Self.isUUID(t) && x[Self.uuidSiteKey] != nil: return false
        case (.string, .instance(let t, let x)) where Self.isUUID(t) && x[Self.uuidSiteKey] != nil: return false
        case (.instance(let t, let x), .instance(let u, let y)) where t.qualifiedName == u.qualifiedName:
            return try instancesEqual(t, a, x, b, y, at: node)
        // `phase == .loaded(1)`: the implicit member is a case of the other side's enum, payload included.
        case (.instance(let t, _), .member(let name, let args?)) where t.isEnum && t.enumCases.contains(name):
            return try equals(a, try enumCase(name, of: t, args), at: node)
        case (.member(let name, let args?), .instance(let t, _)) where t.isEnum && t.enumCases.contains(name):
            return try equals(try enumCase(name, of: t, args), b, at: node)
        // `case .hummingbird:` on a struct with `static let hummingbird = Self(rawValue: …)`: the static it names.
        case (.instance(let t, _), .member(let name, nil)) where t.statics[name] != nil:
            return try equals(a, try staticMember(name, of: t.qualifiedName, at: node), at: node)
        case (.member(let name, nil), .instance(let t, _)) where t.statics[name] != nil:
            return try equals(try staticMember(name, of: t.qualifiedName, at: node), b, at: node)
        default:
            if let x = category(a), let y = category(b) { return x == y }
            if let x = caseName(a), let y = caseName(b) { return x == y }
            throw fail("cannot compare \(a.typeDescription) with \(b.typeDescription) statically", at: node)
        }
    }

    /// Two values of a struct or enum of the sources: by the `==` the type declares, else as Swift synthesizes
    /// `Equatable` (SE-0185): the same case and equal payloads, or equal stored properties.
    private func instancesEqual(_ t: TypeDecl, _ a: Value, _ x: [String: Value], _ b: Value, _ y: [String: Value],
                                at node: some SyntaxProtocol) throws -> Bool {
        let declared = ([t] + t.supertypes).lazy.compactMap { $0.staticMethods["=="] }.first
        if let declared, let parameters = declared.first?.signature.parameterClause.parameters, parameters.count == 2 {
            // An operator's operands fill its two parameters in order (they are written without labels).
            let args = zip(parameters, [a, b]).map { p, v in
                Argument(label: p.firstName.text == "_" ? nil : p.firstName.text, value: v)
            }
            return try truth(try callFunction(declared, args, Scope(instance: (t, [:])), at: node), at: node)
        }
        // An enum: the same case, then equal payloads (a case made without its payload record has none).
        if t.isEnum, x[Self.caseKey] != nil || y[Self.caseKey] != nil {
            guard let a = x[Self.caseKey], let b = y[Self.caseKey], try equals(a, b, at: node) else { return false }
            return try equals(x[Self.payloadKey] ?? .record([]), y[Self.payloadKey] ?? .record([]), at: node)
        }
        guard x.count == y.count else { return false }
        // Member by member in declaration order, as the synthesized `==` compares (and as a report names the first
        // it cannot compare, the same on every run); an enum's case and payload after.
        let properties = index.storedProperties(of: t).map(\.name).filter { x[$0] != nil }
        let rest = x.keys.filter { !properties.contains($0) }.sorted()
        for key in properties + rest {
            // A property still holding its initial value unevaluated (`.deferred`) is read as the type reads it.
            let value = properties.contains(key) ? try member(key, of: t, x, at: node) : x[key]
            let other = properties.contains(key) ? try member(key, of: t, y, at: node) : y[key]
            guard let value, let other, try equals(value, other, at: node) else { return false }
        }
        return true
    }

    /// `[a, b] == [a, b]`: the same count and equal elements in order; dictionaries: the same keys with equal values.
    private func collectionsEqual(_ a: Value, _ b: Value, at node: some SyntaxProtocol) throws -> Bool? {
        switch (a, b) {
        case (.array(let x), .array(let y)):
            guard x.count == y.count else { return false }
            return try zip(x, y).allSatisfy { try equals($0, $1, at: node) }
        case (.dictionary(let x), .dictionary(let y)):
            guard x.count == y.count else { return false }
            return try x.allSatisfy { entry in
                guard let match = try y.first(where: { try equals($0.key, entry.key, at: node) }) else { return false }
                return try equals(entry.value, match.value, at: node)
            }
        default: return nil
        }
    }

    /// `a < b` (`>`, `<=`, `>=`) for values of a type of the sources that declares `static func <` (Comparable):
    /// the other three follow from it as the standard library derives them. Nil for other values.
    func declaredOrder(_ op: String, _ a: Value, _ b: Value, at node: some SyntaxProtocol) throws -> Bool? {
        guard let t = a.sourceType ?? b.sourceType else { return nil }
        // `tier < .vip`: the implicit member is a case of the other side's enum.
        let (a, b) = (try caseOfEnum(a, t), try caseOfEnum(b, t))
        guard let declared = ([t] + t.supertypes).lazy.compactMap({ $0.staticMethods["<"] }).first,
              let parameters = declared.first?.signature.parameterClause.parameters, parameters.count == 2 else {
            return try synthesizedOrder(op, t, a, b, at: node)
        }
        func less(_ x: Value, _ y: Value) throws -> Bool {
            let args = zip(parameters, [x, y]).map { p, v in Argument(label: p.firstName.text == "_" ? nil : p.firstName.text, value: v) }
            return try truth(try callFunction(declared, args, Scope(instance: (t, [:])), at: node), at: node)
        }
        switch op {
        case "<": return try less(a, b)
        case ">": return try less(b, a)
        case "<=": return try !less(b, a)
        default: return try !less(a, b)
        }
    }

    private func caseOfEnum(_ v: Value, _ t: TypeDecl) throws -> Value {
        guard t.isEnum, case .member(let name, let args) = v, t.enumCases.contains(name) else { return v }
        return try enumCase(name, of: t, args ?? [])
    }

    /// An enum declared `Comparable` without a `<` of its own: Swift synthesizes the order of its cases as declared
    /// (SE-0266), for enums without associated values. Nil for other types.
    private func synthesizedOrder(_ op: String, _ t: TypeDecl, _ a: Value, _ b: Value, at node: some SyntaxProtocol) throws -> Bool? {
        guard t.isEnum, t.inherited.contains("Comparable"), t.casePayloads.isEmpty,
              let x = caseName(a).flatMap(t.enumCases.firstIndex(of:)),
              let y = caseName(b).flatMap(t.enumCases.firstIndex(of:)) else { return nil }
        switch op {
        case "<": return x < y
        case ">": return x > y
        case "<=": return x <= y
        default: return x >= y
        }
    }

    /// `a + b` where a type of the sources declares `static func +` (`Money + Money`, `reduce(.zero, +)`): its
    /// function. Nil when neither operand's type declares the operator.
    func declaredOperator(_ op: String, _ a: Value, _ b: Value, at node: some SyntaxProtocol) throws -> Value? {
        for t in [a.sourceType, b.sourceType].compactMap({ $0 }) {
            guard let declared = ([t] + t.supertypes).lazy.compactMap({ $0.staticMethods[op] }).first(where: {
                $0.contains { $0.signature.parameterClause.parameters.count == 2 }
            }) else { continue }
            let binary = declared.filter { $0.signature.parameterClause.parameters.count == 2 }
            let args = [a, b].map { Argument(label: nil, value: $0) }
            return try callFunction(binary, Self.labelled(args, for: binary), Scope(instance: (t, [:])), at: node)
        }
        return nil
    }

    /// The case name of an enum value of the sources, or of `.name`.
    func caseName(_ v: Value) -> String? {
        switch v {
        case .instance(let t, let fields) where t.isEnum:
            if case .string(let name)? = fields[Self.caseKey] { return name }
            return nil
        case .member(let name, _): return name
        default: return nil
        }
    }

    /// A Dynamic Type size: the environment's, or a case written `.accessibility1` / `.accessibilityMedium`.
    func category(_ v: Value) -> ContentSizeCategory? {
        switch v {
        case .dynamicTypeSize(let c): return c
        case .member(let name, nil): return SwiftUIVocabulary.category(named: name)
        default: return nil
        }
    }

    func prefix(_ p: PrefixOperatorExprSyntax, _ scope: Scope) throws -> Value {
        let v = try evaluate(p.expression, scope)
        switch p.operator.text {
        case "!": return .bool(!(try truth(v, at: p)))
        case "-": return try negated(v, at: p)
        case "~":
            if case .unsigned(let u) = v { return .unsigned(~u) }
            return .int(~(try integer(v, at: p)))
        case "...": return .member(PartialRange.through, arguments: [Argument(label: nil, value: v)])
        case "..<": return .member(PartialRange.upTo, arguments: [Argument(label: nil, value: v)])
        default: throw fail("the prefix operator `\(p.operator.text)` is not evaluated", at: p)
        }
    }
}

/// Ranges of Dynamic Type sizes (`...accessibility3`, `.large...`, `.xSmall ... .xxxLarge`), for `dynamicTypeSize`.
enum PartialRange {
    static let through = "$through", upTo = "$upTo", from = "$from", closed = "$closed"
}

extension Value {
    var isNull: Bool { if case .null = self { return true } else { return false } }
}
