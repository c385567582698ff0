import Foundation
import LayoutCheckKit
import Previews
import Specs
import ViewModel
import SwiftUISource
import TextEngine

/// Every preview page of a project, kept current: evaluated once, then per changed file. A spec file re-evaluates
/// that spec; a component, every spec; a Swift file, the SwiftUI previews (a view may be used from any file of
/// the sources); `layoutcheck.yml`, everything. A source that fails to load or evaluate shows its errors, at their
/// file:line, on its pages instead of the last drawing.
public actor LiveWorkspace {
    public struct Page: Sendable {
        public var html: String
        /// The workspace generation in which this page's content last changed: what open pages poll for.
        public var version: Int
        /// The spec file or Swift preview the page draws.
        public var unit: String
    }

    let options: RunOptions
    private var project: Project
    private var outlines: GlyphOutlines
    private let symbols = SymbolFont.installed()
    private var library = ComponentLibrary.empty
    public private(set) var pages: [String: Page] = [:]
    /// Unit → its errors (compiler-style lines).
    public private(set) var errors: [String: [String]] = [:]
    public private(set) var generation = 0

    public init(options: RunOptions) async throws {
        self.options = options
        project = try Project(options: options)
        outlines = try GlyphOutlines(fonts: project.measurer.engine.fonts)
        generation = 1
        library = loadLibrary()
        for path in SpecLoader.files(in: project.layoutsDirectory) { evaluateSpec(path) }
        evaluateSwiftPreviews()
    }

    /// The files whose changes matter: configuration, specs, components and Swift sources.
    public func watchedFiles() -> [String] {
        [configPath] + SpecLoader.files(in: project.layoutsDirectory) + SpecLoader.files(in: componentsDirectory)
            + SwiftSources.files(in: project.config.swiftui.map { project.config.path($0) })
    }

    /// Re-evaluates what `changed` files feed; returns the page names whose content changed.
    @discardableResult
    public func apply(changed: Set<String>) -> [String] {
        let before = pages.mapValues(\.version)
        generation += 1
        if changed.contains(configPath) {
            reloadProject()
        } else {
            if changed.contains(where: { $0.hasPrefix(componentsDirectory + "/") }) {
                library = loadLibrary()
                for path in SpecLoader.files(in: project.layoutsDirectory) { evaluateSpec(path) }
            } else {
                for path in changed where path.hasPrefix(project.layoutsDirectory + "/") { evaluateSpec(path) }
            }
            if changed.contains(where: { $0.hasSuffix(".swift") }) { evaluateSwiftPreviews() }
        }
        return pages.filter { before[$0.key] != $0.value.version }.keys.sorted()
    }

    /// The page as served: its drawing, or its source's errors when it has any.
    public func html(page name: String) -> String? {
        guard let page = pages[name] else { return nil }
        if let messages = errors[page.unit] { return LivePages.errorPage(unit: page.unit, messages: messages) }
        return page.html
    }

    // MARK: evaluation

    private var configPath: String { options.configPath ?? (options.root as NSString).appendingPathComponent("layoutcheck.yml") }
    private var componentsDirectory: String { project.layoutsDirectory + "/components" }

    private func reloadProject() {
        do {
            project = try Project(options: options)
            outlines = try GlyphOutlines(fonts: project.measurer.engine.fonts)
            errors[configPath] = nil
        } catch {
            errors[configPath] = ["\(error)"]
            return
        }
        library = loadLibrary()
        for path in SpecLoader.files(in: project.layoutsDirectory) { evaluateSpec(path) }
        evaluateSwiftPreviews()
    }

    private func loadLibrary() -> ComponentLibrary {
        do {
            errors[componentsDirectory] = nil
            return try ComponentLibrary.load(directory: componentsDirectory)
        } catch let e as SpecErrors {
            errors[componentsDirectory] = e.errors.map(\.description)
        } catch {
            errors[componentsDirectory] = ["\(error)"]
        }
        return .empty
    }

    private func evaluateSpec(_ path: String) {
        guard FileManager.default.fileExists(atPath: path) else { return drop(unit: path) }
        do {
            var spec = try SpecLoader.load(file: path, library: library, fontFamilies: project.config.fontFamilyNames)
            spec.strings = try project.loadStrings()
            try render(spec, unit: path)
        } catch let e as SpecErrors {
            fail(unit: path, e.errors.map(\.description))
        } catch {
            fail(unit: path, ["\(error)"])
        }
    }

    private func evaluateSwiftPreviews() {
        let paths = project.config.swiftui.map { project.config.path($0) }
        guard !paths.isEmpty else { return }
        let previews: [SwiftPreview]
        do { previews = try project.loadPreviews(paths: paths).filter { project.config.skip[$0.name] == nil } } catch {
            return fail(unit: paths.joined(separator: ", "), ["\(error)"])
        }
        for preview in previews {
            do { try render(preview, unit: preview.name) } catch { fail(unit: preview.name, ["\(error)"]) }
        }
    }

    /// Evaluates a source on its devices and keeps each page, with a new version where its HTML changed.
    private func render(_ source: any LayoutSource, unit: String) throws {
        let evaluator = CaseEvaluator(project: project)
        let evaluations = try source.devices(default: project.config.devices).map { try evaluator.evaluate(source, on: $0) }
        let writer = PreviewWriter(outlines: outlines, symbols: symbols)
        let hadErrors = errors.removeValue(forKey: unit) != nil
        for c in PreviewExport(project: project).cases(evaluations) {
            let html = writer.page(c)
            if let old = pages[c.pageName], old.html == html, !hadErrors { continue }
            pages[c.pageName] = Page(html: html, version: generation, unit: unit)
        }
    }

    private func fail(unit: String, _ messages: [String]) {
        guard errors[unit] != messages else { return }
        errors[unit] = messages
        for (name, page) in pages where page.unit == unit { pages[name]?.version = generation }
    }

    private func drop(unit: String) {
        errors[unit] = nil
        pages = pages.filter { $0.value.unit != unit }
    }
}
