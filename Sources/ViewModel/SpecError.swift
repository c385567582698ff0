import Layout

/// One problem in a spec or config file, located so an editor can jump to it:
/// `layouts/card.yaml:12:7: error: unknown key `lineLimt` in text; did you mean `lineLimit`?`
public struct SpecError: Error, Hashable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int
    /// Where in the document, e.g. `body.vstack.children[1].lineLimt`.
    public var keyPath: String
    public var message: String

    public init(file: String, line: Int, column: Int, keyPath: String, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.keyPath = keyPath
        self.message = message
    }

    /// The compiler-style line editors and CI annotations understand.
    public var description: String { "\(file):\(line):\(column): error: \(message)" }

    public var location: SourceLocation { SourceLocation(file: file, line: line, column: column) }
}

/// Every error found in one load or resolve, in document order. Thrown instead of the first error so a
/// newcomer fixes a file in one round.
public struct SpecErrors: Error, Sendable, CustomStringConvertible {
    public var errors: [SpecError]
    public init(_ errors: [SpecError]) { self.errors = errors }
    public var description: String { errors.map(\.description).joined(separator: "\n") }
}

/// "did you mean" suggestions by edit distance.
/// Did-you-mean suggestions, shared by every layer that reports a misspelt name.
public enum Suggest {
    /// The closest candidate within a distance that scales with the word (typos, not different words).
    public static func closest(to word: String, in candidates: [String]) -> String? {
        let lower = word.lowercased()
        var best: (String, Int)?
        for candidate in candidates {
            let d = distance(lower, candidate.lowercased())
            if best == nil || d < best!.1 { best = (candidate, d) }
        }
        guard let (match, d) = best else { return nil }
        let allowed = max(1, min(3, word.count / 3))
        return d <= allowed ? match : nil
    }

    /// "; did you mean `x`?" or "" — appended to messages.
    public static func hint(_ word: String, _ candidates: [String]) -> String {
        closest(to: word, in: candidates).map { "; did you mean `\($0)`?" } ?? ""
    }

    /// Damerau–Levenshtein (optimal string alignment): a swapped pair counts as one edit.
    public static func distance(_ a: String, _ b: String) -> Int {
        let s = Array(a), t = Array(b)
        if s.isEmpty { return t.count }
        if t.isEmpty { return s.count }
        var d = [[Int]](repeating: [Int](repeating: 0, count: t.count + 1), count: s.count + 1)
        for i in 0...s.count { d[i][0] = i }
        for j in 0...t.count { d[0][j] = j }
        for i in 1...s.count {
            for j in 1...t.count {
                let cost = s[i - 1] == t[j - 1] ? 0 : 1
                d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
                if i > 1, j > 1, s[i - 1] == t[j - 2], s[i - 2] == t[j - 1] {
                    d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
                }
            }
        }
        return d[s.count][t.count]
    }
}
