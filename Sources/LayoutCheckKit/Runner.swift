import Checks
import DynamicType
import Foundation
import Layout
import Reports
import Snapshots
import Specs
import SwiftUISource

/// The main job: evaluates every spec × device × variant × category, compares each (spec, device) with its golden,
/// writes goldens as the record mode says, and reports. It decides nothing about exit codes or printing.
public struct Runner: Sendable {
    public var options: RunOptions

    public init(options: RunOptions) { self.options = options }

    public func run() throws -> RunReport {
        let project = try Project(options: options)
        let config = project.config
        let recordMode: RecordModeResolution
        do {
            recordMode = try resolveRecordMode(flag: options.record, environment: options.environment,
                                               configuration: config.record.flatMap { RecordMode(rawValue: $0.rawValue) })
        } catch {
            throw LayoutCheckError(.usage, "\(error)")
        }
        // `--category` and `--bold-text` evaluate part of (or beside) what goldens hold: such a run compares what it
        // evaluated and never writes, so a what-if run cannot overwrite a full golden with a partial one.
        let partialView = (options.categories.map { Set($0) != Set(config.categories) } ?? false)
            || (options.boldText.map { [$0] != config.boldText } ?? false)
        if partialView, recordMode.isExplicit, recordMode.mode != .never {
            throw LayoutCheckError(.usage, "--record cannot be combined with --category or --bold-text: goldens hold every "
                                   + "configured category and Bold Text setting (set `categories:`/`boldText:` in layoutcheck.yml)")
        }
        var specs = try project.loadSources(filters: options.specFilters)
        if let shard = options.shard {
            specs = specs.enumerated().filter { shard.includes(position: $0.offset) }.map(\.element)
        }
        let cases = try plannedCases(specs, project: project)
        let evaluator = CaseEvaluator(project: project, categories: options.categories, boldText: options.boldText)
        let (evaluations, notEvaluated) = try evaluateInParallel(cases, evaluator)
        if let html = options.htmlDirectory { _ = try PreviewExport(project: project, tolerance: options.tolerance).write(evaluations, to: html) }

        var reports: [CaseReport] = []
        var anyFailure = !notEvaluated.isEmpty
        var anyWritten = false
        var writes: [(data: Data, url: URL, display: String)] = []
        var goldenErrors: [LayoutCheckError] = []
        // Reading and comparing goldens (JSON decoding) is as much work as evaluating: on every core too. Results
        // are folded in case order, so reports and errors are the same as a serial loop's.
        let checks = ResultSlots<GoldenCheck.Outcome>(count: evaluations.count)
        let tolerance = options.tolerance ?? config.tolerance
        DispatchQueue.concurrentPerform(iterations: evaluations.count) { i in
            checks.set(i, Result {
                try GoldenCheck(project: project, evaluation: evaluations[i], mode: recordMode.mode, tolerance: tolerance,
                                partialView: partialView).run()
            })
        }
        for checked in checks.values {
            do {
                let outcome = try checked.get()
                anyFailure = anyFailure || outcome.failsRun
                anyWritten = anyWritten || outcome.report.status == .recorded
                reports.append(outcome.report)
                if let w = outcome.write { writes.append(w) }
            } catch let error as LayoutCheckError {
                goldenErrors.append(error)
            }
        }
        reports += notEvaluated.map { report($0, project: project) }
        // Every bad golden is reported together, and then nothing is written (environment errors outrank spec ones).
        if !goldenErrors.isEmpty {
            let kind: LayoutCheckError.Kind = goldenErrors.contains { $0.kind == .environment } ? .environment : .spec
            throw LayoutCheckError(kind, goldenErrors.flatMap(\.messages))
        }
        // A run that may record also sweeps what a killed writer left beside its own goldens (never in CI mode,
        // never in other specs' folders).
        if recordMode.mode != .never {
            let goldenURL = URL(fileURLWithPath: project.goldenDirectory)
            let folders = Set(cases.map {
                (GoldenFiles.relativePath(folder: $0.source.goldenFolder, device: $0.device.name) as NSString)
                    .deletingLastPathComponent
            })
            for folder in folders.sorted() { AtomicFile.removeStaleTemporaries(in: goldenURL.appendingPathComponent(folder)) }
        }
        for w in writes { try GoldenCheck.write(w) }

        // Orphans: goldens no spec or device expects. A filtered or sharded run looks only inside its own specs'
        // folders, so it never reports (or prunes) the goldens of specs it did not evaluate.
        let goldenURL = URL(fileURLWithPath: project.goldenDirectory)
        let expected = Set(cases.map { GoldenFiles.relativePath(folder: $0.source.goldenFolder, device: $0.device.name) })
        let partial = !options.specFilters.isEmpty || options.shard != nil
        let within = partial ? specs.map(\.goldenFolder) : nil
        // A run on chosen devices cannot tell another device's golden from an orphan: it looks for none.
        let orphans = options.devices == nil ? GoldenFiles.orphans(in: goldenURL, expected: expected, within: within) : []
        var pruned: [String] = []
        if options.prune, !orphans.isEmpty {
            do { try GoldenFiles.prune(orphans, in: goldenURL) } catch {
                throw LayoutCheckError(.environment, "\(project.goldenDirectory): cannot prune: \(error)")
            }
            pruned = orphans
        }

        let verdict: RunReport.Verdict
        if anyFailure {
            verdict = reports.contains { $0.status == .failed || $0.status == .missingGolden || $0.status == .notEvaluated }
                ? .regression : .recordedRerun
        } else {
            verdict = anyWritten && recordMode.isExplicit ? .recorded : .pass
        }
        return RunReport(engineVersion: Project.engineVersion, verdict: verdict, cases: reports,
                         orphans: options.prune ? [] : orphans, pruned: pruned)
    }

    /// (spec, device) pairs in a fixed order: specs by path, devices as the spec lists them.
    func plannedCases(_ specs: [any LayoutSource], project: Project) throws -> [(source: any LayoutSource, device: Specs.Device)] {
        var devicesOverride: [Specs.Device]?
        if let names = options.devices {
            devicesOverride = try names.map { name in
                guard let device = Specs.Device.preset(named: name) else {
                    throw LayoutCheckError(.usage, "unknown device `\(name)`" + Suggest.hint(name, Specs.Device.acceptedNames)
                                           + " (devices: \(Specs.Device.presets.map(\.name).joined(separator: ", ")))")
                }
                return device
            }
        }
        return specs.flatMap { spec in
            (devicesOverride ?? spec.devices(default: project.config.devices)).map { (spec, $0) }
        }
    }

    /// A case the Swift front end could not evaluate: never compared, never recorded, and it fails the run.
    struct NotEvaluated {
        var source: any LayoutSource
        var device: Specs.Device
        var diagnostic: SwiftDiagnostic
    }

    /// Evaluates cases on every core; results come back in the input order, so output is deterministic.
    func evaluateInParallel(_ cases: [(source: any LayoutSource, device: Specs.Device)], _ evaluator: CaseEvaluator) throws
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

    func report(_ n: NotEvaluated, project: Project) -> CaseReport {
        let file = project.displayPath(n.diagnostic.location.file)
        let golden = GoldenFiles.relativePath(folder: n.source.goldenFolder, device: n.device.name)
        return CaseReport(spec: n.source.name, file: project.displayPath(n.source.file), device: n.device.name,
                          golden: project.displayPath(project.goldenDirectory + "/" + golden), status: .notEvaluated,
                          findings: [], differences: [
                              Difference(kind: .regression, sentence: "not evaluated: \(n.diagnostic.message) (or list "
                                         + "\"\(n.source.name)\" under `skip:` in layoutcheck.yml with a reason)",
                                         element: nil, variant: nil, file: file, line: n.diagnostic.location.line),
                          ], breakpoints: [], layouts: 0)
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
