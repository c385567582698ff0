import Foundation
import Testing
@testable import Reports
import Snapshots

/// A run with one regression, one accepted finding and one passing case: the fixture every format renders.
let failingRun: RunReport = {
    let finding = ReportFinding(rule: "text-truncated", severity: .error, element: "card/title", variant: "long",
                                category: "accessibility3", device: "iphone-se", message: "Truncated by its line limit of 2 lines.",
                                measured: "2 lines", required: nil, file: "layouts/card.yaml", line: 12, status: .new)
    var accepted = finding
    accepted.category = "accessibility5"
    accepted.status = .accepted
    let regression = Difference(kind: .regression, sentence: "title: truncates from AX3 (golden: AX5)", element: "card/title",
                                variant: "long", file: "layouts/card.yaml", line: 12)
    let failed = CaseReport(spec: "Card", file: "layouts/card.yaml", device: "iphone-se", golden: "golden/card/iphone-se.json",
                            status: .failed, findings: [finding, accepted], differences: [regression], breakpoints: [],
                            layouts: 24)
    let passed = CaseReport(spec: "Row <&>", file: "layouts/row.yaml", device: "iphone-16", golden: "golden/row/iphone-16.json",
                            status: .passed, findings: [], differences: [], breakpoints: [], layouts: 12)
    return RunReport(engineVersion: "0.1.0", verdict: .regression, cases: [failed, passed], orphans: ["old/iphone-se.json"])
}()

@Test func theTerminalReportLeadsWithAVerdictThenOneLinePerRegressionWithFileAndLine() {
    let text = TerminalReport(colour: false).render(failingRun)
    let lines = text.split(separator: "\n").map(String.init)
    #expect(lines[0].hasPrefix("FAIL 1 regression"))
    #expect(lines[1] == "  ✗ layouts/card.yaml:12: [long · iphone-se] title: truncates from AX3 (golden: AX5)")
    #expect(text.contains("orphaned golden old/iphone-se.json"))
    #expect(!text.contains("\u{1B}["), "no colour codes off a terminal")
}

@Test func theMatrixMarksNewFindingsInCapitalsAndAcceptedOnesInSmallLetters() {
    let text = TerminalReport(colour: false).render(failingRun)
    let row = text.split(separator: "\n").first { $0.contains("long/card/title") }.map(String.init) ?? ""
    #expect(row.contains("T"))
    #expect(row.contains("t"))
}

@Test func colourIsUsedOnATerminal() {
    #expect(TerminalReport(colour: true).render(failingRun).contains("\u{1B}[1;31mFAIL"))
}

@Test func jsonReportsRoundTripWithAStableSchema() throws {
    let json = try JSONReport.render(failingRun)
    #expect(json == (try JSONReport.render(failingRun)), "byte-stable")
    let decoded = try JSONReport.decode(Data(json.utf8))
    #expect(decoded.schemaVersion == RunReport.schemaVersion)
    #expect(decoded.regressions.count == 1)
    #expect(json.contains("\"verdict\" : \"regression\""))
}

@Test func junitHasOneFailingTestcaseWithTheRegressionAndEscapesXML() {
    let xml = JUnitReport.render(failingRun)
    #expect(xml.contains("<testsuites name=\"layoutcheck\" tests=\"2\" failures=\"1\">"))
    #expect(xml.contains("<failure message=\"1 regression(s)\">layouts/card.yaml:12: [long] title: truncates from AX3 (golden: AX5)</failure>"))
    #expect(xml.contains("classname=\"Row &lt;&amp;&gt;\""))
}

@Test func sarifLocatesNewFindingsAndRegressionsAtTheSpecLine() throws {
    let text = try SARIFReport.render(failingRun, rules: [.init(id: "text-truncated", summary: "Text is truncated.", defaultLevel: .error)],
                                      toolVersion: "0.1.0")
    let log = try JSONSerialization.jsonObject(with: Data(text.utf8)) as! [String: Any]
    #expect(log["version"] as? String == "2.1.0")
    let run = (log["runs"] as! [[String: Any]])[0]
    let results = run["results"] as! [[String: Any]]
    #expect(results.count == 3, "the new finding, the accepted error (as baseline) and the golden mismatch")
    #expect(results.map { $0["baselineState"] as? String } == ["new", "unchanged", nil])
    #expect((results[0]["message"] as? [String: Any])?["text"] as? String
            == "[long · iphone-se · accessibility3] card/title: Truncated by its line limit of 2 lines.")
    let location = ((results[0]["locations"] as! [[String: Any]])[0]["physicalLocation"] as! [String: Any])
    #expect((location["artifactLocation"] as! [String: Any])["uri"] as? String == "layouts/card.yaml")
    #expect((location["region"] as! [String: Any])["startLine"] as? Int == 12)
}

@Test func markdownIsAPullRequestComment() {
    let md = MarkdownReport.render(failingRun, previewURL: "https://ci.example/previews/index.html")
    #expect(md.hasPrefix("### ❌ layoutcheck: 1 failing case in 1 spec"))
    #expect(md.contains("[previews](https://ci.example/previews/index.html)"))
    #expect(md.contains("<details><summary><b>Card</b> on iphone-se:"))
    #expect(md.contains("- `layouts/card.yaml:12` **long · iphone-se** title: truncates from AX3 (golden: AX5)"))
    #expect(md.contains("| long/card/title |"))
    #expect(md.contains("Accept an intended change: `layoutcheck --record layouts/card.yaml`"))
}

@Test func aGreenMarkdownReportStillCountsTheErrorsItsGoldensAccept() {
    var run = failingRun
    run.verdict = .pass
    run.cases = run.cases.map { c in var c = c; c.status = .passed; c.knownErrors = 3; return c }
    let md = MarkdownReport.render(run)
    #expect(md.hasPrefix("### ✅ layoutcheck: all layouts match their goldens · 6 known errors accepted in goldens"))
}

@Test func githubAnnotationsEscapeTheirProperties() {
    let text = GitHubAnnotations.render(failingRun)
    #expect(text.hasPrefix("::error file=layouts/card.yaml,line=12,title=layoutcheck%3A Card on iphone-se::[long] title"))
    #expect(GitHubAnnotations.data("50%\nnext") == "50%25%0Anext")
}

@Test func aPassingRunSaysSo() {
    let pass = RunReport(engineVersion: "0.1.0", verdict: .pass, cases: [failingRun.cases[1]])
    #expect(TerminalReport(colour: false).render(pass).hasPrefix("PASS 1 specs, 1 spec×device cases, 12 layouts"))
    #expect(MarkdownReport.render(pass).hasPrefix("### ✅"))
}
