import Foundation
import Testing

/// An app's package that depends on layoutcheck by path: `swift package layoutcheck` fails on a truncating view, and
/// its Swift Testing test using `LayoutCheck.run` fails with the finding in the message. Builds layoutcheck again
/// inside that package (about three minutes on 2 cores), so it runs when LAYOUTCHECK_PACKAGE_TESTS=1, as CI sets it
/// (`.ci/run`).
@Suite(.enabled(if: ProcessInfo.processInfo.environment["LAYOUTCHECK_PACKAGE_TESTS"] == "1"))
struct AppPackageTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static let manifest = """
    // swift-tools-version:6.0
    import PackageDescription

    let package = Package(
        name: "ReaderApp",
        dependencies: [.package(path: "\(repository.path)")],
        targets: [
            .target(name: "ReaderApp"),
            .testTarget(name: "ReaderAppTests", dependencies: [.product(name: "LayoutCheckKit", package: "\(repository.lastPathComponent.lowercased())")]),
        ]
    )
    """

    static let test = """
    import Foundation
    import LayoutCheckKit
    import Testing

    @Test func layoutsHoldAtEveryTextSize() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().path
        let result = try LayoutCheck.run(root: root)
        #expect(result.passed, "\\(result)")
    }
    """

    @Test func thePluginAndTheTestAPIFailOnATruncatingView() throws {
        let app = try CommandLineHarness()
        defer { app.remove() }
        try app.write("Package.swift", Self.manifest)
        try app.write("Sources/ReaderApp/ReaderApp.swift", "public struct ReaderApp {}\n")
        try app.write("Tests/ReaderAppTests/LayoutTests.swift", Self.test)
        try app.write("layoutcheck.yml", "devices: [iphone-se]\n")
        try app.write("layouts/resume_card.yaml", MainLoopTests.card(title: MainLoopTests.longTitle))
        // The app's own record mode, whatever the CI machine running this suite sets (CI=true means never record).
        var environment = ProcessInfo.processInfo.environment
        for key in ["CI", "LAYOUTCHECK_RECORD", "GITHUB_ACTIONS", "GITHUB_STEP_SUMMARY"] { environment[key] = nil }

        let plugin = try Self.runSwift(["package", "--allow-writing-to-package-directory", "layoutcheck"],
                                       in: app.directory, environment: environment)
        #expect(plugin.status != 0, "a truncating view fails the command")
        #expect(plugin.stdout.contains("text-truncated on title"), "\(plugin.stdout)\(plugin.stderr)")

        let tests = try Self.runSwift(["test"], in: app.directory, environment: environment)
        #expect(tests.status != 0)
        #expect((tests.stdout + tests.stderr).contains("new text-truncated on title"))
    }

    /// Runs `swift <arguments>`, once more if SwiftPM itself crashed in libdispatch's `_dispatch_event_loop_drain`: an
    /// intermittent crash of the toolchain on Linux, not of layoutcheck (swiftlang/swift-package-manager#8171,
    /// swiftlang/swift#87033; it failed one CI run of this test with the same faulting instruction). A crash of
    /// layoutcheck or of the app's tests has another backtrace and is never retried.
    static func runSwift(_ arguments: [String], in directory: URL,
                         environment: [String: String]) throws -> CommandLineHarness.Outcome {
        let swift = URL(fileURLWithPath: "/usr/bin/env")
        let first = try CommandLineHarness.runProcess(swift, ["swift"] + arguments, in: directory, environment: environment)
        guard toolchainCrashed(first) else { return first }
        print("swift \(arguments.joined(separator: " ")) crashed in libdispatch (a toolchain crash); running it again")
        return try CommandLineHarness.runProcess(swift, ["swift"] + arguments, in: directory, environment: environment)
    }

    static func toolchainCrashed(_ outcome: CommandLineHarness.Outcome) -> Bool {
        let output = outcome.stdout + outcome.stderr
        return output.contains("*** Program crashed") && output.contains("_dispatch_event_loop_drain")
    }
}
