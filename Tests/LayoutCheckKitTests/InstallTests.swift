import Foundation
import Testing

/// `scripts/install` lays out a prefix the binary works from, anywhere: binary, bundled fonts with their licence,
/// shell completions. Installs the binary the tests already built, so no build is paid (or locked) here.
@Suite struct InstallTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test func anInstalledBinaryChecksAProjectFromAnotherFolder() throws {
        let prefix = FileManager.default.temporaryDirectory.appendingPathComponent("layoutcheck-prefix-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: prefix) }
        let install = try CommandLineHarness.runProcess(Self.repository.appendingPathComponent("scripts/install"),
                                                        ["--binary", CommandLineHarness.executable.path, prefix.path], in: Self.repository,
                                                        environment: ProcessInfo.processInfo.environment)
        #expect(install.status == 0, "\(install.stderr)")
        for path in ["bin/layoutcheck", "share/layoutcheck/fonts/Inter-roman.var.ttf", "share/layoutcheck/fonts/LICENSE-Inter.txt",
                     "share/bash-completion/completions/layoutcheck", "share/zsh/site-functions/_layoutcheck",
                     "share/fish/vendor_completions.d/layoutcheck.fish"] {
            #expect(FileManager.default.fileExists(atPath: prefix.appendingPathComponent(path).path), "\(path)")
        }
        let project = try CommandLineHarness()
        defer { project.remove() }
        let binary = prefix.appendingPathComponent("bin/layoutcheck")
        // No LAYOUTCHECK_FONTS and no fonts/ in the project: the binary finds the fonts installed beside it.
        let environment = ["PATH": "/usr/bin:/bin", "HOME": NSTemporaryDirectory()]
        func run(_ arguments: [String]) throws -> CommandLineHarness.Outcome {
            try CommandLineHarness.runProcess(binary, arguments, in: project.directory, environment: environment)
        }
        #expect(try run(["init"]).status == 0)
        #expect(try run(["--record"]).status == 0)
        let check = try run([])
        #expect(check.status == 0)
        #expect(check.stdout.hasPrefix("PASS"))
    }
}
