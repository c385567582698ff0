import Layout
import Testing
@testable import SwiftUISource
@testable import ViewModel

/// A text literal is a `LocalizedStringKey`, which SwiftUI reads as inline Markdown: links and struck-through text
/// are measured without their markers, styled runs are reported, `Text(verbatim:)` is shown as written.
@Suite struct MarkdownTextTests {
    func string(_ laid: ResolvedLayout) -> String? {
        first(laid.body) { if case .text = $0.kind { true } else { false } }.flatMap { n in
            if case .text(let t) = n.kind { t.string } else { nil }
        }
    }

    @Test func aLinksTextIsShownWithoutItsBracketsOrAddress() throws {
        let laid = try tree(#"#Preview { Text("Read the [terms](https://example.com/terms) first") }"#)
        #expect(string(laid) == "Read the terms first")
    }

    @Test func struckThroughTextLosesItsTildes() throws {
        let laid = try tree(#"#Preview { Text("Was ~~$20~~ now $15") }"#)
        #expect(string(laid) == "Was $20 now $15")
    }

    @Test func boldMarkdownIsReportedNotMeasuredWithItsAsterisks() {
        let d = diagnostic(#"#Preview { Text("Hello **World**") }"#)
        #expect(d?.message.contains("Markdown `**World**`") == true)
    }

    @Test func verbatimAndStringVariablesAreShownAsWritten() throws {
        let laid = try tree(#"#Preview { VStack { Text(verbatim: "2 * 3 = **6**"); Text(String("a_b_c")) } }"#)
        #expect(shape(laid.body) == #"vstack(text "2 * 3 = **6**", text "a_b_c")"#)
    }

    @Test(arguments: ["snake_case_name", "5 * 3 * 2", "file_name.txt", "price: $5"])
    func plainTextThatOnlyLooksLikeMarkdownIsUnchanged(_ s: String) {
        #expect(InlineMarkdown.shown(s) == .plain(s))
    }
}

/// `Text + Text`: pieces in one face join into one measured text; a piece in its own font is reported.
@Suite struct ConcatenatedTextTests {
    @Test func aColouredPieceJoinsTheText() throws {
        let laid = try tree(#"#Preview { Text("Total: ").foregroundColor(.secondary) + Text("$12.50").foregroundStyle(.red).underline() }"#)
        #expect(shape(laid.body) == #"text "Total: $12.50""#)
    }

    @Test func aBoldPieceIsReportedEvenWhenItComesFirst() {
        let d = diagnostic(#"#Preview { Text("New").bold() + Text(" arrivals") }"#)
        #expect(d?.message.contains("only `Text + Text` in one face is evaluated") == true)
    }
}

/// `AttributedString(markdown:)` and `safeAreaPadding`, read as the text literal and `padding` are.
@Suite struct AttributedStringAndSafeAreaTests {
    @Test func anAttributedStringsLinkIsShownAsItsText() throws {
        let laid = try tree(#"#Preview { Text(try! AttributedString(markdown: "See [our policy](https://example.com)")) }"#)
        #expect(shape(laid.body) == #"text "See our policy""#)
    }

    @Test func anAttributedStringWithBoldIsReported() {
        let d = diagnostic(#"#Preview { Text(try! AttributedString(markdown: "**Note:** offline")) }"#)
        #expect(d?.message.contains("Markdown `**Note:**`") == true)
    }

    @Test func safeAreaPaddingInsetsTheContentAsPaddingDoes() throws {
        let laid = try tree(#"#Preview { VStack { Text("Hello").safeAreaPadding(.horizontal, 20) } }"#)
        let padded = try #require(first(laid.body) { if case .padding = $0.kind { true } else { false } })
        guard case .padding(let insets, _) = padded.kind else { return }
        #expect(insets.leading == 20 && insets.trailing == 20 && insets.top == 0)
    }
}
