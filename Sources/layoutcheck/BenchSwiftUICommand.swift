import ArgumentParser
import Foundation
import LayoutCheckKit

/// `layoutcheck bench swiftui`: what reading SwiftUI costs, against what checking it costs.
struct BenchSwiftUICommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "swiftui",
        abstract: "SwiftUI front end throughput on N generated view files (default N = 100 and 1,000).",
        discussion: """
        Build with -c release for meaningful figures. Each file holds a card view with a model, sample data, \
        @ScaledMetric, AnyLayout, ForEach and a button, and two #Previews; files are generated from a seed and \
        written before the clock starts. Prints the scan + parse time, the evaluation of every preview at all 12 \
        categories (front end alone) and the same through layout and checks.
        """)

    @Option(parsing: .upToNextOption, help: "Numbers of files, in order.") var files: [Int] = [100, 1_000]
    @Option(help: "Corpus seed.") var seed: UInt64 = 42

    func run() throws {
        let scratch = try BenchScratch(name: "layoutcheck-bench-swiftui")
        defer { scratch.remove() }
        let project = try scratch.project()
        let bench = SwiftUIBench(corpus: SwiftUIBenchCorpus(seed: seed), project: project)
        _ = try bench.run(files: 2, in: scratch.url)  // fonts and HarfBuzz tables outside the timings
        print("bench swiftui: seed \(seed), \(ProcessInfo.processInfo.activeProcessorCount) cores, 12 categories, 1 device")
        for n in files where n > 0 {
            let r = try bench.run(files: n, in: scratch.url)
            let frontEnd = r.scanSeconds + r.evaluateSeconds
            let check = r.scanSeconds + r.checkSeconds
            print("N=\(n) files, \(r.previews) previews: scan + parse \(fmt(r.scanSeconds)) s, evaluate \(r.evaluations) "
                  + "environments \(fmt(r.evaluateSeconds)) s: front end \(fmt(frontEnd)) s; a check (scan, evaluate, layout, "
                  + "checks; \(r.layouts) layouts) \(fmt(check)) s; front end = \(Int((frontEnd / check * 100).rounded()))% of it")
        }
    }

    private func fmt(_ v: Double) -> String { String(format: v < 10 ? "%.3f" : "%.1f", v) }
}
