import Checks
import DynamicType
import Foundation
import LayoutCheckKit
import Specs
import ViewModel
import Testing

/// A new user's first check of SwiftUI code, through the built binary: no spec written, the findings at the Swift
/// lines, previews listed, and a preview that cannot be evaluated failing the run unless skipped.
@Suite struct SwiftUICheckTests {
    static let orderRow = """
    import SwiftUI

    struct Order {
        var title: String
        var price: Double
        static let sample = Order(title: "Ergonomic standing desk with memory presets and cable tray", price: 499)
    }

    struct OrderRow: View {
        let order: Order
        @ScaledMetric(relativeTo: .body) private var iconSize: CGFloat = 17
        @Environment(\\.dynamicTypeSize) private var dynamicTypeSize

        var body: some View {
            let layout = dynamicTypeSize.isAccessibilitySize
                ? AnyLayout(VStackLayout(alignment: .leading, spacing: 8))
                : AnyLayout(HStackLayout(spacing: 12))
            layout {
                VStack(alignment: .leading, spacing: 4) {
                    Text(order.title)
                        .font(.headline)
                        .lineLimit(2)
                    Text("$\\(Int(order.price))")
                        .font(.subheadline)
                }
                Spacer()
                Button {
                } label: {
                    Image(systemName: "ellipsis")
                        .font(.system(size: iconSize))
                }
                .frame(width: 44, height: 44)
            }
        }
    }

    #Preview {
        OrderRow(order: .sample)
            .padding(.horizontal)
    }
    """

    func project() throws -> CommandLineHarness {
        let project = try CommandLineHarness()
        try project.write("layoutcheck.yml", "swiftui: Views\ndevices: [iphone-se]\n")
        try project.write("Views/OrderRow.swift", Self.orderRow)
        return project
    }

    @Test func aSwiftUIViewIsCheckedWithNoSpecAndFindingsPointAtItsLines() throws {
        let project = try project()
        defer { project.remove() }
        let run = try project.run(["--format", "json"], environment: ["CI": "true"])
        #expect(run.status == 1, "no golden yet on CI")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let cases = try #require(report["cases"] as? [[String: Any]])
        #expect(cases.first?["spec"] as? String == "OrderRow.swift › Preview")
        let findings = try #require(cases.first?["findings"] as? [[String: Any]])
        func lines(_ rule: String) -> Set<Int> { Set(findings.filter { $0["rule"] as? String == rule }.compactMap { $0["line"] as? Int }) }
        #expect(lines("text-truncated") == [20], "Text(order.title), cut by lineLimit(2) at accessibility sizes")
        // The symbol is the target (the frame is outside the Button); the finding is on the Button's own line, not
        // on the modifier written below it.
        #expect(lines("hit-target-small") == [27])
        #expect(findings.allSatisfy { $0["file"] as? String == "Views/OrderRow.swift" })
    }

    @Test func theSameFindingInTwoPreviewsOfAFileIsReportedOncePerPreviewByName() throws {
        let project = try project()
        defer { project.remove() }
        try project.write("Views/OrderRow.swift", Self.orderRow + "\n#Preview(\"Compact\") {\n    OrderRow(order: .sample)\n}\n")
        let run = try project.run([], environment: ["CI": "true"])
        let truncations = run.stdout.split(separator: "\n").filter { $0.contains("new text-truncated on") }
        #expect(truncations.contains { $0.contains("[Preview · iphone-se]") }, "\(run.stdout)")
        #expect(truncations.contains { $0.contains("[Compact · iphone-se]") }, "\(run.stdout)")
        #expect(!run.stdout.contains("iphone-se, iphone-se"))
        let sarif = try project.run(["--sarif", "out.sarif"], environment: ["CI": "true"])
        #expect(sarif.status == 1)
        #expect(project.read("out.sarif")?.contains("[Compact · iphone-se · ") == true)
    }

    @Test func aStringCatalogBesideTheViewGivesItsTitlesAndABrokenOneIsALocatedError() throws {
        let project = try project()
        defer { project.remove() }
        try project.write("Views/Localizable.xcstrings", #"{"sourceLanguage": "en", "strings": {"Tea": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Tea, brewed for four minutes"}}}}}}"#)
        try project.write("Views/Tea.swift", "import SwiftUI\n#Preview { Text(\"Tea\") }\n")
        let layout = try project.run(["layout", "Views/Tea.swift"])
        #expect(layout.stdout.contains("Tea, brewed for four minutes"), "\(layout.stdout)\(layout.stderr)")
        try project.write("Views/Localizable.xcstrings", "{\"strings\": {}}")
        let broken = try project.run([])
        #expect(broken.status == 2)
        #expect(broken.stderr.contains("Views/Localizable.xcstrings:1:1: error: not a String Catalog: no `sourceLanguage`"), "\(broken.stderr)")
    }

    @Test func layoutJSONNamesElementPathsThatJoinTheFindings() throws {
        let project = try project()
        defer { project.remove() }
        let run = try project.run(["layout", "Views/OrderRow.swift", "--category", "AX5", "--json"])
        #expect(run.status == 0)
        let root = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect((root["case"] as? [String: String])?["category"] == "accessibility5")
        var paths: Set<String> = []
        func collect(_ node: [String: Any]) {
            if let path = node["path"] as? String { paths.insert(path) }
            for child in node["children"] as? [[String: Any]] ?? [] { collect(child) }
        }
        collect(root)
        let findings = try #require(root["findings"] as? [[String: Any]])
        let truncated = try #require(findings.first { $0["rule"] as? String == "text-truncated" })
        #expect(paths.contains(try #require(truncated["element"] as? String)))
    }

    @Test func previewsListsEachPreviewWithItsStatus() throws {
        let project = try project()
        defer { project.remove() }
        try project.write("Views/Feed.swift", """
        struct Feed: View {
            @StateObject var model = FeedModel()
            var body: some View { Text(model.title) }
        }
        #Preview("Feed") { Feed() }
        """)
        let run = try project.run(["previews", "--json"])
        #expect(run.status == 0, "the sources could be read")
        let entries = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])
        #expect(entries.map { $0["name"] as? String } == ["Feed.swift › Feed", "OrderRow.swift › Preview"])
        #expect(entries.map { $0["status"] as? String } == ["not-evaluated", "evaluated"])
        let diagnostic = try #require((entries[0]["diagnostics"] as? [[String: Any]])?.first)
        #expect(diagnostic["line"] as? Int == 2)
        #expect((diagnostic["message"] as? String)?.contains("FeedModel") == true)
    }

    @Test func aPreviewThatCannotBeEvaluatedFailsTheRunUnlessSkippedWithAReason() throws {
        let project = try project()
        defer { project.remove() }
        try project.write("Views/Map.swift", "#Preview(\"Map\") {\n    Map()\n}\n")
        #expect(try project.run(["--record", "--accept-findings"]).status == 1, "the evaluated preview is recorded; the other fails")
        let failing = try project.run([], environment: ["CI": "true"])
        #expect(failing.status == 1)
        #expect(failing.stdout.contains("Views/Map.swift:2: [Map · iphone-se] not evaluated: `Map`"))
        try project.write("layoutcheck.yml", "swiftui: Views\ndevices: [iphone-se]\nskip:\n  \"Map.swift › Map\": a map needs a device\n")
        #expect(try project.run([], environment: ["CI": "true"]).status == 0)
    }
}

/// Words broken between characters, found with real fonts through the whole pipeline.
@Suite struct WordSplitFindingTests {
    func findings(_ yaml: String, category: ContentSizeCategory = .accessibility5) throws -> [Finding] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
        let project = try Project(options: RunOptions(root: root))
        let spec = try SpecLoader.decode(yaml: yaml, file: "split.yaml")
        let evaluator = CaseEvaluator(project: project, categories: [category], boldText: false)
        return try evaluator.evaluate(spec, on: ViewModel.Device.preset(named: "iphone-se")!).findings.filter { $0.rule == "text-word-split" }
    }

    @Test func aLongCompoundInANarrowColumnIsAWarningWithItsPieces() throws {
        let found = try findings("body: {text: Bibliotheksverwaltung, id: title, font: body, frame: {width: 120}}\n", category: .large)
        let f = try #require(found.first)
        #expect(f.cause.contains("Bibliotheksver") && f.cause.contains("|"))
        #expect(f.severity == .warning)
    }

    @Test func aShortWordInLettersIsAnError() throws {
        let found = try findings("body: {text: Previous, id: previous, font: body, frame: {width: 30}}\n")
        let f = try #require(found.first)
        #expect(f.severity == .error)
        #expect(f.cause.contains("|"))
    }
}
