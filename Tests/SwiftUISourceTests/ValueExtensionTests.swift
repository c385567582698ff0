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
