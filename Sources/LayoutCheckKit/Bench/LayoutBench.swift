import Checks
import DynamicType
import Foundation
import Layout
import Localization
import Specs
import ViewModel
import TextEngine

/// `layoutcheck bench layouts`: N synthetic specs evaluated as a run evaluates them (every variant × category on
/// each spec's devices, checks included), in memory, no goldens. Specs are generated, decoded and evaluated one
/// per iteration on every core and only a small summary is kept, so memory is the caches' bounds plus a few specs.
///
/// Phases are timed per iteration on its own thread (resolve, layout, checks, generate + decode) and the text
/// engine's share comes from its profile (shaping on a cache miss vs the rest of `measure`); "layout" is the layout
/// pass minus the text engine's time. Phase figures are thread CPU seconds summed over threads, so they hold on a
/// machine shared with other work; wall time does not.
public struct LayoutBench: Sendable {
    public struct Outcome: Sendable {
        public var specs: Int
        public var cases: Int
        public var layouts: Int
        public var findings: Int
        public var wallSeconds: Double
        public var phases: Phases
        public var text: TextEngineProfile.Snapshot
        public var textStatistics: TextEngineStatistics
        /// Text measurements answered across layouts by the measurer's cache (never reaching the engine).
        public var layoutCacheHits: Int
        /// FNV-1a over every spec's summary in spec order: equal across runs and thread counts when results are.
        public var digest: UInt64
    }

    public struct Phases: Sendable {
        public var decode = 0.0, resolve = 0.0, layoutPass = 0.0, checks = 0.0
        mutating func add(_ o: Phases) { decode += o.decode; resolve += o.resolve; layoutPass += o.layoutPass; checks += o.checks }
    }

    public var corpus: LayoutBenchCorpus
    public var project: Project
    /// Locales every spec is evaluated in (nil = the development language): `bench layouts --locale pseudo-rtl`
    /// prices right-to-left layout.
    public var locales: [LocaleSetting]?

    public init(corpus: LayoutBenchCorpus, project: Project, locales: [LocaleSetting]? = nil) {
        self.corpus = corpus
        self.project = project
        self.locales = locales
    }

    /// Evaluates specs 0..<count with a fresh text engine (cold caches), on `DispatchQueue.concurrentPerform`.
    public func run(count: Int) throws -> Outcome {
        let profile = TextEngineProfile()
        let engine = TextEngine(fonts: project.measurer.engine.fonts, profile: profile)
        let measurer = EngineTextMeasurer(engine: engine)
        var configured = CaseEvaluator(project: project, locales: locales)
        configured.measurer = measurer
        let evaluator = configured
        let slots = ResultSlots<SpecSummary>(count: count)
        let start = DispatchTime.now().uptimeNanoseconds
        DispatchQueue.concurrentPerform(iterations: count) { i in
            slots.set(i, Result { try evaluate(i, evaluator) })
        }
        let wall = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        var result = Outcome(specs: count, cases: 0, layouts: 0, findings: 0, wallSeconds: wall, phases: Phases(),
                            text: profile.snapshot, textStatistics: engine.statistics, layoutCacheHits: measurer.cacheHits,
                            digest: 0xcbf2_9ce4_8422_2325)
        for slot in slots.values {
            let summary = try slot.get()
            result.cases += summary.cases
            result.layouts += summary.layouts
            result.findings += summary.findings
            result.phases.add(summary.phases)
            for byte in summary.fingerprint.utf8 { result.digest = (result.digest ^ UInt64(byte)) &* 0x100_0000_01b3 }
        }
        return result
    }

    struct SpecSummary {
        var cases = 0, layouts = 0, findings = 0
        var phases = Phases()
        var fingerprint = ""
    }

    /// One spec: generate, decode, then resolve → layout → checks for every device × variant × category
    /// (through `CaseEvaluator`, with a clock lapped as each step ends).
    private func evaluate(_ index: Int, _ evaluator: CaseEvaluator) throws -> SpecSummary {
        var s = SpecSummary()
        var t = now()
        func lap() -> Double { let n = now(); defer { t = n }; return Double(n - t) / 1e9 }
        let spec = try SpecLoader.decode(yaml: corpus.spec(index), file: "bench_\(index).yaml")
        s.phases.decode += lap()
        for device in spec.devices(default: project.config.devices) {
            s.cases += 1
            try evaluator.evaluateEach(spec, on: device, observe: { phase in
                switch phase {
                case .resolved: s.phases.resolve += lap()
                case .laidOut: s.phases.layoutPass += lap()
                case .checked: s.phases.checks += lap()
                }
            }) { _, _, result in
                s.layouts += 1
                s.findings += result.findings.count
                s.fingerprint += "\(Int((result.root.frame.size.height * 100).rounded())),\(result.findings.count);"
            }
        }
        return s
    }

    private func now() -> UInt64 { TextEngineProfile.now() }
}
