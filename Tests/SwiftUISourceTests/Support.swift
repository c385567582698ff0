import DynamicType
import Layout
import Specs
import ViewModel
import SwiftUISource

/// The previews of one Swift file given as text.
func previews(_ source: String, file: String = "Views/Card.swift") -> [SwiftPreview] {
    SwiftSources.previews(sources: [(file, source)])
}

let iPhone = Device.preset(named: "iphone-16")!

/// The first preview resolved to the view tree layout sees, at a category.
func tree(_ source: String, at category: ContentSizeCategory = .large, preview: Int = 0) throws -> ResolvedLayout {
    try previews(source)[preview].resolve(variant: "default", device: iPhone, category: category, boldText: false,
                                          resolver: SpecResolver())
}

/// The first preview of several files (path, text) resolved at Large.
func tree(files: [(String, String)]) throws -> ResolvedLayout {
    try SwiftSources.previews(sources: files)[0].resolve(variant: "default", device: iPhone, category: .large,
                                                         boldText: false, resolver: SpecResolver())
}

/// The body's shape in the spec vocabulary: `hstack(text "a", vstack(…))`, wrappers included.
func shape(_ n: ViewNode) -> String {
    switch n.kind {
    case .text(let t): return "text \"\(t.string)\""
    case .symbol(let name, _, _): return "symbol \(name)"
    default:
        let inner = n.children.map(shape).joined(separator: ", ")
        return n.children.isEmpty ? n.kind.name : "\(n.kind.name)(\(inner))"
    }
}

/// The first node (depth first) that satisfies `match`.
func first(_ n: ViewNode, _ match: (ViewNode) -> Bool) -> ViewNode? {
    if match(n) { return n }
    for c in n.children { if let found = first(c, match) { return found } }
    return nil
}

/// The diagnostic that stops a preview's evaluation.
func diagnostic(_ source: String) -> SwiftDiagnostic? {
    do { _ = try tree(source); return nil } catch let d as SwiftDiagnostic { return d } catch { return nil }
}

/// Every node's kind and frame, depth first, laid out in a column `width` wide with 10 pt advances and 20 pt lines.
func laidFrames(_ root: ViewNode, width: Double = 361) -> [String] {
    let laid = computeLayout(root: root, proposal: ProposedSize(width: width, height: nil),
                             measure: FixedAdvanceMeasurer(advance: 10, lineHeight: 20))
    var out: [String] = []
    laid.forEach { node, _ in out.append("\(node.node.kind.name) \(node.frame)") }
    return out
}

/// The strings of the texts a preview lays out, depth first (its first preview, at Large).
func laidTexts(_ source: String) throws -> [String] {
    texts(of: try tree(source).body)
}

/// The strings of the texts in a resolved tree, depth first.
func texts(of root: ViewNode) -> [String] {
    var out: [String] = []
    func walk(_ n: ViewNode) {
        if case .text(let t) = n.kind { out.append(t.string) }
        n.children.forEach(walk)
    }
    walk(root)
    return out
}
