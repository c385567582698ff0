/// A localized text shown untranslated: the locale's strings lack its key, so iOS shows the key (or the default
/// value, or the development language's string when the app is not localized in that language at all).
public struct UntranslatedText: Hashable, Sendable {
    /// The key looked up (`order.title`, `Read %lld books`).
    public var key: String
    /// The locale checked, as configured (`de`, `pt-BR`).
    public var locale: String

    public init(key: String, locale: String) { self.key = key; self.locale = locale }
}
