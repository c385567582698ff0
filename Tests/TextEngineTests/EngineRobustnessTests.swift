import Foundation
import Testing
import TextEngine

@Suite struct EngineRobustnessTests {
    static let hundredThousand: String = {
        let words = ["reading", "library", "chapter", "Bibliothek", "progress", "complete,", "author", "—", "naïve"]
        var s = ""
        var i = 0, length = 0  // counted as we go: String.utf16.count is O(n) on non-ASCII text
        while length < 100_000 {
            let piece = words[i % words.count] + (i % 97 == 96 ? "\n" : " ")
            s += piece
            length += piece.utf16.count
            i += 1
        }
        return s
    }()

    @Test(.timeLimit(.minutes(1)))
    func hundredThousandCharactersFinishQuickly() throws {
        let engine = try Fixtures.engine()
        let start = Date()
        let wrapped = try engine.measure(TextRequest(Self.hundredThousand, size: 17, width: 343))
        #expect(wrapped.lineCount > 1000)
        let limited = try engine.measure(TextRequest(Self.hundredThousand, size: 17, width: 343, lineLimit: 3,
                                                     truncation: .middle, minimumScaleFactor: 0.5))
        #expect(limited.lineCount == 3 && limited.truncated)
        let oneWord = String(repeating: "w", count: 100_000)
        let broken = try engine.measure(TextRequest(oneWord, size: 17, width: 100))
        #expect(broken.lines.map(\.text).joined() == oneWord)
        #expect(Date().timeIntervalSince(start) < 10)  // ~0.8 s in a debug build
    }

    @Test func concurrentMeasurementsMatchSerialOnes() async throws {
        let engine = try Fixtures.engine()
        let texts = ["Continue reading", "The Left Hand of Darkness", "Heart rate 72 bpm", "Einstellungen", "www.example.com"]
        let requests = texts.flatMap { text in
            [60.0, 100, 200].flatMap { width in
                [17.0, 23, 40].map { TextRequest(text, size: $0, weight: $0 > 30 ? 700 : 400, width: width, lineLimit: 2) }
            }
        }
        let serial = try Fixtures.engine().measureAll(requests)
        let results = try await withThrowingTaskGroup(of: [MeasuredText].self) { group in
            for _ in 0..<16 { group.addTask { try engine.measureAll(requests) } }
            var all: [[MeasuredText]] = []
            for try await r in group { all.append(r) }
            return all
        }
        #expect(results.count == 16)
        for r in results { #expect(r == serial) }
        // Threads too, not just tasks.
        let mismatches = Mutexed(0)
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            if (try? engine.measureAll(requests)) != serial { mismatches.update { $0 += 1 } }
        }
        #expect(mismatches.value == 0)
    }

    @Test func shapingIsCachedAcrossWidthsAndLimits() throws {
        let engine = try Fixtures.engine()
        for width in stride(from: 40.0, through: 400, by: 20) {
            _ = try engine.measure(TextRequest("Weekly summary of your sleep", size: 17, width: width))
        }
        #expect(engine.statistics.shapings == 1)
        #expect(engine.statistics.cacheHits == 18)
        // Size does not reshape (Inter has no opsz/trak: advances scale); another weight or cut does.
        _ = try engine.measure(TextRequest("Weekly summary of your sleep", size: 15, width: 100))
        #expect(engine.statistics.shapings == 1)
        _ = try engine.measure(TextRequest("Weekly summary of your sleep", size: 15, weight: 600, width: 100))
        _ = try engine.measure(TextRequest("Weekly summary of your sleep", size: 28, width: 100))
        #expect(engine.statistics.shapings == 3)
    }

    @Test func cacheIsBounded() throws {
        let engine = TextEngine(fonts: try FontLibrary.bundled(directory: Fixtures.fonts), cacheEntries: 8)
        for i in 0..<100 { _ = try engine.measure(TextRequest("Item \(i)", size: 17)) }
        #expect(engine.statistics.cachedTexts <= 8)
        #expect(engine.statistics.shapings == 100)
    }
}

extension TextEngine {
    func measureAll(_ requests: [TextRequest]) throws -> [MeasuredText] { try requests.map { try measure($0) } }
}

/// A tiny lock box for counting across threads in tests.
final class Mutexed<T>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: T
    init(_ value: T) { stored = value }
    var value: T { lock.lock(); defer { lock.unlock() }; return stored }
    func update(_ body: (inout T) -> Void) { lock.lock(); body(&stored); lock.unlock() }
}
