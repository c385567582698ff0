import Testing
@testable import SwiftUISource

/// An app's `OptionSet`: its array literals are unions and its set algebra reads the raw values' bits, as the
/// standard library's default implementations do.
@Suite struct OptionSetTests {
    static let layers = """
    struct Layers: OptionSet {
        var rawValue: Int
        static let dough = Layers(rawValue: 1 << 1)
        static let glaze = Layers(rawValue: 1 << 2)
        static let topping = Layers(rawValue: 1 << 3)
        static let all: Layers = [dough, glaze, topping]
    }
    struct DonutLabel: View {
        var visible: Layers = .all
        var body: some View {
            VStack {
                if visible.contains(.dough) { Text("Dough") }
                if visible.contains(.glaze) { Text("Glaze") }
                if visible.contains(.topping) { Text("Topping") }
                if visible.isEmpty { Text("Nothing") }
            }
        }
    }
    """

    @Test func aDefaultOfAllShowsEveryLayer() throws {
        let laid = try tree(Self.layers + "\n#Preview { DonutLabel() }")
        #expect(shape(laid.body) == #"vstack(text "Dough", text "Glaze", text "Topping")"#)
    }

    @Test func anArrayLiteralArgumentIsTheUnionOfItsOptions() throws {
        let laid = try tree(Self.layers + "\n#Preview { DonutLabel(visible: [.glaze, .topping]) }")
        #expect(shape(laid.body) == #"vstack(text "Glaze", text "Topping")"#)
    }

    @Test func anEmptyLiteralIsEmptyAndSetAlgebraCombinesBits() throws {
        let laid = try tree(Self.layers + """

        #Preview {
            VStack {
                DonutLabel(visible: [])
                DonutLabel(visible: Layers.all.subtracting(.glaze).intersection([.glaze, .topping]))
            }
        }
        """)
        #expect(shape(laid.body) == #"vstack(vstack(text "Nothing"), vstack(text "Topping"))"#)
    }
}
