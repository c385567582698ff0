/// Finished measurements by request, across layouts: a run asks the same question many times — a text's ideal
/// (unwrapped) size and its width-0 probe are the same on every device, and sibling variants and specs share
/// labels — while each layout pass caches only within itself. Keyed by the whole `TextRequest` plus the font
/// library's generation, so a family registered or replaced later can never be answered from a stale entry.
///
/// Bounded to `maxEntries` results (default 16,384: a few MB), evicting two-generationally (`TwoGenerationCache`).
typealias MeasureCache = TwoGenerationCache<MeasureCacheKey, MeasuredText>

/// A measurement's key: the whole request and the font library's generation.
/// Hashes the request once: a miss looks the key up and then inserts it, and hashing the text is the cost.
struct MeasureCacheKey: Hashable {
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
    static func == (a: Self, b: Self) -> Bool { a.hash == b.hash && a.generation == b.generation && a.request == b.request }
}
