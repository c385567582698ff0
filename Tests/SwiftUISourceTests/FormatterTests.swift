import Testing
@testable import SwiftUISource

/// Foundation formatters configured in code, as apps write them: the settings are applied to Foundation's own
/// formatter (ICU, as on iOS) in UTC and the development language unless the code sets them.
@Suite struct FormatterTests {
    func texts(_ source: String) throws -> [String] { try laidTexts(source) }

    @Test func aDateFormatterMadeInAClosureFormatsWithItsStyles() throws {
        let shown = try texts("""
        struct Stamp: View {
            static let formatter: DateFormatter = {
                let f = DateFormatter()
                f.dateStyle = .medium
                f.timeStyle = .short
                return f
            }()
            var body: some View { Text(Self.formatter.string(from: Date(timeIntervalSince1970: 1_700_000_000))) }
        }
        #Preview { Stamp() }
        """)
        // iOS's en_US puts a narrow no-break space (U+202F) before PM, as ICU does.
        #expect(shown == ["Nov 14, 2023 at 10:13\u{202F}PM"])
    }

    @Test func aFormatterConfiguredThroughAReferenceKeepsItsSettings() throws {
        let shown = try texts("""
        func with<T>(_ value: T, _ build: (T) -> Void) -> T { build(value); return value }
        struct Row: View {
            let formatter: DateFormatter
            var body: some View { Text(formatter.string(from: Date(timeIntervalSince1970: 0))) }
        }
        #Preview { Row(formatter: with(DateFormatter()) { $0.dateFormat = "EEEE d MMMM"; $0.locale = Locale(identifier: "en_US_POSIX") }) }
        """)
        #expect(shown == ["Thursday 1 January"])
    }

    @Test func numberFormattersFormatPercentsCurrenciesAndWords() throws {
        let shown = try texts("""
        struct Totals: View {
            let percent = NumberFormatter()
            let money = NumberFormatter()
            let words = NumberFormatter()
            init() {
                percent.numberStyle = .percent
                percent.maximumFractionDigits = 1
                money.numberStyle = .currency
                money.currencyCode = "EUR"
                words.numberStyle = .spellOut
            }
            var body: some View {
                VStack {
                    Text(percent.string(from: 0.256 as NSNumber) ?? "")
                    Text(money.string(from: NSNumber(value: 1234.5)) ?? "")
                    Text(words.string(from: 42) ?? "")
                }
            }
        }
        #Preview { Totals() }
        """)
        #expect(shown == ["25.6%", "€1,234.50", "forty-two"])
    }

    @Test func aByteCountIsFormattedAsTheFilesAppShowsIt() throws {
        #expect(try texts(#"#Preview { Text(ByteCountFormatter.string(fromByteCount: 1_234_567, countStyle: .file)) }"#) == ["1.2 MB"])
    }

    @Test func anISO8601FormatterParsesSampleDatesAndPrintsThem() throws {
        let shown = try texts("""
        struct Event { let start: Date }
        let parser = ISO8601DateFormatter()
        let events = [Event(start: parser.date(from: "2024-05-01T10:00:00Z")!)]
        struct Stamp: View {
            let fractional: ISO8601DateFormatter = {
                let f = ISO8601DateFormatter()
                f.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
                return f
            }()
            var body: some View {
                VStack {
                    Text(events[0].start.formatted(date: .abbreviated, time: .shortened))
                    Text(fractional.string(from: Date(timeIntervalSince1970: 1_700_000_000.5)))
                    Text(parser.date(from: "not a date") == nil ? "nil" : "date")
                }
            }
        }
        #Preview { Stamp() }
        """)
        #expect(shown == ["May 1, 2024 at 10:00\u{202F}AM", "2023-11-14T22:13:20.500Z", "nil"])
    }

    @Test func aSettingNotModelledIsReportedNotIgnored() {
        let d = diagnostic("""
        struct Stamp: View {
            var body: some View {
                let f = DateFormatter()
                f.dateStyle = .short
                f.doesRelativeDateFormatting = true
                return Text(f.string(from: Date(timeIntervalSince1970: 0)))
            }
        }
        #Preview { Stamp() }
        """)
        #expect(d?.message.contains("doesRelativeDateFormatting") == true, "\(d?.message ?? "no diagnostic")")
    }
}

/// `Text(_:formatter:)` and a Text's `\(x, formatter:)` show what the formatter's `string(for:)` gives, as in Xcode's
/// Core Data template row (`Text(item.timestamp!, formatter: itemFormatter)`).
@Suite struct TextFormatterTests {
    static let formatter = """
    private let itemFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateStyle = .short
        formatter.timeStyle = .medium
        return formatter
    }()

    """

    @Test func aTextGivenAFormatterShowsTheFormattedDate() throws {
        let shown = try laidTexts(Self.formatter + """
        #Preview { Text(Date(timeIntervalSinceReferenceDate: 740_000_000), formatter: itemFormatter) }
        """)
        #expect(shown == ["6/13/24, 7:33:20\u{202F}PM"])
    }

    @Test func anInterpolationGivenAFormatterShowsTheFormattedDate() throws {
        let shown = try laidTexts(Self.formatter + """
        #Preview { Text("Item at \\(Date(timeIntervalSinceReferenceDate: 740_000_000), formatter: itemFormatter)") }
        """)
        #expect(shown == ["Item at 6/13/24, 7:33:20\u{202F}PM"])
    }

    @Test func aTextArgumentThatIsNotEvaluatedIsReported() {
        let d = diagnostic("#Preview { Text(Date(timeIntervalSince1970: 0), someFutureOption: 3) }")
        #expect(d?.message.contains("`someFutureOption:`") == true, "\(d?.message ?? "")")
    }
}
