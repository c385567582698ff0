import Foundation
import Testing

/// Bad spec files through the real executable: each must exit 2 with `file:line:column` and a message that says
/// what is wrong, never crash, and leave the recorded golden of the good spec beside it byte-identical.
@Suite struct BadInputSpecTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var file = "layouts/bad.yaml"
        var text: String
        /// Fragments stderr must contain; the first is the location.
        var mentions: [String]
        var testDescription: String { name }
    }

    static func spec(_ body: String, devices: String = "[iphone-se]", top: String = "") -> String {
        "name: Bad\ndevices: \(devices)\n\(top)body:\n" + body.split(separator: "\n", omittingEmptySubsequences: false)
            .map { "  " + $0 }.joined(separator: "\n") + "\n"
    }

    /// `width:` etc. on a text, at line 6 of `spec`.
    static func textWith(_ modifier: String) -> String { spec("text: Hello\nid: t\n\(modifier)") }

    static let cases: [Case] = [
        Case(name: "malformed YAML", text: "name: Bad\nbody:\n  text: [unclosed\n",
             mentions: ["layouts/bad.yaml:4:1: error: YAML syntax"]),
        Case(name: "malformed JSON", file: "layouts/bad.json", text: "{\"name\": \"Bad\", \"body\": {\"text\": \"x\"}\n",
             mentions: ["layouts/bad.json:2:1: error: YAML syntax"]),
        Case(name: "empty file", text: "", mentions: ["layouts/bad.yaml:1:1: error: the file is empty"]),
        Case(name: "only a comment", text: "# nothing yet\n", mentions: ["layouts/bad.yaml:1:1: error: the file is empty"]),
        Case(name: "a list at the top", text: "- text: x\n", mentions: ["layouts/bad.yaml:1:1", "expected a mapping with `body:`"]),
        Case(name: "tab indentation", text: "name: Bad\nbody:\n\ttext: x\n", mentions: ["layouts/bad.yaml:3:1: error: YAML syntax"]),
        Case(name: "control character", text: "name: A\u{1}B\nbody: {text: x}\n",
             mentions: ["layouts/bad.yaml:1:8: error: YAML: control characters are not allowed"]),
        Case(name: "duplicate key", text: "name: A\nname: B\nbody: {text: x}\n", mentions: ["layouts/bad.yaml:", "written twice"]),
        Case(name: "wrong type", text: spec("vstack: 12"), mentions: ["layouts/bad.yaml:4:11", "expected a list of views"]),
        Case(name: "text given a list", text: spec("text: [a, b]"), mentions: ["layouts/bad.yaml:4:9", "expected text, found a list"]),
        Case(name: "unknown top-level key", text: spec("text: x", top: "colour: red\n"),
             mentions: ["layouts/bad.yaml:3:1", "unknown key `colour`"]),
        Case(name: "misspelt modifier", text: textWith("lineLimt: 2"), mentions: ["layouts/bad.yaml:6:3", "did you mean `lineLimit`"]),
        Case(name: "unknown view", text: spec("Missing: {}"), mentions: ["layouts/bad.yaml:4:3", "unknown view `Missing`"]),
        Case(name: "component cycle",
             text: spec("A: {}", top: "components:\n  A: {body: {B: {}}}\n  B: {body: {A: {}}}\n"),
             mentions: ["layouts/bad.yaml:", "component cycle: A → B → A"]),
        Case(name: "missing placeholder value", text: spec("text: \"{title}\""), mentions: ["layouts/bad.yaml:4:9", "`{title}` has no value"]),
        Case(name: "negative width", text: textWith("frame: {width: -5}"), mentions: ["layouts/bad.yaml:6:18", "cannot be negative"]),
        Case(name: "NaN width", text: textWith("frame: {width: .nan}"), mentions: ["layouts/bad.yaml:6:18", "expected a number"]),
        Case(name: "infinite width", text: textWith("frame: {width: .inf}"), mentions: ["layouts/bad.yaml:6:18", "only accepted for maxWidth"]),
        Case(name: "negative infinite height", text: textWith("frame: {maxHeight: -.inf}"), mentions: ["layouts/bad.yaml:6:22", "expected a number"]),
        Case(name: "1e12 width", text: textWith("frame: {width: 1e12}"), mentions: ["layouts/bad.yaml:6:18", "at most 100000"]),
        Case(name: "huge padding", text: textWith("padding: 1e300"), mentions: ["layouts/bad.yaml:6:12", "at most 100000"]),
        Case(name: "huge scaled metric", text: textWith("padding: {scaled: 1e300}"), mentions: ["layouts/bad.yaml:6:21", "at most"]),
        Case(name: "negative scaled metric", text: textWith("padding: {scaled: -4}"), mentions: ["layouts/bad.yaml:6:21", "cannot be negative"]),
        Case(name: "negative line limit", text: textWith("lineLimit: -1"), mentions: ["layouts/bad.yaml:6:14", "cannot be negative"]),
        Case(name: "zero line limit", text: textWith("lineLimit: 0"), mentions: ["layouts/bad.yaml:6:14", "write null for no limit"]),
        Case(name: "line limit 1e300", text: textWith("lineLimit: 1e300"), mentions: ["layouts/bad.yaml:6:14", "out of range"]),
        Case(name: "zero font size", text: textWith("font: {size: 0}"), mentions: ["layouts/bad.yaml:6:16", "font size must be above 0"]),
        Case(name: "huge font size", text: textWith("font: {size: 5000}"), mentions: ["layouts/bad.yaml:6:16", "at most 1000 pt"]),
        Case(name: "zero scale factor", text: textWith("minimumScaleFactor: 0"), mentions: ["layouts/bad.yaml:6:23", "greater than 0"]),
        Case(name: "grid of 1e300 columns", text: spec("grid: {columns: 1e300, children: [{text: a}]}"),
             mentions: ["layouts/bad.yaml:4:19", "out of range"]),
        Case(name: "zero-width device", text: spec("text: x", devices: "[{name: tiny, width: 0}]"),
             mentions: ["layouts/bad.yaml:2:31", "`width` must be above 0"]),
        Case(name: "device scale 0", text: spec("text: x", devices: "[{name: odd, width: 320, scale: 0}]"),
             mentions: ["layouts/bad.yaml:2:", "`scale` must be between 1 and 4"]),
        Case(name: "a 1 MB string", text: spec("text: \"" + String(repeating: "word ", count: 200_000) + "\""),
             mentions: ["layouts/bad.yaml:4:9", "a text of 1000000 characters", "at most 10000"]),
        Case(name: "views nested 100 deep",
             text: "name: Bad\nbody: " + String(repeating: "{vstack: [", count: 100) + "{text: x}" + String(repeating: "]}", count: 100) + "\n",
             mentions: ["layouts/bad.yaml:2:", "nest more than 64 deep"]),
        Case(name: "a 300-modifier chain",
             text: spec("text: x\nmodifiers: [" + Array(repeating: "{padding: 1}", count: 300).joined(separator: ", ") + "]"),
             mentions: ["layouts/bad.yaml:4:3", "more than 200 levels deep"]),
        Case(name: "alias bomb", text: spec("text: x", top: aliasBomb), mentions: ["layouts/bad.yaml:", "more than 100000 YAML nodes"]),
        Case(name: "components multiplying views", text: spec("D: {}", top: multiplyingComponents),
             mentions: ["layouts/bad.yaml:", "more than 20000 views"]),
        Case(name: "a 2 MB file", text: spec("text: x") + String(repeating: "# padding the file out\n", count: 100_000),
             mentions: ["layouts/bad.yaml:1:1", "at most 1048576"]),
    ]

    /// Seven levels of nine aliases each: 9^7 ≈ 4.8 million nodes once expanded.
    static let aliasBomb = """
        components:
          X:
            body:
              vstack:
                - &a {vstack: [{text: x}, {text: x}, {text: x}, {text: x}, {text: x}, {text: x}, {text: x}, {text: x}, {text: x}]}
                - &b {vstack: [*a, *a, *a, *a, *a, *a, *a, *a, *a]}
                - &c {vstack: [*b, *b, *b, *b, *b, *b, *b, *b, *b]}
                - &d {vstack: [*c, *c, *c, *c, *c, *c, *c, *c, *c]}
                - &e {vstack: [*d, *d, *d, *d, *d, *d, *d, *d, *d]}
                - &f {vstack: [*e, *e, *e, *e, *e, *e, *e, *e, *e]}
                - &g {vstack: [*f, *f, *f, *f, *f, *f, *f, *f, *f]}

        """

    /// Each component uses the previous one thirty times: a small file, 30^3 = 27,000 texts once expanded.
    static let multiplyingComponents = """
        components:
          A: {body: {text: x}}
          B: {body: {vstack: [\(Array(repeating: "A: {}", count: 30).joined(separator: ", "))]}}
          C: {body: {vstack: [\(Array(repeating: "B: {}", count: 30).joined(separator: ", "))]}}
          D: {body: {vstack: [\(Array(repeating: "C: {}", count: 30).joined(separator: ", "))]}}

        """

    @Test(arguments: cases)
    func badSpecExitsTwoNamingTheLine(_ c: Case) throws {
        let project = try BadInputProject()
        defer { project.remove() }
        try project.write(c.file, c.text)
        // `--record` (= all) is the run that would write every golden, so it is the one to hold to "untouched".
        try project.expectRejected(modes: [["--record"]], status: 2, mentions: c.mentions)
    }

    /// Just inside the limits everything still evaluates: views nested 64 deep with two paddings each (a tree 192
    /// levels deep, near `maxTreeDepth`, which must not overflow a worker thread's stack, with sanitizers too), and
    /// a text of exactly 10,000 characters.
    @Test func specAtTheLimitsEvaluates() throws {
        let project = try BadInputProject()
        defer { project.remove() }
        let level = "{padding: 1, modifiers: [{padding: 1}], vstack: ["
        let text = String(repeating: "word ", count: 2_000)
        let body = String(repeating: level, count: 63) + "{text: \"\(text)\", id: deep, padding: 1, modifiers: [{padding: 1}]}"
            + String(repeating: "]}", count: 63)
        try project.write("layouts/deep.yaml", "name: Deep\ndevices: [iphone-se]\nbody: \(body)\n")
        let outcome = try project.harness.run(["--record", "--accept-findings", "deep"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(project.harness.exists("golden/deep/iphone-se.json"))
    }

    /// Zero is a legal length (`frame(width: 0)`), not an error: it lays out and passes like any other value.
    @Test func zeroWidthIsAllowed() throws {
        let project = try BadInputProject()
        defer { project.remove() }
        try project.write("layouts/card.yaml", BadInputProject.card.replacingOccurrences(of: "lineLimit: 1", with: "frame: {width: 0}"))
        let outcome = try project.harness.run(["--record", "--accept-findings"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
    }
}
