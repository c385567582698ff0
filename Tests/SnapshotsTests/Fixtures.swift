import Checks
import DynamicType
import Foundation
import Layout
import Snapshots

/// A card laid out by hand at every category: an adaptive stack (`card`) holding a title and a retry button.
struct CardFixture {
    var titleTruncatesFrom: ContentSizeCategory? = .accessibility5
    var switchesAt: ContentSizeCategory = .accessibility1
    var retryWidth: (ContentSizeCategory) -> Double = { _ in 44 }
    var titleLines: (ContentSizeCategory) -> Int = { $0 >= .accessibility2 ? 2 : 1 }
    var titleX: Double = 0
    var fontHashes = ["Inter.ttf": String(repeating: "ab", count: 32)]

    func root(_ c: ContentSizeCategory) -> LaidOutNode {
        let truncated = titleTruncatesFrom.map { c >= $0 } ?? false
        let lines = titleLines(c)
        let spec = TextSpec("The Left Hand of Darkness", font: FontSpec(size: 17 + Double(c.rawValue) * 2), lineLimit: 2)
        let title = LaidOutNode(
            node: ViewNode(.text(spec), id: "title"), frame: Rect(x: titleX, y: 0, width: 200, height: 22 * Double(lines)),
            proposal: ProposedSize(width: 200, height: nil),
            text: TextLayout(size: Size(width: 200, height: 22 * Double(lines)),
                             lines: (0..<lines).map { _ in .init(text: "x", width: 200) }, truncated: truncated,
                             truncationCause: truncated ? .lineLimit : nil, effectiveFontSize: spec.font.size))
        let w = retryWidth(c)
        let symbol = LaidOutNode(node: ViewNode(.symbol(name: "arrow.clockwise", size: Size(width: w, height: 44))),
                                 frame: Rect(x: 300, y: 0, width: w, height: 44), proposal: .unspecified)
        let retry = LaidOutNode(node: ViewNode(.padding(EdgeInsets(), symbol.node), id: "retry", role: .button),
                                frame: symbol.frame, proposal: .unspecified, children: [symbol])
        let branch = c >= switchesAt ? "vstack" : "hstack"
        let stack = Stack(axis: branch == "vstack" ? .vertical : .horizontal, children: [title.node, retry.node],
                          adaptiveBranch: branch)
        return LaidOutNode(node: ViewNode(.stack(stack), id: "card"), frame: Rect(x: 0, y: 0, width: 361, height: 88),
                           proposal: ProposedSize(width: 361, height: nil), branch: branch, children: [title, retry])
    }

    func results() -> [CategoryResult] {
        ContentSizeCategory.allCases.map { c in
            let ctx = CheckContext(category: c, device: Screen(name: "iphone-16", screenWidth: 393),
                                   insets: EdgeInsets(leading: 16, trailing: 16))
            let root = root(c)
            return CategoryResult(category: c, root: root, findings: runChecks(root, context: ctx))
        }
    }

    func golden(variants: [String] = [Golden.defaultVariant]) -> Golden {
        Golden(spec: "RetryCard", device: "iphone-16", engineVersion: "0.1.0", fontHashes: fontHashes,
               variants: Dictionary(uniqueKeysWithValues: variants.map { ($0, results()) }))
    }
}

func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("snapshots-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}
