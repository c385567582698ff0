/// How far a Text of each style wants to be from a non-text neighbour in a VStack with default spacing, at the
/// Large size: SwiftUI asks each view for a spacing preference per edge and uses the larger wish. Measured on the
/// iOS 26.5 simulator (iPhone 17 Pro, @3x) by an engine its authors checked against real SwiftUI (the iOS control
/// metrics of `native/overlay/tester/src/expoui/layout/Layout.cpp` in the GitHub repository Kudo/sdk58;
/// docs/platform-facts.md, "Spacing and padding").
public enum TextSpacingTable {
    /// `aboveText`: a view above a Text of the style (the Text's top edge); `belowText`: a view below it.
    public struct Preference: Sendable {
        public var aboveText: Double
        public var belowText: Double
    }

    /// At Large, per style.
    static func atLarge(_ style: TextStyle) -> Preference {
        switch style {
        case .largeTitle: return Preference(aboveText: 12.535, belowText: 20.951)
        case .title: return Preference(aboveText: 10.421, belowText: 17.351)
        case .title2: return Preference(aboveText: 7.973, belowText: 13.42)
        case .title3: return Preference(aboveText: 7.491, belowText: 12.442)
        case .headline, .body: return Preference(aboveText: 6.434, belowText: 10.643)
        case .callout: return Preference(aboveText: 5.86, belowText: 9.821)
        case .subheadline: return Preference(aboveText: 5.619, belowText: 9.331)
        case .footnote: return Preference(aboveText: 4.803, belowText: 8.02)
        case .caption: return Preference(aboveText: 4.562, belowText: 7.533)
        case .caption2: return Preference(aboveText: 3.987, belowText: 6.71)
        }
    }

    /// A Text of `style` at `size` points: the style's measured preference scaled by its size against Large's; a
    /// Text of an explicit size (nil style) scales body's (*assumptions*: only Large was measured, and the checked
    /// engine scales explicit sizes the same way).
    public static func preference(style: TextStyle?, size: Double) -> Preference {
        let base = style ?? .body
        let measured = atLarge(base)
        let factor = size / base.size(at: .large)
        return Preference(aboveText: measured.aboveText * factor, belowText: measured.belowText * factor)
    }
}
