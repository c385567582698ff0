/// The words `layoutcheck.yml` and the command line share with the checks and the goldens, defined once at the bottom
/// of the graph: the spec front end decodes them, Checks and Snapshots act on them.

/// How much a finding matters; each rule has a default, overridable per rule in the configuration.
public enum Severity: String, Codable, Hashable, Sendable, CaseIterable, Comparable {
    case note, warning, error

    public static func < (a: Self, b: Self) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}

/// Rule severities set in the configuration (`rules: {hit-target-spacing: note, text-too-small: off}`).
public struct RuleConfiguration: Hashable, Sendable {
    public var severities: [String: Severity]
    /// Rules set to `off`.
    public var disabled: Set<String>
    public init(severities: [String: Severity] = [:], disabled: Set<String> = []) {
        self.severities = severities; self.disabled = disabled
    }
    /// Every rule id the configuration names.
    public var named: Set<String> { disabled.union(severities.keys) }
}

/// Which hit-target standard `hit-target-small` applies.
public enum HitTargetStandard: String, Hashable, Sendable, Codable {
    /// Apple HIG: every target at least the minimum (44 pt) on both axes.
    case hig
    /// WCAG 2.2 SC 2.5.8 (AA): at least 24×24, unless a 24 pt circle centred on the undersized target intersects
    /// no other target and no other undersized target's circle (the spacing exception).
    case wcag258
}

/// When goldens are written, as iOS teams know it from swift-snapshot-testing.
public enum RecordMode: String, CaseIterable, Hashable, Sendable, Codable {
    /// Write every golden (`--record`).
    case all
    /// Write goldens that do not exist yet; the run still fails so they get reviewed ("recorded, re-run").
    case missing
    /// Write goldens that are missing or do not match.
    case failed
    /// Write nothing; a missing golden fails.
    case never

    public init?(parsing text: String) {
        let key = text.lowercased()
        if let mode = RecordMode(rawValue: key) { self = mode; return }
        // `LAYOUTCHECK_RECORD=1` / `=true` read as a plain "record" switch.
        if ["1", "true", "yes"].contains(key) { self = .all; return }
        return nil
    }
}
