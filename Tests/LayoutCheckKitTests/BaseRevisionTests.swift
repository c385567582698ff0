import Foundation
import Testing

/// `layoutcheck --base REF` in a real git repository, through the binary: what a commit made newly fail, and nothing
/// written to the tree.
@Suite struct BaseRevisionTests {
    static let row = """
    import SwiftUI

    #Preview("Row") {
        VStack(alignment: .leading) {
            Text("Order shipped with tracking number and a delivery estimate for Thursday")
            Button("Track") { }
                .frame(minWidth: 44, minHeight: 44)
        }
        .padding(.horizontal)
    }

    """

    func repository() throws -> CommandLineHarness {
        let project = try CommandLineHarness()
        try project.write("layoutcheck.yml", "swiftui: Views\ndevices: [iphone-se]\n")
        try project.write("Views/Row.swift", Self.row)
        try git(project, ["init", "-q"])
        try commit(project, "first")
        return project
    }

    func git(_ project: CommandLineHarness, _ arguments: [String]) throws {
        let run = try CommandLineHarness.runProcess(URL(fileURLWithPath: "/usr/bin/git"), arguments, in: project.directory,
                                                    environment: ["PATH": "/usr/bin:/bin", "HOME": NSTemporaryDirectory(),
                                                                  "GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@example.com",
                                                                  "GIT_COMMITTER_NAME": "t", "GIT_COMMITTER_EMAIL": "t@example.com"])
        #expect(run.status == 0, "git \(arguments): \(run.stderr)")
    }

    func commit(_ project: CommandLineHarness, _ message: String) throws {
        try git(project, ["add", "-A"])
        try git(project, ["commit", "-q", "-m", message])
    }

    @Test func aTruncationACommitIntroducedIsReportedAgainstTheBase() throws {
        let project = try repository()
        defer { project.remove() }
        try project.write("Views/Row.swift", Self.row.replacingOccurrences(of: "Thursday\")", with: "Thursday\").lineLimit(1)"))
        try commit(project, "one line")
        let run = try project.run(["--base", "HEAD~1"])
        #expect(run.status == 1, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.contains("new text-truncated on"), "\(run.stdout)")
        #expect(!project.exists("golden"), "nothing written to the tree")
    }

    @Test func aCommitThatChangedNoLayoutReportsNothing() throws {
        let project = try repository()
        defer { project.remove() }
        try project.write("Views/Row.swift", "// The order row.\n" + Self.row)
        try commit(project, "a comment")
        let run = try project.run(["--base", "HEAD~1"])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.hasPrefix("PASS"), "\(run.stdout)")
        #expect(!project.exists("golden"))
    }

    @Test func anUnknownRevisionIsAUsageError() throws {
        let project = try repository()
        defer { project.remove() }
        let run = try project.run(["--base", "no-such-branch"])
        #expect(run.status == 2)
        #expect(run.stderr.contains("`no-such-branch` is not a revision"), "\(run.stderr)")
    }
}
