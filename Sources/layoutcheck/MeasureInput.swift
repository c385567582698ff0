import DynamicType
import Foundation
import LayoutCheckKit
import Specs
import ViewModel
import TextEngine

/// One `measure` case as typed: command-line options, or a JSON Lines object over them (batch).
struct MeasureInput {
    var text: String?
    var font: String?
    var faceIndex = 0
    var style: String?
    var category: String?
    var boldText = false
    var size: Double?
    var weight: String?
    /// `weight` when it came as a JSON number: parsed once, not re-read from its text.
    var weightValue: Double?
    var width: Double?
    var height: Double?
    var lineLimit: Int?
    var truncation: String?
    var minScale: Double?
    var leading: Double?
    /// With `style`: the HIG table's leading as the line height (as `lineHeight: hig` in layoutcheck.yml);
    /// otherwise the font's own metrics, as layouts use by default.
    var higLeading = false
    /// BCP 47 language of the text (fallback face for Han, ICU line-break rules, HarfBuzz language).
    var language: String?
    /// auto (first strong character), ltr or rtl.
    var direction: String?

    /// JSON Lines keys, camelCase as the design contract (`lineLimit`); `minScale` also as SwiftUI's name.
    static let jsonKeySet = Set(jsonKeys)
    static let jsonKeys = ["id", "text", "font", "faceIndex", "style", "category", "boldText", "size", "weight", "width",
                           "height", "lineLimit", "truncation", "minScale", "minimumScaleFactor", "leading", "higLeading", "language", "direction"]

    /// This input with the fields present in a JSON object laid over it (null = absent, except for `width`,
    /// `height` and `lineLimit`, where null clears a command-line default).
    func overlaid(with object: [String: JSONLineValue]) throws -> MeasureInput {
        if let fast = overlaidInOnePass(object) { return fast }
        var out = self
        if object.keys.contains(where: { !Self.jsonKeySet.contains($0) }) {  // sorted only to name the first unknown
            let key = object.keys.sorted().first { !Self.jsonKeySet.contains($0) }!
            throw MeasureError.usage("unknown key '\(key)'\(Suggest.hint(key, Self.jsonKeys))")
        }
        func string(_ key: String) throws -> String? {
            switch object[key] {
            case nil, .null?: return nil
            case .string(let s)?: return s
            default: throw MeasureError.usage("'\(key)' must be a string")
            }
        }
        func number(_ key: String) throws -> Double? {
            switch object[key] {
            case nil, .null?: return nil
            case .number(let n)?: return n
            default: throw MeasureError.usage("'\(key)' must be a number")
            }
        }
        /// Whole numbers; 1e300 must not trap converting to Int.
        func int(_ key: String) throws -> Int? {
            guard let v = try number(key) else { return nil }
            return Int(exactly: v.rounded(.towardZero)) ?? (v > 0 ? Int.max : Int.min)
        }
        if let v = try string("text") { out.text = v }
        if let v = try string("font") { out.font = v }
        if let v = try int("faceIndex") { out.faceIndex = v }
        if let v = try string("style") { out.style = v }
        if let v = try string("category") { out.category = v }
        if case .bool(let v)? = object["boldText"] { out.boldText = v }
        if case .string(let s)? = object["weight"] { out.weight = s; out.weightValue = nil } else if let n = try number("weight") {
            out.weight = String(n)
            out.weightValue = n
        }
        if let v = try number("size") { out.size = v }
        if object["width"] == .null { out.width = nil } else if let v = try number("width") { out.width = v }
        if object["height"] == .null { out.height = nil } else if let v = try number("height") { out.height = v }
        if object["lineLimit"] == .null { out.lineLimit = nil } else if let v = try int("lineLimit") { out.lineLimit = v }
        if let v = try string("truncation") { out.truncation = v }
        if let v = try number("minScale") ?? number("minimumScaleFactor") { out.minScale = v }
        if let v = try number("leading") { out.leading = v }
        if case .bool(let v)? = object["higLeading"] { out.higLeading = v }
        if let v = try string("language") { out.language = v }
        if let v = try string("direction") { out.direction = v }
        return out
    }

    /// The engine request, or a usage error naming the bad option. `family` is the registered name of `font`.
    func request(family: String?) throws -> TextRequest {
        guard let text else { throw MeasureError.usage("missing TEXT (or 'text' in a batch line)") }
        var size = self.size
        var weight: Double?
        var lineHeight = leading
        var lineSpacing = 0.0
        var styleMetrics: (style: TextStyle, category: ContentSizeCategory)?
        if let styleName = style {
            guard let style = TextStyle(parsing: styleName) else {
                throw MeasureError.usage("unknown text style '\(styleName)'\(Suggest.hint(styleName, TextStyle.acceptedNames))")
            }
            var category = ContentSizeCategory.default
            if let name = self.category {
                guard let parsed = ContentSizeCategory(parsing: name) else {
                    throw MeasureError.usage("unknown size category '\(name)'"
                                             + Suggest.hint(name, ContentSizeCategory.acceptedNames))
                }
                category = parsed
            }
            let metrics = style.metrics(at: category)
            // An explicit size overrides the style's; the HIG leading then scales with it.
            if lineHeight == nil, higLeading { lineHeight = metrics.leading * (size ?? metrics.size) / metrics.size }
            size = size ?? metrics.size
            weight = (boldText ? metrics.weight.boldTextWeight : metrics.weight).value
            styleMetrics = (style, category)
        } else if category != nil {
            throw MeasureError.usage("--category needs --style (the category picks the style's size)")
        }
        guard let size else { throw MeasureError.usage("--size is required unless --style is given") }
        guard size.isFinite, size > 0 else { throw MeasureError.usage("--size must be a positive number of points") }
        if let n = weightValue, n >= 1, n <= 1000 {
            weight = n
        } else if let w = self.weight {
            guard let parsed = FontWeight(parsing: w) else {
                let names = FontWeight.named.map(\.0)
                throw MeasureError.usage("unknown weight '\(w)' (a name or 1…1000)\(Suggest.hint(w, names))")
            }
            weight = parsed.value
        }
        if boldText && style == nil, let w = weight ?? Optional(400) { weight = FontWeight(w).boldTextWeight.value }
        if let width, !(width >= 0) { throw MeasureError.usage("--width must be ≥ 0") }
        if let height, !(height >= 0) { throw MeasureError.usage("--height must be ≥ 0") }
        var mode = Truncation.tail
        if let t = truncation {
            guard let parsed = Truncation(rawValue: t.lowercased()) else {
                throw MeasureError.usage("unknown truncation '\(t)' (tail, head or middle)"
                                         + Suggest.hint(t, Truncation.allCases.map(\.rawValue)))
            }
            mode = parsed
        }
        let factor = minScale ?? 1
        guard factor > 0, factor <= 1 else { throw MeasureError.usage("--min-scale must be in (0, 1]") }
        // The system font's lines are SF's, as layouts measure them; a style adds its UIFont.leading between lines.
        if family == nil, lineHeight == nil {
            lineHeight = SystemFontMetrics.lineHeight(size: size)
            if let (style, category) = styleMetrics {
                lineSpacing = SystemFontMetrics.lineSpacing(style: style, at: category) * size / style.size(at: category)
            }
        }
        var request = TextRequest(text, family: family, size: size, weight: weight ?? 400, width: width, height: height,
                                  lineLimit: lineLimit, truncation: mode, minimumScaleFactor: factor, lineHeight: lineHeight,
                                  lineSpacing: lineSpacing)
        request.language = language
        if let d = direction {
            guard let parsed = TextDirection(rawValue: d.lowercased()) else {
                throw MeasureError.usage("unknown direction '\(d)' (auto, ltr or rtl)")
            }
            request.direction = parsed
        }
        return request
    }
}

/// A measure failure and the exit status it maps to: 2 usage, 3 environment (fonts).
enum MeasureError: Error, CustomStringConvertible {
    case usage(String)
    case environment(String)

    var description: String {
        switch self {
        case .usage(let m), .environment(let m): return m
        }
    }

    var exitCode: Int32 {
        switch self {
        case .usage: return 2
        case .environment: return 3
        }
    }
}
