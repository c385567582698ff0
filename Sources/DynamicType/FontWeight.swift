/// A font weight on the OpenType `wght` scale (100…900), named as SwiftUI's `Font.Weight`.
public struct FontWeight: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var value: Double

    public init(_ value: Double) { self.value = min(max(value, 1), 1000) }

    public static let ultraLight = FontWeight(100)
    public static let thin = FontWeight(200)
    public static let light = FontWeight(300)
    public static let regular = FontWeight(400)
    public static let medium = FontWeight(500)
    public static let semibold = FontWeight(600)
    public static let bold = FontWeight(700)
    public static let heavy = FontWeight(800)
    public static let black = FontWeight(900)

    public static let named: [(String, FontWeight)] = [
        ("ultraLight", .ultraLight), ("thin", .thin), ("light", .light), ("regular", .regular), ("medium", .medium),
        ("semibold", .semibold), ("bold", .bold), ("heavy", .heavy), ("black", .black),
    ]

    /// Parses a SwiftUI weight name (`semibold`) or a number (`600`).
    public init?(parsing text: String) {
        let key = text.trimmingSpaces().lowercased()
        if let match = Self.named.first(where: { $0.0.lowercased() == key }) { self = match.1; return }
        if let number = Double(key), number >= 1, number <= 1000 { self.init(number); return }
        return nil
    }

    public var name: String {
        Self.named.first(where: { $0.1 == self })?.0 ?? String(Int(value.rounded()))
    }

    public var description: String { name }

    public static func < (a: Self, b: Self) -> Bool { a.value < b.value }

    /// The weight the Bold Text accessibility setting resolves to, as observed on devices (docs/platform-facts.md,
    /// "Bold Text"): +100 for the three lightest weights (ultraLight → thin → light → regular), then +200 (regular →
    /// semibold, medium → bold, semibold → heavy, bold → black), capped at black. A `headline` (semibold) becomes
    /// heavy, not bold. Apple does not document it.
    public var boldTextWeight: FontWeight {
        value < 400 ? FontWeight(min(value + 100, 400)) : FontWeight(min(value + 200, 900))
    }
}
