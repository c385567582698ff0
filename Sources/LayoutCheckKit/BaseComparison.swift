import Checks
import Foundation
import Reports
import Snapshots
import Specs
import ViewModel

/// `layoutcheck --base REF`: the same checks on a git revision, for teams that keep no goldens. The revision is read
/// with `git archive` into a temporary folder (nothing is written to the user's tree or repository), both trees are
/// evaluated, and each case's findings are classified against the revision's as a golden's would be: a finding the
/// base lacks is new, and a new error fails the run, as a pull-request bot reports what a change made newly fail.
/// Layout moves alone are not failures here (there is no recorded layout to hold), nor are findings the base had.
public struct BaseComparison {
    public var options: RunOptions
    public var ref: String

    public init(options: RunOptions, ref: String) { self.options = options; self.ref = ref }

    public func run() throws -> RunReport {
        let checkout = try BaseCheckout(ref: ref, root: options.root)
        defer { checkout.remove() }
        var baseOptions = options
        baseOptions.root = checkout.root
        baseOptions.configPath = options.configPath.map(checkout.path)
        baseOptions.htmlDirectory = nil
        let head = try evaluate(options)
        // A revision that cannot be evaluated (no configuration yet, a broken spec) has nothing to compare with.
        let base = (try? evaluate(baseOptions)) ?? (evaluations: [], notEvaluated: [], plan: nil)
        let baseCases = Dictionary(base.evaluations.map { ("\($0.source.name)\u{1F}\($0.device.name)", $0) },
                                   uniquingKeysWith: { a, _ in a })
        let project = head.plan!.project
        var reports: [CaseReport] = []
        var failed = false
        for evaluation in head.evaluations {
            let (report, fails) = judge(evaluation, against: baseCases["\(evaluation.source.name)\u{1F}\(evaluation.device.name)"],
                                        project: project, tolerance: head.plan!.tolerance)
            reports.append(report)
            failed = failed || fails
        }
        // A preview that evaluated on the base and no longer does is a regression; one that never did is not new.
        let baseBroken = Set(base.notEvaluated.map { "\($0.source.name)\u{1F}\($0.device.name)" })
        let runner = Runner(options: options)
        for n in head.notEvaluated {
            var report = runner.report(n, project: project)
            if baseBroken.contains("\(n.source.name)\u{1F}\(n.device.name)") {
                report.differences = report.differences.map { var d = $0; d.kind = .recorded; return d }
                report.status = .passed
            } else {
                failed = true
            }
            reports.append(report)
        }
        if let html = options.htmlDirectory {
            let unchecked = PreviewExport.unchecked(head.notEvaluated, head.plan!.selection, project)
            _ = try PreviewExport(project: project, tolerance: options.tolerance).write(head.evaluations, unchecked: unchecked, to: html)
        }
        return RunReport(engineVersion: Project.engineVersion, verdict: failed ? .regression : .pass, cases: reports,
                         skipped: options.specFilters.isEmpty ? project.skippedReports(head.plan!.selection) : [],
                         inactive: options.specFilters.isEmpty ? project.inactiveReports(head.plan!.selection) : [])
    }

    func evaluate(_ options: RunOptions) throws
        -> (evaluations: [CaseEvaluation], notEvaluated: [Runner.NotEvaluated], plan: RunPlan?) {
        var options = options
        options.record = .never  // what RunPlan resolves; nothing here ever writes
        let plan = try RunPlan(options: options)
        let evaluator = CaseEvaluator(project: plan.project, categories: options.categories, boldText: options.boldText,
                                      locales: options.locales)
        let (evaluations, notEvaluated) = try Runner(options: options).evaluateInParallel(plan.cases, evaluator)
        return (evaluations, notEvaluated, plan)
    }

    /// One head case against the base's same case (none: every finding is new).
    func judge(_ head: CaseEvaluation, against base: CaseEvaluation?, project: Project, tolerance: Double) -> (CaseReport, Bool) {
        func golden(_ e: CaseEvaluation?) -> Golden {
            var variants: [String: [CategoryResult]] = [:]
            for v in e?.variants ?? [] { variants[v.name] = v.results }
            return Golden(spec: head.source.name, device: head.device.name, engineVersion: Project.engineVersion,
                          fontHashes: [:], variants: variants)
        }
        var verdict = judgeGolden(recorded: golden(base), current: golden(head), findings: head.findings, mode: .never,
                                  tolerance: tolerance)
        verdict.comparison?.differences = []
        verdict.comparison?.notes = []
        let fails = verdict.findings.new.contains { $0.severity == .error }
        verdict.decision.outcome = fails ? .failed : .passed
        verdict.decision.write = false
        verdict.decision.failsRun = fails
        var report = CaseReport(source: head.source.name, file: project.displayPath(head.source.file), device: head.device.name,
                                golden: "base \(ref)", verdict: verdict, variants: head.variants,
                                displayPath: project.displayPath, stubs: Set(project.config.stubs.keys),
                                notShown: head.notShownSentences(project))
        if report.status == .improved { report.status = .passed }
        return (report, fails)
    }
}

/// A git revision's files in a temporary folder, read with `git archive` (the user's tree and `.git` untouched).
struct BaseCheckout {
    let folder: URL
    /// The project root inside the checkout (the same path below the repository's top as the head's root).
    let root: String
    private let top: String

    init(ref: String, root headRoot: String) throws {
        let top = try Self.git(["rev-parse", "--show-toplevel"], in: headRoot).trimmingCharacters(in: .whitespacesAndNewlines)
        let prefix = try Self.git(["rev-parse", "--show-prefix"], in: headRoot).trimmingCharacters(in: .whitespacesAndNewlines)
        _ = try Self.git(["rev-parse", "--verify", "--quiet", ref + "^{commit}"], in: headRoot)
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutcheck-base-\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        self.top = top
        root = prefix.isEmpty ? folder.path : folder.appendingPathComponent(prefix).path
        do { try Self.extract(ref, from: top, into: folder) } catch { remove(); throw error }
    }

    /// A path of the head's tree, as it is inside the checkout (paths outside the repository stay as they are).
    func path(_ headPath: String) -> String {
        let absolute = (headPath.hasPrefix("/") ? headPath : FileManager.default.currentDirectoryPath + "/" + headPath)
        let standardized = (absolute as NSString).standardizingPath
        guard standardized.hasPrefix(top + "/") else { return headPath }
        return folder.path + String(standardized.dropFirst(top.count))
    }

    func remove() { try? FileManager.default.removeItem(at: folder) }

    /// `git archive REF`, unpacked: the revision's tracked files, nothing else.
    static func extract(_ ref: String, from top: String, into folder: URL) throws {
        let tarball = folder.appendingPathComponent(".base.tar").path
        _ = try git(["archive", "--format=tar", "-o", tarball, ref], in: top)
        let tar = Process()
        tar.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        tar.arguments = ["tar", "-x", "-f", tarball, "-C", folder.path]
        do { try tar.run() } catch { throw LayoutCheckError(.environment, "--base: cannot run tar: \(error)") }
        tar.waitUntilExit()
        try? FileManager.default.removeItem(atPath: tarball)
        guard tar.terminationStatus == 0 else { throw LayoutCheckError(.environment, "--base \(ref): cannot unpack the revision") }
    }

    /// Runs git in `folder`; its standard output, or an error naming what failed.
    static func git(_ arguments: [String], in folder: String) throws -> String {
        let process = Process(), out = Pipe(), err = Pipe()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", folder] + arguments
        process.standardOutput = out
        process.standardError = err
        do { try process.run() } catch { throw LayoutCheckError(.environment, "--base needs git: \(error)") }
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            let what = arguments.contains("--verify") ? "`\(arguments[3].dropLast(9))` is not a revision of the repository"
                : "\(folder) is not in a git repository"
            throw LayoutCheckError(.usage, "--base: \(what)\(message.isEmpty ? "" : " (\(message.trimmingCharacters(in: .whitespacesAndNewlines)))")")
        }
        return String(decoding: data, as: UTF8.self)
    }
}
