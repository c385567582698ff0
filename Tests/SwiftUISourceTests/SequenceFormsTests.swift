import Testing
@testable import SwiftUISource

/// The standard library's sequence forms sample data is shaped with in view code, with the standard library's
/// results (ties, order, integer strides).
@Suite struct SequenceFormsTests {
    static let items = """
    struct Item { let name: String; let price: Double; let tags: [String] }
    let items = [Item(name: "Apple", price: 3, tags: ["fruit"]), Item(name: "Bread", price: 3, tags: ["bakery", "fresh"]),
                 Item(name: "Cheese", price: 1, tags: [])]

    """

    @Test func maxByKeepsTheFirstOfEqualElementsAndMinByTheFirstToo() throws {
        let laid = try tree(Self.items + """
        #Preview { VStack { Text(items.max(by: { $0.price < $1.price })!.name); Text(items.min { $0.price < $1.price }!.name) } }
        """)
        #expect(shape(laid.body) == #"vstack(text "Apple", text "Cheese")"#)
    }

    @Test func stringsCompareInSwiftsOrderSoSortedByNameWorks() throws {
        let laid = try tree(Self.items + """
        #Preview { Text(items.sorted(by: { $0.name > $1.name }).map(\\.name).joined(separator: ", ")) }
        """)
        #expect(shape(laid.body) == #"text "Cheese, Bread, Apple""#)
    }

    @Test func reduceIntoUpdatesItsAccumulatorInPlace() throws {
        let laid = try tree(Self.items + """
        #Preview { Text("\\(items.reduce(into: 0) { $0 += $1.tags.count }) tags") }
        """)
        #expect(shape(laid.body) == #"text "3 tags""#)
    }

    @Test func strideAndZipMakeSequencesForEachCanShow() throws {
        let laid = try tree("""
        #Preview {
            VStack {
                ForEach(Array(stride(from: 0, to: 10, by: 4)), id: \\.self) { Text("\\($0)") }
                ForEach(Array(zip(["a", "b", "c"], [1, 2])), id: \\.0) { pair in Text("\\(pair.0)\\(pair.1)") }
                Text("\\(Array(stride(from: 1.0, through: 2.0, by: 0.5)).count)")
            }
        }
        """)
        #expect(shape(laid.body) == #"vstack(text "0", text "4", text "8", text "a1", text "b2", text "3")"#)
    }

    @Test func anInitializerPassedAsAFunctionIsCalledWithEachValue() throws {
        let laid = try tree("""
        #Preview { Text(["1", "x", "3"].compactMap { Int($0) }.map(String.init).joined(separator: "+")) }
        """)
        #expect(shape(laid.body) == #"text "1+3""#)
    }

    @Test func whileAndRepeatLoopsRunUntilTheirConditionFails() throws {
        let laid = try tree("""
        func countdown() -> String { var n = 3; var out = ""; while n > 0 { out += "\\(n)"; n -= 1 }; return out }
        func once() -> String { var n = 0; repeat { n += 1 } while n < 0; return "\\(n)" }
        #Preview { VStack { Text(countdown()); Text(once()) } }
        """)
        #expect(shape(laid.body) == #"vstack(text "321", text "1")"#)
    }

    @Test func aLoopThatNeverEndsIsDiagnosedAtItsLine() {
        let d = diagnostic("""
        func forever() -> String { var n = 0; while true { n += 1 }; return "\\(n)" }
        #Preview { Text(forever()) }
        """)
        #expect(d?.message.contains("a loop of more than 10000 iterations") == true || d?.message.contains("steps") == true)
    }

    @Test func aSwitchOverATupleMatchesElementByElement() throws {
        let laid = try tree("""
        struct Badge: View {
            let count: Int; let muted: Bool
            var body: some View {
                switch (count, muted) {
                case (0, false): Text("none")
                case (1, false): Text("one")
                default: Text("other")
                }
            }
        }
        #Preview { VStack { Badge(count: 1, muted: false); Badge(count: 1, muted: true) } }
        """)
        #expect(shape(laid.body) == #"vstack(text "one", text "other")"#)
    }

    @Test func aStringsFilterKeepsItsCharacters() throws {
        let laid = try tree(#"#Preview { Text("+1 (555) 010-9999".filter { $0 != " " && $0 != "-" }) }"#)
        #expect(shape(laid.body) == #"text "+1(555)0109999""#)
    }
}
