import DynamicType
import Layout
@testable import Specs
@testable import ViewModel
import Testing

/// Decodes a spec from text, failing the test with every error if it does not load.
func spec(_ yaml: String, file: String = "test.yaml", library: ComponentLibrary = .empty,
          families: Set<String>? = nil, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> LayoutSpec {
    do {
        return try SpecLoader.decode(yaml: yaml, file: file, library: library, fontFamilies: families)
    } catch let e as SpecErrors {
        Issue.record("spec did not load:\n\(e)", sourceLocation: sourceLocation)
        throw e
    }
}

/// The errors a spec produces (empty when it loads).
func errors(_ yaml: String, file: String = "test.yaml", library: ComponentLibrary = .empty,
            families: Set<String>? = nil) -> [ViewModel.SpecError] {
    do {
        _ = try SpecLoader.decode(yaml: yaml, file: file, library: library, fontFamilies: families)
        return []
    } catch let e as SpecErrors {
        return e.errors
    } catch {
        return [ViewModel.SpecError(file: file, line: 0, column: 0, keyPath: "", message: "\(error)")]
    }
}

let iPhone16 = Device.preset(named: "iphone-16")!
let iPhoneSE = Device.preset(named: "iphone-se")!

/// Resolves a spec's body at one category.
func body(_ s: LayoutSpec, _ category: ContentSizeCategory = .large, device: Device = iPhone16, variant: String? = nil,
          boldText: Bool = false, families: Set<String> = [], lineHeight: LineHeightModel = .font,
          platform: Platform = .default) throws -> ViewNode {
    try SpecResolver(fontFamilies: families, lineHeight: lineHeight, platform: platform).resolve(s, variant: variant, device: device, category: category,
                                                     boldText: boldText).body
}

extension ViewNode {
    /// Depth-first search by id.
    func find(_ id: String) -> ViewNode? {
        if self.id == id { return self }
        for child in children { if let hit = child.find(id) { return hit } }
        return nil
    }

    var textSpec: TextSpec? { if case .text(let t) = kind { return t } else { return nil } }
    var stack: Stack? { if case .stack(let s) = kind { return s } else { return nil } }
    var frameValue: Frame? { if case .frame(let f, _) = kind { return f } else { return nil } }
    var paddingValue: EdgeInsets? { if case .padding(let p, _) = kind { return p } else { return nil } }
    var symbolSize: Size? { if case .symbol(_, let s, _) = kind { return s } else { return nil } }
    var imageSize: Size? { if case .image(_, let s, _) = kind { return s } else { return nil } }

    /// Every text in the subtree, in order.
    var texts: [TextSpec] { (textSpec.map { [$0] } ?? []) + children.flatMap(\.texts) }

    /// A one-line shape of the subtree for compact assertions: `frame(padding(text))`.
    var shape: String {
        switch kind {
        case .grid(let g): return "grid\(g.items.count)[" + g.children.map(\.shape).joined(separator: ",") + "]"
        case .stack, .zstack, .viewThatFits: return kind.name + "[" + children.map(\.shape).joined(separator: ",") + "]"
        case .padding, .frame, .fixedSize, .hidden: return kind.name + "(\(children[0].shape))"
        default: return kind.name
        }
    }
}
