import Foundation
@testable import Snapshots
import Testing

@Suite struct AtomicFileTests {
    @Test func writesTheBytesAndCreatesFolders() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let url = dir.appendingPathComponent("card/iphone-16.json")
        try AtomicFile.write(Data("new\n".utf8), to: url)
        #expect(try String(contentsOf: url, encoding: .utf8) == "new\n")
    }

    @Test func aFailedWriteLeavesTheOldContentAndNoTemporaryFile() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let url = dir.appendingPathComponent("iphone-16.json")
        try AtomicFile.write(Data("old\n".utf8), to: url)
        struct Boom: Error {}
        #expect(throws: Boom.self) {
            try AtomicFile.write(Data("new, half written".utf8), to: url, beforeRename: { throw Boom() })
        }
        #expect(try String(contentsOf: url, encoding: .utf8) == "old\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["iphone-16.json"])
    }

    @Test func writeIfChangedSkipsIdenticalBytes() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let url = dir.appendingPathComponent("g.json")
        #expect(try AtomicFile.writeIfChanged(Data("a".utf8), to: url))
        #expect(try !AtomicFile.writeIfChanged(Data("a".utf8), to: url))
        #expect(try AtomicFile.writeIfChanged(Data("b".utf8), to: url))
    }
}

@Suite struct GoldenFilesTests {
    @Test(arguments: [
        ("card_library_book.yaml", "iphone-16", "card_library_book/iphone-16.json"),
        ("cards/book.yml", "iphone-se", "cards/book/iphone-se.json"),
        ("./row.json", "iPhone 16 Pro", "row/iPhone-16-Pro.json"),
    ])
    func namesGoldensBySpecPathAndDevice(spec: String, device: String, expected: String) {
        #expect(GoldenFiles.relativePath(specPath: spec, device: device) == expected)
    }

    func populated() throws -> URL {
        let dir = try temporaryDirectory()
        for path in ["book/iphone-16.json", "book/iphone-se.json", "gone/iphone-16.json", "row/iphone-16.json"] {
            try AtomicFile.write(Data("{}\n".utf8), to: dir.appendingPathComponent(path))
        }
        return dir
    }

    @Test func orphansAreGoldensNoSpecExpects() throws {
        let dir = try populated()
        defer { try? FileManager.default.removeItem(at: dir) }
        let expected: Set = ["book/iphone-16.json", "row/iphone-16.json"]
        #expect(GoldenFiles.orphans(in: dir, expected: expected) == ["book/iphone-se.json", "gone/iphone-16.json"])
    }

    @Test func aFilteredRunJudgesOnlyItsOwnSpecs() throws {
        let dir = try populated()
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(GoldenFiles.orphans(in: dir, expected: ["book/iphone-16.json"], within: ["book"]) == ["book/iphone-se.json"])
    }

    @Test func pruneRemovesOrphansAndEmptyFolders() throws {
        let dir = try populated()
        defer { try? FileManager.default.removeItem(at: dir) }
        try GoldenFiles.prune(["gone/iphone-16.json", "book/iphone-se.json"], in: dir)
        #expect(GoldenFiles.existing(in: dir) == ["book/iphone-16.json", "row/iphone-16.json"])
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("gone").path))
    }
}
