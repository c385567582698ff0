import Foundation
import Layout
import TextEngine

/// Text layouts by (text spec, proposal) across layout passes and cases — keyed by the engine request they map to
/// (nil and infinite proposals, for one, are the same question) plus the reserved line count: a run asks the same
/// question many times —
/// a text's ideal size and its width-0 probe are the same on every device, and variants and specs share labels —
/// while each layout pass caches only within itself. Answers here skip the engine and the conversion of its result.
/// Keyed with the font library's generation, so a family registered or replaced later is never answered stale.
///
/// Bounded to `maxEntries` layouts (default 16,384: a few MB); two-generation eviction, an O(1) stand-in for LRU:
/// new answers go to `recent`; when it holds half the bound it becomes `older` and the previous `older` is dropped;
/// a hit in `older` moves the answer back to `recent`.
final class TextLayoutCache: @unchecked Sendable {  // state behind `lock`
    struct Key: Hashable {
        let request: TextRequest
        let minimumLines: Int
        let generation: Int
        private let hash: Int

        init(request: TextRequest, minimumLines: Int, generation: Int) {
            self.request = request
            self.minimumLines = minimumLines
            self.generation = generation
            var h = Hasher()
            h.combine(request)
            h.combine(minimumLines)
            h.combine(generation)
            hash = h.finalize()
        }

        func hash(into hasher: inout Hasher) { hasher.combine(hash) }
        static func == (a: Key, b: Key) -> Bool {
            a.hash == b.hash && a.generation == b.generation && a.minimumLines == b.minimumLines && a.request == b.request
        }
    }

    let maxEntries: Int
    private let lock = NSLock()
    private var recent: [Key: TextLayout] = [:]
    private var older: [Key: TextLayout] = [:]
    private(set) var hits = 0

    init(maxEntries: Int) { self.maxEntries = max(0, maxEntries) }

    func value(for key: Key) -> TextLayout? {
        guard maxEntries > 0 else { return nil }
        lock.lock(); defer { lock.unlock() }
        if let value = recent[key] { hits += 1; return value }
        guard let value = older.removeValue(forKey: key) else { return nil }
        hits += 1
        insert(value, key)
        return value
    }

    func store(_ value: TextLayout, for key: Key) {
        guard maxEntries > 0 else { return }
        lock.lock(); defer { lock.unlock() }
        insert(value, key)
    }

    private func insert(_ value: TextLayout, _ key: Key) {
        if recent.count >= max(1, maxEntries / 2) {
            older = recent
            recent = [:]
        }
        recent[key] = value
    }

    var count: Int { lock.lock(); defer { lock.unlock() }; return recent.count + older.count }
}
