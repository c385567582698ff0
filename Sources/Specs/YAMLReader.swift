import ViewModel
import Yams

/// A YAML node plus where it sits: the key path from the document root, for error messages.
struct Cursor {
    let node: Node
    let path: [String]

    var pathString: String {
        var out = ""
        for part in path {
            if part.hasPrefix("[") || out.isEmpty { out += part } else { out += "." + part }
        }
        return out.isEmpty ? "(top level)" : out
    }

    /// The last key of the path (`lineLimit`), for messages.
    var key: String {
        path.last(where: { !$0.hasPrefix("[") }) ?? "document"
    }

    func child(_ key: String, _ node: Node) -> Cursor { Cursor(node: node, path: path + [key]) }
    func item(_ index: Int, _ node: Node) -> Cursor { Cursor(node: node, path: path + ["[\(index)]"]) }

    var isNull: Bool {
        guard case .scalar(let s) = node else { return false }
        return s.style == .plain && ["", "~", "null", "Null", "NULL"].contains(s.string)
    }

    /// The text of a scalar (any style); nil for lists, mappings and null.
    var scalarString: String? {
        guard case .scalar(let s) = node, !isNull else { return nil }
        return s.string
    }

    var isPlainScalar: Bool {
        if case .scalar(let s) = node { return s.style == .plain }
        return false
    }

    /// A number written as a number (plain scalar), including `.inf`.
    var number: Double? {
        guard isPlainScalar, let text = scalarString else { return nil }
        switch text {
        case ".inf", ".Inf", ".INF", "+.inf": return .infinity
        default: return Double(text)
        }
    }

    var bool: Bool? {
        guard isPlainScalar, let text = scalarString else { return nil }
        switch text {
        case "true", "True", "TRUE": return true
        case "false", "False", "FALSE": return false
        default: return nil
        }
    }

    var sequence: [Cursor]? {
        guard case .sequence(let seq) = node else { return nil }
        return seq.enumerated().map { item($0.offset, $0.element) }
    }

    /// How a newcomer would name what they wrote: "a list", "a mapping", "the text `abc`".
    var found: String {
        switch node {
        case .sequence: return "a list"
        case .mapping: return "a mapping"
        case .alias: return "an alias"
        case .scalar(let s):
            if isNull { return "nothing (null)" }
            if bool != nil { return "`\(s.string)` (true/false)" }
            if number != nil { return "the number \(s.string)" }
            let shown = s.string.count > 40 ? String(s.string.prefix(40)) + "…" : s.string
            return "the text \"\(shown)\""
        }
    }
}

/// Collects located errors while decoding one file.
final class Diagnostics {
    let file: String
    private(set) var errors: [SpecError] = []

    init(file: String) { self.file = file }

    func error(_ message: String, _ cursor: Cursor) {
        error(message, at: cursor.node.mark, path: cursor.pathString)
    }

    func error(_ message: String, at mark: Mark?, path: String) {
        error(message, line: mark?.line ?? 1, column: mark?.column ?? 1, path: path)
    }

    func error(_ message: String, line: Int, column: Int, path: String) {
        let e = SpecError(file: file, line: line, column: column, keyPath: path, message: message)
        if !errors.contains(e) { errors.append(e) }
    }

    func add(_ more: [SpecError]) {
        for e in more where !errors.contains(e) { errors.append(e) }
    }

    /// Parses YAML (or JSON) into a node tree; syntax errors become located errors, and so do files past
    /// `SpecLimits` (size, expanded node count, text length), which then yield no tree at all.
    func compose(_ text: String) -> Node? {
        let bytes = text.utf8.count
        guard bytes <= SpecLimits.maxFileBytes else {
            error("the file has \(bytes) bytes; a spec, component or configuration file may have at most "
                  + "\(SpecLimits.maxFileBytes) (SpecLimits.maxFileBytes)", at: nil, path: "(file)")
            return nil
        }
        do {
            // The basic resolver tags every plain scalar as a string: the decoder reads scalars itself (`Cursor`),
            // and Yams's default resolver ran up to seven regular expressions on each mapping key it hashed to find
            // duplicates (a tenth of decoding). Keys are compared as the decoder reads them, as text.
            guard let node = try Yams.compose(yaml: text, .basic) else { return nil }
            return withinLimits(node) ? node : nil
        } catch let error as YamlError {
            switch error {
            case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _),
                 .composer(_, let problem, let mark, _):
                self.error("YAML syntax: \(problem)", at: mark, path: "(syntax)")
            case .reader(let problem, let offset, _, _):
                // libyaml's reader (control characters, bad encodings) reports a byte offset, not a mark.
                let prefix = text.utf8.prefix(max(0, offset ?? 0))
                let line = prefix.filter { $0 == UInt8(ascii: "\n") }.count + 1
                let column = String(decoding: prefix.reversed().prefix { $0 != UInt8(ascii: "\n") }.reversed(), as: UTF8.self).count + 1
                self.error("YAML: \(problem)", line: line, column: column, path: "(syntax)")
            case .duplicatedKeysInMapping(let duplicates, let context):
                self.error("key \(duplicates.map { "`\($0)`" }.joined(separator: ", ")) written twice in one mapping; "
                           + "YAML keeps only one. To chain a modifier twice use `modifiers: [ … ]`",
                           at: context.mark, path: "(syntax)")
            default:
                self.error("YAML: \(error)", at: nil, path: "(syntax)")
            }
        } catch {
            self.error("YAML: \(error)", at: nil, path: "(syntax)")
        }
        return nil
    }

    /// Walks the tree once, without recursion, counting nodes as the decoder will see them (an alias once per
    /// use) and measuring every text. Stops at the first node past `maxYAMLNodes`, so an alias bomb costs at most
    /// that many steps.
    private func withinLimits(_ root: Node) -> Bool {
        var pending = [Cursor(node: root, path: [])]
        var count = 0
        var ok = true
        while let cursor = pending.popLast() {
            count += 1
            guard count <= SpecLimits.maxYAMLNodes else {
                error("the file expands to more than \(SpecLimits.maxYAMLNodes) YAML nodes (an alias counts each time it "
                      + "is used; SpecLimits.maxYAMLNodes)", cursor)
                return false
            }
            switch cursor.node {
            case .scalar(let s):
                // utf8.count is O(1) for native strings; count characters only when it might matter.
                if s.string.utf8.count > SpecLimits.maxStringCharacters, s.string.count > SpecLimits.maxStringCharacters {
                    error("`\(cursor.key)`: a text of \(s.string.count) characters; texts in a spec may have at most "
                          + "\(SpecLimits.maxStringCharacters) (SpecLimits.maxStringCharacters)", cursor)
                    ok = false
                }
            case .mapping(let m):
                for (k, v) in m.reversed() {
                    pending.append(cursor.child(k.string ?? "?", v))
                    pending.append(Cursor(node: k, path: cursor.path))
                }
            case .sequence(let seq):
                for (i, v) in seq.enumerated().reversed() { pending.append(cursor.item(i, v)) }
            case .alias:
                break
            }
        }
        return ok
    }
}

/// The entries of a mapping, keys as text, in written order (Yams keeps it), with key-checking helpers.
struct MapReader {
    let cursor: Cursor
    let entries: [(key: String, keyNode: Node, value: Cursor)]

    init?(_ cursor: Cursor, _ diags: Diagnostics, expected: String) {
        guard case .mapping(let mapping) = cursor.node else {
            diags.error("`\(cursor.key)`: expected \(expected), found \(cursor.found)", cursor)
            return nil
        }
        var entries: [(String, Node, Cursor)] = []
        for (k, v) in mapping {
            guard case .scalar(let s) = k else {
                diags.error("`\(cursor.key)`: keys must be plain names, found \(Cursor(node: k, path: []).found)",
                            Cursor(node: k, path: cursor.path))
                continue
            }
            entries.append((s.string, k, cursor.child(s.string, v)))
        }
        self.cursor = cursor
        self.entries = entries
    }

    var keys: [String] { entries.map(\.key) }

    subscript(key: String) -> Cursor? { entries.first(where: { $0.key == key })?.value }

    /// Reports every key not in `allowed`, with a did-you-mean; `context` names the owner ("in frame").
    func rejectUnknown(allowed: [String], context: String, _ diags: Diagnostics,
                       extraHint: ((String) -> String?)? = nil) {
        for entry in entries where !allowed.contains(entry.key) {
            let keyCursor = Cursor(node: entry.keyNode, path: cursor.path + [entry.key])
            if let special = extraHint?(entry.key) {
                diags.error(special, keyCursor)
                continue
            }
            let hint = Suggest.hint(entry.key, allowed)
            let list = hint.isEmpty ? " (expected one of: \(allowed.joined(separator: ", ")))" : ""
            diags.error("unknown key `\(entry.key)` \(context)\(hint)\(list)", keyCursor)
        }
    }
}
