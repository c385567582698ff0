import Foundation
import LayoutCheckKit
import Testing

/// The library API a test target uses: the same run as the command line, its report as the failure message.
@Suite struct TestingAPITests {
    @Test func aTruncatingViewFailsWithTheCommandLinesSentences() throws {
        let project = try CommandLineHarness()
        defer { project.remove() }
        try project.write("layouts/resume_card.yaml", MainLoopTests.card(title: MainLoopTests.shortTitle))
        #expect(try project.run(["--record", "--accept-findings"]).status == 0)
        try project.write("layouts/resume_card.yaml", MainLoopTests.card(title: MainLoopTests.longTitle))

        let result = try LayoutCheck.run(root: project.directory.path)
        #expect(!result.passed)
        #expect(result.newFindings.contains { $0.rule == "text-truncated" && $0.element == "title" })
        // What a failing #expect would print: the terminal report, file and line included.
        #expect(result.description.hasPrefix("FAIL"))
        #expect(result.description.contains("layouts/resume_card.yaml:"))
        #expect(result.description.contains("new text-truncated on title"))
    }

    @Test func aTestRunNeverWritesGoldens() throws {
        let project = try CommandLineHarness()
        defer { project.remove() }
        try project.write("layouts/resume_card.yaml", MainLoopTests.card(title: MainLoopTests.shortTitle))
        let result = try LayoutCheck.run(root: project.directory.path)
        #expect(!result.passed, "a missing golden fails")
        #expect(!project.exists(MainLoopTests.golden))
    }
}
