import Layout

/// Why a preview could not be evaluated, at the Swift source that stopped it, with what would make it evaluable.
public struct SwiftDiagnostic: Error, Hashable, Sendable, CustomStringConvertible {
    public var location: Layout.SourceLocation
    public var message: String

    public init(_ message: String, at location: Layout.SourceLocation) {
        self.location = location
        self.message = message
    }

    public var description: String { "\(location): error: \(message)" }
}

/// SwiftSyntax has a `SourceLocation` too; in this module the name means layoutcheck's.
typealias SourceLocation = Layout.SourceLocation
