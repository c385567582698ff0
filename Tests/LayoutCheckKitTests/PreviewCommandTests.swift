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

    /// `preview --serve` hands over to the `layoutcheck-serve` built beside it, which names the address it serves.
    @Test func serveStartsTheLiveServerOnLoopback() throws {
        let project = try CommandLineHarness()
        defer { project.remove() }
        try project.write("layouts/resume_card.yaml", MainLoopTests.card(title: MainLoopTests.shortTitle))
        let process = Process()
        process.executableURL = CommandLineHarness.executable
        process.arguments = ["preview", "--serve", "--port", "0"]
        process.currentDirectoryURL = project.directory
        process.environment = CommandLineHarness.baseEnvironment
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer { process.terminate(); process.waitUntilExit() }
        // The first line, read as it comes (the server runs until stopped).
        var line = Data()
        while !line.contains(UInt8(ascii: "\n")) {
            let chunk = out.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            line.append(chunk)
        }
        let text = String(decoding: line, as: UTF8.self)
        #expect(text.hasPrefix("serving 1 preview pages at http://127.0.0.1:"), "\(text)")
    }
}
