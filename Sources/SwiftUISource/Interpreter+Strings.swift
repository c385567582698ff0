import Foundation
import SwiftSyntax

/// Methods of numbers and strings that apps call in view code, each as the standard library or Foundation defines
/// it; anything else is diagnosed by the caller, never answered with a guess.
extension Interpreter {
    /// Strings longer than this are refused (a loop or `String(repeating:)` gone wild).
    static let maxStringLength = 100_000

    /// `n.formatted()`, `n.formatted(.percent)`, `x.rounded()`, `x.rounded(.up)`, `x.truncatingRemainder(dividingBy:)`;
    /// nil when not one of these.
    func numberMethod(_ name: String, _ base: Value, _ args: [Argument], at c: FunctionCallExprSyntax) throws -> Value? {
        switch name {
        case "formatted":
            return .string(try formatted(base, style: args.first?.value ?? .member("number", arguments: nil), at: c))
        case "rounded":
            if base.isInteger { return typed(base, as: nil) }
            let rule: FloatingPointRoundingRule
            switch args.first?.value {
            case nil: rule = .toNearestOrAwayFromZero
            case .member("up", nil)?: rule = .up
            case .member("down", nil)?: rule = .down
            case .member("towardZero", nil)?: rule = .towardZero
            case .member("awayFromZero", nil)?: rule = .awayFromZero
            case .member("toNearestOrEven", nil)?: rule = .toNearestOrEven
            case .member("toNearestOrAwayFromZero", nil)?: rule = .toNearestOrAwayFromZero
            default: throw fail("`rounded(_:)` takes a FloatingPointRoundingRule such as .up", at: c)
            }
            return Self.floating(try number(base, at: c).rounded(rule), like: base)
        case "isMultiple" where args.count == 1 && args[0].label == "of" && base.isInteger:
            // `BinaryInteger.isMultiple(of:)`: true for 0, and for any value when `of` is -1; of 0 only for 0.
            let (x, k) = (try integer(base, at: c), try integer(args[0].value, at: c))
            return .bool(k == 0 ? x == 0 : x.isMultiple(of: k))
        case "quotientAndRemainder" where args.count == 1 && args[0].label == "dividingBy" && base.isInteger:
            // `let (hours, minutes) = total.quotientAndRemainder(dividingBy: 60)`: truncating, as `/` and `%` are.
            let (x, k) = (try integer(base, at: c), try integer(args[0].value, at: c))
            guard k != 0 else { throw fail("division by zero (Swift stops here at run time)", at: c) }
            guard !x.dividedReportingOverflow(by: k).overflow else { throw fail("integer overflow in `quotientAndRemainder` (Swift stops here at run time)", at: c) }
            let (q, r) = x.quotientAndRemainder(dividingBy: k)
            return .record([Argument(label: "quotient", value: .int(q)), Argument(label: "remainder", value: .int(r))])
        case "truncatingRemainder" where args.count == 1 && args[0].label == "dividingBy" && !base.isInteger:
            // `seconds.truncatingRemainder(dividingBy: 60)`: the remainder with the dividend's sign, as `fmod`.
            return Self.floating(try number(base, at: c).truncatingRemainder(dividingBy: try number(args[0].value, at: c)), like: base)
        default:
            return nil
        }
    }

    /// `s.uppercased()`, `s.prefix(3)`, `s.split(separator: " ")`…; nil when not one of these.
    func stringMethod(_ name: String, _ s: String, _ args: [Argument], at c: FunctionCallExprSyntax) throws -> Value? {
        let first = args.first?.value
        let text: String? = if case .string(let t)? = first { t } else { nil }
        switch (name, text) {
        case ("uppercased", _): return .string(s.uppercased())
        case ("data", nil) where args.count == 1 && args[0].label == "using":
            // `json.data(using: .utf8)`: the bytes (a Swift String always encodes to UTF-8).
            if case .member("utf8", nil) = args[0].value { return Self.data(s) }
            return nil
        case ("lowercased", _): return .string(s.lowercased())
        case ("hasPrefix", let p?): return .bool(s.hasPrefix(p))
        case ("hasSuffix", let p?): return .bool(s.hasSuffix(p))
        case ("contains", let p?): return .bool(s.contains(p))
        // Foundation's locale-aware searches (`localizedStandardContains`: "case and diacritic insensitive"), in the
        // locale values are formatted in (`formattingLocale`).
        // `a.localizedStandardCompare(b) == .orderedAscending`: Foundation's comparison (Finder's order, numbers by
        // value: "file2" before "File10"), in the locale values are formatted in.
        case ("localizedStandardCompare", let p?), ("localizedCaseInsensitiveCompare", let p?), ("localizedCompare", let p?),
             ("caseInsensitiveCompare", let p?), ("compare", let p?):
            let result: ComparisonResult
            switch name {
            case "localizedStandardCompare": result = s.localizedStandardCompare(p)
            case "localizedCaseInsensitiveCompare": result = s.compare(p, options: .caseInsensitive, locale: formattingLocale)
            case "localizedCompare": result = s.compare(p, locale: formattingLocale)
            case "caseInsensitiveCompare": result = s.caseInsensitiveCompare(p)
            default: result = s.compare(p)
            }
            return .member(["orderedAscending", "orderedSame", "orderedDescending"][result.rawValue + 1], arguments: nil)
        case ("localizedCaseInsensitiveContains", let p?):
            return .bool(s.range(of: p, options: .caseInsensitive, locale: formattingLocale) != nil)
        case ("localizedStandardContains", let p?):
            return .bool(s.range(of: p, options: [.caseInsensitive, .diacriticInsensitive], locale: formattingLocale) != nil)
        case ("prefix", nil) where first?.isCallable == true, ("drop", nil) where first?.isCallable == true:
            // `code.prefix { $0.isNumber }`, `prefix(while:)`, `drop(while:)`: the leading characters the closure
            // accepts, or the rest after them.
            let keep = try s.prefix { try truth(try apply(first!, [.string(String($0))], at: c), at: c) }
            return .string(name == "prefix" ? String(keep) : String(s.dropFirst(keep.count)))
        case ("prefix", nil) where first != nil: return .string(String(s.prefix(max(0, try integer(first!, at: c)))))
        case ("suffix", nil) where first != nil: return .string(String(s.suffix(max(0, try integer(first!, at: c)))))
        case ("dropFirst", nil): return .string(String(s.dropFirst(try first.map { try integer($0, at: c) } ?? 1)))
        case ("dropLast", nil): return .string(String(s.dropLast(try first.map { try integer($0, at: c) } ?? 1)))
        case ("split", let separator?) where separator.count == 1 && args[0].label == "separator":
            // `split(separator:maxSplits:omittingEmptySubsequences:)` with its defaults (Int.max, true).
            var maxSplits = Int.max, omitting = true
            for arg in args.dropFirst() {
                switch arg.label {
                case "maxSplits": maxSplits = try integer(arg.value, at: c)
                case "omittingEmptySubsequences": omitting = try truth(arg.value, at: c)
                default: return nil
                }
            }
            guard maxSplits >= 0 else { throw fail("`split(maxSplits: \(maxSplits))` traps at run time (a negative count)", at: c) }
            return .array(s.split(separator: Character(separator), maxSplits: maxSplits, omittingEmptySubsequences: omitting)
                .map { .string(String($0)) })
        case ("split", nil) where args.count == 1 && (args[0].label == nil || args[0].label == "whereSeparator")
                                  && (args[0].value.isCallable || args[0].value.isKeyPath):
            // `text.split { $0.isWhitespace }`: split where the closure is true of a character, empty pieces dropped.
            return .array(try s.split { try truth(try apply(first!, [.string(String($0))], at: c), at: c) }
                .map { .string(String($0)) })
        case ("components", let separator?) where args.first?.label == "separatedBy":
            return .array(s.components(separatedBy: separator).map { .string($0) })
        case ("replacingOccurrences", let target?):
            guard args.count >= 2, args[1].label == "with", case .string(let replacement) = args[1].value,
                  let options = compareOptions(args.dropFirst(2)) else { return nil }
            // `.regularExpression` is ICU's syntax on every platform (NSRegularExpression), as on iOS.
            return .string(s.replacingOccurrences(of: target, with: replacement, options: options))
        case ("filter", nil) where first != nil:
            // A String's `filter` keeps the characters (each a one-character string here) and gives a String.
            return .string(String(try s.filter { try truth(try apply(first!, [.string(String($0))], at: c), at: c) }))
        case ("trimmingCharacters", _):
            guard let set = first.flatMap(Self.characterSet) else { return nil }
            return .string(s.trimmingCharacters(in: set))
        case ("components", nil) where args.first?.label == "separatedBy" && first.flatMap(Self.characterSet) != nil:
            return .array(s.components(separatedBy: Self.characterSet(first!)!).map { .string($0) })
        case ("reversed", nil) where args.isEmpty:
            // Its characters last to first (`String(name.reversed())` joins them again).
            return .array(s.reversed().map { .string(String($0)) })
        case ("padding", nil) where args.map(\.label) == ["toLength", "withPad", "startingAt"]:
            // Foundation's NSString method: cut or padded with the pad string to the length, in UTF-16 units.
            guard case .string(let pad) = args[1].value, !pad.isEmpty else { return nil }
            let (length, start) = (try integer(args[0].value, at: c), try integer(args[2].value, at: c))
            guard (0...Self.maxStringLength).contains(length) else {
                throw fail("`padding(toLength: \(length))` is refused (more than \(Self.maxStringLength) characters, or negative)", at: c)
            }
            // NSString raises (the app stops) when the pad's start is not inside the pad.
            guard start >= 0, start < pad.utf16.count else { throw fail("`padding(…startingAt: \(start))` traps at run time: not inside the pad", at: c) }
            return .string(s.padding(toLength: length, withPad: pad, startingAt: start))
        case ("contains", nil) where args.count == 1 && args[0].label == nil && args[0].value.isCallable,
             ("first", nil) where args.count == 1 && args[0].label == nil && args[0].value.isCallable,
             ("last", nil) where args.count == 1 && args[0].label == nil && args[0].value.isCallable:
            // `password.contains { $0.isNumber }`: the trailing closure is `where:`.
            return try stringMethod(name, s, [Argument(label: "where", value: args[0].value)], at: c)
        case ("contains", nil) where args.first?.label == "where", ("first", nil) where args.first?.label == "where",
             ("last", nil) where args.first?.label == "where", ("count", nil) where args.first?.label == "where",
             ("allSatisfy", nil), ("map", nil), ("compactMap", nil), ("reduce", _):
            // A String is a collection of Characters (`password.contains(where: \.isNumber)`): the sequence methods
            // read each as a one-character string. Not those giving indices, which are `String.Index`, not Ints.
            return try arrayMethod(name, s.map { .string(String($0)) }, args, at: c)
        default: return nil
        }
    }

    /// `CharacterSet(charactersIn: "-")` and Foundation's named sets (`.whitespaces`, `.punctuationCharacters`…).
    static func characterSet(_ v: Value) -> CharacterSet? {
        switch v {
        case .member("CharacterSet", let args?) where args.count == 1 && args[0].label == "charactersIn":
            if case .string(let chars) = args[0].value { return CharacterSet(charactersIn: chars) }
            return nil
        case .member(let name, nil): return namedCharacterSets[name]
        default: return nil
        }
    }

    private static let namedCharacterSets: [String: CharacterSet] = [
        "whitespaces": .whitespaces, "whitespacesAndNewlines": .whitespacesAndNewlines, "newlines": .newlines,
        "punctuationCharacters": .punctuationCharacters, "decimalDigits": .decimalDigits, "letters": .letters,
        "alphanumerics": .alphanumerics, "symbols": .symbols, "uppercaseLetters": .uppercaseLetters,
        "lowercaseLetters": .lowercaseLetters, "controlCharacters": .controlCharacters,
    ]

    /// `options: [.regularExpression, .caseInsensitive]`; nil for an option or argument this does not read.
    private func compareOptions(_ args: ArraySlice<Argument>) -> String.CompareOptions? {
        guard let arg = args.first else { return [] }
        guard args.count == 1, arg.label == "options" else { return nil }
        let names: [Value] = if case .array(let list) = arg.value { list } else { [arg.value] }
        var options: String.CompareOptions = []
        for value in names {
            guard case .member(let name, nil) = value else { return nil }
            switch name {
            case "regularExpression": options.insert(.regularExpression)
            case "caseInsensitive": options.insert(.caseInsensitive)
            case "literal": options.insert(.literal)
            case "diacriticInsensitive": options.insert(.diacriticInsensitive)
            default: return nil
            }
        }
        return options
    }

    /// `String(format: "%.2f km", distance)`, as Foundation's `String(format:)` prints it (no locale: a "." decimal
    /// point, no grouping). Each conversion must get an argument of its kind; a mismatch is diagnosed, since
    /// Foundation would print garbage.
    func stringFormat(_ format: String, _ values: [Value], at node: some SyntaxProtocol) throws -> String {
        let pattern = #"%(?:(\d+)\$)?([-+ 0#]*\d*(?:\.\d+)?)(hh|h|ll|l|q|z|t|j)?([diouxXfFeEgG@%])"#
        let regex = try NSRegularExpression(pattern: pattern)
        let ns = format as NSString
        var out = ""
        var last = 0
        var next = 0
        for match in regex.matches(in: format, range: NSRange(location: 0, length: ns.length)) {
            out += ns.substring(with: NSRange(location: last, length: match.range.location - last))
            last = match.range.location + match.range.length
            let conversion = ns.substring(with: match.range(at: 4))
            if conversion == "%" { out += "%"; continue }
            let position = match.range(at: 1).location == NSNotFound ? next : (Int(ns.substring(with: match.range(at: 1))) ?? 1) - 1
            next = position + 1
            guard values.indices.contains(position) else {
                throw fail("`String(format:)` has more conversions than arguments", at: node)
            }
            let flags = ns.substring(with: match.range(at: 2))
            out += try formatOne(conversion, flags: flags, values[position], at: node)
        }
        out += ns.substring(from: last)
        guard out.count <= Self.maxStringLength else { throw fail("the string is longer than \(Self.maxStringLength) characters", at: node) }
        return out
    }

    private func formatOne(_ conversion: String, flags: String, _ value: Value, at node: some SyntaxProtocol) throws -> String {
        switch conversion {
        case "@":
            return try describe(value, at: node)
        case "d", "i", "o", "u", "x", "X":
            // A UInt (a 64-bit CVarArg, as an Int is) prints its bits as the conversion reads them.
            if case .unsigned(let u) = value { return String(format: "%\(flags)ll\(conversion)", u) }
            guard case .int(let i) = typed(value, as: nil) else {
                throw fail("`%\(conversion)` needs an integer, found \(value.typeDescription)", at: node)
            }
            return String(format: "%\(flags)ll\(conversion)", i)
        default:
            guard isNumeric(value) else { throw fail("`%\(conversion)` needs a number, found \(value.typeDescription)", at: node) }
            guard !value.isInteger else {
                throw fail("`%\(conversion)` needs a Double, found an Int (Foundation would print garbage)", at: node)
            }
            return String(format: "%\(flags)\(conversion)", try number(value, at: node))
        }
    }
}
