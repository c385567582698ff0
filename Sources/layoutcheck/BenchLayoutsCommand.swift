import ArgumentParser
import Foundation
import LayoutCheckKit

/// `layoutcheck bench layouts`: N synthetic specs through the whole evaluation (resolve, layout, text, checks) on
/// every core, no goldens; wall time, layouts per second, peak memory and where the time goes, per N.
struct BenchLayoutsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layouts",
        abstract: "Layout throughput on N synthetic specs (default N = 100, 1,000 and 10,000).",
        discussion: """
        Build with -c release for meaningful figures. Specs are generated from a seed (cards and rows like \
        layouts/*.yaml, 2-3 variants, 1-3 iPhones, all 12 categories) and evaluated in memory; nothing is written. \
        Each N starts with a cold text engine. Wall time depends on what else the machine runs; \
        "layouts per CPU-second" and the phase shares (thread CPU time) do not.
        """)

    @Option(parsing: .upToNextOption, help: "Numbers of specs to run, in order.") var specs: [Int] = [100, 1_000, 10_000]
    @Option(help: "Corpus seed.") var seed: UInt64 = 42
    @Option(help: "One spec shape for all: card, row, metric, toggles or chat (default: a mix).") var template: String?
    @Option(help: "Locales to evaluate every spec in (comma-separated, e.g. pseudo-rtl; default: the development language).")
    var locale: String?

    func run() throws {
        let scratch = try BenchScratch(name: "layoutcheck-bench")
        defer { scratch.remove() }
        let project = try scratch.project()
        var templateIndex: Int?
        if let template {
            guard let i = LayoutBenchCorpus.templates.firstIndex(of: template) else {
                throw ValidationError("--template: one of \(LayoutBenchCorpus.templates.joined(separator: ", "))")
            }
            templateIndex = i
        }
        let bench = LayoutBench(corpus: LayoutBenchCorpus(seed: seed, template: templateIndex), project: project,
                                locales: try locale.map(CheckCommand.locales))
        _ = try bench.run(count: 2)  // load fonts and HarfBuzz tables outside the timings
        print("bench layouts: seed \(seed), \(template ?? "mixed") specs, \(ProcessInfo.processInfo.activeProcessorCount) cores, "
              + "categories \(CaseEvaluator(project: project).categories.count)"
              + (locale.map { ", locales \($0)" } ?? ""))
        var previous: (n: Int, seconds: Double)?
        for n in specs where n > 0 {
            let cpuBefore = processCPUSeconds()
            let r = try bench.run(count: n)
            let cpu = processCPUSeconds() - cpuBefore
            let perSecond = Double(r.layouts) / r.wallSeconds
            var line = "N=\(n): \(r.cases) spec×device cases, \(r.layouts) layouts, \(r.findings) findings in "
                + "\(fmt(r.wallSeconds)) s = \(Int(perSecond)) layouts/s; process CPU \(fmt(cpu)) s = "
                + "\(Int(Double(r.layouts) / cpu)) layouts per CPU-second; peak RSS \(peakRSSMegabytes()) MB"
            if let previous {
                line += "; ×\(fmt(Double(n) / Double(previous.n))) specs took ×\(fmt(r.wallSeconds / previous.seconds)) time"
            }
            print(line)
            let p = r.phases
            let layout = max(0, p.layoutPass - r.text.measureSeconds)
            let total = p.decode + p.resolve + p.layoutPass + p.checks
            func share(_ v: Double) -> String { "\(Int((v / total * 100).rounded()))%" }
            print("  CPU \(fmt(total)) s: shaping \(share(r.text.shapingSeconds)), breaking \(share(r.text.breakingSeconds)), "
                  + "layout \(share(layout)), checks \(share(p.checks)), resolve \(share(p.resolve)), "
                  + "generate+decode \(share(p.decode))")
            print("  text: \(r.layoutCacheHits + r.text.measureCalls) measurements, \(r.layoutCacheHits) answered from the "
                  + "cache across layouts, \(r.text.measureCalls) by the engine: \(r.textStatistics.shapings) shapings, "
                  + "\(r.textStatistics.cacheHits) shape-cache hits, \(r.textStatistics.cachedTexts) texts cached; "
                  + "digest \(String(r.digest, radix: 16))")
            previous = (n, r.wallSeconds)
        }
    }

    /// User + system CPU time of the whole process so far (all threads).
    private func processCPUSeconds() -> Double {
        var usage = rusage()
        #if os(Linux)
        getrusage(RUSAGE_SELF.rawValue, &usage)
        #else
        getrusage(RUSAGE_SELF, &usage)
        #endif
        func seconds(_ t: timeval) -> Double { Double(t.tv_sec) + Double(t.tv_usec) / 1e6 }
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }

    /// Peak resident set so far (getrusage ru_maxrss, kilobytes on Linux), in MB.
    private func peakRSSMegabytes() -> Int {
        var usage = rusage()
        #if os(Linux)
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return usage.ru_maxrss / 1024
        #else
        getrusage(RUSAGE_SELF, &usage)
        return usage.ru_maxrss / (1024 * 1024)  // bytes on Darwin
        #endif
    }

    private func fmt(_ v: Double) -> String { String(format: v < 10 ? "%.3f" : "%.1f", v) }
}
