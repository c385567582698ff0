import Layout

/// Why a preview could not be evaluated, at the Swift source that stopped it, with what would make it evaluable.
public struct SwiftDiagnostic: Error, Hashable, Sendable, CustomStringConvertible {
    public var location: Layout.SourceLocation
    public var message: String
    /// The preview's other blockers, in the order met: views beside the one that failed are still evaluated, so a
    /// team sees every line to fix at once, not one per run.
    public var otherBlockers: [SwiftDiagnostic] = []

    public init(_ message: String, at location: Layout.SourceLocation) {
        self.location = location
        self.message = message
    }

    /// This blocker and the others, each once, in order.
    public var allBlockers: [SwiftDiagnostic] {
        var seen = Set<SwiftDiagnostic>()
        return ([SwiftDiagnostic(message, at: location)] + otherBlockers).filter { seen.insert($0).inserted }
    }

    public var description: String { "\(location): error: \(message)" }
}

/// SwiftSyntax has a `SourceLocation` too; in this module the name means layoutcheck's.
typealias SourceLocation = Layout.SourceLocation
