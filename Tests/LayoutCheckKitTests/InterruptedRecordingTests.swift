import Foundation
import Testing

/// Killing `layoutcheck --record` midway (SIGKILL: no cleanup runs) must leave every golden either its old bytes or
/// its new bytes, never a mix or a partial file; leftover temporaries are dot files that no run reads as goldens, and
/// the next recording run sweeps them.
@Suite(.serialized)
struct InterruptedRecordingTests {
    static let specCount = 8

    static func spec(_ index: Int, title: String) -> String {
        """
        name: Row\(index)
        devices: [iphone-se]
        body:
          hstack:
            - text: "\(title) \(index)"
              id: title
              lineLimit: 1
            - spacer
            - button: {title: Open, padding: 12}
              id: open
        """
    }

    func writeSpecs(_ project: CommandLineHarness, title: String) throws {
        for i in 0..<Self.specCount { try project.write("layouts/row\(i).yaml", Self.spec(i, title: title)) }
    }

    /// golden path → bytes, and every name in golden/ (dot files included).
    func goldens(_ project: CommandLineHarness) -> (files: [String: Data], all: [String]) {
        var files: [String: Data] = [:], all: [String] = []
        let root = project.directory.appendingPathComponent("golden")
        for folder in (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? [] {
            let dir = root.appendingPathComponent(folder)
            for name in (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? [] {
                all.append(folder + "/" + name)
                if !name.hasPrefix(".") { files[folder + "/" + name] = FileManager.default.contents(atPath: dir.appendingPathComponent(name).path) }
            }
        }
        return (files, all.sorted())
    }

    func restore(_ project: CommandLineHarness, _ files: [String: Data]) throws {
        let root = project.directory.appendingPathComponent("golden")
        try? FileManager.default.removeItem(at: root)
        for (path, data) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
        }
    }

    /// Starts `layoutcheck --record` with the writer told to stop itself (SIGSTOP) once golden `n` is a complete
    /// temporary file, before its rename; kills it there with SIGKILL. True when the kill landed at that point.
    func killRecording(_ project: CommandLineHarness, beforeRename n: Int) throws -> Bool {
        let process = Process()
        process.executableURL = CommandLineHarness.executable
        process.arguments = ["--record", "--accept-findings"]
        process.currentDirectoryURL = project.directory
        var environment = CommandLineHarness.baseEnvironment
        environment["LAYOUTCHECK_TEST_STOP_BEFORE_RENAME"] = String(n)
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(60)
        while process.isRunning, Date() < deadline, !Self.isStopped(process.processIdentifier) { usleep(1_000) }
        let stopped = Self.isStopped(process.processIdentifier)
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        return stopped && process.terminationReason == .uncaughtSignal
    }

    /// The process state letter in /proc/PID/stat is `T` when it is stopped by a signal.
    static func isStopped(_ pid: Int32) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return false }
        return stat[stat.index(close, offsetBy: 2)] == "T"
    }

    @Test func aKilledRecordingLeavesEachGoldenOldOrNew() throws {
        let project = try CommandLineHarness()
        defer { project.remove() }
        // Two categories are enough to make every golden change; all twelve would only slow each run down.
        try project.write("layoutcheck.yml", "categories: [large, accessibility5]\n")
        try writeSpecs(project, title: "Dune")
        #expect(try project.run(["--record", "--accept-findings"]).status == 0)
        let old = goldens(project).files
        try writeSpecs(project, title: "The Left Hand of Darkness: 50th Anniversary Edition")
        #expect(try project.run(["--record", "--accept-findings"]).status == 0)
        let new = goldens(project).files
        try #require(old.count == Self.specCount && new.count == Self.specCount)
        try #require(old.keys.allSatisfy { old[$0] != new[$0] }, "every golden changes between the two versions")

        // Killed before the first rename, in the middle, and before the last: exactly the goldens renamed before
        // the kill are new, every other is old, and the one being written is left as a dot-file temporary.
        for n in [0, Self.specCount / 2, Self.specCount - 1] {
            try restore(project, old)
            #expect(try killRecording(project, beforeRename: n), "the kill landed before rename \(n)")
            let after = goldens(project)
            #expect(Set(after.files.keys) == Set(old.keys), "no golden lost or added")
            for (path, data) in after.files {
                #expect(data == old[path] || data == new[path], "\(path) is neither the old nor the new golden")
            }
            #expect(after.files.filter { new[$0.key] == $0.value }.count == n, "goldens renamed before the kill")
            let temporaries = after.all.filter { $0.contains(".tmp-") }
            #expect(temporaries.count == 1 && temporaries.allSatisfy { ($0 as NSString).lastPathComponent.hasPrefix(".") },
                    "one temporary, a dot file: \(temporaries)")
        }

        // A run that does not record reads the leftover as nothing (no golden, no orphan) and removes nothing;
        // the one old golden left is a regression.
        let before = goldens(project).all
        let check = try project.run([], environment: ["CI": "true"])
        #expect(check.status == 1, "\(check.stderr)")
        #expect(!check.stdout.contains("tmp-"), "a temporary reported as a golden or orphan")
        #expect(goldens(project).all == before)

        // The next recording run finishes the job and sweeps what the killed writer left.
        #expect(try project.run(["--record", "--accept-findings"]).status == 0)
        let final = goldens(project)
        #expect(final.files == new)
        #expect(final.all.allSatisfy { !$0.contains(".tmp-") }, "stale temporaries remain: \(final.all)")
    }
}
