import Foundation
import Testing

/// A team's first day, through the built binary: a tree with previews that cannot be evaluated yet is baselined with
/// `previews --write-skips` and then passes, stale skips are reported, and messages say what to do.
@Suite struct FirstDayTests {
    static let config = """
    # Our app's layout checks.
    swiftui: Views   # the views with previews
    devices: [iphone-se]
    # Keep this comment: it explains the devices.

    """
    static let row = "import SwiftUI\n\n#Preview(\"Row\") {\n    Text(\"Hello, world\")\n        .padding()\n}\n"
    static let map = "import SwiftUI\n\n#Preview(\"Map\") {\n    Map()\n}\n"

    func project(config: String = Self.config) throws -> CommandLineHarness {
        let project = try CommandLineHarness()
        try project.write("layoutcheck.yml", config)
        try project.write("Views/Row.swift", Self.row)
        try project.write("Views/Map.swift", Self.map)
        return project
    }

    @Test func aTreeWithPreviewsNotEvaluatedPassesAfterWriteSkips() throws {
        let project = try project()
        defer { project.remove() }
        #expect(try project.run(["--record"]).status == 1, "Map is not evaluated")
        let write = try project.run(["previews", "--write-skips"])
        #expect(write.status == 0, "\(write.stderr)")
        #expect(write.stdout.contains("1 skip entry added"), "\(write.stdout)")
        let check = try project.run([], environment: ["CI": "true"])
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
        #expect(check.stdout.contains("1 of 2 previews checked"), "\(check.stdout)")
        #expect(check.stdout.contains("1 not evaluated (baseline)"), "\(check.stdout)")
    }

    @Test func writeSkipsKeepsTheUsersCommentsAndGivesTheFirstDiagnosticAsTheReason() throws {
        let project = try project()
        defer { project.remove() }
        #expect(try project.run(["previews", "--write-skips"]).status == 0)
        let config = try #require(project.read("layoutcheck.yml"))
        #expect(config.hasPrefix(Self.config), "the user's lines stay as written:\n\(config)")
        #expect(config.contains("\"Map.swift › Map\": \"not evaluated: `Map`"), "\(config)")
        #expect(config.contains("(Views/Map.swift:4)\""), "\(config)")
    }

    @Test func aSecondWriteSkipsAddsOnlyWhatIsNew() throws {
        let project = try project()
        defer { project.remove() }
        #expect(try project.run(["previews", "--write-skips"]).status == 0)
        let first = try #require(project.read("layoutcheck.yml"))
        let again = try project.run(["previews", "--write-skips"])
        #expect(again.stdout.contains("skip: is up to date"), "\(again.stdout)")
        #expect(project.read("layoutcheck.yml") == first)
    }

    @Test func aSkipMatchingNoPreviewIsReportedWithTheCommandThatRemovesIt() throws {
        let project = try project(config: Self.config + "skip:\n  # renamed last week\n  \"Gone.swift › Old\": a map\n"
                                  + "  \"Map.swift › Map\": needs a device\n")
        defer { project.remove() }
        let check = try project.run(["--record"])
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
        #expect(check.stdout.contains("skip entry \"Gone.swift › Old\" in layoutcheck.yml matches no preview; "
                                      + "`layoutcheck previews --write-skips` removes it"), "\(check.stdout)")
        #expect(try project.run(["previews", "--write-skips"]).status == 0)
        let config = try #require(project.read("layoutcheck.yml"))
        #expect(!config.contains("Gone.swift"), "\(config)")
        #expect(config.contains("# renamed last week") && config.contains("\"Map.swift › Map\": needs a device"), "\(config)")
    }

    @Test func aStaleSkipIsAWarningAnnotationOnGitHub() throws {
        let project = try project(config: Self.config + "skip:\n  \"Gone.swift › Old\": a map\n  \"Map.swift › Map\": canvas\n")
        defer { project.remove() }
        _ = try project.run(["--record"])
        let run = try project.run([], environment: ["CI": "true", "GITHUB_ACTIONS": "true"])
        #expect(run.stdout.contains("::warning file=layoutcheck.yml,title=layoutcheck::skip entry \"Gone.swift › Old\""), "\(run.stdout)")
    }

    @Test func aSkippedPreviewThatEvaluatesNowIsReportedAsStale() throws {
        let project = try project(config: Self.config + "skip:\n  \"Row.swift › Row\": once failed\n  \"Map.swift › Map\": canvas\n")
        defer { project.remove() }
        let previews = try project.run(["previews"])
        #expect(previews.stdout.contains("skip entry \"Row.swift › Row\" in layoutcheck.yml names a preview that is evaluated now"),
                "\(previews.stdout)")
    }

    @Test func aSkipKeyWithAnASCIIArrowSkipsThePreview() throws {
        let project = try project(config: Self.config + "skip:\n  \"Map.swift > Map\": canvas\n")
        defer { project.remove() }
        let check = try project.run(["--record"])
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
        #expect(!check.stdout.contains("matches no preview"))
    }

    @Test func previewsTakesConfigRootAndFormat() throws {
        let project = try project()
        defer { project.remove() }
        try project.write("other/checks.yml", "swiftui: ../Views\ndevices: [iphone-se]\nskip:\n  \"Map.swift › Map\": canvas\n")
        let run = try project.run(["previews", "--root", ".", "--config", "other/checks.yml", "--format", "json"])
        #expect(run.status == 0, "\(run.stderr)")
        let entries = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])
        #expect(entries.map { $0["status"] as? String } == ["skipped", "evaluated"])
    }

    @Test func theHTMLIndexListsEveryPreviewWithItsStatusAndReason() throws {
        let project = try project(config: Self.config + "skip:\n  \"Feed.swift › Feed\": needs the network\n")
        defer { project.remove() }
        try project.write("Views/Feed.swift", "import SwiftUI\n#Preview(\"Feed\") { Text(\"a\") }\n")
        _ = try project.run(["--html", "out"], environment: ["CI": "true"])
        let index = try #require(project.read("out/index.html"))
        #expect(index.contains("Map.swift › Map") && index.contains("not evaluated") && index.contains("`Map`"), "\(index)")
        #expect(index.contains("Feed.swift › Feed") && index.contains("skipped (baseline)") && index.contains("needs the network"))
        #expect(index.contains("Row.swift › Row"))
    }

    /// The README's "Checking your app, step by step", command for command, on an app folder with no configuration.
    @Test func previewsWithNothingConfiguredSaysWherePreviewsAreAndExits2() throws {
        let project = try CommandLineHarness()
        defer { project.remove() }
        try project.write("Sources/App/Views/Row.swift", Self.row)
        let run = try project.run(["previews"])
        #expect(run.status == 2, "\(run.stdout)\(run.stderr)")
        #expect(run.stderr.contains("no paths given and no layoutcheck.yml"), "\(run.stderr)")
        #expect(run.stderr.contains("run `layoutcheck previews Sources/App/Views`"), "\(run.stderr)")
        #expect(try project.run(["previews", "Sources/App/Views"]).status == 0)
    }

    @Test func theREADMEsPathReachesAGreenCheckInAHandfulOfCommands() throws {
        let project = try CommandLineHarness()
        defer { project.remove() }
        try project.write("Sources/App/Views/Row.swift", Self.row)
        try project.write("Sources/App/Views/Map.swift", Self.map)
        #expect(try project.run(["init"]).status == 0)
        #expect(project.read("layoutcheck.yml")?.contains("swiftui: [Sources/App/Views]") == true)
        #expect(try project.run(["previews"]).status == 0)
        #expect(try project.run(["--record=never"]).status == 1, "no goldens yet, and Map is not evaluated")
        #expect(!project.exists("golden"), "a first look writes nothing")
        #expect(try project.run(["previews", "--write-skips"]).status == 0)
        #expect(try project.run(["--record", "--accept-findings"]).status == 0)
        let check = try project.run([], environment: ["CI": "true"])
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
    }
}

/// An app's asset catalog gives its images their sizes, so a preview showing an asset is checked without a stub.
@Suite struct AssetCatalogProjectTests {
    @Test func anAssetImageIsLaidOutAtItsCatalogSize() throws {
        let project = try CommandLineHarness()
        defer { project.remove() }
        try project.write("layoutcheck.yml", "swiftui: Views\ndevices: [iphone-se]\n")
        try project.write("Views/Badge.swift", "import SwiftUI\n\n#Preview(\"Badge\") {\n    HStack { Image(\"seal\"); Text(\"Verified\") }\n}\n")
        try project.write("Views/Assets.xcassets/seal.imageset/Contents.json",
                          #"{"images": [{"filename": "seal@2x.png", "idiom": "universal", "scale": "2x"}]}"#)
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
            + [0, 0, 0, 56, 0, 0, 0, 48, 8, 6, 0, 0, 0, 0, 0, 0, 0]
        try Data(png).write(to: project.directory.appendingPathComponent("Views/Assets.xcassets/seal.imageset/seal@2x.png"))
        let layout = try project.run(["layout", "Views/Badge.swift", "--preview", "Badge", "--category", "large"])
        #expect(layout.status == 0, "\(layout.stdout)\(layout.stderr)")
        #expect(layout.stdout.contains("28×24"), "\(layout.stdout)")
    }
}
