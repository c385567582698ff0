import Foundation

/// Finished measurements by request, across layouts: a run asks the same question many times — a text's ideal
/// (unwrapped) size is the same on every device, and sibling variants and specs share labels — and each layout
/// pass caches only within itself. Keyed by the whole `TextRequest` plus the font library's generation, so a
/// family registered or replaced later can never be answered from a stale entry.
///
/// Bounded to `maxEntries` results (default 16,384: a few MB) and evicted least-recently-used, a quarter at a time.
final class MeasureCache: @unchecked Sendable {  // state behind `lock`
    struct Key: Hashable {
        var request: TextRequest
        var generation: Int
    }

    /// A class, so a hit updates `lastUse` without hashing the key a second time.
    private final class Entry {
        let value: MeasuredText
        var lastUse: UInt64
        init(value: MeasuredText, lastUse: UInt64) { self.value = value; self.lastUse = lastUse }
    }

    let maxEntries: Int
    private let lock = NSLock()
    private var entries: [Key: Entry] = [:]
    private var clock: UInt64 = 0
    private(set) var hits = 0

    init(maxEntries: Int) { self.maxEntries = maxEntries }

    func value(for key: Key) -> MeasuredText? {
        guard maxEntries > 0 else { return nil }
        lock.lock(); defer { lock.unlock() }
        clock += 1
        guard let entry = entries[key] else { return nil }
        entry.lastUse = clock
        hits += 1
        return entry.value
    }

    func store(_ value: MeasuredText, for key: Key) {
        guard maxEntries > 0 else { return }
        lock.lock(); defer { lock.unlock() }
        entries[key] = Entry(value: value, lastUse: clock)
        if entries.count > maxEntries {
            let ordered = entries.sorted { $0.value.lastUse < $1.value.lastUse }
            for (key, _) in ordered.prefix(max(1, entries.count / 4)) { entries[key] = nil }
        }
    }

    var count: Int { lock.lock(); defer { lock.unlock() }; return entries.count }
}
