/// The iOS release whose numbers the engine reproduces (`platform:` in layoutcheck.yml). Numbers that did not change
/// between releases, or are known for one release only, live with the model that uses them (`SystemFontMetrics`,
/// `ScaledMetricTable`, `SymbolSizeTable`: all measured on iOS 26); this table holds those that differ.
public enum Platform: String, CaseIterable, Hashable, Sendable {
    case ios26
    case ios18

    public static let `default`: Platform = .ios26

    /// The switch of a `Toggle` (width × height, pt). iOS 26: 61 × 28, SwiftUI's switch measured on the iOS 26
    /// simulator (`UISwitch` reports a 63 × 28 frame, intrinsic 61 × 28); through iOS 18: 51 × 31 (UIKit's long-standing
    /// switch size). Source and reliability in docs/platform-facts.md, "Controls".
    public var toggleSwitch: (width: Double, height: Double) {
        switch self {
        case .ios26: return (61, 28)
        case .ios18: return (51, 31)
        }
    }

    /// The gap between a Toggle's label and its switch (8 pt, measured on iOS 26; the same on iOS 18, where an HStack's
    /// default spacing is 8).
    public var toggleLabelGap: Double { 8 }
}
