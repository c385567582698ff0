import Checks
import Foundation
import Reports
import Snapshots
import CheckSettings

/// One (source, device) evaluation against its golden: reads the golden, has Snapshots judge it, and turns the
/// verdict into the case's report and, if the record mode says so, the bytes to write.
struct GoldenCheck {
    var project: Project
    var evaluation: CaseEvaluation
    var mode: RecordMode
    var tolerance: Double
    /// Set for a run that evaluates only part of what goldens hold (`--category`, `--bold-text`): the golden is
    /// compared on what was evaluated and is never written.
    var partialView: Bool = false
    /// `--accept-findings`: recording may put new errors into the golden as accepted.
    var acceptFindings: Bool = false

    struct Outcome {
        var report: CaseReport
        var failsRun: Bool
        /// The golden to write, if the record mode says so. The runner writes only once every case has been
        /// compared without error, so a run that stops on a bad golden writes nothing.
        var write: PendingGolden?
    }

    func run() throws -> Outcome {
        let relative = GoldenFiles.relativePath(folder: evaluation.source.goldenFolder, device: evaluation.device.name)
        let url = URL(fileURLWithPath: project.goldenDirectory).appendingPathComponent(relative)
        let goldenDisplay = project.displayPath(url.path)
        var variants: [String: [CategoryResult]] = [:]
        for v in evaluation.variants { variants[v.name] = v.results }
        let current = Golden(spec: evaluation.source.name, device: evaluation.device.name, engineVersion: Project.engineVersion,
                             fontHashes: project.fontHashes, variants: variants)

        // A golden of an older schema is renamed to today's keys with these layouts' own mapping.
        let verdict = judgeGolden(recorded: try recorded(at: url)?.migrated(to: variants), current: current, findings: evaluation.findings,
                                  mode: mode, tolerance: tolerance, partialView: partialView)
        var write: PendingGolden?
        var refused: [Finding] = []
        if verdict.decision.write {
            // Recording writes the layout; new errors go in only when accepted explicitly.
            let (golden, notAccepted) = baseline(current, findings: verdict.findings, acceptNewErrors: acceptFindings)
            refused = notAccepted
            do {
                write = PendingGolden(data: try golden.encoded(), url: url, display: goldenDisplay)
            } catch {
                throw LayoutCheckError(.environment, "\(goldenDisplay): cannot encode golden: \(error)")
            }
        }
        let report = CaseReport(source: evaluation.source.name, file: project.displayPath(evaluation.source.file),
                                device: evaluation.device.name, golden: goldenDisplay, verdict: verdict, refused: refused,
                                variants: evaluation.variants, displayPath: project.displayPath,
                                stubs: Set(project.config.stubs.keys), notShown: evaluation.notShownSentences(project))
        let fails = verdict.decision.failsRun || !refused.isEmpty || (report.status == .improved && !project.config.improvementsPass)
        return Outcome(report: report, failsRun: fails, write: write)
    }

    /// The recorded golden, nil when there is none. An invalid golden is only replaced by an explicit `--record`
    /// (= all); otherwise it is an error to fix by hand, and nothing is written. One from a newer layoutcheck is
    /// never downgraded.
    private func recorded(at url: URL) throws -> Golden? {
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        do {
            return try Golden.read(from: url)
        } catch GoldenError.unreadable(let file, let detail) {
            throw LayoutCheckError(.environment, GoldenError.unreadable(file: file, detail: detail).description)
        } catch let error as GoldenError {
            if case .newerSchema = error { throw LayoutCheckError(.spec, error.description) }
            guard mode == .all else { throw LayoutCheckError(.spec, error.description) }
            return nil
        }
    }
}
