import SwiftSyntax

/// Point-Free's Composable Architecture (TCA 1.x) in a preview: `Store(initialState: Feature.State(…)) { Feature() }`
/// holds the state the view reads, and the view reads it through the store (`store.count`, `$store.text`,
/// `store.scope(state: \.child, action: \.child)`), as TCA's `@ObservableState` store exposes its state by dynamic
/// member lookup. The reducer is never run: a preview shows its initial state until an action is sent, and
/// `store.send(…)` (in an appear action) is reported as not run, never guessed.
extension Interpreter {
    static let storeNames: Set<String> = ["Store", "StoreOf"]
    static let storeState = "$state"

    static func isStore(_ o: ObjectRef) -> Bool { !o.type.isDeclared && o.type.name == "Store" }

    /// `Store(initialState: …) { Feature() }` (also with `reducer:` and `withDependencies:`); nil for another form.
    func makeStore(_ args: [Argument], at c: FunctionCallExprSyntax) throws -> Value? {
        guard let initial = args.first(where: { $0.label == "initialState" }) else { return nil }
        var state = initial.value
        // `initialState: .init(count: 3)`: the implicit member is the reducer's `State` (`{ Counter() }`).
        if let feature = Self.reducerTypeName(c), let t = lookupType(feature + ".State", from: nil) {
            switch state {
            case .member("init", let parts): state = try instantiate(t, parts ?? [], at: c)
            case .member(let name, nil): state = try staticMember(name, of: t.qualifiedName, at: c)
            default: break
            }
        }
        return .object(store(holding: state))
    }

    private func store(holding state: Value) -> ObjectRef {
        let type = foundationType("Store")
        type.hasMutableStorage = true
        return ObjectRef(type: type, fields: [Self.storeState: state])
    }

    /// `Feature` in the trailing `{ Feature() }` or `reducer: { Feature() }` closure.
    private static func reducerTypeName(_ c: FunctionCallExprSyntax) -> String? {
        let closure = c.trailingClosure ?? c.arguments.first { $0.label?.text == "reducer" }?.expression.as(ClosureExprSyntax.self)
        guard let item = closure?.statements.first?.item, case .expr(let e) = item,
              let call = e.as(FunctionCallExprSyntax.self) else { return nil }
        return call.calledExpression.trimmedDescription
    }

    /// `WithViewStore(store, observe: { ViewState($0) })`: a store of what `observe` makes of the state.
    func observedStore(_ o: ObjectRef, _ observe: Value, at c: FunctionCallExprSyntax) throws -> Value {
        .object(store(holding: try apply(observe, [o.fields[Self.storeState] ?? .null], at: c)))
    }

    /// `store.count`: the state's property (`store.state` is the state itself).
    func storeProperty(_ name: String, of o: ObjectRef, at node: some SyntaxProtocol) throws -> Value {
        let state = o.fields[Self.storeState] ?? .null
        return name == "state" ? state : try property(name, of: state, at: node)
    }

    /// `store.scope(state:action:)`, `store.withState { … }`, `store.send(…)`; nil for another method.
    func storeMethod(_ o: ObjectRef, _ name: String, _ args: [Argument], at c: FunctionCallExprSyntax) throws -> Value? {
        let state = o.fields[Self.storeState] ?? .null
        switch name {
        case "scope":
            guard let path = args.first(where: { $0.label == "state" })?.value else { return nil }
            return try scopedStore(try apply(path, [state], at: c))
        case "withState":
            guard let read = args.first?.value else { return nil }
            return try apply(read, [state], at: c)
        case "send":
            return .opaque(fail("`store.send(…)` runs the reducer, which layoutcheck does not run: the preview shows the "
                                + "store's initial state (give `initialState:` the state to check)", at: c))
        default: return nil
        }
    }

    /// The child store a scope makes: none for a nil child (`if let child = store.scope(…)`), one per element of a
    /// collection (`ForEach(store.scope(state: \.rows, action: \.rows)) { row in … }`).
    private func scopedStore(_ child: Value) throws -> Value {
        switch child {
        case .null, .opaque: return child
        case .array(let items): return .array(items.map { .object(store(holding: $0)) })
        default: return .object(store(holding: child))
        }
    }
}
