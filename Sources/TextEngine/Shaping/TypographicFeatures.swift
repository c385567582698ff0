import CHarfBuzz

/// OpenType features a view turns on. `.monospacedDigit()` asks the system font for tabular figures (SF and Inter
/// both have the `tnum` feature), so "1" is as wide as "8" and counters do not jitter.
public struct TypographicFeatures: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let tabularDigits = TypographicFeatures(rawValue: 1)

    var harfBuzz: [hb_feature_t] {
        guard contains(.tabularDigits) else { return [] }
        return [hb_feature_t(tag: Tag.make("tnum"), value: 1, start: 0, end: UInt32.max)]
    }
}
