import Foundation
import LayoutCheckFuzzing
import LayoutCheckKit
import Testing

/// Replays every input `scripts/fuzz` turned into a fixture (Tests/Fixtures/fuzz/<target>/: crashes, timeouts and
/// out-of-memory inputs it found, each fixed since), plus the fuzzers' seed corpus, through the same entry points
/// the libFuzzer targets call. A regression traps or crashes the test process.
@Suite struct FuzzRegressionTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func inputs(_ folders: [String]) -> [String] {
        folders.flatMap { folder -> [String] in
            let dir = repository.appendingPathComponent(folder)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
            return names.filter { !$0.hasPrefix(".") }.sorted().map { folder + "/" + $0 }
        }
    }

    static let specInputs = inputs(["Tests/Fixtures/fuzz/FuzzSpecs", "Fuzz/corpus/specs"])
    static let textInputs = inputs(["Tests/Fixtures/fuzz/FuzzText", "Fuzz/corpus/text"])
    static let swiftUIInputs = inputs(["Tests/Fixtures/fuzz/FuzzSwiftUI", "Fuzz/corpus/swiftui"])

    static func bytes(_ path: String) throws -> Data {
        try Data(contentsOf: repository.appendingPathComponent(path))
    }

    @Test func thereAreInputsToReplay() {
        #expect(!Self.specInputs.isEmpty && !Self.textInputs.isEmpty && !Self.swiftUIInputs.isEmpty)
    }

    @Test(arguments: specInputs)
    func specInputDecodesOrFailsCleanly(_ path: String) throws {
        let data = try Self.bytes(path)
        let started = Date()
        data.withUnsafeBytes { FuzzEntryPoints.spec($0) }
        // libFuzzer flags an input over 10 s (-timeout=10) as a hang; a fixed one must be far below that.
        #expect(Date().timeIntervalSince(started) < 5, "\(path) took \(Date().timeIntervalSince(started)) s")
    }

    @Test(arguments: swiftUIInputs)
    func swiftInputEvaluatesOrFailsCleanly(_ path: String) throws {
        let data = try Self.bytes(path)
        let started = Date()
        data.withUnsafeBytes { FuzzEntryPoints.swiftUI($0) }
        #expect(Date().timeIntervalSince(started) < 5, "\(path) took \(Date().timeIntervalSince(started)) s")
    }

    @Test(arguments: textInputs)
    func textInputMeasuresOrFailsCleanly(_ path: String) throws {
        let data = try Self.bytes(path)
        let scratch = NSTemporaryDirectory() + "layoutcheck-fuzz-replay-\(UUID().uuidString).ttf"
        let started = Date()
        data.withUnsafeBytes { FuzzEntryPoints.text($0, scratchFile: scratch) }
        #expect(Date().timeIntervalSince(started) < 5, "\(path) took \(Date().timeIntervalSince(started)) s")
        #expect(!FileManager.default.fileExists(atPath: scratch))
    }
}
