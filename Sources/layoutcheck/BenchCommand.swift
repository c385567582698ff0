import ArgumentParser
import Foundation
import LayoutCheckKit
import TextEngine

/// `layoutcheck bench`: performance figures. A group, so other benchmarks (layouts) can join `text`.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench", abstract: "Benchmarks.", subcommands: [BenchTextCommand.self, BenchLayoutsCommand.self, BenchSwiftUICommand.self],
        defaultSubcommand: BenchTextCommand.self)
}

/// Cases per second through the `measure --batch` path against the floor: HarfBuzz shaping each text once.
struct BenchTextCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "text",
        abstract: "Text engine throughput: the batch measure path vs HarfBuzz shaping alone.",
        discussion: "Build with -c release for meaningful figures. The corpus is deterministic (seeded).")

    @Option(help: "Number of cases (each text is measured at 4 sizes × 3 widths).") var cases = 24_000
    @Option(help: "Corpus seed.") var seed: UInt64 = 42
    @Option(help: "Measure these JSON Lines cases (as `measure --batch` reads them) instead of the generated corpus.")
    var input: String?

    func run() throws {
        // Warm up font loading and HarfBuzz's lazily built tables outside the timings.
        let warm = MeasureSession()
        _ = try warm.measure(MeasureInput(text: "Warm up", size: 17))
        _ = try warm.measure(MeasureInput(text: "Warm up", size: 30))
        let (lines, requests, description) = try workload(warm)

        // 1. The batch path, cold cache: JSON line in → measure → JSON line out.
        let session = MeasureSession()
        var bytes = 0, failures = 0
        var out = JSONBytes()
        let batchTime = try time {
            for line in lines {
                if !session.batchLine(line, defaults: MeasureInput(), into: &out) { failures += 1 }
                bytes += out.bytes.count + 1
                out.bytes.removeAll(keepingCapacity: true)
            }
        }
        let stats = session.engine.statistics

        // 2. The engine alone (TextRequest → MeasuredText, cold cache): what JSON in and out add to it.
        let engine = TextEngine(fonts: warm.engine.fonts)  // as the batch path runs it
        let engineTime = try time { for r in requests { _ = try engine.measure(r) } }

        // 3. The floor: HarfBuzz shaping each text once per (face, weight) the batch needed, nothing else.
        // One job per (text, face, weight) — and size, for a size-dependent face — shaped at the first size met
        // (which picks the face: the system font's cut depends on it).
        var shapeJobs: [ShapeJob: Double] = [:]
        for r in requests {
            let face = try warm.engine.fonts.face(family: r.family, size: r.size, weight: r.weight)
            let job = ShapeJob(text: r.text, family: r.family, face: ObjectIdentifier(face), weight: r.weight,
                               size: face.isSizeDependent ? r.size : 0)
            if shapeJobs[job] == nil { shapeJobs[job] = r.size }
        }
        let jobs = Array(shapeJobs)
        var glyphs = 0
        let floorTime = try time {
            for (job, size) in jobs { glyphs += try warm.engine.shapeOnly(job.text, family: job.family, size: size, weight: job.weight) }
        }

        let n = Double(lines.count)
        print(description)
        print("batch path (JSON in → measure → JSON out): \(fmt(batchTime)) s, \(Int(n / batchTime)) cases/s"
              + (failures > 0 ? ", \(failures) failed" : ""))
        print("  of which the engine alone (requests in, results out, no JSON): \(fmt(engineTime)) s, "
              + "\(Int(n / engineTime)) cases/s")
        print("  engine work: \(stats.shapings) shapings, \(stats.cacheHits) cache hits; \(bytes) bytes of JSON out")
        print("shaping floor (HarfBuzz, each text once per cut and weight): \(jobs.count) shapings, \(glyphs) glyphs, "
              + "\(fmt(floorTime)) s")
        print("ratio batch / floor: \(fmt(batchTime / floorTime))×  (\(fmt(batchTime / n * 1e6)) µs per case, "
              + "\(fmt(floorTime / Double(jobs.count) * 1e6)) µs per shaping)")
        if failures > 0 { throw ExitCode(1) }
    }

    private struct ShapeJob: Hashable {
        var text: String; var family: String?; var face: ObjectIdentifier; var weight: Double; var size: Double
    }

    /// JSON lines for the batch path and the same cases as engine requests: the generated corpus, or `--input`.
    private func workload(_ warm: MeasureSession) throws -> ([String], [TextRequest], String) {
        guard let input else {
            let corpus = TextBenchCorpus(count: max(1, cases), seed: seed)
            let lines = corpus.cases.enumerated().map { i, c in
                "{\"id\":\(i),\"text\":\(MeasureOutput.string(c.text)),\"size\":\(c.size),\"weight\":\(c.weight),"
                    + "\"width\":\(c.width)" + (c.lineLimit.map { ",\"lineLimit\":\($0)" } ?? "") + "}"
            }
            let requests = corpus.cases.map {
                TextRequest($0.text, size: $0.size, weight: $0.weight, width: $0.width, lineLimit: $0.lineLimit)
            }
            return (lines, requests, "corpus: \(corpus.texts.count) texts, \(lines.count) cases (4 sizes × 3 widths each, seed \(seed))")
        }
        guard let data = FileManager.default.contents(atPath: input) else { throw ValidationError("\(input): cannot read") }
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
        let requests = try lines.map { line -> TextRequest in
            let measureInput = try MeasureInput().overlaid(with: try JSONLineParser.object(line))
            return try measureInput.request(family: try warm.family(for: measureInput))
        }
        return (lines, requests, "cases: \(lines.count) from \(input), \(Set(requests.map(\.text)).count) distinct texts")
    }

    private func time(_ body: () throws -> Void) throws -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        try body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }

    private func fmt(_ v: Double) -> String { String(format: v < 10 ? "%.3f" : "%.1f", v) }
}
