/// One key's text in one language, as a String Catalog, `.strings` or `.stringsdict` file gives it.
public indirect enum Translation: Hashable, Sendable {
    /// A format: `Read %lld books`, `%1$@ by %2$@`.
    case format(String)
    /// `variations.plural`: a form per CLDR category; `other` is required, the others optional.
    case plural([PluralCategory: Translation])
    /// `variations.device`: a form per device kind (`iphone`, `ipad`, `mac`, …, `other`).
    case device([String: Translation])
    /// A `.stringsdict` entry: a format with `%#@name@` variables, each a plural of its own.
    case variables(format: String, [String: [PluralCategory: String]])

    /// The format for a count (the first numeric argument) in a language, on an iPhone.
    public func format(count: Double?, language: String) -> String {
        switch self {
        case .format(let f): return f
        case .plural(let forms):
            let category = count.map { PluralCategory.of($0, language: language) } ?? .other
            return (forms[category] ?? forms[.other] ?? forms.values.first)?.format(count: count, language: language) ?? ""
        case .device(let forms):
            // layoutcheck lays out iPhones and iPads alike with the iPhone's strings (the checked devices are phones).
            return (forms["iphone"] ?? forms["other"] ?? forms.values.first)?.format(count: count, language: language) ?? ""
        case .variables(let format, let variables):
            var out = format
            let category = count.map { PluralCategory.of($0, language: language) } ?? .other
            for (name, forms) in variables {
                out = out.replacingOccurrences(of: "%#@\(name)@", with: forms[category] ?? forms[.other] ?? "")
            }
            return out
        }
    }
}
