import DynamicType
import Foundation
import Localization
import ViewModel
import SwiftSyntax

/// `static let` values shared by every evaluation of a run. Swift computes a static stored property once, on first
/// use; an app's generated tables (an icon font's 7,000 glyphs, a catalogue of symbols) are such statics. Evaluated
/// again by each preview in each environment they would cost more than the preview itself, so a `static let` is
/// evaluated once per environment it could depend on (size category, device, Bold Text, locale) and kept here when
/// its value cannot change afterwards: no closure, and no object of a class with a `var` to change.
///
/// A static's initializer has its own step budget (`Interpreter.maxStaticSteps`): a table is built once, whatever
/// the preview that reads it first.
final class SharedStatics: @unchecked Sendable {  // under `lock`
    struct Key: Hashable {
        let member: String
        let category: ContentSizeCategory
        let range: ContentSizeRange
        let device: Device
        let boldText: Bool
        let locale: LocaleSetting
    }

    /// A static's value, or the failure of its budget, and whether making it read the size category (a reader
    /// then depends on the category too).
    struct Entry {
        let result: Result<Value, SwiftDiagnostic>
        let readsCategory: Bool
    }

    private var values: [Key: Entry] = [:]
    private let lock = NSLock()

    subscript(key: Key) -> Entry? {
        get { lock.withLock { values[key] } }
        set { lock.withLock { values[key] = newValue } }
    }
}

extension Interpreter {
    /// Steps a static's initializer may take: ten times a preview's, enough for a generated table of thousands.
    static let maxStaticSteps = 200_000

    /// The value of `Type.name`, a `static let` or `static var` with an initial value, evaluated with its own budget
    /// and shared with the run's other evaluations when it is a `let` whose value cannot change.
    func staticStoredValue(_ t: TypeDecl, _ name: String, _ expr: ExprSyntax, at node: some SyntaxProtocol) throws -> Value {
        try initialValueOnce(t.qualifiedName + "." + name, expr, Scope(instance: (t, [:])), at: node) {
            try self.implicitMember(self.typed($0, declaredAt: expr), declaredAt: expr, in: t)
        }
    }

    /// A global variable (`let sampleOrders = […]`): Swift initializes it once, on first use, so every read in an
    /// evaluation is the same value (the same object, for a class), and a `let` is shared as a static's is.
    /// `global`: its name, or file and name for a file's private one (`SourceIndex.global(_:in:)`).
    func globalValue(_ global: String, _ expr: ExprSyntax, at node: some SyntaxProtocol) throws -> Value {
        let key = "$global." + global
        if initializingStatics > 0, !Self.isLet(expr) || unsharedStatics.contains(key) { mutableStateReads += 1 }
        if let known = staticValues[key] { return known }
        let value = try initialValueOnce(key, expr, Scope(), at: node) { value in
            // `let featured: [Genre] = [.sciFi, .fiction]`: implicit members take the declared type.
            switch value {
            case .array, .dictionary, .member: return try self.coerce(value, to: Self.declaredType(of: expr), at: expr)
            default: return self.typed(value, declaredAt: expr)
            }
        }
        staticValues[key] = value
        return value
    }

    /// A stored static's or global's initial value, with its own step budget; a `let` whose value cannot change is
    /// kept for the run's other evaluations in the same environment.
    private func initialValueOnce(_ member: String, _ expr: ExprSyntax, _ scope: Scope, at node: some SyntaxProtocol,
                                  _ finish: (Value) throws -> Value) throws -> Value {
        let shareable = Self.isLet(expr)
        if !shareable { mutableStateReads += 1 }
        let key = SharedStatics.Key(member: member, category: env.requestedForKey, range: env.range,
                                    device: env.device, boldText: env.boldText, locale: env.locale)
        if shareable, let known = index.sharedStatics[key] {
            if known.readsCategory { env.categoryReads.read = true }
            return try known.result.get()
        }
        // Whether this value reads the category, kept with it; the reader has read it too if it did.
        let categoryReadBefore = env.categoryReads.read
        env.categoryReads.read = false
        defer { env.categoryReads.read = env.categoryReads.read || categoryReadBefore }
        // The depth goes on from the reader's (statics that read each other in a cycle stop there), so a failure is
        // shared only when it is the budget's.
        let (savedSteps, savedLimit) = (steps, stepLimit)
        (steps, stepLimit) = (0, Self.maxStaticSteps)
        defer { (steps, stepLimit) = (savedSteps + 1, savedLimit) }
        // What it reads that a preview may have changed (a `static var`, a global `var`, an object's storage), or a
        // statement it passed over, makes the value this evaluation's own.
        let (readsBefore, blockersBefore) = (mutableStateReads, blockers.count)
        initializingStatics += 1
        // A static is made once and kept, so a `UUID()` in it keeps its identity even when first read from an
        // instance's initial value; its value, shared across previews, must not depend on who read it first.
        let savedReading = readingInitialValues
        readingInitialValues = 0
        defer { initializingStatics -= 1; readingInitialValues = savedReading }
        do {
            let value = try finish(try enter(at: node) { try evaluate(expr, scope) })
            // A statement passed over while making it (`cal.timeZone = …` in a `{ … }()` initializer) may have been the
            // one that set what it holds: the value is unknown, for every reader, with that statement as the reason.
            if blockers.count > blockersBefore {
                var first = blockers[blockersBefore]
                first.otherBlockers = Array(blockers[(blockersBefore + 1)...])
                blockers.removeSubrange(blockersBefore...)
                unsharedStatics.insert(member)
                return .opaque(first)
            }
            if shareable, value.cannotChange, mutableStateReads == readsBefore, blockers.count == blockersBefore {
                index.sharedStatics[key] = SharedStatics.Entry(result: .success(value), readsCategory: env.categoryReads.read)
            } else {
                unsharedStatics.insert(member)
            }
            return value
        } catch let d as SwiftDiagnostic {
            // Only the budget's verdict is the same for every reader; another failure may come from the reader's state.
            if shareable, steps > stepLimit {
                index.sharedStatics[key] = SharedStatics.Entry(result: .failure(d), readsCategory: env.categoryReads.read)
            }
            unsharedStatics.insert(member)
            throw d
        }
    }

    /// A `static var` with an initial value.
    static func isVariable(_ member: StaticMember) -> Bool {
        if case .value(let e) = member { return !isLet(e) }
        return false
    }

    /// Whether the property whose initial value is `expr` is declared with `let`.
    static func isLet(_ expr: ExprSyntax) -> Bool {
        var node = expr.parent
        for _ in 0..<4 {
            guard let n = node else { return false }
            if let decl = n.as(VariableDeclSyntax.self) { return decl.bindingSpecifier.tokenKind == .keyword(.let) }
            node = n.parent
        }
        return false
    }
}

extension Value {
    /// Nothing in the value can be changed or holds a scope: safe to share between evaluations and threads.
    var cannotChange: Bool { cannotChange(depth: 0) }

    private func cannotChange(depth: Int) -> Bool {
        guard depth < 16 else { return false }
        switch self {
        case .string, .number, .int, .intLiteral, .bool, .null, .type, .keyPath, .dynamicTypeSize, .date, .url, .opaque:
            return true
        case .array(let items), .unordered(let items):
            return items.allSatisfy { $0.cannotChange(depth: depth + 1) }
        case .record(let parts):
            return parts.allSatisfy { $0.value.cannotChange(depth: depth + 1) }
        case .member(_, let arguments):
            return (arguments ?? []).allSatisfy { $0.value.cannotChange(depth: depth + 1) }
        case .dictionary(let entries):
            return entries.allSatisfy { $0.key.cannotChange(depth: depth + 1) && $0.value.cannotChange(depth: depth + 1) }
        case .instance(_, let fields):
            return fields.values.allSatisfy { $0.cannotChange(depth: depth + 1) }
        case .object(let o):
            return !o.type.hasMutableStorage && o.fields.values.allSatisfy { $0.cannotChange(depth: depth + 1) }
        default:
            return false
        }
    }
}
