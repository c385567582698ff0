import Foundation
import Testing

/// The CI loop a team relies on, end to end through the real executable: a lengthened title fails the run with the
/// right finding, recording alone does not accept the new error, `--record --accept-findings` does, the next run
/// passes, and CI never writes a golden.
@Suite(.serialized)
struct MainLoopTests {
    static func card(title: String) -> String {
        """
        name: ResumeCard
        devices: [iphone-se]
        insets: 16
        variants:
          default: {title: "\(title)"}
        body:
          hstack:
            spacing: 12
            children:
              - text: "{title}"
                id: title
                font: headline
                lineLimit: 1
              - spacer
              - button: {title: Resume, padding: 14}
                id: resume
        """
    }

    static let shortTitle = "Dune"
    static let longTitle = "Continue reading The Left Hand of Darkness: 50th Anniversary Edition"
    static let golden = "golden/resume_card/iphone-se.json"

    /// The card with its row as an adaptive stack (HStack, VStack from accessibility1) or a plain HStack.
    static func refactorableCard(adaptive: Bool) -> String {
        """
        name: ResumeCard
        devices: [iphone-se]
        insets: 16
        body:
          vstack:
            children:
              - \(adaptive ? "adaptiveStack: {threshold: accessibility1, spacing: 12, children: [" : "hstack: {spacing: 12, children: [")
                  {text: "Continue reading", id: title, font: headline},
                  {button: {title: Resume, padding: 14}, id: resume}]}
              - text: Chapter 3 of 12
          id: card
        """
    }

    @Test func swappingAnAdaptiveStackForAnHStackReportsOnlyTheStack() throws {
        let project = try CommandLineHarness()
        defer { project.remove() }
        try project.write("layouts/resume_card.yaml", Self.refactorableCard(adaptive: true))
        #expect(try project.run(["--record", "--accept-findings"]).status == 0)
        try project.write("layouts/resume_card.yaml", Self.refactorableCard(adaptive: false))
        let run = try project.run(["--format", "json"])
        let report = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let cases = try #require(report["cases"] as? [[String: Any]])
        let differences = try #require(cases.first?["differences"] as? [[String: Any]])
        let elements = Set(differences.compactMap { $0["element"] as? String })
        // The title and the button stay where they are below AX1; only the stack (and what moved with its branch
        // at accessibility sizes) differs, and no finding is new or gone because of a rename.
        #expect(!elements.isEmpty)
        #expect(!elements.contains { $0.contains("hstack") || $0.contains("adaptiveStack") }, "\(elements)")
        let findings = cases.first?["findings"] as? [[String: Any]] ?? []
        #expect(!findings.contains { ($0["status"] as? String) == "resolved" }, "no finding reads as gone after a rename")
    }

    @Test func aFixedTruncationReadsAsOneImprovementNotRegressions() throws {
        let project = try CommandLineHarness()
        defer { project.remove() }
        try project.write("layouts/resume_card.yaml", Self.card(title: Self.longTitle))
        #expect(try project.run(["--record", "--accept-findings"]).status == 0)
        try project.write("layouts/resume_card.yaml", Self.card(title: Self.shortTitle))
        let run = try project.run([])
        #expect(run.status == 1, "re-record to lock the improvement in")
        #expect(run.stdout.contains("IMPROVED"), "\(run.stdout)")
        #expect(!run.stdout.contains("FAIL"))
        let gone = run.stdout.split(separator: "\n").filter { $0.contains("text-truncated on title") && $0.contains("is gone") }
        #expect(gone.count == 1, "one line for the run of categories: \(gone)")
        #expect(gone.first?.contains("at xSmall…AX5 is gone") == true)
    }

    @Test func aLengthenedTitleFailsAndOnlyAnExplicitAcceptRecordsIt() throws {
        let project = try CommandLineHarness()
        defer { project.remove() }
        try project.write("layouts/resume_card.yaml", Self.card(title: Self.shortTitle))

        let first = try project.run(["--record", "--accept-findings"])
        #expect(first.status == 0, "an explicit record run exits 0: \(first.stderr)")
        #expect(first.stdout.contains("wrote"))
        #expect(project.exists(Self.golden))
        #expect(try project.run([]).status == 0, "the recorded golden passes")

        try project.write("layouts/resume_card.yaml", Self.card(title: Self.longTitle))
        let failing = try project.run([])
        #expect(failing.status == 1, "a new truncation is a regression: \(failing.stdout)\(failing.stderr)")
        #expect(failing.stdout.contains("text-truncated"))
        #expect(failing.stdout.contains("resume_card.yaml:"))
        #expect(failing.stdout.contains("title"))

        let recordedOnly = try project.run(["--record"])
        #expect(recordedOnly.status == 1, "recording alone never accepts a new error")
        #expect(recordedOnly.stdout.contains("text-truncated on title"))
        #expect(recordedOnly.stdout.contains("was not accepted into the golden"))
        #expect(recordedOnly.stdout.contains("layoutcheck --record --accept-findings layouts/resume_card.yaml"))
        #expect(try project.run([]).status == 1, "the layout is recorded, the truncation still fails")

        let accepted = try project.run(["--record", "--accept-findings"])
        #expect(accepted.status == 0)
        #expect(project.read(Self.golden)?.contains("text-truncated") == true)
        let passing = try project.run([])
        #expect(passing.status == 0, "accepted into the golden, the finding no longer fails")
        #expect(passing.stdout.contains("known error"), "a green run still says what its goldens accept: \(passing.stdout)")
    }

    @Test func onCIAMissingGoldenFailsAndNothingIsWritten() throws {
        let project = try CommandLineHarness()
        defer { project.remove() }
        try project.write("layouts/resume_card.yaml", Self.card(title: Self.shortTitle))
        let outcome = try project.run([], environment: ["CI": "true"])
        #expect(outcome.status == 1)
        #expect(outcome.stdout.contains("no golden"))
        #expect(!project.exists(Self.golden))
        #expect(!project.exists("golden"))
    }

    @Test func onCIAMissingGoldenListsTheErrorsItWouldHaveToAccept() throws {
        let project = try CommandLineHarness()
        defer { project.remove() }
        try project.write("layouts/resume_card.yaml", Self.card(title: Self.longTitle))
        let terminal = try project.run([], environment: ["CI": "true"])
        #expect(terminal.status == 1)
        #expect(terminal.stdout.contains("layouts/resume_card.yaml:10: [iphone-se] new text-truncated on title at xSmall…AX5"),
                "\(terminal.stdout)")
        let markdown = try project.run(["--format", "markdown"], environment: ["CI": "true"])
        #expect(markdown.stdout.contains("new text-truncated on title"))
        #expect(markdown.stdout.contains("accept them with `--accept-findings`"))
    }

    @Test func locallyAMissingGoldenIsRecordedButStillFails() throws {
        let project = try CommandLineHarness()
        defer { project.remove() }
        // A card with no finding at any size ("Resume" breaks into letters at AX4 on an iPhone SE; "Go" does not).
        try project.write("layouts/resume_card.yaml", Self.card(title: Self.shortTitle).replacingOccurrences(of: "title: Resume", with: "title: Go"))
        let outcome = try project.run([])
        #expect(outcome.status == 1, "recorded, re-run")
        #expect(outcome.stdout.contains("RECORDED"))
        #expect(project.exists(Self.golden))
        #expect(try project.run([]).status == 0)
    }

    @Test func aSpecErrorExitsTwoAndLeavesGoldensUntouched() throws {
        let project = try CommandLineHarness()
        defer { project.remove() }
        try project.write("layouts/resume_card.yaml", Self.card(title: Self.shortTitle))
        #expect(try project.run(["--record", "--accept-findings"]).status == 0)
        let before = project.read(Self.golden)
        try project.write("layouts/resume_card.yaml", Self.card(title: Self.longTitle).replacingOccurrences(of: "lineLimit", with: "lineLimt"))
        let outcome = try project.run(["--record"])
        #expect(outcome.status == 2)
        #expect(outcome.stderr.contains("resume_card.yaml:"))
        #expect(outcome.stderr.contains("lineLimit"), "did you mean: \(outcome.stderr)")
        #expect(project.read(Self.golden) == before)
    }

    @Test func aFilteredRunNeverTouchesOtherSpecsGoldens() throws {
        let project = try CommandLineHarness()
        defer { project.remove() }
        try project.write("layouts/resume_card.yaml", Self.card(title: Self.shortTitle))
        try project.write("layouts/other_card.yaml", Self.card(title: "Other").replacingOccurrences(of: "ResumeCard", with: "OtherCard"))
        #expect(try project.run(["--record", "--accept-findings"]).status == 0)
        let other = project.read("golden/other_card/iphone-se.json")
        try project.write("layouts/other_card.yaml", Self.card(title: Self.longTitle).replacingOccurrences(of: "ResumeCard", with: "OtherCard"))
        let outcome = try project.run(["--record", "--accept-findings", "resume_card"])
        #expect(outcome.status == 0)
        #expect(project.read("golden/other_card/iphone-se.json") == other)
    }

    @Test func goldensOfDeletedSpecsAreOrphansAndPruneRemovesThem() throws {
        let project = try CommandLineHarness()
        defer { project.remove() }
        try project.write("layouts/resume_card.yaml", Self.card(title: Self.shortTitle))
        try project.write("layouts/other_card.yaml", Self.card(title: "Other").replacingOccurrences(of: "ResumeCard", with: "OtherCard"))
        #expect(try project.run(["--record", "--accept-findings"]).status == 0)
        try FileManager.default.removeItem(at: project.directory.appendingPathComponent("layouts/other_card.yaml"))
        let outcome = try project.run([])
        #expect(outcome.status == 0)
        #expect(outcome.stdout.contains("orphaned golden"))
        #expect(try project.run(["--prune"]).status == 0)
        #expect(!project.exists("golden/other_card/iphone-se.json"))
    }

    @Test func aMissingFontIsAnEnvironmentError() throws {
        let project = try CommandLineHarness()
        defer { project.remove() }
        try project.write("layouts/resume_card.yaml", Self.card(title: Self.shortTitle))
        try project.write("layoutcheck.yml", "fonts:\n  system:\n    text: fonts/SF-Pro-Text.otf\n")
        let outcome = try project.run([])
        #expect(outcome.status == 3, "\(outcome.stderr)")
        #expect(outcome.stderr.contains("SF-Pro-Text.otf"))
    }

    @Test func aRunOnChosenDevicesReportsNoOrphansAndPrunesNothing() throws {
        let project = try CommandLineHarness()
        defer { project.remove() }
        try project.write("layouts/resume_card.yaml", Self.card(title: Self.shortTitle)
            .replacingOccurrences(of: "devices: [iphone-se]", with: "devices: [iphone-se, iphone-16]"))
        #expect(try project.run(["--record", "--accept-findings"]).status == 0)
        let outcome = try project.run(["--device", "iphone-se", "--prune"])
        #expect(outcome.status == 0, "\(outcome.stdout)\(outcome.stderr)")
        #expect(!outcome.stdout.contains("orphan"))
        #expect(project.exists("golden/resume_card/iphone-16.json"), "another device's golden is not an orphan")
    }

    @Test func aRunOnSomeCategoriesComparesThemAndNeverWrites() throws {
        let project = try CommandLineHarness()
        defer { project.remove() }
        try project.write("layouts/resume_card.yaml", Self.card(title: Self.shortTitle))
        #expect(try project.run(["--record", "--accept-findings"]).status == 0)
        let before = project.read(Self.golden)
        let subset = try project.run(["--category", "L,AX5"])
        #expect(subset.status == 0, "the golden's L and AX5 match: \(subset.stdout)")
        try project.write("layouts/resume_card.yaml", Self.card(title: Self.longTitle))
        let failing = try project.run(["--category", "AX5"])
        #expect(failing.status == 1)
        #expect(failing.stdout.contains("AX5"))
        #expect(!failing.stdout.contains("xSmall"), "only the chosen category is compared")
        #expect(project.read(Self.golden) == before, "a partial run never writes")
        #expect(try project.run(["--category", "AX5", "--record"]).status == 2, "recording a partial view is refused")
        #expect(project.read(Self.golden) == before)
    }

    @Test func aBoldTextWhatIfRunOnGoldensWithoutBoldTextComparesNothingAndSaysSo() throws {
        let project = try CommandLineHarness()
        defer { project.remove() }
        try project.write("layouts/resume_card.yaml", Self.card(title: Self.shortTitle))
        #expect(try project.run(["--record", "--accept-findings"]).status == 0)
        let whatIf = try project.run(["--bold-text"])
        #expect(whatIf.status == 0, "\(whatIf.stdout)")
        #expect(!whatIf.stdout.contains("no golden"))
        #expect(whatIf.stdout.contains("holds none of the variants or sizes this what-if run evaluated"))
    }

    @Test func aFontChangeIsSaidBeforeTheDifferencesItCauses() throws {
        let project = try CommandLineHarness()
        defer { project.remove() }
        try project.write("layouts/resume_card.yaml", Self.card(title: Self.shortTitle))
        #expect(try project.run(["--record", "--accept-findings"]).status == 0)
        let golden = try #require(project.read(Self.golden))
        let edited = golden.replacingOccurrences(of: #""Inter-roman.var.ttf": ""#, with: #""Inter-roman.var.ttf": "0000"#)
        try #require(edited != golden, "the golden names its font's hash")
        try project.write(Self.golden, edited)
        let run = try project.run([])
        #expect(run.stdout.contains("font Inter-roman.var.ttf changed since the golden was recorded"), "\(run.stdout)")
    }
}
