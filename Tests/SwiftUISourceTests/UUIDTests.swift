import Testing
import SwiftUISource

/// `UUID()` as apps use it: an identity compared and kept, never a text shown.
@Suite struct UUIDTests {
    @Test func aUUIDEqualsItselfAndNoOther() throws {
        let laid = try tree("""
        struct Item: Identifiable { let id = UUID(); let name: String }
        struct Picker: View {
            let items: [Item]
            let selected: UUID?
            var body: some View {
                VStack { ForEach(items) { item in Text(item.id == selected ? "✓ \\(item.name)" : item.name) } }
            }
        }
        #Preview {
            let items = [Item(name: "Tea"), Item(name: "Coffee")]
            return Picker(items: items, selected: items[1].id)
        }
        """)
        #expect(shape(laid.body) == #"vstack(text "Tea", text "✓ Coffee")"#)
    }

    @Test func aUUIDComparedWithNilIsNotNil() throws {
        let laid = try tree("""
        struct Row: View {
            let id = UUID()
            var selection: UUID? = nil
            var body: some View { Text(selection == id ? "Selected" : "Not selected") }
        }
        #Preview { Row() }
        """)
        #expect(shape(laid.body) == #"text "Not selected""#)
    }

    @Test func aRandomUUIDShownAsTextIsDiagnosedAtItsCreation() {
        let d = diagnostic("""
        struct Row: View {
            let id = UUID()
            var body: some View { Text(id.uuidString) }
        }
        #Preview { Row() }
        """)
        #expect(d?.message.contains("random value") == true, "\(d?.message ?? "")")
        #expect(d?.location.line == 2)
    }

    @Test func aUUIDParsedFromAStringIsThatUUID() throws {
        let laid = try tree("""
        #Preview {
            VStack {
                Text(UUID(uuidString: "e621e1f8-c36c-495a-93fc-0c247a3e6e5f")!.uuidString)
                Text(UUID(uuidString: "not a uuid") == nil ? "invalid" : "valid")
            }
        }
        """)
        #expect(shape(laid.body) == #"vstack(text "E621E1F8-C36C-495A-93FC-0C247A3E6E5F", text "invalid")"#)
    }
}

extension UUIDTests {
    @Test func aRandomUUIDsTextUsedOnlyAsAnIdDoesNotStopThePreview() throws {
        let laid = try tree("""
        struct Widget { let id: String; let name: String }
        struct Editor: View {
            let widget: Widget
            init(widget: Widget = Widget(id: UUID().uuidString, name: "Lights")) { self.widget = widget }
            var body: some View { Text(widget.name) }
        }
        #Preview { Editor() }
        """)
        #expect(shape(laid.body) == #"text "Lights""#)
    }
}

extension UUIDTests {
    @Test func aUUIDMadeByAnInstancesInitialValueIsNotComparedAsIfKept() {
        let d = diagnostic("""
        struct Item: Identifiable { let id = UUID(); let name: String }
        struct Picker: View {
            let items = [Item(name: "Tea"), Item(name: "Coffee")]
            var body: some View { Text(items.first { $0.id == items[1].id }?.name ?? "none") }
        }
        #Preview { Picker() }
        """)
        #expect(d?.message.contains("identity is not kept") == true, "\(d?.message ?? "")")
    }

    @Test func aUUIDInAStaticSampleKeepsItsIdentity() throws {
        let laid = try tree("""
        struct Item: Identifiable { let id = UUID(); let name: String
            static let samples = [Item(name: "Tea"), Item(name: "Coffee")]
        }
        #Preview { Text(Item.samples.first { $0.id == Item.samples[1].id }?.name ?? "none") }
        """)
        #expect(shape(laid.body) == #"text "Coffee""#)
    }
}

extension UUIDTests {
    @Test func aStaticFirstReadThroughAnInstancesInitialValueKeepsItsIdentity() throws {
        let laid = try tree("""
        struct Item: Identifiable { let id = UUID(); let name: String
            static let samples = [Item(name: "Tea"), Item(name: "Coffee")]
        }
        struct Picker: View {
            let items = Item.samples
            var body: some View { Text(items.first { $0.id == Item.samples[1].id }?.name ?? "none") }
        }
        #Preview { Picker() }
        """)
        #expect(shape(laid.body) == #"text "Coffee""#)
    }
}
