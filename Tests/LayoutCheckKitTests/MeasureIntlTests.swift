import Foundation
import LayoutCheckKit
import Testing

/// `measure` on text in other scripts: fallback files, language, direction, and the runs in its JSON.
struct MeasureIntlTests {
    static let hebrew = "/usr/share/fonts/truetype/noto/NotoSansHebrew-Regular.ttf"

    private func json(_ args: [String]) throws -> [String: Any] {
        let project = try CommandLineHarness()
        defer { project.remove() }
        let outcome = try project.run(["measure", "--json", "--size", "17"] + args)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        return try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any] ?? [:]
    }

    private func runs(_ object: [String: Any], line: Int = 0) -> [[String: Any]] {
        ((object["lines"] as? [[String: Any]])?[line]["runs"] as? [[String: Any]]) ?? []
    }

    @Test func eachRunNamesItsFontFileInVisualOrder() throws {
        let r = runs(try json(["--language", "ja", "Settings 設定"]))
        #expect(r.map { $0["text"] as? String } == ["Settings ", "設定"])
        #expect((r[0]["font"] as? String)?.hasSuffix("Inter-roman.var.ttf") == true)
        #expect(r[1]["font"] as? String == "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc")  // face 0: JP
    }

    @Test func aLineInTheRequestedFaceAloneHasNoRuns() throws {
        let object = try json(["Settings"])
        #expect((object["lines"] as? [[String: Any]])?.first?["runs"] == nil)
    }

    @Test func theLanguagePicksTheHanFace() throws {
        let r = runs(try json(["--language", "zh-Hant", "設定"]))
        #expect(r.first?["font"] as? String == "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc#3")
    }

    @Test func fallbackFilesReplaceTheDefaultCascade() throws {
        let r = runs(try json(["--fallback", Self.hebrew, "שלום"]))
        #expect(r.first?["font"] as? String == Self.hebrew && r.first?["rtl"] as? Bool == true)
    }

    @Test func theDirectionIsGivenOrFoundInTheText() throws {
        #expect(try json(["--direction", "rtl", "Hello"])["direction"] as? String == "rtl")
        #expect(try json(["שלום Anna"])["direction"] as? String == "rtl")
        #expect(try json(["Anna שלום"])["direction"] as? String == "ltr")
    }

    @Test func aMissingFallbackFileIsAnEnvironmentErrorOnlyWhenNeeded() throws {
        let project = try CommandLineHarness()
        defer { project.remove() }
        let latin = try project.run(["measure", "--size", "17", "--fallback", "/nonexistent/Arabic.ttf", "Hello"])
        #expect(latin.status == 0, "\(latin.stderr)")
        let arabic = try project.run(["measure", "--size", "17", "--fallback", "/nonexistent/Arabic.ttf", "مرحبا"])
        #expect(arabic.status == 3 && arabic.stderr.contains("/nonexistent/Arabic.ttf"), "\(arabic.stderr)")
    }

    @Test func anUnknownDirectionIsAUsageError() throws {
        let project = try CommandLineHarness()
        defer { project.remove() }
        #expect(try project.run(["measure", "--size", "17", "--direction", "up", "Hello"]).status == 2)
    }
}
