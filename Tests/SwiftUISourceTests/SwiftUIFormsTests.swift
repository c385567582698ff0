import Specs
import DynamicType
import Layout
import ViewModel
import Testing
@testable import SwiftUISource

/// A view whose body is several views, at the root of the screen, as SwiftUI's hosting controller lays it out.
@Suite struct ImplicitRootTests {
    @Test func aBodyOfSeveralViewsIsStackedByTheImplicitRootVStack() throws {
        let laid = try tree("""
        struct Failure: View {
            let message: String
            var body: some View {
                Spacer()
                Text(message).font(.title3)
                Spacer()
                Button("Continue") {}
            }
        }
        #Preview { Failure(message: "Something went wrong") }
        """)
        #expect(shape(laid.body) == #"vstack(spacer, text "Something went wrong", spacer, text "Continue")"#)
        // Centred, as `_VStackLayout.implicitRoot` is: the narrower button text sits in the middle.
        #expect(laidFrames(laid.body) == ["vstack (0, 0) 200×56", "spacer (100, 0) 0×8", "text (0, 8) 200×20",
                                          "spacer (100, 28) 0×8", "text (60, 36) 80×20"])
    }

    @Test func aPreviewReturningOneViewAfterItsSetUpIsOneView() throws {
        let laid = try tree("""
        struct Pair: View { let title: String; var body: some View { Text(title); Text("Details") } }
        #Preview {
            let title = "Welcome"
            return Pair(title: title)
        }
        """)
        #expect(shape(laid.body) == #"vstack(text "Welcome", text "Details")"#)
    }

    @Test func aPreviewListingSeveralViewsIsStillAskedToChooseOne() {
        let d = diagnostic("""
        #Preview {
            Text("Short")
            Text("Long")
        }
        """)
        #expect(d?.message.contains("2 views") == true, "\(d?.message ?? "")")
    }
}

@Suite struct ShareLinkTests {
    @Test func aShareLinkWithItsOwnLabelIsAButtonShowingIt() throws {
        let share = try tree("""
        #Preview { ShareLink(item: URL(string: "https://example.com/menu")!, subject: Text("Menu")) { Label("Share the menu", systemImage: "square.and.arrow.up") } }
        """)
        let button = try tree("""
        #Preview { Button {} label: { Label("Share the menu", systemImage: "square.and.arrow.up") } }
        """)
        #expect(laidFrames(share.body) == laidFrames(button.body))
        #expect(first(share.body) { $0.role == .button } != nil)
    }
}

@Suite struct BindingForEachTests {
    @Test func aForEachOverABindingGivesEachRowABindingToItsElement() throws {
        let laid = try tree("""
        struct Todo: Identifiable { let id: Int; var title: String; var done = false }
        struct Row: View {
            @Binding var todo: Todo
            var body: some View { Text(todo.done ? "✓ " + todo.title : todo.title) }
        }
        struct Todos: View {
            @State private var todos = [Todo(id: 1, title: "Oat milk", done: true), Todo(id: 2, title: "Dentist")]
            var body: some View {
                VStack { ForEach($todos) { $todo in Row(todo: $todo) } }
            }
        }
        #Preview { Todos() }
        """)
        #expect(shape(laid.body) == #"vstack(text "✓ Oat milk", text "Dentist")"#)
    }
}

@Suite struct DynamicTypeEnvironmentTests {
    @Test func aSizeSetWithEnvironmentIsReadBackAsADynamicTypeSize() throws {
        let laid = try tree("""
        struct Tile: View {
            @Environment(\\.dynamicTypeSize) private var size
            var body: some View { Text(size.isAccessibilitySize ? "stacked" : "side by side") }
        }
        #Preview { Tile().environment(\\.dynamicTypeSize, .accessibility2) }
        """)
        #expect(shape(laid.body) == #"text "stacked""#)
    }
}

@Suite struct TextFieldStyleTests {
    @Test func thePlainStyleIsTheFieldAsLaidOut() throws {
        let styled = try tree(#"#Preview { TextField("Message", text: .constant("")).textFieldStyle(.plain) }"#)
        let written = try tree(#"#Preview { TextField("Message", text: .constant("")).textFieldStyle(PlainTextFieldStyle()) }"#)
        let plain = try tree(#"#Preview { TextField("Message", text: .constant("")) }"#)
        #expect(laidFrames(styled.body) == laidFrames(plain.body))
        #expect(laidFrames(written.body) == laidFrames(plain.body))
    }

    @Test func aRoundedBorderInsetsEveryFieldInsideItBySixPointsAndIsAnEstimate() throws {
        let laid = try tree("""
        #Preview {
            VStack {
                TextField("Email", text: .constant(""))
                SecureField("Password", text: .constant(""))
            }
            .textFieldStyle(.roundedBorder)
        }
        """)
        let frames = laidFrames(laid.body)
        // Each field: 6 pt around its 22 pt line (the 10 pt advances and 20 pt lines of the test measurer).
        #expect(frames.filter { $0.hasPrefix("padding") } == ["padding (0, 0) 361×34", "padding (0, 42) 361×34"], "\(frames)")
        #expect(frames.contains("text (6, 7) 50×20"), "\(frames)")
        var estimates: [String] = []
        func walk(_ n: ViewNode) { if let e = n.sizeEstimate { estimates.append(e) }; n.children.forEach(walk) }
        walk(laid.body)
        #expect(estimates.count == 2 && estimates.allSatisfy { $0.contains("CupertinoTextField") }, "\(estimates)")
    }

    @Test func aRoundedBorderOnViewsAlreadyMadeIsReportedNotIgnored() {
        let d = diagnostic("""
        struct Bordered: ViewModifier {
            func body(content: Content) -> some View { content.textFieldStyle(.roundedBorder) }
        }
        #Preview { TextField("Email", text: .constant("")).modifier(Bordered()) }
        """)
        #expect(d?.message.contains("applied to views already made") == true, "\(d?.message ?? "")")
    }

    @Test func anAppsOwnTextFieldStyleIsReported() {
        let d = diagnostic("""
        struct Underlined: TextFieldStyle {
            func _body(configuration: TextField<Self._Label>) -> some View { configuration.padding(4) }
        }
        #Preview { TextField("Message", text: .constant("")).textFieldStyle(Underlined()) }
        """)
        #expect(d?.message.contains("textFieldStyle") == true, "\(d?.message ?? "")")
    }
}

/// `.badge(_:)` in a List row: "Badges appear in list rows, tab bars, toolbar items, and menus" (Apple).
@Suite struct ListRowBadgeTests {
    @Test func aRowsBadgeTakesItsTrailingEdgeAndZeroHidesIt() throws {
        let laid = try tree("""
        #Preview {
            List {
                Text("Inbox").badge(12)
                Text("Archive").badge(0)
                Text("Drafts").badge("New")
            }
        }
        """)
        let texts = laidFrames(laid.body).filter { $0.hasPrefix("text") }
        #expect(texts.count == 5, "\(texts)")
        // Outside a list the badge is drawn in a bar or a menu: the view alone.
        let plain = try tree(#"#Preview { Text("Inbox").badge(12) }"#)
        #expect(shape(plain.body) == #"text "Inbox""#)
    }
}

/// `.labelsHidden()` takes the labels off the controls inside.
@Suite struct LabelsHiddenTests {
    @Test func aToggleWithoutItsLabelIsItsSwitchAloneNotAFullWidthRow() throws {
        let laid = try tree(#"#Preview { HStack { Toggle("Alerts", isOn: .constant(true)).labelsHidden(); Text("Alerts") } }"#)
        // The 61 × 28 switch, then the text after the stack's spacing: no label, no gap, no fill.
        #expect(laidFrames(laid.body) == ["hstack (0, 0) 129×28", "hstack (0, 0) 61×28", "image (0, 0) 61×28",
                                          "text (69, 4) 60×20"])
    }

    @Test func aSpecHidesAToggleLabelAsSwiftDoes() throws {
        let yaml = "body:\n  hstack:\n    - toggle: Alerts\n      labelsHidden: true\n    - text: Alerts\n"
        let fromYAML = try SpecResolver().resolve(try SpecLoader.decode(yaml: yaml, file: "toggle.yaml"), device: iPhone,
                                                  category: .large).body
        let fromSwift = try tree(#"#Preview { HStack { Toggle("Alerts", isOn: .constant(true)).labelsHidden(); Text("Alerts") } }"#)
        #expect(laidFrames(fromYAML) == laidFrames(fromSwift.body))
        #expect(laidFrames(fromYAML).contains("image (0, 0) 61×28"))
    }

    @Test func hidingLabelsAboveAStackReachesTheTogglesInside() throws {
        let laid = try tree(#"#Preview { VStack { Toggle("Wi-Fi", isOn: .constant(true)) }.labelsHidden() }"#)
        #expect(shape(laid.body) == "vstack(hstack(image))")
    }

    @Test func aViewWithoutControlsIsUnchanged() throws {
        let hidden = try tree(#"#Preview { VStack { Text("Name"); TextField("Ada", text: .constant("")) }.labelsHidden() }"#)
        let plain = try tree(#"#Preview { VStack { Text("Name"); TextField("Ada", text: .constant("")) } }"#)
        #expect(laidFrames(hidden.body) == laidFrames(plain.body))
    }
}

extension LabelsHiddenTests {
    @Test func aMenuPickerOutsideAFormShowsNoLabelEitherWay() throws {
        let source = #"#Preview { Picker("Sort", selection: .constant(1)) { Text("Date").tag(1); Text("Name").tag(2) }HIDE }"#
        let hidden = try tree(source.replacingOccurrences(of: "HIDE", with: ".labelsHidden()"))
        let plain = try tree(source.replacingOccurrences(of: "HIDE", with: ""))
        #expect(laidFrames(hidden.body) == laidFrames(plain.body))
    }
}

@Suite struct PreferredColorSchemeTests {
    @Test func aPreferredColorSchemeIsTheSchemeTheViewsInsideRead() throws {
        let texts = try laidTexts("""
        struct SchemeText: View {
            @Environment(\\.colorScheme) var scheme
            var body: some View { Text(scheme == .dark ? "Dark mode" : "Light mode") }
        }
        struct Card: View {
            var body: some View { VStack { SchemeText().preferredColorScheme(.dark); SchemeText() } }
        }
        #Preview { Card() }
        """)
        #expect(texts == ["Dark mode", "Light mode"])
    }

    /// "The color scheme applies to the nearest enclosing presentation" (Apple, `preferredColorScheme(_:)`): written
    /// in the preview, the whole preview is dark, siblings of the modified view too.
    @Test func aPreferredColorSchemeInThePreviewIsThePreviewsScheme() throws {
        let texts = try laidTexts("""
        struct SchemeText: View {
            @Environment(\\.colorScheme) var scheme
            var body: some View { Text(scheme == .dark ? "Dark mode" : "Light mode") }
        }
        #Preview { VStack { SchemeText().preferredColorScheme(.dark); SchemeText() } }
        """)
        #expect(texts == ["Dark mode", "Dark mode"])
    }
}
