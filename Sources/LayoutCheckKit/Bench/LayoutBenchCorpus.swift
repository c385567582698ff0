/// Synthetic specs of the shape of `layouts/*.yaml` for `layoutcheck bench layouts`: cards and rows built from
/// adaptive stacks, texts in styles and scaled sizes with varied content (English, German, long words), line
/// limits, scaled metrics, buttons, toggles and spacers; 2–3 variants and 1–3 iPhones each.
///
/// Spec `i` depends only on (seed, i), so any subset can be generated on any thread, in any order, without
/// holding the others: a benchmark of 10,000 specs never has more than a few in memory.
public struct LayoutBenchCorpus: Sendable {
    public var seed: UInt64
    /// One shape for every spec (index into `templates`), or nil for the mix.
    public var template: Int?

    /// The five shapes, in the order specs draw them.
    public static let templates = ["card", "row", "metric", "toggles", "chat"]

    public init(seed: UInt64 = 42, template: Int? = nil) {
        self.seed = seed
        self.template = template
    }

    static let devices = ["iphone-se-1", "iphone-se", "iphone-16", "iphone-16-pro-max"]
    static let words = ("continue reading library book chapter progress complete author favourite settings "
        + "notifications unread messages downloaded offline available weekly summary heart rate steps sleep watering "
        + "schedule sunlight humidity search results recently played episode timeline yesterday tomorrow session "
        + "algebra quadratic equations anniversary edition darkness retry connection failed again reminder "
        + "Bibliothek Lesefortschritt Einstellungen Benachrichtigungen heruntergeladen verfügbar Herzfrequenz "
        + "Sitzung Gleichungen Fortsetzung Jubiläumsausgabe Bewegung reduzieren Kontrast erhöhen "
        + "internationalization accessibility-first 42% 7:30 12.345 · — (7-day average)").split(separator: " ").map(String.init)
    static let styles = ["body", "headline", "subheadline", "callout", "footnote", "caption", "title3", "title2"]
    static let symbols = ["heart.fill", "gear", "star", "bookmark", "bell", "chevron.right"]

    /// The YAML text of spec `index` (its file name is `bench_<index>.yaml`).
    public func spec(_ index: Int) -> String {
        var rng = SplitMix64(seed: seed &+ UInt64(index) &* 0x9E37_79B9_7F4A_7C15)
        let drawn = rng.below(5)
        let kind = template ?? drawn
        var fields: [(String, ClosedRange<Int>)]
        switch kind {
        case 0: fields = [("title", 1...9), ("author", 1...4), ("progress", 1...3)]
        case 1: fields = [("title", 1...7), ("detail", 2...12)]
        case 2: fields = [("title", 1...6), ("value", 1...1), ("unit", 1...2), ("trend", 1...4)]
        case 3: fields = [("header", 1...4), ("a", 1...6), ("b", 1...6), ("c", 1...7)]
        default: fields = [("answer", 4...30), ("question", 2...16), ("time", 1...3)]
        }
        let variantCount = 2 + rng.below(2)
        var variants = ""
        for v in 0..<variantCount {
            let values = fields.map { name, words in "\(name): \(Self.quote(phrase(&rng, words)))" }
            variants += "  v\(v): {\(values.joined(separator: ", "))}\n"
        }
        let first = rng.below(Self.devices.count)
        let deviceCount = 1 + rng.below(3)
        let devices = (0..<deviceCount).map { Self.devices[(first + $0) % Self.devices.count] }
        return "name: Bench\(index)\ndevices: [\(devices.joined(separator: ", "))]\ninsets: margins\nvariants:\n"
            + variants + "body:\n" + body(kind, &rng)
    }

    private func phrase(_ rng: inout SplitMix64, _ count: ClosedRange<Int>) -> String {
        let n = count.lowerBound + rng.below(count.count)
        return (0..<n).map { _ in Self.words[rng.below(Self.words.count)] }.joined(separator: " ")
    }

    private func style(_ rng: inout SplitMix64) -> String { Self.styles[rng.below(Self.styles.count)] }

    private func scaledFont(_ rng: inout SplitMix64, bold: Bool) -> String {
        let size = [12, 15, 17, 20, 22, 28][rng.below(6)]
        return "{size: {scaled: \(size), relativeTo: \(style(&rng))}\(bold ? ", weight: bold" : "")}"
    }

    private func lineLimit(_ rng: inout SplitMix64) -> String { ["null", "1", "2", "3", "\"1...3\""][rng.below(5)] }

    // Bodies, indented under `body:`. Each mirrors a bundled spec: library card, session row, metric card,
    // settings toggles, chat bubble.
    private func body(_ kind: Int, _ rng: inout SplitMix64) -> String {
        switch kind {
        case 0:
            return """
              adaptiveStack:
                alignment: leading
                spacing: {default: 16, accessibility1: 12}
                children:
                  - image: {name: cover, resizable: true}
                    id: cover
                    frame: {width: {scaled: \(60 + rng.below(80))}, height: {scaled: \(90 + rng.below(100))}}
                  - vstack:
                      alignment: leading
                      spacing: 8
                      children:
                        - text: "{title}"
                          id: title
                          font: \(scaledFont(&rng, bold: true))
                          lineLimit: \(lineLimit(&rng))
                        - text: "{author}"
                          id: author
                          font: \(style(&rng))
                        - color: accent
                          frame: {height: 4}
                        - text: "{progress}"
                          id: progress
                          font: caption
                          minimumScaleFactor: 0.8
            """ + "\n"
        case 1:
            return """
              adaptiveStack:
                alignment: leading
                children:
                  - vstack:
                      alignment: leading
                      spacing: 2
                      children:
                        - text: "{title}"
                          id: title
                          font: headline
                        - text: "{detail}"
                          id: detail
                          font: subheadline
                          lineLimit: \(lineLimit(&rng))
                  - {default: spacer, accessibility1: null}
                  - button:
                      systemImage: \(Self.symbols[rng.below(Self.symbols.count)])
                      padding: default
                    id: action
            """ + "\n"
        case 2:
            return """
              hstack:
                - symbol: \(Self.symbols[rng.below(Self.symbols.count)])
                  id: icon
                  font: {size: {scaled: 24}}
                  frame: {width: {scaled: 36}, height: {scaled: 36}}
                - vstack:
                    alignment: leading
                    spacing: 4
                    children:
                      - text: "{title}"
                        id: title
                        font: headline
                      - hstack:
                          spacing: 4
                          children:
                            - text: "{value}"
                              id: value
                              font: largeTitle
                            - text: "{unit}"
                              id: unit
                              font: callout
                - spacer
                - label: {title: "{trend}", systemImage: arrow.up.right}
                  id: trend
                  font: caption
              padding: {scaled: \(8 + rng.below(12))}
            """ + "\n"
        case 3:
            return """
              vstack:
                alignment: leading
                spacing: 0
                children:
                  - text: "{header}"
                    id: header
                    font: {size: {scaled: 17, relativeTo: headline}, weight: semibold}
                    padding: {horizontal: 16, bottom: 8}
                  - toggle: "{a}"
                    id: a
                    font: \(scaledFont(&rng, bold: false))
                    frame: {minHeight: 44}
                  - divider
                  - toggle: "{b}"
                    id: b
                    frame: {minHeight: 44}
                  - divider
                  - button: "{c}"
                    id: c
                    font: \(style(&rng))
            """ + "\n"
        default:
            return """
              vstack:
                spacing: 12
                children:
                  - hstack:
                      - vstack:
                          alignment: leading
                          spacing: 4
                          children:
                            - text: "{answer}"
                              id: answer
                              font: {size: {scaled: 17, relativeTo: body}}
                              padding: {scaled: 12}
                              frame: {maxWidth: {default: {scaled: \(200 + rng.below(100))}, accessibility1: infinity}, alignment: leading}
                            - text: "{time}"
                              id: time
                              font: caption2
                      - spacer: {minLength: 40}
                  - hstack:
                      - spacer: {minLength: 40}
                      - text: "{question}"
                        id: question
                        font: body
                        lineLimit: \(lineLimit(&rng))
                        padding: {scaled: 12}
            """ + "\n"
        }
    }

    /// A YAML double-quoted scalar (JSON string syntax is valid YAML). `{` is doubled: specs read `{x}` as a placeholder.
    static func quote(_ s: String) -> String {
        var out = "\""
        for c in s.unicodeScalars {
            switch c {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "{": out += "{{"
            case "}": out += "}}"
            default: out.unicodeScalars.append(c)
            }
        }
        return out + "\""
    }
}
