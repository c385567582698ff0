import Foundation
import Testing
import Yams

/// The ready GitHub Actions workflow in Examples/CI: valid YAML, the steps the README promises, and only flags the
/// built layoutcheck accepts.
@Suite struct CIWorkflowTests {
    static let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples/CI/layoutcheck.yml")

    static func workflow() throws -> [String: Any] {
        let text = try String(contentsOf: file, encoding: .utf8)
        return try #require(try Yams.load(yaml: text) as? [String: Any])
    }

    static func steps(_ job: String) throws -> [[String: Any]] {
        let jobs = try #require(try workflow()["jobs"] as? [String: Any])
        return try #require((jobs[job] as? [String: Any])?["steps"] as? [[String: Any]])
    }

    static func runs(_ job: String) throws -> String {
        try steps(job).compactMap { $0["run"] as? String }.joined(separator: "\n")
    }

    @Test func shardsRunInAMatrixAndEachUploadsItsReportAndPreviews() throws {
        let jobs = try #require(try Self.workflow()["jobs"] as? [String: Any])
        let matrix = ((jobs["check"] as? [String: Any])?["strategy"] as? [String: Any])?["matrix"] as? [String: Any]
        #expect((matrix?["shard"] as? [Int]) == [1, 2, 3, 4])
        let run = try Self.runs("check")
        #expect(run.contains("layoutcheck --shard ${{ matrix.shard }}/4 --format json --html previews-"))
        #expect(try Self.steps("check").contains { ($0["uses"] as? String)?.hasPrefix("actions/upload-artifact") == true })
    }

    @Test func theMergeJobPostsTheSummaryAndUploadsSARIF() throws {
        let run = try Self.runs("merge")
        #expect(run.contains("layoutcheck merge layoutcheck-*.json --format markdown --sarif layoutcheck.sarif"))
        #expect(run.contains("GITHUB_STEP_SUMMARY"))
        #expect(try Self.steps("merge").contains { ($0["uses"] as? String)?.hasPrefix("github/codeql-action/upload-sarif") == true })
    }

    @Test func everyFlagItUsesIsOneLayoutcheckAccepts() throws {
        let project = try CommandLineHarness()
        defer { project.remove() }
        let check = try project.run(["check", "--help"]).stdout
        for flag in ["--shard", "--format", "--html"] { #expect(check.contains(flag), "check \(flag)") }
        let merge = try project.run(["merge", "--help"]).stdout
        for flag in ["--format", "--sarif", "--junit"] { #expect(merge.contains(flag), "merge \(flag)") }
    }
}
