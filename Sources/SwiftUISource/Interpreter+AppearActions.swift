import Foundation
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
    struct AppearAction {
        let action: Value
        let call: FunctionCallExprSyntax
        let env: EvalEnvironment
        /// Written on a row of a List or lazy stack: it runs when the row scrolls into view.
        let onLazyRow: Bool
    }

    /// What one appear action changed, to undo it: each object's fields and each static's value before the action
    /// first changed them, and the first value it stored that is unknown (at any depth: an array holding one).
    final class AppearUndo {
        private var objects: [ObjectIdentifier: (object: ObjectRef, fields: [String: Value])] = [:]
        /// The objects changed, in the order they were first changed (what a report names first is the same on
        /// every run).
        private(set) var changedObjects: [ObjectRef] = []
        private(set) var statics: [String: Value?] = [:]
        private(set) var storedUnknown: SwiftDiagnostic?
        /// Whether every unknown value stored is one the code made itself (`SwiftDiagnostic.isMadeByTheCode`).
        private(set) var storedOnlyValuesMadeByTheCode = true

        /// The object's properties before this log's first change to it.
        func original(of object: ObjectRef) -> [String: Value]? { objects[ObjectIdentifier(object)]?.fields }

        func changing(_ object: ObjectRef, _ value: Value) {
            if objects[ObjectIdentifier(object)] == nil {
                objects[ObjectIdentifier(object)] = (object, object.fields)
                changedObjects.append(object)
            }
            noteUnknown(in: value)
        }

        /// A property set on an object its initializer is making: a new object, not a change, but what it stores
        /// may still be known only at run time.
        func storing(_ value: Value) { noteUnknown(in: value) }

        func changingStatic(_ key: String, from old: Value?, to value: Value) {
            if statics.index(forKey: key) == nil { statics[key] = old }
            noteUnknown(in: value)
        }

        /// A nested action's changes (a view made while this one runs), undone with this one's if it stops.
        func absorb(_ inner: AppearUndo) {
            for object in inner.changedObjects where objects[ObjectIdentifier(object)] == nil {
                objects[ObjectIdentifier(object)] = inner.objects[ObjectIdentifier(object)]
                changedObjects.append(object)
            }
            for (key, old) in inner.statics where statics.index(forKey: key) == nil { statics[key] = old }
            if !inner.storedOnlyValuesMadeByTheCode, storedOnlyValuesMadeByTheCode {
                (storedUnknown, storedOnlyValuesMadeByTheCode) = (inner.storedUnknown, false)
            } else if storedUnknown == nil {
                storedUnknown = inner.storedUnknown
            }
        }

        func undo(_ staticValues: inout [String: Value]) {
            for (object, fields) in objects.values { object.fields = fields }
            for (key, old) in statics { staticValues[key] = old }
        }

        /// The unknown named is the first stored from outside the code (a network result), else the first the code
        /// made itself.
        private func noteUnknown(in value: Value) {
            guard storedOnlyValuesMadeByTheCode else { return }
            if let outside = Self.firstUnknown(in: value, depth: 0, madeByTheCode: false) {
                (storedUnknown, storedOnlyValuesMadeByTheCode) = (outside, false)
            } else if storedUnknown == nil {
                storedUnknown = Self.firstUnknown(in: value, depth: 0, madeByTheCode: true)
            }
        }

        /// The first unknown value at any depth of `value` (of those the code made itself or of the others).
        private static func firstUnknown(in value: Value, depth: Int, madeByTheCode: Bool) -> SwiftDiagnostic? {
            guard depth < 8 else { return nil }
            let inner = { (v: Value) in firstUnknown(in: v, depth: depth + 1, madeByTheCode: madeByTheCode) }
            switch value {
            case .opaque(let cause): return cause.isMadeByTheCode == madeByTheCode ? cause : nil
            case .array(let items), .unordered(let items): return items.lazy.compactMap(inner).first
            case .dictionary(let entries): return entries.lazy.compactMap { inner($0.value) }.first
            case .instance(_, let fields): return fields.values.lazy.compactMap(inner).first
            case .record(let parts): return parts.lazy.compactMap { inner($0.value) }.first
            case .binding(let v): return inner(v)
            default: return nil
            }
        }
    }

    /// `.onAppear { … }`, `.task { … }`, `.onAppear(perform: load)` met in the body being evaluated.
    func collectAppearAction(_ name: String, _ args: [Argument], call: FunctionCallExprSyntax) {
        guard name == "onAppear" || name == "task", let action = args.last?.value, action.isCallable else { return }
        appearActions.append(AppearAction(action: action, call: call, env: env, onLazyRow: lazyRowsDepth > 0))
    }

    /// The body of view `t` made with `fields`, as it is once its appear actions have run. At layout time (a
    /// GeometryReader's content, evaluated once per size) actions are not run: the view appeared once, not per pass.
    func appearedBody(_ t: TypeDecl, _ body: AccessorBlockSyntax, _ fields: [String: Value], at c: Syntax) throws -> Value {
        guard !evaluatingAtLayoutTime else {
            return try enter(at: c) { try self.body(of: body, Scope(instance: (t, fields))) }
        }
        let site = nextCreationSite(at: c)
        let fields = carriedState(of: t, at: site, over: fields)
        let bodyScope = Scope(instance: (t, fields))
        let marks = (actions: appearActions.count, presented: presented.count, blockers: blockers.count, outer: collectsAppearActions)
        defer { collectsAppearActions = marks.outer }
        collectsAppearActions = true
        let first: Value
        do { first = try asBody { try enter(at: c) { try self.body(of: body, bodyScope) } } } catch {
            appearActions.removeSubrange(marks.actions...)
            throw error
        }
        let collected = appearActions[marks.actions...]
        appearActions.removeSubrange(marks.actions...)
        guard !collected.isEmpty else { return first }
        // The body evaluated again does not run this view's actions again: a view appears once.
        collectsAppearActions = false
        let box = ObjectRef(type: t, fields: fields, site: site)
        let runs = runAppearActions(collected, on: box, bodyScope: bodyScope)
        guard runs.changed else { return Self.marking(first, runs.notRun) }
        // What the first evaluation presented or passed over is made again by the second.
        let firstMade = (presented: Array(presented[marks.presented...]), blockers: Array(blockers[marks.blockers...]))
        presented.removeSubrange(marks.presented...)
        blockers.removeSubrange(marks.blockers...)
        let again = { try self.asBody { try self.enter(at: c) { try self.body(of: body, Scope(instance: (t, box.fields))) } } }
        guard !runs.tentative.isEmpty else { return Self.marking(try again(), runs.notRun) }
        if let shown = try tentativelyAppeared(runs, marks: (marks.presented, marks.blockers), again) {
            return Self.marking(shown, runs.notRun)
        }
        // The body read a run-time value an action stored: those actions undone and listed as not run.
        for run in runs.tentative.reversed() { run.undo.undo(&staticValues) }
        let notRun = runs.notRun + runs.tentative.map(\.marker)
        guard !runs.changedBeforeTentative else { return Self.marking(try again(), notRun) }
        presented += firstMade.presented
        blockers += firstMade.blockers
        return Self.marking(first, notRun)
    }

    /// The body evaluated again with the tentative actions' changes, or nil when it stopped on, or met a blocker
    /// reading, a value one of them stored (what it made is then taken back). Any other stop is the view's own.
    private func tentativelyAppeared(_ runs: AppearRuns, marks: (presented: Int, blockers: Int),
                                     _ again: () throws -> Value) throws -> Value? {
        let unknowns = runs.tentative.compactMap(\.unknown)
        let reads = { (d: SwiftDiagnostic) in unknowns.contains { u in d.allBlockers.contains { $0.stems(from: u) } } }
        let shown: Value
        do { shown = try again() } catch let d as SwiftDiagnostic where reads(d) {
            takeBack(marks)
            return nil
        }
        guard !blockers[marks.blockers...].contains(where: reads) else {
            takeBack(marks)
            return nil
        }
        return shown
    }

    private func takeBack(_ marks: (presented: Int, blockers: Int)) {
        if presented.count > marks.presented { presented.removeSubrange(marks.presented...) }
        if blockers.count > marks.blockers { blockers.removeSubrange(marks.blockers...) }
    }

    /// The view's `@State` and `@StateObject` values as actions of an earlier evaluation left them, over the
    /// properties its parent gave it now: SwiftUI keeps a view's state while the view stays.
    private func carriedState(of t: TypeDecl, at site: AppearSettlement.Site?, over fields: [String: Value]) -> [String: Value] {
        guard let site, let box = settlement?.carried(at: site) else { return fields }
        var fields = fields
        for p in index.storedProperties(of: t) where p.wrapperName == "State" || p.wrapperName == "StateObject" {
            if let kept = box.fields[p.name] { fields[p.name] = kept }
        }
        return fields
    }

    /// The preview's own views (`#Preview { List { … }.task { … } }`), with the appear actions written on them run
    /// as a view's are: they belong to no view, so whatever they change is data outside a view.
    func appearedRoot(_ evaluate: () throws -> Value) throws -> Value {
        guard settlement != nil else { return try evaluate() }
        let (mark, outer) = (appearActions.count, collectsAppearActions)
        collectsAppearActions = true
        defer { collectsAppearActions = outer }
        let shown: Value
        do { shown = try asBody(evaluate) } catch {
            appearActions.removeSubrange(mark...)
            throw error
        }
        let collected = appearActions[mark...]
        appearActions.removeSubrange(mark...)
        guard !collected.isEmpty else { return shown }
        collectsAppearActions = false
        return Self.marking(shown, runAppearActions(collected, on: nil, bodyScope: nil).notRun)
    }

    private static func marking(_ shown: Value, _ notRun: [Modifier]) -> Value {
        guard !notRun.isEmpty, case .views(let views) = shown else { return shown }
        return .views(views.map { $0.adding(notRun) })
    }

    /// What a view's appear actions did: the markers of those not run, whether any that ran changed the view's
    /// state, and, once one ran although it stored a value known only at run time (`TentativeRun`), it and every
    /// action after it that changed the view.
    struct AppearRuns {
        var notRun: [Modifier] = []
        /// Whether the actions before the first tentative one changed the view's state.
        var changedBeforeTentative = false
        var tentative: [TentativeRun] = []
        var changed: Bool { changedBeforeTentative || !tentative.isEmpty }
    }

    /// An action that changed only the view's own state, or one run after such an action. The first stored a
    /// run-time value in it (a row's `let id = UUID()`): kept while the body evaluated with it reads no such value,
    /// as a `ForEach` reads a row's id only as its identity; undone, and listed as not run, when it does, with the
    /// actions after it (their changes to the same state are undone with it).
    struct TentativeRun {
        let marker: Modifier
        let unknown: SwiftDiagnostic?
        let undo: AppearUndo
    }

    /// Runs each action. An action an earlier evaluation kept has run: it is not run again, and what it changed is
    /// already carried.
    private func runAppearActions(_ actions: ArraySlice<AppearAction>, on box: ObjectRef?,
                                  bodyScope: Scope?) -> AppearRuns {
        let owned = box.map(ownedObjects) ?? []
        var runs = AppearRuns()
        // An action reads what it reads outside any body: SwiftUI does not evaluate a body again for it.
        let (outerEnv, outerBody) = (env, bodyBeingEvaluated)
        bodyBeingEvaluated = -1
        defer { (env, bodyBeingEvaluated) = (outerEnv, outerBody) }
        for written in actions {
            let call = written.call
            env = written.env
            let site = nextActionSite(at: call)
            if settlement?.ran(site) == true { continue }
            let before = sharedMutations
            switch runAppearAction(written, site, on: box, owned: owned, bodyScope: bodyScope) {
            case .notRun(let reason):
                runs.notRun.append(notRunMarker(at: call, because: reason))
            case .ran(let undo):
                guard sharedMutations != before else { continue }
                if runs.tentative.isEmpty { runs.changedBeforeTentative = true; continue }
                let reason = "it ran after an action whose run-time value the view reads, and its changes were undone with it"
                runs.tentative.append(TentativeRun(marker: notRunMarker(at: call, because: reason), unknown: nil, undo: undo))
            case .ranStoringUnknown(let reason, let unknown, let undo):
                runs.tentative.append(TentativeRun(marker: notRunMarker(at: call, because: reason), unknown: unknown, undo: undo))
            case .keptForNextEvaluation: break
            }
        }
        return runs
    }

    private func notRunMarker(at call: FunctionCallExprSyntax, because reason: String) -> Modifier {
        let member = call.calledExpression.as(MemberAccessExprSyntax.self)
        return Modifier(kind: .actionNotRun(modifier: member?.declName.baseName.text ?? "onAppear", reason: reason),
                        source: location(member.map { Syntax($0.declName) } ?? Syntax(call)))
    }

    enum AppearActionOutcome {
        case ran(AppearUndo)
        /// It changed only the view's own state, storing a value known only at run time (`TentativeRun`).
        case ranStoringUnknown(reason: String, unknown: SwiftDiagnostic, undo: AppearUndo)
        /// It changed data outside the view: the preview is evaluated again with the change (`AppearSettlement`).
        case keptForNextEvaluation
        case notRun(String)
    }

    /// The view's own state: its box, and the objects its `@State` and `@StateObject` properties hold (made by the
    /// view, so no other view read them before it appeared). An object passed in, or a static, may have been read
    /// by views evaluated before this one, which would not see the change.
    private func ownedObjects(of box: ObjectRef) -> Set<ObjectIdentifier> {
        var owned: Set<ObjectIdentifier> = [ObjectIdentifier(box)]
        for p in index.storedProperties(of: box.type) where p.wrapperName == "State" || p.wrapperName == "StateObject" {
            if case .object(let o)? = box.fields[p.name] { owned.insert(ObjectIdentifier(o)) }
        }
        return owned
    }

    /// Runs one action with `box` as the view's state (none for the preview's own views); what it changed is undone
    /// when it does not run, and kept for the next evaluation when it changed data outside the view.
    private func runAppearAction(_ written: AppearAction, _ site: AppearSettlement.Site, on box: ObjectRef?,
                                 owned: Set<ObjectIdentifier>, bodyScope: Scope?) -> AppearActionOutcome {
        let (action, call) = (written.action, written.call)
        let outer = appearUndo
        let undo = AppearUndo()
        appearUndo = undo
        defer { appearUndo = outer }
        let reason: String
        do {
            _ = try evaluatingAll { try invokeAppearAction(action, on: box, bodyScope: bodyScope, at: call) }
            let changesOutside = !undo.statics.isEmpty || undo.changedObjects.contains { !owned.contains(ObjectIdentifier($0)) }
            // Data shared with other views (sample data an action generates) is kept while no view reads the run-time
            // value it stored (`AppearSettlement.tentative`), so is the view's own state (`TentativeRun`), when the
            // code made every such value itself: a network or store result may never come.
            let keptWhileUnread = undo.storedOnlyValuesMadeByTheCode
            let stores = { (unknown: SwiftDiagnostic) in
                "it stores a value known only at run time (\(self.cited(unknown, from: call)): \(unknown.message))"
            }
            if let unknown = undo.storedUnknown, !changesOutside, keptWhileUnread, outer == nil, box != nil {
                return .ranStoringUnknown(reason: stores(unknown), unknown: unknown, undo: undo)
            }
            if let unknown = undo.storedUnknown,
               !changesOutside || !keptWhileUnread || settlement?.rejected.contains(site) != false {
                reason = stores(unknown)
            } else if changesOutside {
                if let unknown = undo.storedUnknown { settlement?.keepTentatively(site, storing: unknown) }
                if written.onLazyRow {
                    reason = "it is on a row of a List or lazy stack, which SwiftUI shows (and runs the action of) only "
                        + "once the row scrolls into view, and it changes data outside the row"
                } else if outer == nil, let notKept = keepForNextEvaluation(site, undo) {
                    reason = notKept
                } else if outer == nil {
                    return .keptForNextEvaluation
                } else if let shared = undo.changedObjects.first(where: { !owned.contains(ObjectIdentifier($0)) }) {
                    reason = "it changes `\(shared.type.name)`, which views evaluated before it may have read; it runs "
                        + "inside another action, whose changes layoutcheck does not carry to them"
                } else {
                    reason = "it changes the static `\(undo.statics.keys.sorted()[0])`, which views evaluated before it "
                        + "may have read; it runs inside another action, whose changes layoutcheck does not carry to them"
                }
            } else {
                outer?.absorb(undo)
                return .ran(undo)
            }
        } catch let d as SwiftDiagnostic {
            reason = "\(cited(d, from: call)): \(d.message)"
        } catch {
            reason = "it stops: \(error.localizedDescription)"
        }
        undo.undo(&staticValues)
        return .notRun(reason)
    }

    /// Where an action stopped: `line 12` in the file the action is written in, `Seeder.swift:12` in another (the
    /// data generation an action calls is often elsewhere).
    private func cited(_ d: SwiftDiagnostic, from call: FunctionCallExprSyntax) -> String {
        let here = location(call)
        guard d.location.file != here.file else { return "line \(d.location.line)" }
        return d.citedLocation
    }

    /// A closure written in this view's body, or a method of the view named there, runs with `box` as `self`, so
    /// that what it assigns to the view's `@State` is kept; any other action (a closure passed in by a parent, even
    /// of the same type) runs as it is.
    private func invokeAppearAction(_ action: Value, on box: ObjectRef?, bodyScope: Scope?,
                                    at call: FunctionCallExprSyntax) throws -> Value {
        guard let box, let bodyScope else { return try apply(action, [], at: call) }
        switch action {
        case .closure(var closure) where Self.scope(closure.scope, isWithin: bodyScope):
            closure.scope = Scope(parent: closure.scope, object: box)
            return try invoke(closure, [], at: call)
        case .localFunction(let f, let scope) where Self.scope(scope.boundFrom, isWithin: bodyScope):
            return try callFunction([f], [], Scope(instance: (box.type, box.fields), object: box), at: call)
        default:
            return try apply(action, [], at: call)
        }
    }

    private static func scope(_ scope: Scope?, isWithin outer: Scope) -> Bool {
        var current = scope
        while let s = current {
            if s === outer { return true }
            current = s.parent
        }
        return false
    }
}
