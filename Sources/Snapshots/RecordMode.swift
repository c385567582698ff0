import CheckSettings

/// Where the effective record mode came from, for the report ("record mode: never (CI)").
public enum RecordModeSource: String, Hashable, Sendable {
    case flag, environment, configuration, defaultLocal, defaultCI
}

public struct RecordModeResolution: Hashable, Sendable {
    public var mode: RecordMode
    public var source: RecordModeSource
    /// True when someone asked for this mode (flag, environment or configuration), not a default.
    public var isExplicit: Bool { source != .defaultLocal && source != .defaultCI }
}

public struct InvalidRecordMode: Error, Equatable, CustomStringConvertible {
    public var value: String
    public init(value: String) { self.value = value }
    public var description: String {
        "LAYOUTCHECK_RECORD=\(value) is not a record mode; use all, missing, failed or never"
    }
}

/// The effective record mode: flag > `LAYOUTCHECK_RECORD` > configuration > default, where the default is `never`
/// when `CI` is set (to anything but empty, `0` or `false`) and `missing` otherwise. An explicit mode wins even
/// on CI: only the default keeps CI from writing.
public func resolveRecordMode(flag: RecordMode?, environment: [String: String],
                              configuration: RecordMode?) throws -> RecordModeResolution {
    if let flag { return RecordModeResolution(mode: flag, source: .flag) }
    if let raw = environment["LAYOUTCHECK_RECORD"], !raw.isEmpty {
        guard let mode = RecordMode(parsing: raw) else { throw InvalidRecordMode(value: raw) }
        return RecordModeResolution(mode: mode, source: .environment)
    }
    if let configuration { return RecordModeResolution(mode: configuration, source: .configuration) }
    if isCI(environment) { return RecordModeResolution(mode: .never, source: .defaultCI) }
    return RecordModeResolution(mode: .missing, source: .defaultLocal)
}

public func isCI(_ environment: [String: String]) -> Bool {
    guard let value = environment["CI"]?.lowercased() else { return false }
    return !["", "0", "false", "no"].contains(value)
}

/// The state of one golden before deciding: absent, or present and compared with this run.
public enum GoldenState: Hashable, Sendable {
    case missing
    case matches
    case differs
}

/// What to do with one golden, and whether it fails the run.
public struct GoldenDecision: Hashable, Sendable {
    public enum Outcome: String, Hashable, Sendable {
        /// Compared and equal.
        case passed
        /// Compared and different, not re-recorded: a regression.
        case failed
        /// No golden, and the mode does not record: fails.
        case missingNotRecorded
        /// Written because it was missing.
        case recordedNew
        /// Rewritten over an existing golden (`all`, or `failed` after a mismatch).
        case rerecorded
    }

    public var outcome: Outcome
    /// Write the current golden (atomically, through the run's golden writer, which skips identical bytes).
    public var write: Bool
    public var failsRun: Bool
}

/// The record-mode table. A golden written in `missing` mode fails the run so it is reviewed before it gates;
/// `all` and `failed` are explicit re-record runs and pass with what they wrote.
///
/// | state \ mode | all              | missing              | failed           | never              |
/// |--------------|------------------|----------------------|------------------|--------------------|
/// | missing      | write, pass      | write, **fail**      | write, pass      | **fail**           |
/// | matches      | write*, pass     | pass                 | pass             | pass               |
/// | differs      | write, pass      | **fail**             | write, pass      | **fail**           |
///
/// *rewritten so a within-tolerance drift is captured exactly; identical bytes are not rewritten.
public func decideGolden(mode: RecordMode, state: GoldenState) -> GoldenDecision {
    switch (state, mode) {
    case (.missing, .never): return .init(outcome: .missingNotRecorded, write: false, failsRun: true)
    case (.missing, .missing): return .init(outcome: .recordedNew, write: true, failsRun: true)
    case (.missing, .all), (.missing, .failed): return .init(outcome: .recordedNew, write: true, failsRun: false)
    case (.matches, .all), (.differs, .all), (.differs, .failed):
        return .init(outcome: .rerecorded, write: true, failsRun: false)
    case (.matches, _): return .init(outcome: .passed, write: false, failsRun: false)
    case (.differs, .missing), (.differs, .never): return .init(outcome: .failed, write: false, failsRun: true)
    }
}
