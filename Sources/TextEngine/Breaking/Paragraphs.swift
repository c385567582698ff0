/// Splits text at hard line breaks (UAX #14 classes BK, CR, LF, NL: LF, VT, FF, CR, CR LF, NEL, LS, PS).
/// Every break starts a new line, so a trailing newline gives a last, empty line (as a UILabel draws it).
enum Paragraphs {
    static func split(_ text: UnsafeBufferPointer<UInt16>) -> [Range<Int>] {
        guard !text.isEmpty else { return [] }
        var result: [Range<Int>] = []
        var start = 0
        var i = 0
        while i < text.count {
            let u = text[i]
            if u == 0x0A || u == 0x0B || u == 0x0C || u == 0x0D || u == 0x85 || u == 0x2028 || u == 0x2029 {
                result.append(start..<i)
                i += (u == 0x0D && i + 1 < text.count && text[i + 1] == 0x0A) ? 2 : 1
                start = i
            } else {
                i += 1
            }
        }
        result.append(start..<text.count)
        return result
    }
}
