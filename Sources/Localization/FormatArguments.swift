/// printf-style formats as localized strings hold them (`%@`, `%lld`, `%lf`, positional `%2$@`, `%%`).
public enum FormatArguments {
    /// Puts the arguments into a format in order (or by position). The specifier's own formatting (`%.1f`) is not
    /// applied: the value is printed as Swift interpolation printed it. A specifier without an argument stays.
    public static func substitute(_ format: String, _ arguments: [String]) -> String {
        var out = ""
        var next = 0
        var i = format.startIndex
        while i < format.endIndex {
            guard let (spec, end) = specifier(in: format, at: i) else {
                out.append(format[i]); i = format.index(after: i); continue
            }
            if format[format.index(before: end)] == "%" { out.append("%") } else {
                var index = next
                if let dollar = spec.firstIndex(of: "$"), let n = Int(spec[spec.index(after: spec.startIndex)..<dollar]) {
                    index = n - 1
                } else { next += 1 }
                out += arguments.indices.contains(index) ? arguments[index] : String(spec)
            }
            i = end
        }
        return out
    }

    /// The specifier starting at `i` (`%@`, `%1$lld`, `%%`, `%#@name@`) and the index after it; nil when `i` is not
    /// a `%` that starts one.
    static func specifier(in s: String, at i: String.Index) -> (Substring, String.Index)? {
        guard s[i] == "%" else { return nil }
        var j = s.index(after: i)
        guard j < s.endIndex else { return nil }
        if s[j] == "#", let at = s[j...].dropFirst().firstIndex(of: "@"),
           let close = s[s.index(after: at)...].firstIndex(of: "@") {
            return (s[i...close], s.index(after: close))
        }
        while j < s.endIndex {
            if "@dDiuUxXoOfFeEgGcCsSpaA%".contains(s[j]) { return (s[i...j], s.index(after: j)) }
            guard "0123456789$.-+ #'lhqLztj*".contains(s[j]) else { return nil }
            j = s.index(after: j)
        }
        return nil
    }
}
