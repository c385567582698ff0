import SwiftSyntax

/// Locks an app guards its state with (`OSAllocatedUnfairLock(initialState: false)`, Synchronization's `Mutex`,
/// `NSLock`): a preview runs on one thread, so `withLock { state in … }` runs its closure on the state and returns
/// what the closure returns, as the lock does when uncontended (Apple's documentation of
/// `OSAllocatedUnfairLock.withLock(_:)`, `Mutex.withLock(_:)`, `NSLocking.withLock(_:)`).
extension Interpreter {
    static let lockNames: Set<String> = ["OSAllocatedUnfairLock", "Mutex", "NSLock", "NSRecursiveLock"]
    static let lockState = "$state"

    /// `OSAllocatedUnfairLock(initialState: x)`, `OSAllocatedUnfairLock()`, `Mutex(x)`, `NSLock()`.
    func makeLock(_ name: String, _ args: [Argument], at c: FunctionCallExprSyntax) throws -> Value? {
        let state: Value
        switch (name, args.count) {
        case ("OSAllocatedUnfairLock", 0), ("NSLock", 0), ("NSRecursiveLock", 0): state = .null
        case ("OSAllocatedUnfairLock", 1) where args[0].label == "initialState": state = args[0].value
        case ("Mutex", 1) where args[0].label == nil: state = args[0].value
        default: return nil
        }
        let type = foundationType(name)
        type.hasMutableStorage = true  // its state changes: never shared between evaluations as a `let`'s value
        return .object(ObjectRef(type: type, fields: [Self.lockState: state]))
    }

    static func isLock(_ o: ObjectRef) -> Bool { !o.type.isDeclared && lockNames.contains(o.type.name) }

    /// `withLock { state in … }` (the state passed `inout` to a lock holding one), `lock()`, `unlock()`.
    @inline(never)
    func lockMethod(_ o: ObjectRef, _ name: String, _ args: [Argument], at c: FunctionCallExprSyntax) throws -> Value? {
        switch name {
        case "lock", "unlock": return .null
        case "withLock", "withLockUnchecked":
            guard args.count == 1, case .closure(let body) = args[0].value else { return nil }
            let holdsState = o.type.name != "NSLock" && o.type.name != "NSRecursiveLock"
            let state = Argument(label: nil, value: o.fields[Self.lockState] ?? .null, writeBack: { [unowned self] new in
                // A change to state other code reads, as an assignment to an object's property is.
                noteChange(of: o, to: new)
                o.fields[Self.lockState] = new
            })
            return try invoke(body, holdsState ? [state] : [], at: c)
        default: return nil
        }
    }
}
