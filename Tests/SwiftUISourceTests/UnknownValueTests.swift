import Specs
import DynamicType
import Layout
import ViewModel
import Testing
@testable import SwiftUISource

// Where a blocker was reached from, and values only known at run time that layout never reads.

/// A blocker in a file the preview is not in says where the preview's code reached it from.
@Suite struct BlockerTrailTests {
    let settings = """
    var Current: Settings {
        @Dependency(\\.settings) var settings
        return settings
    }
    struct Settings { var showsBadge = true }
    """

    func blocker(_ view: String) throws -> SwiftDiagnostic {
        let found = SwiftSources.previews(sources: [("App/Settings.swift", settings), ("Views/Row.swift", view)])
        let preview = try #require(found.first)
        do {
            _ = try preview.resolve(variant: "default", device: iPhone, category: .large, boldText: false,
                                    resolver: SpecResolver())
        } catch let d as SwiftDiagnostic { return d }
        Issue.record("the preview was evaluated"); throw CancellationError()
    }

    @Test func aBlockerInAnotherFileNamesTheLineOfTheViewThatReachedIt() throws {
        let d = try blocker("""
        struct Row: View {
            var body: some View {
                if Current.showsBadge { Text("New") }
            }
        }
        #Preview { Row() }
        """)
        #expect(d.location.file == "App/Settings.swift" && d.location.line == 2)
        #expect(d.trail.map { "\($0.file):\($0.line)" } == ["Views/Row.swift:3"])
        #expect(d.shownMessage.hasSuffix("(reached from Row.swift:3:12)"), "\(d.shownMessage)")
    }

    @Test func aBlockerInTheViewsOwnFileHasNoTrail() throws {
        let d = try blocker("""
        struct Row: View {
            @Dependency(\\.title) var title
            var body: some View { Text(title) }
        }
        #Preview { Row() }
        """)
        #expect(d.location.file == "Views/Row.swift")
        #expect(d.trail.isEmpty)
    }

    @Test func anUnknownValueMadeInAnotherFileNamesThatFileAndLine() throws {
        let d = try blocker("""
        struct Row: View {
            let names = Current.names
            var body: some View {
                ForEach(names, id: \\.self) { Text($0) }
            }
        }
        #Preview { Row() }
        """)
        // The ForEach is reported at its own line; the unknown value it reads was made at line 2 of the settings.
        #expect(d.location.file == "Views/Row.swift" && d.location.line == 4, "\(d)")
        #expect(d.message.contains("(Settings.swift:2: "), "\(d.message)")
    }
}

/// A function or getter computing a plain value that stops on something only known at run time makes an unknown
/// value: the preview stops only where layout reads it.
@Suite struct UnknownValueResultTests {
    static let cache = """
    final class Cache {
        var hits = 0
        func folder() -> String {
            if FileManager.default.fileExists(atPath: "/tmp/cache") { return "cache" }
            return "none"
        }
        func countedFolder() -> String {
            hits += 1
            if FileManager.default.fileExists(atPath: "/tmp/cache") { hits += 10 }
            return "counted"
        }
    }
    """

    @Test func aValueLayoutNeverReadsDoesNotBlock() throws {
        let laid = try tree(Self.cache + """
        struct Row: View {
            let folder: String
            var body: some View { Text("Cache") }
        }
        #Preview { Row(folder: Cache().folder()) }
        """)
        #expect(shape(laid.body) == #"text "Cache""#)
    }

    @Test func aValueLayoutReadsIsReportedWithItsReason() {
        let d = diagnostic(Self.cache + """
        struct Row: View {
            let cache = Cache()
            var body: some View { Text(cache.folder()) }
        }
        #Preview { Row() }
        """)
        #expect(d?.message.contains("file system") == true, "\(d?.message ?? "none")")
        #expect(d?.location.line == 4)
    }

    @Test func aPropertyAFunctionChangesOnlyOneWayIsUnknownWhereRead() throws {
        // `countedFolder` returns "counted" both ways, but leaves `hits` at 1 or 11 (`BranchExplorationTests`).
        let laid = try tree(Self.cache + """
        struct Row: View {
            let folder: String
            var body: some View { Text(folder) }
        }
        #Preview { Row(folder: Cache().countedFolder()) }
        """)
        #expect(shape(laid.body) == #"text "counted""#)
        let d = diagnostic(Self.cache + """
        #Preview {
            let cache = Cache()
            _ = cache.countedFolder()
            return Text("\\(cache.hits)")
        }
        """)
        #expect(d?.message.contains("file system") == true, "\(d?.message ?? "none")")
    }
}

/// A function returning values of the sources' own structs (`[Order]`) that stops makes unknown values, as a plain
/// value's does: a view that never reads them is checked, one that shows them is reported with the reason.
@Suite struct UnknownModelValueTests {
    static let model = """
    struct Order { let id: Int; let total: Double }
    struct Loader {
        func today() -> [Order] {
            if FileManager.default.fileExists(atPath: "/tmp/orders") { return [] }
            return [Order(id: 1, total: 2.5), Order(id: 2, total: 4)]
        }
    }
    """

    @Test func aViewThatDoesNotShowTheUnknownOrdersIsChecked() throws {
        let laid = try tree(Self.model + """
        struct Header: View {
            let orders: [Order]
            var body: some View { Text("Today") }
        }
        #Preview { Header(orders: Loader().today()) }
        """)
        #expect(shape(laid.body) == #"text "Today""#)
    }

    @Test func aViewThatShowsThemIsReportedWithTheReason() {
        let d = diagnostic(Self.model + """
        struct Totals: View {
            let orders: [Order]
            var body: some View { ForEach(orders, id: \\.id) { Text("\\($0.total)") } }
        }
        #Preview { Totals(orders: Loader().today()) }
        """)
        #expect(d?.message.contains("file system") == true, "\(d?.message ?? "none")")
    }

    @Test func aGetterComputingThemIsUnknownToo() throws {
        let laid = try tree(Self.model + """
        struct Store {
            let name = "Donuts"
            var today: [Order] {
                if FileManager.default.fileExists(atPath: "/tmp/orders") { return [] }
                return [Order(id: 1, total: 2.5)]
            }
        }
        struct Summary: View {
            let orders: [Order]
            let title: String
            var body: some View { Text(title) }
        }
        struct Header: View {
            let store = Store()
            var body: some View { Summary(orders: store.today, title: store.name) }
        }
        #Preview { Header() }
        """)
        #expect(shape(laid.body) == #"text "Donuts""#)
    }
}

/// A static whose initializer passed over a statement holds a value that statement may have set: it is unknown to
/// every reader, not kept as it was before the statement.
@Suite struct StaticWithPassedOverStatementTests {
    @Test func everyReadOfTheStaticIsReported() {
        let d = diagnostic("""
        enum Copy {
            static let greeting: String = {
                var text = "Hello"
                text = Bundle.main.localizedString(forKey: "greeting", value: nil, table: nil)
                return text
            }()
        }
        #Preview { VStack { Text(Copy.greeting.uppercased()); Text(Copy.greeting) } }
        """)
        #expect(d != nil)
        #expect(d?.allBlockers.allSatisfy { $0.message.contains("Bundle") } == true, "\(d?.allBlockers.map(\.message) ?? [])")
    }
}

/// A closure that makes no view (`(String) -> Void`, a property's initial value of a non-view type) runs the calls of
/// other modules it makes as side effects, as a function returning nothing does.
@Suite struct SideEffectClosureTests {
    @Test func aVoidClosurePassesOverAnotherModulesCall() throws {
        let texts = try laidTexts("""
        struct Logging {
            var info: (String) -> Void
        }
        #Preview {
            let logging = Logging(info: { Logger.shared.write($0) })
            logging.info("shown")
            return Text("Logged")
        }
        """)
        #expect(texts == ["Logged"])
    }

    @Test func aPropertyMadeByAClosureConfiguresAnotherModulesValue() throws {
        let texts = try laidTexts("""
        final class Environment {
            var log: XCGLogger = {
                let log = XCGLogger(identifier: "app")
                log.add(destination: ConsoleDestination())
                return log
            }()
            var title = "Home"
        }
        #Preview { Text(Environment().title) }
        """)
        #expect(texts == ["Home"])
    }
}
