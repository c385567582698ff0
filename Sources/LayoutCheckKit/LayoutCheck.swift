import Foundation
import Reports
import Snapshots
import CheckSettings

/// layoutcheck from a test target (Swift Testing or XCTest): the same run as the command line, returned as a value
/// whose description is the command line's report, so a failing `#expect` shows the findings and difference
/// sentences a developer already knows.
///
/// ```swift
/// @Test func layoutsHoldAtEveryTextSize() throws {
///     let result = try LayoutCheck.run(root: packageRoot)
///     #expect(result.passed, "\(result)")
/// }
/// ```
public enum LayoutCheck {
    /// Checks the project at `root` (its `layoutcheck.yml`, specs and SwiftUI sources) against its goldens.
    ///
    /// - Parameters:
    ///   - root: The project folder, as `layoutcheck --root`.
    ///   - sources: Spec names, spec files or `.swift` files to check (all when empty), as on the command line.
    ///   - devices: Device names to check instead of the configured ones.
    ///   - record: What to write to `golden/`; `.never` by default, so a test never changes its baseline.
    ///   - environment: Variables the run reads (`CI`, `LAYOUTCHECK_RECORD`); none by default.
    /// - Returns: The run's report; `passed` is false on a regression, a missing golden or a preview that could not
    ///   be evaluated.
    /// - Throws: `LayoutCheckError` for a spec or configuration error, or an unreadable font or golden.
    public static func run(root: String, sources: [String] = [], devices: [String]? = nil,
                           record: RecordMode = .never, environment: [String: String] = [:]) throws -> LayoutCheckResult {
        let options = RunOptions(root: root, specFilters: sources, devices: devices, record: record,
                                 environment: environment)
        return LayoutCheckResult(report: try Runner(options: options).run())
    }
}

/// One run's outcome. `description` is the command line's terminal report, without colour.
public struct LayoutCheckResult: Sendable, CustomStringConvertible {
    /// Everything the run found, as `--format json` writes it.
    public let report: RunReport

    public init(report: RunReport) { self.report = report }

    /// True when every layout matches its golden (accepted findings included).
    public var passed: Bool { report.verdict == .pass }

    /// The differences that fail the run, each with its file, line and sentence.
    public var regressions: [Difference] { report.regressions }

    /// Findings not in the goldens.
    public var newFindings: [ReportFinding] { report.cases.flatMap(\.findings).filter { $0.status == .new } }

    public var description: String { TerminalReport(colour: false).render(report) }
}
