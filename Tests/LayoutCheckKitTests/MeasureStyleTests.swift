import Foundation
import Testing

/// `measure --style` reads size and weight from the Dynamic Type table; the line height follows the font, as layouts
/// do by default, unless `--hig-leading` asks for the table's leading.
@Suite struct MeasureStyleTests {
    func height(_ arguments: [String]) throws -> Double {
        let project = try CommandLineHarness()
        defer { project.remove() }
        let outcome = try project.run(["measure", "--json"] + arguments + ["Continue"])
        let object = try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any]
        return try #require(object?["height"] as? Double)
    }

    @Test func aStyleLinesUpOnTheFontsOwnMetrics() throws {
        let body = try height(["--style", "body", "--category", "large"])
        #expect(body != 22, "not the HIG leading")
        #expect(body > 17 && body < 22, "ascender + descender + line gap of a 17 pt face: \(body)")
    }

    @Test func higLeadingUsesTheTablesLeading() throws {
        #expect(try height(["--style", "body", "--category", "AX3", "--hig-leading"]) == 48)
    }
}
