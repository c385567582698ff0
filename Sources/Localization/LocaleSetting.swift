import DynamicType
import Foundation

/// One locale a case is checked in (`locales:` in layoutcheck.yml or a spec): the language texts are written in,
/// looked up and shaped for, the layout direction it sets, and for Xcode's pseudolanguages the transform applied to
/// every localized string.
public struct LocaleSetting: Hashable, Sendable, CustomStringConvertible {
    /// As configured: `en`, `ar`, `zh-Hans`, `pseudo-accented`.
    public let identifier: String
    /// The BCP 47 language the text is in: picks translations, line-breaking rules and fallback fonts (Han in `ja`
    /// is drawn in a Japanese font, in `zh-Hans` a Simplified Chinese one). A pseudolanguage's is the development
    /// language's.
    public let language: String
    /// The direction the locale lays views out in: right-to-left for the languages whose characters run that way
    /// (Foundation's `Locale.Language.characterDirection`, from CLDR), as iOS does.
    public let layoutDirection: LayoutDirection
    /// Set for Xcode's pseudolanguages.
    public let pseudo: PseudoLanguage?
    /// Text is shown in English as written (not a pseudolanguage's rewriting of it): where English grammar
    /// agreement applies (`EnglishInflection`).
    public var showsEnglish: Bool { language == "en" && pseudo == nil }

    public init(identifier: String, language: String, layoutDirection: LayoutDirection, pseudo: PseudoLanguage? = nil) {
        self.identifier = identifier
        self.language = language
        self.layoutDirection = layoutDirection
        self.pseudo = pseudo
    }

    /// The development language's locale (the strings as written in the source).
    public static func development(_ language: String = "en") -> LocaleSetting {
        language == "en" ? english : LocaleSetting(identifier: language, language: language, layoutDirection: direction(of: language))
    }

    private static let english = LocaleSetting(identifier: "en", language: "en", layoutDirection: .leftToRight)

    /// Languages whose upper and lower case differ from the root's (ICU's language-specific case mappings:
    /// Turkish and Azerbaijani dotted and dotless i, Lithuanian dot above, Greek accents, Armenian ech-yiwn).
    /// Other languages case as the root does, without building a Foundation `Locale` per text.
    public var hasOwnCaseMapping: Bool {
        let base = language.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map { $0.lowercased() } ?? ""
        return ["tr", "az", "lt", "el", "hy"].contains(base)
    }

    /// A configured identifier: a pseudolanguage's name or a BCP 47 language tag (`de`, `ar`, `pt-BR`, `zh-Hans`).
    /// nil when it is neither.
    public init?(_ identifier: String, developmentLanguage: String = "en") {
        if let pseudo = PseudoLanguage(rawValue: identifier) {
            self.init(identifier: identifier, language: developmentLanguage,
                      layoutDirection: pseudo.isRightToLeft ? .rightToLeft : direction(of: developmentLanguage), pseudo: pseudo)
            return
        }
        guard Self.isLanguageTag(identifier) else { return nil }
        self.init(identifier: identifier, language: identifier, layoutDirection: direction(of: identifier))
    }

    public var description: String { identifier }

    /// The names `locales:` accepts besides language tags.
    public static var pseudoLanguageNames: [String] { PseudoLanguage.allCases.map(\.rawValue) }

    /// `ll`, `lll`, optionally followed by a script (`Hans`) and/or a region (`BR`, `419`), separated by `-` or `_`.
    static func isLanguageTag(_ s: String) -> Bool {
        let parts = s.split(separator: "-", omittingEmptySubsequences: false).flatMap { $0.split(separator: "_", omittingEmptySubsequences: false) }
        guard let first = parts.first, (2...3).contains(first.count), first.allSatisfy({ $0.isASCII && $0.isLetter }) else { return false }
        return parts.dropFirst().allSatisfy { part in
            (part.count == 4 && part.allSatisfy { $0.isASCII && $0.isLetter })
                || (part.count == 2 && part.allSatisfy { $0.isASCII && $0.isLetter })
                || (part.count == 3 && part.allSatisfy { $0.isASCII && $0.isNumber })
        }
    }
}

/// The layout direction of a language, from CLDR's character order (Foundation).
func direction(of language: String) -> LayoutDirection {
    Locale.Language(identifier: language).characterDirection == .rightToLeft ? .rightToLeft : .leftToRight
}

/// Xcode's pseudolanguages (scheme › Options › App Language), which transform every localized string of the
/// development language to show layouts that would break in translation.
/// https://developer.apple.com/documentation/xcode/testing-localizations-when-running-your-app
public enum PseudoLanguage: String, Hashable, Sendable, CaseIterable {
    /// "Double-Length Pseudolanguage": every string twice over, as long as the longest translations run.
    case doubleLength = "pseudo-double-length"
    /// "Accented Pseudolanguage": letters with diacritics, taller than the plain ones.
    case accented = "pseudo-accented"
    /// "Bounded String Pseudolanguage": each string between markers, so clipping shows at both ends.
    case bounded = "pseudo-bounded"
    /// "Right-to-Left Pseudolanguage": the development language's strings in a right-to-left layout.
    case rightToLeft = "pseudo-rtl"

    public var isRightToLeft: Bool { self == .rightToLeft }
}
