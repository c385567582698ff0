import LayoutCheckKit

/// `MeasureInput.overlaid(with:)` for a well-formed batch line, in one walk over the line's keys instead of a
/// dictionary look-up per known key (about 25 string hashes a line, a twentieth of the batch path). Any line it is
/// not sure of (an unknown key, a value of the wrong type) returns nil, and `overlaid` reads it the careful way,
/// with the same result or error as before.
extension MeasureInput {
    /// `members`: each key once (a dictionary's entries, or a line's members when no key repeats).
    func overlaidInOnePass<Members: Sequence>(_ members: Members) -> MeasureInput?
    where Members.Element == (key: String, value: JSONLineValue) {
        var out = self
        var minScale: Double?, minimumScaleFactor: Double?
        for (key, value) in members {
            switch (key, value) {
            case ("id", _): break
            // null means absent, except where it clears a default (width, height, lineLimit).
            case (_, .null) where !["width", "height", "lineLimit"].contains(key): break
            case ("text", .string(let s)): out.text = s
            case ("font", .string(let s)): out.font = s
            case ("faceIndex", .number(let n)): out.faceIndex = Self.whole(n)
            case ("style", .string(let s)): out.style = s
            case ("category", .string(let s)): out.category = s
            case ("boldText", let v): if case .bool(let b) = v { out.boldText = b }
            case ("weight", .string(let s)): out.weight = s; out.weightValue = nil
            case ("weight", .number(let n)): out.weight = String(n); out.weightValue = n
            case ("size", .number(let n)): out.size = n
            case ("width", .null): out.width = nil
            case ("width", .number(let n)): out.width = n
            case ("height", .null): out.height = nil
            case ("height", .number(let n)): out.height = n
            case ("lineLimit", .null): out.lineLimit = nil
            case ("lineLimit", .number(let n)): out.lineLimit = Self.whole(n)
            case ("truncation", .string(let s)): out.truncation = s
            case ("minScale", .number(let n)): minScale = n
            case ("minimumScaleFactor", .number(let n)): minimumScaleFactor = n
            case ("leading", .number(let n)): out.leading = n
            case ("higLeading", let v): if case .bool(let b) = v { out.higLeading = b }
            case ("language", .string(let s)): out.language = s
            case ("direction", .string(let s)): out.direction = s
            default: return nil
            }
        }
        if let v = minScale ?? minimumScaleFactor { out.minScale = v }
        return out
    }

    /// Whole numbers as `overlaid` reads them; 1e300 must not trap converting to Int.
    static func whole(_ v: Double) -> Int {
        Int(exactly: v.rounded(.towardZero)) ?? (v > 0 ? Int.max : Int.min)
    }
}
