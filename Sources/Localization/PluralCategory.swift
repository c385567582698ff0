import CICUBreak
import Foundation

/// A CLDR plural category: the key a String Catalog's `variations.plural` (or a `.stringsdict`) gives each form
/// under. Which one a number takes depends on the language: 1 is `one` in English, 2 is `two` in Arabic, 5 is `many`
/// in Polish (https://cldr.unicode.org/index/cldr-spec/plural-rules). iOS picks the form with the same CLDR rules.
public enum PluralCategory: String, Hashable, Sendable, CaseIterable {
    case zero, one, two, few, many, other

    /// The category of a cardinal number in a language, from ICU's plural rules; `other` when ICU knows none.
    public static func of(_ number: Double, language: String) -> PluralCategory {
        let key = CacheKey(language: language, number: number)
        if let cached = cache.value(key) { return cached }
        var out = [CChar](repeating: 0, count: 16)
        let length = language.replacingOccurrences(of: "-", with: "_").withCString {
            lc_plural_category($0, number, &out, Int32(out.count))
        }
        let category = length > 0 ? PluralCategory(rawValue: String(cString: out)) ?? .other : .other
        cache.store(key, category)
        return category
    }

    /// The form a count picks among those written: its language's category, else `other`. A `zero` form is picked
    /// for 0 in every language, even where CLDR has no zero category (English): Foundation does so for the plural
    /// rules of `.stringsdict` files and String Catalogs (Apple Developer Forums thread 37637: `zero` for `0` in an
    /// English stringsdict, `other` for `0.0`; and Xcode offers the "zero" variation in every language's catalog).
    public static func form<Form>(in forms: [PluralCategory: Form], for count: Double?, language: String) -> Form? {
        if count == 0, let zero = forms[.zero] { return zero }
        return count.flatMap { forms[of($0, language: language)] } ?? forms[.other]
    }

    private struct CacheKey: Hashable { var language: String; var number: Double }
    private static let cache = LockedCache<CacheKey, PluralCategory>()
}

/// A dictionary behind a lock: ICU opens its rules from data on every call, and a run asks the same few
/// (language, count) pairs thousands of times from several threads.
final class LockedCache<Key: Hashable, Value>: @unchecked Sendable {
    private var values: [Key: Value] = [:]
    private let lock = NSLock()

    func value(_ key: Key) -> Value? { lock.withLock { values[key] } }
    func store(_ key: Key, _ value: Value) { lock.withLock { values[key] = value } }
}
