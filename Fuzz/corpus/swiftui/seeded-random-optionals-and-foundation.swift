import SwiftUI

struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

struct Legacy: RandomNumberGenerator {
    init(seed: Int) { srand48(seed) }
    func next() -> UInt64 { UInt64(drand48() * 0x1.0p64) ^ UInt64(drand48() * 0x1.0p16) }
}

enum Tier: Comparable { case bronze, silver, gold }
struct Member: Equatable { var name: String; var nickname: String?; var tags: [String]; var tier: Tier }
struct Coins { var value: Int
    static func + (a: Coins, b: Coins) -> Coins { Coins(value: a.value + b.value) } }

extension ClosedRange where Bound == Double {
    func fraction(_ x: Double) -> Double { (x - lowerBound) / (upperBound - lowerBound) }
}

struct Board: View {
    var body: some View {
        var g = SplitMix(state: 7)
        var legacy = Legacy(seed: 3)
        let members = ["Ava", "Ben", "Cleo"].shuffled(using: &g).map {
            Member(name: $0, nickname: Bool.random(using: &g) ? nil : "\($0)!", tags: [], tier: [.gold, .bronze, .silver].randomElement(using: &legacy)!)
        }
        let total = [Coins(value: 3), Coins(value: 4)].reduce(Coins(value: 0), +)
        let ratings = Dictionary(grouping: [5, 4, 5], by: { $0 }).mapValues(\.count)
        return VStack {
            ForEach(members.sorted { $0.tier > $1.tier }, id: \.name) { m in
                Text("\(m.name) \(m.nickname ?? "-") \(Double.random(in: 0.5 ... 1.5, using: &legacy), specifier: "%g")")
            }
            Text(verbatim: "\(members.first?.nickname) \(ratings[5]) \(total.value) \(UInt64.max &+ 2)")
            Text("\((60.0 ... 180).fraction(Double(Int.random(in: 60..<180, using: &g))), format: .percent)")
            Text(Calendar.current.shortWeekdaySymbols[3] + " " + Duration.seconds(125).components.seconds.description)
        }
        .preferredColorScheme(.dark)
    }
}

#Preview { Board() }
