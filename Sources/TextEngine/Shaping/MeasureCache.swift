/// Finished measurements by request, across layouts: a run asks the same question many times — a text's ideal
/// (unwrapped) size and its width-0 probe are the same on every device, and sibling variants and specs share
/// labels — while each layout pass caches only within itself. Keyed by the whole `TextRequest` plus the font
/// library's generation, so a family registered or replaced later can never be answered from a stale entry.
///
/// Bounded to `maxEntries` results (default 16,384: a few MB), evicting two-generationally (`TwoGenerationCache`).
typealias MeasureCache = TwoGenerationCache<MeasureCacheKey, MeasuredText>

/// A measurement's key: the whole request and the font library's generation, hashed once (`Prehashed`).
typealias MeasureCacheKey = Prehashed<MeasureKeyFields>

struct MeasureKeyFields: Hashable {
    let request: TextRequest
    let generation: Int
}
