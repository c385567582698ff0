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

    /// Starts `layoutcheck --record`, kills it with SIGKILL when `killWhen` says so (or lets it finish).
    func killRecording(_ project: CommandLineHarness, environment extra: [String: String], killWhen: () -> Bool) throws -> Bool {
        let process = Process()
        process.executableURL = CommandLineHarness.executable
        process.arguments = ["--record"]
        process.currentDirectoryURL = project.directory
        var environment = CommandLineHarness.baseEnvironment
        for (k, v) in extra { environment[k] = v }
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(20)
        while process.isRunning, Date() < deadline {
            if killWhen() {
                kill(process.processIdentifier, SIGKILL)
                process.waitUntilExit()
                return process.terminationReason == .uncaughtSignal
            }
            usleep(1_000)
        }
        process.waitUntilExit()
        return false
    }

    @Test func aKilledRecordingLeavesEachGoldenOldOrNew() throws {
        let project = try CommandLineHarness()
        defer { project.remove() }
        // Two categories are enough to make every golden change; all twelve would only slow each run down.
        try project.write("layoutcheck.yml", "categories: [large, accessibility5]\n")
        try writeSpecs(project, title: "Dune")
        #expect(try project.run(["--record"]).status == 0)
        let old = goldens(project).files
        try writeSpecs(project, title: "The Left Hand of Darkness: 50th Anniversary Edition")
        let started = Date()
        #expect(try project.run(["--record"]).status == 0)
        let fullRun = Date().timeIntervalSince(started)
        let new = goldens(project).files
        try #require(old.count == Self.specCount && new.count == Self.specCount)
        try #require(old.keys.allSatisfy { old[$0] != new[$0] }, "every golden changes between the two versions")

        var mixedStates = 0, leftTemporaries = 0, kills = 0
        // Two kills at random moments of a run, then two held mid-write (after a golden is renamed, while the next
        // waits as a complete temporary), which leave temporaries behind for the checks below.
        for attempt in 0..<4 {
            try restore(project, old)
            let held = attempt >= 2
            let killAt = Date().addingTimeInterval(Double.random(in: 0.3...1.0) * fullRun)
            let killed = try killRecording(project, environment: held ? ["LAYOUTCHECK_FAULT_WRITE_DELAY_MS": "25"] : [:]) {
                guard held else { return Date() >= killAt }
                // Once one golden is renamed into place and the next waits as a temporary.
                let now = goldens(project)
                return now.all.contains { $0.contains(".tmp-") } && now.files.contains { new[$0.key] == $0.value }
            }
            kills += killed ? 1 : 0
            let after = goldens(project)
            #expect(Set(after.files.keys) == Set(old.keys), "no golden lost or added")
            var newCount = 0
            for (path, data) in after.files {
                #expect(data == old[path] || data == new[path], "\(path) is neither the old nor the new golden")
                #expect((try? JSONSerialization.jsonObject(with: data)) != nil, "\(path) does not parse")
                if data == new[path] { newCount += 1 }
            }
            if newCount > 0, newCount < Self.specCount { mixedStates += 1 }
            let temporaries = after.all.filter { $0.contains(".tmp-") }
            #expect(temporaries.allSatisfy { ($0 as NSString).lastPathComponent.hasPrefix(".") }, "temporaries are dot files")
            leftTemporaries += temporaries.count
            if held { #expect(killed && !temporaries.isEmpty, "the held kill landed between temporary and rename") }
        }
        #expect(kills >= 2 && mixedStates >= 1, "kills \(kills), mid-write states \(mixedStates)")

        // A run that does not record reads the leftovers as nothing (no golden, no orphan) and removes none.
        let before = goldens(project).all
        let check = try project.run([], environment: ["CI": "true"])
        #expect(check.status == 0 || check.status == 1, "\(check.stderr)")
        #expect(!check.stdout.contains("tmp-"), "a temporary reported as a golden or orphan")
        #expect(goldens(project).all == before)

        // The next recording run finishes the job and sweeps what the killed writers left.
        #expect(leftTemporaries > 0)
        #expect(try project.run(["--record"]).status == 0)
        let final = goldens(project)
        #expect(final.files == new)
        #expect(final.all.allSatisfy { !$0.contains(".tmp-") }, "stale temporaries remain: \(final.all)")
    }
}
