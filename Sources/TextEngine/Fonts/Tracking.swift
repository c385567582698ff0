import Foundation

/// Letter spacing that depends on the point size, as SF's does: the system applies SF's tracking table itself
/// (WWDC20 session 10175, "The details of UI typography": since iOS 14 SF has no hard break at 20 pt, its tracking
/// varies smoothly with size). A stand-in font gets a smooth curve of the same kind.
public enum Tracking: String, Hashable, Sendable, CaseIterable {
    /// No tracking beyond the font's own (SF files, whose `trak` table HarfBuzz applies, and custom fonts).
    case none
    /// Inter's published dynamic metrics, tracking(em) = a + b·e^(c·size) with a = −0.0223, b = 0.185,
    /// c = −0.1745 (<https://rsms.me/inter/dynmetrics/>): slightly open at caption sizes, tighter as text grows,
    /// one smooth curve with no step anywhere.
    case interDynamic = "inter-dynamic"

    /// Tracking in em at `size` points.
    public func em(at size: Double) -> Double {
        switch self {
        case .none: return 0
        case .interDynamic: return -0.0223 + 0.185 * exp(-0.1745 * size)
        }
    }
}
