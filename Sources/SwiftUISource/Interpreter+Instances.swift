import DynamicType
import ViewModel
import SwiftSyntax

extension Interpreter {
    /// `Type(…)`: an explicit initializer of the sources when one takes these labels, otherwise the memberwise
    /// one. A view is evaluated to its body here, in the environment that reaches it.
    func instantiate(_ t: TypeDecl, _ args: [Argument], at node: some SyntaxProtocol) throws -> Value {
        try instantiate(t, args, at: Syntax(node))
    }

    /// Not generic: the evaluator's hottest call, kept free of generic dispatch. A failable initializer that
    /// returns nil (`init?(text:)`, or one delegating to `self.init(rawValue:)` with no such case) makes nil.
    func instantiate(_ t: TypeDecl, _ args: [Argument], at c: Syntax) throws -> Value {
        do { return try made(t, args, at: c) } catch is InitializerReturnedNil { return .null }
    }

    private func made(_ t: TypeDecl, _ args: [Argument], at c: Syntax) throws -> Value {
        if let representable = index.representableConformance(of: t) {
            return try platformView(t, conformingTo: representable, at: c)
        }
        if let found = try enumFromRawValue(t, args, at: c) { return found }
        if case .closure(let content)? = args.last?.value, isLayout(t) {
            // `FlowLayout(spacing: 4) { … }`: the layout's properties from the call, its views from the closure.
            return try customLayout(t, try initialFields(t, Array(args.dropLast()), at: c), content: content, at: c)
        }
        if let shape = try customShape(t, at: c) { return shape }
        if t.isClass {
            let site = nextCreationSite(at: c)
            // The object an earlier evaluation made here, as appear actions left it: not made again.
            if let site, let carried = settlement?.carried(at: site) { return .object(carried) }
            return .object(madeObject(t, try initialFields(t, args, at: c), at: site))
        }
        let fields = try initialFields(t, args, at: c)
        guard t.isView else { return .instance(t, fields) }
        guard let body = t.computed["body"] else {
            throw fail("`\(t.name)` has no `var body` to evaluate", at: c)
        }
        let outerGenerics = genericTypesInEvaluation
        defer { genericTypesInEvaluation = outerGenerics }
        for name in t.genericParameters {
            if case .type(let known)? = fields[Self.genericKey(name)] { genericTypesInEvaluation[name] = known }
        }
        let value = try appearedBody(t, body, fields, at: c)
        guard let list = try viewList(value) else {
            throw fail("the body of `\(t.name)` is \(value.typeDescription), not a view", at: c)
        }
        // Kept only for a body a cast could mistake for SwiftUI's own Image or Text (an unmodified one).
        if list.count == 1, list[0].modifiers.isEmpty, Self.isImageOrText(list[0]) { viewTypes[ObjectIdentifier(list[0])] = (list[0], t) }
        return value
    }

    /// `with(.init()) { $0.title = "A" }`: an implicit `.init()` whose type was not known yet holds the properties
    /// set on it as arguments; once its type is known (`strings: Strings`) it is `Strings()` with them set, when no
    /// initializer takes them (Swift would not compile an `.init(title:)` that none takes).
    func instantiateOrSet(_ t: TypeDecl, _ args: [Argument], at node: some SyntaxProtocol) throws -> Value {
        do { return try instantiate(t, args, at: node) } catch let refused as SwiftDiagnostic {
            let settable = Dictionary(index.storedProperties(of: t).filter { !$0.isLet }.map { ($0.name, $0) }) { a, _ in a }
            guard !t.isClass, !args.isEmpty, args.allSatisfy({ $0.label.map { settable[$0] != nil } == true }),
                  case .instance(let made, var fields) = try instantiate(t, [], at: node) else { throw refused }
            for arg in args {
                let p = settable[arg.label!]!
                fields[p.name] = try coerce(arg.value, to: p.type ?? initializedType(of: p, in: t), context: t, at: node)
            }
            return .instance(made, fields)
        }
    }

    static func isInExtension(_ initializer: InitializerDeclSyntax) -> Bool {
        var node = initializer.parent
        while let n = node {
            if n.is(ExtensionDeclSyntax.self) { return true }
            if n.is(StructDeclSyntax.self) || n.is(ClassDeclSyntax.self) || n.is(EnumDeclSyntax.self) { return false }
            node = n.parent
        }
        return false
    }

    func initialFields(_ t: TypeDecl, _ args: [Argument], at c: Syntax) throws -> [String: Value] {
        var fields = try defaults(t)
        // A class without initializers of its own inherits its superclass's.
        let initializers = t.isClass && t.initializers.isEmpty
            ? index.supertypes(of: t).first(where: \.isClass)?.initializers ?? [] : t.initializers
        for initializer in initializers where !runningInitializers.contains(initializer.id) {
            let scope = Scope(instance: (t, fields))
            guard let bound = try bind(initializer.signature.parameterClause.parameters, args, scope),
                  let body = initializer.body else { continue }
            runningInitializers.insert(initializer.id)
            defer { runningInitializers.remove(initializer.id) }
            try enter(at: c) { try runInitializer(body.statements, bound, t, &fields) }
            fields.merge(genericTypes(t, initializer, bound)) { _, new in new }
            return fields
        }
        // A struct keeps its memberwise initializer when its own initializers are all in extensions (the Swift book,
        // "Initializer Delegation for Value Types").
        if !initializers.isEmpty, !args.isEmpty || t.isClass, t.isClass || !initializers.allSatisfy(Self.isInExtension) {
            throw fail("no initializer of `\(t.name)` takes these arguments", at: c)
        }
        // Classes have no memberwise initializer: `Model()` keeps the initial values.
        if t.isClass {
            guard args.isEmpty else { throw fail("`\(t.name)` is a class with no initializer taking these arguments", at: c) }
            return fields
        }
        // The memberwise initializer: stored properties in order, those with a default may be left out.
        var remaining = args[...]
        let settable = t.stored.filter { !($0.isLet && $0.initializer != nil) && !Self.unsettable($0) }
        for p in settable {
            let label = p.name
            // `Row {} secondaryAction: {}`: the first trailing closure goes to the first closure property left
            // (SE-0279's forward scan), the next ones by their labels.
            // A property with a default is passed over, as Swift's scan does when a later one can take the closure.
            if let next = remaining.first, next.label == nil, case .closure = next.value, p.initializer == nil, !p.isOptional,
               p.type.map({ index.isFunctionType($0, from: t) }) == true, p.name != settable.last?.name {
                fields[p.name] = next.value
                remaining = remaining.dropFirst()
                continue
            }
            guard let next = remaining.first, next.label == label else {
                if p.initializer != nil || p.wrapper != nil { continue }
                if p.isOptional { fields[p.name] = .null; continue }
                // `Row(title: "A") { … }`: the trailing closure is the last property's, set below.
                if p.name == settable.last?.name, let next = remaining.first, next.label == nil, case .closure = next.value {
                    continue
                }
                throw fail("`\(t.name)(…)` needs `\(label):` (memberwise initializer)", at: c)
            }
            fields[p.name] = try coerce(Self.unwrapped(next.value, for: p), to: p.type, context: t, at: c)
            if let wrapper = appWrapper(of: p, in: t) {
                fields[p.name] = try wrappedValue(of: p, wrapper, initial: fields[p.name], at: c)
            }
            remaining = remaining.dropFirst()
        }
        // A trailing closure is the memberwise initializer's last parameter (`action`, `@ViewBuilder let content`).
        if let next = remaining.first, next.label == nil, case .closure = next.value, let p = settable.last,
           !args.contains(where: { $0.label == p.name }) {
            fields[p.name] = try coerce(next.value, to: p.type, context: t, at: c)
            remaining = remaining.dropFirst()
        }
        if let extra = remaining.first {
            throw fail("`\(t.name)(…)` has no property `\(extra.label ?? "_")` to set", at: c)
        }
        return fields
    }

    /// Property wrappers whose value does not come from the memberwise initializer.
    private static func unsettable(_ p: StoredProperty) -> Bool {
        ["Environment", "EnvironmentObject", "FocusState", "Namespace", "GestureState"].contains(p.wrapperName ?? "")
    }

    /// A binding argument stores its value; `$x` in the body makes a binding again.
    private static func unwrapped(_ v: Value, for p: StoredProperty) -> Value {
        if case .binding(let inner) = v { return inner }
        return v
    }

    /// Default values: initializers (evaluated when read), property wrappers with their meaning.
    func defaults(_ t: TypeDecl) throws -> [String: Value] {
        var fields: [String: Value] = [:]
        for p in index.storedProperties(of: t) {
            let wrapperArgs = p.wrapper?.arguments.flatMap { if case .argumentList(let l) = $0 { return l } else { return nil } }
            switch p.wrapperName {
            case "ScaledMetric":
                guard let initial = p.initializer else { continue }
                // Evaluated as the instance is made, so counted as a call: an initial value that makes its own type
                // again stops at the depth limit (a fuzz input did, and overflowed the stack).
                let base = try number(try enter(at: initial) { try evaluate(initial, Scope(instance: (t, fields))) }, at: initial)
                var style = "body"
                if let relative = wrapperArgs?.first(where: { $0.label?.text == "relativeTo" }) {
                    guard case .member(let s, _) = try evaluate(relative.expression, Scope()), TextStyle(parsing: s) != nil else {
                        throw fail("@ScaledMetric(relativeTo:) takes a text style like .body", at: relative)
                    }
                    style = s
                }
                fields[p.name] = .member(Wrapped.scaledMetric, arguments: [Argument(label: nil, value: .number(base)),
                                                                           Argument(label: nil, value: .string(style))])
            case "EnvironmentObject":
                fields[p.name] = .member(Wrapped.environmentObject, arguments: [
                    Argument(label: nil, value: .string(Self.baseTypeName(p.type)))])
            case "Environment":
                guard let keyPath = wrapperArgs?.first?.expression.as(KeyPathExprSyntax.self) else {
                    // `@Environment(Model.self) var model`: an object put there with `.environment(model)`.
                    // Declared Optional (`var model: Model?`), it is nil when nothing above provides one.
                    let typeExpr = wrapperArgs?.first?.expression.as(MemberAccessExprSyntax.self)?.base
                    fields[p.name] = .member(Wrapped.environmentObject, arguments: [
                        Argument(label: nil, value: .string(typeExpr?.sourceText ?? Self.baseTypeName(p.type))),
                        Argument(label: "optional", value: .bool(p.isOptional))])
                    continue
                }
                let key = keyPath.components.map { $0.component.sourceText }.joined(separator: ".")
                fields[p.name] = .member(Wrapped.environment, arguments: [
                    Argument(label: nil, value: .string(key.hasPrefix(".") ? String(key.dropFirst()) : key))])
            case "Dependency":
                // swift-dependencies' value for a preview (`Interpreter+Dependencies.swift`); what stops it is
                // reported where the property is read.
                guard let attribute = p.wrapper else { continue }
                fields[p.name] = try dependencyValueOrUnknown(attribute, at: p.node)
            case "Query":
                // SwiftData's models, fetched from the environment's container where the view reads them.
                let args = try (wrapperArgs ?? []).map { Argument(label: $0.label?.text, value: try evaluate($0.expression, Scope())) }
                fields[p.name] = Self.query(try queryMarker(args, typeName: nil, at: p.node), typedAs: p.type)
            case "FetchRequest", "SectionedFetchRequest", "SectionedQuery":
                // Read from the app's model store when the view is shown: unknown until something reads it.
                let store = p.wrapperName!.contains("Fetch") ? "a Core Data `@\(p.wrapperName!)`" : "a SwiftData `@\(p.wrapperName!)`"
                fields[p.name] = .opaque(fail("`\(p.name)` holds the results of \(store), read from the app's model store "
                    + "at run time: pass the models to the view from the preview (a parameter the view shows)", at: p.node))
            default:
                if let wrapper = appWrapper(of: p, in: t) {
                    // Made as the instance is; what stops it is reported only where the property is read.
                    let scope = Scope(instance: (t, fields))
                    fields[p.name] = try unknownIfStopped(.plainValue) {
                        try enter(at: p.node) {
                            try wrappedValue(of: p, wrapper, initial: try p.initializer.map { try evaluate($0, scope) }, at: p.node)
                        }
                    }
                } else if let initial = p.initializer, makesObject(initial, in: t) {
                    // An object is made once, with the instance: every read and every change reaches the same one
                    // (`let formatter = NumberFormatter()` configured in `init`). What stops it is reported where read.
                    let scope = Scope(instance: (t, fields))
                    fields[p.name] = try unknownIfStopped(.plainValue) { try enter(at: initial) { try evaluate(initial, scope) } }
                } else if let initial = p.initializer {
                    fields[p.name] = .deferred(initial)
                } else if !p.isLet, p.isOptional {
                    fields[p.name] = .null  // `var x: T?` (`@State var error: String?`) starts as nil, as in Swift
                }
            }
        }
        return fields
    }

    /// `Model?` / `Model!` / `Model` as written: the name of the type.
    /// `contentType: "application/json"` where the sources' `ContentType` is `ExpressibleByStringLiteral`: Swift
    /// makes the value with its `init(stringLiteral:)` (the Swift book, Protocols; ExpressibleByStringLiteral in
    /// Apple's documentation). Nil for a type without that initializer (`String`, framework types).
    func stringLiteralInstance(_ v: Value, of type: TypeSyntax, context: TypeDecl?, at node: some SyntaxProtocol) throws -> Value? {
        let name = Self.baseTypeName(type)
        guard !Self.stringTypes.contains(name), let t = lookupType(name, from: context), t.isDeclared,
              t.initializers.contains(where: { $0.signature.parameterClause.parameters.first?.firstName.text == "stringLiteral" })
        else { return nil }
        // Made where the literal is written; what stops its initializer (a parser of another module) makes an
        // unknown value, reported only where layout reads it, as Swift would have a value there.
        return withGenericArguments(try unknownIfStopped(.plainValue) { try instantiate(t, [Argument(label: "stringLiteral", value: v)], at: node) },
                                    from: type)
    }

    /// `X` of `Binding<X>`; nil for another type.
    static func bindingValueType(_ type: TypeSyntax) -> TypeSyntax? {
        guard let binding = type.as(IdentifierTypeSyntax.self), binding.name.text == "Binding",
              let argument = binding.genericArgumentClause?.arguments.first?.argument else { return nil }
        return argument.as(TypeSyntax.self)
    }

    static func baseTypeName(_ type: TypeSyntax?) -> String {
        // The usual forms read from their tokens, without printing the syntax (a hot path: every argument bound).
        // `Box<Item>` names the generic type `Box`: its arguments do not change which declaration is meant.
        if let identifier = type?.as(IdentifierTypeSyntax.self) { return identifier.name.text }
        if let member = type?.as(MemberTypeSyntax.self), member.genericArgumentClause != nil {
            return baseTypeName(member.baseType) + "." + member.name.text
        }
        if let optional = type?.as(OptionalTypeSyntax.self) { return baseTypeName(optional.wrappedType) }
        if let unwrapped = type?.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return baseTypeName(unwrapped.wrappedType) }
        var text = type?.sourceText ?? ""
        while text.hasSuffix("?") || text.hasSuffix("!") { text.removeLast() }
        return text
    }

    /// An explicit initializer's statements, with `self` the instance being made: assignments (`self.x = …`, `x = …`,
    /// `_x = State(initialValue: …)`) set its properties, `self.init(…)` delegates, `super.init(…)` runs the
    /// superclass's initializer; a method call with an unknown result is a side effect the check cannot know.
    private func runInitializer(_ list: CodeBlockItemListSyntax, _ scope: Scope, _ t: TypeDecl,
                                _ fields: inout [String: Value]) throws {
        let object = ObjectRef(type: t, fields: fields)
        let saved = discardsUnknownCalls
        discardsUnknownCalls = true
        unobserved.insert(ObjectIdentifier(object))
        defer { discardsUnknownCalls = saved; unobserved.remove(ObjectIdentifier(object)) }
        // `return nil` in a failable initializer: no instance is made (a bare `return` is an early success).
        let madeNothing = { [self] () throws -> Bool in
            var views: [Element] = []
            if case .returned(.null) = try block(list, Scope(parent: scope, object: object), into: &views) { return true }
            return false
        }
        let failed = t.isView ? try madeNothing() : try exploringBranches(madeNothing) { outcomes, why in
            guard let first = outcomes.first, outcomes.allSatisfy({ $0 == first }) else { throw why }
            return first
        }
        if failed { throw InitializerReturnedNil() }
        fields = object.fields
    }

    /// `self.init(…)` / `super.init(…)` inside an initializer: the fields that initializer sets, merged into `self`
    /// (a superclass's only for its own properties).
    func delegatedInit(_ base: String, _ object: ObjectRef, _ args: [Argument], at c: FunctionCallExprSyntax) throws {
        // What the delegated initializer sets is undone between the runs of an exploration, as assignments are.
        noteStoring(in: object, .null)
        if base == "self" {
            // `self.init(rawValue: text)` in an enum's own initializer: the synthesized one, which may fail.
            if let found = try enumFromRawValue(object.type, args, at: c) {
                switch found {
                case .instance(_, let fields): object.fields.merge(fields) { _, new in new }
                case .null: throw InitializerReturnedNil()
                default: object.fields[Self.caseKey] = found
                }
                return
            }
            object.fields.merge(try initialFields(object.type, args, at: Syntax(c))) { _, new in new }
            return
        }
        guard let superclass = index.supertypes(of: object.type).first(where: \.isClass) else { return }
        let own = Set(index.storedProperties(of: superclass).map(\.name))
        let set = try initialFields(superclass, args, at: Syntax(c))
        for (name, value) in set where own.contains(name) && object.fields[name] == nil { object.fields[name] = value }
    }

    /// What assigning to `_name` stores: the wrapped value of `State(initialValue:)`, `Binding(…)`, `Published(…)`.
    static func wrappedValue(_ v: Value) -> Value {
        if case .member(_, let args?) = v,
           let initial = args.first(where: { $0.label == "initialValue" || $0.label == "wrappedValue" }) {
            return initial.value
        }
        if case .binding(let inner) = v { return inner }
        return v
    }
}

extension Interpreter {
    /// An implicit member written where a type of the sources is expected (`OrderRow(order: .sample)`,
    /// `status: .shipped`) is that type's static member or case.
    func coerce(_ value: Value, to type: TypeSyntax?, context: TypeDecl? = nil, at node: some SyntaxProtocol) throws -> Value {
        let v = typed(value, as: type)
        // `@ViewBuilder let content: Content` stores the views its closure builds, not the closure.
        if case .closure(let closure) = v, let type, !index.isFunctionType(type, from: context) {
            return try invoke(closure, [], at: node)
        }
        if case .array(let items) = v, let type, !type.is(ArrayTypeSyntax.self),
           let t = lookupType(Self.baseTypeName(type), from: context), Self.isOptionSet(t) {
            return try optionSet(t, items, at: node)
        }
        // `.failure(.offline)` stored as `Result<Int, CatalogError>`: the payload takes its generic argument's type.
        if case .member(let name, let payload?) = v, name == "success" || name == "failure", payload.count == 1,
           Self.baseTypeName(type) == "Result",
           let generic = (type?.as(OptionalTypeSyntax.self)?.wrappedType ?? type)?.as(IdentifierTypeSyntax.self)?.genericArgumentClause,
           generic.arguments.count == 2, let argument = Array(generic.arguments)[name == "success" ? 0 : 1].argument.as(TypeSyntax.self) {
            return .member(name, arguments: [Argument(label: nil, value: try coerce(payload[0].value, to: argument, context: context, at: node))])
        }
        // `[.sciFi]` stored as `Set<Genre>`: each element takes the Set's element type.
        if case .unordered(let items) = v, Self.isSetType(type), items.contains(where: { if case .member = $0 { true } else { false } }),
           let element = (type?.as(OptionalTypeSyntax.self)?.wrappedType ?? type)?.as(IdentifierTypeSyntax.self)?
               .genericArgumentClause?.arguments.first?.argument.as(TypeSyntax.self) {
            return .unordered(try items.map { try coerce($0, to: element, context: context, at: node) })
        }
        // `[.donut(.classic), .title("Warm")]` stored as `[SocialFeedTag]`: each element takes the element type.
        if case .array(let items) = v, let array = (type?.as(OptionalTypeSyntax.self)?.wrappedType ?? type)?.as(ArrayTypeSyntax.self),
           items.contains(where: { if case .member = $0 { true } else { false } }) {
            return .array(try items.map { try coerce($0, to: array.element, context: context, at: node) })
        }
        // `[.vip: 349, .reserved: 129]` stored as `[TicketTier: Decimal]`: each key and value takes its declared type.
        if case .dictionary(let entries) = v,
           let dictionary = (type?.as(OptionalTypeSyntax.self)?.wrappedType ?? type)?.as(DictionaryTypeSyntax.self) {
            return .dictionary(try entries.map { entry in
                (key: try coerce(entry.key, to: dictionary.key, context: context, at: node),
                 value: try coerce(entry.value, to: dictionary.value, context: context, at: node))
            })
        }
        if case .string = v, let type, let literal = try stringLiteralInstance(v, of: type, context: context, at: node) {
            return literal
        }
        if case .implicitChain(let chain, let chainScope) = v, let type,
           let t = lookupType(Self.baseTypeName(type), from: context), let base = Self.implicitMemberBase(of: chain) {
            let outer = implicitBase
            implicitBase = (base.id, t.qualifiedName)
            defer { implicitBase = outer }
            return try evaluate(chain, chainScope)
        }
        guard case .member(let name, let args) = v, let type else { return v }
        if name == "init", let args, args.count == 2, args[0].label == "get", args[1].label == "set", args[0].value.isCallable {
            // `selection: .init(get: { .init(id: …) }, set: { … })` for a `Binding<Item>` (or an `@Binding var`):
            // Binding.init(get:set:), reading what its getter returns, typed as the binding's value.
            let inner = Self.bindingValueType(type) ?? type
            return .binding(try coerce(try apply(args[0].value, [], at: node), to: inner, context: context, at: node))
        }
        // `calendar: .current` where a Calendar is expected.
        let typeName = Self.baseTypeName(type)
        // A framework type, perhaps extended by the sources (`extension Date { static func preview(…) }`).
        let isFramework = lookupType(typeName, from: context).map { !$0.isDeclared } ?? true
        if args == nil, name == "current" || name == "autoupdatingCurrent", typeName == "Calendar", isFramework {
            return Self.calendarValue
        }
        // `at: .init(timeIntervalSince1970: 0)` where a Date is expected: Date's initializer.
        if name == "init", let args, typeName == "Date", isFramework {
            return try date(args, at: node)
        }
        // `icon: .init(systemName: "star")` where an Image is expected: Image's initializer, a view.
        if name == "init", let args, typeName == "Image", isFramework, let image = try namedImage(args, at: node) {
            return .views([Element(kind: image, modifiers: [], id: nil, suppressions: [], source: location(node))])
        }
        // `label: .init("Hello")` where a Text is expected: a view's initializer, which is read from the call
        // written with the view's name. A colour or a shape only draws (`.clipShape(shape)`): carried as it is.
        if name == "init", args != nil, isFramework, Vocabulary.views[typeName] != nil,
           !Self.drawingOnlyTypes.contains(typeName), !Vocabulary.shapes.contains(typeName) {
            throw fail("`.init(…)` where a `\(typeName)` is expected is not evaluated: write `\(typeName)(…)`", at: node)
        }
        // `creationDate: Date = .now`: Date's own statics, as `Date.now` reads them.
        if args == nil, typeName == "Date", isFramework, Self.dateStatics.contains(name), index.types["Date"]?.statics[name] == nil {
            return try staticMember(name, of: "Date", at: node)
        }
        // `departure: .preview(2024, 6, 14)` where a Date is expected: a static the sources add to the framework type.
        if isFramework, let declared = try frameworkStatic(v, declaredOn: [typeName], at: node) { return declared }
        guard let t = lookupType(typeName, from: context), t.isDeclared else { return v }
        // `.init(…)` where the type is known from the parameter.
        if name == "init", let args { return try instantiateOrSet(t, args, at: node) }
        if let args, t.isEnum, t.enumCases.contains(name) { return try enumCase(name, of: t, args) }
        if let args {
            guard let functions = t.staticMethods[name] ?? t.methods[name] else { throw fail("`\(t.name).\(name)(…)` is not defined in the sources", at: node) }
            return try callFunction(functions, args, Scope(instance: (t, [:])), at: node)
        }
        return try staticMember(name, of: t.qualifiedName, at: node)
    }
}

extension Interpreter {
    /// Date's static properties (`Date.now`, `.distantPast`, `.distantFuture`).
    static let dateStatics: Set<String> = ["now", "distantPast", "distantFuture"]

    /// `[Tier.vip, .ga]`: an array literal takes its element type from the elements written with it, so an implicit
    /// member beside an enum's case is a case of that enum.
    func enumTypedElements(_ items: [Value]) throws -> [Value] {
        guard items.count > 1, let t = items.lazy.compactMap({ $0.sourceType }).first(where: \.isEnum),
              items.contains(where: { if case .member = $0 { true } else { false } }) else { return items }
        return try items.map { item in
            guard case .member(let name, let args) = item, t.enumCases.contains(name) else { return item }
            return try enumCase(name, of: t, args ?? [])
        }
    }

    /// `.loaded(items)`: an enum case with its associated values.
    func enumCase(_ name: String, of t: TypeDecl, _ args: [Argument]) throws -> Value {
        var args = args
        // `.add(.num(2), .num(3))`: an implicit member in an associated value takes the type declared for it.
        if let payload = t.casePayloads[name]?.parameters, payload.count == args.count {
            for (i, p) in zip(args.indices, payload) {
                switch args[i].value {
                // `.gasoline(consumption: 8)` with `consumption: Double`: the literal is a Double.
                case .member, .intLiteral, .array, .dictionary, .number:
                    args[i].value = try coerce(args[i].value, to: p.type, context: t, at: p)
                default: break
                }
            }
        }
        return .instance(t, [Self.caseKey: .string(name), Self.payloadKey: .record(args)])
    }
}

extension StoredProperty {
    var type: TypeSyntax? { node.as(PatternBindingSyntax.self)?.typeAnnotation?.type }

    var isOptional: Bool {
        guard let binding = node.as(PatternBindingSyntax.self), let type = binding.typeAnnotation?.type else { return false }
        return type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
    }
}

extension Interpreter {
    /// `Color(hex: "…")` where an extension of a framework type declares `init(hex:)`. A colour only draws (it
    /// fills what it is offered whatever its value), so it is a colour whose value is not read; an initializer that
    /// assigns `self` (`init(count: Int, noun: String) { self = … }`) is run; one that delegates to the framework's
    /// own (`self.init(…)`) is diagnosed. Nil when no initializer of the extension takes these arguments: the
    /// framework's own initializer is meant.
    func extensionInit(_ t: TypeDecl, _ c: FunctionCallExprSyntax, _ scope: Scope) throws -> Value? {
        guard !t.initializers.isEmpty else { return nil }
        // Matched by the labels as written, before anything is evaluated: the framework's own initializer (the
        // common case) evaluates the arguments once, and nested views are never evaluated twice.
        var labels = c.arguments.map { Argument(label: $0.label?.text, value: .null) }
        if let t = c.trailingClosure { labels.append(Argument(label: nil, value: .closure(closure(t, in: scope)))) }
        for extra in c.additionalTrailingClosures {
            labels.append(Argument(label: extra.label.text, value: .closure(closure(extra.closure, in: scope))))
        }
        guard let initializer = try t.initializers.first(where: {
            try bind($0.signature.parameterClause.parameters, labels, scope) != nil
        }) else { return nil }
        if t.name == "Color" {
            return .views([Element(kind: .color("custom"), modifiers: [], id: nil, suppressions: [], source: location(c))])
        }
        if ["UIColor", "CGColor", "UIFont"].contains(t.name) {
            // A colour or font of UIKit only draws here (`Color(uiColor:)`, a tint): unknown until something reads it.
            return .opaque(fail("`\(t.name)(…)` is built by an initializer the sources add; its value is not evaluated", at: c))
        }
        guard let body = initializer.body else {
            throw fail("`\(t.name)(…)`: the initializer the sources add has no body to run", at: c)
        }
        return try assigningSelf(t, initializer, body, c, scope)
    }

    /// Runs an extension's initializer of a framework value type, which either assigns `self` or hands over to the
    /// framework's own with `self.init(…)` (the Swift book, Initializer Delegation for Value Types): its value is what
    /// `self` holds at the end. Until then `self` is the marker `frameworkSelf` names, which `self.init(…)` replaces.
    private func assigningSelf(_ t: TypeDecl, _ initializer: InitializerDeclSyntax, _ body: CodeBlockSyntax,
                               _ c: FunctionCallExprSyntax, _ scope: Scope) throws -> Value {
        let args = try arguments(c, scope)
        guard let inner = try bind(initializer.signature.parameterClause.parameters, args, Scope()) else {
            throw fail("`\(t.name)(…)`: the arguments do not match the initializer the sources add", at: c)
        }
        let unassigned = Value.member(Self.frameworkSelf, arguments: [Argument(label: t.name, value: .null)])
        inner.bind("self", unassigned)
        _ = try enter(at: c) { try run(body.statements, inner) }
        guard let result = inner.lookup("self"), !Self.isFrameworkSelf(result) else {
            throw fail("`\(t.name)(…)`: the initializer the sources add neither assigns `self` nor calls `self.init(…)`",
                       at: c)
        }
        return result
    }

    /// `self` in an extension's initializer of a framework value type before it is initialized.
    static let frameworkSelf = "<self being initialized>"

    static func isFrameworkSelf(_ value: Value) -> Bool {
        if case .member(frameworkSelf, _) = value { true } else { false }
    }

    /// `self.init(red: r, green: g, blue: b)` inside `extension Color { init(hex:) { … } }`: the framework's own
    /// initializer, its arguments evaluated where the call is, becomes `self`. Nil when `self` is not such a type.
    func frameworkDelegation(_ c: FunctionCallExprSyntax, _ scope: Scope) throws -> Value? {
        guard case .member(Self.frameworkSelf, let marker?)? = scope.lookup("self"), let typeName = marker.first?.label
        else { return nil }
        let value = try named(typeName, c, scope, framework: true)
        _ = scope.assign("self", value)
        // As an expression it is the value made, so a failable one's `self.init(…)!` unwraps it.
        return value
    }
}

extension Interpreter {
    /// `profile[.sweet]` where the value's type declares `subscript(flavor: Flavor) -> Int`: its getter, run with
    /// `self` the value. A subscript's parameters take no argument label unless one is written apart from the name
    /// (the Swift book, Subscripts), so `flavor` is bound from the unlabelled argument. Nil for other values.
    func declaredSubscript(of base: Value, _ sub: SubscriptCallExprSyntax, _ scope: Scope) throws -> Value? {
        let inner: Scope, t: TypeDecl
        switch base {
        case .instance(let type, let fields): (inner, t) = (Scope(instance: (type, fields)), type)
        case .object(let o): (inner, t) = (Scope(object: o), o.type)
        default: return nil
        }
        guard let (accessors, bound) = try subscriptCall(of: t, sub, inner, scope) else { return nil }
        return try enter(at: sub) { try body(of: accessors, bound) }
    }

    /// `profile[.sweet] += 1`: the subscript's `set` accessor run with `newValue` (or the name it gives) bound, on
    /// `self` held in a box as a `mutating` method's is; the changed value, or nil when the type declares no
    /// subscript for these arguments. An object is changed in place.
    func settingDeclaredSubscript(of base: Value, _ sub: SubscriptCallExprSyntax, to newValue: Value,
                                  _ scope: Scope) throws -> Value? {
        let box: ObjectRef
        switch base {
        case .instance(let type, let fields): box = ObjectRef(type: type, fields: fields)
        case .object(let o): box = o
        default: return nil
        }
        guard let (accessors, bound) = try subscriptCall(of: box.type, sub, Scope(object: box), scope) else { return nil }
        guard case .accessors(let list) = accessors.accessors,
              let setter = list.first(where: { $0.accessorSpecifier.text == "set" }), let code = setter.body else {
            throw fail("`\(box.type.name)`'s subscript has no setter: this assignment does not compile", at: sub)
        }
        bound.bind(setter.parameters?.name.text ?? "newValue", newValue)
        _ = try enter(at: sub) { try run(code.statements, bound) }
        return box.type.isClass ? base : .instance(box.type, box.fields)
    }

    /// The subscript of `t` these arguments call, and a scope below `inner` with its parameters bound.
    private func subscriptCall(of t: TypeDecl, _ sub: SubscriptCallExprSyntax, _ inner: Scope,
                               _ scope: Scope) throws -> (AccessorBlockSyntax, Scope)? {
        let candidates = t.subscripts + t.supertypes.flatMap(\.subscripts)
        guard !candidates.isEmpty else { return nil }
        let args = try sub.arguments.map { Argument(label: $0.label?.text, value: try evaluate($0.expression, scope)) }
        let fitting = candidates.filter { $0.parameterClause.parameters.count == args.count }
        // Subscripts told apart by their parameters' types are not resolved here: reported, not guessed.
        if fitting.count > 1, Set(fitting.map { $0.parameterClause.parameters.map { $0.secondName == nil ? "" : $0.firstName.text } }).count < fitting.count {
            throw fail("`\(t.name)` has several subscripts taking these arguments; which one Swift picks by type is not evaluated", at: sub)
        }
        for s in fitting {
            // As if each label were written: `[.sweet]` for `subscript(flavor:)` binds `flavor`.
            let labelled = zip(s.parameterClause.parameters, args).map { p, a in
                p.secondName == nil ? Argument(label: p.firstName.text, value: a.value) : a
            }
            guard let bound = try bind(s.parameterClause.parameters, labelled, inner), let accessors = s.accessorBlock else { continue }
            return (accessors, bound)
        }
        return nil
    }
}

/// Thrown out of an initializer's statements by `return nil`: the instance being made is nil.
struct InitializerReturnedNil: Error {}

extension Interpreter {
    /// The property wrapper the sources declare for a stored property (`@Clamped(0...10) var level = 14`), or nil
    /// for SwiftUI's and other modules' wrappers.
    func appWrapper(of p: StoredProperty, in t: TypeDecl) -> TypeDecl? {
        guard let attribute = p.wrapper else { return nil }
        let name = Self.baseTypeName(attribute.attributeName)
        guard index.declaredNames.contains(name), let w = lookupType(name, from: t),
              w.isDeclared, w.computed["wrappedValue"] != nil || w.stored.contains(where: { $0.name == "wrappedValue" })
        else { return nil }
        return w
    }

    /// What reading a property with an app's wrapper gives: Swift stores `Clamped(wrappedValue: 14, 0...10)` (the
    /// initial or passed value first, then the attribute's arguments) and reads that wrapper's `wrappedValue` (the
    /// Swift book, Property Wrappers).
    func wrappedValue(of p: StoredProperty, _ wrapper: TypeDecl, initial: Value?, at node: some SyntaxProtocol) throws -> Value {
        var args = initial.map { [Argument(label: "wrappedValue", value: $0)] } ?? []
        if case .argumentList(let written)? = p.wrapper?.arguments {
            args += try written.map { Argument(label: $0.label?.text, value: try evaluate($0.expression, Scope())) }
        }
        return try property("wrappedValue", of: try instantiate(wrapper, args, at: node), at: node)
    }
}

extension Interpreter {
    /// Whether an initial value makes a class instance (`Model()`, `DateFormatter()`): a reference, which reads of a
    /// deferred initial value would make anew each time.
    func makesObject(_ initial: ExprSyntax, in t: TypeDecl) -> Bool {
        guard let call = initial.as(FunctionCallExprSyntax.self),
              let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
        // A formatter, or a `UUID()`, whose identity every read must see (`let id = UUID()`).
        if Self.formatterNames.contains(name) || (name == "UUID" && call.arguments.isEmpty) { return true }
        return index.declaredNames.contains(name) && lookupType(name, from: t)?.isClass == true
    }
}
