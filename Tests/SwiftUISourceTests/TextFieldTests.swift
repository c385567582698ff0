import Layout
import Testing
@testable import SwiftUISource

/// What a TextField shows, in each form apps write it: on iOS the prompt or the label is the placeholder
/// (TextField, "Text field prompts"), a bound value is shown formatted, and a vertical field wraps.
@Suite struct TextFieldTests {
    func texts(_ source: String) throws -> [String] { try laidTexts(source) }

    @Test func aPromptIsThePlaceholderInsteadOfTheTitle() throws {
        let shown = try texts(#"#Preview { TextField("Email", text: .constant(""), prompt: Text("name@example.com")) }"#)
        #expect(shown == ["name@example.com"])
    }

    @Test func theLabelViewIsThePlaceholderWhenNoPromptIsGiven() throws {
        let shown = try texts(#"#Preview { TextField(text: .constant("")) { Text("Email address") } }"#)
        #expect(shown == ["Email address"])
    }

    @Test func theBoundTextReplacesThePromptOnceItIsNotEmpty() throws {
        let shown = try texts(#"#Preview { TextField("Email", text: .constant("ada@example.com"), prompt: Text("Required")) }"#)
        #expect(shown == ["ada@example.com"])
    }

    @Test func aSecureFieldShowsABulletForEachCharacterNotTheText() throws {
        let shown = try texts(#"#Preview { SecureField("Password", text: .constant("hunter2"), prompt: Text("Required")) }"#)
        #expect(shown == [String(repeating: "\u{2022}", count: 7)])
    }

    @Test func aBoundValueIsShownInItsFormat() throws {
        let shown = try texts("""
        struct Tip: View {
            @State private var amount: Double? = 1234.5
            @State private var guests: Int? = nil
            var body: some View {
                VStack {
                    TextField("Amount", value: $amount, format: .number)
                    TextField("Guests", value: $guests, format: .number)
                }
            }
        }
        #Preview { Tip() }
        """)
        // An empty optional shows the placeholder, as an empty string does.
        #expect(shown == ["1,234.5", "Guests"])
    }

    @Test func aVerticalFieldWrapsAndScrollsPastItsLimitRatherThanTruncating() throws {
        let laid = try tree(#"""
        #Preview { TextField("Note", text: .constant("Pick up the dry cleaning before six"), axis: .vertical).lineLimit(2) }
        """#)
        let frames = laidFrames(laid.body, width: 120)
        #expect(frames.contains("text (0, 0) 120×40"), "\(frames)")
        let text = try #require(first(laid.body) { if case .text = $0.kind { true } else { false } })
        #expect(text.suppressions.map(\.rule) == ["text-truncated"])
    }

    @Test func aSingleLineFieldKeepsToOneLine() throws {
        let laid = try tree(#"#Preview { TextField("Note", text: .constant("Pick up the dry cleaning before six")) }"#)
        #expect(laidFrames(laid.body, width: 120).contains("text (0, 1) 120×20"))
    }

    @Test func aBoundTextNotKnownIsReportedNotReplacedByThePlaceholder() {
        let d = diagnostic("""
        struct Profile: View {
            @State private var draft = UserDefaults.standard.string(forKey: "draft") ?? ""
            var body: some View { TextField("Name", text: $draft) }
        }
        #Preview { Profile() }
        """)
        // What the field shows is the saved draft, known only on the device: said, not replaced by "Name".
        #expect(d?.message.contains("UserDefaults") == true, "\(d?.message ?? "no diagnostic")")
    }

    @Test func aLabelThatIsNotTextIsReported() {
        let d = diagnostic(#"#Preview { TextField(text: .constant("")) { Image(systemName: "envelope") } }"#)
        #expect(d?.message.contains("not one Text") == true, "\(d?.message ?? "")")
    }
}

/// `TextEditor`: UITextView's text inside its documented insets, filling the space offered.
@Suite struct TextEditorTests {
    @Test func itsTextIsInset5AtTheSidesAnd8AboveInsideTheSpaceItFills() throws {
        let frames = laidFrames(try tree("""
        #Preview { VStack { TextEditor(text: .constant("Notes")).frame(height: 120) } }
        """).body)
        #expect(frames.contains("text (5, 8) 50×20"), "\(frames)")
        #expect(frames.contains { $0.hasSuffix("(0, 0) 361×120") }, "\(frames)")
    }

    @Test func anUnknownTextIsReported() {
        let d = diagnostic("struct Note: View { @State var text: String\n var body: some View { TextEditor(text: $text) } }\n#Preview { Note(text: loadNotes()) }")
        #expect(d != nil)
    }
}
