import Foundation

/// Reads a String Catalog (`*.xcstrings`, Xcode 15's JSON): every key's `localizations`, a `stringUnit` or
/// `variations` (`plural`, `device`) per language.
/// https://developer.apple.com/documentation/xcode/localizing-and-varying-text-with-a-string-catalog
enum StringCatalogReader {
    static func read(_ data: Data, file: String) throws -> LocalizedStrings {
        func fail(_ reason: String) -> StringsError { StringsError(file: file, reason: "not a String Catalog: " + reason) }
        let parsed: Any
        do { parsed = try JSONSerialization.jsonObject(with: data) } catch {
            let (line, column) = position(of: error, in: data)
            throw StringsError(file: file, line: line, column: column, reason: "not a String Catalog: the file is not valid JSON")
        }
        guard let root = parsed as? [String: Any] else { throw fail("the file is not a JSON object") }
        guard let source = root["sourceLanguage"] as? String else { throw fail("no `sourceLanguage`") }
        guard let strings = root["strings"] as? [String: Any] else { throw fail("no `strings`") }
        var out = LocalizedStrings()
        out.developmentLanguage = source
        out.addLanguage(source)
        for (key, raw) in strings.sorted(by: { $0.key < $1.key }) {  // errors name the same entry every run
            guard let entry = raw as? [String: Any] else { throw fail("the entry `\(key)` is not an object") }
            if entry["shouldTranslate"] as? Bool == false { out.markUntranslatable(key) }
            for (language, any) in (entry["localizations"] as? [String: Any] ?? [:]).sorted(by: { $0.key < $1.key }) {
                out.addLanguage(language)
                if let problem = problem(in: any, at: "`\(key)` in `\(language)`") { throw fail(problem) }
                if let t = translation(any, isSource: language == source) { out.add(key, language: language, t) }
            }
        }
        return out
    }

    /// What makes a localization unreadable (rather than untranslated): not an object, a plural category CLDR does
    /// not define, a plural without its required `other` form. nil when it is well formed.
    static func problem(in any: Any?, at path: String) -> String? {
        guard let object = any as? [String: Any] else { return "\(path) is not an object" }
        guard let plural = (object["variations"] as? [String: Any])?["plural"] as? [String: Any] else {
            let nested = (object["variations"] as? [String: Any])?["device"] as? [String: Any] ?? [:]
            return nested.lazy.compactMap { problem(in: $0.value, at: path + " (\($0.key))") }.first
        }
        let names = PluralCategory.allCases.map(\.rawValue)
        if let unknown = plural.keys.sorted().first(where: { !names.contains($0) }) {
            return "\(path): `\(unknown)` is not a plural category (\(names.joined(separator: ", ")))"
        }
        if plural["other"] == nil { return "\(path): a plural needs an `other` form" }
        return plural.keys.sorted().lazy.compactMap { problem(in: plural[$0], at: path + " (\($0))") }.first
    }

    /// A `stringUnit`, or `variations` of them; nil when nothing in it is usable.
    static func translation(_ any: Any?, isSource: Bool) -> Translation? {
        guard let object = any as? [String: Any] else { return nil }
        if let unit = object["stringUnit"] as? [String: Any] {
            guard let value = usableValue(unit, isSource: isSource) else { return nil }
            guard let substitutions = object["substitutions"] as? [String: Any] else { return .format(value) }
            return .substitutions(format: value, substitutions.compactMapValues { substitution($0, isSource: isSource) })
        }
        guard let variations = object["variations"] as? [String: Any] else { return nil }
        if let plural = variations["plural"] as? [String: Any] {
            var forms: [PluralCategory: Translation] = [:]
            for (name, form) in plural.sorted(by: { $0.key < $1.key }) {
                if let category = PluralCategory(rawValue: name), let t = translation(form, isSource: isSource) { forms[category] = t }
            }
            return forms[.other] == nil ? nil : .plural(forms)
        }
        if let device = variations["device"] as? [String: Any] {
            let forms = device.compactMapValues { translation($0, isSource: isSource) }
            return forms.isEmpty ? nil : .device(forms)
        }
        return nil
    }

    /// Where the JSON parser stopped ("around character 53"), as line and column; 1:1 when it does not say.
    static func position(of error: Error, in data: Data) -> (Int, Int) {
        let text = "\(error)"
        guard let range = text.range(of: #"character \d+"#, options: .regularExpression),
              let offset = Int(text[range].dropFirst("character ".count)) else { return (1, 1) }
        var line = 1, column = 1
        for byte in data.prefix(offset) {
            if byte == UInt8(ascii: "\n") { line += 1; column = 1 } else if byte & 0xC0 != 0x80 { column += 1 }
        }
        return (line, column)
    }

    /// `{"argNum": 1, "formatSpecifier": "lld", "variations": {"plural": {"one": …, "other": …}}}`.
    static func substitution(_ any: Any, isSource: Bool) -> Translation.Substitution? {
        guard let object = any as? [String: Any], let argument = object["argNum"] as? Int,
              let plural = (object["variations"] as? [String: Any])?["plural"] as? [String: Any] else { return nil }
        var forms: [PluralCategory: String] = [:]
        for (name, form) in plural.sorted(by: { $0.key < $1.key }) {
            if let category = PluralCategory(rawValue: name), case .format(let f)? = translation(form, isSource: isSource) {
                forms[category] = f
            }
        }
        return forms[.other] == nil ? nil : Translation.Substitution(argument: argument, forms: forms)
    }

    /// A translation that is not there yet counts as missing: an empty value, or the state `new` Xcode gives a
    /// string no one has translated (the development language's own values are always used).
    static func usableValue(_ unit: [String: Any], isSource: Bool) -> String? {
        guard let value = unit["value"] as? String, !value.isEmpty else { return nil }
        if !isSource, unit["state"] as? String == "new" { return nil }
        return value
    }
}
