#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// Shaped texts by (text, face, weight[, size]): shape once, break at many widths (as Parley does). Bounded two
/// ways: at most 4,096 texts and 4 M UTF-16 units in all by default (a few hundred MB worst case).
typealias ShapeCache = TwoGenerationCache<ShapeCacheKey, ShapedText>

/// What a shaping depends on; hashed once per look-up (`Prehashed`). The text is compared by its UTF-8 bytes, not
/// by String's canonical equivalence: HarfBuzz shapes code points, so "é" and "e" + U+0301 are shaped apart (their
/// glyphs and UTF-16 offsets differ), and hashing bytes skips String's normalizing hash.
struct ShapeKeyFields: Hashable {
    let text: String
    let face: Int
    let weight: Double
    let size: Double  // 0 when the face's shaping does not depend on size
    let features: TypographicFeatures
    let language: String?
    let direction: TextDirection
    let inlineObjectEms: [Double]
    let weightRuns: [TextWeightRun]

    static func == (a: Self, b: Self) -> Bool {
        a.face == b.face && a.weight == b.weight && a.size == b.size && a.features == b.features
            && a.language == b.language && a.direction == b.direction && a.inlineObjectEms == b.inlineObjectEms
            && a.weightRuns == b.weightRuns
            && a.text.hasSameUTF8(as: b.text)
    }

    func hash(into hasher: inout Hasher) {
        var bytes = text
        bytes.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        hasher.combine(face); hasher.combine(weight); hasher.combine(size); hasher.combine(features)
        hasher.combine(language); hasher.combine(direction); hasher.combine(inlineObjectEms)
        if !weightRuns.isEmpty { hasher.combine(weightRuns) }
    }
}
typealias ShapeCacheKey = Prehashed<ShapeKeyFields>

extension String {
    /// The same UTF-8 bytes: stricter than `==`, which is canonical equivalence ("é" == "e" + U+0301), where shaping
    /// and line text depend on the code points written.
    public func hasSameUTF8(as other: String) -> Bool {
        var (a, b) = (self, other)  // `withUTF8` may make a bridged string native: on copies
        return a.withUTF8 { x in b.withUTF8 { y in x.count == y.count && (x.isEmpty || memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0) } }
    }
}

extension TwoGenerationCache where Value == ShapedText {
    /// A shaped-text cache weighed by text length.
    convenience init(maxTexts: Int, maxUnits: Int) {
        self.init(maxEntries: max(1, maxTexts), maxCost: max(1, maxUnits), cost: { $0.units.count })
    }
}
