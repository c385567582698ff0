/// The one way layoutcheck prints points: rounded to 0.01, no trailing zeros, no exponent ("163.07", "20.5", "17",
/// "0" for −0.004), so goldens, reports, pages and `measure` output agree and diff well. Integer arithmetic, not
/// `String(format:)`: this runs for every number of every golden and glyph.
public enum Points {
    /// Beyond this magnitude (far past any length a spec may hold) values print as Swift prints a Double.
    static let largest = 1e13

    /// A finite value as text; callers choose what non-finite values read as (`∞`, `null`, `0`).
    public static func text(_ v: Double) -> String {
        precondition(v.isFinite, "Points.text takes finite values")
        guard abs(v) < largest else { return String(v) }
        let hundredths = Int((v * 100).rounded())
        let magnitude = abs(hundredths)
        var out = hundredths < 0 ? "-" : ""
        out += String(magnitude / 100)
        let fraction = magnitude % 100
        if fraction != 0 {
            out += fraction % 10 == 0 ? "." + String(fraction / 10) : (fraction < 10 ? ".0" : ".") + String(fraction)
        }
        return out
    }

    /// The same text appended as UTF-8 bytes, for writers that build bytes directly.
    public static func append(_ v: Double, to bytes: inout [UInt8]) {
        guard v.isFinite, abs(v) < largest else { bytes.append(contentsOf: (v.isFinite ? String(v) : "null").utf8); return }
        let hundredths = Int((v * 100).rounded())
        if hundredths < 0 { bytes.append(UInt8(ascii: "-")) }
        let magnitude = abs(hundredths)
        appendDigits(magnitude / 100, to: &bytes)
        let fraction = magnitude % 100
        if fraction != 0 {
            bytes.append(UInt8(ascii: "."))
            bytes.append(UInt8(ascii: "0") + UInt8(fraction / 10))
            if fraction % 10 != 0 { bytes.append(UInt8(ascii: "0") + UInt8(fraction % 10)) }
        }
    }

    /// A non-negative integer's decimal digits, without building a String (the `measure --batch` path writes
    /// millions of numbers).
    public static func appendDigits(_ n: Int, to bytes: inout [UInt8]) {
        var m = n.magnitude
        var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                     UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
            (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var count = 0
        withUnsafeMutableBytes(of: &digits) { d in
            repeat { d[count] = UInt8(ascii: "0") + UInt8(m % 10); m /= 10; count += 1 } while m > 0
            for i in stride(from: count - 1, through: 0, by: -1) { bytes.append(d[i]) }
        }
    }

    /// Rounded to 0.01 (non-finite values unchanged), as goldens store frames.
    public static func rounded(_ v: Double) -> Double { v.isFinite ? (v * 100).rounded() / 100 : v }
}

extension String {
    /// Left-aligned in a column of `width` characters (never cut).
    public func padded(to width: Int) -> String { self + String(repeating: " ", count: max(0, width - count)) }
}
