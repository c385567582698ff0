import Foundation
import Testing

/// How much a run checked, said in every report, and the messages a new user meets, through the built binary.
@Suite struct CoverageAndMessagesTests {
    func project(_ files: [String: String], config: String? = "swiftui: Views\ndevices: [iphone-se]\n") throws -> CommandLineHarness {
        let project = try CommandLineHarness()
        if let config { try project.write("layoutcheck.yml", config) }
        for (path, text) in files { try project.write(path, text) }
        return project
    }

    @Test func aNamedFileSeesTheProjectsTypesWithoutAConfig() throws {
        let project = try project([
            "Models/User.swift": "struct User { let name: String; static let preview = User(name: \"Ann\") }\n",
            "Views/Row.swift": """
            import SwiftUI
            struct Row: View { let user: User; var body: some View { Text(user.name) } }
            #Preview { Row(user: .preview) }
            """,
        ], config: nil)
        defer { project.remove() }
        let layout = try project.run(["layout", "Views/Row.swift", "--category", "large"])
        #expect(layout.status == 0 && layout.stdout.contains("\"Ann\""), "\(layout.stdout)\(layout.stderr)")
        let previews = try project.run(["previews", "Views/Row.swift"])
        #expect(previews.stdout.contains("Views/Row.swift:3: Row.swift › Preview: evaluated"), "\(previews.stdout)")
    }

    @Test func goldensRecordedInsideTheSwiftFolderAreNotReadAsSourcesOnTheNextRun() throws {
        let project = try project([
            "Card.swift": """
            import SwiftUI
            struct Card: View { var body: some View { Text("Hello") } }
            #Preview { Card() }
            """,
        ], config: "swiftui: [.]\ndevices: [iphone-se]\ncategories: [large]\n")
        defer { project.remove() }
        let first = try project.run(["check", "--record"])
        #expect(first.status == 0, "\(first.stdout)\(first.stderr)")
        // The goldens of Card.swift's previews are kept under golden/Card.swift/, a folder named like a Swift file.
        let again = try project.run(["check"])
        #expect(again.status == 0 && !again.stderr.contains("cannot read"), "\(again.stdout)\(again.stderr)")
    }

    @Test func aFileUsesItsOwnTargetsTypeWhereTwoTargetsShareAName() throws {
        let project = try project([
            "Sources/Shop/User.swift": "struct User { let name: String; static let preview = User(name: \"Ann\") }\n",
            "Sources/Storage/User.swift": "struct User { let name: String; static let preview = User(name: \"Root\") }\n",
            "Sources/Shop/Views/Row.swift": """
            import SwiftUI
            struct Row: View { let user: User; var body: some View { Text(user.name) } }
            #Preview { Row(user: .preview) }
            """,
        ], config: nil)
        defer { project.remove() }
        let layout = try project.run(["layout", "Sources/Shop/Views/Row.swift", "--category", "large"])
        #expect(layout.status == 0 && layout.stdout.contains("\"Ann\""), "\(layout.stdout)\(layout.stderr)")
        #expect(!layout.stdout.contains("Root"))
    }

    @Test func aPreviewWhoseHostIsEmptyIsANothingCheckedWarning() throws {
        let project = try project(["Views/Sheet.swift": """
        import SwiftUI
        struct SheetHost: View {
            var body: some View { Color.clear.frame(height: 20) }
        }
        #Preview("Host") { SheetHost() }
        """])
        defer { project.remove() }
        #expect(try project.run(["--record"]).status == 0, "a warning is recorded, never refused")
        let run = try project.run(["--format", "json"], environment: ["CI": "true"])
        #expect(run.status == 0, "\(run.stdout)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let findings = try #require((report["cases"] as? [[String: Any]])?.first?["findings"] as? [[String: Any]])
        #expect(findings.contains { $0["rule"] as? String == "nothing-checked" && $0["severity"] as? String == "warning" })
        #expect((report["coverage"] as? [String: Any])?["casesCheckingNothing"] as? Int == 1)
    }

    @Test func aStubbedViewIsNamedWithItsLineAsNotCheckedInside() throws {
        let project = try project(["Views/Place.swift": """
        import SwiftUI
        struct Place: View {
            var body: some View {
                VStack {
                    Text("Lisbon")
                    MapView()
                }
            }
        }
        #Preview("Place") { Place() }
        """], config: "swiftui: Views\ndevices: [iphone-se]\nstubs: {MapView: {height: 120}}\n")
        defer { project.remove() }
        _ = try project.run(["--record"])
        let run = try project.run(["--format", "json"], environment: ["CI": "true"])
        let report = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let coverage = try #require((report["cases"] as? [[String: Any]])?.first?["coverage"] as? [String: Any])
        #expect(coverage["notChecked"] as? [String] == ["MapView (a stub at Views/Place.swift:6: its content is not checked)"])
        let text = try project.run([], environment: ["CI": "true"])
        #expect(text.stdout.contains("; 1 part not checked inside (stubs, sheets, appear actions not run"), "\(text.stdout)")
    }

    @Test func anAppearActionThatCannotRunIsListedWithItsReasonAndTheViewIsCheckedAsItFirstAppears() throws {
        let project = try project(["Views/Inbox.swift": """
        import SwiftUI
        struct Inbox: View {
            @State private var messages: [String] = []
            var body: some View {
                VStack {
                    Text(messages.isEmpty ? "No messages yet" : "\\(messages.count) messages")
                    ForEach(messages, id: \\.self) { Text($0) }
                }
                .task { messages = try await MailAPI.shared.inbox() }
            }
        }
        #Preview("Inbox") { Inbox() }
        """])
        defer { project.remove() }
        #expect(try project.run(["--record"]).status == 0)
        let run = try project.run(["--format", "json"], environment: ["CI": "true"])
        let report = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let coverage = try #require((report["cases"] as? [[String: Any]])?.first?["coverage"] as? [String: Any])
        let notChecked = try #require(coverage["notChecked"] as? [String])
        #expect(notChecked.count == 1 && notChecked[0].hasPrefix("task at Views/Inbox.swift:9 (not run: it stores a value known only at run time (line 9: `MailAPI`"), "\(notChecked)")
        #expect(notChecked[0].contains("MailAPI") && notChecked[0].hasSuffix("; the view is checked as it first appears)"))
        #expect(coverage["texts"] as? Int == 1, "the empty state, as the view first appears")
    }

    /// The rules that fired on the preview's first case, with their lines, through the built binary.
    func findings(of files: [String: String]) throws -> [[String: Any]] {
        let project = try project(files)
        defer { project.remove() }
        _ = try project.run(["--record"])
        let run = try project.run(["--format", "json"], environment: ["CI": "true"])
        let report = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        return try #require((report["cases"] as? [[String: Any]])?.first?["findings"] as? [[String: Any]])
    }

    @Test func aTitleTruncatedInsideAnAppsLabelStyleIsFound() throws {
        let found = try findings(of: ["Views/Badge.swift": """
        import SwiftUI
        struct BadgeStyle: LabelStyle {
            func makeBody(configuration: Configuration) -> some View {
                HStack { configuration.icon; configuration.title.lineLimit(1) }
            }
        }
        #Preview("Badge") {
            Label("Continue reading the whole chapter tonight", systemImage: "book").labelStyle(BadgeStyle())
        }
        """])
        #expect(found.contains { $0["rule"] as? String == "text-truncated" && $0["line"] as? Int == 8 }, "\(found)")
    }

    @Test func aNameTruncatedInAPresentedSheetIsFound() throws {
        let found = try findings(of: ["Views/Order.swift": """
        import SwiftUI
        struct Receipt: View {
            var body: some View { Text("Maximilian Alexander von Humboldt-Wiesenthal").font(.title).lineLimit(1) }
        }
        #Preview("Receipt") {
            Color.clear.sheet(isPresented: .constant(true)) { Receipt() }
        }
        """])
        #expect(found.contains { $0["rule"] as? String == "text-truncated" && $0["line"] as? Int == 3 }, "\(found)")
    }

    @Test func anOverlaysTextIsLaidOutInTheModifiedViewsFrameAndChecked() throws {
        let project = try project(["Views/Badge.swift": """
        import SwiftUI
        #Preview("Badge") {
            Text("Inbox")
                .overlay {
                    Text("12 unread messages waiting")
                }
        }
        """])
        defer { project.remove() }
        _ = try project.run(["--record"])
        let run = try project.run(["--format", "json"], environment: ["CI": "true"])
        let report = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let first = try #require((report["cases"] as? [[String: Any]])?.first)
        let coverage = try #require(first["coverage"] as? [String: Any])
        #expect(coverage["notChecked"] == nil, "\(coverage)")
        // Offered the 1-line frame of "Inbox", the overlay's caption is cut to it.
        let findings = try #require(first["findings"] as? [[String: Any]])
        #expect(findings.contains { $0["rule"] as? String == "text-truncated" && $0["line"] as? Int == 5 }, "\(findings)")
    }

    @Test func theSummaryLineCountsPreviewsTextsControlsAndImages() throws {
        let project = try project(["Views/OrderRow.swift": SwiftUICheckTests.orderRow])
        defer { project.remove() }
        _ = try project.run(["--record", "--accept-findings"])
        let run = try project.run([], environment: ["CI": "true"])
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.count > 1 && lines[1] == "  1 of 1 previews checked, 2 texts, 1 control, 1 image", "\(run.stdout)")
    }

    @Test func junitAndSARIFCarryTheCoverage() throws {
        let project = try project(["Views/OrderRow.swift": SwiftUICheckTests.orderRow])
        defer { project.remove() }
        _ = try project.run(["--record", "--accept-findings"])
        _ = try project.run(["--junit", "out.xml", "--sarif", "out.sarif"], environment: ["CI": "true"])
        #expect(project.read("out.xml")?.contains("<property name=\"layoutcheck.texts\" value=\"2\"/>") == true)
        let sarif = try #require(project.read("out.sarif"))
        #expect(sarif.contains("\"coverage\" : {") && sarif.contains("\"texts\" : 2"), "\(sarif)")
    }

    @Test func theMarkdownReportSaysWhatWasChecked() throws {
        let project = try project(["Views/OrderRow.swift": SwiftUICheckTests.orderRow])
        defer { project.remove() }
        _ = try project.run(["--record", "--accept-findings"])
        let run = try project.run(["--format", "markdown"], environment: ["CI": "true"])
        #expect(run.stdout.contains("Checked: 1 of 1 previews checked, 2 texts, 1 control, 1 image"), "\(run.stdout)")
    }

    @Test func anEmptyStringsFileIsValid() throws {
        let project = try project(["Views/Hello.swift": "import SwiftUI\n#Preview { Text(\"Hello\") }\n",
                                   "Views/de.lproj/Localizable.strings": ""],
                                  config: "swiftui: Views\ndevices: [iphone-se]\nlocales: [en, de]\n")
        defer { project.remove() }
        let run = try project.run(["--record"])
        #expect(run.status == 0, "\(run.stderr)")
    }

    @Test func aBrokenStringsTableOfALocaleNotCheckedIsNeverRead() throws {
        let project = try project(["Views/Hello.swift": "import SwiftUI\n#Preview { Text(\"Hello\") }\n",
                                   "Views/fr.lproj/Localizable.strings": "\"Hello\" = \"Bonjour\"\nnot a strings file"])
        defer { project.remove() }
        let run = try project.run(["--record"])
        #expect(run.status == 0, "\(run.stderr)")
    }

    @Test func anUnknownPreviewNameListsTheFilesPreviews() throws {
        let project = try project(["Views/Row.swift": "import SwiftUI\n#Preview(\"Short\") { Text(\"a\") }\n#Preview(\"Long\") { Text(\"b\") }\n"])
        defer { project.remove() }
        let run = try project.run(["layout", "Views/Row.swift", "--preview", "Longer"])
        #expect(run.status == 2)
        #expect(run.stderr.contains("no preview named `Longer` in Views/Row.swift; its previews: \"Short\", \"Long\""), "\(run.stderr)")
    }

    @Test func aFileNamedInTheSwiftUIFolderDotIsReadOnce() throws {
        // `T.swift` on the command line and `./T.swift` found in `swiftui: .` are one file: read twice, its type's
        // subscript was two subscripts, which Swift could not choose between.
        let project = try project(["Tally.swift": "import SwiftUI\nstruct Kinds { subscript(i: Int) -> String { \"3\" } }\n#Preview { Text(\"\\(Kinds()[0]) kinds\") }\n"],
                                  config: "swiftui: .\ndevices: [iphone-se]\n")
        defer { project.remove() }
        let run = try project.run(["layout", "Tally.swift"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("\"3 kinds\""), "\(run.stdout)")
    }

    @Test func aFolderWithNoConfigurationSaysWhatWasLookedForAndSuggestsInit() throws {
        let project = try project(["App/Views/Row.swift": "import SwiftUI\n#Preview { Text(\"a\") }\n"], config: nil)
        defer { project.remove() }
        try FileManager.default.removeItem(at: project.directory.appendingPathComponent("layouts"))
        let run = try project.run([])
        #expect(run.status == 3)
        #expect(run.stderr.contains("no layoutcheck.yml"), "\(run.stderr)")
        #expect(run.stderr.contains("found Swift previews in App/Views"), "\(run.stderr)")
        #expect(run.stderr.contains("`layoutcheck init`") && run.stderr.contains("`swiftui: [App/Views]`"), "\(run.stderr)")
    }

    @Test func swiftuiFoldersWithNoPreviewSayWhatWasFound() throws {
        let project = try project(["Views/Model.swift": "struct Model {}\n",
                                   "App/Row.swift": "import SwiftUI\n#Preview { Text(\"a\") }\n"])
        defer { project.remove() }
        let run = try project.run([])
        #expect(run.status == 2)
        #expect(run.stderr.contains("`swiftui: [Views]` in layoutcheck.yml: 1 Swift file and no #Preview or PreviewProvider"),
                "\(run.stderr)")
        #expect(run.stderr.contains("App"), "\(run.stderr)")
    }
}
