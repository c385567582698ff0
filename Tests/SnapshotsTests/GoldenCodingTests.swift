import Checks
import Foundation
import Snapshots
import Testing

@Suite struct GoldenCodingTests {
    @Test func encodeDecodeEncodeIsByteIdentical() throws {
        let bytes = try CardFixture().golden(variants: ["short", "long"]).encoded()
        let decoded = try Golden.decode(bytes, file: "golden/card/iphone-16.json")
        #expect(decoded == CardFixture().golden(variants: ["short", "long"]))
        #expect(try decoded.encoded() == bytes)
    }

    @Test func buildingTwiceGivesTheSameBytes() throws {
        let a = try CardFixture().golden(variants: ["a", "b", "c"]).encoded()
        let b = try CardFixture().golden(variants: ["c", "b", "a"]).encoded()
        #expect(a == b)
    }

    @Test func formatIsSortedIndentedRoundedWithATrailingNewline() throws {
        var fixture = CardFixture()
        fixture.titleX = 16.3333
        let text = String(decoding: try fixture.golden().encoded(), as: UTF8.self)
        #expect(text.hasPrefix("""
            {
              "device": "iphone-16",
              "engineVersion": "0.1.0",
              "fontHashes": {"Inter.ttf": "\(String(repeating: "ab", count: 32))"},
              "schemaVersion": 2,
              "spec": "RetryCard",
              "variants": {
                "default": {
                  "categories": [
                    {
                      "category": "xSmall",
                      "elements": {
                        "card": {"branch": "hstack", "frame": [0, 0, 361, 88]},
                        "card/retry": {"frame": [300, 0, 44, 44], "hitTarget": [44, 44], "role": "button"},
                        "card/title": {"fontSize": 17, "frame": [16.33, 0, 200, 22], "lines": 1, "truncated": false}
                      },
                      "findings": []
                    },
            """))
        #expect(text.hasSuffix("}\n") && !text.hasSuffix("\n\n"))
    }

    @Test func findingsAreRecordedWithRuleElementSeverityMeasuredAndSuppressed() throws {
        let golden = CardFixture(titleTruncatesFrom: .accessibility5).golden()
        let ax5 = try #require(golden.variants["default"]?.categories.last)
        #expect(ax5.category == "accessibility5")
        #expect(ax5.findings == [GoldenFinding(rule: "text-truncated", element: "card/title", severity: .error,
                                               measured: .lines(2), suppressed: false)])
    }

    @Test(arguments: [(44.0, "44"), (16.5, "16.5"), (16.333, "16.33"), (0.005, "0.01"), (-0.001, "0"), (-2.25, "-2.25"),
                      (1_000_000, "1000000"), (0.1 + 0.2, "0.3")])
    func numbersPrintRoundedWithoutTrailingZeros(value: Double, printed: String) {
        #expect(CanonicalJSON.print(.number(value)) == printed + "\n")
    }

    @Test func aNewerSchemaVersionIsAClearError() {
        let data = Data(#"{"schemaVersion": 3, "whatever": true}"#.utf8)
        #expect(throws: GoldenError.newerSchema(file: "golden/a/b.json", found: 3, supported: 2)) {
            try Golden.decode(data, file: "golden/a/b.json")
        }
    }

    @Test func invalidJSONNamesTheFile() throws {
        let error = try #require(throws: GoldenError.self) { try Golden.decode(Data("{\"schema".utf8), file: "golden/x.json") }
        guard case .invalidJSON(let file, _) = error else { Issue.record("wrong error \(error)"); return }
        #expect(file == "golden/x.json")
        #expect(error.description.hasPrefix("golden/x.json: not valid JSON"))
    }

    @Test func aMissingFieldNamesWhere() throws {
        let data = Data(#"{"schemaVersion": 1, "engineVersion": "1", "fontHashes": {}, "spec": "S", "device": "d", "variants": {"default": {"categories": [{"category": "large", "elements": {}}]}}}"#.utf8)
        let error = try #require(throws: GoldenError.self) { try Golden.decode(data, file: "g.json") }
        #expect(error.description.contains("missing \"findings\" at variants.default.categories[0]"))
    }

    @Test(arguments: [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        ("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
         "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"),
    ])
    func sha256MatchesTheStandardVectors(input: String, hex: String) {
        #expect(SHA256.hex(Data(input.utf8)) == hex)
    }
}
