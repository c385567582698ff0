import Foundation
import DynamicType
import Layout
import ViewModel
import Localization
import SwiftSyntax

extension Interpreter {
    /// Foundation types nested in another, by the outer type's name.
    static let nestedFoundationTypes: [String: Set<String>] = ["AttributedString": ["MarkdownParsingOptions"]]

    /// `Decimal.FormatStyle.Currency(code: "EUR")`, `FloatingPointFormatStyle<Double>.Percent()`: the styles the
    /// static members `.currency(code:)` and `.percent` return (Apple, `FormatStyle` static members), written by type.
    private func typedFormatStyle(_ name: String, of base: ExprSyntax, _ c: FunctionCallExprSyntax, _ scope: Scope) throws -> Value? {
        guard Self.numberFormatStyleTypes.contains(base.trimmedDescription) else { return nil }
        if name == "Currency" { return .member("currency", arguments: try arguments(c, scope)) }
        return c.arguments.isEmpty ? .member("percent", arguments: nil) : nil
    }

    static let numberFormatStyleTypes: Set<String> = [
        "Decimal.FormatStyle", "FloatingPointFormatStyle<Double>", "FloatingPointFormatStyle<CGFloat>",
        "FloatingPointFormatStyle<Float>", "IntegerFormatStyle<Int>",
    ]

    func call(_ c: FunctionCallExprSyntax, _ scope: Scope) throws -> Value {
        if let m = c.calledExpression.as(MemberAccessExprSyntax.self) {
            let name = m.declName.baseName.plain
            guard let baseExpr = m.base else {
                if name == "random", let drawn = try seededRandom(of: nil, c, scope) { return drawn }
                let args = try arguments(c, scope)
                // `.constant(false)` where a Binding is expected: a binding to that value.
                if name == "constant", args.count == 1, args[0].label == nil { return .binding(args[0].value) }
                if name == "random" { return .opaque(randomDiagnostic(at: c)) }
                return .member(name, arguments: args)
            }
            if Self.isBundleMain(baseExpr), let resource = try bundleResource(name, c, scope) { return resource }
            if name == "constant", baseExpr.sourceText == "Binding", c.arguments.count == 1 {
                return .binding(try evaluate(c.arguments.first!.expression, scope))
            }
            if name == "previewContext", let widget = try widgetContextPreview(c, scope, base: { try self.evaluate(baseExpr, scope) }) {
                return widget
            }
            // Environment modifiers change what the modified view (evaluated below) reads.
            if Self.environmentModifiers.contains(name) {
                let args = try arguments(c, scope)
                let saved = env
                defer { env = saved }
                try applyEnvironment(name, args, at: c)
                if name == "textFieldStyle", baseExpr.is(DeclReferenceExprSyntax.self) { env.values["textFieldStyle"] = nil }
                let base = try evaluate(baseExpr, scope)
                return try modifier(name, args, on: base, call: c)
            }
            if Self.mutatingCollectionMethods.contains(name), let result = try mutatingCall(name, on: baseExpr, c, scope) {
                return result
            }
            if name == "init", let object = scope.object,
               let base = baseExpr.is(SuperExprSyntax.self) ? "super" : baseExpr.as(DeclReferenceExprSyntax.self)?.baseName.text,
               base == "self" || base == "super" {
                try delegatedInit(base, object, try arguments(c, scope), at: c)
                return .null
            }
            // `super.headline()` in an override: the superclass's method, run on the same object.
            if baseExpr.is(SuperExprSyntax.self), name != "init", let object = scope.object, let parent = superclass(around: c) {
                guard let functions = index.methods(name, of: parent) else {
                    throw fail("`super.\(name)(…)`: `\(parent.name)` declares no such method in the sources", at: c)
                }
                return try callFunction(functions, try arguments(c, scope), Scope(object: object), at: c)
            }
            if name == "init", baseExpr.as(DeclReferenceExprSyntax.self)?.baseName.text == "self",
               let delegated = try frameworkDelegation(c, scope) {
                return delegated
            }
            if baseExpr.as(DeclReferenceExprSyntax.self)?.baseName.plain == "Self", let instance = scope.instance,
               let value = try typeCall(name, of: instance.type, c, scope) {
                return value
            }
            if let mapped = try optionalMap(name, on: baseExpr, c, scope) { return mapped }
            // A Foundation type nested in another (`AttributedString.MarkdownParsingOptions(…)`), unless the sources
            // declare one of that name.
            // (Only a plain name before the dot is looked at: printing the called expression would print a whole
            // modifier chain on every call.)
            if let outer = baseExpr.as(DeclReferenceExprSyntax.self)?.baseName.text, Self.nestedFoundationTypes[outer]?.contains(name) == true,
               lookupType(outer, from: scope.instance?.type) == nil {
                return try standardFunction(outer + "." + name, try arguments(c, scope), at: c)
            }
            if name == "Currency" || name == "Percent", let style = try typedFormatStyle(name, of: baseExpr, c, scope) { return style }
            if let waited = try taskTiming(name, of: baseExpr, c, scope) { return waited }
            if name == "preferredFont", let font = try fontMetricsCall(name, of: baseExpr, c, scope) { return font }
            if passesViewsLazily(name) {
                let lazy = LazyViews(baseExpr, scope)
                lazyViewsMade.append(lazy)
                return try method(name, on: .lazyViews(lazy), c, scope)
            }
            let base = try evaluate(baseExpr, scope)
            if case .instance(let t, let fields) = base, let functions = index.methods(name, of: t),
               functions.contains(where: { $0.modifiers.contains { $0.name.text == "mutating" } }) {
                return try mutatingCall(functions, on: baseExpr, t, fields, c, scope)
            }
            return try method(name, on: base, c, scope)
        }
        if let r = c.calledExpression.as(DeclReferenceExprSyntax.self) {
            let name = r.baseName.plain
            if name == "UIFontMetrics", lookupType(name, from: scope.instance?.type) == nil,
               let metrics = try fontMetricsCall(name, of: nil, c, scope) {
                return metrics
            }
            return try named(name, c, scope)
        }
        // `Box<Int>(…)`, `Outer.Observable<Message>()`: generic arguments do not change what is built here.
        if let g = c.calledExpression.as(GenericSpecializationExprSyntax.self) {
            if let r = g.expression.as(DeclReferenceExprSyntax.self), ["FetchDescriptor", "Query"].contains(r.baseName.text),
               lookupType(r.baseName.text, from: scope.instance?.type) == nil,
               let generic = g.genericArgumentClause.arguments.first?.argument.trimmedDescription,
               let value = try swiftDataValue(r.baseName.text, try arguments(c, scope), generic: generic, at: c) {
                // `FetchDescriptor<Item>(…)`: the model type is the generic argument.
                return value
            }
            if let r = g.expression.as(DeclReferenceExprSyntax.self) { return try named(r.baseName.plain, c, scope) }
            if let m = g.expression.as(MemberAccessExprSyntax.self), let base = m.base {
                return try method(m.declName.baseName.plain, on: try evaluate(base, scope), c, scope)
            }
        }
        // `[Server]()`, `[String: Int]()`: an empty array or dictionary of that type.
        if c.arguments.isEmpty, c.trailingClosure == nil {
            if let a = c.calledExpression.as(ArrayExprSyntax.self), a.elements.count == 1 { return .array([]) }
            if c.calledExpression.is(DictionaryExprSyntax.self) { return .dictionary([]) }
        }
        let callee = try evaluate(c.calledExpression, scope)
        if case .closure(var closure) = callee {
            // `var log: Logger = { … }()`: a property's initial value made by a closure has the property's type, so a
            // closure making no view passes over the calls of other modules it makes, as a function's body does.
            if closure.resultType == nil, c.calledExpression.is(ClosureExprSyntax.self), c.parent?.is(InitializerClauseSyntax.self) == true,
               let declared = Self.declaredType(of: c), !index.mayBeView(declared, from: scope.instance?.type) {
                closure.buildsNoViews = true
            }
            return try invoke(closure, try arguments(c, scope), at: c)
        }
        if let container = try customLayoutCall(callee, try arguments(c, scope), at: c) { return container }
        throw fail("cannot call `\(short(c.calledExpression))` statically", at: c)
    }

    /// `settings.setOptions(…)`: a `mutating` method changes `self`, a value, which is assigned back to where it
    /// came from, as Swift's in-out `self` does.
    private func mutatingCall(_ functions: [FunctionDeclSyntax], on baseExpr: ExprSyntax, _ t: TypeDecl,
                              _ fields: [String: Value], _ c: FunctionCallExprSyntax, _ scope: Scope) throws -> Value {
        let box = ObjectRef(type: t, fields: fields)
        let result = try callFunction(functions, try arguments(c, scope), Scope(object: box), at: c)
        try assign([baseExpr][...], .instance(t, box.fields), scope, at: ExprSyntax(c))
        return result
    }

    /// `Int.random(in:)`, `.random(in:using:)`: a value that differs on every run (a seeded generator's sequence
    /// is the standard library's algorithm, not reproduced here).
    func randomDiagnostic(at c: FunctionCallExprSyntax) -> SwiftDiagnostic {
        var d = fail("a random value (`\(short(c))`) is not the same on every run: give the preview fixed sample data", at: c)
        d.isMadeByTheCode = true
        return d
    }

    static let environmentModifiers: Set<String> = ["dynamicTypeSize", "environment", "controlSize", "environmentObject", "disabled",
                                                    "disclosureGroupStyle", "textFieldStyle", "modelContainer", "modelContext",
                                                    "preferredColorScheme", "redacted", "unredacted"]

    /// The call's arguments, trailing closures last (the first unlabelled, as `content`).
    /// The call's arguments, evaluated; those labelled in `unevaluated` are kept as `nil` (their label still tells
    /// the initializer's form) without evaluating what layout never reads.
    /// `title`: the call takes a title key first (`Text("…")`, `Button("…")`), which `localizedTitle` evaluates; an
    /// interpolated literal there is left as an empty string here, so that what it interpolates runs once.
    func arguments(_ c: FunctionCallExprSyntax, _ scope: Scope, unevaluated: Set<String> = [], title: Bool = false) throws -> [Argument] {
        let titleKey = title ? Self.interpolatedTitle(c) : nil
        var args = try c.arguments.map { a in
            let label = a.label?.text
            if let label, unevaluated.contains(label) { return Argument(label: label, value: .null) }
            if let titleKey, a.id == titleKey.id { return Argument(label: nil, value: .string("")) }
            if let reference = a.expression.as(InOutExprSyntax.self) {
                // `&x`: the value goes in, and the callee's final value comes back out into `x`.
                return Argument(label: label, value: try evaluate(reference.expression, scope), writeBack: { [unowned self] v in
                    try self.assign([reference.expression][...], v, scope, at: a.expression)
                })
            }
            return Argument(label: label, value: try evaluate(a.expression, scope))
        }
        if let t = c.trailingClosure { args.append(Argument(label: nil, value: .closure(closure(t, in: scope)))) }
        for extra in c.additionalTrailingClosures {
            args.append(Argument(label: extra.label.text, value: .closure(closure(extra.closure, in: scope))))
        }
        return args
    }

    /// The superclass of the class whose code holds `node` (a `class` body, or an extension of one), as `super` names it.
    func superclass(around node: some SyntaxProtocol) -> TypeDecl? {
        var current = node.parent
        while let n = current {
            let name = n.as(ClassDeclSyntax.self)?.name.text ?? n.as(ExtensionDeclSyntax.self)?.extendedType.trimmedDescription
            if let name {
                return lookupType(name, from: nil)?.supertypes.first { $0.isClass && $0.isDeclared }
            }
            current = n.parent
        }
        return nil
    }

    /// The title a control shows (`Section(model.headline())`, `Toggle(name, isOn:)`): an unknown one is reported where
    /// the control reads it, never left out of the layout.
    func requireKnownTitle(_ args: [Argument], at c: FunctionCallExprSyntax) throws -> [Argument] {
        if let first = args.first, first.label == nil, case .opaque(let why) = first.value { throw unknown(why, readAt: c) }
        return args
    }

    /// The call's first argument when it is an unlabelled string literal with interpolations.
    static func interpolatedTitle(_ c: FunctionCallExprSyntax) -> LabeledExprSyntax? {
        guard let first = c.arguments.first, first.label == nil,
              let literal = first.expression.as(StringLiteralExprSyntax.self),
              literal.segments.contains(where: { if case .expressionSegment = $0 { true } else { false } }) else { return nil }
        return first
    }

    /// `value.name(…)`.
    func method(_ name: String, on base: Value, _ c: FunctionCallExprSyntax, _ scope: Scope) throws -> Value {
        if case .lazyViews = base {
            // `.modifier(M())` and a modifier of `extension View` take the views unevaluated (`Value.lazyViews`).
            if name == "modifier" { return try modifier(name, try arguments(c, scope), on: base, call: c) }
            if let value = try viewExtension(name, on: base, try arguments(c, scope), at: c) { return value }
            return try method(name, on: try forced(base), c, scope)
        }
        if Self.rangeParts(base) != nil, name == "contains", let x = try arguments(c, scope).first, x.label == nil,
           let inside = try rangeContains(base, x.value, at: c) {
            return inside
        }
        if name == "clamped", let clamped = try clampedRange(base, try arguments(c, scope), at: c) { return clamped }
        // Any other method of a range of integers held by its bounds: its extension's, else Sequence's on its elements.
        if case .member(Self.integerRange, _) = base {
            if let v = try extensionMethod(name, on: base, c, scope) { return v }
            if let elements = try rangeElements(base, at: c) { return try method(name, on: .array(elements), c, scope) }
        }
        if case .record(let parts) = base, parts.first?.label == Self.gaugeMarker {
            if let styled = try gaugeModifier(name, parts, c, scope) { return styled }
            return try method(name, on: .views([linearCapacityGauge(parts)]), c, scope)
        }
        switch base {
        case .views where ["previewDisplayName", "previewLayout", "previewDevice", "previewInterfaceOrientation"].contains(name):
            // The canvas's name, layout and device: nothing the view lays out reads them (`"Orders: \(family)"`).
            return base
        case .views:
            if let value = try extensionMethod(name, on: base, c, scope) { return value }
            let args = try arguments(c, scope)
            if let value = try viewExtension(name, on: base, args, at: c) { return value }
            return try modifier(name, args, on: base, call: c)
        case .type(let typeName):
            // `SwiftUI.List { … }`: the framework's, whatever the sources define.
            if SwiftUIVocabulary.modules.contains(typeName) { return try named(name, c, scope, framework: true) }
            if let t = index.types[typeName] {
                if let result = try typeCall(name, of: t, c, scope, orFramework: !t.isDeclared) { return result }
                // A framework type the sources extend but layoutcheck does not know (`WCSession.isSupported()`).
                if !SwiftUIVocabulary.types.contains(typeName) {
                    return .opaque(fail("`\(typeName).\(name)(…)` is an API of another module, not evaluated", at: c))
                }
            }
            // `Font.system(size:)`, `Color(…)`: the same as the implicit-member form.
            if name == "random", let drawn = try seededRandom(of: typeName, c, scope) { return drawn }
            if name == "random" || name == "randomElement" { return .opaque(randomDiagnostic(at: c)) }
            if typeName == "ByteCountFormatter", let s = try byteCountString(name, try arguments(c, scope), at: c) { return s }
            if typeName == "ListFormatter", name == "localizedString", case let args = try arguments(c, scope),
               args.count == 1, args[0].label == "byJoining", case .array(let items) = try known(args[0].value) {
                return .string(try joinedList(items, at: c))
            }
            return .member(name, arguments: try arguments(c, scope))
        case .object(let o):
            if initializingStatics > 0, o.type.hasMutableStorage { mutableStateReads += 1 }
            if let functions = index.methods(name, of: o.type) {
                return try callFunction(functions, try arguments(c, scope), Scope(object: o), at: c)
            }
            if let f = try storedFunction(name, of: o.type, o.fields, object: o, at: c) {
                return f.isOpaque ? f : try apply(f, try arguments(c, scope).map(\.value), at: c)
            }
            if Self.isFormatter(o), let formatted = try formatterMethod(o, name, try arguments(c, scope), at: c) { return formatted }
            if Self.isJSONDecoder(o) { return try jsonDecoderMethod(o, name, c, scope) }
            if Self.isLock(o), let result = try lockMethod(o, name, try arguments(c, scope), at: c) { return result }
            if Self.isSwiftDataObject(o), let result = try swiftDataMethod(o, name, try arguments(c, scope), at: c) { return result }
            if Self.isStore(o), let result = try storeMethod(o, name, try arguments(c, scope), at: c) { return result }
        case .instance(let t, let fields):
            if let functions = index.methods(name, of: t) {
                return try callFunction(functions, try arguments(c, scope), Scope(instance: (t, fields)), at: c)
            }
            if Self.isOptionSet(t), let value = try optionSetMethod(name, t, fields, try arguments(c, scope), at: c) { return value }
            // `field.getter()`: a stored property holding a function, called.
            if let f = try storedFunction(name, of: t, fields, at: c) {
                return f.isOpaque ? f : try apply(f, try arguments(c, scope).map(\.value), at: c)
            }
            if name == "callAsFunction", let container = try customLayoutCall(base, try arguments(c, scope), at: c) { return container }
        case .layoutPart(let part):
            if let value = try layoutPartMethod(name, part, c, scope) { return value }
        case .string(let s):
            let args = try arguments(c, scope)
            if let value = try stringMethod(name, s, args, at: c) ?? stringIndexMethod(name, s, args, at: c) { return value }
        case .array(let items):
            let args = try arguments(c, scope)
            if name == "reduce", items.isEmpty, args.count == 2, case .member(Self.operatorFunction, _) = args[1].value,
               let element = staticType(of: ExprSyntax(c.calledExpression.as(MemberAccessExprSyntax.self)?.base) ?? ExprSyntax(c), scope)
                   .flatMap({ Self.wrapped($0)?.as(ArrayTypeSyntax.self)?.element }),
               Self.floatingPointTypes.contains(Self.baseTypeName(element)) {
                // `prices.reduce(0, +)` of an empty `[Double]`: the operator combines Doubles, so the literal is one.
                return typed(args[0].value, asNamed: Self.baseTypeName(element))
            }
            if let value = try arrayMethod(name, items, args, at: c) { return value }
        case .unordered(let items):
            if let value = try unorderedMethod(name, items, try arguments(c, scope), at: c) { return value }
        case .dictionary(let entries) where ["mapValues", "compactMapValues", "filter"].contains(name):
            if let value = try dictionaryMethod(name, entries, try arguments(c, scope), at: c) { return value }
        case .dictionary(let entries) where ["map", "compactMap", "contains", "allSatisfy", "reduce", "count"].contains(name):
            // Over (key, value) pairs in an order Swift leaves unspecified: what does not depend on it is evaluated.
            let pairs = entries.map { Value.record([Argument(label: "key", value: $0.key), Argument(label: "value", value: $0.value)]) }
            if let value = try unorderedMethod(name, pairs, try arguments(c, scope), at: c) { return value }
        case .dictionary(let entries) where name == "sorted":
            // `dict.sorted(by: { $0.key < $1.key })`: (key, value) pairs in an order the closure decides.
            let pairs = entries.map { Value.record([Argument(label: "key", value: $0.key), Argument(label: "value", value: $0.value)]) }
            if let value = try arrayMethod(name, pairs, try arguments(c, scope), at: c) { return value }
        case .member(Self.fontMetricsMarker, let settings?):
            if let value = try fontMetricsMethod(name, settings, try arguments(c, scope), at: c) { return value }
        case .member("$calendar", let settings):
            if let value = try calendarMethod(name, try arguments(c, scope), settings: settings, at: c) { return value }
        case .member(Self.dateRangeMarker, _) where name == "formatted":
            guard let style = try arguments(c, scope).first?.value, let bounds = Self.dateRangeBounds(base) else {
                throw fail("a range of dates is formatted with `.formatted(.interval…)` here", at: c)
            }
            return .string(try formattedInterval(bounds, style: style, at: c))
        case .member where name == "formatted" && durationSeconds(base, at: c) != nil:
            return .string(try formattedDuration(durationSeconds(base, at: c)!, style: try arguments(c, scope).first?.value, at: c))
        case .member("UIGraphicsImageRenderer", let renderer?) where name == "image":
            return try rendererImage(renderer, at: c)
        case .member(Self.floatingRange, _):
            break  // a range of fractions: `contains` (above) or a method its extension declares (below)
        case .member("success", let payload?) where name == "get" && payload.count == 1 && c.arguments.isEmpty:
            return payload[0].value  // `Result.get()`: the success value…
        case .member("failure", let payload?) where name == "get" && payload.count == 1 && c.arguments.isEmpty:
            throw ThrownError(value: payload[0].value, location: location(c))  // …or the failure, thrown
        case .member, .null:
            // A chain on a constant: `Font.headline.weight(.bold)`, `.body.bold()`; the base goes first, as `$self`.
            if case .null = base {
                // `nickname.or("Anon")` with `extension String? { func or(_:) }`, on nil itself; after `?.`, nil.
                if let m = c.calledExpression.as(MemberAccessExprSyntax.self), let b = m.base, !containsOptionalChain(b),
                   let v = try extensionMethod(name, on: .null, c, scope) {
                    return v
                }
                return .null
            }
            return .member(name, arguments: [Argument(label: "$self", value: base)] + (try arguments(c, scope)))
        case .binding(let v) where name == "constant":
            return .binding(v)
        case .binding(.object(let o)) where Self.isStore(o):
            // `$store.scope(state: \.alert, action: \.alert)`: a binding to the child store.
            if let scoped = try storeMethod(o, name, try arguments(c, scope), at: c) { return .binding(scoped) }
        case .geometryProxy(let size):
            return try geometryProxyMethod(name, size, c, scope)
        case .number, .float, .scaled, .int, .intLiteral:
            if let value = try numberMethod(name, base, try arguments(c, scope), at: c) { return value }
        case .decimal where name == "formatted":
            // `price.formatted(.currency(code: "EUR"))`: as `Text(price, format:)` formats it.
            return .string(try formatted(base, style: try arguments(c, scope).first?.value ?? .member("number", arguments: nil), at: c))
        case .url(let u):
            if let value = try urlMethod(name, u, try arguments(c, scope), at: c) { return value }
        case .date(let t):
            let args = try arguments(c, scope)
            switch name {
            case "formatted": return .string(try formattedDate(t, args, at: c))
            case "addingTimeInterval", "advanced": if let d = args.first { return .date(t + (try number(d.value, at: c))) }
            // `arrival.timeIntervalSince(departure)`, `start.distance(to: end)`: seconds, as a `TimeInterval`.
            case "timeIntervalSince", "distance":
                guard let other = args.first?.value else { break }
                guard case .date(let u) = try known(other) else {
                    throw fail("`.\(name)(…)` is given \(other.typeDescription), not a Date", at: c)
                }
                return .number(name == "distance" ? u - t : t - u)
            default: break
            }
        default: break
        }
        if case .opaque = base { return base }
        if let v = try extensionMethod(name, on: base, c, scope) { return v }
        if let v = try optionalMapOfAScalar(name, on: base, c, scope) { return v }
        // A standard-library method layoutcheck does not evaluate, on a value it knows, is its own gap, never a side
        // effect of another module to pass over: what it would have changed is not guessed.
        if base.isStandardLibraryValue { methodsNotEvaluated.insert(c.id) }
        return .opaque(fail("`.\(name)(…)` on \(base.typeDescription) is not evaluated statically", at: c))
    }

    /// `env.date()` with `var date: () -> Date = Date.init`: a stored property holding a function, called (an unknown
    /// one is the unknown value it holds). An initial value not read yet is evaluated first, as a read of the
    /// property would.
    private func storedFunction(_ name: String, of t: TypeDecl, _ fields: [String: Value], object: ObjectRef? = nil,
                                at c: FunctionCallExprSyntax) throws -> Value? {
        guard let stored = fields[name] else { return nil }
        let value = if case .deferred = stored { try member(name, of: t, fields, object: object, at: c) ?? stored } else { stored }
        return value.isCallable || value.isOpaque ? value : nil
    }

    /// `Type.name(…)` on a type of the sources: `Type.init(…)`, a nested type's initializer (`Outer.Inner(…)`) or a
    /// static function. Nil when the type is a framework type the sources only extend and `name` is the framework's.
    @discardableResult
    private func typeCall(_ name: String, of t: TypeDecl, _ c: FunctionCallExprSyntax, _ scope: Scope,
                          orFramework: Bool = false) throws -> Value? {
        if name == "init", t.isDeclared { return try instantiate(t, try arguments(c, scope), at: c) }
        if let nested = index.types[t.qualifiedName + "." + name], nested.isDeclared {
            return try instantiate(nested, try arguments(c, scope), at: c)
        }
        if t.isEnum, t.enumCases.contains(name) { return try enumCase(name, of: t, try arguments(c, scope)) }
        if let functions = t.staticMethods[name] ?? index.methods(name, of: t) {
            return try callFunction(functions, try arguments(c, scope), Scope(instance: (t, [:])), at: c)
        }
        if orFramework { return nil }
        // Inherited from a type of another module, perhaps: unknown until layout reads it.
        return .opaque(fail("`\(t.name).\(name)(…)` is not defined in the sources", at: c))
    }

    /// `name(…)`: a layout, a SwiftUI view, a type of the sources, a helper of the view, or a standard function.
    /// `framework`: written `SwiftUI.name(…)`, so the sources' own types of that name are not meant.
    func named(_ name: String, _ c: FunctionCallExprSyntax, _ scope: Scope, framework: Bool = false) throws -> Value {
        if !framework, let local = scope.lookup(name) {
            switch local {
            case .layout(let layout): return try stack(layout, try arguments(c, scope), at: c)
            case .closure(let closure): return try invoke(closure, try arguments(c, scope), at: c)
            case .localFunction(let f, let defined): return try callFunction([f], try arguments(c, scope), defined, at: c)
            case .member(Self.autoclosureValue, let wrapped?) where c.arguments.isEmpty: return wrapped[0].value
            case .instance(let t, _) where isLayout(t): return try customLayoutCall(local, try arguments(c, scope), at: c)!
            case .type(let qualified) where index.types[qualified] != nil:
                return try instantiate(index.types[qualified]!, try arguments(c, scope), at: c)
            // A method passed as a function (`money: formatter.money`), called with the arguments in order.
            case let bound where bound.isCallable: return try apply(bound, try arguments(c, scope).map(\.value), at: c)
            default: throw fail("`\(name)` is \(local.typeDescription), not something to call", at: c)
            }
        }
        if !framework, let instance = scope.instance {
            if let functions = index.methods(name, of: instance.type) ?? instance.type.staticMethods[name] {
                return try callFunction(functions, try arguments(c, scope), Scope(instance: instance, object: scope.object), at: c)
            }
            // A stored closure (`content`) or a computed layout (`var layout: AnyLayout { … }`).
            if instance.fields[name] != nil || instance.type.computed[name] != nil,
               let value = try member(name, of: instance.type, instance.fields, at: c) {
                switch value {
                case .closure(let closure): return try invoke(closure, try arguments(c, scope), at: c)
                case .layout(let layout): return try stack(layout, try arguments(c, scope), at: c)
                case .instance(let t, _) where isLayout(t): return try customLayoutCall(value, try arguments(c, scope), at: c)!
                case let bound where bound.isCallable: return try apply(bound, try arguments(c, scope).map(\.value), at: c)
                default: throw fail("`\(name)` is \(value.typeDescription), not something to call", at: c)
                }
            }
        }
        if !framework, let t = lookupType(name, from: scope.instance?.type, at: Syntax(c)) {
            if t.isDeclared { return try instantiate(t, try arguments(c, scope), at: c) }
            // A framework type the sources extend (`extension Color { init(hex:) }`): an initializer of the
            // extension, or the framework's own.
            if let value = try extensionInit(t, c, scope) { return value }
        }
        if !framework, let functions = index.functions[name].map({ visible($0, from: c) }), !functions.isEmpty {
            return try callFunction(functions, try arguments(c, scope), Scope(), at: c)
        }
        if let stub = index.stubs[name] { return stubView(name, stub, at: c) }
        // Inside `extension String { … }`, `lowercased()` is `self.lowercased()`.
        if !framework, name.first?.isLowercase == true, let selfValue = Self.extendedValue(scope) {
            let v = try method(name, on: selfValue, c, scope)
            if case .opaque = v {} else { return v }
        }
        // Inside a `View` extension or a `ViewModifier`, `padding()` is `self.padding()`.
        if !framework, let selfViews = scope.lookup("self"), selfViews.isViewsOrLazy, name.first?.isLowercase == true {
            if Self.environmentModifiers.contains(name) {
                // `environmentObject(model)` in `extension View`: `self` is made in the environment it sets.
                let args = try arguments(c, scope)
                let saved = env
                defer { env = saved }
                try applyEnvironment(name, args, at: c)
                return try modifier(name, args, on: try forced(selfViews), call: c)
            }
            return try method(name, on: selfViews, c, scope)
        }
        if let view = try swiftUIView(name, c, scope) { return view }
        if name == "String", let localized = try interpolatedLocalizedString(c, scope) { return localized }
        if name == "Measurement" { return .opaque(measurementNotEvaluated(at: c)) }
        if name == "NSDecimalRound", let rounded = try decimalRound(c, scope) { return rounded }
        let args = try arguments(c, scope)
        if let overridden = try dependencyOverride(name, args, at: c) { return overridden }
        if let drawn = try drawingCall(name, args, at: c) { return drawn }
        // `String(describing: seat)` with `seat: Int?` prints as the interpolation does: `Optional(12)`, `nil`.
        if name == "String", args.count == 1, args[0].label == "describing",
           let text = try optionalInterpolation(c.arguments.first!.expression, args[0].value, scope) {
            return .string(text)
        }
        return try standardFunction(name, args, at: c)
    }

    /// `.modifier(M())`, and a modifier the sources add in `extension View` only (not one a `Text` or `Image`
    /// extension also declares, which the views' type would choose): their body puts views in an environment of its
    /// own, so the modified views are made where the body uses them (`Value.lazyViews`).
    func passesViewsLazily(_ name: String) -> Bool {
        if name == "modifier" { return true }
        guard index.types["View"]?.methods[name] != nil else { return false }
        return !["Text", "Image", "Label", "Shape", "Color", "Button", "Toggle", "TextField"].contains { index.types[$0]?.methods[name] != nil }
    }

    /// The views a `Value.lazyViews` stands for, made now (once) in the environment current here.
    func forced(_ v: Value) throws -> Value {
        guard case .lazyViews(let lazy) = v else { return v }
        if let made = lazy.value { return made }
        let made = try evaluate(lazy.expression, lazy.scope)
        lazy.value = made
        return made
    }

    /// A modifier the sources define in `extension View { func card() -> some View { … } }`, run with `self` the
    /// modified views; nil when the sources define none taking these arguments (SwiftUI's own is meant).
    func viewExtension(_ name: String, on base: Value, _ args: [Argument], at c: FunctionCallExprSyntax) throws -> Value? {
        guard let overloads = index.types["View"]?.methods[name].map({ visible($0, from: c) }), !overloads.isEmpty else { return nil }
        let scope = Scope()
        scope.bind("self", base)
        for f in overloads {
            guard let bound = try bind(f.signature.parameterClause.parameters, args, scope), let body = f.body else { continue }
            return try known(try enter(at: c) { try run(body.statements, bound) })
        }
        return nil
    }

    /// Runs a closure (a view builder or `{ item in … }`) with its arguments.
    func invoke(_ closure: Closure, _ args: [Argument], at node: some SyntaxProtocol) throws -> Value {
        let scope = Scope(parent: closure.scope)
        var args = args
        // `{ (index, tab) in … }` over `enumerated()`, `zip(a, b).contains { $0 != $1 }`: the tuple is taken apart
        // (Swift destructures a tuple argument into a closure's parameters, SE-0110's exception).
        if args.count == 1, case .record(let parts) = args[0].value, parts.count > 1,
           closure.syntax.signature == nil ? closure.anonymousParameterCount == parts.count
                                           : closure.parameterNames.count == parts.count {
            args = parts
        }
        for (name, arg) in zip(closure.parameterNames, args) {
            scope.bind(name, arg)
            // `ForEach($todos) { $todo in … }`: a `$`-named parameter is the binding, and `todo` its value (SE-0293).
            if name.hasPrefix("$"), name.count > 1 { scope.bind(String(name.dropFirst()), Self.wrappedValue(arg.value)) }
        }
        let saved = discardsUnknownCalls
        // A closure of type `(…) -> Void` (`info: (Any) -> Void` called as `log.info("…")`) builds no views: a call of
        // another module it makes is a side effect, as in a function returning nothing.
        discardsUnknownCalls = closure.buildsNoViews || Self.isVoid(closure.resultType)
        defer { discardsUnknownCalls = saved }
        let result = try enter(at: node) { try run(closure.syntax.statements, scope) }
        try scope.copyOut()
        guard let resultType = closure.resultType ?? closure.syntax.signature?.returnClause?.type else { return result }
        // `var database: () -> DatabaseQueue = { return .appDatabase }`: an implicit member of the result type.
        return try implicitMember(typed(result, as: resultType), as: resultType, context: closure.scope.instance?.type)
    }

    /// A function of the sources: the overload whose labels match, its parameters bound (defaults evaluated).
    func callFunction(_ overloads: [FunctionDeclSyntax], _ args: [Argument], _ scope: Scope, at node: some SyntaxProtocol) throws -> Value {
        if overloads.count == 1, Self.isGeneratedStringLookup(overloads[0]) { return try generatedStringLookup(args, at: node) }
        var firstRefusal: SwiftDiagnostic?
        for (f, bound) in try boundOverloads(overloads, args, scope, firstRefusal: &firstRefusal) {
            guard let body = f.body else { continue }
            // `func setting<T: RawRepresentable>(for key: Key<T>) -> T`: Swift infers `T` from the arguments' types:
            // a value of the sources made with its generic arguments known (`Key<Level>`) gives them; otherwise a
            // use of `T` says it is not known.
            inferGenericParameters(of: f, in: bound)
            for generic in f.genericParameterClause?.parameters ?? [] where bound.lookup(generic.name.text) == nil {
                bound.bind(generic.name.text, .opaque(fail("`\(generic.name.text)` is a generic parameter of `\(f.name.text)`, which "
                    + "Swift infers from the types of its arguments; layoutcheck does not infer types: pass a value of the "
                    + "concrete type, or call a non-generic function, in the preview", at: generic)))
            }
            // A function that returns no view (`-> UIImage`, `-> Void`) has no view statements: a call of another
            // module whose result it does not use is a side effect (drawing, logging), as in initializers.
            let saved = discardsUnknownCalls
            discardsUnknownCalls = saved || !Self.mayReturnViews(f)
            defer { discardsUnknownCalls = saved }
            // A plain value only from a module-level function or method, with no `inout` argument to write back and no
            // closure that may change the caller's locals (nor a local function, which may change its own).
            var computes = Self.computedResult(f.signature.returnClause?.type)
            if computes == .other, index.isValueOfSources(f.signature.returnClause?.type, from: scope.instance?.type) {
                computes = .plainValue
            }
            if computes == .plainValue, Self.isLocal(f) || args.contains(where: { $0.writeBack != nil || $0.value.isCallable }) {
                computes = .other
            }
            let explores = !Self.isLocal(f) && !args.contains(where: { $0.writeBack != nil || $0.value.isCallable })
                && !Self.isViewBuilder(f)
            let result = try unknownIfStopped(computes) {
                try exploring(f.signature.returnClause?.type, explores, context: scope.instance?.type) {
                    try enter(at: node) { try run(body.statements, bound) }
                }
            }
            try bound.copyOut()
            return try implicitMember(typed(result, as: f.signature.returnClause?.type), as: f.signature.returnClause?.type,
                                      context: scope.instance?.type)
        }
        if let firstRefusal { throw firstRefusal }
        throw fail("no `\(overloads[0].name.text)` in the sources takes these arguments", at: node)
    }

    /// The functions (global ones, or methods of an extension) Swift sees from `node`'s file: a `private` or
    /// `fileprivate` one, or one in a `private extension`, only from its own file (the Swift book, Access Control),
    /// so two files' private `face(_:)` helpers or `private extension View { func rowStyle() }`s never meet, and
    /// another file's is not seen at all (SwiftUI's own is meant).
    func visible(_ functions: [FunctionDeclSyntax], from node: some SyntaxProtocol) -> [FunctionDeclSyntax] {
        guard functions.count > 1 || functions.contains(where: Self.isFilePrivate) else { return functions }
        let here = location(node).file
        return functions.filter { !Self.isFilePrivate($0) || location($0).file == here }
    }

    static func isFilePrivate(_ f: FunctionDeclSyntax) -> Bool {
        if SourceIndex.restrictsToFile(f.modifiers) { return true }
        // Member → member list → member block → the extension.
        guard let x = f.parent?.parent?.parent?.parent?.as(ExtensionDeclSyntax.self) else { return false }
        return SourceIndex.restrictsToFile(x.modifiers)
    }

    /// Parameters bound to arguments by label, in order; nil when the labels do not fit.
    static let autoclosureValue = "$autoclosure"

    /// `@autoclosure () -> T`: Swift wraps the argument written in a closure (the Swift book, Closures, Autoclosures).
    /// The argument is evaluated where it is passed here, not when the closure is first called.
    static func isAutoclosure(_ type: TypeSyntax) -> Bool {
        type.as(AttributedTypeSyntax.self)?.attributes.contains {
            $0.as(AttributeSyntax.self)?.attributeName.sourceText == "autoclosure"
        } ?? false
    }

    func bind(_ parameters: FunctionParameterListSyntax, _ args: [Argument], _ outer: Scope) throws -> Scope? {
        let scope = Scope(parent: outer)
        var remaining = args[...]
        let list = Array(parameters)
        for (position, p) in list.enumerated() {
            let label = p.firstName.text == "_" ? nil : p.firstName.plain
            let name = (p.secondName ?? p.firstName).plain
            scope.declare(name, type: p.type)
            // `name: String?`: `name.map { … }` is Optional's map, not String's over its characters.
            if p.type.is(OptionalTypeSyntax.self) || p.type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) { scope.markOptional(name) }
            if p.ellipsis != nil {
                // A variadic parameter takes its labelled argument and the unlabelled ones after it.
                var values: [Value] = []
                if let next = remaining.first, next.label == label {
                    values.append(next.value)
                    remaining = remaining.dropFirst()
                    while let more = remaining.first, more.label == nil { values.append(more.value); remaining = remaining.dropFirst() }
                }
                scope.bind(name, .array(values))
            } else if let d = p.defaultValue, label == nil, case .closure? = remaining.first?.value, remaining.first?.label == nil,
                      !index.isFunctionType(p.type, from: outer.instance?.type), !p.type.sourceText.contains("->") {
                // `init(_ title: String? = nil, @ViewBuilder content: () -> C)` called `Box { … }`: the trailing closure
                // skips a defaulted parameter that is not a function (SE-0286's forward scan), which keeps its default.
                scope.bind(name, try coerce(try evaluate(d.value, outer), to: p.type, context: outer.instance?.type, at: p))
            } else if let next = remaining.first, next.label == label || (label == nil && next.label == nil) {
                var argument = next
                argument.value = try coerce(next.value, to: p.type, context: outer.instance?.type, at: p)
                // `model: @autoclosure () -> Model`: the argument's value, returned when the parameter is called.
                if Self.isAutoclosure(p.type) { argument.value = .member(Self.autoclosureValue, arguments: [argument]) }
                scope.bind(name, argument)
                remaining = remaining.dropFirst()
            } else if label != nil, remaining.count == 1, remaining.first?.label == nil, case .closure? = remaining.first?.value,
                      Self.takesTrailingClosure(list[position...]) {
                // The trailing closure, for a labelled closure parameter (SE-0286's forward scan), typed by it as an
                // argument is (its result takes the tuple labels the function type gives).
                scope.bind(name, try coerce(remaining.first!.value, to: p.type, context: outer.instance?.type, at: p))
                remaining = remaining.dropFirst()
            } else if let d = p.defaultValue {
                // A default is typed by its parameter, as an argument is (`customization: Customization? = .init()`);
                // an `@autoclosure` parameter's default is wrapped as an argument would be (`vm: @autoclosure () -> VM = VM()`).
                let value = try coerce(try evaluate(d.value, outer), to: p.type, context: outer.instance?.type, at: p)
                scope.bind(name, Self.isAutoclosure(p.type) ? .member(Self.autoclosureValue, arguments: [Argument(label: nil, value: value)]) : value)
            } else if label != nil, remaining.first?.label == nil, case .closure? = remaining.first?.value {
                // A trailing closure for a labelled closure parameter.
                scope.bind(name, try coerce(remaining.first!.value, to: p.type, context: outer.instance?.type, at: p))
                remaining = remaining.dropFirst()
            } else {
                return nil
            }
        }
        return remaining.isEmpty ? scope : nil
    }

    /// A function declared inside another function's body (it may capture and change the locals around it).
    /// A `@ViewBuilder` function.
    static func isViewBuilder(_ f: FunctionDeclSyntax) -> Bool {
        f.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.as(IdentifierTypeSyntax.self)?.name.text == "ViewBuilder" }
    }

    static func isVoid(_ type: TypeSyntax?) -> Bool {
        guard let type else { return false }
        if let tuple = type.as(TupleTypeSyntax.self) { return tuple.elements.isEmpty }
        return type.as(IdentifierTypeSyntax.self)?.name.text == "Void"
    }

    static func isLocal(_ f: FunctionDeclSyntax) -> Bool {
        if f.parent?.is(MemberBlockItemSyntax.self) == true { return false }
        return f.parent?.parent?.parent?.is(SourceFileSyntax.self) != true
    }

    /// Whether a function may build views: a `@ViewBuilder`, or a return type that is or may be a view. Read from
    /// the syntax's tokens, without building strings: it is asked on every call.
    static func mayReturnViews(_ f: FunctionDeclSyntax) -> Bool {
        if isViewBuilder(f) { return true }
        guard var type = f.signature.returnClause?.type else { return false }
        if let optional = type.as(OptionalTypeSyntax.self) { type = optional.wrappedType }
        guard let name = type.as(IdentifierTypeSyntax.self)?.name.text else { return true }
        return !valueTypeNames.contains(name)
    }

    /// Return types that are never views.
    private static let valueTypeNames: Set<String> = [
        "UIImage", "String", "Int", "Double", "CGFloat", "Bool", "Void", "CGSize", "CGRect", "NSAttributedString",
        "AttributedString", "Date", "URL", "UIColor", "UIFont",
    ]

    /// SE-0286: a trailing closure goes to the first parameter of function type, skipping one with a default value
    /// only when a later function-typed parameter has none.
    private static func takesTrailingClosure(_ parameters: ArraySlice<FunctionParameterSyntax>) -> Bool {
        func isFunction(_ p: FunctionParameterSyntax) -> Bool { p.type.sourceText.contains("->") }
        guard let first = parameters.first, isFunction(first) else { return false }
        return first.defaultValue == nil || !parameters.dropFirst().contains { isFunction($0) && $0.defaultValue == nil }
    }
}

