import Checks
import DynamicType
import Foundation
import Layout
import Reports
import Snapshots

/// Compares one (spec, device) evaluation with its golden, writes the golden when the record mode says so, and
/// describes the outcome for the report.
struct GoldenCheck {
    var project: Project
    var evaluation: CaseEvaluation
    var mode: RecordMode
    var tolerance: Double
    /// Set for a run that evaluates only part of what goldens hold (`--category`, `--bold-text`): the golden is
    /// compared on what was evaluated and is never written.
    var partialView: Bool = false

    struct Outcome {
        var report: CaseReport
        var failsRun: Bool
        /// The golden to write, if the record mode says so. The runner writes only once every case has been
        /// compared without error, so a run that stops on a bad golden writes nothing.
        var write: (data: Data, url: URL, display: String)?
    }

    func run() throws -> Outcome {
        let relative = GoldenFiles.relativePath(folder: evaluation.source.goldenFolder, device: evaluation.device.name)
        let url = URL(fileURLWithPath: project.goldenDirectory).appendingPathComponent(relative)
        let goldenDisplay = project.displayPath(url.path)
        var variants: [String: [CategoryResult]] = [:]
        for v in evaluation.variants { variants[v.name] = v.results }
        let current = Golden(spec: evaluation.source.name, device: evaluation.device.name, engineVersion: Project.engineVersion,
                             fontHashes: project.fontHashes, variants: variants)

        var recorded: Golden?
        if FileManager.default.fileExists(atPath: url.path) {
            do {
                recorded = try Golden.read(from: url)
            } catch GoldenError.unreadable(let file, let detail) {
                throw LayoutCheckError(.environment, GoldenError.unreadable(file: file, detail: detail).description)
            } catch let error as GoldenError {
                // An invalid golden is only replaced by an explicit `--record` (= all); otherwise it is an error
                // to fix by hand, and nothing is written. One from a newer layoutcheck is never downgraded.
                if case .newerSchema = error { throw LayoutCheckError(.spec, error.description) }
                guard mode == .all else { throw LayoutCheckError(.spec, error.description) }
            }
        }
        if partialView, let golden = recorded { recorded = restricted(golden, to: current) }
        let comparison = recorded.map { compare(golden: $0, current: current, tolerance: tolerance) }
        let state: GoldenState = comparison.map { $0.matches ? .matches : .differs } ?? .missing
        let decision = decideGolden(mode: partialView ? .never : mode, state: state)
        var write: (data: Data, url: URL, display: String)?
        if decision.write {
            do {
                write = (try current.encoded(), url, goldenDisplay)
            } catch {
                throw LayoutCheckError(.environment, "\(goldenDisplay): cannot encode golden: \(error)")
            }
        }

        let sources = sourceLines()
        let file = project.displayPath(evaluation.source.file)
        func line(_ element: String?) -> Int { element.flatMap { sources[$0] } ?? 1 }

        let classification = classifyFindings(evaluation.findings, against: recorded)
        var findings: [ReportFinding] = []
        func add(_ list: [Finding], _ status: String) {
            findings += list.map { f in
                ReportFinding(rule: f.rule, severity: f.severity.rawValue, element: f.element,
                              variant: f.variant ?? Golden.defaultVariant, category: f.category.name, device: f.device,
                              message: f.cause, measured: f.measured?.description, required: f.required?.description,
                              file: f.source.map { project.displayPath($0.file) } ?? file,
                              line: f.source?.line ?? line(f.element), status: status)
            }
        }
        add(classification.new, "new")
        add(classification.accepted, "accepted")
        add(classification.suppressed, "suppressed")
        findings.sort { ($0.variant, $0.element, $0.category, $0.rule) < ($1.variant, $1.element, $1.category, $1.rule) }

        var differences: [Difference] = []
        let layoutKind: Difference.Kind = decision.failsRun ? .regression : .recorded
        if let comparison {
            for d in comparison.differences {
                differences.append(Difference(kind: layoutKind, sentence: d.sentence, element: d.element,
                                              variant: d.variant == Golden.defaultVariant ? nil : d.variant,
                                              file: file, line: line(d.element)))
            }
            // One line per (variant, element, rule), listing the categories, rather than one per category.
            let groups = Dictionary(grouping: classification.new) { f in "\(f.variant ?? "")\u{1F}\(f.element)\u{1F}\(f.rule)" }
            for key in groups.keys.sorted() {
                let group = groups[key]!.sorted { $0.category < $1.category }
                let f = group[0]
                differences.append(Difference(kind: layoutKind,
                                              sentence: "new \(f.rule) on \(f.element) at \(categoryList(group.map(\.category))): \(f.cause)",
                                              element: f.element, variant: variantLabel(f.variant),
                                              file: file, line: f.source?.line ?? line(f.element)))
            }
            for r in classification.resolved {
                differences.append(Difference(kind: .improvement,
                                              sentence: "\(r.finding.rule) on \(r.finding.element) at \(r.category.label) is gone",
                                              element: r.finding.element, variant: variantLabel(r.variant),
                                              file: file, line: line(r.finding.element)))
            }
        }

        let status: CaseReport.Status
        switch decision.outcome {
        case .passed: status = .passed
        case .failed: status = .failed
        case .missingNotRecorded: status = .missingGolden
        case .recordedNew, .rerecorded: status = .recorded
        }
        let breakpoints = evaluation.variants.flatMap { variant in
            Checks.breakpoints(variant.results).flatMap { b in
                b.sentences.map { Breakpoint(element: b.element, variant: variant.name, what: $0,
                                             category: (b.truncatesFrom ?? b.axisSwitch?.category ?? b.targetTooSmallFrom)?.name ?? "") }
            }
        }
        let report = CaseReport(spec: evaluation.source.name, file: file, device: evaluation.device.name, golden: goldenDisplay,
                                status: status, findings: findings, differences: differences, breakpoints: breakpoints,
                                layouts: evaluation.layouts)
        return Outcome(report: report, failsRun: decision.failsRun, write: write)
    }

    /// Writes what `run` decided, atomically (a reader, or a killed run, leaves the old bytes or the new), and only
    /// when the bytes change.
    static func write(_ pending: (data: Data, url: URL, display: String)) throws {
        if let existing = try? Data(contentsOf: pending.url), existing == pending.data { return }
        do {
            try FileManager.default.createDirectory(at: pending.url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try AtomicFile.write(pending.data, to: pending.url) {
                if let delay = faultWriteDelay { usleep(delay) }
            }
        } catch {
            throw LayoutCheckError(.environment, "\(pending.display): cannot write golden: \(error)")
        }
    }

    /// "xSmall…AX5" for a contiguous run, "L, AX3" otherwise (short names).
    func categoryList(_ categories: [ContentSizeCategory]) -> String {
        var runs: [[ContentSizeCategory]] = []
        for c in categories {
            if let last = runs.last?.last, last.rawValue + 1 == c.rawValue { runs[runs.count - 1].append(c) } else { runs.append([c]) }
        }
        return runs.map { $0.count > 2 ? "\($0.first!.label)…\($0.last!.label)" : $0.map(\.label).joined(separator: ", ") }
            .joined(separator: ", ")
    }

    /// Fault injection for the interrupted-recording test: `LAYOUTCHECK_FAULT_WRITE_DELAY_MS` holds each golden
    /// between its complete temporary file and the rename, so a kill lands mid-write for sure.
    static let faultWriteDelay: useconds_t? = ProcessInfo.processInfo.environment["LAYOUTCHECK_FAULT_WRITE_DELAY_MS"]
        .flatMap { UInt32($0) }.map { min($0, 10_000) * 1000 }

    func variantLabel(_ v: String?) -> String? {
        guard let v, v != Golden.defaultVariant else { return nil }
        return v
    }

    /// The golden cut down to the variants and categories this run evaluated; nil when none of them is recorded.
    func restricted(_ golden: Golden, to current: Golden) -> Golden? {
        var cut = golden
        cut.variants = [:]
        for (name, variant) in golden.variants {
            guard let evaluated = current.variants[name] else { continue }
            let categories = Set(evaluated.categories.map(\.category))
            cut.variants[name] = GoldenVariant(categories: variant.categories.filter { categories.contains($0.category) })
        }
        return cut.variants.isEmpty ? nil : cut
    }

    /// Element path → the spec line that declares it, from the frame trees just evaluated.
    func sourceLines() -> [String: Int] {
        var lines: [String: Int] = [:]
        for variant in evaluation.variants {
            for result in variant.results {
                for entry in ElementTree(root: result.root).entries where lines[entry.path] == nil {
                    if let source = entry.source { lines[entry.path] = source.line }
                }
            }
        }
        return lines
    }
}
