import Snapshots
import Testing
import CheckSettings

@Suite struct RecordModeTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var flag: RecordMode?
        var env: [String: String]
        var config: RecordMode?
        var mode: RecordMode
        var source: RecordModeSource
        var testDescription: String { "flag \(flag?.rawValue ?? "-") env \(env) config \(config?.rawValue ?? "-")" }
    }

    @Test(arguments: [
        Case(flag: .all, env: ["LAYOUTCHECK_RECORD": "never", "CI": "true"], config: .never, mode: .all, source: .flag),
        Case(flag: nil, env: ["LAYOUTCHECK_RECORD": "failed", "CI": "true"], config: .never, mode: .failed, source: .environment),
        Case(flag: nil, env: ["LAYOUTCHECK_RECORD": "1"], config: nil, mode: .all, source: .environment),
        Case(flag: nil, env: ["LAYOUTCHECK_RECORD": ""], config: .failed, mode: .failed, source: .configuration),
        Case(flag: nil, env: ["CI": "true"], config: .missing, mode: .missing, source: .configuration),
        Case(flag: nil, env: ["CI": "true"], config: nil, mode: .never, source: .defaultCI),
        Case(flag: nil, env: ["CI": "1"], config: nil, mode: .never, source: .defaultCI),
        Case(flag: nil, env: ["CI": "false"], config: nil, mode: .missing, source: .defaultLocal),
        Case(flag: nil, env: [:], config: nil, mode: .missing, source: .defaultLocal),
    ])
    func precedenceIsFlagThenEnvironmentThenConfigurationThenDefault(_ c: Case) throws {
        let resolved = try resolveRecordMode(flag: c.flag, environment: c.env, configuration: c.config)
        #expect(resolved.mode == c.mode)
        #expect(resolved.source == c.source)
    }

    @Test func anUnknownEnvironmentValueIsAnError() {
        #expect(throws: InvalidRecordMode(value: "sometimes")) {
            try resolveRecordMode(flag: nil, environment: ["LAYOUTCHECK_RECORD": "sometimes"], configuration: nil)
        }
    }

    @Test(arguments: [
        (RecordMode.all, GoldenState.missing, GoldenDecision.Outcome.recordedNew, true, false),
        (.missing, .missing, .recordedNew, true, true),
        (.failed, .missing, .recordedNew, true, false),
        (.never, .missing, .missingNotRecorded, false, true),
        (.all, .matches, .rerecorded, true, false),
        (.missing, .matches, .passed, false, false),
        (.failed, .matches, .passed, false, false),
        (.never, .matches, .passed, false, false),
        (.all, .differs, .rerecorded, true, false),
        (.missing, .differs, .failed, false, true),
        (.failed, .differs, .rerecorded, true, false),
        (.never, .differs, .failed, false, true),
    ])
    func decisionTable(mode: RecordMode, state: GoldenState, outcome: GoldenDecision.Outcome, write: Bool, fails: Bool) {
        let decision = decideGolden(mode: mode, state: state)
        #expect(decision.outcome == outcome)
        #expect(decision.write == write)
        #expect(decision.failsRun == fails)
    }
}
