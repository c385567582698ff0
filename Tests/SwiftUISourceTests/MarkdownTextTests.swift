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

    @Test func strongMarkdownIsAPieceInTheEmphasizedWeightWithoutItsAsterisks() throws {
        let spec = try #require(textSpec(try tree(#"#Preview { Text("Tap **Settings** to continue") }"#)))
        #expect(spec.string == "Tap Settings to continue")
        #expect(spec.weightRuns == [WeightedRange(range: 4..<12, weight: 600)])  // body's emphasized weight
        let title = try #require(textSpec(try tree(#"#Preview { Text("__Welcome__ back").font(.title) }"#)))
        #expect(title.string == "Welcome back" && title.weightRuns == [WeightedRange(range: 0..<7, weight: 700)])
    }

    @Test func strongMarkdownFollowsBoldTextOneStepHeavier() throws {
        let p = previews(#"#Preview { Text("Tap **Settings**") }"#)[0]
        let laid = try p.resolve(variant: "default", device: iPhone, category: .large, boldText: true, resolver: SpecResolver())
        let spec = try #require(textSpec(laid))
        #expect(spec.font.weight == 600 && spec.weightRuns == [WeightedRange(range: 4..<12, weight: 800)])
    }

    @Test func aKeyMadeFromAVariableIsReadAsMarkdown() throws {
        for made in ["LocalizedStringKey(content)", ".init(content)"] {
            let laid = try tree("""
            struct Post: View {
                let content = "Just **shipped** a [fix](https://example.com)"
                var body: some View { VStack { Text(\(made)); Text(content) } }
            }
            #Preview { Post() }
            """)
            #expect(shape(laid.body) == #"vstack(text "Just shipped a fix", text "Just **shipped** a [fix](https://example.com)")"#)
            #expect(textSpec(laid)?.weightRuns.map(\.range) == [5..<12])
        }
    }

    @Test func italicAndCodeMarkdownAreReportedNotMeasuredWithTheirMarkers() {
        #expect(diagnostic(#"#Preview { Text("Hello *World*") }"#)?.message.contains("Markdown `*World*`") == true)
        #expect(diagnostic(#"#Preview { Text("Run `make`") }"#)?.message.contains("Markdown `` `make` ``") == false)
        #expect(diagnostic(#"#Preview { Text("Run `make`") }"#)?.message.contains("`make`") == true)
        #expect(diagnostic(#"#Preview { Text("***Both***") }"#) != nil)
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

    @Test func aBoldPieceIsMeasuredInTheEmphasizedWeight() throws {
        let spec = try #require(textSpec(try tree(#"#Preview { Text("New").bold() + Text(" arrivals") }"#)))
        #expect(spec.string == "New arrivals" && spec.weightRuns == [WeightedRange(range: 0..<3, weight: 600)])
    }

    @Test func aPiecesFontWeightInsideAHeadlineIsThatWeight() throws {
        let source = #"#Preview { (Text("Due ") + Text("today").fontWeight(.heavy) + Text(" at noon").fontWeight(.semibold)).font(.headline) }"#
        let spec = try #require(textSpec(try tree(source)))
        // The headline is semibold already: only "today" is a piece of its own.
        #expect(spec.string == "Due today at noon" && spec.weightRuns == [WeightedRange(range: 4..<9, weight: 800)])
    }

    @Test func aPiecesMarkdownIsReadAsItsOwnTextsIs() throws {
        let spec = try #require(textSpec(try tree(#"#Preview { Text("**New**") + Text(" in [stock](https://example.com)") }"#)))
        #expect(spec.string == "New in stock" && spec.weightRuns.map(\.range) == [0..<3])
    }

    @Test func aPieceInAnotherFontIsReported() {
        let d = diagnostic(#"#Preview { Text("New").font(.title) + Text(" arrivals") }"#)
        #expect(d?.message.contains("only `Text + Text` in one font is evaluated") == true)
        #expect(diagnostic(#"#Preview { Text("New").italic() + Text(" arrivals") }"#)?.message.contains("italic") == true)
    }
}

/// The first text of a laid-out preview.
func textSpec(_ laid: ResolvedLayout) -> TextSpec? {
    guard case .text(let spec)? = first(laid.body, { if case .text = $0.kind { true } else { false } })?.kind else { return nil }
    return spec
}

/// `AttributedString(markdown:)` and `safeAreaPadding`, read as the text literal and `padding` are.
@Suite struct AttributedStringAndSafeAreaTests {
    @Test func anAttributedStringsLinkIsShownAsItsText() throws {
        let laid = try tree(#"#Preview { Text(try! AttributedString(markdown: "See [our policy](https://example.com)")) }"#)
        #expect(shape(laid.body) == #"text "See our policy""#)
    }

    @Test func anAttributedStringWithBoldIsReported() {
        let d = diagnostic(#"#Preview { Text(try! AttributedString(markdown: "**Note:** offline")) }"#)
        #expect(d?.message.contains("strong emphasis (`**…**`) in an AttributedString") == true)
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

/// Apple's Markdown attribute for automatic grammar agreement, and Optional's `map` on a model.
@Suite struct InflectionAndOptionalMapTests {
    @Test func anInflectedRunWhosePluralIsNotCertainIsReportedNotDrawnAsWritten() {
        let d = diagnostic(#"#Preview { Text("^[3 child](inflect: true)") }"#)
        #expect(d?.message.contains("^[3 child](inflect: true)") == true)
    }

    @Test func optionalMapOnAModelAppliesTheClosureAndNilStaysNil() throws {
        let texts = try laidTexts("""
        struct Message { let text: String }
        struct Inbox: View {
            let last: Message? = Message(text: "hi")
            let none: Message? = nil
            var body: some View {
                VStack { Text(last.map { "You: " + $0.text } ?? "No messages"); Text(none.map { $0.text } ?? "No messages") }
            }
        }
        #Preview { Inbox() }
        """)
        #expect(texts == ["You: hi", "No messages"])
    }
}

/// `Text("\(Text(name).bold()) paid \(Text(amount, format: …))")`: texts interpolated into a Text are pieces of one
/// sentence, as `Text + Text` is.
@Suite struct TextInTextTests {
    @Test func anInterpolatedTextIsAPieceOfTheSentenceInItsWeight() throws {
        let spec = try #require(textSpec(try tree(#"#Preview { Text("\(Text("Maya Chen").bold()) paid \(Text(486.0, format: .currency(code: "USD")))") }"#)))
        #expect(spec.string == "Maya Chen paid $486.00")
        #expect(spec.weightRuns == [WeightedRange(range: 0..<9, weight: 600)])
    }

    @Test func anInterpolatedTextInItsOwnFontIsReported() {
        let d = diagnostic("""
        #Preview { Text("Total: \\(Text("$4").font(.title))") }
        """)
        #expect(d?.message.contains("has its own font, size or design") == true, "\(d?.message ?? "")")
    }

    @Test func anAsteriskInAWrittenTextIsStillReadAsMarkdown() {
        let d = diagnostic("""
        #Preview { Text("\\(Text("Maya").bold()) said *hi*") }
        """)
        #expect(d?.message.contains("Markdown `*hi*`") == true, "\(d?.message ?? "")")
    }
}

@Suite struct InflectedTextTests {
    @Test func anInflectedCountAgreesWithItsNounInEnglish() throws {
        let texts = try laidTexts("""
        struct Stay: View {
            let guests: Int
            var body: some View { Text("^[\\(guests) guest](inflect: true) · 2 nights") }
        }
        #Preview { VStack { Stay(guests: 1); Stay(guests: 3) } }
        """)
        #expect(texts == ["1 guest · 2 nights", "3 guests · 2 nights"])
    }
}
