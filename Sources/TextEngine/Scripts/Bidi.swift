import CICUBreak

/// Paragraph direction for bidi: from the text's first strong character (UAX #9 P2–P3, as `NSWritingDirection.natural`
/// resolves it), or given (SwiftUI's `layoutDirection` decides a `Text`'s base direction in a right-to-left layout).
public enum TextDirection: String, Hashable, Sendable, CaseIterable {
    case auto, ltr, rtl

    /// By case, not by raw value (a String enum hashes its raw string by default): part of every request's hash.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(self == .auto ? UInt8(0) : self == .ltr ? 1 : 2)
    }
}

/// ICU's bidi algorithm (ubidi) through the C shim, and the visual reordering of a line's runs (UAX #9 L2).
enum Bidi {
    /// Embedding levels of every UTF-16 unit of one paragraph, and the paragraph level.
    static func levels(_ text: UnsafeBufferPointer<UInt16>, direction: TextDirection) -> (levels: [UInt8], paragraph: UInt8) {
        let code: Int32 = direction == .ltr ? 1 : direction == .rtl ? 2 : 0
        var levels = [UInt8](repeating: direction == .rtl ? 1 : 0, count: text.count)
        guard !text.isEmpty else { return (levels, direction == .rtl ? 1 : 0) }
        let result = levels.withUnsafeMutableBufferPointer {
            lc_bidi_levels(text.baseAddress, Int32(text.count), code, $0.baseAddress)
        }
        if result < 0 { return ([UInt8](repeating: direction == .rtl ? 1 : 0, count: text.count), direction == .rtl ? 1 : 0) }
        return (levels, UInt8(result))
    }

    /// Indices of `levels` (one per run, in logical order) in visual order: from the highest level down to the
    /// lowest odd one, every maximal sequence at that level or above is reversed (UAX #9 rule L2).
    static func visualOrder(_ levels: [UInt8]) -> [Int] {
        var order = Array(levels.indices)
        guard let highest = levels.max(), highest > 0 else { return order }
        let lowestOdd = levels.filter { $0 & 1 == 1 }.min() ?? highest
        var level = highest
        while level >= lowestOdd && level > 0 {
            var i = 0
            while i < order.count {
                guard levels[order[i]] >= level else { i += 1; continue }
                var j = i
                while j < order.count && levels[order[j]] >= level { j += 1 }
                order[i..<j].reverse()
                i = j
            }
            level -= 1
        }
        return order
    }
}
