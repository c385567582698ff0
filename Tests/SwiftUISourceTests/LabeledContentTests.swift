import Testing
@testable import SwiftUISource

/// `LabeledContent` in a Form row: the label leading, the value trailing in the secondary colour, as a Picker's row.
@Suite struct LabeledContentTests {
    @Test func aValueRowHoldsTheLabelASpacerAndTheValue() throws {
        let laid = try tree("""
        #Preview { Form { LabeledContent("Version", value: "2.1.0") } }
        """)
        #expect(shape(laid.body).contains(#"hstack(text "Version", spacer, text "2.1.0")"#), "\(shape(laid.body))")
    }

    @Test func aFormattedValueIsTheFormattedText() throws {
        let laid = try tree("""
        #Preview { Form { LabeledContent("Total", value: 1234.5, format: .currency(code: "USD")) } }
        """)
        #expect(first(laid.body) { if case .text(let t) = $0.kind { t.string == "$1,234.50" } else { false } } != nil)
    }

    @Test func contentAndLabelClosuresAreTheRowsParts() throws {
        let laid = try tree("""
        #Preview {
            Form {
                LabeledContent("Status") { Text("Connected") }
                LabeledContent { Text("42") } label: { Label("Sensors", systemImage: "sensor") }
            }
        }
        """)
        let texts = shape(laid.body)
        #expect(texts.contains(#"text "Status", spacer, text "Connected""#))
        #expect(texts.contains(#"spacer, text "42""#) && texts.contains(#"text "Sensors""#))
    }

    @Test func outsideAFormTheValueIsAtTheTrailingEdgeOfTheRowAndNoted() throws {
        let laid = try tree(#"#Preview { VStack { LabeledContent("Version", value: "2.1") } }"#)
        #expect(shape(laid.body) == #"vstack(hstack(text "Version", spacer, text "2.1"))"#)
        let row = try #require(first(laid.body) { if case .stack(let s) = $0.kind { s.axis == .horizontal } else { false } })
        #expect(row.sizeEstimate?.contains("LabeledContent outside a Form") == true)
    }
}

/// A Picker outside a Form: the menu's button, showing the selected option and its chevrons (not the label).
@Suite struct MenuPickerTests {
    @Test func aPickerOutsideAFormIsAButtonShowingTheSelection() throws {
        let laid = try tree("""
        struct Sort: View {
            @State private var order = 2
            var body: some View {
                Picker("Sort by", selection: $order) { Text("Newest").tag(1); Text("Most popular").tag(2) }
            }
        }
        #Preview { Sort() }
        """)
        let s = shape(laid.body)
        #expect(s.contains(#"text "Most popular""#) && s.contains("symbol chevron.up.chevron.down"), "\(s)")
        #expect(!s.contains("Sort by"), "the label is not shown outside a Form")
        #expect(first(laid.body) { $0.role == .button } != nil)
    }

    @Test func anInlinePickerOutsideAFormIsStillReported() {
        let d = diagnostic(#"#Preview { Picker("Mode", selection: .constant(1)) { Text("Day").tag(1) }.pickerStyle(.inline) }"#)
        #expect(d?.message.contains("pickerStyle") == true)
    }

    @Test func aValueWithADateFormatShowsTheFormattedDate() throws {
        let texts = try laidTexts("""
        #Preview {
            Form { LabeledContent("Renews", value: Date(timeIntervalSince1970: 1_700_000_000), format: .dateTime.day().month(.abbreviated).year()) }
        }
        """)
        #expect(texts == ["Renews", "Nov 14, 2023"])
    }
}
