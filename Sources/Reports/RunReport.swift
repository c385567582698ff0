import CheckSettings
import Snapshots
import CheckSettings
/// What one run found, in the shape every report format renders. LayoutCheckKit builds it from the findings and the
/// golden comparison; formats only read it. Codable with a stable schema: `--format json` is this, encoded.
public struct RunReport: Codable, Sendable {
    public static let schemaVersion = 1

    public var schemaVersion: Int = RunReport.schemaVersion
    public var engineVersion: String
    public var verdict: Verdict
    public var cases: [CaseReport]
    /// Goldens with no spec (or device) behind them any more.
    public var orphans: [String]
    /// Goldens removed by `--prune`.
    public var pruned: [String]
    /// Previews under `skip:` in layoutcheck.yml: not evaluated, by choice (the baseline).
    public var skipped: [SkippedPreview] = []
    /// `skip:` entries that do nothing any more, each with the command that removes it.
    public var staleSkips: [StaleSkip] = []
    /// Previews in `#if` clauses the iOS build does not compile, sorted by file and line: listed, never evaluated.
    public var inactive: [InactivePreviewReport] = []
    /// The totals: previews and specs checked, texts, controls and images laid out and checked, what was left out.
    /// Worked out from the cases whenever read, so it never disagrees with them; encoded for JSON readers.
    public var coverage: RunCoverage { RunCoverage(cases: cases, skipped: skipped, inactive: inactive) }

    public init(engineVersion: String, verdict: Verdict, cases: [CaseReport], orphans: [String] = [], pruned: [String] = [],
                skipped: [SkippedPreview] = [], staleSkips: [StaleSkip] = [], inactive: [InactivePreviewReport] = []) {
        self.engineVersion = engineVersion
        self.verdict = verdict
        self.cases = cases
        self.orphans = orphans
        self.pruned = pruned
        self.skipped = skipped
        self.staleSkips = staleSkips
        self.inactive = inactive
    }

    enum CodingKeys: String, CodingKey {
        case schemaVersion, engineVersion, verdict, cases, orphans, pruned, skipped, staleSkips, inactive, coverage
    }

    /// Reports written before skips were reported read with none.
    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        schemaVersion = try c.decode(Int.self, forKey: .schemaVersion)
        engineVersion = try c.decode(String.self, forKey: .engineVersion)
        verdict = try c.decode(Verdict.self, forKey: .verdict)
        cases = try c.decode([CaseReport].self, forKey: .cases)
        orphans = try c.decode([String].self, forKey: .orphans)
        pruned = try c.decode([String].self, forKey: .pruned)
        skipped = try c.decodeIfPresent([SkippedPreview].self, forKey: .skipped) ?? []
        staleSkips = try c.decodeIfPresent([StaleSkip].self, forKey: .staleSkips) ?? []
        inactive = try c.decodeIfPresent([InactivePreviewReport].self, forKey: .inactive) ?? []
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(schemaVersion, forKey: .schemaVersion)
        try c.encode(engineVersion, forKey: .engineVersion)
        try c.encode(verdict, forKey: .verdict)
        try c.encode(cases, forKey: .cases)
        try c.encode(orphans, forKey: .orphans)
        try c.encode(pruned, forKey: .pruned)
        try c.encode(skipped, forKey: .skipped)
        try c.encode(staleSkips, forKey: .staleSkips)
        try c.encode(inactive, forKey: .inactive)
        try c.encode(coverage, forKey: .coverage)
    }

    public enum Verdict: String, Codable, Sendable {
        /// Everything matches the goldens (accepted findings included).
        case pass
        /// A new finding or a changed layout: the build should fail.
        case regression
        /// Goldens were written in `missing` mode: re-run to compare.
        case recordedRerun = "recorded-rerun"
        /// An explicit record run wrote what it was asked to.
        case recorded
        /// Findings in goldens are gone and nothing got worse: re-record to lock the fix in.
        case improved
    }

    /// "14 specs, 57 spec×device cases"; with Swift sources, "14 specs and 28 Swift files, 186 cases": a Swift file is
    /// not a spec.
    public var checkedSources: String {
        let swift = Set(cases.filter { $0.previewName != nil }.map(\.file)).count
        let specs = Set(cases.filter { $0.previewName == nil }.map(\.file)).count
        guard swift > 0 else { return "\(specs) specs, \(cases.count) spec×device cases" }
        let files = "\(swift) Swift file\(swift == 1 ? "" : "s"), \(cases.count) cases"
        return specs == 0 ? files : "\(specs) spec\(specs == 1 ? "" : "s") and " + files
    }

    public var regressions: [Difference] { cases.flatMap { $0.differences.filter { $0.kind == .regression } } }
    public var improvements: [Difference] { cases.flatMap { $0.differences.filter { $0.kind == .improvement } } }
    public var findings: [ReportFinding] { cases.flatMap(\.findings) }
}

/// One spec on one device: all its variants and categories.
public struct CaseReport: Codable, Sendable {
    public var spec: String
    /// The spec file, relative to the project root (`layouts/card_library_book.yaml`).
    public var file: String
    public var device: String
    public var golden: String
    public var status: Status
    public var findings: [ReportFinding]
    public var differences: [Difference]
    /// Per element, the first category where it truncates, switches axis or its target falls short.
    public var breakpoints: [Breakpoint]
    /// Layouts evaluated for this case (variants × categories).
    public var layouts: Int
    /// Errors the golden holds as accepted, one per (variant, element, rule): known problems a passing run still has.
    public var knownErrors: Int = 0
    /// Why differences may not be the view's doing: the golden was recorded with other fonts or another engine.
    public var notes: [String] = []
    /// The texts, controls and images its layouts checked; nil for a preview that was not evaluated.
    public var coverage: CaseCoverage?

    enum CodingKeys: String, CodingKey {
        case spec, file, device, golden, status, findings, differences, breakpoints, layouts, knownErrors, notes, coverage
    }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        spec = try c.decode(String.self, forKey: .spec)
        file = try c.decode(String.self, forKey: .file)
        device = try c.decode(String.self, forKey: .device)
        golden = try c.decode(String.self, forKey: .golden)
        status = try c.decode(Status.self, forKey: .status)
        findings = try c.decode([ReportFinding].self, forKey: .findings)
        differences = try c.decode([Difference].self, forKey: .differences)
        breakpoints = try c.decode([Breakpoint].self, forKey: .breakpoints)
        layouts = try c.decode(Int.self, forKey: .layouts)
        knownErrors = try c.decodeIfPresent(Int.self, forKey: .knownErrors) ?? 0
        notes = try c.decodeIfPresent([String].self, forKey: .notes) ?? []
        coverage = try c.decodeIfPresent(CaseCoverage.self, forKey: .coverage)
    }

    public init(spec: String, file: String, device: String, golden: String, status: Status,
                findings: [ReportFinding], differences: [Difference], breakpoints: [Breakpoint], layouts: Int) {
        self.spec = spec
        self.file = file
        self.device = device
        self.golden = golden
        self.status = status
        self.findings = findings
        self.differences = differences
        self.breakpoints = breakpoints
        self.layouts = layouts
    }

    public enum Status: String, Codable, Sendable {
        case passed, failed
        /// Written this run (`--record`, or `missing` mode).
        case recorded
        /// No golden and nothing written (`never` mode, e.g. on CI).
        case missingGolden = "missing-golden"
        /// A SwiftUI preview the front end could not evaluate (the reason is its one regression).
        case notEvaluated = "not-evaluated"
        /// Recorded, but errors it found were not accepted into the golden (no `--accept-findings`).
        case findingsNotAccepted = "findings-not-accepted"
        /// Findings in the golden are gone and none is new: a fix, to lock in by recording.
        case improved
    }
}

public struct ReportFinding: Codable, Sendable, Hashable {
    public var rule: String
    public var severity: Severity
    public var element: String
    public var variant: String
    public var category: String
    public var device: String
    public var message: String
    public var measured: String?
    public var required: String?
    public var file: String
    public var line: Int
    /// new (fails the run), accepted (in the golden), suppressed (`ignore:` with a reason).
    public var status: FindingStatus

    public init(rule: String, severity: Severity, element: String, variant: String, category: String, device: String,
                message: String, measured: String?, required: String?, file: String, line: Int, status: FindingStatus) {
        self.rule = rule; self.severity = severity; self.element = element; self.variant = variant
        self.category = category; self.device = device; self.message = message; self.measured = measured
        self.required = required; self.file = file; self.line = line; self.status = status
    }
}

/// A difference from the golden, as a sentence ("title: truncates from AX3 (golden: AX5)").
public struct Difference: Codable, Sendable, Hashable {
    /// regression: fails the run; improvement: a finding in the golden is gone; recorded: a change written to the
    /// golden by a record run (listed so the reviewer of the golden diff knows what moved).
    public enum Kind: String, Codable, Sendable { case regression, improvement, recorded }
    public var kind: Kind
    public var sentence: String
    public var element: String?
    public var variant: String?
    public var file: String
    public var line: Int

    public init(kind: Kind, sentence: String, element: String?, variant: String?, file: String, line: Int) {
        self.kind = kind; self.sentence = sentence; self.element = element; self.variant = variant
        self.file = file; self.line = line
    }
}

public struct Breakpoint: Codable, Sendable, Hashable {
    public var element: String
    public var variant: String
    public var what: String
    public var category: String

    public init(element: String, variant: String, what: String, category: String) {
        self.element = element; self.variant = variant; self.what = what; self.category = category
    }
}

extension CaseReport {
    /// A Swift preview's own name (`OrderRow.swift › Order row` → `Order row`), so reports can tell apart the
    /// previews of one file; nil for a YAML spec.
    public var previewName: String? {
        guard file.hasSuffix(".swift"), let separator = spec.range(of: " › ") else { return nil }
        return String(spec[separator.upperBound...])
    }
}
