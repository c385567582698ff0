import Foundation
import Testing

/// A reading app's card checked in English and German through the built binary: the German strings come from an
/// `.lproj` folder named under `strings:`, a missing translation is a note naming its key and locale, and a strings
/// file that cannot be read stops the run at its line.
@Suite struct LocalizedStringsCheckTests {
    func project(german: String) throws -> CommandLineHarness {
        let project = try CommandLineHarness()
        try project.write("layoutcheck.yml", """
        devices: [iphone-se]
        categories: [large]
        locales: [en, de]
        strings: Strings
        """)
        try project.write("layouts/card.yaml", """
        body:
          vstack:
            - text: Continue reading
            - text: {key: card.share, defaultValue: Share}
        """)
        try project.write("Strings/de.lproj/Localizable.strings", german)
        return project
    }

    func findings(_ run: CommandLineHarness.Outcome) throws -> [[String: Any]] {
        let report = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let cases = try #require(report["cases"] as? [[String: Any]])
        return cases.flatMap { $0["findings"] as? [[String: Any]] ?? [] }
    }

    @Test func aMissingGermanTranslationIsANoteNamingItsKeyAndLocale() throws {
        let project = try project(german: "/* The card's button */\n\"Continue reading\" = \"Weiterlesen\";\n")
        defer { project.remove() }
        let run = try project.run(["--format", "json", "--record", "missing"])
        let notes = try findings(run).filter { $0["rule"] as? String == "text-untranslated" }
        #expect(notes.count == 1, "\(run.stdout)\n\(run.stderr)")
        #expect(notes.first?["severity"] as? String == "note")
        let cause = notes.first?["message"] as? String ?? ""
        #expect(cause.contains("card.share") && cause.contains("`de`"))
        #expect((notes.first?["variant"] as? String)?.hasSuffix("@de") == true)
    }

    @Test func aSwiftPreviewIsLookedUpInTheCatalogBesideItsSource() throws {
        let project = try CommandLineHarness()
        defer { project.remove() }
        try project.write("layoutcheck.yml", "swiftui: Views\ndevices: [iphone-se]\ncategories: [large]\nlocales: [en, ja]\n")
        try project.write("Views/Card.swift", """
        import SwiftUI

        #Preview {
            VStack {
                Text("Continue reading")
                Text("Share")
            }
        }
        """)
        try project.write("Views/Localizable.xcstrings", #"""
        {"sourceLanguage": "en", "version": "1.0", "strings": {
          "Continue reading": {"localizations": {"ja": {"stringUnit": {"state": "translated", "value": "続きを読む"}}}},
          "Share": {}
        }}
        """#)
        let run = try project.run(["--format", "json", "--record", "missing"])
        let notes = try findings(run).filter { $0["rule"] as? String == "text-untranslated" }
        #expect(notes.count == 1, "\(run.stdout)\n\(run.stderr)")
        #expect((notes.first?["message"] as? String)?.contains("\"Share\"") == true)
        #expect(notes.first?["line"] as? Int == 6)
    }

    @Test func aBrokenStringsFileIsASpecErrorAtItsLine() throws {
        let project = try project(german: "\"Continue reading\" = \"Weiterlesen\"\n\"card.share\" = \"Teilen\";\n")
        defer { project.remove() }
        let run = try project.run(["--format", "json"])
        #expect(run.status == 2)
        #expect(run.stderr.contains("Strings/de.lproj/Localizable.strings:2:1: error: not a strings file"), "\(run.stderr)")
    }
}
