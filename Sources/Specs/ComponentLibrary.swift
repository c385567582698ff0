import ViewModel
import Foundation
import Layout

/// Components shared by every spec: `layouts/components/*.yaml`, each file holding one `components:` mapping.
/// A spec's own `components:` section adds to these; defining a name twice is an error.
public struct ComponentLibrary: Sendable {
    public var components: [String: Component]
    public init(components: [String: Component] = [:]) { self.components = components }
    public static let empty = ComponentLibrary()

    /// Decodes several component files together, so they may use each other.
    public static func decode(files: [(path: String, text: String)]) throws -> ComponentLibrary {
        var parsed: [(Diagnostics, Cursor)] = []
        var diagnostics: [Diagnostics] = []
        var names = Set<String>()
        for file in files {
            let diags = Diagnostics(file: file.path)
            diagnostics.append(diags)
            guard let node = diags.compose(file.text),
                  let top = MapReader(Cursor(node: node, path: []), diags, expected: "a mapping with `components:`") else { continue }
            top.rejectUnknown(allowed: ["components"], context: "in a shared components file", diags)
            guard let c = top["components"] else { continue }
            parsed.append((diags, c))
            names.formUnion(SpecDecoder(diags: diags, componentNames: []).componentNames(in: c).map(\.0))
        }
        var all: [String: Component] = [:]
        var decoders: [SpecDecoder] = []
        for (diags, c) in parsed {
            let decoder = SpecDecoder(diags: diags, componentNames: names)
            decoders.append(decoder)
            for (name, component) in decoder.components(c).sorted(by: { $0.key < $1.key }) {
                if let existing = all[name] {
                    diags.error("component `\(name)` is already defined at \(existing.source)",
                                at: c.node.mark, path: "components.\(name)")
                }
                all[name] = component
            }
        }
        for decoder in decoders { decoder.checkComponentUses(all) }
        if let first = decoders.first { first.checkCycles(all) }
        let errors = diagnostics.flatMap(\.errors)
        if !errors.isEmpty { throw SpecErrors(errors) }
        return ComponentLibrary(components: all)
    }

    /// `directory/*.yaml|yml|json`, in name order; an absent directory is an empty library.
    public static func load(directory: String) throws -> ComponentLibrary {
        let files = SpecLoader.files(in: directory)
        return try decode(files: try files.map { ($0, try SpecLoader.read($0)) })
    }
}
