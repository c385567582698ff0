import Foundation
import LayoutCheckKit
import Reports
import Testing

/// `--shard I/N` splits specs deterministically, shards partition the full run, and `layoutcheck merge` puts their
/// JSON reports back together into what the unsharded run prints (and JUnit/SARIF from that).
@Suite(.serialized)
struct ShardMergeTests {
    @Test func shardsPartitionPositions() {
        for count in 1...5 {
            let shards = (1...count).map { Shard(parsing: "\($0)/\(count)")! }
            for position in 0..<23 {
                #expect(shards.filter { $0.includes(position: position) }.count == 1, "\(position) in exactly one of \(count)")
            }
        }
        #expect(Shard(parsing: "0/2") == nil)
        #expect(Shard(parsing: "3/2") == nil)
        #expect(Shard(parsing: "1/0") == nil)
    }

    static func report(_ verdict: RunReport.Verdict, _ cases: [(String, String)], orphans: [String] = []) -> RunReport {
        RunReport(engineVersion: "1", verdict: verdict, cases: cases.map { file, device in
            CaseReport(spec: file, file: file, device: device, golden: "golden/\(file)/\(device).json", status: .passed,
                       findings: [], differences: [], breakpoints: [], layouts: 12)
        }, orphans: orphans)
    }

    @Test func mergeRestoresFullRunOrderAndTakesTheWorstVerdict() throws {
        let a = Self.report(.pass, [("a.yaml", "iphone-se"), ("a.yaml", "iphone-16"), ("c.yaml", "iphone-se")], orphans: ["x/y.json"])
        let b = Self.report(.regression, [("b.yaml", "iphone-16"), ("b.yaml", "iphone-se")], orphans: ["w/z.json", "x/y.json"])
        let merged = try ReportMerge.merge([b, a])
        #expect(merged.cases.map { "\($0.file) \($0.device)" }
                == ["a.yaml iphone-se", "a.yaml iphone-16", "b.yaml iphone-16", "b.yaml iphone-se", "c.yaml iphone-se"])
        #expect(merged.verdict == .regression)
        #expect(merged.orphans == ["w/z.json", "x/y.json"])
        #expect(try ReportMerge.merge([a, Self.report(.recorded, [("d.yaml", "ipad-11")])]).verdict == .recorded)
        #expect(try ReportMerge.merge([Self.report(.recorded, []), Self.report(.recordedRerun, [])]).verdict == .recordedRerun)
    }

    @Test func overlappingShardsAndMixedEnginesDoNotMerge() {
        let a = Self.report(.pass, [("a.yaml", "iphone-se")])
        #expect(throws: ReportMerge.Failure.duplicateCase(file: "a.yaml", device: "iphone-se")) { try ReportMerge.merge([a, a]) }
        var other = a
        other.engineVersion = "2"
        other.cases = []
        #expect(throws: ReportMerge.Failure.engineVersions(["1", "2"])) { try ReportMerge.merge([a, other]) }
        #expect(throws: ReportMerge.Failure.noReports) { try ReportMerge.merge([]) }
    }

    static func spec(_ name: String, title: String, devices: String) -> String {
        MainLoopTests.card(title: title).replacingOccurrences(of: "ResumeCard", with: name)
            .replacingOccurrences(of: "devices: [iphone-se]", with: "devices: [\(devices)]")
    }

    /// Three specs over two shards, end to end: the union of the shards is the full run, byte for byte once merged.
    @Test func mergedShardsEqualTheFullRun() throws {
        let project = try CommandLineHarness()
        defer { project.remove() }
        try project.write("layouts/a_card.yaml", Self.spec("ACard", title: "Dune", devices: "iphone-16, iphone-se"))
        try project.write("layouts/b_card.yaml", Self.spec("BCard", title: "Foundation", devices: "iphone-se"))
        try project.write("layouts/c_card.yaml", Self.spec("CCard", title: "Hyperion", devices: "iphone-se-1, iphone-16"))
        #expect(try project.run(["--record", "--accept-findings"]).status == 0)
        // A regression in the second shard's spec, so the merged verdict and exit code have something to carry.
        try project.write("layouts/b_card.yaml", Self.spec("BCard", title: MainLoopTests.longTitle, devices: "iphone-se"))

        let full = try project.run(["--format", "json"])
        #expect(full.status == 1)
        var shardFiles: [String] = []
        var shardSpecs: [[String]] = []
        for i in 1...2 {
            let shard = try project.run(["--shard", "\(i)/2", "--format", "json"])
            try project.write("shard\(i).json", shard.stdout)
            shardFiles.append("shard\(i).json")
            shardSpecs.append(try JSONReport.decode(Data(shard.stdout.utf8)).cases.map(\.spec))
        }
        #expect(Set(shardSpecs[0]).isDisjoint(with: shardSpecs[1]))
        #expect(try project.run(["--shard", "1/2", "--format", "json"]).stdout == project.read("shard1.json"),
                "the same shard twice gives the same bytes")

        let merged = try project.run(["merge"] + shardFiles + ["--format", "json", "--junit", "merged.xml", "--sarif", "merged.sarif"])
        #expect(merged.status == 1, "the merged verdict is the regression's: \(merged.stderr)")
        #expect(merged.stdout == full.stdout)
        _ = try project.run(["--format", "json", "--junit", "full.xml", "--sarif", "full.sarif"])
        #expect(project.read("merged.xml") == project.read("full.xml"))
        #expect(project.read("merged.sarif") == project.read("full.sarif"))
        #expect(try project.run(["merge"] + shardFiles + ["--format", "markdown"]).status == 1)

        let overlapping = try project.run(["merge", "shard1.json", "shard1.json"])
        #expect(overlapping.status == 2)
        #expect(overlapping.stderr.contains("more than one report"))
        #expect(try project.run(["merge", "missing.json"]).status == 3)
    }
}
