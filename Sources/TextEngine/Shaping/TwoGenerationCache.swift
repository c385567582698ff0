import Foundation

/// A bounded, thread-safe cache with two-generation eviction, an O(1) stand-in for LRU: new values go to `recent`;
/// when it holds half the bound it becomes `older` and the previous `older` is dropped; a hit in `older` moves the
/// value back to `recent`, so anything used within the last `maxEntries / 2` insertions stays.
/// Used for finished measurements here and for text layouts in LayoutCheckKit.
///
/// The lookups are `@inlinable` so that callers in other modules (LayoutCheckKit's text-layout cache) get them
/// specialized for their key and value: unspecialized, every dictionary probe went through value witnesses and
/// generic metadata look-ups, which profiles showed as a visible share of a layout run.
public final class TwoGenerationCache<Key: Hashable, Value>: @unchecked Sendable {  // state behind `lock`
    public let maxEntries: Int
    @usableFromInline let lock = NSLock()
    @usableFromInline var recent: [Key: Value] = [:]
    @usableFromInline var older: [Key: Value] = [:]
    @usableFromInline var hitCount = 0

    /// `maxEntries` 0 disables the cache.
    public init(maxEntries: Int) { self.maxEntries = max(0, maxEntries) }

    @inlinable
    public func value(for key: Key) -> Value? {
        guard maxEntries > 0 else { return nil }
        lock.lock(); defer { lock.unlock() }
        if let value = recent[key] { hitCount += 1; return value }
        guard let value = older.removeValue(forKey: key) else { return nil }
        hitCount += 1
        insert(value, key)
        return value
    }

    @inlinable
    public func store(_ value: Value, for key: Key) {
        guard maxEntries > 0 else { return }
        lock.lock(); defer { lock.unlock() }
        insert(value, key)
    }

    @inlinable
    func insert(_ value: Value, _ key: Key) {
        if recent.count >= max(1, maxEntries / 2) {
            older = recent
            recent = [:]
            recent.reserveCapacity(maxEntries / 2)
        }
        recent[key] = value
    }

    /// Lookups answered from the cache.
    public var hits: Int { lock.lock(); defer { lock.unlock() }; return hitCount }
    public var count: Int { lock.lock(); defer { lock.unlock() }; return recent.count + older.count }
}
