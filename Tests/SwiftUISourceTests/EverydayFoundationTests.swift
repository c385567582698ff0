import Testing
@testable import SwiftUISource

/// Standard library and Foundation forms app code reads, each as Swift or Foundation computes it.
@Suite struct EverydayFoundationTests {
    @Test func aDecimalFormatsItselfAsTextFormatsIt() throws {
        let texts = try laidTexts("""
        struct Balance { var amount: Decimal; var shown: String { amount.formatted(.currency(code: "EUR")) } }
        #Preview { Text(Balance(amount: 1520.5).shown) }
        """)
        #expect(texts == ["€1,520.50"])
    }

    @Test func anOperatorTheSourcesDeclareIsUsedByArithmeticAndReduce() throws {
        let texts = try laidTexts("""
        struct Points { var value: Int
            static func + (a: Points, b: Points) -> Points { Points(value: a.value + b.value) }
            static func - (a: Points, b: Points) -> Points { Points(value: a.value - b.value) } }
        #Preview {
            let earned = [Points(value: 40), Points(value: 25)].reduce(Points(value: 0), +)
            return Text("\\(earned.value) earned, \\((earned - Points(value: 15)).value) left")
        }
        """)
        #expect(texts == ["65 earned, 50 left"])
    }

    @Test func anEnumDeclaredComparableSortsByItsCasesInOrder() throws {
        let texts = try laidTexts("""
        enum Priority: Comparable { case low, medium, high }
        enum Seat: Int, Comparable { case floor, balcony, box
            static func < (a: Seat, b: Seat) -> Bool { a.rawValue > b.rawValue } }
        #Preview {
            VStack {
                Text("\\([Priority.high, .low, .medium].sorted().map { "\\($0)" }.joined(separator: " "))")
                Text("\\([Seat.floor, .box, .balcony].sorted().map { "\\($0)" }.joined(separator: " "))")
                Text(Priority.low < .high ? "low first" : "high first")
            }
        }
        """)
        #expect(texts == ["low medium high", "box balcony floor", "low first"])
    }

    @Test func integersKnowWhetherTheyAreMultiples() throws {
        let texts = try laidTexts("""
        #Preview { Text("\\(9.isMultiple(of: 3)) \\(7.isMultiple(of: 2)) \\(0.isMultiple(of: 0))") }
        """)
        #expect(texts == ["true false true"])
    }

    @Test func aCalendarNamesItsWeekdaysAndMonths() throws {
        let texts = try laidTexts("""
        #Preview {
            let calendar = Calendar(identifier: .gregorian)
            return Text("\\(calendar.shortWeekdaySymbols[1]) \\(calendar.monthSymbols[3]) \\(Calendar.current.veryShortWeekdaySymbols[0])")
        }
        """)
        #expect(texts == ["Mon April S"])
    }

    @Test func aDurationSplitsIntoItsComponents() throws {
        let texts = try laidTexts("""
        #Preview { Text("\\(Duration.seconds(3725).components.seconds / 60) min") }
        """)
        #expect(texts == ["62 min"])
    }

    @Test func aDictionaryMapsAndFiltersItsValues() throws {
        let texts = try laidTexts("""
        #Preview {
            let ratings = Dictionary(grouping: [5, 3, 5, 4, 5], by: { $0 }).mapValues(\\.count)
            let frequent = ratings.filter { $0.value > 1 }
            return Text("\\(ratings[5] ?? 0) five-star, \\(frequent.count) frequent, \\(ratings.values.reduce(0, +)) in all")
        }
        """)
        #expect(texts == ["3 five-star, 1 frequent, 5 in all"])
    }

    @Test func stringsBridgeNSStringsPathReadersAndComparisons() throws {
        let texts = try laidTexts("""
        #Preview {
            VStack {
                Text(("Invoice.final.pdf" as NSString).pathExtension.uppercased())
                Text("docs/Invoice.pdf".lastPathComponent)
                Text(["File10", "file2", "File1"].sorted { $0.localizedStandardCompare($1) == .orderedAscending }.joined(separator: ","))
            }
        }
        """)
        #expect(texts == ["PDF", "Invoice.pdf", "File1,file2,File10"])
    }

    /// A key's `specifier:` is formatted by CoreFoundation with the locale (`__CFStringFormatLocalizedNumber`, a
    /// CFNumberFormatter: the same open-source code on iOS and Linux), so `%e` writes ICU's exponent symbol, "E".
    @Test func aSpecifierFormatsAsPrintfDoes() throws {
        let texts = try laidTexts("""
        #Preview { let rate = 1.25; let big = 1234567.0; return Text("\\(rate, specifier: "%g")× \\(big, specifier: "%.2e")") }
        """)
        #expect(texts == ["1.25× 1.23E+06"])
    }

    @Test func aByteCountIsFormattedByFoundationsStyle() throws {
        let texts = try laidTexts("""
        #Preview { Text("\\(Int64(3_020_000).formatted(.byteCount(style: .file))) of \\(Int64(0).formatted(.byteCount(style: .file)))") }
        """)
        #expect(texts == ["3 MB of Zero kB"])
    }

    @Test func anImplicitMemberChainStartsAtTheExpectedTypesStatic() throws {
        let texts = try laidTexts("""
        extension Date {
            static let launch = Date(timeIntervalSince1970: 1_700_000_000)
            func daysBefore(_ n: Int) -> Date { addingTimeInterval(Double(-n) * 86_400) }
        }
        struct Payment { let date: Date }
        #Preview { Text(Payment(date: .launch.daysBefore(2)).date, format: .dateTime.month().day()) }
        """)
        #expect(texts == ["Nov 12"])
    }
}

@Suite struct DictionaryLiteralTypingTests {
    @Test func aDictionaryLiteralsKeysAndValuesTakeTheDeclaredTypes() throws {
        let texts = try laidTexts("""
        enum Tier: String, Comparable { case floor = "Floor", balcony = "Balcony", box = "Box"
            static func < (a: Tier, b: Tier) -> Bool { a.rawValue < b.rawValue } }
        struct Show { let prices: [Tier: Decimal] }
        let show = Show(prices: [.floor: 79.5, .box: 349, .balcony: 120])
        #Preview {
            VStack {
                ForEach(show.prices.keys.sorted(), id: \\.self) { tier in Text("\\(tier.rawValue) \\(show.prices[tier]!)") }
            }
        }
        """)
        #expect(texts == ["Balcony 120", "Box 349", "Floor 79.5"])
    }
}
