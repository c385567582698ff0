import Checks
import DynamicType
import Foundation
import Layout
import Previews
import Snapshots
import Specs
import ViewModel
import SwiftUISource
import TextEngine

/// Turns evaluations into preview pages (`layoutcheck preview`, `layoutcheck --html DIR`): adds each category's
/// insets and the recorded golden, then hands them to Previews, which draws them with the engine's own fonts.
public struct PreviewExport {
    public var project: Project
    public var tolerance: Double

    public init(project: Project, tolerance: Double? = nil) {
        self.project = project
        self.tolerance = tolerance ?? project.config.tolerance
    }

    public func cases(_ evaluations: [CaseEvaluation]) -> [PreviewCase] {
        evaluations.map { evaluation in
            let source = evaluation.source, device = evaluation.device
            let variants = evaluation.variants.map { variant in
                PreviewCase.Variant(name: variant.name, panels: variant.results.map {
                    PreviewCase.Panel(category: $0.category, insets: evaluation.insets[$0.category] ?? EdgeInsets(),
                                      root: $0.root, findings: $0.findings)
                })
            }
            let relative = GoldenFiles.relativePath(folder: source.goldenFolder, device: device.name)
            let url = URL(fileURLWithPath: project.goldenDirectory).appendingPathComponent(relative)
            let golden = try? Golden.read(from: url)
            // A SwiftUI file holds several previews: each gets pages of its own (`Toast-long--iphone-se.html`).
            let slug = (source as? SwiftPreview).map { p in
                String("\((p.file as NSString).lastPathComponent.split(separator: ".").first ?? "")-\(p.previewName)"
                    .map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "-" })
            }
            return PreviewCase(spec: source.name, file: project.displayPath(source.file), device: device.name,
                               screenWidth: (source as? SwiftPreview)?.fixedWidth ?? device.width, displayScale: device.displayScale, variants: variants,
                               golden: golden, tolerance: tolerance, hitTargetMinimum: project.config.thresholds.hitTarget,
                               slug: slug)
        }
    }

    /// Writes the pages (and with `png` each spec's contact sheet) into `directory`.
    public func write(_ evaluations: [CaseEvaluation], unchecked: [UncheckedPreview] = [], to directory: String,
                      png: Bool = false) throws -> PreviewWriter.Output {
        let outlines: GlyphOutlines
        do { outlines = try GlyphOutlines(fonts: project.measurer.engine.fonts) } catch {
            throw LayoutCheckError(.environment, "previews: \(error)")
        }
        do {
            return try PreviewWriter(outlines: outlines, symbols: SymbolFont.installed())
                .write(cases(evaluations), unchecked: unchecked, to: URL(fileURLWithPath: directory), png: png)
        } catch let error as PreviewError {
            throw LayoutCheckError(.environment, "\(error)")
        } catch {
            throw LayoutCheckError(.environment, "\(directory): cannot write previews: \(error)")
        }
    }

    /// Evaluates the specs the options select (all devices, categories and variants), for `layoutcheck preview`; the
    /// previews with no page (not evaluated, or skipped) come back with why, for the index.
    public static func evaluate(_ options: RunOptions) throws -> (Project, [CaseEvaluation], [UncheckedPreview]) {
        let project = try Project(options: options)
        let runner = Runner(options: options)
        let selection = try project.selectSources(filters: options.specFilters)
        let cases = try RunPlan.cases(selection.sources, devices: options.devices, project: project)
        let evaluator = CaseEvaluator(project: project, categories: options.categories, boldText: options.boldText,
                                      locales: options.locales)
        let (evaluations, notEvaluated) = try runner.evaluateInParallel(cases, evaluator)
        return (project, evaluations, unchecked(notEvaluated, selection, project))
    }

    /// Not evaluated (on the device it failed on, with its diagnostic), then skipped (with the `skip:` reason), then
    /// those in inactive `#if` clauses (with the clause and why).
    static func unchecked(_ notEvaluated: [Runner.NotEvaluated], _ selection: SourceSelection, _ project: Project) -> [UncheckedPreview] {
        notEvaluated.map { n in
            UncheckedPreview(name: n.source.name, file: project.displayPath(n.source.file), line: (n.source as? SwiftPreview)?.line ?? 1,
                             device: n.device.name, status: .notEvaluated,
                             reason: "\(n.diagnostic.message) (\(project.displayPath(n.diagnostic.location.file)):\(n.diagnostic.location.line))")
        } + selection.skipped.map { s in
            UncheckedPreview(name: s.preview.name, file: project.displayPath(s.preview.file), line: s.preview.line, device: nil,
                             status: .skipped, reason: s.reason)
        } + selection.inactive.sorted { ($0.file, $0.line) < ($1.file, $1.line) }.map { p in
            UncheckedPreview(name: p.name, file: project.displayPath(p.file), line: p.line, device: nil, status: .inactive,
                             reason: p.reason)
        }
    }
}
