import Foundation

/// Finished measurements by request, across layouts: a run asks the same question many times — a text's ideal
/// (unwrapped) size and its width-0 probe are the same on every device, and sibling variants and specs share
/// labels — while each layout pass caches only within itself. Keyed by the whole `TextRequest` plus the font
/// library's generation, so a family registered or replaced later can never be answered from a stale entry.
///
/// Bounded to `maxEntries` results (default 16,384: a few MB). Eviction is two-generational, an O(1) stand-in for
/// LRU: new results go to `recent`; when it is full, `recent` becomes `older` and the previous `older` is dropped.
/// A hit in `older` moves the entry back to `recent`, so anything used within the last `maxEntries / 2` results stays.
final class MeasureCache: @unchecked Sendable {  // state behind `lock`
    /// Hashes the request once: a miss looks the key up and then inserts it, and hashing the text is the cost.
    struct Key: Hashable {
        let request: TextRequest
        let generation: Int
        private let hash: Int

        init(request: TextRequest, generation: Int) {
            self.request = request
            self.generation = generation
            var h = Hasher()
            h.combine(request)
            h.combine(generation)
            hash = h.finalize()
        }

        func hash(into hasher: inout Hasher) { hasher.combine(hash) }
        static func == (a: Key, b: Key) -> Bool { a.hash == b.hash && a.generation == b.generation && a.request == b.request }
    }

    let maxEntries: Int
    private let lock = NSLock()
    private var recent: [Key: MeasuredText] = [:]
    private var older: [Key: MeasuredText] = [:]
    private(set) var hits = 0

    init(maxEntries: Int) { self.maxEntries = max(0, maxEntries) }

    func value(for key: Key) -> MeasuredText? {
        guard maxEntries > 0 else { return nil }
        lock.lock(); defer { lock.unlock() }
        if let value = recent[key] { hits += 1; return value }
        guard let value = older.removeValue(forKey: key) else { return nil }
        hits += 1
        insert(value, key)
        return value
    }

    func store(_ value: MeasuredText, for key: Key) {
        guard maxEntries > 0 else { return }
        lock.lock(); defer { lock.unlock() }
        insert(value, key)
    }

    private func insert(_ value: MeasuredText, _ key: Key) {
        if recent.count >= max(1, maxEntries / 2) {
            older = recent
            recent = [:]
            recent.reserveCapacity(maxEntries / 2)
        }
        recent[key] = value
    }

    var count: Int { lock.lock(); defer { lock.unlock() }; return recent.count + older.count }
}
