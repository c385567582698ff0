import Foundation

/// Shaped texts by (text, face, weight[, size]): shape once, break at many widths (Parley; design.md).
///
/// Bounded two ways — at most `maxEntries` texts and `maxUnits` UTF-16 units in all (default 4,096 texts /
/// 4 M units, a few hundred MB worst case) — and evicted least-recently-used first, a quarter at a time so that
/// eviction is amortised O(1). Shaping happens outside the lock; two threads missing on the same key at once
/// both shape it and the second result is dropped (rare, harmless, and it keeps the lock short).
final class ShapeCache: @unchecked Sendable {
    struct Key: Hashable {
        var text: String
        var face: Int
        var weight: Double
        var size: Double  // 0 when the face's shaping does not depend on size
    }

    /// A class, so a hit updates `lastUse` without hashing the key (the whole text) a second time.
    private final class Entry {
        let value: ShapedText
        var lastUse: UInt64
        init(value: ShapedText, lastUse: UInt64) { self.value = value; self.lastUse = lastUse }
    }

    let maxEntries: Int
    let maxUnits: Int
    private let lock = NSLock()
    private var entries: [Key: Entry] = [:]
    private var units = 0
    private var clock: UInt64 = 0
    private(set) var hits = 0
    private(set) var misses = 0

    init(maxEntries: Int = 4096, maxUnits: Int = 4 << 20) {
        self.maxEntries = max(1, maxEntries)
        self.maxUnits = max(1, maxUnits)
    }

    func value(for key: Key, make: () -> ShapedText) -> ShapedText {
        lock.lock()
        clock += 1
        if let entry = entries[key] {
            entry.lastUse = clock
            hits += 1
            lock.unlock()
            return entry.value
        }
        misses += 1
        lock.unlock()
        let value = make()
        lock.lock()
        defer { lock.unlock() }
        if let raced = entries[key] { return raced.value }
        entries[key] = Entry(value: value, lastUse: clock)
        units += value.units.count
        if entries.count > maxEntries || units > maxUnits { evict() }
        return value
    }

    var statistics: (hits: Int, misses: Int, count: Int, units: Int) {
        lock.lock(); defer { lock.unlock() }
        return (hits, misses, entries.count, units)
    }

    /// Drops the least recently used quarter (at least enough to get back under both bounds).
    private func evict() {
        let ordered = entries.sorted { $0.value.lastUse < $1.value.lastUse }
        var drop = max(1, entries.count / 4)
        var index = 0
        while index < ordered.count && (drop > 0 || entries.count > maxEntries || units > maxUnits) {
            let (key, entry) = ordered[index]
            entries[key] = nil
            units -= entry.value.units.count
            drop -= 1
            index += 1
        }
    }
}
