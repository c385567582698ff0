/// The app's localized strings: every key's translation per language, from String Catalogs, `.strings` and
/// `.stringsdict` files. Tables are merged (a key in several keeps the first read), as `Text("key")` looks in
/// `Localizable` and apps rarely repeat a key across tables.
public struct LocalizedStrings: Sendable {
    /// The catalogs' `sourceLanguage`: the language the keys are written in. nil = none read (`.strings` only).
    public internal(set) var developmentLanguage: String?
    /// key → language (lowercased, `-`-separated: `pt-br`, `zh-hant`) → translation.
    private var translations: [String: [String: Translation]] = [:]
    /// Keys a catalog marks `shouldTranslate: false`: the same text in every language, never untranslated.
    private var untranslatable: Set<String> = []
    /// The languages any table has, normalized as the keys of `translations`.
    public private(set) var languages: Set<String> = []

    public init() {}

    public static let empty = LocalizedStrings()

    /// True when no table was read: then texts are shown as written and never reported untranslated.
    public var isEmpty: Bool { translations.isEmpty && languages.isEmpty }

    /// Whether any table has the key, in any language.
    public func contains(_ key: String) -> Bool { translations[key] != nil || untranslatable.contains(key) }

    /// The key's translation in exactly this language (no fallback).
    public func translation(_ key: String, language: String) -> Translation? {
        translations[key]?[Self.normalized(language)]
    }

    public func isUntranslatable(_ key: String) -> Bool { untranslatable.contains(key) }

    /// Adds a translation unless the key already has one in that language.
    public mutating func add(_ key: String, language: String, _ translation: Translation) {
        let lang = Self.normalized(language)
        languages.insert(lang)
        if translations[key, default: [:]][lang] == nil { translations[key, default: [:]][lang] = translation }
    }

    /// Records that a table localizes this language, even when it has no usable entry yet.
    public mutating func addLanguage(_ language: String) { languages.insert(Self.normalized(language)) }

    public mutating func markUntranslatable(_ key: String) { untranslatable.insert(key) }

    /// Adds what `other` has that this lacks (this one wins for a key in both).
    public mutating func merge(_ other: LocalizedStrings) {
        if developmentLanguage == nil { developmentLanguage = other.developmentLanguage }
        languages.formUnion(other.languages)
        untranslatable.formUnion(other.untranslatable)
        for (key, byLanguage) in other.translations {
            for (lang, t) in byLanguage where translations[key, default: [:]][lang] == nil { translations[key, default: [:]][lang] = t }
        }
    }

    /// `pt_BR` and `PT-br` are `pt-br`.
    static func normalized(_ language: String) -> String {
        language.replacingOccurrences(of: "_", with: "-").lowercased()
    }

    /// The localizations iOS tries for a language, most specific first: `zh-Hant-HK` → `zh-Hant-HK`, `zh-Hant`,
    /// `zh`; `pt-BR` → `pt-BR`, `pt` (a region or script falls back to the language without it, as Bundle's
    /// `preferredLocalizations(from:forPreferences:)` matches them).
    public static func fallbacks(_ language: String) -> [String] {
        var parts = normalized(language).split(separator: "-").map(String.init)
        var out: [String] = []
        while !parts.isEmpty {
            out.append(parts.joined(separator: "-"))
            parts.removeLast()
        }
        return out
    }
}
