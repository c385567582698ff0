import Layout

/// What one layout put in front of the rules: the visible texts, controls and images, by element path. A view that
/// lays out none of them is checked by nothing, so a passing run says nothing about it (`nothing-checked`).
public struct Coverage: Hashable, Sendable {
    public var texts: Set<String> = []
    public var controls: Set<String> = []
    public var images: Set<String> = []

    public init() {}

    /// The elements of `tree` the rules read; hidden ones (laid out, never drawn) are not checked, so not counted.
    public init(_ tree: ElementTree) {
        for entry in tree.entries where !entry.hidden {
            if entry.role != nil, let node = entry.roleNode { controls.insert(tree.entries[node].path) }
            switch entry.node.kind {
            case .text: texts.insert(entry.path)
            case .image(let name, _, _) where name != ViewNode.toggleSwitchName: images.insert(entry.path)
            case .symbol: images.insert(entry.path)
            default: break
            }
        }
    }

    public var isEmpty: Bool { texts.isEmpty && controls.isEmpty && images.isEmpty }

    /// Whether `tree` lays out nothing the rules read, stopping at the first visible text, control or image (the
    /// `nothing-checked` rule asks it of every layout; building the sets would cost more).
    public static func isEmpty(_ tree: ElementTree) -> Bool {
        !tree.entries.contains { entry in
            guard !entry.hidden else { return false }
            if entry.role != nil, entry.roleNode != nil { return true }
            switch entry.node.kind {
            case .text, .symbol: return true
            case .image(let name, _, _): return name != ViewNode.toggleSwitchName
            default: return false
            }
        }
    }

    public mutating func formUnion(_ other: Coverage) {
        texts.formUnion(other.texts); controls.formUnion(other.controls); images.formUnion(other.images)
    }
}
