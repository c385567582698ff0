import Foundation
import Testing

/// A scratch project with a recorded golden, for feeding the real executable something bad and checking the
/// contract of issue 4: the documented exit code, a message naming the file (and line), and every golden left
/// byte-identical with no file added or removed under golden/.
struct BadInputProject {
    let harness: CommandLineHarness

    static let card = """
        name: Card
        devices: [iphone-se]
        variants:
          default: {title: "Dune"}
        body:
          vstack:
            - text: "{title}"
              id: title
              lineLimit: 1
            - button: {title: Resume, padding: 12}
              id: resume
        """

    static let cardGolden = "golden/card/iphone-se.json"

    /// A project whose `layouts/card.yaml` is recorded, so there is a golden to protect: a copy of one recorded
    /// once per test process (recording costs a full evaluation).
    init() throws {
        harness = try CommandLineHarness()
        let template = try Self.template.get()
        try FileManager.default.removeItem(at: harness.directory)
        try FileManager.default.copyItem(at: template, to: harness.directory)
        try #require(harness.exists(Self.cardGolden))
    }

    private static let template: Result<URL, Error> = Result {
        let project = try CommandLineHarness()
        try project.write("layouts/card.yaml", card)
        let recorded = try project.run(["--record", "--accept-findings"])
        guard recorded.status == 0 else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: "baseline: \(recorded.stderr)"])
        }
        return project.directory
    }

    var directory: URL { harness.directory }

    func write(_ path: String, _ text: String) throws { try harness.write(path, text) }

    func write(_ path: String, bytes: Data) throws {
        let url = directory.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try bytes.write(to: url)
    }

    /// Every file under golden/ (dot files included) with its bytes.
    func goldenSnapshot() -> [String: Data] {
        let root = directory.appendingPathComponent("golden")
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey]) else { return [:] }
        var files: [String: Data] = [:]
        let base = root.standardizedFileURL.path + "/"
        for case let url as URL in walker {
            let path = url.standardizedFileURL.path
            guard let data = FileManager.default.contents(atPath: path) else { continue }
            files[String(path.dropFirst(base.count))] = data
        }
        return files
    }

    /// Runs `layoutcheck ARGUMENTS` once per mode (by default a local run, which records missing goldens, and
    /// `--record`, which records all) and checks each: exit `status`, every fragment in stderr, no crash, goldens
    /// unchanged. Returns the first run's stderr.
    @discardableResult
    func expectRejected(_ arguments: [String] = [], modes: [[String]] = [[], ["--record"]], status: Int32,
                        mentions fragments: [String], sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        let before = goldenSnapshot()
        var first = ""
        for extra in modes {
            let outcome = try harness.run(arguments + extra)
            if first.isEmpty { first = outcome.stderr }
            #expect(outcome.status == status, "\(arguments + extra): \(outcome.stderr)\(outcome.stdout)",
                    sourceLocation: sourceLocation)
            for fragment in fragments {
                #expect(outcome.stderr.contains(fragment), "expected `\(fragment)` in: \(outcome.stderr)",
                        sourceLocation: sourceLocation)
            }
            #expect(!outcome.stderr.contains("Fatal error") && !outcome.stderr.contains("crashed"),
                    sourceLocation: sourceLocation)
            #expect(goldenSnapshot() == before, "goldens changed after \(arguments + extra)", sourceLocation: sourceLocation)
        }
        return first
    }

    func remove() { harness.remove() }
}
