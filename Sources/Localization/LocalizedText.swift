/// A string SwiftUI localizes (a `LocalizedStringKey`: `Text("Read %lld books")`, a spec's `text:`), before its
/// locale is known: the key looked up, the arguments its format takes, and what shows when no table has it.
public struct LocalizedText: Hashable, Sendable {
    /// `Read %lld books` for `Text("Read \(count) books")`, `order.title` for a spec's `{key: order.title}`.
    public var key: String
    /// The values for the format's specifiers, in order, as the string shows them.
    public var arguments: [String]
    /// The arguments' numeric values (nil for one that is not a number), where the shown ones are formatted for the
    /// locale ("1,532"): a plural is picked by the number, not by the text. Nil: read from `arguments`.
    public var numbers: [Double?]?
    /// What shows when no table has the key (a spec's `default:`, `String(localized:defaultValue:)`); nil = the key
    /// itself, formatted.
    public var defaultValue: String?

    public init(key: String, arguments: [String] = [], numbers: [Double?]? = nil, defaultValue: String? = nil) {
        self.key = key
        self.arguments = arguments
        self.numbers = numbers
        self.defaultValue = defaultValue
    }
}

/// A localized string made concrete for one locale.
public struct LocalizedResult: Hashable, Sendable {
    /// The text as shown.
    public var text: String
    /// Set when the locale has no translation for the key, so iOS shows the fallback (see `LocalizedStrings.localize`).
    public var isUntranslated: Bool
}

extension LocalizedStrings {
    /// The text a localized string shows in a locale, as iOS picks it:
    /// - the translation of the most specific localization the locale falls back to (`pt-BR`, then `pt`);
    /// - a locale the app is not localized in at all runs in the development language (Bundle's fallback to
    ///   `CFBundleDevelopmentRegion`);
    /// - a key the chosen table lacks shows the default value, or else the key itself: "If key is not found and
    ///   value is nil or an empty string, returns key" (Bundle.localizedString(forKey:value:table:),
    ///   https://developer.apple.com/documentation/foundation/bundle/localizedstring(forkey:value:table:)).
    /// A plural picks its form by the first numeric argument, under CLDR's rules for the language. A pseudolanguage
    /// transforms the result (see `PseudoLanguage.transformFormat`). `fill` puts a spec's `{placeholder}` values in.
    public func localize(_ text: LocalizedText, in locale: LocaleSetting, fill: (String) -> String = { $0 }) -> LocalizedResult {
        // Most projects check specs without strings: every text is then its own key, formatted (a hot path).
        if isEmpty, locale.pseudo == nil {
            let format = text.defaultValue ?? text.key
            return LocalizedResult(text: fill(text.arguments.isEmpty ? format : FormatArguments.substitute(format, text.arguments)),
                                   isUntranslated: false)
        }
        let numbers = text.numbers ?? text.arguments.map { Double(fill($0)) }
        let (found, untranslated) = lookUp(text.key, numbers: numbers, language: locale.language)
        var format = found ?? text.defaultValue ?? text.key
        if let pseudo = locale.pseudo { format = pseudo.transformFormat(format) }
        // Without arguments the format is not formatted (`100%` stays as written, as a key without interpolations).
        var shown = fill(text.arguments.isEmpty ? format : FormatArguments.substitute(format, text.arguments))
        if let pseudo = locale.pseudo { shown = pseudo.transformText(shown) }
        return LocalizedResult(text: shown, isUntranslated: untranslated && !isEmpty)
    }

    /// The key's format in the localization a language runs in, and whether that is a fallback iOS would show for a
    /// missing translation (never in the development language, nor for a key not to translate).
    func lookUp(_ key: String, numbers: [Double?], language: String) -> (format: String?, untranslated: Bool) {
        // A project without catalogs names no development language: LocaleSetting.development()'s default.
        let development = Self.normalized(developmentLanguage ?? "en")
        let chain = Self.fallbacks(language)
        let missingIsFine = chain.contains(development) || isUntranslatable(key)
        // The localization the bundle runs in: the first of the chain the app has, else the development language.
        let localized = chain.first { languages.contains($0) }
        let chosen = localized ?? development
        guard let translation = translation(key, language: chosen)
            ?? (isUntranslatable(key) ? translation(key, language: development) : nil) else {
            return (nil, !missingIsFine)
        }
        return (translation.format(numbers: numbers, language: chosen), localized == nil && !missingIsFine)
    }
}
