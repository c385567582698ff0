/// A strings table that cannot be read: bad input (exit 2), located at the file (and line, where the parser says).
public struct StringsError: Error, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int
    public var reason: String

    public init(file: String, line: Int = 1, column: Int = 1, reason: String) {
        self.file = file; self.line = line; self.column = column; self.reason = reason
    }

    public var description: String { "\(file):\(line):\(column): error: \(reason)" }
}
