import Foundation
import Testing
@testable import Snapshots

/// What a killed writer leaves (`.<name>.tmp-<pid>-<n>`) is removed once its process is gone, and only that.
@Suite struct StaleTemporaryTests {
    @Test func onlyTemporariesOfDeadProcessesAreRemoved() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("stale-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }

        // A pid that surely is gone: a child that has exited and been reaped.
        let child = Process()
        child.executableURL = URL(fileURLWithPath: "/bin/true")
        try child.run()
        child.waitUntilExit()
        let dead = child.processIdentifier

        let names = [
            ".iphone-se.json.tmp-\(dead)-42",          // stale: removed
            ".iphone-se.json.tmp-\(getpid())-7",       // ours, maybe mid-write: kept
            ".iphone-se.json.tmp-1-7",                 // pid 1 is alive: kept
            ".keep", "iphone-se.json", ".iphone-se.json.tmp-x-1", ".iphone-se.json.tmp-\(dead)",  // not ours: kept
        ]
        for name in names { try Data("x".utf8).write(to: dir.appendingPathComponent(name)) }

        #expect(AtomicFile.removeStaleTemporaries(in: dir) == [".iphone-se.json.tmp-\(dead)-42"])
        let left = Set(try FileManager.default.contentsOfDirectory(atPath: dir.path))
        #expect(left == Set(names.dropFirst()))
        #expect(AtomicFile.removeStaleTemporaries(in: dir.appendingPathComponent("missing")).isEmpty)
    }

    @Test func temporaryNamesAreRecognised() {
        #expect(AtomicFile.temporaryOwner(".a.json.tmp-123-456") == 123)
        #expect(AtomicFile.temporaryOwner(".my-card.tmp-x.json.tmp-9-1") == 9)
        #expect(AtomicFile.temporaryOwner("a.json.tmp-123-456") == nil)
        #expect(AtomicFile.temporaryOwner(".a.json.tmp-0-1") == nil)
        #expect(AtomicFile.temporaryOwner(".a.json.tmp-12-") == nil)
    }
}
