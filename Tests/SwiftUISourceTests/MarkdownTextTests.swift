import DynamicType
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

    @Test func markdownParsedInlineOnlyPreservingWhitespaceKeepsItsLinesAndBlockMarkers() throws {
        let laid = try tree(#"""
        #Preview {
            let options = AttributedString.MarkdownParsingOptions(interpretedSyntax: .inlineOnlyPreservingWhitespace)
            return Text((try? AttributedString(markdown: "# 1\nSee [docs](https://example.com)", options: options)) ?? "")
        }
        """#)
        #expect(string(laid) == "# 1\nSee docs")
    }

    @Test func blockMarkdownParsedInFullIsReported() {
        let d = diagnostic(##"#Preview { Text((try? AttributedString(markdown: "# Title")) ?? "") }"##)
        #expect(d?.message.contains("block Markdown") == true)
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

/// SF Symbols inside a Text, as SwiftUI draws `Text("… \(Image(systemName:))")` and `Text(Image(systemName:))`.
@Suite struct InlineSymbolTextTests {
    func textSpec(_ source: String, at category: ContentSizeCategory = .large) throws -> TextSpec? {
        guard case .text(let spec)? = first(try tree(source, at: category).body, {
            if case .text = $0.kind { true } else { false }
        })?.kind else { return nil }
        return spec
    }

    @Test func anInterpolatedSymbolIsAnObjectAsWideAsItsBoxAtTheTextsFont() throws {
        let spec = try #require(try textSpec("#Preview { Text(\"Best Value \\(Image(systemName: \"star\"))\").font(.headline) }"))
        #expect(spec.string == "Best Value \u{FFFC}")
        // star is 22 pt wide at 17 pt regular (measured) and a little wider at the headline's semibold.
        #expect(spec.inlineSymbolEms.count == 1)
        #expect(spec.inlineSymbolEms[0] * 17 >= 22 && spec.inlineSymbolEms[0] * 17 < 24, "\(spec.inlineSymbolEms)")
    }

    @Test func aSymbolGrowsWithTheTextAtAccessibilitySizes() throws {
        let large = try #require(try textSpec("#Preview { Text(Image(systemName: \"wifi\")) }"))
        let ax5 = try #require(try textSpec("#Preview { Text(Image(systemName: \"wifi\")) }", at: .accessibility5))
        #expect(large.string == "\u{FFFC}" && ax5.string == "\u{FFFC}")
        #expect(ax5.font.size > large.font.size)
        #expect(abs(ax5.inlineSymbolEms[0] * ax5.font.size - large.inlineSymbolEms[0] * large.font.size) > 10)
    }

    @Test func anUppercasedTextKeepsItsSymbol() throws {
        let spec = try #require(try textSpec("#Preview { Text(\"Premium \\(Image(systemName: \"star\"))\").textCase(.uppercase) }"))
        #expect(spec.string == "PREMIUM \u{FFFC}")
        #expect(spec.inlineSymbolEms.count == 1)
    }

    @Test func aSymbolWhoseSizeIsNotMeasuredIsDiagnosed() throws {
        let d = try #require(diagnostic("#Preview { Text(\"New \\(Image(systemName: \"bird.circle.fill\"))\") }"))
        #expect(d.message.contains("`bird.circle.fill` inside a Text is not in the table of measured"), "\(d.message)")
    }

    @Test func anAssetImageInsideATextIsDiagnosed() throws {
        let d = try #require(diagnostic("#Preview { Text(\"Made with \\(Image(\"heart\"))\") }"))
        #expect(d.message.contains("only evaluated as an SF Symbol"), "\(d.message)")
    }
}
