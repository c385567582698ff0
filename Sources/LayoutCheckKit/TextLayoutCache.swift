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
/// Bounded to `maxEntries` layouts (default 16,384: a few MB), evicting two-generationally (`TwoGenerationCache`).
typealias TextLayoutCache = TwoGenerationCache<TextLayoutCacheKey, TextLayout>

/// The engine request, the reserved line count and the font library's generation, hashed once (`Prehashed`).
typealias TextLayoutCacheKey = Prehashed<TextLayoutKeyFields>

struct TextLayoutKeyFields: Hashable {
    let request: TextRequest
    let minimumLines: Int
    let generation: Int

    /// Swift's String equality is canonical equivalence, but "é" and "e" + U+0301 are shaped apart (their lines are
    /// their own text): the texts must also be the same bytes. (The synthesized hash stays consistent: equal bytes
    /// are equal Strings.)
    static func == (a: Self, b: Self) -> Bool {
        a.minimumLines == b.minimumLines && a.generation == b.generation
            && a.request.text.hasSameUTF8(as: b.request.text) && a.request == b.request
    }
}
