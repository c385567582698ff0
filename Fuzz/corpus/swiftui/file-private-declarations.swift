import SwiftUI

private enum Metrics { static let padding: CGFloat = 12; static let title = "Orders" }
private let greeting = "Hello"
private var shout: String { greeting.uppercased() }
fileprivate struct Row: View {
    var count: Int
    var body: some View { Text("\(Metrics.title): \(count) \(shout)").rowStyle() }
}
private extension View {
    func rowStyle() -> some View { padding(Metrics.padding) }
}
extension Row {
    struct Badge: View { var body: some View { GroupBox("Air") { Gauge(value: 0.3) { Text("AQI") } } } }
}
private class Image { var data = 0 }
#Preview { VStack { Row(count: 3); Row.Badge() } }
