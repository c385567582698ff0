import Foundation

/// Shaped texts by (text, face, weight[, size]): shape once, break at many widths (as Parley does).
///
/// Bounded two ways — at most `maxEntries` texts and `maxUnits` UTF-16 units in all (default 4,096 texts /
/// 4 M units, a few hundred MB worst case). Eviction is two-generational, an O(1) stand-in for LRU (sorting the
/// whole cache by last use was 4% of a batch of distinct texts): new texts go to `recent`; when it holds half of
/// either bound it becomes `older` and the previous `older` is dropped; a hit in `older` moves the text back to
/// `recent`. Shaping happens outside the lock; two threads missing on the same key at once both shape it and the
/// second result is dropped (rare, harmless, and it keeps the lock short).
final class ShapeCache: @unchecked Sendable {  // state behind `lock`
    /// What a shaping depends on; hashed once per look-up (`Prehashed`).
    struct Fields: Hashable {
        let text: String
        let face: Int
        let weight: Double
        let size: Double  // 0 when the face's shaping does not depend on size
    }
    typealias Key = Prehashed<Fields>

    let maxEntries: Int
    let maxUnits: Int
    private let lock = NSLock()
    private var recent: [Key: ShapedText] = [:]
    private var older: [Key: ShapedText] = [:]
    private var recentUnits = 0
    private var olderUnits = 0
    private(set) var hits = 0
    private(set) var misses = 0

    init(maxEntries: Int = 4096, maxUnits: Int = 4 << 20) {
        self.maxEntries = max(1, maxEntries)
        self.maxUnits = max(1, maxUnits)
    }

    func value(for key: Key, make: () -> ShapedText) -> ShapedText {
        lock.lock()
        if let value = recent[key] {
            hits += 1
            lock.unlock()
            return value
        }
        if let value = older.removeValue(forKey: key) {
            hits += 1
            olderUnits -= value.units.count
            insert(value, key)
            lock.unlock()
            return value
        }
        misses += 1
        lock.unlock()
        let value = make()
        lock.lock()
        defer { lock.unlock() }
        if let raced = recent[key] { return raced }
        insert(value, key)
        return value
    }

    private func insert(_ value: ShapedText, _ key: Key) {
        if recent.count >= max(1, maxEntries / 2) || recentUnits + value.units.count > max(1, maxUnits / 2) {
            older = recent
            olderUnits = recentUnits
            recent = [:]
            recentUnits = 0
        }
        recent[key] = value
        recentUnits += value.units.count
    }

    var statistics: (hits: Int, misses: Int, count: Int, units: Int) {
        lock.lock(); defer { lock.unlock() }
        return (hits, misses, recent.count + older.count, recentUnits + olderUnits)
    }
}
