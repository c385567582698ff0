import Foundation
import LayoutCheckKit
import Testing

/// The benchmark's synthetic specs are valid specs in every shape, deterministic, and evaluate to the same digest
/// however often they are run (no timing is asserted).
struct LayoutBenchTests {
    @Test func everyTemplateDecodesAndEvaluatesDeterministically() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let project = try Project(options: RunOptions(root: root.path))
        for template in [nil] + LayoutBenchCorpus.templates.indices.map(Optional.some) {
            let corpus = LayoutBenchCorpus(seed: 7, template: template)
            #expect(corpus.spec(3) == corpus.spec(3))
            let bench = LayoutBench(corpus: corpus, project: project)
            let first = try bench.run(count: 2)
            let second = try bench.run(count: 2)
            #expect(first.layouts > 0 && first.layouts % 12 == 0, "every case at all 12 categories")
            #expect(first.digest == second.digest, "template \(String(describing: template))")
            #expect(first.text.measureCalls > 0)
        }
    }
}
