import Checks
import Foundation
import Layout
import LayoutCheckKit
import Localization
import Specs
import ViewModel
import Testing

/// Every bundled layout, laid out right to left, is its left-to-right layout mirrored: each frame reflected across
/// the content width, with the same size, lines and truncation, and the same findings on the same elements. The
/// right-to-left pseudolanguage keeps the English strings, so only the direction differs.
@Suite struct RightToLeftBundledTests {
    static let root = FrontEndAgreementTests.root
    static let rtl = LocaleSetting("pseudo-rtl")!

    static func specs() throws -> [String] {
        SpecLoader.files(in: root + "/layouts").map { (($0 as NSString).lastPathComponent as NSString).deletingPathExtension }
    }

    @Test(arguments: try specs())
    func theRightToLeftLayoutIsTheLeftToRightOneMirrored(spec name: String) throws {
        let project = try Project(options: RunOptions(root: Self.root))
        let spec = try #require(try project.loadSpecs(filters: [name]).first)
        let device = try #require(ViewModel.Device.preset(named: "iphone-se"))
        let evaluator = CaseEvaluator(project: project, boldText: false)
        for variant in spec.variantNames {
            for category in evaluator.categories {
                let (ltrCase, ltr) = try evaluator.evaluate(spec, variant: variant, device: device, category: category, boldText: false)
                let (rtlCase, rtl) = try evaluator.evaluate(spec, variant: variant, device: device, category: category,
                                                            boldText: false, locale: Self.rtl)
                #expect(rtlCase.layoutDirection == .rightToLeft)
                let width = device.width - ltrCase.insets.horizontal
                let place = "\(name) › \(variant) at \(category.name)"
                Self.expectMirrored(rtl.root, ltr.root, width: width, place)
                #expect(Set(rtl.findings.map(Self.key)) == Set(ltr.findings.map(Self.key)), "\(place)")
            }
        }
    }

    static func expectMirrored(_ rtl: LaidOutNode, _ ltr: LaidOutNode, width: Double, _ place: String) {
        let label = "\(place): \(ltr.node.id ?? "\(ltr.node.kind)".prefix(30).description)"
        #expect(rtl.frame.size == ltr.frame.size, "\(label)")
        #expect(abs(rtl.frame.minX - (width - ltr.frame.maxX)) < 1e-9, "\(label): x \(rtl.frame.minX), mirrored \(width - ltr.frame.maxX)")
        #expect(rtl.frame.minY == ltr.frame.minY, "\(label)")
        #expect(rtl.text == ltr.text, "\(label)")
        #expect(rtl.children.count == ltr.children.count, "\(label)")
        for (r, l) in zip(rtl.children, ltr.children) { expectMirrored(r, l, width: width, place) }
    }

    static func key(_ f: Finding) -> String { "\(f.rule) \(f.severity) \(f.element) \(f.category.name) \(f.suppressed)" }
}
