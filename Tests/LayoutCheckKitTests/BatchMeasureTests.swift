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

    @Test func aRepeatedKeyIsReadAsItsLastValue() throws {
        // minScale given, then null: the last value wins, so minimumScaleFactor applies and the text shrinks;
        // width given as text, then a number: the line measures.
        let input = #"{"id":1,"text":"Continue reading","size":17,"width":60,"lineLimit":1,"minScale":1,"minScale":null,"minimumScaleFactor":0.5}"#
            + "\n" + #"{"id":2,"text":"Dune","size":17,"width":"wide","width":80}"# + "\n"
        let outcome = try Self.batch(input)
        let objects = try outcome.stdout.split(separator: "\n").map { try JSONLineParser.object(String($0)) }
        #expect(objects.count == 2)
        guard case .number(let size)? = objects.first?["effectiveSize"] else {
            Issue.record("no font size: \(outcome.stdout)"); return
        }
        #expect(size == 8.5, "shrunk by minimumScaleFactor to half of 17 pt")
        #expect(objects.last?["error"] == nil, "\(outcome.stdout)")
    }

    /// The batch path writes its JSON with its own byte writer; it must match `measure --json` byte for byte.
    @Test func batchBytesEqualSingleMeasureJSON() throws {
        let project = try CommandLineHarness()
        defer { project.remove() }
        let cases: [(text: String, args: [String])] = [
            ("Continue reading The Left Hand of Darkness", ["--size", "17", "--width", "120", "--line-limit", "2"]),
            ("Say \"hi\" \\ tab\there \u{2028} line · — …", ["--size", "23.37", "--width", "90.5"]),
            ("Überschrift 12.345 📚", ["--style", "title2", "--category", "AX3", "--width", "77", "--truncation", "middle", "--line-limit", "1"]),
            ("x", ["--size", "0.004"]),
            ("«مرحبا» Anna 12 設定", ["--size", "17", "--width", "60", "--language", "ja", "--direction", "rtl"]),
        ]
        var batch = ""
        var expected: [String] = []
        for (i, c) in cases.enumerated() {
            let single = try project.run(["measure", "--json"] + c.args + [c.text])
            #expect(single.status == 0, "\(single.stderr)")
            expected.append("{\"id\":\(i)," + single.stdout.dropFirst().trimmingCharacters(in: .newlines))
            var object: [String: Any] = ["id": i, "text": c.text]
            var k = 0
            while k < c.args.count {
                let key = String(c.args[k].dropFirst(2)).replacingOccurrences(of: "line-limit", with: "lineLimit")
                object[key] = Double(c.args[k + 1]) ?? c.args[k + 1]
                k += 2
            }
            let data = try JSONSerialization.data(withJSONObject: object)
            batch += String(decoding: data, as: UTF8.self) + "\n"
        }
        let outcome = try Self.batch(batch)
        #expect(outcome.status == 0, "\(outcome.stdout)")
        #expect(outcome.stdout.split(separator: "\n").map(String.init) == expected)
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
