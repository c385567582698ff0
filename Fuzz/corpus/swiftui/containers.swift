import SwiftUI

struct Gauge2: View {
    @Environment(\.dynamicTypeSize) var size
    var body: some View {
        GeometryReader { _ in
            Text(size.isAccessibilitySize ? "Large" : "Regular").lineLimit(2)
        }
        .frame(height: 44)
        .clipped()
    }
}
#Preview {
    srand48(7)
    let items = ["a": 1, "b": 2]
    return TimelineView(.everyMinute) { _ in
        VStack { Gauge2(); Text("\(items["b"] ?? 0)"); Text([3, 1, 2].sorted().map { "\($0)" }.joined()) }
    }
}
