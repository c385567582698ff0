import ArgumentParser
import DynamicType
import Foundation
import LayoutCheckKit
import Localization
import Reports
import Snapshots
import CheckSettings

/// `layoutcheck` / `layoutcheck check`: the CI job. Evaluates every spec at every category on every device,
/// compares with golden/, and exits 0 pass, 1 regression, 2 usage or spec error, 3 environment error.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check every spec in layouts/ at all Dynamic Type sizes against golden/ (the default command).",
        discussion: """
        Exit codes: 0 pass, 1 regression (or goldens recorded in `missing` mode: re-run), 2 usage or spec error, \
        3 environment error (a missing font, an unwritable golden folder).
        Record modes (swift-snapshot-testing's): --record (= all), --record=missing|failed|never; \
        flag > LAYOUTCHECK_RECORD > layoutcheck.yml > default (never when CI is set, missing otherwise).
        """)

    @Argument(help: "Spec files or spec names to check (default: all). Other specs' goldens are never touched.")
    var specs: [String] = []

    @OptionGroup var project: ProjectRoot

    @Option(help: "Configuration file (default: ROOT/layoutcheck.yml when present).")
    var config: String?

    @Option(help: "Layouts folder (overrides the configuration).")
    var layouts: String?

    @Option(help: "Golden folder (overrides the configuration).")
    var golden: String?

    @Option(name: .customLong("record"), help: "Record mode: all, missing, failed, never. `--record` alone means all.")
    var record: String?

    @Flag(help: "Remove goldens whose spec or device is gone.")
    var prune = false

    @Flag(help: "Let recording accept new errors into goldens (without it, they are left out and the run fails).")
    var acceptFindings = false

    @Option(help: "Devices to check instead of each spec's (comma-separated preset names).")
    var device: String?

    @Option(help: "Categories to check (comma-separated, e.g. L,AX3,AX5).")
    var category: String?

    @Flag(help: "Check with the Bold Text setting on.")
    var boldText = false

    @Option(help: "Locales to check instead of the configured ones (comma-separated: de,ar,ja,pseudo-accented).")
    var locale: String?

    @Option(help: "Geometry tolerance in points when comparing with goldens (default 0.5).")
    var tolerance: Double?

    @Option(help: "Run shard I of N (1-based), e.g. 2/4: specs are split deterministically by path.")
    var shard: String?

    @OptionGroup var output: ReportFormat

    @Option(help: "Also write a JUnit XML report to this file.")
    var junit: String?

    @Option(help: "Also write a SARIF 2.1.0 report to this file (for code scanning).")
    var sarif: String?

    @Option(help: "Also write HTML previews of every case to this folder (golden and current side by side where they differ).")
    var html: String?

    @Flag(help: "Print the category × element matrix for every case, not only failing ones.")
    var verbose = false

    @Option(help: "Compare with a git revision instead of golden/ (e.g. origin/main): fails on errors the revision does not have; writes nothing.")
    var base: String?

    func run() throws {
        let environment = ProcessInfo.processInfo.environment
        let code = Self.execute(self, environment: environment)
        if code != 0 { throw ExitCode(code) }
    }

    static func execute(_ c: CheckCommand, environment: [String: String]) -> Int32 {
        do {
            let options = try c.options(environment: environment)
            let report = try c.base.map { try BaseComparison(options: options, ref: $0).run() } ?? Runner(options: options).run()
            try c.emit(report, environment: environment)
            switch report.verdict {
            case .pass, .recorded: return 0
            case .regression, .recordedRerun, .improved: return 1
            }
        } catch {
            let (messages, code) = Failure.status(error)
            Failure.printErrors(messages)
            return code
        }
    }

    func options(environment: [String: String]) throws -> RunOptions {
        var record: RecordMode?
        if let text = self.record {
            guard let mode = RecordMode(parsing: text) else {
                throw LayoutCheckError(.usage, "--record=\(text): expected all, missing, failed or never")
            }
            record = mode
        }
        var categories: [ContentSizeCategory]?
        if let list = category {
            categories = try list.split(separator: ",").map { name in
                guard let c = ContentSizeCategory(parsing: String(name)) else {
                    throw LayoutCheckError(.usage, "unknown category `\(name)` (use xSmall … accessibility5, or xS … AX5)")
                }
                return c
            }
        }
        var shard: Shard?
        if let text = self.shard {
            guard let s = Shard(parsing: text) else { throw LayoutCheckError(.usage, "--shard \(text): expected I/N with 1 ≤ I ≤ N") }
            shard = s
        }
        if base != nil, record != nil || prune {
            throw LayoutCheckError(.usage, "--base compares with a revision and writes nothing: drop --record and --prune")
        }
        guard ["text", "json", "markdown"].contains(output.format) else {
            throw LayoutCheckError(.usage, "--format \(output.format): expected text, json or markdown")
        }
        var options = RunOptions(root: project.root, configPath: config, layoutsDirectory: layouts, goldenDirectory: golden,
                                 specFilters: specs, devices: device.map { $0.split(separator: ",").map(String.init) },
                                 categories: categories, boldText: boldText ? true : nil, record: record, prune: prune,
                                 tolerance: tolerance, shard: shard, environment: environment)
        options.locales = try locale.map(Self.locales)
        options.htmlDirectory = html
        options.goldenWriter = Self.writer(environment)
        options.acceptFindings = acceptFindings
        return options
    }

    /// A test hook for the interrupted-recording test: `LAYOUTCHECK_TEST_STOP_BEFORE_RENAME=N` stops this process
    /// (SIGSTOP) once the Nth golden written (from 0) is a complete temporary file, before its rename, so the test
    /// can kill it at exactly that point.
    /// `--locale de,ar`: language tags and pseudolanguages.
    static func locales(_ text: String) throws -> [LocaleSetting] {
        try text.split(separator: ",").map { item in
            let name = item.trimmingCharacters(in: .whitespaces)
            guard let locale = LocaleSetting(name) else {
                throw LayoutCheckError(.usage, "--locale \(name): expected a language tag (de, ar, zh-Hans) or a pseudolanguage ("
                                       + LocaleSetting.pseudoLanguageNames.joined(separator: ", ") + ")")
            }
            return locale
        }
    }

    static func writer(_ environment: [String: String]) -> any GoldenWriting {
        guard let n = environment["LAYOUTCHECK_TEST_STOP_BEFORE_RENAME"].flatMap(Int.init) else { return AtomicGoldenWriter() }
        return AtomicGoldenWriter { index in if index == n { raise(SIGSTOP) } }
    }

    func emit(_ report: RunReport, environment: [String: String]) throws {
        switch output.format {
        case "json": print(try JSONReport.render(report), terminator: "")
        case "markdown": print(MarkdownReport.render(report, previewURL: environment["LAYOUTCHECK_PREVIEW_URL"]), terminator: "")
        default:
            let colour = isatty(STDOUT_FILENO) == 1 && environment["NO_COLOR"] == nil
            print(TerminalReport(colour: colour, verbose: verbose).render(report), terminator: "")
        }
        if environment["GITHUB_ACTIONS"] == "true" { print(GitHubAnnotations.render(report), terminator: "") }
        // GitHub shows this file on the run's summary page: the same facts as the pull-request comment.
        if let summary = environment["GITHUB_STEP_SUMMARY"], !summary.isEmpty {
            let text = MarkdownReport.render(report, previewURL: environment["LAYOUTCHECK_PREVIEW_URL"])
            if let handle = FileHandle(forWritingAtPath: summary) {
                handle.seekToEndOfFile()
                handle.write(Data(text.utf8))
                try? handle.close()
            } else {
                try write(text, to: summary)
            }
        }
        if let junit { try write(JUnitReport.render(report), to: junit) }
        if let sarif { try write(try SARIFReport.render(report, rules: Reporting.sarifRules, toolVersion: Project.engineVersion), to: sarif) }
    }

    func write(_ text: String, to path: String) throws {
        do {
            try AtomicFile.write(Data(text.utf8), to: URL(fileURLWithPath: path))
        } catch {
            throw LayoutCheckError(.environment, "\(path): cannot write report: \(error)")
        }
    }
}
