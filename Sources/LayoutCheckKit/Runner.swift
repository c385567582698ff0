import Checks
import DynamicType
import Foundation
import Layout
import Reports
import Snapshots
import Specs
import ViewModel
import SwiftUISource

/// The main job, in phases that pass plain values: plan → evaluate every case → judge each against its golden →
/// commit the writes → find orphans → verdict. It decides nothing about exit codes or printing.
public struct Runner: Sendable {
    public var options: RunOptions

    public init(options: RunOptions) { self.options = options }

    public func run() throws -> RunReport {
        let plan = try RunPlan(options: options)
        let evaluator = CaseEvaluator(project: plan.project, categories: options.categories, boldText: options.boldText,
                                      locales: options.locales)
        let (evaluations, notEvaluated) = try evaluateInParallel(plan.cases, evaluator)
        if let html = options.htmlDirectory {
            let unchecked = PreviewExport.unchecked(notEvaluated, plan.selection, plan.project)
            _ = try PreviewExport(project: plan.project, tolerance: options.tolerance).write(evaluations, unchecked: unchecked, to: html)
        }
        let judged = try judge(evaluations, plan)
        try commit(judged.writes, plan)
        let (orphans, pruned) = try orphans(plan)
        let reports = judged.reports + notEvaluated.map { report($0, project: plan.project) }
        let failed = judged.anyFailure || !notEvaluated.isEmpty
        let verdict: RunReport.Verdict
        if failed {
            if reports.contains(where: { [.failed, .missingGolden, .notEvaluated, .findingsNotAccepted].contains($0.status) }) {
                verdict = .regression
            } else if reports.contains(where: { $0.status == .improved }) {
                verdict = .improved
            } else {
                verdict = .recordedRerun
            }
        } else {
            verdict = reports.contains { $0.status == .recorded } && plan.recordMode.isExplicit ? .recorded : .pass
        }
        // A run filtered to some sources says nothing of the previews it did not look at.
        let whole = options.specFilters.isEmpty
        return RunReport(engineVersion: Project.engineVersion, verdict: verdict, cases: reports,
                         orphans: options.prune ? [] : orphans, pruned: pruned,
                         skipped: whole ? plan.project.skippedReports(plan.selection) : [],
                         staleSkips: whole ? staleSkips(plan) : [],
                         inactive: whole ? plan.project.inactiveReports(plan.selection) : [])
    }

    /// `skip:` entries that do nothing: matching no preview, or naming one that evaluates now (each skipped preview
    /// is tried up to its first diagnostic, on every core), so a baseline never hides a preview that could be checked.
    func staleSkips(_ plan: RunPlan) -> [StaleSkip] {
        let skipped = plan.selection.skipped
        let evaluates = ResultSlots<Bool>(count: skipped.count)
        DispatchQueue.concurrentPerform(iterations: skipped.count) { i in
            evaluates.set(i, .success(PreviewCatalog.diagnostics(skipped[i].preview, plan.project, firstOnly: true).isEmpty))
        }
        let now = zip(skipped, evaluates.values).filter { (try? $0.1.get()) == true }.map { StaleSkip(key: $0.0.key, why: .evaluates) }
        return plan.selection.unmatchedSkips.map { StaleSkip(key: $0, why: .noPreview) }
            + plan.selection.inactiveSkips.map { StaleSkip(key: $0, why: .inactive) } + now
    }

    /// Every evaluation against its golden, on every core (reading and comparing goldens is as much work as
    /// evaluating); folded in case order, so reports and errors are the same as a serial loop's. Every bad golden is
    /// reported together, and then nothing is written (environment errors outrank spec ones).
    func judge(_ evaluations: [CaseEvaluation], _ plan: RunPlan) throws
        -> (reports: [CaseReport], writes: [PendingGolden], anyFailure: Bool) {
        let checks = ResultSlots<GoldenCheck.Outcome>(count: evaluations.count)
        DispatchQueue.concurrentPerform(iterations: evaluations.count) { i in
            checks.set(i, Result {
                try GoldenCheck(project: plan.project, evaluation: evaluations[i], mode: plan.recordMode.mode,
                                tolerance: plan.tolerance, partialView: plan.partialView, acceptFindings: plan.acceptFindings).run()
            })
        }
        var reports: [CaseReport] = [], writes: [PendingGolden] = [], errors: [LayoutCheckError] = []
        var anyFailure = false
        for checked in checks.values {
            do {
                let outcome = try checked.get()
                anyFailure = anyFailure || outcome.failsRun
                reports.append(outcome.report)
                if let w = outcome.write { writes.append(w) }
            } catch let error as LayoutCheckError {
                errors.append(error)
            }
        }
        if !errors.isEmpty {
            let kind: LayoutCheckError.Kind = errors.contains { $0.kind == .environment } ? .environment : .spec
            throw LayoutCheckError(kind, errors.flatMap(\.messages))
        }
        return (reports, writes, anyFailure)
    }

    /// Writes what was decided. A run that may record first sweeps what a killed writer left beside its own
    /// goldens (never in CI mode, never in other sources' folders).
    func commit(_ writes: [PendingGolden], _ plan: RunPlan) throws {
        if plan.recordMode.mode != .never {
            let goldenURL = URL(fileURLWithPath: plan.project.goldenDirectory)
            let folders = Set(plan.expectedGoldens.map { ($0 as NSString).deletingLastPathComponent })
            for folder in folders.sorted() { AtomicFile.removeStaleTemporaries(in: goldenURL.appendingPathComponent(folder)) }
        }
        for w in writes { try options.goldenWriter.write(w) }
    }

    /// Goldens no case expects. A filtered or sharded run looks only inside its own sources' folders, so it never
    /// reports (or prunes) the goldens of sources it did not evaluate; a run on chosen devices cannot tell another
    /// device's golden from an orphan, so it looks for none.
    func orphans(_ plan: RunPlan) throws -> (orphans: [String], pruned: [String]) {
        guard options.devices == nil else { return ([], []) }
        let goldenURL = URL(fileURLWithPath: plan.project.goldenDirectory)
        let within = plan.isPartialSelection ? plan.sources.map(\.goldenFolder) : nil
        // Goldens of a preview in an inactive `#if` clause are kept: it was not evaluated, so nothing is known of them.
        // (One sharing its name with a compiled preview, as `#if os(iOS) … #else` often does, keeps nothing extra.)
        let checkedFolders = Set(plan.selection.sources.map(\.goldenFolder))
        let inactiveFolders = plan.selection.inactive.map(\.goldenFolder).filter { !checkedFolders.contains($0) }.map { $0 + "/" }
        let orphans = GoldenFiles.orphans(in: goldenURL, expected: plan.expectedGoldens, within: within)
            .filter { path in !inactiveFolders.contains { path.hasPrefix($0) } }
        guard options.prune, !orphans.isEmpty else { return (orphans, []) }
        do { try GoldenFiles.prune(orphans, in: goldenURL) } catch {
            throw LayoutCheckError(.environment, "\(plan.project.goldenDirectory): cannot prune: \(error)")
        }
        return (orphans, orphans)
    }

    /// A case the Swift front end could not evaluate: never compared, never recorded, and it fails the run.
    struct NotEvaluated {
        var source: any LayoutSource
        var device: ViewModel.Device
        var diagnostic: SwiftDiagnostic
    }

    /// Evaluates cases on every core; results come back in the input order, so output is deterministic.
    func evaluateInParallel(_ cases: [(source: any LayoutSource, device: ViewModel.Device)], _ evaluator: CaseEvaluator) throws
        -> (evaluations: [CaseEvaluation], notEvaluated: [NotEvaluated]) {
        let slots = ResultSlots<CaseEvaluation>(count: cases.count)
        DispatchQueue.concurrentPerform(iterations: cases.count) { i in
            slots.set(i, Result { try evaluator.evaluate(cases[i].source, on: cases[i].device) })
        }
        var evaluations: [CaseEvaluation] = []
        var notEvaluated: [NotEvaluated] = []
        var errors: [String] = []
        for (i, result) in slots.values.enumerated() {
            switch result {
            case .success(let e): evaluations.append(e)
            case .failure(let d as SwiftDiagnostic): notEvaluated.append(NotEvaluated(source: cases[i].source, device: cases[i].device, diagnostic: d))
            case .failure(let error as SpecErrors): errors += error.errors.map(\.description)
            case .failure(let error): errors.append("\(error)")
            }
        }
        if !errors.isEmpty {
            var seen = Set<String>()
            throw LayoutCheckError(.spec, errors.filter { seen.insert($0).inserted })
        }
        return (evaluations, notEvaluated)
    }

    /// One difference per blocker, each at its own line.
    func report(_ n: NotEvaluated, project: Project) -> CaseReport {
        let golden = GoldenFiles.relativePath(folder: n.source.goldenFolder, device: n.device.name)
        let differences = n.diagnostic.allBlockers.map { d in
            Difference(kind: .regression, sentence: "not evaluated: \(d.shownMessage) (or list \"\(n.source.name)\" under "
                       + "`skip:` in layoutcheck.yml with a reason)",
                       element: nil, variant: nil, file: project.displayPath(d.location.file), line: d.location.line)
        }
        return CaseReport(spec: n.source.name, file: project.displayPath(n.source.file), device: n.device.name,
                          golden: project.displayPath(project.goldenDirectory + "/" + golden), status: .notEvaluated,
                          findings: [], differences: differences, breakpoints: [], layouts: 0)
    }
}

/// Fixed slots written once each from concurrent iterations.
final class ResultSlots<Value>: @unchecked Sendable {  // each index written by exactly one iteration, under `lock`
    private let lock = NSLock()
    private var slots: [Result<Value, Error>?]

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: Result<Value, Error>) {
        lock.lock(); defer { lock.unlock() }
        slots[index] = value
    }

    var values: [Result<Value, Error>] {
        lock.lock(); defer { lock.unlock() }
        return slots.map { $0! }
    }
}
