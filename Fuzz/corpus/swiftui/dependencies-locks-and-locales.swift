import SwiftUI
import Dependencies
import os

struct WeatherClient {
    var city: () -> String
    var forecast: (String) -> String
}
extension WeatherClient: DependencyKey {
    static let liveValue = WeatherClient(city: { "Live" }, forecast: { "Live \($0)" })
    static let previewValue = WeatherClient(city: { "Lisbon" }, forecast: { "Sunny in \($0)" })
    static let empty = WeatherClient(city: { "" }, forecast: { _ in "No forecast" })
}
extension DependencyValues {
    var weather: WeatherClient {
        get { self[WeatherClient.self] }
        set { self[WeatherClient.self] = newValue }
    }
}
private let launches = OSAllocatedUnfairLock(initialState: 0)
extension Font { static let cardTitle = Font.title2.weight(.bold) }
extension Date {
    static func make(_ y: Int, _ m: Int, _ d: Int) -> Date {
        var c = DateComponents(); c.year = y; c.month = m; c.day = d
        c.timeZone = TimeZone(identifier: "UTC")
        return Calendar(identifier: .gregorian).date(from: c)!
    }
}
enum Limit { case capped(Int?) }
struct Card<C: View>: View {
    var title: String?
    let content: C
    init(_ title: String? = nil, @ViewBuilder content: () -> C) { self.title = title; self.content = content() }
    var body: some View { VStack { if let title { Text(title).font(.cardTitle) }; content } }
}
struct Forecast: View {
    @Dependency(\.weather) var weather
    @ScaledMetric var size: CGFloat = 44
    let start = Date.make(2024, 6, 14)
    var body: some View {
        let n = launches.withLock { count in count += 1; return count }
        Card {
            Text(weather.forecast(weather.city())).font(.system(size: size * 0.4))
            Text(start..<start.addingTimeInterval(864_000), format: .interval.month().day())
            Text(String(UnicodeScalar(64 + n)!))
            Text(2.5, format: .number.precision(.fractionLength(0...1)))
            Text([Duration.seconds(70), .seconds(20)].reduce(.zero, +), format: .time(pattern: .minuteSecond))
        }
    }
}
#Preview { withDependencies { $0.weather = .empty } operation: { Forecast() } }
#Preview("German") { Forecast().environment(\.locale, Locale(identifier: "de")) }
