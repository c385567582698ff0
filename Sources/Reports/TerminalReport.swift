import DynamicType

/// The short report a person reads in a terminal or a CI log: a verdict line, one line per regression with the spec
/// file and line, improvements, then per case a category × element matrix of findings.
public struct TerminalReport: Sendable {
    public var colour: Bool
    /// Print matrices for passing cases too (otherwise only for cases with new findings or differences).
    public var verbose: Bool

    public init(colour: Bool, verbose: Bool = false) {
        self.colour = colour
        self.verbose = verbose
    }

    public func render(_ report: RunReport) -> String {
        var out = verdictLine(report) + "\n"
        // What was checked, when the run counted it (a report read from an older JSON did not).
        if report.cases.contains(where: { $0.coverage != nil }) || !report.skipped.isEmpty || !report.inactive.isEmpty {
            out += "  " + report.coverage.sentence + "\n"
        }
        // First what may explain every difference below: the golden was recorded with other fonts or engine.
        for note in Set(report.cases.flatMap(\.notes)).sorted() {
            out += "  " + paint("!", .yellow) + " \(note)\n"
        }
        // The same difference on several devices is one line naming them all.
        for (d, place) in Self.byDevice(report.cases, kind: .regression) {
            out += "  " + paint("✗", .red) + " \(d.file):\(d.line): [\(place)] \(d.sentence)\n"
        }
        for c in report.cases where c.status == .missingGolden {
            out += "  " + paint("✗", .red) + " \(c.file): no golden for \(c.device) (\(c.golden)); run with --record to create it\n"
        }
        for c in report.cases where c.status == .recorded || c.status == .findingsNotAccepted {
            out += "  " + paint("✎", .yellow) + " wrote \(c.golden)\(c.status == .findingsNotAccepted ? " (without its new errors)" : "")\n"
        }
        for (d, place) in Self.byDevice(report.cases, kind: .improvement) {
            out += "  " + paint("✓", .green) + " \(d.file):\(d.line): [\(place)] \(d.sentence)\n"
        }
        if report.verdict == .improved {
            let specs = Set(report.cases.filter { $0.status == .improved }.map(\.file)).sorted()
            out += "  lock the fix in: layoutcheck --record \(specs.joined(separator: " "))\n"
        }
        for s in report.staleSkips { out += "  " + paint("?", .yellow) + " \(s.sentence)\n" }
        for o in report.orphans { out += "  " + paint("?", .yellow) + " orphaned golden \(o) (no spec or device; --prune removes it)\n" }
        for p in report.pruned { out += "  - pruned \(p)\n" }
        for c in report.cases where verbose || [.failed, .findingsNotAccepted, .missingGolden].contains(c.status) {
            out += matrix(for: c)
        }
        return out
    }

    /// One line: the verdict, what was checked, and the errors the goldens still accept, so a green run never
    /// hides them.
    func verdictLine(_ report: RunReport) -> String {
        let layouts = report.cases.reduce(0) { $0 + $1.layouts }
        let specs = Set(report.cases.map(\.file)).count
        let checked = report.checkedSources
        let regressions = report.regressions
        let known = report.cases.reduce(0) { $0 + $1.knownErrors }
        let knownText = known == 0 ? "" : "; \(known) known error\(known == 1 ? "" : "s") accepted in goldens "
            + "(\(Set(report.cases.filter { $0.knownErrors > 0 }.map(\.file)).count) "
            + "\(report.cases.contains { $0.previewName != nil } ? "files" : "specs"); --verbose lists them)"
        switch report.verdict {
        case .pass:
            return paint("PASS", .green) + " \(checked), \(layouts) layouts match golden/" + knownText
        case .regression:
            let failingCases = report.cases.filter { [.failed, .missingGolden, .notEvaluated, .findingsNotAccepted].contains($0.status) }
            let missing = failingCases.filter { $0.status == .missingGolden }.count
            var what = ["\(regressions.count) regression\(regressions.count == 1 ? "" : "s")"]
            if missing > 0 { what.append("\(missing) missing golden\(missing == 1 ? "" : "s")") }
            let files = report.cases.contains { $0.previewName != nil } ? "files" : "specs"
            return paint("FAIL", .red) + " \(what.joined(separator: ", ")) in \(Set(failingCases.map(\.file)).count) of \(specs) \(files) "
                + "(\(layouts) layouts)" + knownText
        case .improved:
            let gone = report.improvements.count
            return paint("IMPROVED", .green) + " \(gone) change\(gone == 1 ? "" : "s") for the better, nothing worse; "
                + "re-record to lock in (`improvements: pass` in layoutcheck.yml makes this pass)" + knownText
        case .recordedRerun:
            return paint("RECORDED", .yellow) + " missing goldens were written; re-run to compare"
        case .recorded:
            return paint("RECORDED", .yellow) + " goldens written"
        }
    }

    /// Differences of one kind, each with where it shows ("long · iphone-se, iphone-16"), in first-seen order. The
    /// same sentence in two previews of one Swift file is two lines, each naming its preview.
    static func byDevice(_ cases: [CaseReport], kind: Difference.Kind) -> [(Difference, String)] {
        struct Key: Hashable { var difference: Difference; var preview: String? }
        var order: [Key] = []
        var devices: [Key: [String]] = [:]
        for c in cases {
            for d in c.differences where d.kind == kind {
                let key = Key(difference: d, preview: c.previewName)
                if devices[key] == nil { order.append(key) }
                devices[key, default: []].append(c.device)
            }
        }
        return order.map { key in
            let variant = key.difference.variant
            return (key.difference, ([key.preview, variant].compactMap { $0 } + [devices[key]!.joined(separator: ", ")])
                .joined(separator: " · "))
        }
    }

    /// "long · iphone-se": where a difference shows (the variant is left out when the spec has none).
    static func place(_ d: Difference, _ c: CaseReport) -> String {
        (d.variant.map { "\($0) · " } ?? "") + c.device
    }

    /// Rows: variant/element; columns: the 12 categories; cells: short codes of the rules that fired.
    func matrix(for c: CaseReport) -> String {
        let active = c.findings.filter { $0.status != .suppressed }
        guard !active.isEmpty else { return "" }
        var rows: [String: [String: Set<String>]] = [:]
        for f in active {
            let code = Self.code(f.rule)
            rows["\(f.variant)/\(f.element)", default: [:]][f.category, default: []].insert(f.status == .new ? code : code.lowercased())
        }
        let categories = ContentSizeCategory.allCases
        let keys = rows.keys.sorted()
        let nameWidth = min(max(keys.map(\.count).max() ?? 0, 8), 44)
        var out = "\n  \(c.spec) on \(c.device) (\(c.file))\n"
        out += "  " + "element".padded(to: nameWidth) + " " + categories.map { $0.shortName.padded(to: 5) }.joined() + "\n"
        for key in keys {
            let cells = categories.map { cat -> String in
                let codes = rows[key]?[cat.name].map { $0.sorted().joined() } ?? "·"
                return codes.padded(to: 5)
            }
            out += "  " + String(key.prefix(nameWidth)).padded(to: nameWidth) + " " + cells.joined() + "\n"
        }
        out += "  T truncated  W word split  C clipped  O overflow  X overlap  H hit target small  S target spacing  A text too small  G missing glyphs  F fixed size  E estimated symbol  M estimated control  I image of unknown size  U untranslated  N nothing checked"
        out += "  (capital: new, small: in the golden)\n"
        // The numbers a designer wants: where each element starts to break.
        let breakpoints = c.breakpoints.map { "\($0.variant)/\($0.what)" }
        if !breakpoints.isEmpty {
            out += "  breakpoints: " + breakpoints.prefix(12).joined(separator: "; ")
            out += breakpoints.count > 12 ? "; … \(breakpoints.count - 12) more (--format json lists all)\n" : "\n"
        }
        return out
    }

    static func code(_ rule: String) -> String {
        switch rule {
        case "text-truncated": return "T"
        case "text-word-split": return "W"
        case "text-fixed-size": return "F"
        case "text-clipped": return "C"
        case "content-overflow": return "O"
        case "text-overlap": return "X"
        case "hit-target-small": return "H"
        case "hit-target-spacing": return "S"
        case "text-too-small": return "A"
        case "text-missing-glyphs": return "G"
        case "symbol-size-estimated": return "E"
        case "control-size-estimated": return "M"
        case "image-size-unknown": return "I"
        case "text-untranslated": return "U"
        case "nothing-checked": return "N"
        default: return "?"
        }
    }

    enum Colour: String { case red = "31", green = "32", yellow = "33" }

    func paint(_ text: String, _ c: Colour) -> String {
        colour ? "\u{1B}[1;\(c.rawValue)m\(text)\u{1B}[0m" : text
    }
}
