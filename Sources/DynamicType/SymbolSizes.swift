/// The box of `Image(systemName:)`: an SF Symbol is drawn at the point size of the font around it and each symbol has
/// its own width and height (star 22 × 20 at 17 pt, chevron.right 12.667 × 16.667). Apple publishes no table; the
/// sizes come from measurements on iOS 26 (`SymbolSizeTable`; docs/platform-facts.md, "SF Symbols").
public enum SymbolSizes {
    public struct Box: Equatable, Sendable {
        public var width: Double
        public var height: Double
        /// False when the symbol is not in the measured table and the box is the typical symbol's estimate.
        public var measured: Bool
    }

    /// The symbol whose box stands in for an unmeasured one: `circle`, the SF Symbols design grid's full body
    /// (19.667 × 19 at 17 pt), which the circled family and many others share.
    public static let estimateSymbol = "circle"

    public static func isMeasured(_ name: String) -> Bool {
        row(name) != nil
    }

    /// The box at `pointSize` and `weight`, scale medium, rounded up to the display's pixel grid. Between measured
    /// point sizes linear; below 11 and above 100 pt in proportion to the nearest one; between regular and semibold
    /// linear in weight, lighter than regular as regular and heavier than semibold as semibold (*assumptions*: only
    /// those two weights were measured).
    public static func box(_ name: String, pointSize: Double, weight: Double, displayScale: Double,
                           scale: SymbolScale = .medium) -> Box {
        let measuredRow = row(name)
        let pixels = measuredRow ?? row(estimateSymbol)!
        let t = min(max((weight - 400) / 200, 0), 1)
        let regular = size(pixels, semibold: false, at: pointSize)
        let semibold = size(pixels, semibold: true, at: pointSize)
        let width = (regular.width + t * (semibold.width - regular.width)) * scale.factor
        let height = (regular.height + t * (semibold.height - regular.height)) * scale.factor
        return Box(width: ceilToPixel(width, displayScale), height: ceilToPixel(height, displayScale),
                   measured: measuredRow != nil && scale == .medium)
    }

    /// `Image.Scale` / `.imageScale(_:)`: the symbol drawn smaller or larger than the text around it at the same
    /// point size. Only the medium scale is measured; Apple documents the others as "approximately 20% smaller"
    /// and "approximately 30% larger than the medium scale" (NSImage.SymbolScale.small / .large,
    /// developer.apple.com/documentation/appkit/nsimage/symbolscale), so the medium box is scaled by 0.8 and 1.3
    /// (an estimate: each symbol's own small and large boxes are not measured).
    public enum SymbolScale: String, CaseIterable, Sendable {
        case small, medium, large

        public var factor: Double {
            switch self {
            case .small: return 0.8
            case .medium: return 1
            case .large: return 1.3
            }
        }
    }

    static func row(_ name: String) -> [Int16]? {
        SymbolSizeTable.pixels[SymbolSizeTable.sameBoxAs[name] ?? name]
    }

    /// Width and height in points at one of the two measured weights, interpolated over point sizes.
    static func size(_ pixels: [Int16], semibold: Bool, at pointSize: Double) -> (width: Double, height: Double) {
        let sizes = SymbolSizeTable.pointSizes
        let offset = semibold ? sizes.count * 2 : 0
        func at(_ i: Int) -> (width: Double, height: Double) {
            (Double(pixels[offset + 2 * i]) / 3, Double(pixels[offset + 2 * i + 1]) / 3)
        }
        guard pointSize > sizes[0] else {
            let a = at(0)
            return (a.width * pointSize / sizes[0], a.height * pointSize / sizes[0])
        }
        guard let upper = sizes.firstIndex(where: { $0 >= pointSize }) else {
            let last = sizes.count - 1, a = at(last)
            return (a.width * pointSize / sizes[last], a.height * pointSize / sizes[last])
        }
        let lower = max(upper - 1, 0)
        let a = at(lower), b = at(upper)
        let t = upper == lower ? 0 : (pointSize - sizes[lower]) / (sizes[upper] - sizes[lower])
        return (a.width + t * (b.width - a.width), a.height + t * (b.height - a.height))
    }

    /// Image boxes are whole pixels; a measured @3x size stays exact (the epsilon absorbs thirds' binary error).
    static func ceilToPixel(_ value: Double, _ displayScale: Double) -> Double {
        guard displayScale > 0 else { return value }
        return (value * displayScale - 1e-6).rounded(.up) / displayScale
    }
}
