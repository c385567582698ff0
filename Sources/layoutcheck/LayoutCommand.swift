import ArgumentParser
import DynamicType
import Foundation
import LayoutCheckKit
import Localization
import Reports
import Specs
import ViewModel
import SwiftUISource
import CheckSettings

/// `layoutcheck layout SPEC`: the frame tree of one case, to see why something truncates.
struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Print the frame tree of one spec at one size category on one device.")

    @Argument(help: "A spec file (or spec name) in layouts/, or a SwiftUI file.")
    var spec: String

    @Option(help: "The preview of a SwiftUI file (name, or `Preview` for the first unnamed one; default: the first).")
    var preview: String?

    @Option(help: "Size category (xSmall … accessibility5; aliases such as L, AX5 work).")
    var category: String = "large"

    @Option(help: "Device preset (default: the spec's first device).")
    var device: String?

    @Option(help: "Content variant (default: the spec's first).")
    var variant: String?

    @Flag(help: "Lay out with the Bold Text setting on.")
    var boldText = false

    @Option(help: "Locale: a language tag (ar, de, ja) or a pseudolanguage (default: the spec's or preview's first).")
    var locale: String?

    @OptionGroup var project: ProjectRoot

    @Flag(help: "Print the frame tree as JSON.")
    var json = false

    func run() throws {
        try Failure.guarding {
            guard let category = ContentSizeCategory(parsing: self.category) else {
                throw LayoutCheckError(.usage, "unknown category `\(self.category)`"
                                       + Suggest.hint(self.category, ContentSizeCategory.acceptedNames))
            }
            let options = RunOptions(root: project.root, specFilters: [spec])
            let project = try Project(options: options)
            // A preview of a named Swift file is looked up in that file, so a wrong name lists the file's previews.
            let named: (any LayoutSource)? = try preview.flatMap { p in spec.hasSuffix(".swift") ? try project.preview(named: p, in: spec) : nil }
            guard let spec = try named ?? project.loadSources(filters: [spec] + (preview.map { [$0] } ?? [])).first else { throw ExitCode(2) }
            let devices = spec.devices(default: project.config.devices)
            var chosen = devices[0]
            if let name = device {
                guard let d = ViewModel.Device.preset(named: name) else {
                    throw LayoutCheckError(.usage, "unknown device `\(name)`" + Suggest.hint(name, ViewModel.Device.acceptedNames))
                }
                chosen = d
            }
            let locale = try self.locale.map { try CheckCommand.locales($0) }?.first
                ?? spec.locales(default: project.config.locales)[0]
            let evaluator = CaseEvaluator(project: project, categories: [category], boldText: boldText)
            let (resolved, result) = try evaluator.evaluate(spec, variant: variant ?? spec.variantNames[0], device: chosen,
                                                            category: category, boldText: boldText, locale: locale)
            if json {
                let description = ["spec": spec.file, "variant": resolved.variant, "device": chosen.name,
                                   "category": category.name, "boldText": boldText ? "true" : "false",
                                   "locale": locale.identifier]
                print(try FrameTreeReport.json(result.root, case: description, findings: result.findings), terminator: "")
                return
            }
            print("\(spec.name) · \(resolved.variant) · \(chosen) · \(category.name)\(boldText ? " · Bold Text" : "")"
                  + (locale == .development() ? "" : " · \(locale.identifier)")
                  + " · insets \(resolved.insets.leading)/\(resolved.insets.trailing)")
            print(FrameTreeReport.text(result.root), terminator: "")
            for f in result.findings {
                print("\(f.suppressed ? "suppressed" : f.severity.rawValue): \(f.rule) \(f.element): \(f.cause)")
            }
        }
    }
}
