import SwiftSyntax

/// Point-Free's swift-dependencies, as a preview sees it: `@Dependency(\.apiClient) var apiClient` reads the
/// `apiClient` property an app adds in `extension DependencyValues { var apiClient: APIClient { get { self[Key.self] } … } }`,
/// and `self[Key.self]` is the key's value in the preview context: its `previewValue`, which defaults to its
/// `liveValue` for a `DependencyKey` and to its `testValue` for a `TestDependencyKey` (the library's
/// documentation, "Live, preview, and test dependencies"; its `DependencyKey` declares those defaults).
/// `@Dependency(Client.self)` names the key type itself. The getter is run as written, so a getter doing more than
/// `self[Key.self]` does it here too.
extension Interpreter {
    static let dependencyValuesType = "DependencyValues"

    /// The value of a `@Dependency(…)` attribute, or an unknown value saying what stopped it, reported where layout
    /// reads it. A getter that stops after changing state (a one-time setup reading the keychain) has its changes
    /// undone, as if the dependency had not been read: the value is unknown, and nothing is left half set up.
    func dependencyValueOrUnknown(_ attribute: AttributeSyntax, at node: some SyntaxProtocol) throws -> Value {
        let outer = appearUndo
        let undo = AppearUndo()
        appearUndo = undo
        defer { appearUndo = outer }
        let mutations = sharedMutations
        do {
            let value = try evaluatingAll { try enter(at: node) { try dependencyValue(attribute, at: node) } }
            outer?.absorb(undo)
            return value
        } catch let d as SwiftDiagnostic where passesOverFailures {
            undo.undo(&staticValues)
            sharedMutations = mutations  // undone: an enclosing getter may still pass the unknown value on
            return .opaque(d)
        }
    }

    /// The value of a `@Dependency(…)` attribute's argument.
    func dependencyValue(_ attribute: AttributeSyntax, at node: some SyntaxProtocol) throws -> Value {
        guard case .argumentList(let list)? = attribute.arguments, let argument = list.first?.expression else {
            throw fail("`@Dependency` without a key path or key type is not evaluated", at: attribute)
        }
        if let path = argument.as(KeyPathExprSyntax.self) {
            let names = path.components.compactMap { $0.component.as(KeyPathPropertyComponentSyntax.self)?.declName.baseName.plain }
            guard let first = names.first, names.count == path.components.count else {
                throw fail("the key path `\(path.sourceText)` is not evaluated: only properties are read", at: path)
            }
            var value = try dependencyProperty(first, at: path)
            for member in names.dropFirst() { value = try property(member, of: value, at: path) }
            return value
        }
        if let member = argument.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "self", let base = member.base,
           let key = lookupType(base.sourceText, from: nil) {
            return try dependencyKeyValue(key, at: argument)
        }
        throw fail("`@Dependency(\(argument.sourceText))` is not evaluated: a key path (`\\.apiClient`) or a key type "
                   + "(`APIClient.self`) is", at: argument)
    }

    /// `DependencyValues.name`: the property the sources add, run with `self` the preview's dependencies; else one of
    /// the library's own dependencies.
    private func dependencyProperty(_ name: String, at node: some SyntaxProtocol) throws -> Value {
        if let values = index.types[Self.dependencyValuesType], !values.isDeclared, index.computed(name, of: values) != nil,
           let v = try member(name, of: values, [:], at: node) {
            return v
        }
        return try libraryDependency(name, at: node)
    }

    /// `self[Key.self]` inside `DependencyValues`: the key's preview value.
    func dependencySubscript(of base: Value, _ sub: SubscriptCallExprSyntax, _ scope: Scope) throws -> Value? {
        guard case .instance(let t, _) = base, !t.isDeclared, t.name == Self.dependencyValuesType,
              sub.arguments.count == 1, let argument = sub.arguments.first else { return nil }
        guard case .type(let name) = try evaluate(argument.expression, scope), let key = index.types[name] else {
            throw fail("`DependencyValues[\(argument.expression.sourceText)]`: the key is not a type of the sources", at: sub)
        }
        return try dependencyKeyValue(key, at: sub)
    }

    /// A key's value in a preview: an override (`withDependencies`), else `previewValue`, else `liveValue`, else
    /// `testValue`, as the library defaults them.
    func dependencyKeyValue(_ key: TypeDecl, at node: some SyntaxProtocol) throws -> Value {
        if let overridden = dependencyOverrides.lazy.reversed().compactMap({ $0[key.qualifiedName] }).first { return overridden }
        for name in ["previewValue", "liveValue", "testValue"] where key.statics[name] != nil {
            return try staticMember(name, of: key.qualifiedName, at: node)
        }
        throw fail("`\(key.name)` declares none of `previewValue`, `liveValue` and `testValue`, the values a dependency "
                   + "key gives a preview", at: node)
    }

    /// The library's own dependencies (its documentation, "Dependency values"): the calendar, locale and time zone
    /// are the preview's, as `Calendar.current` is here; the others are carried without a value, and reported where
    /// layout reads them.
    private func libraryDependency(_ name: String, at node: some SyntaxProtocol) throws -> Value {
        switch name {
        case "calendar": return Self.calendarValue
        case "locale", "timeZone": return Self.previewSetting(name)
        case "date":
            return .opaque(fail("`@Dependency(\\.date)` is the current time (the library's live and preview value), so "
                + "a text showing it is not the same on every run: pass a fixed date into the view from the preview", at: node))
        case "uuid":
            return .opaque(fail("`@Dependency(\\.uuid)` makes random UUIDs in a preview (the library's live value): "
                + "pass fixed ids into the view from the preview", at: node))
        default:
            return .opaque(fail("`\\.\(name)` is neither a property the sources add to `DependencyValues` nor one of "
                + "swift-dependencies' own that layoutcheck evaluates (calendar, locale, timeZone): pass the value the view "
                + "shows into it from the preview", at: node))
        }
    }

    /// `self[Key.self] = newValue` in the setter of a `DependencyValues` property, run by an override's closure.
    func settingDependency(of container: Value, _ sub: SubscriptCallExprSyntax, to value: Value, _ scope: Scope) throws -> Bool {
        guard case .instance(let t, _) = container, !t.isDeclared, t.name == Self.dependencyValuesType,
              sub.arguments.count == 1, let argument = sub.arguments.first else { return false }
        guard case .type(let name) = try evaluate(argument.expression, scope), index.types[name] != nil, !dependencyOverrides.isEmpty else {
            throw fail("`DependencyValues[\(argument.expression.sourceText)] = …` outside `withDependencies` or "
                       + "`prepareDependencies` is not evaluated", at: sub)
        }
        dependencyOverrides[dependencyOverrides.count - 1][name] = value
        return true
    }

    /// `withDependencies { $0.apiClient = .mock } operation: { … }`: the operation's result, its dependencies read
    /// with the overrides the first closure sets; `prepareDependencies { … }` sets them for the rest of the preview
    /// (the library's documentation, "Overriding dependencies"). Nil for another form (`withDependencies(from:)`).
    func dependencyOverride(_ name: String, _ args: [Argument], at c: FunctionCallExprSyntax) throws -> Value? {
        guard name == "withDependencies" || name == "prepareDependencies", let values = index.types[Self.dependencyValuesType],
              case .closure(let update)? = args.first?.value, args.first?.label == nil else { return nil }
        let operation: Closure? = if case .closure(let o)? = args.dropFirst().first?.value,
                                     args.dropFirst().first?.label == "operation" { o } else { nil }
        guard (name == "withDependencies") == (operation != nil), args.count == (operation == nil ? 1 : 2) else { return nil }
        dependencyOverrides.append([:])
        let box = ObjectRef(type: values, fields: [:])
        _ = try invoke(update, [Argument(label: nil, value: .object(box), writeBack: { _ in })], at: c)
        guard let operation else { return .null }  // prepareDependencies: kept for the rest of the evaluation
        defer { dependencyOverrides.removeLast() }
        return try invoke(operation, [], at: c)
    }
}
