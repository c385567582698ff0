import Foundation

extension Translation {
    /// A `.stringsdict` format with its `%#@name@` variables put in: each variable counts the argument it stands
    /// for (in order, or by position as `%2$#@name@`), and the specifier inside its form (`%d book`) is that argument,
    /// so every specifier is made positional before the arguments go in.
    /// https://developer.apple.com/documentation/xcode/localizing-strings-that-contain-plurals
    static func expand(_ format: String, _ variables: [String: [PluralCategory: String]], numbers: [Double?],
                       language: String) -> String {
        var out = ""
        var next = 0
        var i = format.startIndex
        while i < format.endIndex {
            if let (name, position, end) = variable(in: format, at: i), let forms = variables[name] {
                let index = position.map { $0 - 1 } ?? next
                if position == nil { next += 1 }
                let n = numbers.indices.contains(index) ? numbers[index] : nil
                out += positional(PluralCategory.form(in: forms, for: n, language: language) ?? "", first: index, advancing: false).text
                i = end
                continue
            }
            if let (spec, end) = FormatArguments.specifier(in: format, at: i) {
                let (text, used) = positional(String(spec), first: next, advancing: true)
                out += text
                next += used
                i = end
                continue
            }
            out.append(format[i])
            i = format.index(after: i)
        }
        return out
    }

    /// `%#@name@` or `%2$#@name@` at `i`: the name, the 1-based position when given, and the index after it.
    static func variable(in s: String, at i: String.Index) -> (String, Int?, String.Index)? {
        guard let match = s[i...].range(of: #"^%(\d+\$)?#@[A-Za-z0-9_]+@"#, options: .regularExpression) else { return nil }
        let text = s[match]
        let name = text.split(separator: "@")[1]
        let position = text.contains("$") ? Int(text.dropFirst().prefix { $0.isNumber }) : nil
        return (String(name), position, match.upperBound)
    }

    /// The text with its non-positional specifiers made positional from `first` on (`%d` → `%2$d`): one index for
    /// all of them when `advancing` is false (a variable's form, which shows one argument), else one each. Returns
    /// the text and how many indices it used.
    static func positional(_ text: String, first: Int, advancing: Bool) -> (text: String, used: Int) {
        var out = ""
        var used = 0
        var i = text.startIndex
        while i < text.endIndex {
            guard let (spec, end) = FormatArguments.specifier(in: text, at: i) else {
                out.append(text[i]); i = text.index(after: i); continue
            }
            if spec == "%%" || spec.contains("$") {
                out += spec
            } else {
                out += "%\(first + (advancing ? used : 0) + 1)$" + spec.dropFirst()
                used += 1
            }
            i = end
        }
        return (out, used)
    }
}
