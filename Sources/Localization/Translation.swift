/// One key's text in one language, as a String Catalog, `.strings` or `.stringsdict` file gives it.
public indirect enum Translation: Hashable, Sendable {
    /// A format: `Read %lld books`, `%1$@ by %2$@`.
    case format(String)
    /// `variations.plural`: a form per CLDR category; `other` is required, the others optional.
    case plural([PluralCategory: Translation])
    /// `variations.device`: a form per device kind (`iphone`, `ipad`, `mac`, …, `other`).
    case device([String: Translation])
    /// A `.stringsdict` entry: a format with `%#@name@` variables, each a plural of the argument it stands for.
    case variables(format: String, [String: [PluralCategory: String]])
    /// A catalog string with `substitutions`: `%#@books@ on %#@shelves@`, each variable a plural of its own argument.
    case substitutions(format: String, [String: Substitution])

    /// One variable of a catalog's `substitutions`: the argument it counts (1-based) and its plural forms, in which
    /// `%arg` stands for that argument.
    public struct Substitution: Hashable, Sendable {
        public var argument: Int
        public var forms: [PluralCategory: String]
        public init(argument: Int, forms: [PluralCategory: String]) { self.argument = argument; self.forms = forms }
    }

    /// The format for the given arguments (as numbers where they are; a plural counts the first one) in a language,
    /// on an iPhone.
    public func format(numbers: [Double?], language: String) -> String {
        let count = numbers.lazy.compactMap { $0 }.first
        switch self {
        case .format(let f): return f
        case .plural(let forms):
            return (PluralCategory.form(in: forms, for: count, language: language) ?? forms.values.first)?
                .format(numbers: numbers, language: language) ?? ""
        case .device(let forms):
            // layoutcheck lays out iPhones and iPads alike with the iPhone's strings (the checked devices are phones).
            return (forms["iphone"] ?? forms["other"] ?? forms.values.first)?.format(numbers: numbers, language: language) ?? ""
        case .variables(let format, let variables):
            return Self.expand(format, variables, numbers: numbers, language: language)
        case .substitutions(let format, let substitutions):
            var out = format
            for (name, s) in substitutions {
                let n = numbers.indices.contains(s.argument - 1) ? numbers[s.argument - 1] : nil
                let form = (PluralCategory.form(in: s.forms, for: n, language: language) ?? "")
                    .replacingOccurrences(of: "%arg", with: "%\(s.argument)$@")
                out = out.replacingOccurrences(of: "%#@\(name)@", with: form)
            }
            return out
        }
    }
}
