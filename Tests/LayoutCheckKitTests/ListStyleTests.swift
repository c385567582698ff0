import Checks
import LayoutCheckKit
import Testing

/// List styles and spacings beside the default inset-grouped look: the plain style's rows, `listSectionSpacing`,
/// `listRowSpacing`, and modifiers written on a `Section` (iPhone 16, Large).
@Suite struct ListStyleTests {
    /// The frame of the element with this accessibility identifier, at Large.
    func frame(_ id: String, in swift: String) throws -> (minX: Double, minY: Double, height: Double) {
        let results = try #require(try checkSwiftPreview(swift).variants.first).results
        let large = try #require(results.first { $0.category == .large })
        let tree = ElementTree(root: large.root)
        let row = try #require(tree.visibleElements.first { $0.elementID == id })
        let text = try #require(tree.entries.first { $0.elementHead == row.index && $0.node.id == id })
        return (text.frame.minX, row.frame.minY, row.frame.height)
    }

    /// Why the preview is not evaluated (the first message), or nil when it is.
    func blocker(_ swift: String) -> String? {
        do { _ = try checkSwiftPreview(swift); return nil } catch { return "\(error)" }
    }

    func list(_ body: String, _ modifiers: String = "") -> String {
        "#Preview {\n    List {\n\(body)\n    }\(modifiers)\n}\n"
    }

    @Test func aPlainListsRowsStartAtItsTopWithContent16FromItsEdge() throws {
        let swift = list("""
                Text("Inbox").accessibilityIdentifier("inbox")
                Text("Sent").accessibilityIdentifier("sent")
        """, ".listStyle(.plain)")
        let inbox = try frame("inbox", in: swift), sent = try frame("sent", in: swift)
        #expect(inbox.minX == 16)
        #expect(inbox.minY == 0)
        #expect(inbox.height == 52)
        #expect(sent.minY == 52)
    }

    @Test func aPlainListsSectionHeaderIsReportedNotGuessed() throws {
        let swift = list("""
                Section("Recent") { Text("Inbox") }
        """, ".listStyle(.plain)")
        let why = try #require(blocker(swift))
        #expect(why.contains("a plain List's section headers"))
    }

    @Test func aFormKeepsItsGroupedLookUnderAPlainListStyle() throws {
        let swift = """
        #Preview {
            VStack { Form { Text("Inbox").accessibilityIdentifier("inbox") } }.listStyle(.plain)
        }
        """
        #expect(try frame("inbox", in: swift).minX == 32)
    }

    @Test func aCustomSectionSpacingReplacesThe35PointGap() throws {
        let body = """
                Section { Text("Inbox").accessibilityIdentifier("inbox") }
                Section { Text("Sent").accessibilityIdentifier("sent") }
        """
        let spaced = try frame("sent", in: list(body, ".listSectionSpacing(8)"))
        let standard = try frame("sent", in: list(body))
        let inbox = try frame("inbox", in: list(body))
        #expect(standard.minY - (inbox.minY + inbox.height) == 35)
        #expect(spaced.minY - (inbox.minY + inbox.height) == 8)
        #expect(try frame("sent", in: list(body, ".listSectionSpacing(.custom(8))")).minY == spaced.minY)
    }

    @Test func aSectionsOwnSpacingAppliesToItsNeighbourWithoutOne() throws {
        // "Sections without explicit spacing apply the spacing of their adjacent sections" (Apple).
        let body = """
                Section { Text("Inbox").accessibilityIdentifier("inbox") }.listSectionSpacing(12)
                Section { Text("Sent").accessibilityIdentifier("sent") }
        """
        let inbox = try frame("inbox", in: list(body)), sent = try frame("sent", in: list(body))
        #expect(sent.minY - (inbox.minY + inbox.height) == 12)
    }

    @Test func aCustomSpacingMovesAHeaderByTheSameAmount() throws {
        let body = """
                Section { Text("Inbox").accessibilityIdentifier("inbox") }
                Section("Older") { Text("Sent").accessibilityIdentifier("sent") }
        """
        let standard = try frame("sent", in: list(body)), spaced = try frame("sent", in: list(body, ".listSectionSpacing(20)"))
        #expect(abs((standard.minY - spaced.minY) - 15) < 0.001)
    }

    @Test func compactSectionSpacingIsReported() throws {
        let why = try #require(blocker(list("        Text(\"Inbox\")", ".listSectionSpacing(.compact)")))
        #expect(why.contains("compact spacing between sections is not measured"))
    }

    @Test func rowSpacingSeparatesAdjacentRows() throws {
        let swift = list("""
                Text("Inbox").accessibilityIdentifier("inbox")
                Text("Sent").accessibilityIdentifier("sent")
        """, ".listRowSpacing(6)")
        let inbox = try frame("inbox", in: swift), sent = try frame("sent", in: swift)
        #expect(sent.minY - (inbox.minY + inbox.height) == 6)
    }

    @Test func rowInsetsWrittenOnASectionInsetEachOfItsRows() throws {
        let swift = list("""
                Section {
                    Text("Inbox").accessibilityIdentifier("inbox")
                    Text("Sent").accessibilityIdentifier("sent")
                }
                .listRowInsets(EdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 4))
                Section { Text("Drafts").accessibilityIdentifier("drafts") }
        """)
        // The section's 16 pt margin and the rows' own 4; the next section keeps the cell's 16 + 16.
        #expect(try frame("inbox", in: swift).minX == 20)
        #expect(try frame("sent", in: swift).minX == 20)
        #expect(try frame("drafts", in: swift).minX == 32)
        #expect(try frame("sent", in: swift).minY == (try frame("inbox", in: swift)).minY + 52)
    }

    @Test func aFontWrittenOnASectionReachesItsRows() throws {
        let swift = list("""
                Section { Text("Inbox").accessibilityIdentifier("inbox") }.font(.largeTitle)
        """)
        // One line of Large Title (41 pt tall at @3x) and 15 pt above and below: taller than the 52 pt minimum.
        #expect(try frame("inbox", in: swift).height > 52)
    }

    @Test func aColourWrittenOnASectionIsEachRowsAndChangesNoFrame() throws {
        let plain = list("        Section { Text(\"Inbox\").accessibilityIdentifier(\"inbox\") }")
        let coloured = list("        Section { Text(\"Inbox\").accessibilityIdentifier(\"inbox\") }.foregroundStyle(.secondary)")
        #expect(try frame("inbox", in: coloured) == frame("inbox", in: plain))
    }

    @Test func paddingWrittenOnASectionIsReported() throws {
        let why = try #require(blocker(list("        Section { Text(\"Inbox\") }.padding()")))
        #expect(why.contains("modifier on a `Section` in a List or Form is not modelled"))
    }
}
