import Testing
@testable import SwiftUISource

/// App code that branches on what the device holds (saved settings, the bundle) runs both ways: what every way
/// agrees on is known, what they disagree on is reported where layout reads it, with the condition's reason.
@Suite struct BranchExplorationTests {
    /// A settings singleton set up once through a global, as apps route their environment (`Current`).
    static let settings = """
    final class Settings {
        static let shared = Settings()
        var theme = "Light"
        var crashReporting = false
        var launches = 0
        init() { launches = 1 }
        func setUp() {
            guard UserDefaults.standard.bool(forKey: "privacy") else { return }
            guard Bundle.main.bundleIdentifier!.hasPrefix("io.") else { return }
            crashReporting = true
        }
    }
    var Current: Settings {
        Settings.shared.setUp()
        return Settings.shared
    }

    """

    @Test func aSetUpBranchingOnSavedSettingsLeavesTheOtherPropertiesKnown() throws {
        let texts = try laidTexts(Self.settings + """
        #Preview { VStack { Text("Theme: \\(Current.theme)"); Text("Launches \\(Current.launches)") } }
        """)
        #expect(texts == ["Theme: Light", "Launches 1"])
    }

    @Test func aPropertyTheWaysDisagreeOnIsReportedWhereLayoutReadsIt() {
        let d = diagnostic(Self.settings + """
        #Preview { Text(Current.crashReporting ? "On" : "Off") }
        """)
        #expect(d?.message.contains("saved settings") == true, "\(d?.message ?? "none")")
        #expect(d?.location.line == 8)
    }

    @Test func aPropertyEveryWaySetsAlikeIsKnown() throws {
        let texts = try laidTexts("""
        final class Flags {
            var ready = false
            func load() {
                guard UserDefaults.standard.bool(forKey: "seen") else { ready = true; return }
                ready = true
            }
        }
        #Preview {
            let flags = Flags()
            flags.load()
            return Text(flags.ready ? "Ready" : "Waiting")
        }
        """)
        #expect(texts == ["Ready"])
    }

    @Test func anInitializerBranchingOnAnUnknownKeepsWhatBothWaysSet() throws {
        let source = """
        struct Profile {
            var badge = 0
            var name: String
            init() {
                if UserDefaults.standard.bool(forKey: "pro") { badge = 5 }
                name = "Ada"
            }
        }

        """
        #expect(try laidTexts(source + "#Preview { Text(Profile().name) }") == ["Ada"])
        let d = diagnostic(source + "#Preview { Text(\"\\(Profile().badge)\") }")
        #expect(d?.location.line == 5, "\(d?.message ?? "none")")
    }

    @Test func aResultBothWaysGiveIsKnownAndOneTheyDisagreeOnIsNot() throws {
        let source = """
        enum Copy {
            static func title() -> String {
                if UserDefaults.standard.bool(forKey: "beta") { return "Welcome" }
                return "Welcome"
            }
            static func subtitle() -> String {
                if UserDefaults.standard.bool(forKey: "beta") { return "Beta" }
                return "Release"
            }
        }

        """
        #expect(try laidTexts(source + "#Preview { Text(Copy.title()) }") == ["Welcome"])
        let d = diagnostic(source + "#Preview { Text(Copy.subtitle()) }")
        #expect(d?.location.line == 7, "\(d?.message ?? "none")")
    }

    @Test func eachWayStartsFromTheStateBeforeTheCall() throws {
        // Were one way's change left in place, the other would see `n` as 5 and answer "leaked".
        let texts = try laidTexts("""
        final class Counter {
            var n = 0
            func step() -> String {
                let before = n
                n = 5
                if UserDefaults.standard.bool(forKey: "fast") { return before == 0 ? "fresh" : "leaked" }
                return before == 0 ? "fresh" : "leaked"
            }
        }
        #Preview {
            let counter = Counter()
            return Text("\\(counter.step()) \\(counter.n)")
        }
        """)
        #expect(texts == ["fresh 5"])
    }

    @Test func pastFourConditionsTheFirstIsReportedAsBefore() {
        let d = diagnostic("""
        final class Store {
            var a = 0, b = 0, c = 0, d = 0, e = 0
            let title = "Store"
            func load() {
                if UserDefaults.standard.bool(forKey: "a") { a = 1 }
                if UserDefaults.standard.bool(forKey: "b") { b = 1 }
                if UserDefaults.standard.bool(forKey: "c") { c = 1 }
                if UserDefaults.standard.bool(forKey: "d") { d = 1 }
                if UserDefaults.standard.bool(forKey: "e") { e = 1 }
            }
        }
        #Preview {
            let store = Store()
            store.load()
            return Text(store.title)
        }
        """)
        #expect(d?.location.line == 5, "\(d?.message ?? "none")")
    }

    @Test func aSwitchOnAnUnknownValueRunsEachCase() throws {
        let source = """
        enum Build { case debug, release, snapshot }
        struct App {
            var build: Build {
                if UserDefaults.standard.bool(forKey: "snapshot") { return .snapshot }
                return .debug
            }
            var name: String {
                switch build {
                case .debug: return "Home"
                default: return "Home"
                }
            }
            var scheme: String {
                switch build {
                case .debug: return "home-dev"
                case .release, .snapshot: return "home"
                }
            }
        }

        """
        #expect(try laidTexts(source + "#Preview { Text(App().name) }") == ["Home"])
        let d = diagnostic(source + "#Preview { Text(App().scheme) }")
        #expect(d?.location.line == 4, "\(d?.message ?? "none")")
    }
}
