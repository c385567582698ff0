import ViewModel
import DynamicType
import Foundation
import Layout

extension SpecDecoder {
    static let infinityWords: Set<String> = ["infinity", ".infinity", "inf", ".inf", "Infinity"]

    /// `24`, `{scaled: 24, relativeTo: body}`, or (where allowed) `infinity`.
    func length(_ c: Cursor, allowInfinity: Bool = false, allowNegative: Bool = false) -> Length? {
        let expected = allowInfinity ? "a number, infinity or {scaled: …}" : "a number or {scaled: …}"
        if let text = c.scalarString, Self.infinityWords.contains(text) {
            if allowInfinity { return .infinity }
            error("`\(c.key)`: infinity is only accepted for maxWidth/maxHeight, as in SwiftUI", c)
            return nil
        }
        if let n = c.number {
            guard n.isFinite else {
                // Only +∞ means "as much as offered"; NaN and −∞ are typos, never read as +∞.
                if n.isNaN { error("`\(c.key)`: not a number (\(c.scalarString ?? "nan")); expected \(expected)", c); return nil }
                if n < 0 { error("`\(c.key)`: a length cannot be negative (\(c.scalarString ?? "-inf"))", c); return nil }
                if allowInfinity { return .infinity }
                mismatch(c, expected: expected); return nil
            }
            if n < 0, !allowNegative { error("`\(c.key)`: a length cannot be negative (\(n))", c); return nil }
            return inRange(n, limit: SpecLimits.maxLength, c, what: "a length in points").map { .points($0) }
        }
        guard case .mapping = c.node, !isCategoryMap(c), let map = MapReader(c, diags, expected: expected) else {
            mismatch(c, expected: expected); return nil
        }
        map.rejectUnknown(allowed: ["scaled", "relativeTo"], context: "in a scaled metric", diags)
        guard let valueCursor = map["scaled"] else {
            error("`\(c.key)`: a scaled metric needs `scaled:` (the value at the default size, Large)", c)
            return nil
        }
        guard let value = number(valueCursor) else { return nil }
        if value < 0 { error("`\(c.key)`: a scaled metric cannot be negative (\(value))", valueCursor); return nil }
        guard inRange(value, limit: SpecLimits.maxLength, valueCursor, what: "a length in points") != nil else { return nil }
        let style = map["relativeTo"].map { textStyle($0) } ?? ScaledMetric.defaultStyle
        guard let style else { return nil }
        return .scaled(value, relativeTo: style)
    }

    func lengthV(_ c: Cursor, allowInfinity: Bool = false) -> Varying<Length>? {
        varying(c) { length($0, allowInfinity: allowInfinity) }
    }

    /// A length where null means "SwiftUI's default" (stack spacing, spacer minLength).
    func optionalLengthV(_ c: Cursor, allowNegative: Bool = false) -> Varying<Length?>? {
        varying(c) { (c: Cursor) -> Length?? in
            c.isNull ? .some(nil) : length(c, allowNegative: allowNegative).map { .some($0) }
        }
    }

    /// A stack's spacing: null for SwiftUI's default; negative values overlap neighbours, as SwiftUI allows.
    func stackSpacingV(_ c: Cursor) -> Varying<Length?>? {
        optionalLengthV(c, allowNegative: true)
    }

    static let alignments: [(String, Alignment)] = [
        ("center", .center), ("leading", .leading), ("trailing", .trailing), ("top", .top), ("bottom", .bottom),
        ("topLeading", .topLeading), ("topTrailing", .topTrailing),
        ("bottomLeading", .bottomLeading), ("bottomTrailing", .bottomTrailing),
        // An HStack aligns its texts' baselines; elsewhere the edge they are nearest to.
        ("firstTextBaseline", Alignment(vertical: .top, textBaseline: .first)),
        ("lastTextBaseline", Alignment(vertical: .bottom, textBaseline: .last)),
    ]

    func alignment(_ c: Cursor) -> Alignment? {
        choice(c, Self.alignments.map { ($0.0, $0.1) }, what: "alignment")
    }

    func alignmentV(_ c: Cursor) -> Varying<Alignment>? { varying(c) { alignment($0) } }

    /// A stack's cross-axis alignment: a VStack aligns horizontally, an HStack vertically.
    func stackAlignment(_ c: Cursor, axis: Axis) -> Varying<Alignment>? {
        varying(c) { c -> Alignment? in
            let options: [(String, Alignment)] = axis == .vertical
                ? [("leading", .leading), ("center", .center), ("trailing", .trailing)]
                : [("top", .top), ("center", .center), ("bottom", .bottom),
                   ("firstTextBaseline", Alignment(vertical: .top, textBaseline: .first)),
                   ("lastTextBaseline", Alignment(vertical: .bottom, textBaseline: .last))]
            let what = axis == .vertical ? "VStack alignment (leading, center, trailing)"
                                         : "HStack alignment (top, center, bottom)"
            return choice(c, options, what: what)
        }
    }

    // MARK: modifiers' values

    /// `16`, `default`/null (`.padding()` = 16 pt), `{scaled: 16}`, or edges `{horizontal: 16, top: 8}`.
    func padding(_ c: Cursor) -> PaddingValue? {
        let systemDefault = Varying(Length.points(16))
        func edgeLength(_ c: Cursor) -> Varying<Length>? {
            if c.isNull || c.scalarString == "default" || c.bool == true { return systemDefault }
            return lengthV(c)
        }
        if c.isNull || c.scalarString == "default" || c.bool == true {
            return PaddingValue(top: systemDefault, leading: systemDefault, bottom: systemDefault, trailing: systemDefault)
        }
        if case .mapping = c.node, let map = MapReader(c, diags, expected: "edges"), map["scaled"] == nil {
            let edges = ["all", "horizontal", "vertical", "top", "bottom", "leading", "trailing"]
            map.rejectUnknown(allowed: edges, context: "in padding", diags)
            var p = PaddingValue()
            for (key, value) in map.entries.map({ ($0.key, $0.value) }) where edges.contains(key) {
                guard let v = edgeLength(value) else { continue }
                switch key {
                case "all": p.top = v; p.bottom = v; p.leading = v; p.trailing = v
                case "horizontal": p.leading = v; p.trailing = v
                case "vertical": p.top = v; p.bottom = v
                case "top": p.top = v
                case "bottom": p.bottom = v
                case "leading": p.leading = v
                default: p.trailing = v
                }
            }
            return p
        }
        guard let v = length(c) else { return nil }
        let all = Varying(v)
        return PaddingValue(top: all, leading: all, bottom: all, trailing: all)
    }

    func frame(_ c: Cursor) -> FrameValue? {
        guard let map = MapReader(c, diags, expected: "a mapping such as {width: 44, height: 44} or {maxWidth: infinity}") else {
            return nil
        }
        let fixed = ["width", "height"]
        let flexible = ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"]
        map.rejectUnknown(allowed: fixed + flexible + ["alignment"], context: "in frame", diags)
        let usedFixed = map.keys.filter(fixed.contains), usedFlexible = map.keys.filter(flexible.contains)
        if !usedFixed.isEmpty, !usedFlexible.isEmpty {
            error("frame mixes \(usedFixed.joined(separator: "/")) with \(usedFlexible.joined(separator: "/")): SwiftUI has "
                  + "frame(width:height:) and frame(minWidth:…maxHeight:) as two modifiers; chain them with `modifiers: [{frame: …}, {frame: …}]`", c)
            return nil
        }
        var f = FrameValue()
        func read(_ key: String) -> Varying<Length>? {
            map[key].flatMap { lengthV($0, allowInfinity: key.hasPrefix("max")) }
        }
        f.width = read("width"); f.height = read("height")
        f.minWidth = read("minWidth"); f.idealWidth = read("idealWidth"); f.maxWidth = read("maxWidth")
        f.minHeight = read("minHeight"); f.idealHeight = read("idealHeight"); f.maxHeight = read("maxHeight")
        f.alignment = map["alignment"].flatMap { varying($0) { alignment($0) } }
        return f
    }

    /// `true` (both axes), `false`, or `{horizontal: false, vertical: true}`.
    func fixedSize(_ c: Cursor) -> FixedSizeValue? {
        if let b = c.bool { return FixedSizeValue(horizontal: b, vertical: b) }
        guard case .mapping = c.node, let map = MapReader(c, diags, expected: "true or {horizontal, vertical}") else {
            mismatch(c, expected: "true, false or {horizontal: false, vertical: true}"); return nil
        }
        map.rejectUnknown(allowed: ["horizontal", "vertical"], context: "in fixedSize", diags)
        let h = map["horizontal"].map { bool($0) } ?? false
        let v = map["vertical"].map { bool($0) } ?? false
        guard let h, let v else { return nil }
        return FixedSizeValue(horizontal: h, vertical: v)
    }

    /// A limit of 0 lines is a trap: UIKit's `numberOfLines = 0` means no limit, SwiftUI's `lineLimit` takes at
    /// least one line. Said rather than guessed.
    func zeroLineLimit(_ c: Cursor) {
        error("`\(c.key)`: a line limit of 0 is ambiguous (UIKit's numberOfLines 0 means no limit, SwiftUI shows at "
              + "least 1 line): write null for no limit, or 1", c)
    }

    /// `3`, null (no limit), `"2...4"`, `"2..."`, `"...4"`, `{min: 2, max: 4}`, `{limit: 3, reservesSpace: true}`.
    func lineLimit(_ c: Cursor) -> LineLimitValue? {
        if c.isNull { return .unlimited }
        if c.number != nil {
            guard let n = int(c, expected: "a whole number of lines") else { return nil }
            guard n >= 0 else { error("`\(c.key)`: a line limit cannot be negative (\(n))", c); return nil }
            guard n != 0 else { zeroLineLimit(c); return nil }
            return LineLimitValue(max: n, min: 0)
        }
        if let text = c.scalarString {
            guard let r = text.range(of: "...") else {
                mismatch(c, expected: "a line count, null, or a range like 2...4"); return nil
            }
            let lower = String(text[..<r.lowerBound]).trimmingCharacters(in: .whitespaces)
            let upper = String(text[r.upperBound...]).trimmingCharacters(in: .whitespaces)
            let lo = lower.isEmpty ? 0 : Int(lower), hi = upper.isEmpty ? nil : Int(upper)
            guard let lo, upper.isEmpty || hi != nil, lo >= 0, hi.map({ $0 >= max(lo, 1) }) ?? true else {
                error("`\(c.key)`: `\(text)` is not a line range like 2...4, 2... or ...4", c); return nil
            }
            return LineLimitValue(max: hi, min: lo)
        }
        guard let map = MapReader(c, diags, expected: "a line count or {min, max}") else { return nil }
        map.rejectUnknown(allowed: ["limit", "reservesSpace", "min", "max"], context: "in lineLimit", diags)
        if map["limit"] != nil, map["min"] != nil || map["max"] != nil {
            error("`lineLimit`: write either {limit, reservesSpace} or {min, max}", c); return nil
        }
        if let limitCursor = map["limit"] {
            guard let limit = int(limitCursor) else { return nil }
            guard limit >= 0 else { error("`limit`: a line limit cannot be negative (\(limit))", limitCursor); return nil }
            guard limit != 0 else { zeroLineLimit(limitCursor); return nil }
            let reserves = map["reservesSpace"].map { bool($0) } ?? false
            guard let reserves else { return nil }
            return LineLimitValue(max: limit, min: reserves ? limit : 0)
        }
        let lo = map["min"].map { int($0) } ?? 0
        var hi: Int?
        if let maxCursor = map["max"], !maxCursor.isNull {
            guard let n = int(maxCursor) else { return nil }
            guard n != 0 else { zeroLineLimit(maxCursor); return nil }
            hi = n
        }
        guard let lo else { return nil }
        guard lo >= 0, (hi ?? lo) >= lo else {
            error("`lineLimit`: expected 0 ≤ min ≤ max, found min \(lo), max \(hi.map(String.init) ?? "none")", c); return nil
        }
        return LineLimitValue(max: hi, min: lo)
    }

    /// `"...accessibility3"`, `"small..."`, `"small...large"`, `{min, max}`, or one category (a fixed value).
    func dynamicTypeSize(_ c: Cursor) -> DynamicTypeSizeValue? {
        if isCategoryMap(c) {
            error("`dynamicTypeSize` cannot vary by size category (it sets the category)", c); return nil
        }
        if let text = c.scalarString {
            guard let r = text.range(of: "...") else {
                return category(c).map { .fixed($0) }
            }
            let lower = String(text[..<r.lowerBound]), upper = String(text[r.upperBound...])
            let lo = lower.isEmpty ? ContentSizeCategory.xSmall : category(text: lower, c)
            let hi = upper.isEmpty ? ContentSizeCategory.accessibility5 : category(text: upper, c)
            guard let lo, let hi else { return nil }
            return .range(ContentSizeRange(lower: lo, upper: hi))
        }
        guard let map = MapReader(c, diags, expected: "a range like ...accessibility3") else { return nil }
        map.rejectUnknown(allowed: ["min", "max"], context: "in dynamicTypeSize", diags)
        let lo = map["min"].map { category($0) } ?? .xSmall, hi = map["max"].map { category($0) } ?? .accessibility5
        guard let lo, let hi else { return nil }
        return .range(ContentSizeRange(lower: lo, upper: hi))
    }
}
