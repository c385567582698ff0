import Testing
@testable import SwiftUISource

/// A property wrapper the app declares: Swift stores the wrapper made from the initial (or passed) value and the
/// attribute's arguments, and reading the property reads the wrapper's `wrappedValue` (the Swift book, Property
/// Wrappers). The value shown is the wrapper's, never the raw initial value.
@Suite struct PropertyWrapperTests {
    static let clamped = """
    @propertyWrapper
    struct Clamped {
        private var number: Int
        private let maximum: Int
        init(wrappedValue: Int, maximum: Int) { self.maximum = maximum; number = min(wrappedValue, maximum) }
        var wrappedValue: Int {
            get { number }
            set { number = min(newValue, maximum) }
        }
    }
    struct Volume { @Clamped(maximum: 10) var level: Int = 14 }
    struct Meter: View {
        let volume: Volume
        var body: some View { Text("Volume \\(volume.level)") }
    }

    """

    @Test func anInitialValueIsReadThroughTheWrapper() throws {
        let laid = try tree(Self.clamped + "#Preview { Meter(volume: Volume()) }")
        #expect(shape(laid.body) == #"text "Volume 10""#)
    }

    @Test func aValuePassedToTheMemberwiseInitializerIsWrapped() throws {
        let laid = try tree(Self.clamped + "#Preview { Meter(volume: Volume(level: 3)) }")
        #expect(shape(laid.body) == #"text "Volume 3""#)
        let capped = try tree(Self.clamped + "#Preview { Meter(volume: Volume(level: 99)) }")
        #expect(shape(capped.body) == #"text "Volume 10""#)
    }

    @Test func anAssignmentInAnInitializerMakesTheWrapper() throws {
        let laid = try tree(Self.clamped + """
        struct Mixer: View {
            @Clamped(maximum: 5) var channels: Int
            init(requested: Int) { channels = requested }
            var body: some View { Text("\\(channels) channels") }
        }
        #Preview { Mixer(requested: 8) }
        """)
        #expect(shape(laid.body) == #"text "5 channels""#)
    }

    @Test func aWrapperReadingRunTimeStateIsReportedWhereTheViewReadsIt() {
        let d = diagnostic("""
        @propertyWrapper
        struct Stored {
            let key: String
            var wrappedValue: String { UserDefaults.standard.string(forKey: key) ?? "" }
        }
        struct Greeting: View {
            @Stored(key: "name") var name: String
            var body: some View { Text("Hello, \\(name)") }
        }
        #Preview { Greeting() }
        """)
        #expect(d?.message.contains("UserDefaults") == true, "\(d?.message ?? "no diagnostic")")
    }
}

/// `$items[i]`: a binding to one element of an array a view holds, passed to a row that edits it.
@Suite struct ElementBindingTests {
    @Test func aBindingToAnElementReadsThatElement() throws {
        let texts = try laidTexts("""
        struct Reminder { var title: String; var done = false }
        struct ReminderRow: View {
            @Binding var reminder: Reminder
            var body: some View { Toggle(reminder.title, isOn: $reminder.done) }
        }
        struct Reminders: View {
            @State var items = [Reminder(title: "Milk"), Reminder(title: "Call Ann")]
            var body: some View { VStack { ForEach(items.indices, id: \\.self) { i in ReminderRow(reminder: $items[i]) } } }
        }
        #Preview { Reminders() }
        """)
        #expect(texts == ["Milk", "Call Ann"])
    }
}
