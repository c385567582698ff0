import Checks
import DynamicType
import Foundation
import Layout

/// `layoutcheck layout`: one case's frame tree, as an indented tree a person reads to see why something truncates,
/// or as JSON for tools.
public enum FrameTreeReport {
    public static func text(_ root: LaidOutNode) -> String {
        var out = ""
        func visit(_ n: LaidOutNode, _ depth: Int) {
            let indent = String(repeating: "  ", count: depth)
            var line = indent + describe(n.node)
            line = line.padded(to: max(44, line.count + 1)) + "\(n.frame)"
            if let branch = n.branch { line += "  branch: \(branch)" }
            if let role = n.node.role { line += "  \(role.rawValue) target \(n.frame.size)" }
            if let t = n.text {
                line += "  \(t.lines.count) line\(t.lines.count == 1 ? "" : "s") at \(fmt(t.effectiveFontSize)) pt"
                if t.truncated { line += ", TRUNCATED" + (t.truncationCause.map { " by \($0 == .lineLimit ? "line limit" : "height")" } ?? "") }
                line += "  proposed \(n.proposal)"
                if !t.missingCharacters.isEmpty { line += "  missing glyphs: \(String(t.missingCharacters))" }
            }
            out += line + "\n"
            if let t = n.text, t.lines.count > 0 {
                for l in t.lines { out += indent + "  │ \"\(l.text)\"  \(fmt(l.width)) pt\n" }
            }
            for c in n.children { visit(c, depth + 1) }
        }
        visit(root, 0)
        return out
    }

    /// The tree as JSON. Each node carries its element `path`, the `element` a check's findings name, so the two
    /// join; the root also carries the case it is and the findings of the case (as `--format json` writes them).
    public static func json(_ root: LaidOutNode, case description: [String: String] = [:],
                            findings: [Finding] = []) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let paths = ElementTree(root: root).entries.map(\.path)
        var next = 0
        var node = Node(root, paths: paths, next: &next)
        node.case = description.isEmpty ? nil : description
        node.findings = findings
        return String(decoding: try encoder.encode(node), as: UTF8.self) + "\n"
    }

    /// The JSON shape: `{kind, path, id?, role?, frame: [x, y, w, h], proposal: [w|null, h|null], text?, branch?,
    /// children}`, the root with `case` and `findings`.
    struct Node: Encodable {
        var kind: String
        var path: String
        var `case`: [String: String]?
        var findings: [Finding]?
        var id: String?
        var role: String?
        var frame: [Double]
        var proposal: [Double?]
        var text: TextNode?
        var branch: String?
        var source: String?
        var children: [Node]

        /// `paths` are `ElementTree`'s, in the same depth-first order as this walk.
        init(_ n: LaidOutNode, paths: [String], next: inout Int) {
            kind = describe(n.node, detail: false)
            path = next < paths.count ? paths[next] : ""
            next += 1
            id = n.node.id
            role = n.node.role?.rawValue
            frame = [n.frame.minX, n.frame.minY, n.frame.width, n.frame.height].map(Points.rounded)
            proposal = [n.proposal.width.map(Points.rounded), n.proposal.height.map(Points.rounded)]
            text = n.text.map(TextNode.init)
            branch = n.branch
            source = n.node.source.map { "\($0.file):\($0.line)" }
            var children: [Node] = []
            for child in n.children { children.append(Node(child, paths: paths, next: &next)) }
            self.children = children
        }
    }

    struct TextNode: Encodable {
        var lines: [String]
        var lineWidths: [Double]
        var truncated: Bool
        var truncationCause: String?
        var fontSize: Double
        var missingCharacters: String?

        init(_ t: TextLayout) {
            lines = t.lines.map(\.text)
            lineWidths = t.lines.map { Points.rounded($0.width) }
            truncated = t.truncated
            truncationCause = t.truncationCause?.rawValue
            fontSize = Points.rounded(t.effectiveFontSize)
            missingCharacters = t.missingCharacters.isEmpty ? nil : String(t.missingCharacters)
        }
    }

    /// A text's pieces in another weight: `, "$42" w600`.
    static func pieces(_ t: TextSpec) -> String {
        let units = Array(t.string.utf16)
        return t.weightRuns.map { run in
            let piece = String(decoding: units[max(0, run.range.lowerBound)..<min(units.count, run.range.upperBound)], as: UTF16.self)
            return ", \"\(piece)\" w\(Int(run.weight.rounded()))"
        }.joined()
    }

    static func describe(_ node: ViewNode, detail: Bool = true) -> String {
        guard detail else { return node.kind.name }
        let name: String
        switch node.kind {
        case .text(let t): name = "text \(t.font)" + pieces(t)
        case .image(let n, _, _), .fill(let n): name = node.kind.name + (n.map { " \($0)" } ?? "")
        case .customLayout(let l): name = node.kind.name + (l.label.map { " \($0)" } ?? "")
        case .symbol(let n, _, let resizable): name = "symbol \(n)" + (resizable ? " resizable" : "")
        case .grid(let g): name = "grid \(g.columnsDescription)"
        case .rowGrid(let g): name = "grid \(g.columnsDescription) in \(g.rows.count) rows"
        case .padding(let e, _):
            name = ".padding(top \(fmt(e.top)), leading \(fmt(e.leading)), bottom \(fmt(e.bottom)), trailing \(fmt(e.trailing)))"
        case .fixedSize(let h, let v, _): name = ".fixedSize(horizontal: \(h), vertical: \(v))"
        case .aspectRatio(let a, _): name = ".aspectRatio(\(a))"
        case .position(let p, _): name = ".position(x: \(fmt(p.x)), y: \(fmt(p.y)))"
        case .frame, .hidden: name = "." + node.kind.name
        default: name = node.kind.name
        }
        return node.id.map { "\(name) #\($0)" } ?? name
    }
}


