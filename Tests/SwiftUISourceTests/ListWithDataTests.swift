import Testing
@testable import SwiftUISource

/// `List(data) { row }`: one row per element, as `List { ForEach(data) { row } }`.
@Suite struct ListWithDataTests {
    static let things = """
    struct Thing: Identifiable { let id: Int; let name: String }
    let things = [Thing(id: 1, name: "Milk"), Thing(id: 2, name: "Bread")]

    """

    @Test(arguments: ["List(things) { item in Text(item.name) }", "List(things) { Text($0.name) }",
                      "List(things, id: \\.id, selection: .constant(Set<Int>())) { Text($0.name) }",
                      "List { ForEach(things) { Text($0.name) } }"])
    func aListOfDataHasARowPerElement(_ list: String) throws {
        let laid = try tree(Self.things + "#Preview { \(list) }")
        let texts = shape(laid.body)
        #expect(texts.contains(#"text "Milk""#) && texts.contains(#"text "Bread""#), "\(texts)")
    }

    @Test func aListOfUnknownDataIsReportedAsTheList() {
        let d = diagnostic("struct V: View { let items: [String]; var body: some View { List(items.shuffled(), id: \\.self) { Text($0) } } }\n#Preview { V(items: []) }")
        #expect(d?.message.contains("List: the data is an unknown value") == true, "\(d?.message ?? "evaluated")")
        #expect(d?.message.contains("random") == true, "the reason the data is unknown is kept")
    }
}
