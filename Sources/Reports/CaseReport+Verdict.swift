import Checks
import DynamicType
import Snapshots
import CheckSettings

extension CaseReport {
    /// The report of one (source, device): its findings with their status against the golden, the golden's
    /// differences as sentences, each element's breakpoints, and what the record mode made of it.
    /// - Parameters:
    ///   - file: the source file as reports show it; `displayPath` turns a finding's own file into the same form.
    public init(source name: String, file: String, device: String, golden: String, verdict: GoldenVerdict,
                refused: [Finding] = [], variants: [(name: String, results: [CategoryResult])],
                displayPath: (String) -> String, stubs: Set<String> = [], notShown: [String] = []) {
        let (lines, covered) = Self.sourceLines(variants)
        func line(_ element: String?) -> Int { element.flatMap { lines[$0] } ?? 1 }
        let classification = verdict.findings

        var findings: [ReportFinding] = []
        func add(_ list: [Finding], _ status: FindingStatus) {
            findings += list.map { f in
                ReportFinding(rule: f.rule, severity: f.severity, element: f.element,
                              variant: f.variant ?? Golden.defaultVariant, category: f.category.name, device: f.device,
                              message: f.cause, measured: f.measured?.description, required: f.required?.description,
                              file: f.source.map { displayPath($0.file) } ?? file,
                              line: f.source?.line ?? line(f.element), status: status)
            }
        }
        add(classification.new, .new)
        add(classification.accepted, .accepted)
        add(classification.suppressed, .suppressed)
        findings.sort { ($0.variant, $0.element, $0.category, $0.rule) < ($1.variant, $1.element, $1.category, $1.rule) }

        var differences: [Difference] = []
        let layoutKind: Difference.Kind = verdict.decision.failsRun ? .regression : .recorded
        // One line per (variant, element, rule), listing the categories, rather than one per category.
        func addNew(_ new: [Finding]) {
            for group in Self.grouped(new) {
                let f = group[0]
                differences.append(Difference(kind: layoutKind,
                                              sentence: "new \(f.rule) on \(f.element) at \(Self.categoryList(group.map(\.category))): \(f.cause)",
                                              element: f.element, variant: Self.variantLabel(f.variant),
                                              file: file, line: f.source?.line ?? line(f.element)))
            }
        }
        // No golden and none written (CI): its errors are what a reviewer must see, not only the missing file.
        if verdict.decision.outcome == .missingNotRecorded {
            addNew(classification.new.filter { $0.severity == .error })
        }
        if let comparison = verdict.comparison {
            for d in comparison.differences {
                differences.append(Difference(kind: layoutKind, sentence: d.sentence, element: d.element,
                                              variant: d.variant == Golden.defaultVariant ? nil : d.variant,
                                              file: file, line: line(d.element)))
            }
            addNew(classification.new)
            // Findings gone, grouped the same way: one story per (variant, element, rule).
            let gone = Dictionary(grouping: classification.resolved) { r in
                "\(r.variant)\u{1F}\(r.finding.element)\u{1F}\(r.finding.rule)"
            }
            for key in gone.keys.sorted() {
                let group = gone[key]!.sorted { $0.category < $1.category }
                let r = group[0]
                differences.append(Difference(kind: .improvement,
                                              sentence: "\(r.finding.rule) on \(r.finding.element) at "
                                                  + "\(Self.categoryList(group.map(\.category))) is gone",
                                              element: r.finding.element, variant: Self.variantLabel(r.variant),
                                              file: file, line: line(r.finding.element)))
            }
        }

        // Errors recording did not accept, one line per (variant, element, rule), with what to do.
        for group in Self.grouped(refused) {
            let f = group[0]
            differences.append(Difference(kind: .regression,
                                          sentence: "\(f.rule) on \(f.element) at \(Self.categoryList(group.map(\.category))) "
                                              + "was not accepted into the golden: \(f.cause) Fix it, or accept it with "
                                              + "`layoutcheck --record --accept-findings \(file)`",
                                          element: f.element, variant: Self.variantLabel(f.variant),
                                          file: file, line: f.source?.line ?? line(f.element)))
        }
        // Findings gone and none new: an improvement, whether or not the layout moved with it.
        let improved = [.failed, .passed].contains(verdict.decision.outcome) && classification.new.isEmpty
            && !classification.resolved.isEmpty
        if improved {
            // A fix: its layout changes are part of the improvement, not regressions.
            differences = differences.map { d in var d = d; if d.kind == .regression { d.kind = .improvement }; return d }
        }
        let status: Status
        switch verdict.decision.outcome {
        case .passed: status = improved ? .improved : .passed
        case .failed: status = improved ? .improved : .failed
        case .missingNotRecorded: status = .missingGolden
        case .recordedNew, .rerecorded: status = refused.isEmpty ? .recorded : .findingsNotAccepted
        }
        let breakpoints = variants.flatMap { variant in
            Checks.breakpoints(variant.results).flatMap { b in
                b.sentences.map { Breakpoint(element: b.element, variant: variant.name, what: $0,
                                             category: (b.truncatesFrom ?? b.axisSwitch?.category ?? b.targetTooSmallFrom)?.name ?? "") }
            }
        }
        self.init(spec: name, file: file, device: device, golden: golden, status: status, findings: findings,
                  differences: differences, breakpoints: breakpoints, layouts: variants.reduce(0) { $0 + $1.results.count })
        // Counted as a reader counts them: one per (variant, element, rule), whatever the number of sizes.
        knownErrors = Self.grouped(classification.accepted.filter { $0.severity == .error }).count
        notes = (verdict.comparison?.notes ?? []) + verdict.notes
        coverage = CaseCoverage(texts: covered.texts.count, controls: covered.controls.count, images: covered.images.count)
        let unchecked = Self.stubbed(variants, stubs: stubs, displayPath: displayPath) + notShown
        coverage?.notChecked = unchecked.isEmpty ? nil : unchecked
    }

    /// The views drawn as `stubs:` boxes (a view of another package, a UIKit view, an image asset): laid out at their
    /// given size, their insides never checked. "MapView (a stub at Views/Map.swift:12)", once each.
    static func stubbed(_ variants: [(name: String, results: [CategoryResult])], stubs: Set<String>,
                        displayPath: (String) -> String) -> [String] {
        guard !stubs.isEmpty, let first = variants.first?.results.first else { return [] }
        var out: [String] = []
        for entry in ElementTree(root: first.root).entries where !entry.hidden {
            let name: String?
            switch entry.node.kind {
            case .image(let n?, _, _), .fill(let n?): name = n
            default: name = nil
            }
            guard let name, stubs.contains(name) else { continue }
            let place = entry.source.map { " at \(displayPath($0.file)):\($0.line)" } ?? ""
            let line = "\(name) (a stub\(place): its content is not checked)"
            if !out.contains(line) { out.append(line) }
        }
        return out
    }

    /// Findings by (variant, element, rule), each group in size order.
    static func grouped(_ findings: [Finding]) -> [[Finding]] {
        let groups = Dictionary(grouping: findings) { f in "\(f.variant ?? "")\u{1F}\(f.element)\u{1F}\(f.rule)" }
        return groups.keys.sorted().map { groups[$0]!.sorted { $0.category < $1.category } }
    }

    /// "xSmall…AX5" for a contiguous run, "L, AX3" otherwise (short names).
    static func categoryList(_ categories: [ContentSizeCategory]) -> String {
        var runs: [[ContentSizeCategory]] = []
        for c in categories {
            if let last = runs.last?.last, last.rawValue + 1 == c.rawValue { runs[runs.count - 1].append(c) } else { runs.append([c]) }
        }
        return runs.map { $0.count > 2 ? "\($0.first!.label)…\($0.last!.label)" : $0.map(\.label).joined(separator: ", ") }
            .joined(separator: ", ")
    }

    static func variantLabel(_ v: String?) -> String? {
        guard let v, v != Golden.defaultVariant else { return nil }
        return v
    }

    /// Element path → the source line that declares it, and the elements checked (over every variant and size),
    /// from the frame trees just evaluated.
    static func sourceLines(_ variants: [(name: String, results: [CategoryResult])]) -> ([String: Int], Coverage) {
        var lines: [String: Int] = [:]
        var coverage = Coverage()
        for variant in variants {
            for result in variant.results {
                let tree = ElementTree(root: result.root)
                coverage.formUnion(Coverage(tree))
                for entry in tree.entries where lines[entry.path] == nil {
                    if let source = entry.source { lines[entry.path] = source.line }
                }
            }
        }
        return (lines, coverage)
    }
}
