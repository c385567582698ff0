import Foundation

/// Automatic grammar agreement in English (`Text("^[\(count) guest](inflect: true)")`): iOS rewrites the phrase so
/// its noun agrees with its number, "1 guest", "3 guests" (Apple, "Automatic grammar agreement", WWDC21 "What's new in
/// Foundation"; `InflectionRule`). Apple's morphology engine is not on Linux, so only phrases whose English plural is
/// certain are rewritten: a whole number followed by words whose last is a lowercase noun with a regular plural
/// (`-s`, `-es` after x, ch and sh, `-ies` after a consonant and y). A noun written in the plural, an irregular or
/// uncountable noun, one ending in f, fe, o or man, and any other language stay reported.
public enum EnglishInflection {
    private static let run = try! NSRegularExpression(pattern: #"\^\[([^\]]*)\]\(\s*inflect\s*:\s*true\s*\)"#)

    /// `s` with every inflection run rewritten, or nil when one is not certain.
    public static func inflected(_ s: String) -> String? {
        let ns = s as NSString
        var out = "", last = 0
        for match in run.matches(in: s, range: NSRange(location: 0, length: ns.length)) {
            guard let phrase = phrase(ns.substring(with: match.range(at: 1))) else { return nil }
            out += ns.substring(with: NSRange(location: last, length: match.range.location - last)) + phrase
            last = match.range.location + match.range.length
        }
        return out + ns.substring(from: last)
    }

    /// "3 guest" → "3 guests", "1 new message" → itself; nil when the phrase is not a number and words.
    static func phrase(_ p: String) -> String? {
        var words = p.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        guard words.count >= 2, words.count <= 4, let number = words.first, isWholeNumber(number),
              let noun = words.last, isRegularSingular(noun) else { return nil }
        // CLDR's English plural rule: "one" for exactly 1 (no fraction digits), "other" for every other number.
        guard number != "1" else { return p }
        words[words.count - 1] = plural(of: noun)
        return words.joined(separator: " ")
    }

    private static func isWholeNumber(_ s: String) -> Bool {
        !s.isEmpty && s.allSatisfy { $0.isASCII && ($0.isNumber || $0 == ",") } && s.first != ","
    }

    /// A lowercase word whose plural English forms by rule, and which is not itself a plural.
    private static func isRegularSingular(_ w: String) -> Bool {
        guard w.count >= 2, w.allSatisfy({ $0.isASCII && $0.isLowercase }), !irregular.contains(w) else { return false }
        let endings = ["s", "f", "fe", "o", "man", "um", "on", "ex", "ix"]
        return !endings.contains { w.hasSuffix($0) }
    }

    private static func plural(of w: String) -> String {
        if w.hasSuffix("x") || w.hasSuffix("ch") || w.hasSuffix("sh") || w.hasSuffix("z") { return w + "es" }
        if w.hasSuffix("y"), let before = w.dropLast().last, !"aeiou".contains(before) { return w.dropLast() + "ies" }
        return w + "s"
    }

    /// Nouns with an irregular plural, the same in both numbers, or uncountable (no plural at all).
    private static let irregular: Set<String> = [
        "child", "person", "people", "foot", "tooth", "goose", "mouse", "louse", "ox", "die", "quiz",
        "sheep", "deer", "fish", "moose", "aircraft", "offspring", "salmon", "trout", "bison",
        "data", "criteria", "media", "bacteria", "alumni", "cacti", "fungi", "nuclei", "stimuli",
        "information", "equipment", "feedback", "advice", "money", "music", "software", "hardware", "furniture",
        "luggage", "baggage", "homework", "research", "traffic", "weather", "knowledge", "rice", "water", "staff",
        "police", "cattle", "clothing", "evidence", "progress", "wildlife", "jewelry", "mail", "art",
    ]
}
