import ViewModel
import SwiftSyntax

/// `.onAppear { … }` and `.task { … }`: SwiftUI runs a view's appear actions when it appears, and what they set is
/// what the view shows from then on (Apple, `onAppear(perform:)`: "an action to perform before this view appears";
/// `task(priority:_:)`: "an asynchronous task to perform before this view appears"); Xcode's canvas runs them too.
/// So a view's actions run once, after its body is first evaluated, on its state, and the body is evaluated again
/// with what they changed. An action is all or nothing: one that stops, or that stores a value only known at run
/// time (a network result, a store's contents), is undone, and the view is checked as it first appears, with the
/// action listed as not run.
extension Interpreter {
    /// What one appear action changed, to undo it: each object's fields and each static's value before the action
    /// first changed them, and the first value it stored that is unknown.
    final class AppearUndo {
        private var objects: [ObjectIdentifier: (object: ObjectRef, fields: [String: Value])] = [:]
        private var statics: [String: Value?] = [:]
        private(set) var storedUnknown: SwiftDiagnostic?

        func changing(_ object: ObjectRef, _ value: Value) {
            if objects[ObjectIdentifier(object)] == nil { objects[ObjectIdentifier(object)] = (object, object.fields) }
            if storedUnknown == nil, case .opaque(let cause) = value { storedUnknown = cause }
        }

        func changingStatic(_ key: String, from old: Value?) {
            if statics.index(forKey: key) == nil { statics[key] = old }
        }

        func undo(_ staticValues: inout [String: Value]) {
            for (object, fields) in objects.values { object.fields = fields }
            for (key, old) in statics { staticValues[key] = old }
        }
    }

    /// The body of view `t` made with `fields`, as it is once its appear actions have run.
    func appearedBody(_ t: TypeDecl, _ body: AccessorBlockSyntax, _ fields: [String: Value], at c: Syntax) throws -> Value {
        let (mark, outer) = (appearActions.count, collectsAppearActions)
        defer { collectsAppearActions = outer }
        collectsAppearActions = true
        let first: Value
        do { first = try enter(at: c) { try self.body(of: body, Scope(instance: (t, fields))) } } catch {
            appearActions.removeSubrange(mark...)
            throw error
        }
        let collected = appearActions[mark...]
        appearActions.removeSubrange(mark...)
        guard !collected.isEmpty else { return first }
        // The body evaluated again does not run this view's actions again: a view appears once.
        collectsAppearActions = false
        let box = ObjectRef(type: t, fields: fields)
        var notRun: [Modifier] = []
        var changed = false
        for (action, call) in collected {
            let before = sharedMutations
            if let reason = runAppearAction(action, on: box, at: call) {
                let member = call.calledExpression.as(MemberAccessExprSyntax.self)
                notRun.append(Modifier(kind: .actionNotRun(modifier: member?.declName.baseName.text ?? "onAppear", reason: reason),
                                       source: location(member.map { Syntax($0.declName) } ?? Syntax(call))))
            } else if sharedMutations != before {
                changed = true
            }
        }
        let shown = changed ? try enter(at: c) { try self.body(of: body, Scope(instance: (t, box.fields))) } : first
        guard !notRun.isEmpty, case .views(let views) = shown else { return shown }
        return .views(views.map { $0.adding(notRun) })
    }

    /// Runs one action with `box` as the view's state; nil when it ran, otherwise why it did not (what it changed
    /// is undone).
    private func runAppearAction(_ action: Value, on box: ObjectRef, at call: FunctionCallExprSyntax) -> String? {
        let outer = appearUndo
        let undo = AppearUndo()
        appearUndo = undo
        defer { appearUndo = outer }
        do {
            _ = try evaluatingAll { try invokeAppearAction(action, on: box, at: call) }
            guard let unknown = undo.storedUnknown else { return nil }
            undo.undo(&staticValues)
            return "it stores a value known only at run time (line \(unknown.location.line): \(unknown.message))"
        } catch {
            undo.undo(&staticValues)
            let d = error as? SwiftDiagnostic
            return d.map { "line \($0.location.line): \($0.message)" } ?? "\(error)"
        }
    }

    /// A closure or method written in the view's own body runs with `box` as `self`, so that what it assigns to the
    /// view's `@State` is kept; any other action runs as it is.
    private func invokeAppearAction(_ action: Value, on box: ObjectRef, at call: FunctionCallExprSyntax) throws -> Value {
        switch action {
        case .closure(var closure) where closure.scope.instance?.type === box.type:
            closure.scope = Scope(parent: closure.scope, object: box)
            return try invoke(closure, [], at: call)
        case .localFunction(let f, let scope) where scope.instance?.type === box.type:
            return try callFunction([f], [], Scope(instance: (box.type, box.fields), object: box), at: call)
        default:
            return try apply(action, [], at: call)
        }
    }
}
