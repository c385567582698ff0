/// A deterministic corpus of UI strings for `bench text`: card titles, buttons, notifications, settings rows,
/// health and library copy, German compounds (long words), numbers and the odd long title — each measured at
/// several Dynamic Type sizes and phone content widths, as a layoutcheck run measures them.
struct TextBenchCorpus {
    struct Case { var text: String; var size: Double; var weight: Double; var width: Double; var lineLimit: Int? }

    /// Body sizes xSmall…AX5 (HIG) and content widths (iPhone SE, 16, 16 Pro Max minus 16 pt insets).
    static let sizes: [Double] = [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
    static let widths: [Double] = [288, 343, 408]

    let cases: [Case]
    let texts: [String]

    /// `count` cases (at least 1): distinct texts, each at 4 sizes × 3 widths, from a SplitMix64 seeded with `seed`.
    init(count: Int, seed: UInt64 = 42) {
        var rng = SplitMix64(seed: seed)
        let perText = 12
        let textCount = max(1, (count + perText - 1) / perText)
        var texts: [String] = []
        var cases: [Case] = []
        for _ in 0..<textCount {
            let text = Self.text(&rng)
            texts.append(text)
            let weight: Double = rng.next(8) == 0 ? 600 : (rng.next(10) == 0 ? 700 : 400)
            let lineLimit: Int? = rng.next(3) == 0 ? 1 + rng.next(3) : nil
            for _ in 0..<4 {
                let size = Self.sizes[rng.next(Self.sizes.count)]
                for width in Self.widths where cases.count < count {
                    cases.append(Case(text: text, size: size, weight: weight, width: width - Double(rng.next(120)),
                                      lineLimit: lineLimit))
                }
            }
        }
        self.cases = cases
        self.texts = texts
    }

    private static let words = ("continue reading library book chapter progress complete author favourite settings "
        + "notifications unread messages downloaded offline available weekly summary heart rate steps sleep "
        + "watering schedule sunlight humidity search results recently played episode timeline yesterday tomorrow "
        + "anniversary edition darkness retry connection failed try again your order has shipped and will arrive "
        + "on privacy security storage battery health subscription renews automatically").split(separator: " ").map(String.init)
    private static let long = ["Bibliothek", "Lesefortschritt", "Einstellungen", "Benachrichtigungen",
                               "heruntergeladen", "Datenschutzeinstellungen", "Geschwindigkeitsbegrenzung",
                               "naïve", "café", "Straße", "façade"]
    private static let buttons = ["OK", "Cancel", "Done", "Add to Library", "Continue", "Sign In with Apple",
                                  "Try Again", "Share", "Mark as Read", "Turn On Notifications"]

    private static func text(_ rng: inout SplitMix64) -> String {
        switch rng.next(6) {
        case 0: return buttons[rng.next(buttons.count)]
        case 1: return "\(rng.next(100))% complete · \(1 + rng.next(30)) min left"
        case 2: return "$\(rng.next(200)).\(String(rng.next(100)).leftPadded(2).replacingSpaces()) · Renews \(1 + rng.next(28)) March"
        default:
            let n = 2 + rng.next(13)
            var parts = (0..<n).map { _ in rng.next(6) == 0 ? long[rng.next(long.count)] : words[rng.next(words.count)] }
            if rng.next(4) == 0 { parts[rng.next(n)] += "," }
            let sentence = parts.joined(separator: " ")
            return sentence.prefix(1).uppercased() + sentence.dropFirst() + (rng.next(3) == 0 ? "." : "")
        }
    }
}

/// SplitMix64: tiny, seedable, identical on every platform (unlike SystemRandomNumberGenerator).
struct SplitMix64 {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func next(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
}

private extension String {
    func replacingSpaces() -> String { String(map { $0 == " " ? "0" : $0 }) }
}
