import Foundation
import LayoutCheckKit
import Testing

/// The hand-written JSON Lines reader behind `measure --batch`: same values as Foundation for valid JSON, errors
/// for invalid JSON, escapes and Unicode exact.
struct JSONLineParserTests {
    @Test func readsEveryKindOfValue() throws {
        let object = try JSONLineParser.object(#" { "id" : 7, "text":"Dune", "w":-1.5e2, "b":true, "f":false, "n":null, "a":[1,[],{}] } "#)
        #expect(object["id"] == .number(7))
        #expect(object["text"] == .string("Dune"))
        #expect(object["w"] == .number(-150))
        #expect(object["b"] == .bool(true))
        #expect(object["f"] == .bool(false))
        #expect(object["n"] == .null)
        #expect(object["a"] == .array([.number(1), .array([]), .object([])]))
    }

    @Test func decodesEscapesAndUnicode() throws {
        let line = #"{"text":"a\"b\\c\/d\b\f\n\r\t é \u00e9 \u2026 \uD83D\uDE00 😀 \u0000"}"#
        #expect(try JSONLineParser.object(line)["text"] == .string("a\"b\\c/d\u{8}\u{c}\n\r\t é é … 😀 😀 \u{0}"))
        // Lone surrogates cannot live in a Swift string: U+FFFD, and the text after them survives.
        #expect(try JSONLineParser.parse(#""\uD800x""#) == .string("\u{FFFD}x"))
        #expect(try JSONLineParser.parse(#""\uDC00\u0041""#) == .string("\u{FFFD}A"))
        #expect(try JSONLineParser.parse(#""\uD83D\u0041""#) == .string("\u{FFFD}A"))
    }

    @Test func agreesWithFoundationOnValidLines() throws {
        let lines = [
            #"{"id":"a-1","text":"Continue reading","size":17,"weight":"semibold","width":200.25,"lineLimit":2}"#,
            #"{"text":"Bibliothek \"Lesefortschritt\"","size":1E1,"width":0.5e-1,"height":null}"#,
            #"{"text":"\u00c4\u00d6\u00dc \ud83d\udcda tab\there","size":12.000,"minScale":0.75}"#,
        ]
        for line in lines {
            let ours = try JSONLineParser.object(line)
            let theirs = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            #expect(Set(ours.keys) == Set(theirs.keys))
            for (key, value) in ours {
                switch value {
                case .string(let s): #expect(s == theirs[key] as? String, "\(key)")
                case .number(let n): #expect(n == (theirs[key] as? NSNumber)?.doubleValue, "\(key)")
                case .null: #expect(theirs[key] is NSNull)
                default: Issue.record("unexpected \(value)")
                }
            }
        }
    }

    @Test func rejectsInvalidJSON() {
        let bad = ["", "{", "{\"a\":1,}", "{\"a\" 1}", "{a:1}", "[1,2", "{\"a\":01}", "{\"a\":1.}", "{\"a\":.5}",
                   "{\"a\":-}", "{\"a\":1e}", "{\"a\":tru}", "{\"a\":\"x\\q\"}", "{\"a\":\"\\u12G4\"}", "{\"a\":\"x",
                   "{\"a\":\"tab\there\"}", "{} {}", "{\"a\":NaN}", "{\"a\":1e999}", "'a'", "// {}"]
        for line in bad {
            let tab = line.replacingOccurrences(of: "\\t", with: "\t")  // a raw control character inside a string
            #expect(throws: JSONLineParser.Failure.self, "\(line)") { try JSONLineParser.parse(tab) }
        }
        #expect(throws: JSONLineParser.Failure.self) { try JSONLineParser.object("[1]") }
        #expect(throws: JSONLineParser.Failure.self) { try JSONLineParser.parse(String(repeating: "[", count: 600)) }
    }

    @Test func theLastOfARepeatedKeyWins() throws {
        #expect(try JSONLineParser.object(#"{"a":1,"a":2}"#)["a"] == .number(2))
    }
}
