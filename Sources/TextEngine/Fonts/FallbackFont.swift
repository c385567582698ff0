import Foundation

/// One entry of the system font's fallback cascade: the font CoreText would switch to for characters the primary
/// face lacks (iOS's cascade list: SF Arabic, Hiragino Sans, PingFang, …), here a file or a family of static files.
public struct FallbackFont: Hashable, Sendable {
    /// The entry's faces (one variable file, or static files picked by the nearest weight, as named families are).
    public var sources: [FontSource]
    /// Languages for which this entry is tried before the others (Han is drawn by language on iOS: `ja` in Hiragino
    /// Sans, `zh-Hans` in PingFang SC, …). Tags as `LanguageTag.fallbackKey` normalises them.
    public var languages: [String]
    /// The Debian package the files come from, named when a file is missing.
    public var package: String?
    /// The colour emoji font (Apple Color Emoji's place on iOS): tried first for characters shown as emoji.
    public var isEmoji: Bool

    public init(sources: [FontSource], languages: [String] = [], package: String? = nil, isEmoji: Bool = false) {
        self.sources = sources
        self.languages = languages.map(LanguageTag.fallbackKey)
        self.package = package
        self.isEmoji = isEmoji
    }

    /// `PATH`, `PATH#INDEX` (a face of a TTC) and an optional `@lang,lang` suffix: `NotoSansCJK-Regular.ttc#0@ja`.
    public init(parsing spec: String) {
        var rest = Substring(spec), languages: [String] = []
        if let at = rest.lastIndex(of: "@"), !rest[rest.index(after: at)...].contains("/") {
            languages = rest[rest.index(after: at)...].split(separator: ",").map(String.init)
            rest = rest[..<at]
        }
        var index = 0
        if let hash = rest.lastIndex(of: "#"), let i = Int(rest[rest.index(after: hash)...]), i >= 0 {
            index = i
            rest = rest[..<hash]
        }
        self.init(sources: [FontSource(path: String(rest), faceIndex: index)], languages: languages)
    }
}

extension FallbackFont {
    static let noto = "/usr/share/fonts/truetype/noto/"
    static let cjk = "/usr/share/fonts/opentype/noto/"

    /// Debian's Noto families standing in for iOS's fallback fonts (Apple's fonts are not redistributable):
    /// Noto Sans Arabic for SF Arabic (Geeza Pro before iOS 17), Hebrew for SF Hebrew, Thai for Thonburi,
    /// Devanagari for Kohinoor Devanagari, and the CJK faces for PingFang SC/TC/HK, Hiragino Sans and
    /// Apple SD Gothic Neo. Regular and Bold files each (the packages ship no other weights). Last, Noto Color Emoji
    /// for Apple Color Emoji (`emoji`).
    /// Han without a language goes to the SC face first: iOS draws kanji of apps not localised in Japanese in
    /// PingFang (the Chinese forms), the well-known complaint of Japanese developers.
    public static let debianNoto: [FallbackFont] = {
        func pair(_ name: String) -> [FontSource] {
            [FontSource(path: noto + "NotoSans\(name)-Regular.ttf"), FontSource(path: noto + "NotoSans\(name)-Bold.ttf")]
        }
        func han(_ index: Int, _ languages: [String]) -> FallbackFont {
            FallbackFont(sources: [FontSource(path: cjk + "NotoSansCJK-Regular.ttc", faceIndex: index),
                                   FontSource(path: cjk + "NotoSansCJK-Bold.ttc", faceIndex: index)],
                         languages: languages, package: "fonts-noto-cjk")
        }
        // Face order in Debian's NotoSansCJK-*.ttc: 0 JP, 1 KR, 2 SC, 3 TC, 4 HK (`fc-scan`).
        return ["Arabic", "Hebrew", "Thai", "Devanagari"].map { FallbackFont(sources: pair($0), package: "fonts-noto-core") }
            + [han(2, ["zh-Hans"]), han(3, ["zh-Hant"]), han(4, ["zh-HK"]), han(0, ["ja"]), han(1, ["ko"]), emoji]
    }()

    /// Noto Color Emoji (a `CBDT` bitmap font) standing in for Apple Color Emoji (an `sbix` one).
    public static let emoji = FallbackFont(sources: [FontSource(path: noto + "NotoColorEmoji.ttf")],
                                           package: "fonts-noto-color-emoji", isEmoji: true)
}

/// BCP 47 language tags as the engine uses them.
public enum LanguageTag {
    /// The key a fallback entry is chosen by: Chinese by script (zh, zh-CN, zh-SG → zh-Hans; zh-TW, zh-MO → zh-Hant;
    /// zh-HK stays, PingFang HK), everything else by its primary subtag, lower-cased (ja-JP → ja).
    public static func fallbackKey(_ tag: String) -> String {
        // A bare lower-case language (`en`, `de`, `ja`), what most measurements carry, is its own key.
        if tag != "zh", tag.utf8.allSatisfy({ $0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z") }) { return tag }
        let parts = tag.replacingOccurrences(of: "_", with: "-").split(separator: "-").map { $0.lowercased() }
        guard let primary = parts.first else { return "" }
        guard primary == "zh" else { return primary }
        if parts.contains("hant") { return parts.contains("hk") ? "zh-HK" : "zh-Hant" }
        if parts.contains("hans") { return "zh-Hans" }
        if parts.contains("hk") { return "zh-HK" }
        return parts.contains("tw") || parts.contains("mo") ? "zh-Hant" : "zh-Hans"
    }
}
