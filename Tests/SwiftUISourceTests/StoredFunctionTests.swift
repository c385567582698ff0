import Testing
@testable import SwiftUISource

/// A dependency environment keeps its services as stored functions (`var date: () -> Date = Date.init`), called as
/// methods (`current.date()`): Swift calls the function the property holds.
@Suite struct StoredFunctionTests {
    @Test func aFunctionInAClassPropertysInitialValueIsCalledAsAMethod() throws {
        let texts = try laidTexts("""
        final class Services {
            var greeting: () -> String = { "Hello" }
            let shout: (String) -> String = { $0.uppercased() }
        }
        let services = Services()
        #Preview { VStack { Text(services.greeting()); Text(services.shout("hi")) } }
        """)
        #expect(texts == ["Hello", "HI"])
    }

    @Test func aStoredFunctionOfAStructIsCalledAsAMethod() throws {
        let texts = try laidTexts("""
        struct Clock { var label: () -> String = { "Noon" } }
        #Preview { Text(Clock().label()) }
        """)
        #expect(texts == ["Noon"])
    }

    @Test func anImplicitMemberReturnedByAStoredFunctionHasItsResultType() throws {
        let texts = try laidTexts("""
        struct Queue { var name: String; static let main = Queue(name: "main queue") }
        final class Services { var queue: () -> Queue = { return .main } }
        #Preview { Text(Services().queue().name) }
        """)
        #expect(texts == ["main queue"])
    }

    @Test func anInitializerStoredAsAFunctionMakesItsValueWhenCalled() throws {
        let texts = try laidTexts("""
        struct Tag { var name = "new"; init() {}; init(_ name: String) { self.name = name } }
        final class Services { var makeTag: () -> Tag = Tag.init; var named: (String) -> Tag = Tag.init }
        #Preview { VStack { Text(Services().makeTag().name); Text(Services().named("pinned").name) } }
        """)
        #expect(texts == ["new", "pinned"])
    }

    @Test func theCurrentTimeFromAStoredInitializerIsReportedWhereAViewShowsIt() throws {
        let d = diagnostic("""
        final class Services { var now: () -> Date = Date.init }
        let services = Services()
        #Preview { Text(services.now(), style: .date) }
        """)
        #expect(d?.message.contains("depends on the current time") == true, "\(String(describing: d))")
        #expect(d?.location.line == 3, "\(String(describing: d))")
    }

    @Test func anUnknownStoredFunctionIsReportedForWhatMadeItUnknown() throws {
        let d = diagnostic("""
        final class Services { var label: () -> String = LabelKit.maker }
        #Preview { Text(Services().label()) }
        """)
        #expect(d?.message.contains("`LabelKit` is not known statically") == true, "\(String(describing: d))")
    }
}
