import Testing
@testable import SwiftUISource

/// Values the sixth probe round found shown wrong or dropped. The expected texts are what Swift 6.3 prints for
/// the same code compiled natively, and what iOS draws for the SwiftUI forms.
@Suite struct DateStyleZoneTests {
    @Test func aDateFormatStylesOwnTimeZoneIsTheOneShown() throws {
        let texts = try laidTexts(#"""
        let departure = Date(timeIntervalSince1970: 1_718_900_000)
        func localTime(_ zone: TimeZone) -> String {
            var style = Date.FormatStyle(date: .omitted, time: .shortened)
            style.timeZone = zone
            return departure.formatted(style)
        }
        #Preview {
            VStack {
                Text(localTime(TimeZone(identifier: "America/Los_Angeles")!))
                Text(departure.formatted(Date.FormatStyle(date: .omitted, time: .shortened, timeZone: TimeZone(identifier: "Asia/Tokyo")!)))
                Text(Date(timeIntervalSince1970: 1_750_000_000), format: .dateTime.hour(.twoDigits(amPM: .omitted)).minute())
            }
        }
        """#)
        #expect(texts == ["9:13\u{202F}AM", "1:13\u{202F}AM", "03:06"])
    }

    @Test func anHourWidthTheEvaluatorDoesNotReadIsReportedNotDropped() throws {
        let d = try #require(diagnostic(#"""
        #Preview { Text(Date(timeIntervalSince1970: 0), format: .dateTime.day(.ordinalOfDayInMonth)) }
        """#))
        #expect(d.message.contains("date field"))
    }
}

@Suite struct OptionalFormsTests {
    @Test func optionalsFromGlobalsConversionsAndMapsPrintAsOptionals() throws {
        let texts = try laidTexts(#"""
        let seat: Int? = 3
        let notes: [String: [String]] = ["Yesterday": ["Shipped"], "Today": ["Receipts", "Review"]]
        #Preview {
            VStack {
                Text(verbatim: "\(seat) \(Optional(3)) \(seat.map { $0 + 1 })")
                Text(["Yesterday", "Today"].compactMap { key in notes[key].map { "\(key): \($0.count)" } }.joined(separator: " · "))
            }
        }
        """#)
        #expect(texts == ["Optional(3) Optional(3) Optional(4)", "Yesterday: 1 · Today: 2"])
    }

    @Test func aTaggedOptionalNoneAndAMissingOptionalEnvironmentObjectAreNil() throws {
        let texts = try laidTexts(#"""
        enum Wine: String, CaseIterable { case red, white }
        @Observable final class Favorites { var ids: [Int] = [] }
        struct Cellar: View {
            @Environment(Favorites.self) private var favorites: Favorites?
            var body: some View {
                Form {
                    Text(favorites == nil ? "No favourites" : "Favourites")
                    Picker("Colour", selection: .constant(Wine?.none)) {
                        Text("All").tag(Wine?.none)
                        ForEach(Wine.allCases, id: \.self) { Text($0.rawValue).tag(Optional($0)) }
                    }
                }
            }
        }
        #Preview { Cellar() }
        """#)
        #expect(texts.contains("No favourites") && texts.contains("All"))
    }
}

@Suite struct TitleAndStatementFormsTests {
    @Test func aLineBreakInAnInterpolatedTextKeyBreaksTheLine() throws {
        let texts = try laidTexts(#"""
        let rate = "1 USD = 0.8764 EUR"
        #Preview { Text("\(rate)\nSample rates") }
        """#)
        #expect(texts == ["1 USD = 0.8764 EUR\nSample rates"])
    }

    @Test(arguments: ["Section(host) { Text(\"row\") }", "Toggle(host, isOn: .constant(true))", "LabeledContent(host, value: \"v\")",
                      "Picker(host, selection: .constant(1)) { Text(\"One\").tag(1) }"])
    func anUnknownTitleIsReportedNotDropped(_ control: String) throws {
        let d = try #require(diagnostic("""
        var host: String { ProcessInfo.processInfo.hostName }
        #Preview { Form { \(control) } }
        """))
        #expect(d.message.contains("ProcessInfo.processInfo"))
    }

    @Test func aTupleIsAssignedElementByElement() throws {
        let texts = try laidTexts(#"""
        #Preview {
            var a = 1, b = 2
            (a, b) = (b, a)
            var parts = DateComponents()
            (parts.year, parts.month) = (2025, 1)
            return Text(verbatim: "\(a) \(b) \(parts.year!)-\(parts.month!)")
        }
        """#)
        #expect(texts == ["2 1 2025-1"])
    }
}

@Suite struct SuperAndStaticMethodTests {
    @Test func superCallsTheSuperclasssMethodOnTheSameObject() throws {
        let texts = try laidTexts(#"""
        class Feed { var city = "Lisbon"; func headline() -> String { "Routes in \(city)" } }
        final class NearbyFeed: Feed { override func headline() -> String { super.headline() + " near you" } }
        #Preview { Text(NearbyFeed().headline()) }
        """#)
        #expect(texts == ["Routes in Lisbon near you"])
    }

    @Test func aStaticMethodPassedAsAFunctionAndStringsMaxAreSwifts() throws {
        let texts = try laidTexts(#"""
        enum Money { static func usd(_ v: Double) -> String { String(format: "$%.2f", v) } }
        struct PriceRow: View { let format: (Double) -> String; var body: some View { Text(format(4.5)) } }
        #Preview { VStack { PriceRow(format: Money.usd); Text(max("pear", "apple")) } }
        """#)
        #expect(texts == ["$4.50", "pear"])
    }
}

@Suite struct CalendarAndEnvironmentFormsTests {
    @Test func calendarRangesAndMoreDateFieldsAreFoundations() throws {
        let texts = try laidTexts(#"""
        #Preview {
            let day = Date(timeIntervalSince1970: 1_709_510_400)
            let days = Calendar.current.range(of: .day, in: .month, for: day)!.count
            return Text(verbatim: "\(days) " + day.formatted(.dateTime.era().year()) + " " + day.formatted(.dateTime.quarter())
                        + " " + day.formatted(.dateTime.week()) + " " + day.formatted(.dateTime.dayOfYear()))
        }
        """#)
        #expect(texts == ["31 2024 AD Q1 10 64"])
    }

    @Test func theEnvironmentsLocaleIsTheCasesAndOptionalChainsSetThroughOrNot() throws {
        let texts = try laidTexts(#"""
        struct Page { var number = 1 }
        struct Stamp: View {
            @Environment(\.locale) private var locale
            var body: some View {
                var p: Page? = Page()
                p?.number = 5
                var q: Page? = nil
                q?.number = 3
                return Text(verbatim: "\(locale.identifier) \(p!.number) \(q == nil)")
            }
        }
        #Preview { Stamp() }
        """#)
        #expect(texts == ["en_US 5 true"])
    }
}
