import Foundation
import DynamicType
import Layout
import Localization
import ViewModel
import SwiftSyntax

/// Evaluates Swift expressions and view bodies statically, for one environment. What it cannot know (a value
/// fetched at run time, an API it does not model) stops the evaluation with a located `SwiftDiagnostic` saying
/// what would make it evaluable; nothing is guessed.
final class Interpreter {
    let index: SourceIndex
    var env: EvalEnvironment
    let file: SourceFile
    /// Nested calls of custom views and helpers, against runaway recursion.
    var depth = 0
    /// Inside a Form or List: a `Section` is a section of it, not a column of views.
    var sectionsAsMarkers = false
    /// In an initializer or a preview's own statements: a method call whose result is unknown and unused
    /// (`Fonts.register()`, `center.addObserver(…)`) is run for its side effects, which the check cannot know; in a
    /// view body such a statement would be a view, so it stops the evaluation there.
    var discardsUnknownCalls = false
    /// Calls of a standard-library method the evaluator does not implement, on a known value (`items.forEach`
    /// before it was): never passed over as another module's side effect.
    var methodsNotEvaluated: Set<SyntaxIdentifier> = []
    /// Views a preview presents (`.sheet(isPresented: .constant(true)) { … }`), each laid out on its own screen.
    var presented: [Element] = []
    /// Views tagged with `.tag(_:)` (or `Tab(value:)`) in this evaluation, held so their identity stays theirs: what a
    /// TabView's or a Picker's selection picks.
    var taggedViews: [ObjectIdentifier: (view: Element, value: Value)] = [:]
    /// ForEach's element and id key path for each view it made, whose id is its tag where none is written; worked out
    /// only when a Picker or TabView looks for its selection (`tag(of:)`).
    var forEachElements: [ObjectIdentifier: (view: Element, element: Value, id: Value?)] = [:]
    /// Pickers made in this evaluation (the row or button shown, its options, the selected one and its label), held
    /// so their identity stays theirs, for `.pickerStyle(_:)` and `labelsHidden()`.
    var pickers: [ObjectIdentifier: PickerParts] = [:]
    // Side tables keyed by an element's identity each keep the element too, so that no identity is reused while
    // the table holds it.
    /// Each Toggle's `isOn:` argument as written and where, evaluated only for an app's ToggleStyle.
    var toggleValues: [ObjectIdentifier: (toggle: Element, isOn: ExprSyntax?, scope: Scope)] = [:]
    /// The view of the sources whose body made an element, for `as?` casts of views.
    var viewTypes: [ObjectIdentifier: (view: Element, type: TypeDecl)] = [:]
    /// Each GroupBox's label and content, for an app's GroupBoxStyle.
    var groupBoxes: [ObjectIdentifier: (box: Element, parts: GroupBoxParts)] = [:]
    /// The size of the image context a function is drawing in (`UIGraphicsBeginImageContextWithOptions`).
    var drawingSize: Value?
    /// Static stored properties read or assigned in this evaluation, by `Type.name`: Swift initializes a static
    /// once, on first use, so `Store.shared` is one object however often it is read.
    var staticValues: [String: Value] = [:]
    /// The implicit member an implicit chain starts with (`.samples` of `.samples[0]`) and the type it is a member
    /// of, while that chain is evaluated for a known type (`coerce`).
    var implicitBase: (node: SyntaxIdentifier, type: String)?
    /// The types made for Foundation's formatter objects (`DateFormatter()`) and UUIDs, by name (`foundationType`).
    var madeFoundationTypes: [String: TypeDecl] = [:]
    /// Initializers being run: `self.init(…)` never picks one of these again (Swift rejects delegation cycles; an
    /// overload the evaluator cannot tell apart by labels would otherwise recurse).
    var runningInitializers: Set<SyntaxIdentifier> = []
    /// Instances whose initializer is running, and properties whose observer is running: Swift calls no observer
    /// then (the Swift book, Property Observers).
    var unobserved: Set<ObjectIdentifier> = []
    var observing: Set<String> = []
    /// Expressions evaluated so far in this evaluation, against runaway work (loops over loops, a generated table of
    /// thousands of icons read as sample data): a card or a screen of rows takes a few thousand.
    var steps = 0
    /// libc's `drand48` state (`Interpreter+Random.swift`): POSIX's value before any `srand48`.
    var rand48State: UInt64 = 0x1234_ABCD_330E
    /// Held while a GeometryReader's content or a custom Layout's code is evaluated at layout time
    /// (`DeferredGeometryContent`, `DeferredLayout`): the evaluator is not thread-safe, and layout may run on any
    /// thread. Recursive: a layout's code measures its subviews, which may run another layout's code.
    let layoutTimeLock = NSRecursiveLock()
    /// Set when a GeometryReader's content reads its proxy, or a custom Layout is made: code runs at layout time.
    var defersToLayout = false
    /// Values set with `.layoutValue(key:value:)` in this evaluation, by their mark on the views
    /// (`Interpreter+CustomLayout.swift`).
    var layoutValueTable: [(key: String, value: Value)] = []
    /// The subviews of the custom layout whose code is running (`callLayout`), for what its code asks the pass.
    var layoutSubviewsInUse: LayoutSubviews?
    static let maxSteps = 100_000
    /// The budget `steps` counts against: `maxSteps`, or `maxStaticSteps` while a static's initializer runs.
    var stepLimit = Interpreter.maxSteps
    /// Reads of state a preview may change (a `static var`, a global `var`, an object with a `var`): a static read
    /// none of while it was initialized depends only on the sources, and may be shared (`SharedStatics`).
    /// Counted only while a static's initializer runs (`initializingStatics` > 0): elsewhere no one asks.
    var mutableStateReads = 0
    var initializingStatics = 0
    /// Initial values of instances' stored properties being read: each read evaluates one again (`.deferred`), so a
    /// `UUID()` made there would be a new one on every read, not the one Swift keeps (`Interpreter+UUID.swift`).
    var readingInitialValues = 0
    /// Statics and globals this evaluation computed but did not share (`staticValues` keys): reading one again counts
    /// as reading state a preview may change.
    var unsharedStatics: Set<String> = []
    /// Set once calls nest past `maxDepth`: a recursion's every branch would be explored again, so statements that
    /// fail are no longer passed over (as past the step budget).
    var recursedTooDeep = false
    /// Whether a statement that fails may be passed over to read the ones after it for their own blockers.
    var passesOverFailures: Bool { steps <= stepLimit && !recursedTooDeep }
    /// What stopped a view statement that was passed over so that the views beside it are still evaluated: the
    /// preview is not evaluated if any is left, and every one is reported.
    var blockers: [SwiftDiagnostic] = []
    /// The types the generic parameters of the views being evaluated stand for (`Model` → `Bird` inside
    /// `ModelPreview<Model, Content>`'s body), read by the views nested in them.
    var genericTypesInEvaluation: [String: String] = [:]
    /// Writes to state that outlives a call (an object's property, a static or global): a function that stopped
    /// part-way without any may have its result made unknown instead (`unknownIfStopped`).
    var sharedMutations = 0
    /// The appear actions (`.onAppear`, `.task`) met in the bodies being evaluated, each body's after its parent's
    /// (`Interpreter+AppearActions.swift`); collected only while `collectsAppearActions`.
    /// Each with the environment of the view it is written on, which what it reads (`@Environment(\.modelContext)`)
    /// comes from.
    var appearActions: [AppearAction] = []
    var collectsAppearActions = false
    /// Evaluating content layout asks for (a GeometryReader's, per size): appear actions are not run there.
    var evaluatingAtLayoutTime = false
    /// While an appear action runs: what it changed, so that an action that cannot be run is undone.
    var appearUndo: AppearUndo?
    /// While a function meeting a condition known only at run time is run each way (`Interpreter+Branches.swift`):
    /// the decisions of this run and what it changed.
    var branchExploration: BranchExploration?
    /// Whether each result type written in the sources is never a view (`Interpreter.exploring`), by its syntax.
    var neverViewTypes: [SyntaxIdentifier: Bool] = [:]
    /// What appear actions of earlier evaluations of this preview changed (`AppearSettlement`); nil where no action
    /// is run (a static's value shared by every evaluation).
    var settlement: AppearSettlement?
    /// How many objects this evaluation made at each place, and how many actions it ran at each place.
    var objectsMade: [SyntaxIdentifier: Int] = [:]
    var actionsRun: [SyntaxIdentifier: Int] = [:]
    /// The body being evaluated (a view's, or the preview's own), numbered in the order they are entered.
    var bodyBeingEvaluated = 0
    /// How many Lists, Forms and lazy stacks or grids the views being evaluated are rows of (`inLazyRows`).
    var lazyRowsDepth = 0
    var bodiesEntered = 0
    /// swift-dependencies' values overridden by `withDependencies`/`prepareDependencies`, by key type, innermost last.
    var dependencyOverrides: [[String: Value]] = []
    /// The device's language and region (`Locale.current`, `String(localized:)`, `Bundle` lookups): the case's locale,
    /// except in a preview that sets `.environment(\.locale, …)` itself, which changes only SwiftUI's environment and
    /// leaves the device in the development language, as Xcode's canvas does.
    var deviceLocaleOverride: LocaleSetting?
    var deviceLocale: LocaleSetting { deviceLocaleOverride ?? env.locale }
    /// While a Text formats its value (`Text(x, format:)`): formats use the SwiftUI environment's locale.
    var formatsInTextEnvironment = false

    func inTextEnvironment<T>(_ body: () throws -> T) rethrows -> T {
        let saved = formatsInTextEnvironment
        formatsInTextEnvironment = true
        defer { formatsInTextEnvironment = saved }
        return try body()
    }
    static let maxDepth = 64

    /// Scopes locals were declared in and scopes closures were made in: a closure holds the scope it is made in
    /// (`let row = { … }`, `model.onChange = { … }`), so these let go of what they hold when the evaluation ends
    /// (`Scope.forget`), or the cycle would never be freed.
    var scopesToForget: [Scope] = []
    /// Views made where a modifier's body uses them (`Value.lazyViews`), forgotten with the locals.
    var lazyViewsMade: [LazyViews] = []

    init(index: SourceIndex, file: SourceFile, env: EvalEnvironment) {
        self.index = index
        self.file = file
        self.env = env
        index.liveEvaluators.add(1)
    }

    deinit {
        index.liveEvaluators.add(-1)
        // After the preview and any content made at layout time (which holds this evaluator) are done.
        for scope in scopesToForget { scope.forget() }
        for lazy in lazyViewsMade { lazy.forget() }
    }

    /// A closure written in `scope`, which it holds: the scope is let go of when the evaluation ends.
    func closure(_ syntax: ClosureExprSyntax, in scope: Scope) -> Closure {
        remember(scope)
        return Closure(syntax: syntax, scope: scope)
    }

    /// Keeps `scope` to be let go of when the evaluation ends (`scopesToForget`).
    func remember(_ scope: Scope) {
        if scopesToForget.last !== scope { scopesToForget.append(scope) }
    }

    func location(_ node: some SyntaxProtocol) -> SourceLocation {
        // Nodes of other files are located in their own file.
        index.location(of: node, default: file)
    }

    /// A type name looked up as Swift does from where it is written (`SourceIndex.type(named:from:in:)`): the file
    /// holding `node` decides which file's private types are visible, else the context type's file, else the preview's.
    func lookupType(_ name: String, from context: TypeDecl?, at node: Syntax? = nil) -> TypeDecl? {
        index.type(named: name, from: context, in: node.flatMap { index.sourceFile(of: $0) } ?? context?.file ?? file)
    }

    func fail(_ message: String, at node: some SyntaxProtocol) -> SwiftDiagnostic {
        SwiftDiagnostic(message, at: location(node))
    }

    // MARK: Expressions

    func evaluate(_ expr: ExprSyntax, _ scope: Scope) throws -> Value {
        steps += 1
        guard steps <= stepLimit else {
            throw fail("evaluating this preview takes more than \(stepLimit) steps (sample data built in loops, or "
                       + "recursion): give the preview a smaller sample", at: expr)
        }
        switch expr.as(ExprSyntaxEnum.self) {
        case .stringLiteralExpr(let s): return try string(s, scope)
        case .integerLiteralExpr(let i):
            guard let v = Self.integerLiteral(i.literal.text) else {
                if let u = Self.unsignedLiteral(i.literal.text) { return .unsigned(u) }
                throw fail("integer literal `\(i.literal.text)` is out of range", at: i)
            }
            return .intLiteral(v, asDouble: Double(v))
        case .floatLiteralExpr(let f):
            guard let v = Double(f.literal.text.replacingOccurrences(of: "_", with: "")) else {
                throw fail("cannot read `\(f.literal.text)`", at: f)
            }
            return .number(v)
        case .booleanLiteralExpr(let b): return .bool(b.literal.tokenKind == .keyword(.true))
        case .nilLiteralExpr: return .null
        case .arrayExpr(let a): return .array(try enumTypedElements(try a.elements.map { try evaluate($0.expression, scope) }))
        case .dictionaryExpr(let d):
            guard case .elements(let list) = d.content else { return .dictionary([]) }
            return .dictionary(try list.map { (key: try evaluate($0.key, scope), value: try evaluate($0.value, scope)) })
        case .tupleExpr(let t):
            guard t.elements.count == 1, let only = t.elements.first, only.label == nil else {
                // A tuple: its elements by label, and by position (`.0`, `.1`).
                return .record(try t.elements.map { Argument(label: $0.label?.text, value: try evaluate($0.expression, scope)) })
            }
            // `((((x))))`: the parentheses are taken off in a loop, not a frame each (a fuzz input nested 121 deep
            // overflowed the stack under AddressSanitizer).
            var inner = only.expression
            while let nested = inner.as(TupleExprSyntax.self), nested.elements.count == 1, let e = nested.elements.first,
                  e.label == nil {
                inner = e.expression
            }
            return try evaluate(inner, scope)
        case .declReferenceExpr(let r): return try traced(r) { try reference(r, scope) }
        case .memberAccessExpr(let m): return try traced(m) { try memberAccess(m, scope) }
        case .functionCallExpr(let call): return try traced(call) { try self.call(call, scope) }
        case .sequenceExpr(let seq): return try sequence(seq, scope)
        case .infixOperatorExpr(let infix):
            return try binary(infix.operator.sourceText, try evaluate(infix.leftOperand, scope), infix.rightOperand,
                              scope, at: infix)
        case .prefixOperatorExpr(let p): return try prefix(p, scope)
        case .postfixOperatorExpr(let p) where p.operator.text == "...":
            return .member(PartialRange.from, arguments: [Argument(label: nil, value: try evaluate(p.expression, scope))])
        case .ternaryExpr(let t):
            return try truth(try evaluate(t.condition, scope), at: t.condition)
                ? try evaluate(t.thenExpression, scope) : try evaluate(t.elseExpression, scope)
        case .keyPathExpr(let k):
            // `\.low.value`: the members in order, joined by dots (`\.a?.b` reads `b` of nil as nil).
            let path = k.components.map { $0.component.sourceText }.filter { $0 != "?" && $0 != "!" }.joined(separator: ".")
            return .keyPath(path)
        case .closureExpr(let c): return .closure(closure(c, in: scope))
        case .forceUnwrapExpr(let f):
            let v = try evaluate(f.expression, scope)
            if case .implicitChain = v { return .implicitChain(ExprSyntax(f), scope) }
            if case .null = v { throw fail("`\(f.expression.sourceText)` is nil here", at: f) }
            return v
        case .optionalChainingExpr(let o): return try evaluate(o.expression, scope)
        case .subscriptCallExpr(let sub): return try subscriptValue(sub, scope)
        case .ifExpr(let i): return try ifExpression(i, scope)
        case .switchExpr(let s): return try switchExpression(s, scope)
        case .asExpr(let a): return try evaluate(a.expression, scope)
        // `try`, `try?`, `await`: the evaluator's calls neither throw Swift errors nor suspend.
        case .tryExpr(let t): return try tryExpression(t, scope)
        case .awaitExpr(let a): return try evaluate(a.expression, scope)
        case .postfixIfConfigExpr(let p): return try postfixIfConfig(p, scope)
        case .macroExpansionExpr(let m) where m.macroName.text == "Predicate" && m.trailingClosure != nil:
            // `#Predicate<Item> { $0.isDone }`: Foundation's predicate, evaluated as the closure it is written as.
            return .closure(closure(m.trailingClosure!, in: scope))
        case .macroExpansionExpr(let m):
            throw fail("the macro `#\(m.macroName.text)` is not expanded (layoutcheck reads source, it does not compile it)", at: m)
        default:
            throw fail("`\(short(expr))` is not evaluated statically: layoutcheck reads literals, sample data, "
                       + "the view's properties and SwiftUI views (see README, SwiftUI sources)", at: expr)
        }
    }

    /// `body()`, and a diagnostic thrown from another file records `site` as where it was reached from.
    @inline(__always)
    func traced(_ site: some SyntaxProtocol, _ body: () throws -> Value) throws -> Value {
        do { return try body() } catch var d as SwiftDiagnostic {
            d.reached(from: location(site))
            throw d
        }
    }

    /// `dict[key, default: value]`.
    static func hasDefault(_ sub: SubscriptCallExprSyntax) -> Bool {
        sub.arguments.count == 2 && sub.arguments.first?.label == nil && sub.arguments.last?.label?.text == "default"
    }

    /// `items[i]` on a known array.
    func subscriptValue(_ sub: SubscriptCallExprSyntax, _ scope: Scope) throws -> Value {
        if let previews = try previewEnvironmentValue(sub, scope) { return previews }
        let base = try evaluate(sub.calledExpression, scope)
        if base.isImplicitMemberPending, Self.implicitMemberBase(of: sub.calledExpression) != nil {
            return .implicitChain(ExprSyntax(sub), scope)
        }
        if sub.arguments.count == 1, let path = sub.arguments.first, path.label?.text == "keyPath" {
            // `item[keyPath: id]`: the value the key path reads from the base.
            return try apply(try evaluate(path.expression, scope), [base], at: sub)
        }
        if case .dictionary(let entries) = base, let key = sub.arguments.first, sub.arguments.count == 1 || Self.hasDefault(sub) {
            let k = try evaluate(key.expression, scope)
            // `counts[word, default: 0]`: the default where the key is missing, as Dictionary's subscript gives it.
            let missing = try sub.arguments.dropFirst().first.map { try evaluate($0.expression, scope) } ?? .null
            // In a `[String: Double]`, the default literal is a Double (the subscript's `Value`).
            return try entries.first { try equals($0.key, k, at: key) }?.value ?? literal(missing, typedLike: ExprSyntax(sub), scope)
        }
        if case .opaque = base { return base }
        // `$list.items[i]`: a binding to the element (Binding's dynamic member and subscript), read as the element.
        if case .binding(let wrapped) = base, sub.arguments.count == 1, case .array(let items) = wrapped {
            let position = try evaluate(sub.arguments.first!.expression, scope)
            if position.isInteger, let i = Int(exactly: try number(position, at: sub)), items.indices.contains(i) {
                return .binding(items[i])
            }
        }
        if case .layoutPart(let part) = base { return try layoutPartSubscript(part, sub, scope) }
        // `families?[key]`: a nil optional chain is nil, the subscript not made.
        if case .null = base, sub.calledExpression.is(OptionalChainingExprSyntax.self) { return .null }
        if let value = try declaredSubscript(of: base, sub, scope) { return value }
        if let value = try dependencySubscript(of: base, sub, scope) { return value }
        guard sub.arguments.count == 1, let index = sub.arguments.first else {
            throw fail("only `array[index]` subscripts are evaluated, not on \(base.typeDescription)", at: sub)
        }
        let position = try evaluate(index.expression, scope)
        if let value = try indexedValue(base, position, at: index) { return value }
        guard case .array(let items) = base else {
            throw fail("only `array[index]` subscripts are evaluated, not on \(base.typeDescription)", at: sub)
        }
        let i = try integer(position, at: index)
        guard items.indices.contains(i) else {
            throw fail("index \(i) is out of range for \(items.count) elements", at: sub)
        }
        return items[i]
    }

    /// A string literal with its interpolations of known values. One interpolating a view (`"\(Image(systemName:
    /// "star")) Favorite"`) is a `LocalizedStringKey` only `Text` reads (`localizedTitle`): as a String it is unknown.
    func string(_ s: StringLiteralExprSyntax, _ scope: Scope) throws -> Value {
        var out = ""
        for segment in s.segments {
            switch segment {
            case .stringSegment(let text): out += unescape(text.content.text, pounds: s.openingPounds?.text.count ?? 0)
            case .expressionSegment(let e):
                guard let first = e.expressions.first else { continue }
                let value = try evaluate(first.expression, scope)
                if let option = e.expressions.dropFirst().first {
                    out += try interpolated(value, option, scope)
                } else if case .views = value {
                    return .opaque(fail("a view interpolated into a string is only drawn by `Text(\"…\")`", at: first.expression))
                } else if let optional = try optionalInterpolation(first.expression, value, scope) {
                    out += optional
                } else {
                    out += try describe(value, at: first.expression)
                }
            }
        }
        return .string(out)
    }

    /// A literal segment's text with its escapes read as Swift reads them (the Swift book, "Special Characters in
    /// String Literals"): `\n \t \r \0 \" \' \\` and `\u{1F600}`. In a raw string (`#"…"#`) an escape is written
    /// with the same number of `#`s (`\#n`), and a plain backslash is itself.
    func unescape(_ raw: String, pounds: Int = 0) -> String {
        guard raw.contains("\\") else { return raw }
        let introducer = "\\" + String(repeating: "#", count: pounds)
        var out = ""
        var rest = Substring(raw)
        while let r = rest.range(of: introducer) {
            out += rest[..<r.lowerBound]
            rest = rest[r.upperBound...]
            guard let ch = rest.first else { out += introducer; break }
            rest = rest.dropFirst()
            switch ch {
            case "n": out.append("\n")
            case "t": out.append("\t")
            case "r": out.append("\r")
            case "0": out.append("\0")
            case "\n": break  // a multi-line literal's line continuation
            case "u" where rest.first == "{":
                guard let close = rest.firstIndex(of: "}"), let code = UInt32(rest[rest.index(after: rest.startIndex)..<close], radix: 16),
                      let scalar = Unicode.Scalar(code) else { out += introducer + "u"; continue }
                out.unicodeScalars.append(scalar)
                rest = rest[rest.index(after: close)...]
            default: out.append(ch)  // `\"`, `\'`, `\\`
            }
        }
        return out + rest
    }

    /// How `"\(value)"` prints a value.
    func describe(_ v: Value, at node: some SyntaxProtocol) throws -> String {
        switch v {
        case .string(let s): return s
        // Swift's own descriptions: an Int without a fraction, a Double always with one ("10.0", "2.5").
        case .int(let i), .intLiteral(let i, _): return String(i)
        case .unsigned(let u): return String(u)
        case .number(let d), .scaled(let d, _, _, _): return d.description
        case .float(let f): return f.description
        case .decimal(let d): return d.description
        case .bool(let b): return b ? "true" : "false"
        case .url(let u): return u.absoluteString
        // `"\(date)"`: Date's description, always in UTC: "2023-11-14 22:13:20 +0000".
        case .date(let t): return Self.dateDescription(t)
        case .opaque(let why): throw unknown(why, readAt: node)
        case .array(let items): return try arrayDescription(items, at: node)
        // Only an Optional holds nil, and an Optional's nil prints "nil" however it is interpolated (`\(x as Any)`).
        case .null: return "nil"
        // `"\(2...5)"` prints "2...5", a half-open range "0..<3".
        case .member(Self.integerRange, _), .member(Self.floatingRange, _):
            guard let (lo, hi, closed) = Self.rangeParts(v) else { throw fail("cannot print this range statically", at: node) }
            return try describe(lo, at: node) + (closed ? "..." : "..<") + describe(hi, at: node)
        case .binding(let inner): return try describe(inner, at: node)
        case .instance(let t, let fields) where Self.isUUID(t): return try uuidText(fields, at: node)
        case .instance(let t, let fields):
            // A `CustomStringConvertible` type prints its `description`, as string interpolation does.
            if case .string(let s)? = try member("description", of: t, fields, at: node) { return s }
            if t.isEnum, case .string(let name)? = fields[Self.caseKey] {
                // `failed(message: "Offline")`, `pair(1, 2)`: the case, its values' debug descriptions in parentheses.
                if case .record(let payload)? = fields[Self.payloadKey], !payload.isEmpty {
                    let declared = t.casePayloads[name].map { Array($0.parameters) } ?? []
                    let parts = try payload.enumerated().map { i, part in
                        let optional = i < declared.count && (declared[i].type.is(OptionalTypeSyntax.self)
                                                              || declared[i].type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self))
                        return (part.label.map { $0 + ": " } ?? "") + (try payloadDescription(part.value, optional: optional, at: node))
                    }
                    return name + "(" + parts.joined(separator: ", ") + ")"
                }
                return name
            }
            throw fail("cannot print \(v.typeDescription) into a string statically", at: node)
        case .object(let o):
            if case .string(let s)? = try member("description", of: o.type, o.fields, at: node) { return s }
            throw fail("cannot print \(v.typeDescription) into a string statically", at: node)
        default:
            throw fail("cannot print \(v.typeDescription) into a string statically", at: node)
        }
    }

    /// An associated value as an enum case prints it: a string quoted, a number, a Bool, an array; one declared
    /// Optional as `Optional(…)` or `nil`. A value of the sources' types prints with its module's name
    /// (`nested(Shop.Kind.big)`), which the evaluator does not know.
    private func payloadDescription(_ v: Value, optional: Bool, at node: some SyntaxProtocol) throws -> String {
        let text: String
        switch v {
        case .null: return "nil"
        case .string(let s): text = String(reflecting: s)
        case .int, .intLiteral, .unsigned, .number, .float, .bool, .array, .decimal: text = try describe(v, at: node)
        default: throw fail("cannot print \(v.typeDescription) as an associated value statically (Swift prints its module's name)", at: node)
        }
        return optional ? "Optional(\(text))" : text
    }

    /// `"\(tags)"`: an array prints its elements' debug descriptions (`["a", "b"]`, `[0.7, 2.1]`); with a nil among
    /// them it is an array of Optionals (`[Optional(1), nil]`). Elements whose debug form the evaluator does not
    /// reproduce (a model prints its module's name) are diagnosed.
    private func arrayDescription(_ items: [Value], at node: some SyntaxProtocol) throws -> String {
        let optional = items.contains { $0.isNull }
        func element(_ v: Value) throws -> String {
            let text: String
            switch v {
            case .null: return "nil"
            case .string(let s): text = String(reflecting: s)
            case .int, .intLiteral, .unsigned, .number, .float, .bool, .array: text = try describe(v, at: node)
            default: throw fail("cannot print an array of \(v.typeDescription) into a string statically", at: node)
            }
            return optional ? "Optional(\(text))" : text
        }
        return "[" + (try items.map(element).joined(separator: ", ")) + "]"
    }

    /// How Foundation's `Date.description` prints a date: UTC, to the second, "+0000" (gmtime_r: thread-safe, as
    /// previews are evaluated on several threads).
    static func dateDescription(_ seconds: Double) -> String {
        var time = time_t(seconds.rounded(.down))
        var parts = tm()
        gmtime_r(&time, &parts)
        func two(_ n: Int32) -> String { n < 10 ? "0\(n)" : "\(n)" }
        return "\(parts.tm_year + 1900)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday)) "
            + "\(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec)) +0000"
    }

    static let caseKey = "$case"
    /// An enum case's associated values, as a `.record` (`.failed(message: "…")`).
    static let payloadKey = "$payload"

    /// A value layout is about to read: an unknown value stops here, with the reason it is unknown.
    func known(_ v: Value) throws -> Value {
        if case .opaque(let why) = v { throw why }
        return v
    }

    /// An unknown value's reason, with the place that read it when that is in another file (a view's condition
    /// reading an app-wide setting).
    func unknown(_ why: SwiftDiagnostic, readAt node: some SyntaxProtocol) -> SwiftDiagnostic {
        var d = why
        d.reached(from: location(node))
        return d
    }

    func truth(_ v: Value, at node: some SyntaxProtocol) throws -> Bool {
        if case .bool(let b) = v { return b }
        if case .binding(let inner) = v { return try truth(inner, at: node) }
        if case .opaque(let why) = v { return try decide(unknown(why, readAt: node)) }
        throw fail("expected a Bool, found \(v.typeDescription)", at: node)
    }

    func number(_ v: Value, at node: some SyntaxProtocol) throws -> Double {
        switch v {
        case .number(let d), .scaled(let d, _, _, _), .intLiteral(_, let d): return d
        case .float(let f): return Double(f)
        case .int(let i): return Double(i)
        case .unsigned(let u): return Double(u)
        case .decimal(let d): return NSDecimalNumber(decimal: d).doubleValue
        case .member("infinity", nil): return .infinity
        case .member("greatestFiniteMagnitude", nil): return .greatestFiniteMagnitude
        // The implicit `.zero` of `CGFloat`/`Double`/`Int` where a number is expected (`VStack(spacing: .zero)`).
        case .member("zero", nil): return 0
        case .member("pi", nil): return .pi
        // `days ?? .max`: of the integer types, which have `max`/`min` (Double has `greatestFiniteMagnitude`).
        case .member("max", nil): return Double(Int.max)
        case .member("min", nil): return Double(Int.min)
        case .binding(let inner): return try number(inner, at: node)
        case .opaque(let why): throw unknown(why, readAt: node)
        case .member:
            // `VStack(spacing: .small)` with `extension CGFloat { static let small: CGFloat = 8 }`: a design token.
            if let token = try numericStatic(v, at: node) { return token }
            throw fail("expected a number, found \(v.typeDescription)", at: node)
        default: throw fail("expected a number, found \(v.typeDescription)", at: node)
        }
    }

    /// The framework number types whose statics an implicit member may name where a number is expected.
    static let numericStaticOwners = ["CGFloat", "Double", "Float", "Int"]

    /// `.small` where a number is expected: the static the sources add to CGFloat (or Double, Float, Int) of that
    /// name. Swift takes it from the parameter's type; when more than one of these types declares it, its value is
    /// used only if they agree. Nil when none declares it.
    func numericStatic(_ v: Value, at node: some SyntaxProtocol) throws -> Double? {
        guard case .member(let name, let args) = v else { return nil }
        let owners = Self.numericStaticOwners.filter { owner in
            guard let t = index.types[owner], !t.isDeclared else { return false }
            return args == nil ? t.statics[name] != nil : t.staticMethods[name] != nil
        }
        var values: [Double] = []
        for owner in owners {
            guard let value = try frameworkStatic(v, declaredOn: [owner], at: node) else { continue }
            values.append(try number(value, at: node))
        }
        guard let first = values.first else { return nil }
        guard values.allSatisfy({ $0 == first }) else {
            throw fail("`.\(name)` is declared on \(owners.joined(separator: " and ")) with different values; which one "
                       + "Swift takes depends on the parameter's type, not known here: write `CGFloat.\(name)`", at: node)
        }
        return first
    }

    func short(_ node: some SyntaxProtocol) -> String {
        let text = node.sourceText.replacingOccurrences(of: "\n", with: " ")
        return text.count > 60 ? String(text.prefix(57)) + "…" : text
    }

    // MARK: Names

    func reference(_ r: DeclReferenceExprSyntax, _ scope: Scope) throws -> Value {
        let name = r.baseName.plain
        if let local = scope.lookup(name) {
            if case .lazyViews = local { return try forced(local) }
            return local
        }
        // Inside `extension String { … }`, `count` is `self.count`.
        if let selfValue = Self.extendedValue(scope) {
            let v = try property(name, of: selfValue, at: r)
            if case .opaque = v {} else { return v }
        }
        // A struct's `self` in its initializer or `mutating` method is held in a box while it changes; read, it is a value.
        if name == "self", let object = scope.object {
            return object.type.isClass ? .object(object) : .instance(object.type, object.fields)
        }
        if name == "self", let instance = scope.instance { return .instance(instance.type, instance.fields) }
        if name == "Self", let instance = scope.instance { return .type(instance.type.qualifiedName) }
        if let instance = scope.instance, instance.type.genericParameters.contains(name) {
            return instance.fields[Self.genericKey(name)] ?? .opaque(fail("the type `\(name)` stands for is not known here: "
                + "it is read from a `where \(name) == …` initializer or a `() -> \(name)` view builder", at: r))
        }
        if let object = scope.object, let v = try member(name, of: object.type, object.fields, object: object, at: r) {
            noteRead(of: object)
            if initializingStatics > 0, object.type.hasMutableStorage { mutableStateReads += 1 }
            return v
        }
        if let instance = scope.instance, let v = try member(name, of: instance.type, instance.fields, at: r) { return v }
        // An enum's synthesized `rawValue`, read with an implicit `self` inside the enum (`rawValue.capitalized`).
        if name == "rawValue", let instance = scope.instance, instance.type.isEnum, instance.fields[Self.caseKey] != nil {
            return try property(name, of: .instance(instance.type, instance.fields), at: r)
        }
        // A static of the type (or an enclosing one) by its bare name, as in `static let all = [cupertino, london]`.
        var owner = scope.instance?.type
        // `allCases` of a `CaseIterable` enum, synthesized: `allCases.firstIndex(of: self)` inside it.
        func hasStatic(_ t: TypeDecl) -> Bool {
            t.statics[name] != nil || t.enumCases.contains(name) || (name == "allCases" && t.isEnum && t.inherited.contains("CaseIterable"))
        }
        while let t = owner, !hasStatic(t) { owner = t.parent }
        if let t = owner { return try staticMember(name, of: t.qualifiedName, at: r) }
        let here = index.sourceFile(of: r) ?? file
        if let global = index.global(name, in: here) { return try globalValue(global.key, global.value, at: r) }
        if let accessors = index.computedGlobal(name, in: here) {
            let value = try exploring(Self.declaredType(of: accessors), context: nil) {
                try enter(at: r) { try body(of: accessors, Scope()) }
            }
            return typed(value, declaredAt: accessors)
        }
        // `ForEach(items, content: makeRow)`: a method named without a call is a function bound to `self`.
        if let t = scope.object?.type ?? scope.instance?.type, let method = index.methods(name, of: t)?.first {
            let fields = scope.object?.fields ?? scope.instance?.fields ?? [:]
            let bound = Scope(instance: (t, fields), object: scope.object)
            bound.boundFrom = scope
            return .localFunction(method, bound)
        }
        // No local has this name (looked up first), so the type lookup starts at the type being evaluated.
        if let t = lookupType(name, from: scope.instance?.type, at: Syntax(r)) { return .type(t.qualifiedName) }
        if SwiftUIVocabulary.types.contains(name) || SwiftUIVocabulary.modules.contains(name) || Self.unitSymbols[name] != nil {
            return .type(name)
        }
        // `[-1, 5].map(label)`: a global function named without a call is a function value.
        if let functions = index.functions[name].map({ visible($0, from: r) }), functions.count == 1 {
            return .localFunction(functions[0], Scope())
        }
        if name.hasPrefix("$"), let bound = scope.lookup(String(name.dropFirst())) { return .binding(bound) }
        if Self.functionOperators.contains(name), r.argumentNames == nil, r.parent?.is(LabeledExprSyntax.self) == true {
            return .member(Self.operatorFunction, arguments: [Argument(label: nil, value: .string(name))])
        }
        if name.hasPrefix("$"), let instance = scope.instance,
           let v = try member(String(name.dropFirst()), of: instance.type, instance.fields, at: r) {
            return .binding(v)
        }
        if let hidden = index.inactiveNote(name) { return .opaque(fail("`\(name)` is \(hidden)", at: r)) }
        return .opaque(fail("`\(name)` is not known statically: give it a value in the view or pass sample data in the preview", at: r))
    }

    /// A stored or computed instance property, read with its property wrapper's meaning in this environment.
    /// A stored or computed property of an instance; `object` is the instance when it is a class's, so that a getter
    /// that caches into a stored property (`cached = options`) changes the object, as it does through a reference.
    func member(_ name: String, of type: TypeDecl, _ fields: [String: Value], object: ObjectRef? = nil,
                at node: some SyntaxProtocol) throws -> Value? {
        if case .deferred(let expr)? = fields[name] {
            readingInitialValues += 1
            defer { readingInitialValues -= 1 }
            // A `lazy var`'s initial value runs with `self` the object (it may change its other properties).
            let scope = if let object, Self.isLazy(expr) { Scope(object: object) } else { Scope(instance: (type, fields)) }
            var value = typed(try enter(at: node) { try evaluate(expr, scope) }, declaredAt: expr)
            // `var layers: Layers = .all` / `= [.dough]`: a member or literal read as the declared type.
            switch value {
            case .array, .member(_, nil): value = try coerce(value, to: Self.declaredType(of: expr), context: type, at: expr)
            default: break
            }
            // A `lazy var` is computed on its first read and kept: later changes to what it read do not change it
            // (the Swift book, Lazy Stored Properties).
            if let object, Self.isLazy(expr) { object.fields[name] = value }
            return try read(value, at: node)
        }
        if let stored = fields[name] { return try read(stored, at: node) }
        if let accessors = index.computed(name, of: type) {
            let value = try unknownIfStopped(index.getterResults[accessors.id] ?? .other) {
                try exploring(Self.declaredType(of: accessors), context: type) {
                    try enter(at: node) { try body(of: accessors, object.map { Scope(object: $0) } ?? Scope(instance: (type, fields))) }
                }
            }
            return try implicitMember(typed(value, declaredAt: accessors), as: Self.declaredType(of: accessors), context: type)
        }
        return nil
    }

    /// Whether the initial value `expr` is a `lazy var`'s.
    static func isLazy(_ expr: ExprSyntax) -> Bool {
        expr.parent?.parent?.parent?.parent?.as(VariableDeclSyntax.self)?.modifiers.contains { $0.name.tokenKind == .keyword(.lazy) } ?? false
    }

    /// `case .solar: .solarPowerIcon` in `var icon: Icon { switch self { … } }`: an implicit member a getter or
    /// function returns is looked up in its declared result type, the contextual type Swift gives it (the Swift
    /// book, Implicit Member Expression). Other values are returned as they are.
    func implicitMember(_ value: Value, as declared: TypeSyntax?, context: TypeDecl?) throws -> Value {
        guard let declared, Self.holdsImplicitMember(value) else { return value }
        return try coerce(value, to: declared, context: context, at: declared)
    }

    /// `.sun`, or `[.icon, .title]`: implicit members still to be looked up (not a wrapper's marker, `$…`/`<…>`).
    static func holdsImplicitMember(_ value: Value) -> Bool {
        switch value {
        case .member(let name, _): return !name.hasPrefix("<") && !name.hasPrefix("$")
        case .array(let items): return items.contains { if case .member = $0 { true } else { false } }
        default: return false
        }
    }

    /// A type of the sources as Swift finds the name from where it is written: a local type, the nested types of
    /// the type being evaluated and its parents, then the module.
    func sourceType(_ name: String, _ scope: Scope) -> TypeDecl? {
        if case .type(let qualified)? = scope.lookup(name), let local = index.types[qualified] { return local }
        return lookupType(name, from: scope.instance?.type)
    }

    /// `base #if os(iOS) .modifier() #endif`: the active clause's modifiers applied to the base; none when no clause is.
    /// The base is evaluated where the chain reaches it, as in `base.modifier()`, so an environment modifier or a
    /// widget `.previewContext` inside the `#if` changes what the base reads.
    func postfixIfConfig(_ p: PostfixIfConfigExprSyntax, _ scope: Scope) throws -> Value {
        guard let baseExpr = p.base else { throw fail("a `#if` with no expression before it is not evaluated", at: p) }
        guard let chain = index.active.postfix(p) else { return try evaluate(baseExpr, scope) }
        return try applyChain(chain, to: { try self.evaluate(baseExpr, scope) }, scope)
    }

    /// Evaluates a modifier chain whose innermost member has no base (`.padding().bold()`) on `base`.
    /// `isBase` marks an expression of the chain that stands for `base` (a PreviewProvider's modified `Group`).
    func applyChain(_ expr: ExprSyntax, to base: () throws -> Value, _ scope: Scope,
                    isBase: (ExprSyntax) -> Bool = { _ in false }) throws -> Value {
        if isBase(expr) { return try base() }
        if let call = expr.as(FunctionCallExprSyntax.self), let m = call.calledExpression.as(MemberAccessExprSyntax.self) {
            let name = m.declName.baseName.plain
            func inner() throws -> Value { try m.base.map { try applyChain($0, to: base, scope, isBase: isBase) } ?? base() }
            if name == "previewContext", let widget = try widgetContextPreview(call, scope, base: inner) { return widget }
            if Self.environmentModifiers.contains(name) {
                let args = try arguments(call, scope)
                let saved = env
                defer { env = saved }
                try applyEnvironment(name, args, at: call)
                return try modifier(name, args, on: try inner(), call: call)
            }
            return try method(name, on: try inner(), call, scope)
        }
        if let m = expr.as(MemberAccessExprSyntax.self) {
            let inner = try m.base.map { try applyChain($0, to: base, scope, isBase: isBase) } ?? base()
            return try property(m.declName.baseName.plain, of: inner, at: m)
        }
        if let nested = expr.as(PostfixIfConfigExprSyntax.self) {
            func inner() throws -> Value { try nested.base.map { try applyChain($0, to: base, scope, isBase: isBase) } ?? base() }
            guard let chain = index.active.postfix(nested) else { return try inner() }
            return try applyChain(chain, to: inner, scope, isBase: isBase)
        }
        throw fail("`\(short(expr))` inside `#if` is not a chain of modifiers", at: expr)
    }

    /// `base` scaled as `@ScaledMetric(relativeTo:)` and `UIFontMetrics.scaledValue(for:)` scale it, at the category
    /// the view sees, on the device's pixel grid.
    func scaledMetric(_ base: Double, relativeTo style: TextStyle) -> Value {
        .scaled(ScaledMetric.scale(base, relativeTo: style, at: env.category, displayScale: env.device.displayScale),
                base: base, style: style)
    }

    /// Property wrappers resolve when read: a scaled metric at the category the view sees, an environment value.
    func read(_ v: Value, at node: some SyntaxProtocol) throws -> Value {
        guard case .member(let marker, let args?) = v else { return v }
        switch marker {
        case Wrapped.scaledMetric:
            guard case .number(let base) = args[0].value, case .string(let style) = args[1].value,
                  let textStyle = TextStyle(parsing: style) else { return v }
            return scaledMetric(base, relativeTo: textStyle)
        case Wrapped.environment:
            guard case .string(let key) = args[0].value else { return v }
            return try environmentValue(key, at: node)
        case Wrapped.environmentObject:
            guard case .string(let typeName) = args[0].value else { return v }
            if args.count == 2, args[1].value.isTrueBool, env.objects[lookupType(typeName, from: nil)?.qualifiedName ?? typeName] == nil {
                return .null
            }
            return try environmentObject(typeName, at: node)
        case Wrapped.query: return try queryResults(args, at: node)
        default: return v
        }
    }

    /// Runs `work` one call level deeper, refusing runaway recursion.
    func enter<T>(at node: some SyntaxProtocol, _ work: () throws -> T) throws -> T {
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maxDepth else {
            recursedTooDeep = true
            throw fail("views and helpers call each other more than \(Self.maxDepth) levels deep here (recursion?)", at: node)
        }
        return try work()
    }
}

/// Markers for property-wrapper values kept in an instance until read.
enum Wrapped {
    static let scaledMetric = "$scaledMetric"
    static let environment = "$environment"
    /// `@EnvironmentObject var model: Model`, `@Environment(Model.self) var model`: the type's name.
    static let environmentObject = "$environmentObject"
    /// `@Query var items: [Item]`: the request, fetched from the environment's model context when read.
    static let query = "$query"
}

struct Closure {
    var syntax: ClosureExprSyntax
    var scope: Scope
    /// The result type of the function type the closure was passed or stored as (`span: (Point) -> (start: Double,
    /// end: Double)`): its result takes that type's tuple labels and number types, as Swift converts it.
    var resultType: TypeSyntax? = nil
    /// Known to make no view (it makes a property's value of a type that is not a view).
    var buildsNoViews = false

    /// The closure's parameter names (`{ item in … }`, `{ (item) in … }`, `$0`).
    var parameterNames: [String] {
        guard let clause = syntax.signature?.parameterClause else { return ["$0", "$1"] }
        switch clause {
        case .simpleInput(let list): return list.map(\.name.plain)
        case .parameterClause(let p): return p.parameters.map { ($0.secondName ?? $0.firstName).text }
        }
    }

    /// How many parameters a closure without a signature takes: one more than the highest `$n` in its own body
    /// (those of closures inside it are theirs).
    var anonymousParameterCount: Int {
        let finder = AnonymousParameterFinder(viewMode: .sourceAccurate)
        finder.walk(syntax.statements)
        return finder.highest + 1
    }
}

private final class AnonymousParameterFinder: SyntaxVisitor {
    var highest = -1

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        if case .dollarIdentifier(let name) = token.tokenKind, let n = Int(name.dropFirst()) { highest = max(highest, n) }
        return .skipChildren
    }
}

/// How many of something are alive. An evaluator still alive after its preview is done means a cycle through it
/// (a closure capturing it, kept in a scope it keeps): every scope and object of the evaluation leaks with it, for as
/// long as the process runs (the preview server runs for hours). Tests read it; a closure that captures the
/// evaluator takes it `unowned`.
final class LiveCount: @unchecked Sendable {  // under `lock`
    private var value = 0
    private let lock = NSLock()

    var count: Int { lock.withLock { value } }

    func add(_ n: Int) { lock.withLock { value += n } }
}
