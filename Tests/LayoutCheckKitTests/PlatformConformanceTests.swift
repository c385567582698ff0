import Checks
import DynamicType
import Foundation
import Layout
import LayoutCheckKit
import Specs
import ViewModel
import Testing

/// iOS 26's measured numbers, reproduced exactly: conformance cases are data (`Tests/Fixtures/ios26-probes.json`,
/// each printed on the iOS 26 simulator) run by this one interpreter on the probe view `ios26-probes/probe.yaml`
/// with the bundled fonts. Heights and sizes to 0.01 pt, gaps to 0.01 pt.
@Suite struct PlatformConformanceTests {
    struct Case: Decodable, CustomStringConvertible {
        var what: String
        var device: String
        var category: String
        var element: String?
        var width: Double?
        var height: Double?
        var gap: [String]?
        var value: Double?
        var `switch`: [Double]?
        var description: String { what }
    }

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path
    static let cases: [Case] = {
        struct File: Decodable { var cases: [Case] }
        let data = try! Data(contentsOf: URL(fileURLWithPath: root + "/Tests/Fixtures/ios26-probes.json"))
        return try! JSONDecoder().decode(File.self, from: data).cases
    }()

    /// The probe's frame tree for one device and category.
    static func layout(device: String, category: String) throws -> ElementTree {
        let project = try Project(options: RunOptions(root: root))
        let yaml = try String(contentsOfFile: root + "/Tests/Fixtures/ios26-probes/probe.yaml", encoding: .utf8)
        let spec = try SpecLoader.decode(yaml: yaml, file: "Tests/Fixtures/ios26-probes/probe.yaml")
        let evaluator = CaseEvaluator(project: project)
        let (_, result) = try evaluator.evaluate(spec, variant: spec.variantNames[0], device: try #require(Device.preset(named: device)),
                                                 category: try #require(ContentSizeCategory(parsing: category)), boldText: false)
        return ElementTree(root: result.root)
    }

    @Test(arguments: cases)
    func theEngineReproducesIOS26(_ c: Case) throws {
        let tree = try Self.layout(device: c.device, category: c.category)
        func frame(_ id: String) throws -> Rect {
            try #require(tree.visibleElements.first { $0.elementID == id }, "no element \(id)").frame
        }
        let tolerance = 0.01
        if let id = c.element {
            let f = try frame(id)
            if let w = c.width { #expect(abs(f.width - w) < tolerance, "\(c.what): width \(f.width), iOS \(w)") }
            if let h = c.height { #expect(abs(f.height - h) < tolerance, "\(c.what): height \(f.height), iOS \(h)") }
            if let expected = c.switch {
                let row = try #require(tree.visibleElements.first { $0.elementID == id })
                let knob = try #require(row.children.last.map { tree.entries[$0].frame })
                #expect(abs(knob.width - expected[0]) < tolerance && abs(knob.height - expected[1]) < tolerance,
                        "\(c.what): \(knob.size), iOS \(expected[0])×\(expected[1])")
            }
        }
        if let pair = c.gap, let value = c.value {
            let gap = try frame(pair[1]).minY - frame(pair[0]).maxY
            #expect(abs(gap - value) < tolerance, "\(c.what): \(gap), iOS \(value)")
        }
    }
}
