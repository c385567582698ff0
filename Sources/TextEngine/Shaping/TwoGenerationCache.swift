import Foundation

/// A bounded, thread-safe cache with two-generation eviction, an O(1) stand-in for LRU: new values go to `recent`;
/// when it holds half of a bound it becomes `older` and the previous `older` is dropped; a hit in `older` moves the
/// value back to `recent`, so anything used within the last `maxEntries / 2` insertions stays. Sorting the whole
/// cache by last use, as an LRU must, was 4% of a batch of distinct texts.
///
/// Bounded by entries and, optionally, by a cost per value (shaped texts by their UTF-16 units). Used for shaped
/// texts here and for text layouts in LayoutCheckKit.
///
/// The lookups are `@inlinable` so that callers in other modules (LayoutCheckKit's text-layout cache) get them
/// specialized for their key and value: unspecialized, every dictionary probe went through value witnesses and
/// generic metadata look-ups, which profiles showed as a visible share of a layout run.
public final class TwoGenerationCache<Key: Hashable, Value>: @unchecked Sendable {  // state behind `lock`
    public let maxEntries: Int
    public let maxCost: Int
    @usableFromInline let cost: (Value) -> Int
    @usableFromInline let lock = NSLock()
    @usableFromInline var recent: [Key: Value] = [:]
    @usableFromInline var older: [Key: Value] = [:]
    @usableFromInline var recentCost = 0
    @usableFromInline var olderCost = 0
    @usableFromInline var hitCount = 0
    @usableFromInline var missCount = 0

    /// `maxEntries` 0 disables the cache; `cost` weighs a value against `maxCost` (no cost bound by default).
    public init(maxEntries: Int, maxCost: Int = .max, cost: @escaping (Value) -> Int = { _ in 0 }) {
        self.maxEntries = max(0, maxEntries)
        self.maxCost = max(1, maxCost)
        self.cost = cost
    }

    @inlinable
    public func value(for key: Key) -> Value? {
        guard maxEntries > 0 else { return nil }
        lock.lock(); defer { lock.unlock() }
        return lookUp(key)
    }

    @inlinable
    public func store(_ value: Value, for key: Key) {
        guard maxEntries > 0 else { return }
        lock.lock(); defer { lock.unlock() }
        insert(value, key)
    }

    /// The cached value, or `make()`'s, stored. `make` runs outside the lock; two threads missing on the same key at
    /// once both make it and the second result is dropped (rare, harmless, and it keeps the lock short).
    @inlinable
    public func value(for key: Key, make: () throws -> Value) rethrows -> Value {
        guard maxEntries > 0 else { return try make() }
        lock.lock()
        if let value = lookUp(key) { lock.unlock(); return value }
        missCount += 1
        lock.unlock()
        let value = try make()
        lock.lock(); defer { lock.unlock() }
        if let raced = recent[key] { return raced }
        insert(value, key)
        return value
    }

    @inlinable
    func lookUp(_ key: Key) -> Value? {
        if let value = recent[key] { hitCount += 1; return value }
        guard let value = older.removeValue(forKey: key) else { return nil }
        hitCount += 1
        olderCost -= cost(value)
        insert(value, key)
        return value
    }

    @inlinable
    func insert(_ value: Value, _ key: Key) {
        let c = cost(value)
        if recent.count >= max(1, maxEntries / 2) || (maxCost < .max && recentCost + c > max(1, maxCost / 2)) {
            older = recent
            olderCost = recentCost
            recent = [:]
            recentCost = 0
            recent.reserveCapacity(maxEntries / 2)
        }
        recent[key] = value
        recentCost += c
    }

    /// Lookups answered from the cache.
    public var hits: Int { lock.lock(); defer { lock.unlock() }; return hitCount }
    /// Values made because they were not cached (`value(for:make:)`).
    public var misses: Int { lock.lock(); defer { lock.unlock() }; return missCount }
    public var count: Int { lock.lock(); defer { lock.unlock() }; return recent.count + older.count }
    public var totalCost: Int { lock.lock(); defer { lock.unlock() }; return recentCost + olderCost }
}
