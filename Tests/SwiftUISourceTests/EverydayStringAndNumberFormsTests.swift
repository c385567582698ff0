import Testing
@testable import SwiftUISource

/// Standard-library and Foundation forms of view models that the fourth probe round found blocking. The expected
/// texts are what Swift 6.3 prints for the same code compiled natively.
@Suite struct EverydayStringAndNumberFormsTests {
    @Test func fallthroughRunsTheNextCaseWithoutCheckingIt() throws {
        let texts = try laidTexts("""
        func age(_ m: Int) -> String { var s = ""; switch m { case 1440...: s += "\\(m / 1440)d"; fallthrough; case 60...: s += "h"; default: s += "!" }; return s }
        #Preview { Text(verbatim: "\\(age(3000)) \\(age(100)) \\(age(5))") }
        """)
        #expect(texts == ["2dh h !"])
    }

    @Test func integerAndRadixFormsPrintAsSwiftDoes() throws {
        let texts = try laidTexts("""
        #Preview {
            let (h, m) = 135.quotientAndRemainder(dividingBy: 60)
            let seq: UInt = 57
            return Text(verbatim: "\\(h)h \\(m)m \\(String(412, radix: 16)) \\(String(255, radix: 16, uppercase: true)) \\(String(format: "%03d", seq))")
        }
        """)
        #expect(texts == ["2h 15m 19c FF 057"])
    }

    @Test func charactersJoinPadTrimAndSplitAsStringsDo() throws {
        let texts = try laidTexts("""
        #Preview {
            let s = "a-b-c"
            return Text(verbatim: String("Ana Lopez".split(separator: " ").compactMap { $0.first }) + " "
                + "7".padding(toLength: 3, withPad: "0", startingAt: 0) + " "
                + "--a--".trimmingCharacters(in: CharacterSet(charactersIn: "-")) + " \\("ab1".contains { $0.isNumber }) "
                + String("34A".prefix { $0.isNumber }) + String("34A".drop { $0.isNumber }) + " "
                + String(s[..<s.firstIndex(of: "-")!]) + String("abc".reversed()) + " \\("héllo".utf16.count)")
        }
        """)
        #expect(texts == ["AL 700 a true 34A acba 5"])
    }

    @Test func lazySequencesTuplesAndRangesCompareAndPrintAsSwiftDoes() throws {
        let texts = try laidTexts("""
        #Preview {
            Text(verbatim: "\\([1, 2, 3].lazy.map { $0 * 2 }.reduce(0, +)) "
                + [(2, "b"), (1, "z"), (1, "a")].sorted { ($0.0, $0.1) < ($1.0, $1.1) }.map(\\.1).joined()
                + " \\((1, 2) <= (1, 2)) \\((0...10).clamped(to: 2...5)) \\((0..<10).clamped(to: 12..<15))")
        }
        """)
        #expect(texts == ["12 azb true 2...5 12..<12"])
    }

    @Test func aFormatStyleOrCalendarGivenItsOwnLocaleUsesIt() throws {
        let texts = try laidTexts("""
        #Preview {
            var c = Calendar(identifier: .gregorian)
            c.locale = Locale(identifier: "fr_FR")
            return Text(verbatim: (9.5).formatted(.currency(code: "EUR").locale(Locale(identifier: "de_DE"))) + " "
                + Date(timeIntervalSince1970: 0).formatted(.dateTime.year().month().locale(Locale(identifier: "fr_FR")))
                + " \\(c.firstWeekday) \\(c.shortWeekdaySymbols[1])")
        }
        """)
        #expect(texts == ["9,50\u{A0}€ janv. 1970 2 lun."])
    }

    @Test func aMethodPassedAsAClosurePropertyIsCalledBound() throws {
        let texts = try laidTexts("""
        struct Money { let symbol: String; func text(_ v: Double) -> String { symbol + String(format: "%.2f", v) } }
        struct PriceRow: View { let format: (Double) -> String; var body: some View { Text(format(3)) } }
        #Preview { PriceRow(format: Money(symbol: "$").text) }
        """)
        #expect(texts == ["$3.00"])
    }

    @Test func decimalRoundingStringMutationsAndListsAreFoundations() throws {
        let texts = try laidTexts("""
        #Preview {
            var value = Decimal(string: "12.345")!
            var rounded = Decimal()
            NSDecimalRound(&rounded, &value, 2, .plain)
            var s = "Hi"
            s.append(", Ana")
            s.append(contentsOf: "!")
            let last = s.removeLast()
            let n: Int? = nil
            return Text(verbatim: "\\(rounded) \\(s) \\(last) \\(n as Any) " + ListFormatter.localizedString(byJoining: ["Ana", "Ben", "Cy"]))
        }
        """)
        #expect(texts == ["12.35 Hi, Ana ! nil Ana, Ben, and Cy"])
    }
}
