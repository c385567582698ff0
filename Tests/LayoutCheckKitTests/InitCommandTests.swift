import Foundation
import Testing

@Suite struct InitCommandTests {
    @Test func initWritesAStarterThatRecordsAndPasses() throws {
        let project = try CommandLineHarness()
        defer { project.remove() }
        let initialised = try project.run(["init"])
        #expect(initialised.status == 0)
        #expect(project.exists("layoutcheck.yml"))
        #expect(project.exists("layouts/example_row.yaml"))
        #expect(try project.run(["--record"]).status == 0, "the starter config and spec decode and lay out")
        let check = try project.run([])
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
    }

    @Test func initChecksTheSwiftUIPreviewsItFinds() throws {
        let project = try CommandLineHarness()
        defer { project.remove() }
        try project.write("App/Views/Badge.swift", "struct Badge: View {\n    var body: some View { Text(\"New\").padding(4) }\n}\n#Preview { Badge() }\n")
        try project.write("App/Model/Item.swift", "struct Item { var name: String }\n")
        #expect(try project.run(["init"]).status == 0)
        #expect(project.read("layoutcheck.yml")?.contains("swiftui: [App/Views]") == true)
        #expect(try project.run(["--record"]).status == 0)
        #expect(project.exists("golden/App/Views/Badge.swift/Preview/iphone-se.json"))
    }

    @Test func initNeverOverwritesAFile() throws {
        let project = try CommandLineHarness()
        defer { project.remove() }
        try project.write("layoutcheck.yml", "tolerance: 1\n")
        #expect(try project.run(["init"]).status == 0)
        #expect(project.read("layoutcheck.yml") == "tolerance: 1\n")
    }

    @Test func aWCAGStandardAcceptsTargetsOf24Points() throws {
        let project = try CommandLineHarness()
        defer { project.remove() }
        let spec = """
        name: IconRow
        devices: [iphone-16]
        body:
          hstack:
            - text: Favourites
            - spacer
            - button: {label: {image: {width: 30, height: 30}}}
              id: favourite
        """
        try project.write("layouts/icon_row.yaml", spec)
        #expect(try project.run(["--record", "--accept-findings"]).status == 0)
        #expect(project.read("golden/icon_row/iphone-16.json")?.contains("hit-target-small") == true, "30 pt < HIG 44")
        try project.write("layoutcheck.yml", "thresholds: {standard: wcag-2.5.8}\n")
        #expect(try project.run(["--record", "--accept-findings"]).status == 0)
        #expect(project.read("golden/icon_row/iphone-16.json")?.contains("hit-target-small") == false, "30 pt ≥ WCAG 24")
    }
}
