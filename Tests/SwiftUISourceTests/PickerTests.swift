import Foundation
import DynamicType
import Layout
import Specs
import Testing
import ViewModel
@testable import SwiftUISource

/// A Picker in a Form row, in the menu style iOS gives it there: the label, then the selected option and chevrons.
@Suite struct PickerTests {
    static let settings = """
    enum Units: String, CaseIterable { case metric, imperial }
    struct UnitsSettings: View {
        @State private var units = Units.imperial
        var body: some View {
            Form {
                Picker("Measurement units for distances", selection: $units) {
                    ForEach(Units.allCases, id: \\.self) { unit in
                        Text(unit.rawValue.capitalized).tag(unit)
                    }
                }
            }
        }
    }
    """

    @Test func theRowShowsTheLabelAndTheSelectedOptionAtTheTrailingEdge() throws {
        let root = try tree(Self.settings + "\n#Preview { UnitsSettings() }").body
        let row = try #require(first(root) { if case .stack(let s) = $0.kind { s.axis == .horizontal } else { false } })
        #expect(shape(row) == "hstack(text \"Measurement units for distances\", spacer, hstack(text \"Imperial\", symbol chevron.up.chevron.down))")
    }

    @Test func aStyleOtherThanTheMenuIsReportedWhereItIsWritten() throws {
        let d = diagnostic(Self.settings.replacingOccurrences(of: "            }\n        }\n    }", with: "            }.pickerStyle(.segmented)\n        }\n    }")
                           + "\n#Preview { UnitsSettings() }")
        #expect(d?.message.contains("pickerStyle: the menu style of a Form row is modelled") == true, "\(d?.message ?? "none")")
    }

    @Test func aSelectionNoOptionIsTaggedWithIsReported() {
        let d = diagnostic("""
        #Preview { Form { Picker("Size", selection: .constant(3)) { Text("Small").tag(1); Text("Large").tag(2) } } }
        """)
        #expect(d?.message.contains("no option is tagged with the selected value") == true)
    }
}
