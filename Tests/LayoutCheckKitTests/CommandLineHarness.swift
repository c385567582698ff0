import Foundation
import Testing

/// Runs the built `layoutcheck` executable in a scratch project, as CI and developers do.
struct CommandLineHarness {
    let directory: URL

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("layoutcheck-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("layouts"), withIntermediateDirectories: true)
    }

    /// The executable built beside this test bundle (`swift build --build-tests` builds both).
    static var executable: URL {
        let beside = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        for candidate in [beside, beside.deletingLastPathComponent()] {
            let url = candidate.appendingPathComponent("layoutcheck")
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        // `swift test` from the repository: .build/debug/layoutcheck.
        let repo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return repo.appendingPathComponent(".build/debug/layoutcheck")
    }

    static var repositoryFonts: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("fonts").path
    }

    func write(_ relativePath: String, _ text: String) throws {
        let url = directory.appendingPathComponent(relativePath)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    func read(_ relativePath: String) -> String? {
        try? String(contentsOf: directory.appendingPathComponent(relativePath), encoding: .utf8)
    }

    func exists(_ relativePath: String) -> Bool {
        FileManager.default.fileExists(atPath: directory.appendingPathComponent(relativePath).path)
    }

    struct Outcome {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// Runs `layoutcheck ARGUMENTS` in the project with a clean environment (no CI unless given).
    @discardableResult
    func run(_ arguments: [String], environment extra: [String: String] = [:]) throws -> Outcome {
        var environment = Self.baseEnvironment
        for (k, v) in extra { environment[k] = v }
        return try Self.runProcess(Self.executable, arguments, in: directory, environment: environment)
    }

    /// Runs any executable with exactly `environment`, both pipes drained.
    static func runProcess(_ executable: URL, _ arguments: [String], in directory: URL,
                           environment: [String: String]) throws -> Outcome {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.environment = environment
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Both pipes are drained at once: a child that fills one while the other is being read would block forever.
        let stderrRead = DispatchGroup()
        nonisolated(unsafe) var stderr = Data()
        stderrRead.enter()
        DispatchQueue.global().async {
            stderr = err.fileHandleForReading.readDataToEndOfFile()
            stderrRead.leave()
        }
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        stderrRead.wait()
        process.waitUntilExit()
        return Outcome(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                       stderr: String(decoding: stderr, as: UTF8.self))
    }

    /// A clean environment, plus the sanitizer options `scripts/sanitize` sets, so a child built with a sanitizer
    /// reports (and exits) the same way as the test process.
    static var baseEnvironment: [String: String] {
        var environment = ["PATH": "/usr/bin:/bin", "HOME": NSTemporaryDirectory(), "LAYOUTCHECK_FONTS": repositoryFonts]
        for key in ["ASAN_OPTIONS", "LSAN_OPTIONS", "TSAN_OPTIONS", "UBSAN_OPTIONS"] {
            if let value = ProcessInfo.processInfo.environment[key] { environment[key] = value }
        }
        return environment
    }

    func remove() { try? FileManager.default.removeItem(at: directory) }
}
