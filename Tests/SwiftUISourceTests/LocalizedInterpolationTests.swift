import Testing
import ViewModel

/// A number interpolated into a `LocalizedStringKey` (`Text("\(count) items")`) is printed with its type's format
/// specifier in the locale, as SwiftUI does: `%lld` for an integer ("1,532"), `%lf` for a Double ("4.500000").
/// A String interpolation (`Text(verbatim:)`, a `String` variable) prints Swift's description.
@Suite struct LocalizedInterpolationTests {
    @Test func anIntegerInATextKeyIsGroupedAsTheLocalePrintsIt() throws {
        let texts = try laidTexts("""
        struct Stats: View {
            let comments = 1532
            var body: some View {
                VStack {
                    Text("\\(comments) comments")
                    Label("\\(comments)", systemImage: "bubble.left")
                    Text("© \\(2024) Acme Inc.")
                }
            }
        }
        #Preview { Stats() }
        """)
        #expect(texts == ["1,532 comments", "1,532", "© 2,024 Acme Inc."])
    }

    @Test func aDoubleInATextKeyShowsSixDecimalPlaces() throws {
        let texts = try laidTexts("""
        #Preview { Text("Rated \\(4.5)") }
        """)
        #expect(texts == ["Rated 4.500000"])
    }

    @Test func aStringBuiltByInterpolationKeepsSwiftsDescription() throws {
        let texts = try laidTexts("""
        struct Stats: View {
            let comments = 1532
            var summary: String { "\\(comments) comments, rated \\(4.5)" }
            var body: some View { VStack { Text(summary); Text(verbatim: "\\(comments)") } }
        }
        #Preview { Stats() }
        """)
        #expect(texts == ["1532 comments, rated 4.5", "1532"])
    }
}

/// What a title key interpolates runs once, as Swift builds the key once.
@Suite struct TitleInterpolationTests {
    @Test func aTitlesInterpolationsRunOnce() throws {
        let texts = try laidTexts("""
        enum Ticket { static var n = 0
            static func next() -> Int { n += 1; return n } }
        #Preview {
            VStack {
                Text("Ticket \\(Ticket.next())")
                Button("Buy \\(Ticket.next())") { }
                Label("Seat \\(Ticket.next())", systemImage: "chair")
                Toggle("Remind \\(Ticket.next())", isOn: .constant(true))
                Text(verbatim: "then \\(Ticket.next())")
            }
        }
        """)
        #expect(texts == ["Ticket 1", "Buy 2", "Seat 3", "Remind 4", "then 5"])
    }
}
