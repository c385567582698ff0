import DynamicType
import Foundation
import Layout

/// Escaping, number formatting and the colour vocabulary every preview shares.
enum Markup {
    /// Text content and attribute values (`"` and `'` included, so one function serves both).
    static func escape(_ s: String) -> String {
        var out = ""
        out.reserveCapacity(s.utf8.count)
        for c in s.unicodeScalars {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.unicodeScalars.append(c)
            }
        }
        return out
    }

    /// `Points`: at most two decimals, no trailing zeros, so pages stay small and diff well; 0 when not finite.
    static func num(_ v: Double) -> String { v.isFinite ? Points.text(v) : "0" }

    static func size(_ r: Rect) -> String { "\(num(r.width))×\(num(r.height))" }
    static func frame(_ r: Rect) -> String { "x \(num(r.minX)), y \(num(r.minY)), \(size(r)) pt" }
}

/// The marks' colours. Truncation red is exact and used for nothing else, so a screenshot test can count it.
public enum PreviewColour {
    public static let truncation = "#e0002a"
    /// (224, 0, 42): `truncation` as RGB.
    public static let truncationRGB: (UInt8, UInt8, UInt8) = (224, 0, 42)
    static let hitTarget = "#f07800"
    static let branch = "#0a68ff"
    static let breakpoint = "#8a3ffc"
    static let finding = "#c21a88"
    /// Warnings and notes: dotted, amber and grey, apart from errors.
    static let warning = "#b7791f"
    static let note = "#8c959f"
    static let guide = "#7fb2ff"
}
