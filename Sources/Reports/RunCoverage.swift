/// How much of one case was checked: the distinct texts, controls and images its layouts put in front of the rules
/// (over every variant and size). All three zero: the case checks nothing (`nothing-checked`).
public struct CaseCoverage: Codable, Sendable, Hashable {
    public var texts: Int
    public var controls: Int
    public var images: Int
    /// Parts not checked inside: views drawn as `stubs:` boxes, sheets and other content never laid out, and appear
    /// actions that could not be run, each with its line; nil when none.
    public var notChecked: [String]?

    public init(texts: Int, controls: Int, images: Int) {
        self.texts = texts; self.controls = controls; self.images = images
    }

    public var checksNothing: Bool { texts == 0 && controls == 0 && images == 0 }
}

/// A preview listed under `skip:` in layoutcheck.yml: not evaluated, by the team's choice (the baseline).
public struct SkippedPreview: Codable, Sendable, Hashable {
    public var name: String
    public var file: String
    public var reason: String

    public init(name: String, file: String, reason: String) { self.name = name; self.file = file; self.reason = reason }
}

/// A preview written inside a `#if` clause the iOS build does not compile (`#if os(watchOS)`, a flag not set):
/// listed with why, never evaluated, never a failure.
public struct InactivePreviewReport: Codable, Sendable, Hashable, Comparable {
    public var name: String
    public var file: String
    public var line: Int
    /// The clause as written, its line and why it is off.
    public var reason: String

    public init(name: String, file: String, line: Int, reason: String) {
        self.name = name; self.file = file; self.line = line; self.reason = reason
    }

    public static func < (a: Self, b: Self) -> Bool { (a.file, a.line, a.name) < (b.file, b.line, b.name) }
}

/// A `skip:` entry that no longer does anything: it matches no preview, or its preview evaluates now.
public struct StaleSkip: Codable, Sendable, Hashable {
    public enum Why: String, Codable, Sendable {
        case noPreview = "matches-no-preview", evaluates = "evaluates-now"
        /// It names a preview in an inactive `#if` clause, which is never evaluated, so never needs skipping.
        case inactive = "names-inactive-preview"
    }
    public var key: String
    public var why: Why
    /// The command that removes it (and records what is not evaluated).
    public var fix: String = StaleSkip.fixCommand

    public static let fixCommand = "layoutcheck previews --write-skips"

    public init(key: String, why: Why) { self.key = key; self.why = why }

    public var sentence: String {
        let what = switch why {
        case .noPreview: "matches no preview"
        case .evaluates: "names a preview that is evaluated now"
        case .inactive: "names a preview in an inactive #if clause, which is never evaluated (nor fails)"
        }
        return "skip entry \"\(key)\" in layoutcheck.yml \(what); `\(fix)` removes it"
    }
}

/// The run's totals: what was checked, and what was not.
public struct RunCoverage: Codable, Sendable, Hashable {
    /// YAML specs checked.
    public var specs: Int
    /// Previews found (checked, not evaluated, skipped, and in inactive `#if` clauses).
    public var previews: Int
    /// Previews evaluated on every device.
    public var previewsChecked: Int
    /// Previews that could not be evaluated and are not skipped: each fails the run.
    public var previewsNotEvaluated: Int
    /// Previews under `skip:` (the baseline).
    public var previewsSkipped: Int
    /// Previews in `#if` clauses the iOS build does not compile: counted, never evaluated, never failing.
    public var previewsInactive: Int
    public var texts: Int
    public var controls: Int
    public var images: Int
    /// Cases (source × device) whose layouts hold no text, control or image.
    public var casesCheckingNothing: Int
    /// Distinct parts whose content is not checked: `stubs:` boxes, overlays, sheets and the like.
    public var partsNotChecked: Int

    public init(cases: [CaseReport], skipped: [SkippedPreview], inactive: [InactivePreviewReport] = []) {
        let previewCases = cases.filter { $0.previewName != nil }
        let failing = Set(previewCases.filter { $0.status == .notEvaluated }.map(\.spec))
        let previews = Set(previewCases.map(\.spec))
        specs = Set(cases.filter { $0.previewName == nil }.map(\.file)).count
        previewsSkipped = Set(skipped.map(\.name)).subtracting(previews).count
        previewsInactive = Set(inactive.map { "\($0.file):\($0.line)" }).count
        self.previews = previews.count + previewsSkipped + previewsInactive
        previewsNotEvaluated = failing.count
        previewsChecked = previews.count - failing.count
        let counted = cases.compactMap(\.coverage)
        texts = counted.reduce(0) { $0 + $1.texts }
        controls = counted.reduce(0) { $0 + $1.controls }
        images = counted.reduce(0) { $0 + $1.images }
        casesCheckingNothing = counted.filter(\.checksNothing).count
        partsNotChecked = Set(counted.flatMap { $0.notChecked ?? [] }).count
    }

    /// "41 of 42 previews checked, 14 specs, 6,120 texts, 1,890 controls, 300 images; 1 not evaluated (baseline)".
    public var sentence: String {
        var parts: [String] = []
        if previews > 0 { parts.append("\(Self.number(previewsChecked)) of \(Self.number(previews)) previews checked") }
        if specs > 0 || previews == 0 { parts.append(Self.count(specs, "spec")) }
        parts += [Self.count(texts, "text"), Self.count(controls, "control"), Self.count(images, "image")]
        var out = parts.joined(separator: ", ")
        if previewsNotEvaluated > 0 { out += "; \(Self.number(previewsNotEvaluated)) not evaluated (failing)" }
        if previewsSkipped > 0 { out += "; \(Self.number(previewsSkipped)) not evaluated (baseline)" }
        if previewsInactive > 0 {
            out += "; " + (previewsInactive == 1 ? "1 preview in an inactive #if clause"
                           : "\(Self.number(previewsInactive)) previews in inactive #if clauses") + " (not compiled for iOS)"
        }
        if partsNotChecked > 0 {
            out += "; \(Self.count(partsNotChecked, "part")) not checked inside (stubs, sheets, appear actions not run: --format json lists them)"
        }
        if casesCheckingNothing > 0 {
            out += "; \(Self.count(casesCheckingNothing, "case")) \(casesCheckingNothing == 1 ? "checks" : "check") nothing"
        }
        return out
    }

    static func count(_ n: Int, _ noun: String) -> String { "\(number(n)) \(noun)\(n == 1 ? "" : "s")" }

    /// 6120 → "6,120", whatever the machine's locale, so reports are the same bytes everywhere.
    static func number(_ n: Int) -> String {
        let digits = String(n.magnitude)
        var out = ""
        for (i, c) in digits.enumerated() {
            if i > 0, (digits.count - i) % 3 == 0 { out.append(",") }
            out.append(c)
        }
        return (n < 0 ? "-" : "") + out
    }
}
