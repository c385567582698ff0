import CICUBreak

/// ICU's UAX #14 line-break and UAX #29 grapheme iterators, through the plain-C `lc_breaks` shim.
enum ICUBreaks {
    /// Line-break opportunities as UTF-16 offsets (excluding 0, including the end).
    static func lineBreaks(_ text: UnsafeBufferPointer<UInt16>) -> [Int] { run(LC_BREAK_LINE, text) }

    /// Grapheme cluster boundaries as UTF-16 offsets (excluding 0, including the end).
    static func graphemes(_ text: UnsafeBufferPointer<UInt16>) -> [Int] { run(LC_BREAK_GRAPHEME, text) }

    private static func run(_ kind: Int, _ text: UnsafeBufferPointer<UInt16>) -> [Int] {
        guard !text.isEmpty else { return [] }
        var out = [Int32](repeating: 0, count: text.count + 1)
        let count = out.withUnsafeMutableBufferPointer { buffer in
            lc_breaks(Int32(kind), text.baseAddress, Int32(text.count), nil, buffer.baseAddress, nil, Int32(buffer.count))
        }
        // ICU failing (missing data) must not lose text: fall back to breaking only at the end / every unit.
        guard count >= 0 else { return kind == LC_BREAK_LINE ? [text.count] : Array(1...text.count) }
        return out[0..<Int(min(count, Int32(out.count)))].map { Int($0) }
    }
}
