import Foundation

/// What a shaped text learns while it is broken, kept with it because it holds at every size and width: advances
/// are in font units, so the advance of a re-shaped line end (`ShapedText.width`'s unsafe ends) and a paragraph's
/// grapheme boundaries are computed once and reused by every later request, whatever its size or proposal. Without
/// it a stack's probe at width 0 — one grapheme per line — re-shaped each cluster and re-ran ICU for every layout.
///
/// Bounded: one advance per distinct line end actually probed (each at most once per pair of break positions) and
/// one boundary array per paragraph, both no larger than the text's own arrays. Guarded by a lock: shaped texts are
/// shared between threads.
final class ShapedTextMemo: @unchecked Sendable {  // state behind `lock`
    private let lock = NSLock()
    private var advances: [Int: Int] = [:]
    private var graphemes: [Int: [Int]] = [:]
    private(set) var advanceHits = 0

    /// Key of paragraph `p`'s range `a..<b`: UTF-16 offsets below 2^24 and paragraphs below 2^15 fit one Int.
    static func key(_ p: Int, _ a: Int, _ b: Int) -> Int? {
        guard p < 1 << 15, a < 1 << 24, b < 1 << 24 else { return nil }
        return p << 48 | a << 24 | b
    }

    func advance(_ p: Int, _ a: Int, _ b: Int, compute: () -> Int) -> Int {
        guard let key = Self.key(p, a, b) else { return compute() }
        lock.lock()
        if let known = advances[key] { advanceHits += 1; lock.unlock(); return known }
        lock.unlock()
        let value = compute()
        lock.lock(); advances[key] = value; lock.unlock()
        return value
    }

    /// Grapheme boundaries of paragraph `p` (relative offsets, excluding 0, including the end).
    func graphemes(_ p: Int, compute: () -> [Int]) -> [Int] {
        lock.lock()
        if let known = graphemes[p] { lock.unlock(); return known }
        lock.unlock()
        let value = compute()
        lock.lock(); graphemes[p] = value; lock.unlock()
        return value
    }
}
