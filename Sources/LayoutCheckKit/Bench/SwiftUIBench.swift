import DynamicType
import Foundation
import Layout
import Specs
import ViewModel
import SwiftUISource

/// `layoutcheck bench swiftui`: N generated view files (two previews each) scanned, parsed and evaluated as a run
/// does: every preview at every category on one device, first to the element tree alone (the front end's own
/// cost), then through layout and checks (what a check costs). Files are written before the clock starts.
public struct SwiftUIBench: Sendable {
    public struct Outcome: Sendable {
        public var files: Int
        public var previews: Int
        /// Finding the files and parsing them, indexing types and previews.
        public var scanSeconds: Double
        /// Every preview × category evaluated to its element tree (the Swift front end alone).
        public var evaluateSeconds: Double
        public var evaluations: Int
        /// Every preview × category through resolve, layout and checks (a check without goldens).
        public var checkSeconds: Double
        public var layouts: Int
    }

    public var corpus: SwiftUIBenchCorpus
    public var project: Project

    public init(corpus: SwiftUIBenchCorpus, project: Project) {
        self.corpus = corpus
        self.project = project
    }

    public func run(files count: Int, in directory: URL) throws -> Outcome {
        let folder = directory.appendingPathComponent("views-\(count)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for i in 0..<count {
            try corpus.file(i).write(to: folder.appendingPathComponent("Card\(i).swift"), atomically: false, encoding: .utf8)
        }
        var outcome = Outcome(files: count, previews: 0, scanSeconds: 0, evaluateSeconds: 0, evaluations: 0, checkSeconds: 0, layouts: 0)
        var scanned: [SwiftPreview] = []
        outcome.scanSeconds = try seconds {
            scanned = try SwiftSources.previews(files: SwiftSources.files(in: [folder.path]), relativeTo: directory.path)
        }
        let previews = scanned
        outcome.previews = previews.count
        let device = project.config.devices[0]
        let categories = ContentSizeCategory.allCases
        let failures = ResultSlots<Int>(count: previews.count)
        outcome.evaluateSeconds = try seconds {
            DispatchQueue.concurrentPerform(iterations: previews.count) { i in
                failures.set(i, Result {
                    for c in categories { _ = try previews[i].evaluate(device: device, category: c, boldText: false) }
                    return 0
                })
            }
            for r in failures.values { _ = try r.get() }
        }
        outcome.evaluations = previews.count * categories.count
        let evaluator = CaseEvaluator(project: project, categories: categories, boldText: false)
        let layouts = ResultSlots<Int>(count: previews.count)
        outcome.checkSeconds = try seconds {
            DispatchQueue.concurrentPerform(iterations: previews.count) { i in
                layouts.set(i, Result { try evaluator.evaluate(previews[i], on: device).layouts })
            }
            outcome.layouts = try layouts.values.reduce(0) { $0 + (try $1.get()) }
        }
        return outcome
    }

    private func seconds(_ body: () throws -> Void) throws -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        try body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }
}
