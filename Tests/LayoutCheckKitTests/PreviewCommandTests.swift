import Foundation
import Testing

/// `layoutcheck preview --png` on a machine without rsvg-convert: said before anything is written, with what to
/// install wherever the tool runs.
@Suite struct PreviewCommandTests {
    @Test func pngWithoutTheRasterizerFailsFirstAndWritesNothing() throws {
        let project = try CommandLineHarness()
        defer { project.remove() }
        try project.write("layouts/resume_card.yaml", MainLoopTests.card(title: MainLoopTests.shortTitle))
        let run = try project.run(["preview", "--png", "--out", "out"], environment: ["PATH": "/nonexistent"])
        #expect(run.status == 3, "an environment error")
        #expect(run.stderr.contains("rsvg-convert not found"))
        #expect(run.stderr.contains("apt-get install librsvg2-bin"))
        #expect(!project.exists("out"), "nothing half-written")
    }
}
