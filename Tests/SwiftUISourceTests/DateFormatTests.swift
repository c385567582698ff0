import ViewModel
import Layout
import Testing
@testable import SwiftUISource

/// Dates fixed in a preview are formatted as SwiftUI formats them (en_US, UTC, Gregorian), so their width is
/// measured; dates that depend on the current time are diagnosed.
@Suite struct DateFormatTests {
    /// 2023-11-14 22:13:20 UTC.
    static let launch = "Date(timeIntervalSince1970: 1_700_000_000)"

    func text(_ expression: String) throws -> String {
        let laid = try tree("#Preview { \(expression) }")
        guard case .text(let t) = laid.body.kind else { Issue.record("not a text: \(shape(laid.body))"); return "" }
        return t.string
    }

    @Test func dateStyleIsTheLongDate() throws {
        #expect(try text("Text(\(Self.launch), style: .date)") == "November 14, 2023")
    }

    @Test func timeStyleIsTheShortTime() throws {
        // ICU puts a narrow no-break space before PM, as iOS 17 and later do.
        #expect(try text("Text(\(Self.launch), style: .time)") == "10:13\u{202F}PM")
    }

    @Test func formattedWithDateAndTimeStyles() throws {
        #expect(try text("Text(\(Self.launch).formatted(date: .abbreviated, time: .omitted))") == "Nov 14, 2023")
        #expect(try text("Text(\(Self.launch).formatted(date: .numeric, time: .shortened))") == "11/14/2023, 10:13\u{202F}PM")
    }

    @Test func dateTimeFieldsAreFormattedTogether() throws {
        #expect(try text("Text(\(Self.launch), format: .dateTime.day().month(.wide).year())") == "November 14, 2023")
        #expect(try text("Text(\(Self.launch), format: .dateTime.weekday(.wide))") == "Tuesday")
    }

    @Test func aFormatStyleWrittenOutAndTimeFieldsAreFormatted() throws {
        #expect(try text("Text(\(Self.launch), format: Date.FormatStyle(date: .long, time: .omitted))") == "November 14, 2023")
        #expect(try text("Text(\(Self.launch).formatted(.dateTime.hour().minute()))") == "10:13\u{202F}PM")
    }

    @Test func aRelativeFormatStyleIsDiagnosed() throws {
        let d = try #require(diagnostic("#Preview { Text(\(Self.launch).formatted(.relative(presentation: .named))) }"))
        #expect(d.message.contains("current time"))
    }

    @Test func interpolationsWithAStyleOrFormatAreFormattedInPlace() throws {
        #expect(try text("Text(\"Due \\(\(Self.launch), style: .date)\")") == "Due November 14, 2023")
        #expect(try text("Text(\"Since \\(\(Self.launch), format: .dateTime.year())\")") == "Since 2023")
        #expect(try text("Text(\"\\(8123.0, format: .number) steps\")") == "8,123 steps")
        #expect(try text("Text(\"\\(4.25, specifier: \"%.1f\") km\")") == "4.2 km")
    }

    @Test func aRelativeInterpolationIsDiagnosed() throws {
        let d = try #require(diagnostic("#Preview { Text(\"Updated \\(\(Self.launch), style: .relative)\") }"))
        #expect(d.message.contains("changes while the app runs"))
    }

    @Test func aSampleDateOfTheSourcesIsFormatted() throws {
        let laid = try tree("""
        struct Event { let title: String; let start: Date
            static let sample = Event(title: "Launch", start: Date(timeIntervalSinceReferenceDate: 721_692_800))
        }
        struct EventRow: View {
            let event: Event
            var body: some View { Text(event.start, style: .date) }
        }
        #Preview { EventRow(event: .sample) }
        """)
        #expect(first(laid.body) { if case .text(let t) = $0.kind { return t.string == "November 14, 2023" } else { return false } } != nil)
    }

    @Test func theCurrentDateIsDiagnosed() throws {
        let d = try #require(diagnostic("#Preview { Text(Date(), style: .date) }"))
        #expect(d.message.contains("current time"))
        #expect(d.message.contains("timeIntervalSince1970"))
        let now = try #require(diagnostic("#Preview { Text(Date.now.formatted()) }"))
        #expect(now.message.contains("`Date.now`"))
    }

    @Test func relativeStylesAreDiagnosedWithWhyAndTheFix() throws {
        let d = try #require(diagnostic("#Preview { Text(\(Self.launch), style: .relative) }"))
        #expect(d.message.contains("changes while the app runs"))
        #expect(d.message.contains("longest text"))
    }

    @Test func anUnmodelledDateFieldIsDiagnosed() throws {
        let d = try #require(diagnostic("#Preview { Text(\(Self.launch), format: .dateTime.timeZone()) }"))
        #expect(d.message.contains("timeZone"))
    }
}

@Suite struct DateDescriptionTests {
    @Test func aDateInterpolatedIntoAStringIsItsUTCDescription() throws {
        let t = try tree("""
        let saved = "Saved \\(Date(timeIntervalSince1970: 1_700_000_000))"
        #Preview { Text(saved) }
        """)
        #expect(shape(t.body) == #"text "Saved 2023-11-14 22:13:20 +0000""#, "\(shape(t.body))")
    }

    @Test func aBareDateInATextLiteralIsFormattedByTheLocaleSoItIsDiagnosed() throws {
        let d = try #require(diagnostic("#Preview { Text(\"Saved \\(Date(timeIntervalSince1970: 1_700_000_000))\") }"))
        #expect(d.message.contains("without a style or format"), "\(d.message)")
    }
}

/// `now:` in layoutcheck.yml fixes the moment previews are evaluated at: the current time reads as it.
@Suite struct ConfiguredNowTests {
    func laid(_ source: String) throws -> ResolvedLayout {
        let preview = try #require(SwiftSources.discover(sources: [("Views/Clock.swift", source)], now: 1_788_946_860).previews.first)
        return try preview.resolve(variant: "default", device: iPhone, category: .large, boldText: false, resolver: SpecResolver())
    }

    @Test func dateNowIsTheConfiguredMoment() throws {
        let tree = try laid(#"#Preview { Text(Date.now.formatted(date: .abbreviated, time: .shortened)) }"#)
        #expect(shape(tree.body) == "text \"Sep 9, 2026 at 9:41\u{202F}AM\"")
    }

    @Test func aDefaultArgumentOfDotNowIsTheConfiguredMoment() throws {
        let tree = try laid("""
        struct Visit { var date: Date; init(date: Date = .now) { self.date = date } }
        #Preview { Text(Visit().date.formatted(date: .abbreviated, time: .omitted)) }
        """)
        #expect(shape(tree.body) == "text \"Sep 9, 2026\"")
    }

    @Test func anIntervalSinceNowCountsFromTheConfiguredMoment() throws {
        let tree = try laid(#"#Preview { Text(Date(timeIntervalSinceNow: -3600).formatted(date: .omitted, time: .shortened)) }"#)
        #expect(shape(tree.body) == "text \"8:41\u{202F}AM\"")
    }

    @Test func aTimelineViewShowsItsContentAtTheConfiguredMoment() throws {
        let tree = try laid("""
        #Preview { TimelineView(.everyMinute) { context in Text(context.date.formatted(date: .omitted, time: .shortened)) } }
        """)
        #expect(shape(tree.body) == "text \"9:41\u{202F}AM\"")
    }
}

/// `Calendar.current` is the Gregorian calendar in UTC, the one dates are formatted in: sample dates built with it
/// show the same text on every machine.
@Suite struct PreviewCalendarTests {
    func text(_ expression: String) throws -> String? {
        let laid = try tree("#Preview { Text(\(expression)) }")
        guard case .text(let t) = laid.body.kind else { return nil }
        return t.string
    }
    /// Monday 18 August 2025, 08:00 UTC.
    static let monday = "Date(timeIntervalSince1970: 1_755_504_000)"

    @Test func addingDaysAndComponentsMovesTheDateInUTC() throws {
        #expect(try text("Calendar.current.date(byAdding: .day, value: 3, to: \(Self.monday))!.formatted(date: .abbreviated, time: .omitted)")
                == "Aug 21, 2025")
        #expect(try text("Calendar.current.date(byAdding: DateComponents(month: 1, hour: 5), to: \(Self.monday))!.formatted(date: .omitted, time: .shortened)")
                == "1:00\u{202F}PM")
    }

    @Test func startOfDayAndComponentsAreTheUTCDays() throws {
        #expect(try text("Calendar.current.startOfDay(for: \(Self.monday)).formatted(date: .omitted, time: .shortened)") == "12:00\u{202F}AM")
        #expect(try text(#""\(Calendar.current.component(.weekday, from: \#(Self.monday)))""#) == "2")
        #expect(try text("Calendar(identifier: .gregorian).isDate(\(Self.monday), inSameDayAs: \(Self.monday).addingTimeInterval(3600)) ? \"same\" : \"other\"")
                == "same")
    }

    @Test func whetherADateIsTodayIsReportedWithoutAConfiguredNow() {
        let d = diagnostic("#Preview { Text(Calendar.current.isDateInToday(\(Self.monday)) ? \"Today\" : \"Earlier\") }")
        #expect(d?.message.contains("current time") == true, "\(d?.message ?? "none")")
    }

    @Test func whetherADateIsTodayReadsTheConfiguredNow() throws {
        let source = "#Preview { Text(Calendar.current.isDateInYesterday(\(Self.monday)) ? \"Yesterday\" : \"Earlier\") }"
        let preview = try #require(SwiftSources.discover(sources: [("Views/Day.swift", source)], now: 1_755_504_000 + 86_400).previews.first)
        let laid = try preview.resolve(variant: "default", device: iPhone, category: .large, boldText: false, resolver: SpecResolver())
        #expect(shape(laid.body) == #"text "Yesterday""#)
    }
}

/// Dates compare by their moment, and a format style given the preview's own calendar formats as before.
@Suite struct DateValueTests {
    @Test func datesCompareAndTheLaterIsTheMax() throws {
        let laid = try tree("""
        #Preview {
            let a = Date(timeIntervalSince1970: 1_755_504_000)
            let b = a.addingTimeInterval(3600)
            return VStack { Text(max(a, b) == b ? "max" : "wrong"); Text(a < b ? "ordered" : "wrong") }
        }
        """)
        #expect(shape(laid.body) == #"vstack(text "max", text "ordered")"#)
    }

    @Test func aStyleGivenTheCalendarsTimeZoneAndLocaleFormatsInThem() throws {
        let laid = try tree("""
        enum Fmt {
            static func weekday(_ date: Date, calendar: Calendar) -> String {
                date.formatted(style(.dateTime.weekday(.abbreviated), calendar: calendar)).uppercased()
            }
            static func time(_ date: Date, calendar: Calendar) -> String {
                date.formatted(style(.init(date: .omitted, time: .shortened), calendar: calendar))
            }
            private static func style(_ style: Date.FormatStyle, calendar: Calendar) -> Date.FormatStyle {
                var style = style
                style.calendar = calendar
                style.timeZone = calendar.timeZone
                style.locale = calendar.locale ?? .autoupdatingCurrent
                return style
            }
        }
        #Preview {
            let d = Date(timeIntervalSince1970: 1_755_504_000)
            return VStack { Text(Fmt.weekday(d, calendar: .current)); Text(Fmt.time(d, calendar: .current)) }
        }
        """)
        #expect(shape(laid.body) == "vstack(text \"MON\", text \"8:00\u{202F}AM\")")
    }
}

/// `Duration` shown with Foundation's duration styles, as a player or workout screen shows a length.
@Suite struct DurationFormatTests {
    @Test func aDurationIsFormattedAsFoundationFormatsIt() throws {
        let texts = try laidTexts("""
        struct Episode: View {
            let length = Duration.seconds(2878)
            var body: some View {
                VStack {
                    Text(length.formatted())
                    Text(length, format: .time(pattern: .minuteSecond))
                    Text(Duration.seconds(2700).formatted(.units(allowed: [.hours, .minutes], width: .wide)))
                    Text("Left: \\(Duration.seconds(4210), format: .units(allowed: [.hours, .minutes]))")
                    Text(Duration.milliseconds(90_500).formatted(.time(pattern: .minuteSecond(padMinuteToLength: 2))))
                }
            }
        }
        #Preview { Episode() }
        """)
        #expect(texts == ["0:47:58", "47:58", "45 minutes", "Left: 1 hr, 10 min", "01:30"])
    }

    @Test func durationsAddUpAsSwiftAddsThem() throws {
        let texts = try laidTexts("""
        struct Album { let tracks: [Duration] }
        struct Total: View {
            let album: Album
            var body: some View {
                let total = album.tracks.reduce(.zero, +)
                VStack {
                    Text(total, format: .time(pattern: .minuteSecond))
                    Text((total / 2).formatted(.time(pattern: .minuteSecond)))
                }
            }
        }
        #Preview { Total(album: Album(tracks: [.seconds(70), .seconds(221), .milliseconds(9_000)])) }
        """)
        #expect(texts == ["5:00", "2:30"])
    }

    @Test func anUnmodelledDurationStyleIsReported() {
        let d = diagnostic("#Preview { Text(Duration.seconds(5).formatted(.units(allowed: [.seconds], zeroValueUnits: .show(length: 2)))) }")
        #expect(d?.message.contains("only `allowed:`, `width:` and `maximumUnitCount:` are evaluated") == true)
    }
}

/// `Calendar.current.date(from: DateComponents(…))`: a fixed date a preview builds from its parts.
@Suite struct DateFromComponentsTests {
    @Test func aDateMadeFromItsComponentsIsThatDay() throws {
        let texts = try laidTexts("""
        struct Launch: View {
            let day = Calendar.current.date(from: DateComponents(year: 2021, month: 3, day: 14))!
            var body: some View { Text(day, format: .dateTime.day().month(.wide).year()) }
        }
        #Preview { Launch() }
        """)
        #expect(texts == ["March 14, 2021"])
    }

    @Test func componentsSetOneByOneOnAVariableMakeThatMoment() throws {
        let texts = try laidTexts("""
        extension Date {
            static func make(_ y: Int, _ m: Int, _ d: Int, _ h: Int = 0) -> Date {
                var c = DateComponents()
                c.year = y; c.month = m; c.day = d; c.hour = h
                c.timeZone = TimeZone(identifier: "UTC")
                return Calendar(identifier: .gregorian).date(from: c)!
            }
        }
        #Preview { Text(Date.make(2024, 6, 14, 16), format: .dateTime.day().month(.abbreviated).hour().minute()) }
        """)
        #expect(texts == ["Jun 14 at 4:00\u{202F}PM"])
    }

    @Test func theDaysBetweenTwoDatesAreCountedInThePreviewCalendar() throws {
        let texts = try laidTexts("""
        struct Countdown: View {
            let start: Date
            let end: Date
            var nights: Int { Calendar.current.dateComponents([.day], from: start, to: end).day ?? 0 }
            var body: some View { Text("\\(nights) nights") }
        }
        #Preview {
            let start = Date(timeIntervalSince1970: 1_718_323_200)
            Countdown(start: start, end: start.addingTimeInterval(10 * 86_400 + 3_600))
        }
        """)
        #expect(texts == ["10 nights"])
    }

    @Test func aCalendarMethodNotModelledNamesTheCalendar() {
        let d = diagnostic(#"#Preview { Text("\(Calendar.current.shuffled())") }"#)
        #expect(d?.message.contains("on a Calendar") == true)
    }
}

/// `format: .relative(presentation:)` against the configured `now:`, as Foundation's relative style formats it.
@Suite struct RelativeDateFormatTests {
    func text(_ body: String, now: Double?) throws -> String {
        let preview = try #require(SwiftSources.discover(sources: [("Views/Post.swift", "#Preview { \(body) }")], now: now).previews.first)
        let laid = try preview.resolve(variant: "default", device: iPhone, category: .large, boldText: false, resolver: SpecResolver())
        return shape(laid.body)
    }

    @Test func aRelativeDateIsFormattedAgainstTheConfiguredNow() throws {
        let posted = "Date(timeIntervalSince1970: 1_700_000_000)"
        #expect(try text("Text(\(posted), format: .relative(presentation: .named))", now: 1_700_000_000 + 86_400)
                == #"text "yesterday""#)
        #expect(try text("Text(\(posted), format: .relative(presentation: .numeric, unitsStyle: .abbreviated))",
                         now: 1_700_000_000 + 7_200) == #"text "2 hr. ago""#)
    }

    @Test func withoutANowItIsReportedWithWhatFixesIt() {
        let d = diagnostic("#Preview { Text(Date(timeIntervalSince1970: 1_700_000_000), format: .relative(presentation: .named)) }")
        #expect(d?.message.contains("set `now:` in layoutcheck.yml") == true)
        #expect(d?.message.contains("give the preview a fixed date") == false)
    }
}

/// `.init(timeIntervalSince1970:)` where a Date is declared is Date's initializer.
@Suite struct ImplicitDateInitTests {
    @Test func aDateDefaultingToDotNowIsTheCurrentTimeSoItsTextIsDiagnosed() {
        let d = diagnostic("""
        struct Visit { var date: Date = .now }
        #Preview { Text(Visit().date, format: .dateTime.year()) }
        """)
        #expect(d?.message.contains("`Date.now` depends on the current time") == true, "\(d?.message ?? "nil")")
    }

    @Test func theDistantPastAndFutureAreFoundationsDates() throws {
        let t = try tree("""
        struct Window { var start: Date = .distantPast; var end = Date.distantFuture }
        #Preview { Text("\\(Window().start.formatted(.iso8601)) \\(Window().end.formatted(.iso8601))") }
        """)
        #expect(shape(t.body) == #"text "0001-01-01T00:00:00Z 4001-01-01T00:00:00Z""#, "\(shape(t.body))")
    }

    @Test func anImplicitInitOfADatePropertyIsThatDate() throws {
        let texts = try laidTexts("""
        struct Event { let title: String; let at: Date }
        struct EventRow: View {
            let event: Event
            var body: some View { Text(event.at, format: .dateTime.year()) }
        }
        #Preview { EventRow(event: Event(title: "Launch", at: .init(timeIntervalSince1970: 0))) }
        """)
        #expect(texts == ["1970"])
    }
}

/// A range of dates formatted as an interval, as Foundation's `Date.IntervalFormatStyle` formats it.
@Suite struct DateIntervalFormatTests {
    @Test func aDateRangeWithTheIntervalStyleIsFormattedAsOneInterval() throws {
        let texts = try laidTexts("""
        struct Trip { let start: Date; let end: Date }
        struct TripDates: View {
            let trip: Trip
            var body: some View {
                VStack {
                    Text(trip.start..<trip.end, format: .interval.month(.abbreviated).day())
                    Text((trip.start..<trip.end).formatted(.interval.month(.wide).day().year()))
                }
            }
        }
        #Preview {
            let start = Date(timeIntervalSince1970: 1_718_323_200)
            TripDates(trip: Trip(start: start, end: start.addingTimeInterval(10 * 86_400)))
        }
        """)
        // ICU's interval pattern: an en dash between thin spaces (U+2009), the shared month written once.
        #expect(texts == ["Jun 14\u{2009}\u{2013}\u{2009}24", "June 14\u{2009}\u{2013}\u{2009}24, 2024"])
    }

    @Test func aRangeWhoseEndIsBeforeItsStartIsReported() {
        let d = diagnostic("""
        #Preview {
            let start = Date(timeIntervalSince1970: 1_718_323_200)
            Text(start..<start.addingTimeInterval(-60), format: .interval.day())
        }
        """)
        #expect(d?.message.contains("end is before its start") == true, "\(d?.message ?? "")")
    }
}

/// A calendar the sources set up (its own time zone, first weekday): dates are computed in it and shown in the
/// preview device's zone, as iOS shows them in the device's. A locale of its own is reported.
@Suite struct OwnCalendarTests {
    static let source = """
    enum Schedule {
        static let calendar: Calendar = {
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = TimeZone(identifier: "Europe/Berlin")!
            return calendar
        }()
        static func date(day: Int, hour: Int) -> Date {
            calendar.date(from: DateComponents(year: 2025, month: 3, day: day, hour: hour))!
        }
        static let departures = [date(day: 12, hour: 19), date(day: 13, hour: 19)]
    }
    struct Departure: View {
        let date: Date
        var body: some View { Text(date, format: .dateTime.hour().minute()) }
    }

    """

    @Test func aDateBuiltWithACalendarInItsOwnTimeZoneIsThatMomentShownInTheDevicesZone() throws {
        // 19:00 in Berlin (CET, UTC+1 before 30 March 2025) is 18:00 UTC, the preview device's zone.
        #expect(try laidTexts(Self.source + "#Preview { Departure(date: Schedule.departures[0]) }") == ["6:00\u{202F}PM"])
        #expect(try laidTexts(Self.source + "#Preview { Departure(date: Schedule.departures[1]) }") == ["6:00\u{202F}PM"])
    }

    @Test func aCalendarsFirstWeekdayDecidesWhereItsWeekStarts() throws {
        let texts = try laidTexts("""
        struct WeekStart: View {
            var body: some View {
                var monday = Calendar(identifier: .gregorian)
                monday.firstWeekday = 2
                let wednesday = Date(timeIntervalSince1970: 1_710_979_200)  // 2024-03-21, a Thursday, 00:00 UTC
                let sundayWeek = Calendar.current.dateInterval(of: .weekOfYear, for: wednesday)!.start
                let mondayWeek = monday.dateInterval(of: .weekOfYear, for: wednesday)!.start
                return VStack {
                    Text(sundayWeek, format: .dateTime.weekday(.wide).day())
                    Text(mondayWeek, format: .dateTime.weekday(.wide).day())
                    Text(verbatim: "\\(monday.firstWeekday)")
                }
            }
        }
        #Preview { WeekStart() }
        """)
        #expect(texts == ["Sunday 17", "Monday 18", "2"])
    }

    /// A calendar's locale gives it its first weekday (Monday in France), as Foundation's Calendar does on iOS.
    @Test func aCalendarGivenItsOwnLocaleComputesWithIt() throws {
        let texts = try laidTexts("""
        struct Week: View {
            var body: some View {
                var calendar = Calendar(identifier: .gregorian)
                calendar.locale = Locale(identifier: "fr_FR")
                let wednesday = calendar.date(from: DateComponents(year: 2025, month: 3, day: 12))!
                let start = calendar.dateInterval(of: .weekOfYear, for: wednesday)!.start
                return Text(start, format: .dateTime.weekday(.wide).day())
            }
        }
        #Preview { Week() }
        """)
        #expect(texts == ["Monday 10"])
    }
}
