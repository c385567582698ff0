import DynamicType
import Layout
@testable import Specs
@testable import ViewModel
import Testing

@Suite("Spec errors a newcomer can act on")
struct ErrorTests {
    @Test func unknownKeySuggestsTheModifier() throws {
        let e = errors("""
        name: Card
        body:
          text: Hello
          lineLimt: 2
        """, file: "layouts/card.yaml")
        #expect(e.count == 1)
        let first = try #require(e.first)
        #expect(first.line == 4)
        #expect(first.column == 3)
        #expect(first.message.contains("did you mean `lineLimit`?"))
        #expect(first.keyPath == "body.lineLimt")
        #expect(first.description.hasPrefix("layouts/card.yaml:4:3: error: unknown modifier `lineLimt`"))
    }

    @Test func unknownTopLevelKey() {
        let e = errors("nmae: Card\nbody: {text: Hi}\n")
        #expect(e.first?.message.contains("did you mean `name`?") == true)
        #expect(e.first?.line == 1)
    }

    @Test func wrongTypeSaysWhatWasExpected() throws {
        let e = errors("""
        body:
          vstack:
            spacing: [8, 16]
            children:
              - text: Hi
        """)
        let first = try #require(e.first)
        #expect(first.message.contains("expected a number or {scaled: …}, found a list"))
        #expect((first.line, first.column) == (3, 14))
    }

    @Test func severalErrorsInOneFile() {
        let e = errors("""
        body:
          vstack:
            - text: A
              fnot: body
            - text: B
              lineLimit: many
        """)
        #expect(e.count == 2)
        #expect(e.map(\.line) == [4, 6])
    }

    @Test func unknownComponentIsAnErrorNotADefault() throws {
        let e = errors("""
        components:
          BookCard:
            body: {text: Hi}
        body:
          BookCrad: {}
        """)
        let first = try #require(e.first)
        #expect(first.message.contains("unknown view `BookCrad`; did you mean `BookCard`?"))
        #expect(first.line == 5)
    }

    @Test func unknownFontFamily() throws {
        let e = errors("""
        body:
          text: Hi
          font: {family: Lorra, size: 17, relativeTo: body}
        """, families: ["Lora", "Inter"])
        let first = try #require(e.first)
        #expect(first.message.contains("unknown font family `Lorra`; did you mean `Lora`?"))
        #expect(first.line == 3)
        // Without a family list at load time, the resolver rejects it.
        let s = try spec("body:\n  text: Hi\n  font: {family: Lorra, size: 17}\n")
        #expect(throws: SpecErrors.self) { try body(s, families: ["Lora"]) }
    }

    @Test func unknownTextStyleAndCategory() {
        let style = errors("body:\n  text: Hi\n  font: headlin\n")
        #expect(style.first?.message.contains("did you mean `headline`?") == true)
        let category = errors("body:\n  text: Hi\n  lineLimit: {default: 2, acessibility1: 4}\n")
        #expect(category.first?.message.contains("unknown size category `acessibility1`") == true)
        #expect(category.first?.message.contains("did you mean `accessibility1`?") == true)
        #expect(category.first?.line == 3)
        let clamp = errors("body:\n  text: Hi\n  dynamicTypeSize: ...accessibilty3\n")
        #expect(clamp.first?.message.contains("did you mean `accessibility3`?") == true)
    }

    @Test func unknownDevice() {
        let e = errors("devices: [iphone-16, iphone-se1]\nbody: {text: Hi}\n")
        #expect(e.first?.message.contains("unknown device `iphone-se1`; did you mean `iphone-se-1`?") == true)
        #expect((e.first?.line, e.first?.column) == (1, 22))
    }

    @Test func ignoreNeedsAReason() throws {
        let e = errors("""
        body:
          text: "{title}"
          ignore: [{rule: text-truncated}]
        variants:
          short: {title: Hi}
        """)
        let first = try #require(e.first)
        #expect(first.message.contains("ignore `text-truncated` needs a `reason:`"))
        #expect(first.line == 3)
    }

    @Test func componentCycle() throws {
        let e = errors("""
        components:
          Card:
            body: {vstack: [{Row: {}}]}
          Row:
            body: {hstack: [{Card: {}}]}
        body:
          Card: {}
        """)
        let cycle = try #require(e.first { $0.message.contains("component cycle") })
        #expect(cycle.message.contains("Card → Row → Card"))
        #expect(cycle.line == 3)
    }

    @Test func placeholderWithoutValueInAVariant() {
        let e = errors("""
        variants:
          short: {title: Dune, author: Frank Herbert}
          german: {title: Der Wüstenplanet}
        body:
          vstack:
            - text: "{title}"
            - text: "{author}"
        """)
        #expect(e.count == 1)
        #expect(e.first?.message.contains("`{author}` has no value in variant german") == true)
        #expect(e.first?.line == 7)
    }

    @Test func unquotedPlaceholderIsExplained() {
        let e = errors("variants: {a: {title: T}}\nbody:\n  text: {title}\n")
        #expect(e.first?.message.contains("write \"{title}\" in quotes") == true)
    }

    @Test func componentArgumentsAreChecked() {
        let e = errors("""
        components:
          Row:
            parameters: [title, detail]
            body: {text: "{title} {detail}"}
        body:
          Row: {title: A, detial: B}
        """)
        #expect(e.contains { $0.message.contains("has no parameter `detial`; did you mean `detail`?") })
        #expect(e.contains { $0.message.contains("`Row` needs `detail:`") })
    }

    @Test func componentSeesOnlyItsParameters() {
        let e = errors("""
        variants: {a: {title: T}}
        components:
          Row:
            parameters: [name]
            body: {text: "{title}"}
        body:
          Row: {name: "{title}"}
        """)
        #expect(e.count == 1)
        #expect(e.first?.message.contains("`{title}` is not a parameter of component `Row`") == true)
    }

    @Test func modifierWrittenInsideTheViewIsExplained() {
        let e = errors("body:\n  image: {name: cover, width: 40, height: 60, id: cover}\n")
        #expect(e.first?.message.contains("`id` is a modifier: write it beside `image:`") == true)
    }

    @Test func frameCannotMixFixedAndFlexible() {
        let e = errors("body:\n  text: Hi\n  frame: {width: 40, maxWidth: infinity}\n")
        #expect(e.first?.message.contains("two modifiers") == true)
    }

    @Test func perCategoryValueNeedsADefault() {
        let e = errors("body:\n  text: Hi\n  lineLimit: {accessibility1: 4}\n")
        #expect(e.first?.message.contains("needs `default:`") == true)
    }

    @Test func yamlSyntaxErrorIsLocated() {
        let e = errors("body:\n  text: \"unterminated\n  font: body\n")
        #expect(e.first?.message.hasPrefix("YAML syntax") == true)
        #expect((e.first?.line ?? 0) >= 2)
    }

    @Test func duplicateKeyIsReported() {
        let e = errors("body:\n  text: Hi\n  padding: 8\n  padding: 4\n")
        #expect(e.first?.message.contains("written twice") == true)
    }

    @Test func twoViewsInOneElement() {
        let e = errors("body:\n  text: Hi\n  image: {name: x, width: 1, height: 1}\n")
        #expect(e.first?.message.contains("two views") == true)
    }

    @Test func jsonIsAccepted() throws {
        let s = try spec(#"{"name": "J", "body": {"text": "Hi", "font": "headline"}}"#, file: "j.json")
        let node = try body(s)
        #expect(node.textSpec?.font.size == 17)
        let e = errors(#"{"body": {"text": "Hi", "lineLimt": 2}}"#, file: "j.json")
        #expect(e.first?.message.contains("did you mean `lineLimit`?") == true)
    }

    @Test(arguments: ["nan", ".nan", "-inf", "-.inf"])
    func notANumberOrMinusInfinityIsAnErrorNeverInfinity(value: String) throws {
        let e = errors("body:\n  text: Hi\n  frame: {maxWidth: \(value)}\n", file: "layouts/card.yaml")
        let first = try #require(e.first)
        #expect(first.line == 3)
        #expect(first.keyPath.hasSuffix("maxWidth"))
    }
}
