import Foundation

/// Reads the tables Xcode used before String Catalogs, in an `xx.lproj` folder: `Localizable.strings`
/// (`"key" = "value";` with comments and escapes, an old-style property list) and `Localizable.stringsdict` (an XML
/// property list of plural rules). Foundation's property-list parser reads both, as Bundle does.
/// https://developer.apple.com/documentation/xcode/localizing-strings-that-contain-plurals
enum StringsFileReader {
    static func readStrings(_ data: Data, language: String, file: String) throws -> LocalizedStrings {
        let table = try dictionary(data, file: file, kind: "strings",
                                   notADictionary: "not a list of \"key\" = \"value\"; pairs")
        var out = LocalizedStrings()
        out.addLanguage(language)
        // In key order, so a file with several bad entries names the same one on every run.
        for (key, value) in table.sorted(by: { $0.key < $1.key }) {
            guard let value = value as? String else {
                throw StringsError(file: file, reason: "not a strings file: the value of `\(key)` is not a string")
            }
            if !value.isEmpty { out.add(key, language: language, .format(value)) }
        }
        return out
    }

    /// `key → {NSStringLocalizedFormatKey: "%#@books@", books: {NSStringFormatSpecTypeKey: NSStringPluralRuleType,
    /// one: …, other: …}}`.
    static func readStringsdict(_ data: Data, language: String, file: String) throws -> LocalizedStrings {
        func fail(_ reason: String) -> StringsError { StringsError(file: file, reason: "not a stringsdict file: " + reason) }
        let root = try dictionary(data, file: file, kind: "stringsdict", notADictionary: "the root is not a dictionary")
        var out = LocalizedStrings()
        out.addLanguage(language)
        for (key, raw) in root.sorted(by: { $0.key < $1.key }) {
            guard let entry = raw as? [String: Any], let format = entry["NSStringLocalizedFormatKey"] as? String else {
                throw fail("`\(key)` has no NSStringLocalizedFormatKey")
            }
            var variables: [String: [PluralCategory: String]] = [:]
            for (name, value) in entry.sorted(by: { $0.key < $1.key }) where name != "NSStringLocalizedFormatKey" {
                guard let rule = value as? [String: Any] else { continue }
                guard rule["NSStringFormatSpecTypeKey"] as? String == "NSStringPluralRuleType" else {
                    throw fail("`\(key)`.`\(name)` is not a plural rule (NSStringPluralRuleType)")
                }
                var forms: [PluralCategory: String] = [:]
                for category in PluralCategory.allCases {
                    if let form = rule[category.rawValue] as? String { forms[category] = form }
                }
                guard forms[.other] != nil else { throw fail("`\(key)`.`\(name)` has no `other` form") }
                variables[name] = forms
            }
            out.add(key, language: language, .variables(format: format, variables))
        }
        return out
    }

    /// The file as a property-list dictionary; a parse error located at the line the parser names.
    private static func dictionary(_ data: Data, file: String, kind: String, notADictionary: String) throws -> [String: Any] {
        // An empty table (or only comments) is valid in Xcode and common in translation exports; the parser refuses it.
        if kind == "strings", isBlank(data) { return [:] }
        let parsed: Any
        do {
            parsed = try PropertyListSerialization.propertyList(from: data, format: nil)
        } catch {
            throw StringsError(file: file, line: errorLine(error) ?? 1, reason: "not a \(kind) file: " + parserMessage(error))
        }
        guard let dictionary = parsed as? [String: Any] else {
            throw StringsError(file: file, reason: "not a \(kind) file: " + notADictionary)
        }
        return dictionary
    }

    /// Nothing but whitespace and comments, in UTF-8 or UTF-16 (with its byte-order mark).
    static func isBlank(_ data: Data) -> Bool {
        let bytes = [UInt8](data)
        let text: String?
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            text = String(data: data, encoding: .utf16)
        } else {
            text = String(data: data, encoding: .utf8)
        }
        guard let text else { return false }
        var rest = Substring(text)
        while true {
            rest = rest.drop(while: { $0.isWhitespace || $0 == "\u{FEFF}" })
            if rest.hasPrefix("//") {
                rest = rest.drop(while: { $0 != "\n" })
            } else if rest.hasPrefix("/*") {
                guard let end = rest.range(of: "*/") else { return false }
                rest = rest[end.upperBound...]
            } else {
                return rest.isEmpty
            }
        }
    }

    /// The line the old-style parser names ("Missing ';' on line 3"), from the error it nests.
    static func errorLine(_ error: Error) -> Int? {
        let text = "\(error)"
        guard let range = text.range(of: #"on line (\d+)"#, options: .regularExpression) else { return nil }
        return Int(text[range].split(separator: " ").last ?? "")
    }

    static func parserMessage(_ error: Error) -> String {
        let text = "\(error)"
        if let range = text.range(of: #"(Missing|Unexpected|Unterminated|Expected)[^}\"]*"#, options: .regularExpression) {
            return String(text[range]).trimmingCharacters(in: .whitespaces)
        }
        return "the property-list parser cannot read it"
    }
}
