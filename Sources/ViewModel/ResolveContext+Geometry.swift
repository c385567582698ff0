import Foundation
import Layout

extension ResolveContext {
    /// A GeometryReader: its content is resolved at each size layout asks for, in the environment the reader sits
    /// in, through a resolver of its own (this one is done once the tree is built). Errors there (a placeholder without
    /// value, an unknown font) end the case as they would have here.
    func geometryReaderNode(_ g: GeometryReaderValue, _ e: Element, _ env: ResolveEnvironment) -> ViewNode {
        let (spec, fontFamilies, lineHeight, platform) = (self.spec, self.fontFamilies, self.lineHeight, self.platform)
        let cache = SizedContentCache()
        let content = SizedContent { size in
            cache.content(at: size) {
                Result {
                    let elements = try g.content(size)
                    let context = ResolveContext(spec: spec, fontFamilies: fontFamilies, lineHeight: lineHeight, platform: platform)
                    let nodes = context.nodes(elements.map { Child($0) }, env)
                    if !context.errors.isEmpty { throw SpecErrors(context.errors) }
                    return nodes
                }
            }
        }
        return ViewNode(.geometryReader(content), id: e.id, source: e.source, suppressions: e.suppressions)
    }

    /// A custom Layout: its subviews resolved here, as any container's; its code runs when layout asks.
    func customLayoutNode(_ l: CustomLayoutValue, _ env: ResolveEnvironment) -> ViewNode.Kind {
        let resolved = l.children.enumerated().compactMap { i, child in node(child, env).map { (i, $0) } }
        let indices = resolved.map(\.0)
        return .customLayout(CustomLayout(children: resolved.map(\.1), label: l.label) { subviews in l.start(subviews, indices) })
    }
}

/// A reader's content per size, made once each: a tree laid out again (a preview drawn after the check) asks again
/// for a size it has seen, and the same nodes keep layout's caches by identity valid.
private final class SizedContentCache: @unchecked Sendable {  // every access under `lock`
    private let lock = NSLock()
    private var made: [Size: Result<[ViewNode], any Error>] = [:]

    func content(at size: Size, _ make: () -> Result<[ViewNode], any Error>) -> Result<[ViewNode], any Error> {
        lock.lock()
        defer { lock.unlock() }
        if let known = made[size] { return known }
        let result = make()
        made[size] = result
        return result
    }
}
