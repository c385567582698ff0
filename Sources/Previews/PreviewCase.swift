import Checks
import DynamicType
import Layout
import Snapshots

/// Everything a page shows for one spec on one device: the frame trees of every variant at every category, and
/// the recorded golden when there is one (for "golden and current side by side" where they differ).
/// Built by LayoutCheckKit from its evaluations; Previews does no layout itself.
public struct PreviewCase: Sendable {
    public struct Panel: Sendable {
        public var category: ContentSizeCategory
        /// The row's leading/trailing insets at this category: where the content sits on the screen.
        public var insets: EdgeInsets
        public var root: LaidOutNode
        public var findings: [Finding]
        public init(category: ContentSizeCategory, insets: EdgeInsets, root: LaidOutNode, findings: [Finding]) {
            self.category = category; self.insets = insets; self.root = root; self.findings = findings
        }
        var result: CategoryResult { CategoryResult(category: category, root: root, findings: findings) }
    }

    public struct Variant: Sendable {
        public var name: String
        /// In size order.
        public var panels: [Panel]
        public init(name: String, panels: [Panel]) { self.name = name; self.panels = panels }
    }

    public var spec: String
    /// The spec file as reports show it (`layouts/card.yaml`).
    public var file: String
    public var device: String
    public var screenWidth: Double
    public var displayScale: Double
    public var variants: [Variant]
    /// The recorded golden; nil when none exists (or it could not be read).
    public var golden: Golden?
    /// Geometry tolerance for the comparison, as the run uses.
    public var tolerance: Double
    /// The hit-target minimum the checks used (for labelling undersized targets).
    public var hitTargetMinimum: Double
    /// Names the pages: the spec file's stem, or for a SwiftUI preview its file and preview (`Toast-long`).
    public var slug: String

    public init(spec: String, file: String, device: String, screenWidth: Double, displayScale: Double,
                variants: [Variant], golden: Golden?, tolerance: Double = 0.5, hitTargetMinimum: Double = 44,
                slug: String? = nil) {
        self.spec = spec; self.file = file; self.device = device; self.screenWidth = screenWidth
        self.displayScale = displayScale; self.variants = variants; self.golden = golden; self.tolerance = tolerance
        self.hitTargetMinimum = hitTargetMinimum
        self.slug = slug ?? Self.stem(file: file, spec: spec)
    }

    public var findings: [Finding] { variants.flatMap { $0.panels.flatMap(\.findings) } }

    /// Whether any panel shows an SF Symbol (pages without one need no icon font).
    var hasSymbols: Bool {
        variants.contains { v in
            v.panels.contains { p in
                var found = false
                p.root.forEach { n, _ in if case .symbol = n.node.kind { found = true } }
                return found
            }
        }
    }

    /// The page's file name: `<spec file stem>--<device>.html`, unique per (spec, device).
    public var pageName: String { "\(slug)--\(device).html" }

    /// The spec file's stem, or the spec name when the file has none.
    static func stem(file: String, spec: String) -> String {
        let last = file.split(separator: "/").last.map(String.init) ?? spec
        let stem = last.split(separator: ".").first.map(String.init) ?? last
        return stem.isEmpty ? spec : stem
    }
}
