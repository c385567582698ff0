/// Shaped texts by (text, face, weight[, size]): shape once, break at many widths (as Parley does). Bounded two
/// ways: at most 4,096 texts and 4 M UTF-16 units in all by default (a few hundred MB worst case).
typealias ShapeCache = TwoGenerationCache<ShapeCacheKey, ShapedText>

/// What a shaping depends on; hashed once per look-up (`Prehashed`).
struct ShapeKeyFields: Hashable {
    let text: String
    let face: Int
    let weight: Double
    let size: Double  // 0 when the face's shaping does not depend on size
    let features: TypographicFeatures
    let language: String?
    let direction: TextDirection
    let inlineObjectEms: [Double]
}
typealias ShapeCacheKey = Prehashed<ShapeKeyFields>

extension TwoGenerationCache where Value == ShapedText {
    /// A shaped-text cache weighed by text length.
    convenience init(maxTexts: Int, maxUnits: Int) {
        self.init(maxEntries: max(1, maxTexts), maxCost: max(1, maxUnits), cost: { $0.units.count })
    }
}
