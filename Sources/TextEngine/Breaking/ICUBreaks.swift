import CICUBreak

/// ICU's UAX #14 line-break and UAX #29 grapheme iterators, through the plain-C `lc_breaks` shim.
enum ICUBreaks {
    /// Line-break opportunities as UTF-16 offsets (excluding 0, including the end), by the rules of an ICU locale
    /// (`LineBreakLocale.icu`; nil = the root rules).
    static func lineBreaks(_ text: UnsafeBufferPointer<UInt16>, locale: String? = nil) -> [Int] {
        run(LC_BREAK_LINE, text, locale: locale)
    }

    /// Grapheme cluster boundaries as UTF-16 offsets (excluding 0, including the end).
    static func graphemes(_ text: UnsafeBufferPointer<UInt16>) -> [Int] { run(LC_BREAK_GRAPHEME, text) }

    private static func run(_ kind: Int, _ text: UnsafeBufferPointer<UInt16>, locale: String? = nil) -> [Int] {
        guard !text.isEmpty else { return [] }
        var out = [Int32](repeating: 0, count: text.count + 1)
        let count = out.withUnsafeMutableBufferPointer { buffer in
            lc_breaks(Int32(kind), text.baseAddress, Int32(text.count), locale, buffer.baseAddress, nil, Int32(buffer.count))
        }
        // ICU failing (missing data) must not lose text: fall back to breaking only at the end / every unit.
        guard count >= 0 else { return kind == LC_BREAK_LINE ? [text.count] : Array(1...text.count) }
        return out[0..<Int(min(count, Int32(out.count)))].map { Int($0) }
    }
}

/// The ICU locale whose line-break rules a language gets. ICU tailors line breaking for few languages; the others use
/// the root rules (UAX #14), which already break Thai, Lao, Khmer and Burmese with ICU's dictionaries and CJK per
/// character with the kinsoku classes (no line starts with 。、」 or a small kana, none ends with 「).
/// - `ja`: `ja@lb=strict`, no line starting with a small kana or the prolonged sound mark ー (UAX #14 LB1 resolves
///   class CJ to NS by default; ICU's plain `ja` allows the break, CSS's `line-break: normal`).
/// - `zh`: ICU's Chinese tailoring.
/// Korean breaks by words whatever the language: see `HangulWords`.
enum LineBreakLocale {
    static func icu(_ language: String?) -> String? {
        guard let language else { return nil }
        switch LanguageTag.fallbackKey(language) {
        case "ja": return "ja@lb=strict"
        case "zh-Hans": return "zh"
        case "zh-Hant", "zh-HK": return "zh_Hant"
        default: return nil
        }
    }
}

/// No break between two Hangul characters, so Korean wraps at spaces: UILabel's default `lineBreakStrategy` is
/// `.standard`, which includes `.hangulWordPriority`, "the text system prohibits breaking between Hangul characters"
/// (developer.apple.com/documentation/uikit/nsparagraphstyle/linebreakstrategy-swift.struct). It is a strategy of
/// the label, not of the language, so it applies to any text. ICU's `ko@lw=keepall` would say the same, but ICU 72's
/// line iterator ignores the keyword (it still breaks between syllables), so the opportunities are filtered here.
enum HangulWords {
    static func filter(_ breaks: [Int], _ text: UnsafeBufferPointer<UInt16>) -> [Int] {
        guard text.contains(where: isHangul) else { return breaks }
        return breaks.filter { b in b <= 0 || b >= text.count || !(isHangul(text[b - 1]) && isHangul(text[b])) }
    }

    /// Jamo, compatibility jamo, extended jamo and syllables (all in the BMP).
    static func isHangul(_ u: UInt16) -> Bool {
        (0x1100...0x11FF).contains(u) || (0x3130...0x318F).contains(u) || (0xA960...0xA97F).contains(u)
            || (0xAC00...0xD7FF).contains(u)
    }
}
