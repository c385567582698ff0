import ViewModel
import Foundation
import Layout

/// Reads spec files: one at a time, or a whole `layouts/` folder with its shared `components/`.
public enum SpecLoader {
    /// Decodes one spec from text. `fontFamilies`, when given, are the custom families the project configures:
    /// a `font: {family: …}` naming another is an error here rather than at resolve time.
    public static func decode(yaml: String, file: String, library: ComponentLibrary = .empty,
                              fontFamilies: Set<String>? = nil) throws -> LayoutSpec {
        let diags = Diagnostics(file: file)
        let spec = SpecDecoder.decodeSpec(yaml, diags: diags, library: library, fontFamilies: fontFamilies)
        guard let spec, diags.errors.isEmpty else {
            throw SpecErrors(diags.errors.isEmpty
                ? [SpecError(file: file, line: 1, column: 1, keyPath: "", message: "not a spec")] : diags.errors)
        }
        return spec
    }

    public static func load(file path: String, library: ComponentLibrary = .empty,
                            fontFamilies: Set<String>? = nil) throws -> LayoutSpec {
        try decode(yaml: try read(path), file: path, library: library, fontFamilies: fontFamilies)
    }

    /// Every spec of a folder (components from `folder/components/`), all errors of all files together.
    public static func loadFolder(_ folder: String, fontFamilies: Set<String>? = nil) throws -> [LayoutSpec] {
        var errors: [SpecError] = []
        var library = ComponentLibrary.empty
        do { library = try ComponentLibrary.load(directory: folder + "/components") } catch let e as SpecErrors {
            errors += e.errors
        }
        var specs: [LayoutSpec] = []
        for path in files(in: folder) {
            do { specs.append(try load(file: path, library: library, fontFamilies: fontFamilies)) } catch let e as SpecErrors {
                errors += e.errors
            }
        }
        if !errors.isEmpty { throw SpecErrors(errors) }
        return specs
    }

    /// `*.yaml`, `*.yml`, `*.json` directly in `directory`, sorted; subfolders are not specs.
    public static func files(in directory: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return names.filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") || $0.hasSuffix(".json") }
            .sorted()
            .map { directory.hasSuffix("/") ? directory + $0 : directory + "/" + $0 }
    }

    static func read(_ path: String) throws -> String {
        func fail(_ message: String) -> SpecErrors {
            SpecErrors([SpecError(file: path, line: 1, column: 1, keyPath: "", message: message)])
        }
        // Checked before reading, so a huge file is refused without loading it.
        if let attributes = try? FileManager.default.attributesOfItem(atPath: path) {
            if attributes[.type] as? FileAttributeType == .typeDirectory {
                throw fail("cannot read file: it is a directory")
            }
            if let size = attributes[.size] as? Int, size > SpecLimits.maxFileBytes {
                throw fail("the file has \(size) bytes; a spec, component or configuration file may have at most "
                           + "\(SpecLimits.maxFileBytes) (SpecLimits.maxFileBytes)")
            }
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            let reason = FileManager.default.fileExists(atPath: path) ? "permission denied" : "no such file"
            throw fail("cannot read file (\(reason))")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            let (line, column) = firstInvalidUTF8(data)
            throw SpecErrors([SpecError(file: path, line: line, column: column, keyPath: "",
                                        message: "file is not UTF-8 text (first invalid byte here); save it as UTF-8")])
        }
        return text
    }

    /// Line and column (1-based, in characters) of the first byte that is not valid UTF-8.
    static func firstInvalidUTF8(_ data: Data) -> (line: Int, column: Int) {
        var iterator = data.makeIterator()
        var decoder = UTF8()
        var line = 1, column = 1
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                if scalar == "\n" { line += 1; column = 1 } else { column += 1 }
            case .emptyInput, .error:
                return (line, column)
            }
        }
    }
}

extension SpecDecoder {
    /// The whole-file walk: top-level keys, components, body, then the cross-checks (placeholders against
    /// variants, arguments against parameters, component cycles, font families).
    static func decodeSpec(_ text: String, diags: Diagnostics, library: ComponentLibrary,
                           fontFamilies: Set<String>?) -> LayoutSpec? {
        guard let node = diags.compose(text) else {
            if diags.errors.isEmpty {
                diags.error("the file is empty: a spec is a mapping with `body:` (the view to lay out)", at: nil, path: "(top level)")
            }
            return nil
        }
        guard let top = MapReader(Cursor(node: node, path: []), diags, expected: "a mapping with `body:`") else { return nil }
        top.rejectUnknown(allowed: topLevelKeys, context: "at the top level", diags)
        let probe = SpecDecoder(diags: diags, componentNames: [])
        let localNames = probe.componentNames(in: top["components"])
        for (name, at) in localNames where library.components[name] != nil {
            diags.error("component `\(name)` is already defined in the shared components (\(library.components[name]!.source))",
                        at: at.node.mark, path: at.pathString)
        }
        let decoder = SpecDecoder(diags: diags, componentNames: Set(library.components.keys).union(localNames.map(\.0)))
        let local = top["components"].map { decoder.components($0) } ?? [:]
        let components = library.components.merging(local) { shared, _ in shared }

        let variants = top["variants"].map { decoder.variants($0) } ?? []
        decoder.placeholders = []
        decoder.references = []
        let body: Child?
        if let b = top["body"] { body = decoder.child(b) } else {
            diags.error("a spec needs `body:` (the view to lay out)", at: node.mark, path: "body"); body = nil
        }
        decoder.checkPlaceholders(variants: variants)
        decoder.checkComponentUses(components)
        // Shared components cannot use a spec's own, so every cycle runs through local components only.
        decoder.checkCycles(local)
        if let fontFamilies {
            for (family, at) in decoder.fontFamilies where !fontFamilies.contains(family) {
                decoder.error("unknown font family `\(family)`" + Suggest.hint(family, fontFamilies.sorted())
                              + (fontFamilies.isEmpty ? " (no custom fonts are configured in layoutcheck.yml)"
                                                      : " (configured: \(fontFamilies.sorted().joined(separator: ", ")))"), at)
            }
        }
        let name = top["name"].flatMap { decoder.name($0) }
            ?? String(diags.file.split(separator: "/").last ?? "spec").split(separator: ".").first.map(String.init) ?? "spec"
        let devices = top["devices"].flatMap { decoder.devices($0) }
        let locales = top["locales"].flatMap { decoder.locales($0) }
        let insets = top["insets"].flatMap { decoder.insets($0) } ?? .none
        guard let body else { return nil }
        return LayoutSpec(name: name, file: diags.file, devices: devices, locales: locales, insets: insets, variants: variants,
                          components: components, body: body)
    }

    /// Every `{placeholder}` in the body must have a value in every variant.
    func checkPlaceholders(variants: [Variant]) {
        for (name, at) in placeholders {
            if variants.isEmpty {
                error("`{\(name)}` has no value: add `variants:` with `\(name):` in each", at)
                continue
            }
            let lacking = variants.filter { $0.values[name] == nil }.map(\.name)
            if !lacking.isEmpty {
                let known = Set(variants.flatMap { $0.values.keys })
                error("`{\(name)}` has no value in variant\(lacking.count > 1 ? "s" : "") \(lacking.joined(separator: ", "))"
                      + Suggest.hint(name, known.sorted()), at)
            }
        }
    }
}
