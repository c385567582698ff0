import Testing
@testable import SwiftUISource

/// Forms that open-source SwiftUI apps write often, in fixtures of our own.
@Suite struct RealCodeStyleTests {
    @Test func aGenericContainerWithAViewBuilderInitializerEvaluatesItsContent() throws {
        let laid = try tree("""
        struct Section2<Content: View>: View {
            private let title: String?
            private let content: () -> Content
            init(_ title: String?, @ViewBuilder content: @escaping () -> Content) {
                self.title = title
                self.content = content
            }
            var body: some View {
                VStack(alignment: .leading, spacing: 10, content: {
                    if let title { Text(title).lineLimit(1) }
                    content()
                })
            }
        }
        #Preview { Section2("Opening hours") { Text("Mon–Fri 9–17"); Text("Sat 10–14") } }
        """)
        #expect(shape(laid.body) == "vstack(text \"Opening hours\", text \"Mon–Fri 9–17\", text \"Sat 10–14\")")
    }

    @Test func textsPassedAsPropertiesAndSemicolonSeparatedStatements() throws {
        let laid = try tree("""
        struct KeyValueRow: View {
            let key: Text
            let value: Text
            var body: some View { HStack { key; Spacer(); value } }
        }
        struct KeyValueRow_Previews: PreviewProvider {
            static var previews: some View { KeyValueRow(key: Text("Storage"), value: Text("12 GB")) }
        }
        """)
        #expect(shape(laid.body) == "hstack(text \"Storage\", spacer, text \"12 GB\")")
    }

    @Test func optionalSubtitleAndEdgeInsetsPadding() throws {
        let source = """
        struct TextRow: View {
            var title: String
            var subtitle: String?
            var body: some View {
                VStack(alignment: .leading, spacing: 8) {
                    Text(title).font(Font.body)
                    if let subtitle = subtitle { Text(subtitle).font(Font.caption) }
                }
                .padding(EdgeInsets(top: 16, leading: 24, bottom: 16, trailing: 24))
            }
        }
        #Preview("With subtitle") { TextRow(title: "Wi-Fi", subtitle: "Home") }
        #Preview("Without") { TextRow(title: "Wi-Fi") }
        """
        #expect(shape(try tree(source, preview: 0).body) == "padding(vstack(text \"Wi-Fi\", text \"Home\"))")
        #expect(shape(try tree(source, preview: 1).body) == "padding(vstack(text \"Wi-Fi\"))")
        guard case .padding(let insets, _) = try tree(source).body.kind else { Issue.record("no padding"); return }
        #expect(insets.leading == 24 && insets.top == 16)
    }

    @Test func helperPropertiesAndViewBuilderFunctionsOfTheSameView() throws {
        let laid = try tree("""
        struct Stat: View {
            let label: String
            let value: Int
            private var formatted: String { "\\(value) steps" }
            @ViewBuilder private func badge(_ text: String) -> some View {
                Text(text).font(.caption2).padding(4)
            }
            var body: some View {
                HStack {
                    Label(label, systemImage: "figure.walk")
                    Spacer()
                    badge(formatted)
                }
            }
        }
        #Preview { Stat(label: "Today", value: 8042) }
        """)
        #expect(shape(laid.body) == "hstack(hstack(symbol figure.walk, text \"Today\"), spacer, padding(text \"8042 steps\"))")
    }

    @Test func enumSwitchInAComputedProperty() throws {
        let laid = try tree("""
        enum Mood: String, CaseIterable { case calm, busy }
        struct MoodView: View {
            var mood: Mood
            var symbol: String {
                switch mood {
                case .calm: return "leaf"
                case .busy: return "bolt"
                }
            }
            var body: some View { Image(systemName: symbol) }
        }
        #Preview { MoodView(mood: .busy) }
        """)
        #expect(shape(laid.body) == "symbol bolt")
    }
}
