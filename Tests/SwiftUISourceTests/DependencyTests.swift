import Testing
import ViewModel
@testable import SwiftUISource

/// Point-Free's swift-dependencies in a preview: `@Dependency` reads the key's `previewValue`, which the library
/// defaults to `liveValue` (and a test-only key's to `testValue`), through the property the app adds to
/// `DependencyValues`.
@Suite struct DependencyTests {
    static let client = """
    import Dependencies
    struct WeatherClient {
        var city: () -> String
        var forecast: (String) -> String
    }
    extension WeatherClient: DependencyKey {
        static let liveValue = WeatherClient(city: { "Live city" }, forecast: { "Live \\($0)" })
        static let previewValue = WeatherClient(city: { "Lisbon" }, forecast: { "Sunny in \\($0), 24°" })
    }
    extension DependencyValues {
        var weather: WeatherClient {
            get { self[WeatherClient.self] }
            set { self[WeatherClient.self] = newValue }
        }
    }

    """

    @Test func aKeyPathDependencyIsTheKeysPreviewValue() throws {
        let texts = try laidTexts(Self.client + """
        struct ForecastCard: View {
            @Dependency(\\.weather) var weather
            var body: some View { Text(weather.forecast(weather.city())) }
        }
        #Preview { ForecastCard() }
        """)
        #expect(texts == ["Sunny in Lisbon, 24°"])
    }

    @Test func aModelsDependencyIsReadWhereTheViewShowsIt() throws {
        let texts = try laidTexts(Self.client + """
        @Observable final class ForecastModel {
            @ObservationIgnored @Dependency(\\.weather) var weather
            var headline: String { weather.city().uppercased() }
        }
        struct Header: View {
            let model: ForecastModel
            var body: some View { Text(model.headline) }
        }
        #Preview { Header(model: ForecastModel()) }
        """)
        #expect(texts == ["LISBON"])
    }

    @Test func withoutAPreviewValueALiveKeyGivesItsLiveValue() throws {
        let texts = try laidTexts("""
        enum GreetingKey: DependencyKey { static let liveValue = "Welcome back" }
        extension DependencyValues {
            var greeting: String { self[GreetingKey.self] }
        }
        struct Banner: View {
            @Dependency(\\.greeting) var greeting
            var body: some View { Text(greeting) }
        }
        #Preview { Banner() }
        """)
        #expect(texts == ["Welcome back"])
    }

    @Test func aTestOnlyKeyGivesItsTestValue() throws {
        let texts = try laidTexts("""
        enum PlanKey: TestDependencyKey { static let testValue = "Free plan" }
        extension DependencyValues {
            var plan: String { self[PlanKey.self] }
        }
        struct PlanBadge: View {
            var body: some View {
                @Dependency(\\.plan) var plan
                return Text(plan)
            }
        }
        #Preview { PlanBadge() }
        """)
        #expect(texts == ["Free plan"])
    }

    @Test func aKeyTypeNamesItsOwnValue() throws {
        let texts = try laidTexts(Self.client + """
        struct CityLabel: View {
            @Dependency(WeatherClient.self) var weather
            var body: some View { Text(weather.city()) }
        }
        #Preview { CityLabel() }
        """)
        #expect(texts == ["Lisbon"])
    }

    @Test func theLibrarysDateIsTheCurrentTimeAndReportedWhereShown() {
        let d = diagnostic("""
        struct Stamp: View {
            @Dependency(\\.date.now) var now
            var body: some View { Text(now, format: .dateTime.year()) }
        }
        #Preview { Stamp() }
        """)
        #expect(d?.message.contains("current time") == true, "\(d?.message ?? "no diagnostic")")
        #expect(d?.location.line == 3, "where the text shows it")
    }

    @Test func anUnusedUnknownDependencyDoesNotBlockTheView() throws {
        let texts = try laidTexts("""
        struct Settings: View {
            @Dependency(\\.continuousClock) var clock
            var body: some View { Text("Settings") }
        }
        #Preview { Settings() }
        """)
        #expect(texts == ["Settings"])
    }

    @Test func aDependencyTheSourcesDoNotDeclareIsReportedAtItsLine() {
        let d = diagnostic("""
        var Current: Settings {
            @Dependency(\\.settings) var settings
            return settings
        }
        struct Settings { var title = "Home" }
        #Preview { Text(Current.title) }
        """)
        #expect(d?.message.contains("neither a property the sources add to `DependencyValues`") == true, "\(d?.message ?? "")")
        #expect(d?.location.line == 2)
    }
}

extension DependencyTests {
    static let environmentWithSetup = """
    final class AppEnvironment { var title = "Home" }
    private var underlying = AppEnvironment()
    enum EnvironmentKey: DependencyKey { static var liveValue: AppEnvironment { underlying } }
    extension DependencyValues {
        var environment: AppEnvironment {
            let environment = self[EnvironmentKey.self]
            environment.title = "Setting up"
            environment.title = UserDefaults.standard.string(forKey: "title")!
            return environment
        }
    }
    var Current: AppEnvironment {
        @Dependency(\\.environment) var environment
        return environment
    }

    """

    @Test func aGetterThatStopsMakesTheDependencyUnknownWhereLayoutReadsIt() {
        let d = diagnostic(Self.environmentWithSetup + """
        struct Header: View { var body: some View { Text(Current.title) } }
        #Preview { Header() }
        """)
        #expect(d?.message.contains("UserDefaults") == true, "\(d?.message ?? "no diagnostic")")
    }

    @Test func aGetterThatStopsDoesNotBlockAViewThatOnlyActsOnIt() throws {
        let texts = try laidTexts(Self.environmentWithSetup + """
        struct SignIn: View {
            var body: some View {
                let environment = Current
                Button("Sign in") { print(environment.title) }
            }
        }
        #Preview { SignIn() }
        """)
        #expect(texts == ["Sign in"])
    }
}

extension DependencyTests {
    static let forecastCard = client + """
    extension WeatherClient {
        static let empty = WeatherClient(city: { "" }, forecast: { _ in "No forecast" })
    }
    struct ForecastCard: View {
        @Dependency(\\.weather) var weather
        var body: some View { Text(weather.forecast(weather.city())) }
    }

    """

    @Test func withDependenciesOverridesAKeyForItsOperation() throws {
        let texts = try laidTexts(Self.forecastCard + """
        #Preview {
            VStack {
                withDependencies { $0.weather = .empty } operation: { ForecastCard() }
                ForecastCard()
            }
        }
        """)
        #expect(texts == ["No forecast", "Sunny in Lisbon, 24°"])
    }

    @Test func prepareDependenciesOverridesAKeyForThePreview() throws {
        let texts = try laidTexts(Self.forecastCard + """
        #Preview {
            let _ = prepareDependencies { $0.weather = .liveValue }
            ForecastCard()
        }
        """)
        #expect(texts == ["Live Live city"])
    }
}

/// A lock guarding shared state, as apps write one-time setup: on one thread `withLock` runs its closure on the state.
@Suite struct LockTests {
    @Test func withLockRunsTheClosureOnTheLockedState() throws {
        let texts = try laidTexts("""
        import os
        private let launches = OSAllocatedUnfairLock(initialState: 0)
        func nextLaunch() -> Int { launches.withLock { count in count += 1; return count } }
        struct LaunchBadge: View {
            var body: some View {
                let first = nextLaunch()
                let second = nextLaunch()
                Text("Launch \\(first), then \\(second)")
            }
        }
        #Preview { LaunchBadge() }
        """)
        #expect(texts == ["Launch 1, then 2"])
    }

    @Test func aOneTimeSetupRunsOnceInEachPreview() throws {
        let source = """
        import os
        private let didSetUp = OSAllocatedUnfairLock(initialState: false)
        final class Store { var title = "Not set up" }
        private var shared = Store()
        var current: Store {
            let needsSetup = didSetUp.withLock { done -> Bool in
                if done { return false }
                done = true
                return true
            }
            if needsSetup { shared.title = "Ready" }
            return shared
        }
        struct Status: View { var body: some View { Text(current.title) } }
        #Preview("First") { Status() }
        #Preview("Second") { Status() }
        """
        // The previews share one index (and its shared statics): each starts from the program's initial state,
        // whichever ran first, so each sets up once.
        let texts = try previews(source).map {
            shape(try $0.resolve(variant: "default", device: iPhone, category: .large, boldText: false, resolver: SpecResolver()).body)
        }
        #expect(texts == [#"text "Ready""#, #"text "Ready""#])
    }
}
