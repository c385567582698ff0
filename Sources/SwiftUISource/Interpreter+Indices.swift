import SwiftSyntax

/// Indices of strings and arrays as view code uses them: `s[s.startIndex]`, `s.index(s.startIndex, offsetBy: 2)`,
/// `items[1..<3]`, `name[..<cut]`. A `String.Index` is held as the offset of its Character (what Swift's index
/// arithmetic on a String counts); an index out of bounds traps in Swift and is reported here.
extension Interpreter {
    /// `s[i]` (a Character, shown as a one-character string), `s[a..<b]`, `items[a...b]`, `items[..<n]`; nil when the
    /// index is not one of these.
    func indexedValue(_ base: Value, _ index: Value, at node: some SyntaxProtocol) throws -> Value? {
        switch base {
        case .string(let s):
            let characters = Array(s)
            if index.isInteger {
                let i = try integer(index, at: node)
                guard characters.indices.contains(i) else { throw outOfBounds(i, characters.count, at: node) }
                return .string(String(characters[i]))
            }
            guard let range = try offsets(index, count: characters.count, at: node) else { return nil }
            return .string(String(characters[range]))
        case .array(let items):
            guard !index.isInteger, let range = try offsets(index, count: items.count, at: node) else { return nil }
            return .array(Array(items[range]))
        default:
            return nil
        }
    }

    /// The offsets a range value covers (`2..<5` is evaluated as its elements; `..<n`, `...n`, `n...` as written),
    /// checked against `count`.
    private func offsets(_ range: Value, count: Int, at node: some SyntaxProtocol) throws -> Range<Int>? {
        let bounds: Range<Int>
        switch range {
        case .member(Self.integerRange, _):
            guard let (lo, hi, closed) = Self.rangeParts(range) else { return nil }
            let (a, b) = (try integer(lo, at: node), try integer(hi, at: node))
            let upper = closed ? b.addingReportingOverflow(1) : (partialValue: b, overflow: false)
            guard !upper.overflow, a <= upper.partialValue else { return nil }
            bounds = a..<upper.partialValue
        case .array(let items) where items.allSatisfy(\.isInteger):
            let values = try items.map { try integer($0, at: node) }
            guard let lo = values.first, let hi = values.last else { return 0..<0 }
            guard values == Array(lo...hi) else { return nil }
            bounds = lo..<(hi + 1)
        case .member(PartialRange.upTo, let args?): bounds = 0..<(try integer(args[0].value, at: node))
        case .member(PartialRange.through, let args?): bounds = 0..<(try integer(args[0].value, at: node) + 1)
        case .member(PartialRange.from, let args?): bounds = (try integer(args[0].value, at: node))..<count
        default: return nil
        }
        guard bounds.lowerBound >= 0, bounds.upperBound <= count else {
            throw fail("the range \(bounds.lowerBound)..<\(bounds.upperBound) is out of bounds for \(count) elements: "
                       + "Swift traps here", at: node)
        }
        return bounds
    }

    /// `startIndex`, `endIndex` of a string, as character offsets.
    func stringIndexProperty(_ name: String, _ s: String) -> Value? {
        switch name {
        case "startIndex": return .int(0)
        case "endIndex": return .int(s.count)
        default: return nil
        }
    }

    /// `s.index(i, offsetBy: n)`, `s.index(after: i)`, `s.index(before: i)`, `s.distance(from:to:)`; nil otherwise.
    func stringIndexMethod(_ name: String, _ s: String, _ args: [Argument], at c: FunctionCallExprSyntax) throws -> Value? {
        let labels = args.map(\.label)
        func offset(_ i: Int) throws -> Value {
            guard i >= 0, i <= s.count else { throw outOfBounds(i, s.count, at: c) }
            return .int(i)
        }
        switch (name, labels) {
        case ("index", [nil, "offsetBy"]):
            return try offset(try integer(args[0].value, at: c) + integer(args[1].value, at: c))
        case ("index", ["after"]): return try offset(try integer(args[0].value, at: c) + 1)
        case ("index", ["before"]): return try offset(try integer(args[0].value, at: c) - 1)
        case ("distance", ["from", "to"]): return .int(try integer(args[1].value, at: c) - integer(args[0].value, at: c))
        // `text.range(of: "42")`, `range(of:options: .caseInsensitive)`: the found text's offsets (how the evaluator
        // holds a `Range<String.Index>`), or nil.
        case ("range", ["of"]), ("range", ["of", "options"]):
            guard case .string(let target) = args[0].value else { return nil }
            var options: String.CompareOptions = []
            if args.count == 2 {
                guard case .member(let o, nil) = args[1].value, let option = ["caseInsensitive": String.CompareOptions.caseInsensitive,
                      "diacriticInsensitive": .diacriticInsensitive, "literal": .literal, "backwards": .backwards][o] else { return nil }
                options = option
            }
            guard let found = s.range(of: target, options: options) else { return .null }
            let lo = s.distance(from: s.startIndex, to: found.lowerBound), hi = s.distance(from: s.startIndex, to: found.upperBound)
            return Self.rangeValue(Self.integerRange, .int(lo), .int(hi), closed: false)
        // `name.firstIndex(of: " ")`: the character's offset (how the evaluator holds a String.Index), or nil.
        case ("firstIndex", ["of"]), ("lastIndex", ["of"]):
            guard case .string(let target) = args[0].value, target.count == 1, let ch = target.first else { return nil }
            let found = name == "firstIndex" ? s.firstIndex(of: ch) : s.lastIndex(of: ch)
            return found.map { .int(s.distance(from: s.startIndex, to: $0)) } ?? .null
        default: return nil
        }
    }

    /// What a Character one-character string answers: `isUppercase`, `isLetter`…, as Swift's `Character` defines them.
    func characterProperty(_ name: String, _ s: String) -> Value? {
        // A Unicode.Scalar's `value` (held as its one-scalar string).
        if name == "value", s.unicodeScalars.count == 1 { return .int(Int(s.unicodeScalars.first!.value)) }
        guard s.count == 1, let ch = s.first else { return nil }
        switch name {
        case "isUppercase": return .bool(ch.isUppercase)
        case "isLowercase": return .bool(ch.isLowercase)
        case "isLetter": return .bool(ch.isLetter)
        case "isNumber": return .bool(ch.isNumber)
        case "isWhitespace": return .bool(ch.isWhitespace)
        case "isPunctuation": return .bool(ch.isPunctuation)
        case "isNewline": return .bool(ch.isNewline)
        case "isSymbol": return .bool(ch.isSymbol)
        case "isASCII": return .bool(ch.isASCII)
        case "isHexDigit": return .bool(ch.isHexDigit)
        case "isCased": return .bool(ch.isCased)
        case "isWholeNumber": return .bool(ch.isWholeNumber)
        case "isMathSymbol": return .bool(ch.isMathSymbol)
        case "isCurrencySymbol": return .bool(ch.isCurrencySymbol)
        default: return nil
        }
    }

    private func outOfBounds(_ i: Int, _ count: Int, at node: some SyntaxProtocol) -> SwiftDiagnostic {
        fail("the index \(i) is out of bounds for \(count) elements: Swift traps here", at: node)
    }
}
