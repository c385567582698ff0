import Foundation
import Yams

/// The `skip:` mapping of layoutcheck.yml, edited as text: entries are added after the last one and removed by
/// their lines, so the user's comments, order and formatting stay as written (re-serializing the YAML would lose
/// them). Yams only locates the mapping and its keys.
public enum SkipList {
    public struct EditError: Error, CustomStringConvertible {
        public var description: String
    }

    /// `File.swift > Name` (ASCII, as people type it) and `File.swift›Name` name the same preview as
    /// `File.swift › Name`.
    public static func normalized(_ key: String) -> String {
        guard let swift = key.range(of: ".swift") else { return key }
        var rest = key[swift.upperBound...].trimmingCharacters(in: .whitespaces)
        guard rest.hasPrefix("›") || rest.hasPrefix(">") else { return key }
        rest = String(rest.dropFirst()).trimmingCharacters(in: .whitespaces)
        return key[..<swift.upperBound] + " › " + rest
    }

    /// `text` with `adding` appended to `skip:` (created at the end of the file when absent) and the entries whose
    /// keys (as written) are in `removing` taken out, each with its continuation lines.
    public static func edit(_ text: String, adding: [(key: String, reason: String)], removing: Set<String>) throws -> String {
        if adding.isEmpty && removing.isEmpty { return text }
        var lines = text.components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        let root: Node?
        do { root = try Yams.compose(yaml: text) } catch { throw EditError(description: "cannot read the configuration: \(error)") }
        guard let pair = root?.mapping?.first(where: { $0.key.string == "skip" }), let keyLine = pair.key.mark?.line else {
            // No `skip:` yet: a new block at the end of the file.
            guard !adding.isEmpty else { return text }
            if let last = lines.last, !last.trimmingCharacters(in: .whitespaces).isEmpty { lines.append("") }
            lines.append("# Previews layoutcheck cannot evaluate yet, with why (`layoutcheck previews --write-skips`).")
            lines.append("skip:")
            lines += adding.map { "  " + entry($0.key, $0.reason) }
            return lines.joined(separator: "\n") + "\n"
        }
        let value = pair.value
        // A block mapping's first key sits below `skip:`; a flow one (`{…}`) on its line.
        if let mapping = value.mapping, let first = mapping.first?.key.mark?.line, first > keyLine {
            return try editBlock(lines, mapping, adding: adding, removing: removing, skipLine: keyLine - 1)
        }
        if value.mapping?.isEmpty == true || value.null != nil {
            // `skip:` or `skip: {}`: the entries go below, in a block.
            guard !adding.isEmpty else { return text }
            lines[keyLine - 1] = "skip:" + comment(of: lines[keyLine - 1])
            lines.insert(contentsOf: adding.map { "  " + entry($0.key, $0.reason) }, at: keyLine)
            return lines.joined(separator: "\n") + "\n"
        }
        throw EditError(description: "`skip:` in the configuration is written on one line ({…}): write it as a block "
                        + "(one `\"File.swift › Preview\": reason` per line) so entries can be added and removed")
    }

    static func editBlock(_ original: [String], _ mapping: Node.Mapping, adding: [(key: String, reason: String)],
                          removing: Set<String>, skipLine: Int) throws -> String {
        var lines = original
        // Each entry's lines: its key's line and the lines below indented deeper (a long reason folded over lines).
        var spans: [(key: String, range: Range<Int>, indent: Int)] = []
        for (k, _) in mapping {
            guard let line = k.mark?.line, let key = k.string else { continue }
            let start = line - 1
            let indent = indentation(lines[start])
            var end = start + 1
            while end < lines.count, !lines[end].trimmingCharacters(in: .whitespaces).isEmpty, indentation(lines[end]) > indent {
                end += 1
            }
            spans.append((key, start..<end, indent))
        }
        guard let last = spans.last else { return original.joined(separator: "\n") + "\n" }
        let indent = String(repeating: " ", count: spans[0].indent)
        lines.insert(contentsOf: adding.map { indent + entry($0.key, $0.reason) }, at: last.range.upperBound)
        // From the bottom up, so earlier ranges stay valid.
        for span in spans.reversed() where removing.contains(span.key) { lines.removeSubrange(span.range) }
        if adding.isEmpty, spans.allSatisfy({ removing.contains($0.key) }) {
            lines[skipLine] = "skip: {}" + comment(of: lines[skipLine])
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `"Map.swift › Map": "reason"`, both quoted so any character reads back as written.
    static func entry(_ key: String, _ reason: String) -> String { quoted(key) + ": " + quoted(reason) }

    static func quoted(_ s: String) -> String {
        var out = "\""
        for c in s.unicodeScalars {
            switch c {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n", "\r", "\t": out += " "
            default: out.unicodeScalars.append(c)
            }
        }
        return out + "\""
    }

    static func indentation(_ line: String) -> Int { line.prefix { $0 == " " }.count }

    /// A line's trailing ` # comment`, kept when the line is rewritten.
    static func comment(of line: String) -> String {
        guard let hash = line.range(of: " #") else { return "" }
        return String(line[hash.lowerBound...])
    }
}
