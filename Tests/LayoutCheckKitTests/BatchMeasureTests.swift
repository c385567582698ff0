import Foundation
import LayoutCheckKit
import Testing

/// `measure --batch` end to end through the executable: one answer per line in order, ids echoed as written,
/// escapes and Unicode in the text, a bad line answered with an error object while the batch goes on.
struct BatchMeasureTests {
    @Test func answersEveryLineInOrder() throws {
        let input = [
            #"{"id":1,"text":"Continue reading","size":17,"width":80}"#,
            #"{"id":"b","text":"Tab\there \"quoted\" \u2026 \uD83D\uDCDA é","size":17}"#,
            #"{"id":[2,{"z":1,"a":null}],"text":"x","size":-1}"#,
            "not json",
            #"{"id":3.5,"text":"Dune","size":20,"lineLimit":null,"colour":"red"}"#,
            "",
            #"{"id":4,"text":"Dune","style":"body","category":"AX5"}"#,
        ].joined(separator: "\n") + "\n"
        let outcome = try Self.batch(input)
        #expect(outcome.status == 1, "some lines failed: \(outcome.stderr)")
        let lines = outcome.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        #expect(lines.count == 7)
        let objects = try lines.map { try JSONLineParser.object($0) }
        #expect(objects[0]["id"] == .number(1))
        #expect(objects[0]["lineCount"] == .number(2), "\(lines[0])")
        #expect(objects[1]["id"] == .string("b"))
        guard case .array(let texts)? = objects[1]["lines"], case .object(let first)? = texts.first else {
            Issue.record("no lines: \(lines[1])"); return
        }
        #expect(first.first { $0.key == "text" }?.value == .string("Tab\there \"quoted\" … 📚 é"))
        #expect(lines[2].hasPrefix(#"{"id":[2,{"a":null,"z":1}],"error":"#), "\(lines[2])")
        #expect(objects[3]["error"] != nil)
        #expect(objects[4]["id"] == .number(3.5))
        #expect(objects[4]["error"] != nil, "unknown key")
        #expect(objects[5]["error"] != nil, "an empty line is not a case")
        #expect(objects[6]["id"] == .number(4))
        #expect(objects[6]["error"] == nil, "\(lines[6])")
    }

    /// Runs `layoutcheck measure --batch` with `input` on standard input.
    static func batch(_ input: String) throws -> CommandLineHarness.Outcome {
        let process = Process()
        process.executableURL = CommandLineHarness.executable
        process.arguments = ["measure", "--batch"]
        process.environment = ["PATH": "/usr/bin:/bin", "LAYOUTCHECK_FONTS": CommandLineHarness.repositoryFonts]
        let stdin = Pipe(), out = Pipe(), err = Pipe()
        process.standardInput = stdin
        process.standardOutput = out
        process.standardError = err
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return CommandLineHarness.Outcome(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                                          stderr: String(decoding: stderr, as: UTF8.self))
    }
}
