/// Why a run could not evaluate: the CLI maps `kind` to its documented exit code
/// (2 usage or spec error, 3 environment error such as a missing font).
public struct LayoutCheckError: Error, Sendable, CustomStringConvertible {
    public enum Kind: String, Sendable {
        /// A bad flag, filter or environment value (`LAYOUTCHECK_RECORD=sometimes`).
        case usage
        /// A spec, component, configuration or golden file that cannot be read as written.
        case spec
        /// The machine lacks something the project needs: a font file, a readable folder.
        case environment
    }

    public var kind: Kind
    /// One line per problem, each naming the file (and line where there is one).
    public var messages: [String]

    public init(_ kind: Kind, _ messages: [String]) {
        self.kind = kind
        self.messages = messages
    }

    public init(_ kind: Kind, _ message: String) { self.init(kind, [message]) }

    public var description: String { messages.joined(separator: "\n") }
}
