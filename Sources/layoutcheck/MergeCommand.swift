import ArgumentParser
import Foundation
import LayoutCheckKit
import Reports

/// `layoutcheck merge`: the JSON reports of `--shard I/N` runs → one report, as one unsharded run would print it.
/// JUnit and SARIF are re-rendered from the merged report rather than stitched from the shards' files, so they
/// agree with each other and with the summary by construction.
struct MergeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Merge the JSON reports of sharded runs (`check --shard I/N --format json`) into one.",
        discussion: """
        Exit codes: 0 the merged verdict passes, 1 regression (or goldens recorded in `missing` mode), \
        2 usage error or reports that do not merge (overlapping shards, different engine versions), \
        3 a report that cannot be read or written.
        """)

    @Argument(help: "JSON reports written by `layoutcheck check --format json` (one per shard).")
    var reports: [String]

    @OptionGroup var output: ReportFormat

    @Option(help: "Also write the merged JUnit XML report to this file.")
    var junit: String?

    @Option(help: "Also write the merged SARIF 2.1.0 report to this file.")
    var sarif: String?

    @Flag(help: "Print the category × element matrix for every case, not only failing ones.")
    var verbose = false

    func run() throws {
        guard !reports.isEmpty else { fail(2, "give at least one JSON report") }
        guard ["text", "json", "markdown"].contains(output.format) else { fail(2, "--format \(output.format): expected text, json or markdown") }
        let report: RunReport
        do {
            var shards: [RunReport] = []
            for path in reports {
                guard let data = FileManager.default.contents(atPath: path) else { fail(3, "\(path): cannot read report") }
                do { shards.append(try JSONReport.decode(data)) } catch {
                    fail(2, "\(path): not a layoutcheck JSON report (\(error))")
                }
            }
            report = try ReportMerge.merge(shards)
        } catch let error as ReportMerge.Failure {
            fail(2, error.description)
        }
        var check = try CheckCommand.parse(["--format", output.format] + (verbose ? ["--verbose"] : []))
        check.junit = junit
        check.sarif = sarif
        do {
            try check.emit(report, environment: ProcessInfo.processInfo.environment)
        } catch let error as LayoutCheckError {
            let (messages, code) = Failure.status(error)
            Failure.printErrors(messages)
            throw ExitCode(code)
        }
        switch report.verdict {
        case .pass, .recorded: return
        case .regression, .recordedRerun, .improved: throw ExitCode(1)
        }
    }

    private func fail(_ code: Int32, _ message: String) -> Never {
        Failure.printErrors([message])
        Foundation.exit(code)
    }
}
