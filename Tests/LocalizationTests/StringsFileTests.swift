import Foundation
import Testing
@testable import Localization

@Suite struct StringsFileTests {
    /// Loads `project()`'s files and removes them, so a test run leaves nothing in the temporary directory.
    static func loadProject() throws -> LocalizedStrings {
        let root = try project()
        defer { try? FileManager.default.removeItem(atPath: root) }
        return try StringsLoader.load([root])
    }

    /// A German `Localizable.strings` with comments and escapes, and an Arabic `.stringsdict`.
    static func project() throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("strings-\(UUID().uuidString)").path
        for folder in ["de.lproj", "ar.lproj", "Base.lproj"] {
            try FileManager.default.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: true)
        }
        try #"""
        /* The card's button */
        "card.continue" = "Weiterlesen";
        // A quote in the value
        "card.quote" = "\"Gut\"\n";
        "card.empty" = "";
        """#.write(toFile: root + "/de.lproj/Localizable.strings", atomically: true, encoding: .utf8)
        try """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict>
          <key>%lld pages left</key>
          <dict>
            <key>NSStringLocalizedFormatKey</key><string>%#@pages@</string>
            <key>pages</key>
            <dict>
              <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
              <key>NSStringFormatValueTypeKey</key><string>lld</string>
              <key>two</key><string>صفحتان</string>
              <key>few</key><string>%lld صفحات</string>
              <key>other</key><string>%lld صفحة</string>
            </dict>
          </dict>
        </dict></plist>
        """.write(toFile: root + "/ar.lproj/Localizable.stringsdict", atomically: true, encoding: .utf8)
        try #""card.continue" = "Base";"#.write(toFile: root + "/Base.lproj/Localizable.strings", atomically: true, encoding: .utf8)
        return root
    }

    @Test func stringsFilesGiveTheirFoldersLanguage() throws {
        let strings = try Self.loadProject()
        #expect(strings.localize(LocalizedText(key: "card.continue"), in: LocaleSetting("de")!).text == "Weiterlesen")
        #expect(strings.localize(LocalizedText(key: "card.quote"), in: LocaleSetting("de")!).text == "\"Gut\"\n")
    }

    @Test func baseLprojIsSkipped() throws {
        let strings = try Self.loadProject()
        #expect(!strings.languages.contains("base"))
    }

    @Test func anEmptyValueCountsAsMissing() throws {
        let strings = try Self.loadProject()
        #expect(strings.localize(LocalizedText(key: "card.empty"), in: LocaleSetting("de")!).isUntranslated)
    }

    @Test func stringsdictPluralsFollowTheLanguagesRules() throws {
        let strings = try Self.loadProject()
        func pages(_ n: Int) -> String {
            strings.localize(LocalizedText(key: "%lld pages left", arguments: [String(n)]), in: LocaleSetting("ar")!).text
        }
        #expect(pages(2) == "صفحتان")
        #expect(pages(3) == "3 صفحات")
        #expect(pages(12) == "12 صفحة")
    }

    @Test func eachStringsdictVariableCountsItsOwnArgument() throws {
        let data = Data("""
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict>
          <key>%lld books on %lld shelves</key>
          <dict>
            <key>NSStringLocalizedFormatKey</key><string>%#@books@ in %#@shelves@</string>
            <key>books</key>
            <dict>
              <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
              <key>NSStringFormatValueTypeKey</key><string>lld</string>
              <key>one</key><string>%lld Buch</string>
              <key>other</key><string>%lld Bücher</string>
            </dict>
            <key>shelves</key>
            <dict>
              <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
              <key>NSStringFormatValueTypeKey</key><string>lld</string>
              <key>one</key><string>einem Regal</string>
              <key>other</key><string>%lld Regalen</string>
            </dict>
          </dict>
        </dict></plist>
        """.utf8)
        let strings = try StringsFileReader.readStringsdict(data, language: "de", file: "de.lproj/Localizable.stringsdict")
        func shelf(_ books: Int, _ shelves: Int) -> String {
            let text = LocalizedText(key: "%lld books on %lld shelves", arguments: [String(books), String(shelves)])
            return strings.localize(text, in: LocaleSetting("de")!).text
        }
        #expect(shelf(12, 1) == "12 Bücher in einem Regal")
        #expect(shelf(1, 4) == "1 Buch in 4 Regalen")
    }

    @Test func aUTF16StringsFileIsRead() throws {
        var data = Data([0xFF, 0xFE])
        data.append("/* Xcode's old default encoding */\n\"card.continue\" = \"Weiterlesen\";\n".data(using: .utf16LittleEndian)!)
        let strings = try StringsFileReader.readStrings(data, language: "de", file: "de.lproj/Localizable.strings")
        #expect(strings.translation("card.continue", language: "de") == .format("Weiterlesen"))
    }

    @Test func aMissingSemicolonIsAnErrorOnItsLine() throws {
        let data = Data("\"a\" = \"1\";\n\"b\" = \"2\"\n\"c\" = \"3\";\n".utf8)
        let error = #expect(throws: StringsError.self) {
            try StringsFileReader.readStrings(data, language: "de", file: "de.lproj/Localizable.strings")
        }
        #expect(error?.line == 3)
        #expect(error?.description.hasPrefix("de.lproj/Localizable.strings:3:1: error: not a strings file") == true)
    }
}
