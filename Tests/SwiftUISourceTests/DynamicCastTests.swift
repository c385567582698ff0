import Testing
@testable import SwiftUISource

/// `is`, `as?`, `as!` and `case let x as T` decide from the value, as Swift's runtime does (the Swift book, Type
/// Casting); what only the running app could tell is reported, never guessed.
@Suite struct DynamicCastTests {
    @Test func aSwitchOverAnyTakesTheCaseOfTheValuesType() throws {
        let laid = try tree("""
        struct Node: View {
            let json: Any
            var body: some View {
                switch json {
                case let object as [String: Any]: Text("object of \\(object.count)")
                case let text as String: Text(text)
                case is [Any]: Text("array")
                default: Text("other")
                }
            }
        }
        #Preview { VStack { Node(json: ["a": 1, "b": "x"] as [String: Any]); Node(json: "Hi"); Node(json: [1, 2] as [Any]) } }
        """)
        #expect(shape(laid.body) == #"vstack(text "object of 2", text "Hi", text "array")"#)
    }

    @Test func aFailedConditionalCastIsNil() throws {
        let laid = try tree("""
        struct Caption: View {
            let value: Any
            var body: some View { Text((value as? String) ?? "not text") }
        }
        #Preview { VStack { Caption(value: 42); Caption(value: "Shown") } }
        """)
        #expect(shape(laid.body) == #"vstack(text "not text", text "Shown")"#)
    }

    @Test func aCastToASuperclassOrProtocolOfTheSourcesSucceeds() throws {
        let laid = try tree("""
        protocol Named { var name: String { get } }
        class Animal { let name = "Otter" }
        final class Otter: Animal, Named {}
        struct Badge: View {
            let pet: Any
            var body: some View { Text(pet is Named ? (pet as! Animal).name : "unnamed") }
        }
        #Preview { Badge(pet: Otter()) }
        """)
        #expect(shape(laid.body) == #"text "Otter""#)
    }

    @Test func aForcedCastThatFailsIsReportedAsATrap() {
        let d = diagnostic("""
        struct Count: View {
            let value: Any
            var body: some View { Text(value as! String) }
        }
        #Preview { Count(value: 3) }
        """)
        #expect(d?.message.contains("`as! String` traps at run time") == true)
    }

    @Test func aNumberCastToAnotherNumericTypeIsReportedNotGuessed() {
        // A number from a Foundation API is an NSNumber, which bridges to every numeric type.
        let d = diagnostic("""
        struct Reading: View {
            let value: Any
            var body: some View { Text("\\((value as? Double) ?? -1)") }
        }
        #Preview { Reading(value: 3) }
        """)
        #expect(d?.message.contains("decided only at run time") == true)
    }

    @Test func aViewBuilderOfOneImageIsAnImageAndAViewOfTheSourcesIsNot() throws {
        let laid = try tree("""
        struct Hero<Art: View>: View {
            let art: () -> Art
            init(@ViewBuilder art: @escaping () -> Art) { self.art = art }
            var body: some View {
                if art() is Image { Text("image") } else { Text("view") }
            }
        }
        struct Badge: View { var body: some View { Image(systemName: "star") } }
        #Preview { VStack { Hero { Image(systemName: "leaf") }; Hero { Badge() }; Hero { Text("Hi") } } }
        """)
        #expect(shape(laid.body) == #"vstack(text "image", text "view", text "view")"#)
    }

    @Test func anErrorOfTheSourcesIsNotAFoundationError() throws {
        let laid = try tree("""
        struct Failure: Error { let code: Int }
        struct Details: View {
            let error: Error
            var body: some View { Text((error as? URLError) == nil ? "app error" : "network") }
        }
        #Preview { Details(error: Failure(code: 3)) }
        """)
        #expect(shape(laid.body) == #"text "app error""#)
    }
}
