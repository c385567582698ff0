import Foundation
import Testing

/// Bad files and folders around the specs: layouts folders, unreadable and non-UTF-8 files, goldens, fonts and
/// layoutcheck.yml. Exit codes as documented: 2 spec (or golden, or configuration) error, 3 environment error.
@Suite struct BadInputFileTests {
    @Test func missingLayoutsFolderIsAnEnvironmentError() throws {
        let project = try BadInputProject()
        defer { project.remove() }
        try FileManager.default.removeItem(at: project.directory.appendingPathComponent("layouts"))
        try project.expectRejected(status: 3, mentions: ["layouts: layouts folder not found"])
    }

    /// A CI job that checks nothing must not pass: most likely `layouts:` points at the wrong folder.
    @Test func emptyLayoutsFolderIsAnError() throws {
        let project = try BadInputProject()
        defer { project.remove() }
        try FileManager.default.removeItem(at: project.directory.appendingPathComponent("layouts/card.yaml"))
        try project.expectRejected(status: 2, mentions: ["layouts: no specs in the layouts folder"])
    }

    /// chmod 000 does not stop root (tests run as root in CI containers), so there a directory stands in for the
    /// unreadable file; elsewhere both are tried.
    @Test func unreadableSpecNamesTheFile() throws {
        let project = try BadInputProject()
        defer { project.remove() }
        let url = project.directory.appendingPathComponent("layouts/bad.yaml")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        try project.expectRejected(status: 2, mentions: ["layouts/bad.yaml:1:1: error: cannot read file: it is a directory"])
        try FileManager.default.removeItem(at: url)
        if getuid() != 0 {
            try project.write("layouts/bad.yaml", BadInputProject.card)
            chmod(url.path, 0)
            defer { chmod(url.path, 0o644) }
            try project.expectRejected(status: 2, mentions: ["layouts/bad.yaml:1:1: error: cannot read file (permission denied)"])
        }
    }

    @Test func nonUTF8SpecPointsAtTheFirstBadByte() throws {
        let project = try BadInputProject()
        defer { project.remove() }
        try project.write("layouts/bad.yaml", bytes: Data("name: Bad\nbody:\n  text: \"caf".utf8) + Data([0xE9, 0x22, 0x0A]))
        try project.expectRejected(status: 2, mentions: ["layouts/bad.yaml:3:13: error: file is not UTF-8 text"])
    }

    @Test func brokenSharedComponentNamesItsFile() throws {
        let project = try BadInputProject()
        defer { project.remove() }
        try project.write("layouts/components/shared.yaml", "components:\n  Row: {body: {text: [oops}}\n")
        try project.expectRejected(status: 2, mentions: ["layouts/components/shared.yaml:2:"])
    }

    // MARK: goldens

    static let badGoldens: [(name: String, bytes: String, mentions: String)] = [
        ("truncated", "{\"device\": \"iphone-se\", \"engine", "not valid JSON"),
        ("empty", "", "not valid JSON"),
        ("not an object", "[1, 2, 3]", "no schemaVersion"),
        ("wrong field type", "{\"schemaVersion\": 1, \"spec\": 12}", "not a layoutcheck golden"),
        ("version 1e300", "{\"schemaVersion\": 1e300}", "is newer than this layoutcheck supports"),
        ("version -1", "{\"schemaVersion\": -1}", "is not a version number"),
    ]

    /// An invalid golden fails every run that reads it and nothing is written, not even another spec's missing
    /// golden; only an explicit `--record` (= all) replaces it.
    @Test(arguments: badGoldens.indices)
    func invalidGoldenIsASpecErrorAndBlocksAllWrites(_ index: Int) throws {
        let bad = Self.badGoldens[index]
        let project = try BadInputProject()
        defer { project.remove() }
        try project.write(BadInputProject.cardGolden, bad.bytes)
        try project.write("layouts/other.yaml", BadInputProject.card.replacingOccurrences(of: "name: Card", with: "name: Other"))
        // A local run records missing goldens, so it would write other.yaml's if it went on.
        try project.expectRejected(modes: [[], ["--record=failed"]], status: 2,
                                   mentions: ["golden/card/iphone-se.json", bad.mentions])
        #expect(!project.harness.exists("golden/other"), "a run that stopped on a bad golden wrote another")
        if bad.mentions.contains("newer") { return }
        let rerecorded = try project.harness.run(["--record", "--accept-findings"])
        #expect(rerecorded.status == 0, "\(rerecorded.stderr)")
        #expect(project.harness.exists("golden/other/iphone-se.json"))
    }

    /// A golden from a newer layoutcheck is never downgraded, even by `--record`.
    @Test func goldenFromANewerSchemaIsNeverOverwritten() throws {
        let project = try BadInputProject()
        defer { project.remove() }
        let current = try #require(project.harness.read(BadInputProject.cardGolden))
        try project.write(BadInputProject.cardGolden, current.replacingOccurrences(of: "\"schemaVersion\": 2", with: "\"schemaVersion\": 3"))
        try project.expectRejected(modes: [[], ["--record"]], status: 2,
                                   mentions: ["golden/card/iphone-se.json: golden schema version 3 is newer", "upgrade layoutcheck"])
    }

    @Test func goldenThatIsADirectoryIsAnEnvironmentError() throws {
        let project = try BadInputProject()
        defer { project.remove() }
        let url = project.directory.appendingPathComponent(BadInputProject.cardGolden)
        try FileManager.default.removeItem(at: url)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        try project.expectRejected(status: 3, mentions: ["golden/card/iphone-se.json: cannot read golden (it is a directory)"])
    }

    // MARK: fonts and configuration

    static let fontConfig = "fonts:\n  system: {text: fonts/Custom.ttf, display: null}\n"

    static func interPrefix(_ count: Int) throws -> Data {
        let data = try Data(contentsOf: URL(fileURLWithPath: CommandLineHarness.repositoryFonts + "/Inter-roman.var.ttf"))
        return data.prefix(count)
    }

    @Test func missingFontFile() throws {
        let project = try BadInputProject()
        defer { project.remove() }
        try project.write("layoutcheck.yml", Self.fontConfig)
        try project.expectRejected(status: 3, mentions: ["font file not found: fonts/Custom.ttf"])
    }

    @Test(arguments: ["truncated", "text", "empty", "directory", "family"])
    func fontThatCannotBeLoaded(_ kind: String) throws {
        let project = try BadInputProject()
        defer { project.remove() }
        try project.write("layoutcheck.yml", kind == "family"
            ? "fonts:\n  families: {Lora: fonts/Custom.ttf}\n" : Self.fontConfig)
        let expected: String
        switch kind {
        case "truncated":
            try project.write("fonts/Custom.ttf", bytes: try Self.interPrefix(5_000))
            expected = "corrupt font file fonts/Custom.ttf"
        case "directory":
            try FileManager.default.createDirectory(at: project.directory.appendingPathComponent("fonts/Custom.ttf"),
                                                    withIntermediateDirectories: true)
            expected = "fonts/Custom.ttf: is a directory"
        case "empty":
            try project.write("fonts/Custom.ttf", bytes: Data())
            expected = "not a font file (unknown format): fonts/Custom.ttf"
        default:
            try project.write("fonts/Custom.ttf", "this is a README, not a font\n")
            expected = "not a font file (unknown format): fonts/Custom.ttf"
        }
        try project.expectRejected(status: 3, mentions: [expected])
    }

    @Test func brokenConfiguration() throws {
        let project = try BadInputProject()
        defer { project.remove() }
        try project.write("layoutcheck.yml", "tolerance: 0.5\nfonts: {system: [unclosed\n")
        try project.expectRejected(status: 2, mentions: ["layoutcheck.yml:3:1: error: YAML syntax"])
        try project.write("layoutcheck.yml", "tolerance: 1e300\n")
        try project.expectRejected(status: 2, mentions: ["layoutcheck.yml:1:12", "out of range"])
        try project.write("layoutcheck.yml", "fonts:\n  families: {Lora: {path: x.ttf, index: 1e300}}\n")
        try project.expectRejected(status: 2, mentions: ["layoutcheck.yml:2:", "out of range"])
    }
}
