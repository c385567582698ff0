import SwiftSyntax

/// Both ways through a condition known only at run time. App code that sets itself up often branches on what a
/// device holds (`guard settings.crashReporting else { return }`, `if let saved = UserDefaults…`) in code whose
/// effects layout never reads. Stopping there would stop every view that touches that code; guessing a branch would
/// be a silent wrong value. So a function, getter or initializer of the sources that meets such a condition runs once
/// for each way through it (each run's changes undone before the next), and keeps what every run agrees on: its
/// result and each property or static it changed. What the runs disagree on is an unknown value carrying the
/// condition's reason, reported where layout reads it, as any unknown value is. A run that stops for another reason
/// ends the exploration: the first condition's diagnostic is thrown, as it was before.
extension Interpreter {
    /// The decisions one run takes at conditions known only at run time, in the order it meets them.
    final class BranchExploration {
        let decisions: [Bool]
        var taken = 0
        /// The static initializers running where the run began: one begun inside it is its own, run once whatever
        /// the way, so neither its conditions nor its writes are the run's.
        let level: Int
        /// What the run changed, made on its first change.
        private(set) lazy var log = AppearUndo()
        private(set) var changed = false

        init(_ decisions: [Bool], level: Int) { (self.decisions, self.level) = (decisions, level) }

        func changing(_ object: ObjectRef, _ value: Value) { changed = true; log.changing(object, value) }
        /// A nested exploration's changes, which undoing this run undoes too.
        func absorb(_ inner: BranchExploration) {
            guard inner.changed else { return }
            changed = true
            log.absorb(inner.log)
        }
        func changingStatic(_ key: String, from old: Value?, to value: Value) {
            changed = true
            log.changingStatic(key, from: old, to: value)
        }
    }

    /// Met a condition known only at run time that the run has no decision for: every way through it is run.
    struct BranchRequest: Error {
        let why: SwiftDiagnostic
        let exploration: BranchExploration
    }

    /// Conditions one function may branch on (16 runs): past them the condition is reported, as without exploring.
    static let maxBranchDecisions = 4

    /// The way a run goes at a condition known only at run time (`why` says what is unknown), or `why` thrown
    /// where no function is being explored.
    func decide(_ why: SwiftDiagnostic) throws -> Bool {
        guard let run = branchExploration, initializingStatics == run.level else { throw why }
        if run.taken < run.decisions.count {
            defer { run.taken += 1 }
            return run.decisions[run.taken]
        }
        guard run.decisions.count < Self.maxBranchDecisions else { throw why }
        throw BranchRequest(why: why, exploration: run)
    }

    /// `body` with its conditions known only at run time explored. A body that meets none runs once, as it is.
    func exploringBranches<T>(_ body: () throws -> T, agreeing: ([T], SwiftDiagnostic) throws -> T) throws -> T {
        let outer = branchExploration
        defer { branchExploration = outer }
        var pending: [[Bool]] = [[]]
        var finished: [(result: T, changes: BranchChanges)] = []
        var firstWhy: SwiftDiagnostic?
        var originals = BranchChanges()
        while let decisions = pending.popLast() {
            let run = BranchExploration(decisions, level: initializingStatics)
            branchExploration = run
            let marks = (blockers: blockers.count, actions: appearActions.count, presented: presented.count)
            let outcome = Result(catching: body)
            if let outer, initializingStatics == outer.level { outer.absorb(run) }
            let request = { () -> BranchRequest? in
                if case .failure(let r as BranchRequest) = outcome, r.exploration === run { return r } else { return nil }
            }()
            // The first run, when it meets no condition to explore (or stops for another reason first): as it is.
            if decisions.isEmpty, request == nil { return try outcome.get() }
            if firstWhy == nil { firstWhy = request?.why }
            let changes = run.changed ? BranchChanges(run.log, staticValues) : BranchChanges()
            if run.changed {
                originals.addOriginals(run.log)
                run.log.undo(&staticValues)
            }
            let leftOver = blockers.count != marks.blockers || appearActions.count != marks.actions
                || presented.count != marks.presented
            guard !leftOver else {
                // The run is undone: what it left is not the preview's; the first condition is what stops it.
                if blockers.count > marks.blockers { blockers.removeSubrange(marks.blockers...) }
                if appearActions.count > marks.actions { appearActions.removeSubrange(marks.actions...) }
                if presented.count > marks.presented { presented.removeSubrange(marks.presented...) }
                throw firstWhy!
            }
            switch outcome {
            case .success(let v): finished.append((v, changes))
            case .failure where request != nil:
                pending.append(decisions + [true])
                pending.append(decisions + [false])
            case .failure: throw firstWhy!
            }
        }
        let why = firstWhy!
        branchExploration = outer
        applyAgreed(finished.map(\.changes), over: originals, why: why)
        return try agreeing(finished.map(\.result), why)
    }

    /// A value the runs of an exploration gave: the one they agree on, or unknown for the condition's reason.
    func agreedValue(_ values: [Value], _ why: SwiftDiagnostic) -> Value {
        guard let first = values.first, values.dropFirst().allSatisfy({ Self.same($0, first) }) else { return .opaque(why) }
        return first
    }

    /// Each object's properties and each static as the runs agree on them, written as any assignment is.
    private func applyAgreed(_ runs: [BranchChanges], over originals: BranchChanges, why: SwiftDiagnostic) {
        for (id, entry) in originals.objects.sorted(by: { $0.value.order < $1.value.order }) {
            let finals = runs.map { $0.objects[id]?.fields ?? entry.fields }
            let names = Set(finals.flatMap(\.keys)).sorted()
            var agreed: [String: Value] = [:]
            for name in names {
                let values = finals.map { $0[name] }
                if values.allSatisfy({ $0 == nil }) { continue }
                agreed[name] = values.contains(where: { $0 == nil }) ? .opaque(why) : agreedValue(values.map { $0! }, why)
            }
            noteChange(of: entry.object, to: agreed.values.contains { if case .opaque = $0 { true } else { false } } ? .opaque(why) : .null)
            entry.object.fields = agreed
        }
        for key in originals.statics.keys.sorted() {
            let finals = runs.map { $0.statics.index(forKey: key) != nil ? $0.statics[key]! : originals.statics[key]! }
            if finals.allSatisfy({ $0 == nil }) { continue }
            let value = finals.contains(where: { $0 == nil }) ? .opaque(why) : agreedValue(finals.map { $0! }, why)
            noteStaticChange(key, to: value)
            staticValues[key] = value
        }
    }

    /// A change to an object other code reads, recorded for an appear action's undo and the exploration's.
    func noteChange(of object: ObjectRef, to value: Value, counted: Bool = true) {
        if counted { sharedMutations += 1 }
        appearUndo?.changing(object, value)
        if let run = branchExploration, initializingStatics == run.level { run.changing(object, value) }
    }

    /// A property set on an object its initializer is making: undone between runs of an exploration too.
    func noteStoring(in object: ObjectRef, _ value: Value) {
        appearUndo?.storing(value)
        if let run = branchExploration, initializingStatics == run.level { run.changing(object, value) }
    }

    func noteStaticChange(_ key: String, to value: Value) {
        sharedMutations += 1
        appearUndo?.changingStatic(key, from: staticValues[key], to: value)
        if let run = branchExploration, initializingStatics == run.level { run.changingStatic(key, from: staticValues[key], to: value) }
    }

    /// Whether two values are certainly the same (the same object, equal literals and collections of them). Anything
    /// else counts as different: made unknown, never wrongly kept.
    static func same(_ a: Value, _ b: Value, depth: Int = 0) -> Bool {
        guard depth < 8 else { return false }
        switch (a, b) {
        case (.string(let x), .string(let y)): return x == y
        case (.number(let x), .number(let y)): return x == y
        case (.float(let x), .float(let y)): return x == y
        case (.decimal(let x), .decimal(let y)): return x == y
        case (.int(let x), .int(let y)): return x == y
        case (.intLiteral(let x, _), .intLiteral(let y, _)): return x == y
        case (.unsigned(let x), .unsigned(let y)): return x == y
        case (.bool(let x), .bool(let y)): return x == y
        case (.null, .null): return true
        // What a function of no result gives (its statements run as a builder of no views).
        case (.views(let x), .views(let y)): return x.isEmpty && y.isEmpty
        case (.date(let x), .date(let y)): return x == y
        case (.url(let x), .url(let y)): return x == y
        case (.type(let x), .type(let y)), (.keyPath(let x), .keyPath(let y)): return x == y
        case (.dynamicTypeSize(let x), .dynamicTypeSize(let y)): return x == y
        case (.object(let x), .object(let y)): return x === y
        // An initial value read again on each read (`Value.deferred`): the same expression.
        case (.deferred(let x), .deferred(let y)): return x.id == y.id
        case (.closure(let x), .closure(let y)): return x.syntax.id == y.syntax.id && x.scope === y.scope
        case (.localFunction(let f, let x), .localFunction(let g, let y)): return f.id == g.id && x === y
        case (.binding(let x), .binding(let y)): return same(x, y, depth: depth + 1)
        case (.array(let x), .array(let y)), (.unordered(let x), .unordered(let y)):
            return x.count == y.count && zip(x, y).allSatisfy { same($0, $1, depth: depth + 1) }
        case (.dictionary(let x), .dictionary(let y)):
            return x.count == y.count && zip(x, y).allSatisfy { same($0.key, $1.key, depth: depth + 1) && same($0.value, $1.value, depth: depth + 1) }
        case (.record(let x), .record(let y)):
            return x.count == y.count && zip(x, y).allSatisfy { $0.label == $1.label && same($0.value, $1.value, depth: depth + 1) }
        case (.member(let x, let xs), .member(let y, let ys)):
            guard x == y else { return false }
            guard let xs, let ys else { return xs == nil && ys == nil }
            return xs.count == ys.count && zip(xs, ys).allSatisfy { $0.label == $1.label && same($0.value, $1.value, depth: depth + 1) }
        case (.instance(let t, let x), .instance(let u, let y)):
            return t === u && x.count == y.count && x.allSatisfy { key, value in y[key].map { same(value, $0, depth: depth + 1) } ?? false }
        default: return false
        }
    }
}

/// What one run of an exploration left: each changed object's properties and each changed static, and (for the
/// originals) what they were before the first run.
struct BranchChanges {
    var objects: [ObjectIdentifier: (object: ObjectRef, fields: [String: Value], order: Int)] = [:]
    var statics: [String: Value?] = [:]

    init() {}

    /// The state a run left, read before it is undone.
    init(_ log: Interpreter.AppearUndo, _ staticValues: [String: Value]) {
        for (i, object) in log.changedObjects.enumerated() { objects[ObjectIdentifier(object)] = (object, object.fields, i) }
        for key in log.statics.keys { statics[key] = staticValues[key] }
    }

    /// What the run's log recorded as the state before it, for what no earlier run changed.
    mutating func addOriginals(_ log: Interpreter.AppearUndo) {
        for object in log.changedObjects where objects[ObjectIdentifier(object)] == nil {
            objects[ObjectIdentifier(object)] = (object, log.original(of: object) ?? object.fields, objects.count)
        }
        for (key, old) in log.statics where statics.index(forKey: key) == nil { statics[key] = old }
    }
}

extension Interpreter {
    /// A function's or getter's body, explored when its result (`type`, nil for none) is never a view: a view's body
    /// is laid out, and a condition there is read by layout.
    func exploring(_ type: TypeSyntax?, _ explores: Bool = true, context: TypeDecl?, _ body: () throws -> Value) throws -> Value {
        guard explores, neverView(type, context) else { return try body() }
        return try exploringBranches(body) { values, why in agreedValue(values, why) }
    }

    /// `SourceIndex.isNeverView`, kept per written type: it is asked on every call of a function or getter.
    private func neverView(_ type: TypeSyntax?, _ context: TypeDecl?) -> Bool {
        guard let type else { return true }
        if let known = neverViewTypes[type.id] { return known }
        let answer = index.isNeverView(type, from: context)
        neverViewTypes[type.id] = answer
        return answer
    }
}

extension SourceIndex {
    /// Whether a declared type may be a view: `some View`, a generic `Content`, SwiftUI's views, the sources' views.
    /// A framework value (`XCGLogger`, `UIImage`) and the sources' models are not.
    func mayBeView(_ type: TypeSyntax, from context: TypeDecl?) -> Bool {
        if isNeverView(type, from: context) { return false }
        guard let id = type.as(IdentifierTypeSyntax.self) else { return true }
        if let t = self.type(named: id.name.text, from: context) { return t.isView || !t.isDeclared && SwiftUIVocabulary.types.contains(t.name) }
        return SwiftUIVocabulary.types.contains(id.name.text) || context?.genericParameters.contains(id.name.text) == true
    }

    /// Whether a declared result is never a view: none (`Void`), a plain value, or a struct, enum or class of the
    /// sources that is not a view (and Optionals and collections of them).
    func isNeverView(_ type: TypeSyntax?, from context: TypeDecl?) -> Bool {
        guard let type else { return true }
        if Interpreter.isVoid(type) { return true }
        if isValueOfSources(type, from: context) { return true }
        guard let id = type.as(IdentifierTypeSyntax.self), let t = self.type(named: id.name.text, from: context) else { return false }
        return t.isDeclared && t.isClass && !t.isView
    }
}

extension Interpreter {
    /// `switch` on a value known only at run time, in a function explored each way: each case is a way (whether it
    /// is this case, in order; the last one of a switch without `default` is the one left, as Swift's switch is
    /// exhaustive). A case that binds names or has a `where` would need the value itself: reported.
    func undecidedCase(_ s: SwitchExprSyntax, _ why: SwiftDiagnostic, _ scope: Scope) throws -> (CodeBlockItemListSyntax, Scope) {
        let cases = index.active.cases(s.cases)
        for (i, c) in cases.enumerated() {
            switch c.label {
            case .default: return (c.statements, Scope(parent: scope))
            case .case(let label):
                guard label.caseItems.allSatisfy({ $0.whereClause == nil && !Self.bindsNames($0.pattern) }) else { throw why }
                if i == cases.count - 1 { return (c.statements, Scope(parent: scope)) }
                if try decide(why) { return (c.statements, Scope(parent: scope)) }
            }
        }
        throw why
    }

    private static func bindsNames(_ pattern: PatternSyntax) -> Bool {
        pattern.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .keyword(.let) || $0.tokenKind == .keyword(.var) }
    }
}
