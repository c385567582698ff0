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

    @Test func aForEachOverIdentifiableOptionsTagsEachWithItsId() throws {
        let laid = try tree("""
        enum Units: String, CaseIterable, Identifiable { case metric, imperial; var id: Self { self } }
        struct Prefs: View {
            @State private var units: Units = .imperial
            var body: some View {
                Form { Picker("Units", selection: $units) { ForEach(Units.allCases) { Text($0.rawValue.capitalized) } } }
            }
        }
        #Preview { Prefs() }
        """)
        #expect(first(laid.body) { if case .text(let t) = $0.kind { t.string == "Imperial" } else { false } } != nil)
        #expect(first(laid.body) { if case .text(let t) = $0.kind { t.string == "Metric" } else { false } } == nil)
    }

    @Test func aWrittenTagWinsOverForEachsId() throws {
        let laid = try tree("""
        struct Pages: View {
            @State private var page = "b"
            var body: some View {
                Form { Picker("Page", selection: $page) { ForEach([1, 2], id: \\.self) { n in Text("Page \\(n)").tag(n == 1 ? "a" : "b") } } }
            }
        }
        #Preview { Pages() }
        """)
        #expect(first(laid.body) { if case .text(let t) = $0.kind { t.string == "Page 2" } else { false } } != nil)
    }

    @Test func theRowShowsTheLabelAndTheSelectedOptionAtTheTrailingEdge() throws {
        let root = try tree(Self.settings + "\n#Preview { UnitsSettings() }").body
        let row = try #require(first(root) { if case .stack(let s) = $0.kind { s.axis == .horizontal } else { false } })
        #expect(shape(row) == "hstack(text \"Measurement units for distances\", spacer, hstack(text \"Imperial\", symbol chevron.up.chevron.down))")
    }

    @Test func aStyleOtherThanTheMenuIsReportedWhereItIsWritten() throws {
        let d = diagnostic(Self.settings.replacingOccurrences(of: "            }\n        }\n    }", with: "            }.pickerStyle(.navigationLink)\n        }\n    }")
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

@Suite struct PickerBindingTests {
    @Test func aBindingWithAGetterSelectsWhatTheGetterReturns() throws {
        let t = try tree("""
        enum Layout: String, CaseIterable { case grid, list }
        final class Settings: ObservableObject { @Published var layout: Layout = .list }
        struct LayoutPicker: View {
            @StateObject var settings = Settings()
            var body: some View {
                Form {
                    Picker("Layout", selection: Binding(get: { settings.layout }, set: { settings.layout = $0 })) {
                        ForEach(Layout.allCases, id: \\.rawValue) { layout in
                            Text(layout.rawValue.capitalized).tag(layout)
                        }
                    }
                }
            }
        }
        #Preview { LayoutPicker() }
        """)
        let texts = shape(t.body)
        #expect(texts.contains("text \"Layout\"") && texts.contains("text \"List\"") && !texts.contains("text \"Grid\""), "\(texts)")
    }

    @Test func aSelectionKnownOnlyAtRunTimeIsDiagnosedWhereItIsRead() throws {
        let d = try #require(diagnostic("""
        struct ServerPicker: View {
            @State var server = "home"
            var body: some View {
                Form {
                    Picker("Server", selection: Binding(get: { UserDefaults.standard.string(forKey: "server") }, set: { _ in })) {
                        Text("Home").tag("home")
                    }
                }
            }
        }
        #Preview { ServerPicker() }
        """))
        #expect(d.message.contains("`UserDefaults.standard` is the running app's saved settings"), "\(d.message)")
        #expect(d.location.line == 5)
    }
}

/// A menu picker's options may be grouped in Sections, and tagged as optionals of the selection's type.
@Suite struct PickerSectionTests {
    static func editor(tag: String) -> String {
        """
        struct Topping: Hashable, Identifiable { var name: String; var id: String { name } }
        struct Order { var topping: Topping? = Topping(name: "Sprinkles") }
        struct Editor: View {
            @State private var order = Order()
            let toppings = [Topping(name: "Nuts"), Topping(name: "Sprinkles")]
            var body: some View {
                Form {
                    Picker("Topping", selection: $order.topping) {
                        Section { Text("None").tag(nil as Topping?) }
                        Section { ForEach(toppings) { topping in Text(topping.name).tag(\(tag)) } }
                    }
                }
            }
        }
        #Preview { Editor() }
        """
    }

    func shown(_ source: String) throws -> [String] { try laidTexts(source) }

    @Test func anOptionInASectionOfThePickerIsFoundAsSelected() throws {
        #expect(try shown(Self.editor(tag: "topping as Topping?")) == ["Topping", "Sprinkles"])
    }

    @Test func anOptionTaggedWithOptionalOfItsValueMatchesTheSelection() throws {
        #expect(try shown(Self.editor(tag: "Optional(topping)")) == ["Topping", "Sprinkles"])
    }
}
