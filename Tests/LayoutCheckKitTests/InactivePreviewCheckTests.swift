import Foundation
import Testing

/// Previews inside `#if` clauses an iOS build does not compile, through the built binary: `previews` lists them with
/// the clause and why, the check counts them and passes, and no golden is written, read or pruned for them.
@Suite struct InactivePreviewCheckTests {
    static let config = "swiftui: Views\ndevices: [iphone-se]\n"
    static let card = "import SwiftUI\n\n#Preview(\"Card\") {\n    Text(\"Hello, world\")\n        .padding()\n}\n"
    static let watch = """
    import SwiftUI

    #if os(watchOS)
    #Preview("Complication") {
        Text("72°").widgetAccentable()
    }
    #endif

    #if FEATURE_X
    #Preview("Beta") {
        Text("Beta")
    }
    #endif
    """

    func project(config: String = Self.config) throws -> CommandLineHarness {
        let project = try CommandLineHarness()
        try project.write("layoutcheck.yml", config)
        try project.write("Views/Card.swift", Self.card)
        try project.write("Views/Watch.swift", Self.watch)
        return project
    }

    @Test func previewsListsEachInactivePreviewWithItsClauseAndWhyAndCountsThem() throws {
        let project = try project()
        defer { project.remove() }
        let run = try project.run(["previews"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("Views/Watch.swift:4: Watch.swift › Complication: inactive (inside `#if os(watchOS)` "
                                    + "(line 3): not compiled in an iOS build; layoutcheck checks iOS)"), "\(run.stdout)")
        #expect(run.stdout.contains("Views/Watch.swift:10: Watch.swift › Beta: inactive (inside `#if FEATURE_X` (line 9): "
                                    + "`FEATURE_X` is not set: add it under `conditions:` in layoutcheck.yml to check it)"),
                "\(run.stdout)")
        #expect(run.stdout.hasSuffix("1 of 3 previews evaluated; 2 in inactive #if clauses (not compiled for iOS)\n"),
                "\(run.stdout)")
    }

    @Test func previewsJSONGivesTheInactiveStatusAndReason() throws {
        let project = try project()
        defer { project.remove() }
        let run = try project.run(["previews", "--format", "json"])
        let entries = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])
        let complication = try #require(entries.first { $0["name"] as? String == "Watch.swift › Complication" })
        #expect(complication["status"] as? String == "inactive")
        #expect(complication["line"] as? Int == 4)
        #expect((complication["reason"] as? String)?.hasPrefix("inside `#if os(watchOS)` (line 3)") == true)
        #expect(entries.map { $0["name"] as? String } == ["Card.swift › Card", "Watch.swift › Complication", "Watch.swift › Beta"])
    }

    @Test func aFlagSetUnderConditionsMakesItsPreviewChecked() throws {
        let project = try project(config: Self.config + "conditions: [DEBUG, FEATURE_X]\n")
        defer { project.remove() }
        let run = try project.run(["previews"])
        #expect(run.stdout.contains("Watch.swift › Beta: evaluated"), "\(run.stdout)")
        #expect(run.stdout.hasSuffix("2 of 3 previews evaluated; 1 in inactive #if clauses (not compiled for iOS)\n"),
                "\(run.stdout)")
    }

    @Test func theCheckPassesCountsThemAndWritesNoGoldenForThem() throws {
        let project = try project()
        defer { project.remove() }
        #expect(try project.run(["--record"]).status == 0)
        #expect(project.exists("golden/Views/Card.swift/Card"))
        #expect(!project.exists("golden/Views/Watch.swift"), "nothing is recorded for a preview that was not evaluated")
        let check = try project.run([], environment: ["CI": "true"])
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
        #expect(check.stdout.contains("1 of 3 previews checked"), "\(check.stdout)")
        #expect(check.stdout.contains("; 2 previews in inactive #if clauses (not compiled for iOS)"), "\(check.stdout)")
    }

    @Test func theJSONReportListsThemSortedWithFileLineNameAndReason() throws {
        let project = try project()
        defer { project.remove() }
        _ = try project.run(["--record"])
        let run = try project.run(["--format", "json"], environment: ["CI": "true"])
        #expect(run.status == 0, "\(run.stderr)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let inactive = try #require(report["inactive"] as? [[String: Any]])
        #expect(inactive.map { $0["name"] as? String } == ["Watch.swift › Complication", "Watch.swift › Beta"])
        #expect(inactive.map { $0["line"] as? Int } == [4, 10])
        #expect(inactive.allSatisfy { ($0["file"] as? String)?.hasSuffix("Views/Watch.swift") == true && $0["reason"] is String })
        let coverage = try #require(report["coverage"] as? [String: Any])
        #expect(coverage["previewsInactive"] as? Int == 2 && coverage["previews"] as? Int == 3)
    }

    @Test func aSkipNamingAnInactivePreviewIsReportedAsNotNeededAndWriteSkipsRemovesIt() throws {
        let project = try project(config: Self.config + "skip:\n  \"Watch.swift › Complication\": watch only\n")
        defer { project.remove() }
        let list = try project.run(["previews"])
        #expect(list.stdout.contains("Watch.swift › Complication: inactive"), "inactive decides, not the skip: \(list.stdout)")
        #expect(list.stdout.contains("stale: skip entry \"Watch.swift › Complication\" in layoutcheck.yml names a preview "
                                     + "in an inactive #if clause"), "\(list.stdout)")
        #expect(!list.stdout.contains("matches no preview"), "\(list.stdout)")
        _ = try project.run(["--record"])
        let check = try project.run([], environment: ["CI": "true"])
        #expect(check.status == 0, "a stale skip warns, it does not fail: \(check.stdout)")
        #expect(check.stdout.contains("names a preview in an inactive #if clause"), "\(check.stdout)")
        let write = try project.run(["previews", "--write-skips"])
        #expect(write.stdout.contains("- skip \"Watch.swift › Complication\" (its preview is in an inactive #if clause"),
                "\(write.stdout)")
        #expect(project.read("layoutcheck.yml")?.contains("Complication") == false)
    }

    @Test func goldensOfAPreviewThatBecameInactiveAreKeptNotPruned() throws {
        let project = try project(config: Self.config + "conditions: [DEBUG, FEATURE_X]\n")
        defer { project.remove() }
        #expect(try project.run(["--record"]).status == 0)
        #expect(project.exists("golden/Views/Watch.swift/Beta/iphone-se.json"))
        try project.write("layoutcheck.yml", Self.config)  // FEATURE_X dropped: Beta is inactive now
        let check = try project.run(["--prune"])
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
        #expect(!check.stdout.contains("orphan"), "\(check.stdout)")
        #expect(project.exists("golden/Views/Watch.swift/Beta/iphone-se.json"), "not evaluated, so never touched")
    }

    @Test func namingOnlyAnInactivePreviewSaysWhyItIsNotChecked() throws {
        let project = try project()
        defer { project.remove() }
        let run = try project.run(["Watch.swift › Complication"])
        #expect(run.status == 2, "\(run.stdout)\(run.stderr)")
        #expect(run.stderr.contains("Watch.swift › Complication is not checked: inside `#if os(watchOS)`"), "\(run.stderr)")
    }
}
