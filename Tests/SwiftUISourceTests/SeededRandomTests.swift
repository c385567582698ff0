import Foundation
import Testing
@testable import SwiftUISource

/// Sample data drawn from a seeded generator is the same on every run, so the evaluator draws it as the app does.
/// Each expectation is computed here by the standard library itself, with the same generator written natively.
@Suite struct SeededRandomTests {
    /// `srand48(seed)` then `drand48()`, as Apple's samples seed their data; erand48 keeps the state local, so tests
    /// running in parallel do not share libc's.
    struct NativeRand48: RandomNumberGenerator {
        var state: [UInt16]
        init(seed: Int) { state = [0x330E, UInt16(truncatingIfNeeded: seed), UInt16(truncatingIfNeeded: seed >> 16)] }
        mutating func next() -> UInt64 { UInt64(erand48(&state) * Double(UInt64.max)) }
    }

    struct NativeSplitMix: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    static let generators = """
    struct Rand48: RandomNumberGenerator {
        init(seed: Int) { srand48(seed) }
        func next() -> UInt64 { UInt64(drand48() * Double(UInt64.max)) }
    }
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

    """

    /// The texts of a preview whose body is `Text(verbatim: …)` lines after `setup`.
    func drawn(_ setup: String, _ shown: [String]) throws -> [String] {
        try laidTexts(Self.generators + """
        struct Drawn: View {
            var body: some View {
                \(setup)
                return VStack { \(shown.map { "Text(verbatim: \"\\(\($0))\")" }.joined(separator: "; ")) }
            }
        }
        #Preview { Drawn() }
        """)
    }

    @Test func integersFromASeededGeneratorAreTheStandardLibrarys() throws {
        var g = NativeRand48(seed: 1)
        let expected = [Int.random(in: 1...5, using: &g), Int.random(in: 5..<8, using: &g),
                        Int.random(in: -40...40, using: &g), Int.random(in: 0..<1_000_000, using: &g)]
        let texts = try drawn("""
        var g = Rand48(seed: 1)
        let a = Int.random(in: 1...5, using: &g), b = Int.random(in: 5..<8, using: &g)
        let c = Int.random(in: -40...40, using: &g), d = Int.random(in: 0..<1_000_000, using: &g)
        """, ["a", "b", "c", "d"])
        #expect(texts == expected.map(String.init))
    }

    @Test func doublesFromASeededGeneratorAreTheStandardLibrarys() throws {
        var g = NativeRand48(seed: 8)
        let expected = [Double.random(in: 0.75...1.1, using: &g), Double.random(in: 0..<86_400, using: &g),
                        Double.random(in: 80.0...120.0, using: &g)]
        let texts = try drawn("""
        var g = Rand48(seed: 8)
        let a = Double.random(in: 0.75 ... 1.1, using: &g)
        let b = Double.random(in: 0..<TimeInterval(86_400), using: &g)
        let range = 80.0 ... 120.0
        let c = Double.random(in: range, using: &g)
        """, ["a", "b", "c"])
        #expect(texts == expected.map { "\($0)" })
    }

    @Test func shuffledRandomElementAndBoolAreTheStandardLibrarys() throws {
        var g = NativeSplitMix(state: 42)
        let names = ["Ava", "Ben", "Cleo", "Dev", "Eli", "Fay"]
        let shuffled = names.shuffled(using: &g)
        let picked = names.randomElement(using: &g)!
        let coin = Bool.random(using: &g)
        var inPlace = names
        inPlace.shuffle(using: &g)
        let texts = try drawn("""
        var g = SplitMix(state: 42)
        let names = ["Ava", "Ben", "Cleo", "Dev", "Eli", "Fay"]
        let shuffled = names.shuffled(using: &g)
        let picked = names.randomElement(using: &g)!
        let coin = Bool.random(using: &g)
        var inPlace = names
        inPlace.shuffle(using: &g)
        """, ["shuffled.joined(separator: \" \")", "picked", "coin", "inPlace.joined(separator: \" \")", "g.state"])
        #expect(texts == [shuffled.joined(separator: " "), picked, "\(coin)", inPlace.joined(separator: " "), "\(g.state)"])
    }

    @Test func aGeneratorPassedInoutKeepsItsStateAcrossCalls() throws {
        var g = NativeSplitMix(state: 7)
        let first = Int.random(in: 1...3, using: &g), second = Int.random(in: 1...3, using: &g)
        let texts = try laidTexts(Self.generators + """
        enum Seeds {
            static func count(_ random: inout SplitMix) -> Int { Int.random(in: 1...3, using: &random) }
        }
        struct Drawn: View {
            var body: some View {
                var g = SplitMix(state: 7)
                let first = Seeds.count(&g)
                let second = Seeds.count(&g)
                return Text(verbatim: "\\(first) \\(second)")
            }
        }
        #Preview { Drawn() }
        """)
        #expect(texts == ["\(first) \(second)"])
    }

    @Test func anImplicitRandomOfLiteralsTakesItsTypeFromTheContext() throws {
        var g = NativeRand48(seed: 3)
        let seconds: Double = .random(in: 60 ..< 180, using: &g)
        let count = [1, 2, 3, 4, 5].prefix(.random(in: 1...5, using: &g)).count
        let texts = try drawn("""
        var g = Rand48(seed: 3)
        let seconds: Double = .random(in: 60 ..< 180, using: &g)
        let count = [1, 2, 3, 4, 5].prefix(.random(in: 1...5, using: &g)).count
        """, ["seconds", "count"])
        #expect(texts == ["\(seconds)", "\(count)"])
    }

    @Test func theSystemGeneratorIsStillDiagnosedWhereItIsShown() {
        let d = diagnostic("""
        #Preview { Text(verbatim: "\\(Int.random(in: 1...6))") }
        """)
        #expect(d?.message.contains("a random value (`Int.random(in: 1...6)`) is not the same on every run") == true)
    }

    @Test func unsignedArithmeticTrapsWhereSwiftTraps() {
        let overflow = diagnostic("""
        #Preview { Text(verbatim: "\\(UInt64.max + 1)") }
        """)
        #expect(overflow?.message.contains("overflows a UInt64: Swift traps at run time") == true)
        let negative = diagnostic("""
        #Preview { Text(verbatim: "\\(UInt64(-2.5))") }
        """)
        #expect(negative?.message.contains("traps at run time (out of range)") == true)
        let mixed = diagnostic("""
        #Preview { let n = 3; Text(verbatim: "\\(UInt64(2) + n)") }
        """)
        #expect(mixed?.message.contains("Swift converts neither") == true)
    }

    @Test func unsignedValuesPrintAsSwiftPrintsThem() throws {
        let texts = try laidTexts("""
        #Preview {
            VStack {
                Text(verbatim: "\\(UInt64.max) \\(UInt64(7) &- 8) \\(~UInt64(0) >> 60) \\(0xFFFF_FFFF_FFFF_FFFF as UInt64 == .max)")
                Text("\\(UInt64(1_234_567)) steps")
            }
        }
        """)
        #expect(texts == ["18446744073709551615 18446744073709551615 15 true", "1,234,567 steps"])
    }

    @Test func aRangeOfFractionsContainsWhatLiesBetweenItsBounds() throws {
        let texts = try laidTexts("""
        #Preview { Text(verbatim: "\\((0.0 ..< 0.5).contains(0.25)) \\((0.0 ..< 0.5).contains(0.5)) \\((0.0 ... 0.5).contains(0.5))") }
        """)
        #expect(texts == ["true false true"])
    }
}

/// A range of fractions is a value of its own: what an extension of `ClosedRange` reads from it.
@Suite struct FloatingRangeTests {
    @Test func anExtensionOfClosedRangeReadsItsBounds() throws {
        let texts = try laidTexts("""
        extension ClosedRange where Bound == Double {
            func percent(for value: Double) -> Double { (value - lowerBound) / (upperBound - lowerBound) }
        }
        #Preview { Text(verbatim: "\\((350.0 ... 1000).percent(for: 675))") }
        """)
        #expect(texts == ["0.5"])
    }
}
