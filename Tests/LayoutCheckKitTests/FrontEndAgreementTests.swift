import Checks
import Foundation
import LayoutCheckKit
import Reports
import Specs
import ViewModel
import SwiftUISource
import Testing
import CheckSettings

/// The SwiftUI twins in Examples/SwiftUI/ and the YAML specs in layouts/ describe the same views: evaluated by the
/// two front ends, every variant on every device at every category must give the same frame tree (frames, texts,
/// lines, truncation, branches, hit targets) and the same findings. `LibraryBookCard.swift` twins
/// `library_book_card.yaml`; a preview named like a variant twins that variant (an unnamed one, a spec without).
@Suite struct FrontEndAgreementTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path
    static let examples = root + "/Examples/SwiftUI"

    /// Swift files of Examples/SwiftUI that have a spec of the same name in layouts/.
    static func twins() -> [String] {
        let specs = Set(SpecLoader.files(in: root + "/layouts").map { (($0 as NSString).lastPathComponent as NSString).deletingPathExtension })
        return SwiftSources.files(in: [examples]).filter { specs.contains(snakeCase($0)) }.map { ($0 as NSString).lastPathComponent }
    }

    static func snakeCase(_ path: String) -> String {
        let stem = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        var out = ""
        for (i, ch) in stem.enumerated() {
            if ch.isUppercase, i > 0 { out += "_" }
            out += ch.lowercased()
        }
        return out
    }

    @Test func everyBundledSpecHasASwiftTwin() {
        let specs = SpecLoader.files(in: Self.root + "/layouts").count
        #expect(Self.twins().count == specs)
    }

    @Test(arguments: twins())
    func theSwiftTwinLaysOutAndChecksLikeItsSpec(file: String) throws {
        let project = try Project(options: RunOptions(root: Self.root))
        let spec = try #require(try project.loadSpecs(filters: [Self.snakeCase(file)]).first)
        // The whole folder is read, so views defined in other files are known, as in an app target.
        let previews = try project.loadPreviews(paths: [Self.examples]).filter { ($0.file as NSString).lastPathComponent == file }
        let variantOf = { (p: SwiftPreview) in p.previewName == "Preview" ? "default" : p.previewName }
        #expect(previews.map(variantOf).sorted() == spec.variantNames.sorted())
        let evaluator = CaseEvaluator(project: project, boldText: false)
        for device in spec.devices(default: project.config.devices) {
            let yaml = try evaluator.evaluate(spec, on: device)
            for preview in previews {
                let variant = variantOf(preview)
                guard let expected = yaml.variants.first(where: { $0.name == variant })?.results else { continue }
                let actual = try evaluator.evaluate(preview, on: device).variants[0].results
                for (y, s) in zip(expected, actual) {
                    let place = "\(file) › \(variant) on \(device.name) at \(y.category.name)"
                    #expect(FrameTreeReport.text(s.root) == FrameTreeReport.text(y.root), "\(place)")
                    #expect(s.findings.map(Self.key) == y.findings.map(Self.key), "\(place)")
                }
            }
        }
    }

    /// A finding as a user reads it, without its source location (a YAML line or a Swift line).
    static func key(_ f: Finding) -> String {
        "\(f.rule) \(f.severity) \(f.element) \(f.category.name) \(f.measured?.description ?? "") "
            + "\(f.required?.description ?? "") \(f.cause) \(f.suppressed) \(f.suppressionReason ?? "")"
    }
}
