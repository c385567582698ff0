import Foundation
import SwiftSyntax

/// `UUID()`: a random identifier. Its text differs on every run, so showing it is diagnosed; but as an identity it is
/// exact: a value made once equals itself and no other (`selection == item.id`, `Set<UUID>`), as Foundation's
/// 128-bit random UUIDs do (RFC 9562, version 4). `UUID(uuidString:)` of a known string is that UUID, or nil for text
/// that is not one, as Foundation parses it.
extension Interpreter {
    static let uuidKey = "<uuid>"
    static let uuidSiteKey = "<uuid site>"

    /// Process-wide, so a UUID kept in a shared static never meets another evaluation's equal number.
    private static let uuidCounter = UUIDCounter()

    func uuidType() -> TypeDecl { foundationType("UUID") }

    static func isUUID(_ t: TypeDecl) -> Bool { !t.isDeclared && t.name == "UUID" }

    /// `UUID()` and `UUID(uuidString:)`; nil for another initializer.
    func uuid(_ args: [Argument], at c: FunctionCallExprSyntax) -> Value? {
        if args.isEmpty, readingInitialValues > 0 {
            // Made anew each time the property is read here: an identity that would not be kept stays unknown.
            return .opaque(fail("this `UUID()` is made by a stored property's initial value (`var items = [Item(…)]`), which "
                                + "layoutcheck evaluates again on each read, so its identity is not kept: build the data in "
                                + "the preview or a `static let` and pass it in", at: c))
        }
        if args.isEmpty {
            return .instance(uuidType(), [Self.uuidKey: .int(Self.uuidCounter.next()),
                                          Self.uuidSiteKey: .opaque(randomDiagnostic(at: c))])
        }
        guard args.count == 1, args[0].label == "uuidString", case .string(let text) = args[0].value else { return nil }
        guard let parsed = UUID(uuidString: text) else { return .null }
        return .instance(uuidType(), [Self.uuidKey: .string(parsed.uuidString)])
    }

    /// `"\(id)"`: the text of a parsed UUID; a random one's is diagnosed where it is printed.
    func uuidText(_ fields: [String: Value], at node: some SyntaxProtocol) throws -> String {
        if case .string(let text)? = fields[Self.uuidKey] { return text }
        if case .opaque(let why)? = fields[Self.uuidSiteKey] { throw unknown(why, readAt: node) }
        throw fail("a UUID's text is not known statically", at: node)
    }

    func uuidProperty(_ name: String, _ fields: [String: Value], at node: some SyntaxProtocol) throws -> Value {
        guard name == "uuidString" || name == "description" else {
            throw fail("`.\(name)` of a UUID is not evaluated statically", at: node)
        }
        if case .string(let text)? = fields[Self.uuidKey] { return .string(text) }
        // A random one's text stays unknown until something reads it (`id: UUID().uuidString` is an id no view
        // shows), but as an identity it is exact: the same text as its UUID's, and no other.
        if fields[Self.uuidSiteKey] != nil { return .instance(uuidType(), fields) }
        throw fail("a UUID's text is not known statically", at: node)
    }

    /// Two UUIDs are equal when they are the same one.
    static func uuidsEqual(_ x: [String: Value], _ y: [String: Value]) -> Bool {
        switch (x[uuidKey], y[uuidKey]) {
        case (.int(let a)?, .int(let b)?): return a == b
        case (.string(let a)?, .string(let b)?): return a == b
        default: return false
        }
    }
}

private final class UUIDCounter: @unchecked Sendable {  // state behind `lock`
    private let lock = NSLock()
    private var last = 0
    func next() -> Int {
        lock.lock(); defer { lock.unlock() }
        last += 1
        return last
    }
}
