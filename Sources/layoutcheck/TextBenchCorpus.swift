import LayoutCheckKit

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
            let weight: Double = rng.below(8) == 0 ? 600 : (rng.below(10) == 0 ? 700 : 400)
            let lineLimit: Int? = rng.below(3) == 0 ? 1 + rng.below(3) : nil
            for _ in 0..<4 {
                let size = Self.sizes[rng.below(Self.sizes.count)]
                for width in Self.widths where cases.count < count {
                    cases.append(Case(text: text, size: size, weight: weight, width: width - Double(rng.below(120)),
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
        switch rng.below(6) {
        case 0: return buttons[rng.below(buttons.count)]
        case 1: return "\(rng.below(100))% complete · \(1 + rng.below(30)) min left"
        case 2: return "$\(rng.below(200)).\(String(rng.below(100)).leftPadded(2).replacingSpaces()) · Renews \(1 + rng.below(28)) March"
        default:
            let n = 2 + rng.below(13)
            var parts = (0..<n).map { _ in rng.below(6) == 0 ? long[rng.below(long.count)] : words[rng.below(words.count)] }
            if rng.below(4) == 0 { parts[rng.below(n)] += "," }
            let sentence = parts.joined(separator: " ")
            return sentence.prefix(1).uppercased() + sentence.dropFirst() + (rng.below(3) == 0 ? "." : "")
        }
    }
}

private extension String {
    func replacingSpaces() -> String { String(map { $0 == " " ? "0" : $0 }) }
}
