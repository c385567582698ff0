import Layout
import Testing
@testable import SwiftUISource

/// Members an app adds to String, the number types, Date and Array in an `extension`, read as Swift runs them:
/// `self` is the value and a bare member name inside is the value's member.
@Suite struct ValueExtensionTests {
    @Test func aStringExtensionsComputedPropertyIsReadOnTheString() throws {
        let laid = try tree("""
        extension String {
            var initials: String { split(separator: " ").map { String($0.prefix(1)) }.joined() }
            var shouted: String { self.uppercased() + "!" }
        }
        #Preview { VStack { Text("Ada Lovelace".initials); Text("hello".shouted) } }
        """)
        #expect(shape(laid.body) == "vstack(text \"AL\", text \"HELLO!\")")
    }

    @Test func aNumberExtensionsMethodTakesItsArguments() throws {
        let laid = try tree("""
        extension Double {
            func price(currency: String) -> String { currency + String(format: "%.2f", self) }
        }
        extension Int {
            var minutes: String { "\\(self / 60) min" }
        }
        #Preview { VStack { Text(4.5.price(currency: "€")); Text(150.minutes) } }
        """)
        #expect(shape(laid.body) == "vstack(text \"€4.50\", text \"2 min\")")
    }

    @Test func anArrayExtensionSeesItsElements() throws {
        let laid = try tree("""
        extension Array {
            var second: Element? { count > 1 ? self[1] : nil }
        }
        #Preview { Text(["Mon", "Tue", "Wed"].second ?? "none") }
        """)
        #expect(shape(laid.body) == "text \"Tue\"")
    }

    @Test func aRegularExpressionReplacementIsICUs() throws {
        let laid = try tree("""
        extension String {
            var iconName: String {
                replacingOccurrences(of: "mdi:|hass:", with: "", options: .regularExpression)
                    .replacingOccurrences(of: "-", with: "_")
            }
        }
        #Preview { Text("mdi:weather-sunny".iconName) }
        """)
        #expect(shape(laid.body) == "text \"weather_sunny\"")
    }

    @Test func aMemberNoExtensionDeclaresIsStillDiagnosed() {
        let d = diagnostic("""
        extension String { var initials: String { "" } }
        #Preview { Text("Ada".localizedInitials) }
        """)
        #expect(d?.message.contains("`.localizedInitials` of a String is not known statically") == true)
    }
}

/// Members the sources add to SwiftUI's own view types: `extension Text`, `extension Image`, `extension Color`.
@Suite struct ViewTypeExtensionTests {
    @Test func aTextExtensionMethodStylesTheText() throws {
        let t = try tree("""
        extension Text {
            func cardTitle() -> Text { font(.largeTitle).bold() }
        }
        #Preview { Text("Reading list").cardTitle() }
        """)
        guard case .text(let spec) = t.body.kind else { Issue.record("\(shape(t.body))"); return }
        #expect(spec.string == "Reading list")
        #expect(spec.font.size == 34 && spec.font.weight >= 700, "\(spec.font)")
    }

    @Test func anImageExtensionMethodSizesTheImage() throws {
        let t = try tree("""
        extension Image {
            func avatar() -> some View { resizable().frame(width: 40, height: 40) }
        }
        #Preview { Image(systemName: "person").avatar() }
        """)
        #expect(laidFrames(t.body).first == "frame (0, 0) 40×40", "\(laidFrames(t.body))")
    }

    @Test func aColorExtensionPropertyIsReadOnTheColor() throws {
        let t = try tree("""
        extension Color {
            var isBrand: Bool { true }
        }
        #Preview { Text(Color.red.isBrand ? "Brand" : "Other") }
        """)
        #expect(shape(t.body) == #"text "Brand""#)
    }

    @Test func anOptionalExtensionIsReadOnNilAndOnAValue() throws {
        let texts = try laidTexts("""
        extension String? {
            var orEmpty: String { self ?? "" }
        }
        extension Optional where Wrapped == String {
            var isBlank: Bool { self?.isEmpty ?? true }
        }
        struct Place { var name: String? }
        struct Row: View {
            let place: Place?
            var body: some View {
                // After `?.` the chain is nil when `place` is: `isBlank` is not read on nil then.
                Text("[\\((place?.name).orEmpty)] \\((place?.name).isBlank ? "unnamed" : "named") \\(place?.name.isBlank == nil ? "no place" : "place")")
            }
        }
        #Preview { VStack { Row(place: nil); Row(place: Place(name: "Kitchen")) } }
        """)
        #expect(texts == ["[] unnamed no place", "[Kitchen] named place"])
    }

    @Test func aMemberAddedToAFrameworkEnumIsReadOnItsCases() throws {
        let texts = try laidTexts("""
        extension ColorScheme {
            var label: String { self == .dark ? "Dark" : "Light" }
        }
        extension LayoutDirection {
            var opposite: LayoutDirection { self == .leftToRight ? .rightToLeft : .leftToRight }
        }
        struct Badge: View {
            @Environment(\\.colorScheme) private var scheme
            @Environment(\\.layoutDirection) private var direction
            var body: some View {
                Text("\\(scheme.label), \\(direction.opposite == .rightToLeft ? "mirrored" : "as written")")
            }
        }
        #Preview { VStack { Badge(); Badge().environment(\\.colorScheme, .dark) } }
        """)
        #expect(texts == ["Light, mirrored", "Dark, mirrored"])
    }

    @Test func aMemberTwoFrameworkEnumsGainIsNotGuessedForACaseBothHave() throws {
        let d = try #require(throws: SwiftDiagnostic.self) {
            _ = try tree("""
            extension TextAlignment {
                var word: String { self == .center ? "middle" : "side" }
            }
            extension HorizontalAlignment {
                var word: String { self == .center ? "centre" : "edge" }
            }
            struct Caption: View {
                let alignment = Alignment.center
                var body: some View { Text(alignment.horizontal.word) }
            }
            #Preview { Caption() }
            """)
        }
        #expect(d.message.contains("`.word` of `.center` is not known statically"), "\(d)")
    }

    @Test func anOptionalExtensionMethodIsCalledOnNil() throws {
        let texts = try laidTexts("""
        extension String? {
            func or(_ fallback: String) -> String { self ?? fallback }
        }
        struct Author: View {
            let nickname: String?
            var body: some View { Text(nickname.or("Anonymous")) }
        }
        #Preview { VStack { Author(nickname: nil); Author(nickname: "kb") } }
        """)
        #expect(texts == ["Anonymous", "kb"])
    }
}

/// Extensions of a number's aliases: Foundation's `TimeInterval` and an app's own `typealias` are Double.
@Suite struct NumberAliasExtensionTests {
    @Test func aTimeIntervalExtensionIsReadOnADouble() throws {
        let texts = try laidTexts("""
        extension TimeInterval { var minutes: String { "\\(Int(self) / 60) min" } }
        struct Episode: View {
            let length: TimeInterval = 2700
            var body: some View { Text(length.minutes) }
        }
        #Preview { Episode() }
        """)
        #expect(texts == ["45 min"])
    }

    @Test func anAppsAliasOfDoubleExtendsDouble() throws {
        let texts = try laidTexts("""
        typealias Seconds = Double
        extension Seconds { var hours: String { "\\(Int(self) / 3600) h" } }
        #Preview { Text((7200.0).hours) }
        """)
        #expect(texts == ["2 h"])
    }
}
