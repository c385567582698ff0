import DynamicType
import Foundation
import Snapshots
import TextEngine

/// `layoutcheck measure` output: the JSON contract (a contract other tools rely on) and a readable
/// summary. JSON keys come in a fixed order and numbers are rounded to 0.01, so output is byte-stable.
enum MeasureOutput {
    /// `{"lines":[{"text","width"}],"lineCount","naturalWidth","height","truncated", …extras}` on one line;
    /// `idJSON` (already JSON) goes first when present.
    static func json(_ m: MeasuredText, idJSON: String? = nil) -> String {
        var out = "{"
        if let idJSON { out += "\"id\":\(idJSON)," }
        out += "\"lines\":[" + m.lines.map { line in
            "{\"text\":\(string(line.text)),\"width\":\(number(line.width))" + (line.splitsWord ? ",\"splitsWord\":true" : "")
                + runsJSON(line) + "}"
        }.joined(separator: ",") + "]"
        out += ",\"lineCount\":\(m.lineCount)"
        out += ",\"naturalWidth\":\(number(m.naturalWidth))"
        out += ",\"height\":\(number(m.height))"
        out += ",\"truncated\":\(m.truncated)"
        out += ",\"width\":\(number(m.width))"
        out += ",\"lineHeight\":\(number(m.lineHeight))"
        out += ",\"direction\":\(m.rightToLeft ? "\"rtl\"" : "\"ltr\"")"
        out += ",\"effectiveSize\":\(number(m.effectiveSize))"
        out += ",\"truncationCause\":" + (m.truncationCause.map { string($0.rawValue) } ?? "null")
        out += ",\"missingCharacters\":[" + m.missingCharacters.map { string(String($0)) }.joined(separator: ",") + "]"
        return out + "}"
    }

    /// `,"runs":[…]`: a line's runs in visual order with each run's font file, for a line that needed more than the
    /// requested face (a fallback font or a right-to-left run). A line drawn left to right in the requested face
    /// alone has none: its font is the request's, and Latin batches stay as small and fast as before runs existed.
    static func runsJSON(_ line: MeasuredText.Line) -> String {
        guard !line.runs.isEmpty else { return "" }
        return ",\"runs\":[" + line.runs.map {
            "{\"text\":\(string($0.text)),\"font\":\(string(fontName($0))),\"width\":\(number($0.width)),\"rtl\":\($0.rightToLeft)}"
        }.joined(separator: ",") + "]"
    }

    /// A run's font file, `#INDEX` added for a face of a collection after the first.
    static func fontName(_ run: MeasuredText.Run) -> String { run.faceIndex == 0 ? run.font : "\(run.font)#\(run.faceIndex)" }

    static func error(_ message: String, idJSON: String?) -> String {
        "{" + (idJSON.map { "\"id\":\($0)," } ?? "") + "\"error\":\(string(message))}"
    }

    /// A few lines for people: each line with its width, then the totals.
    static func text(_ m: MeasuredText, request: TextRequest, fontName: String) -> String {
        var out = "\(fontName) \(number(request.size)) pt, weight \(number(request.weight))"
        out += request.width.map { ", width \(number($0)) pt" } ?? ", ideal width (no wrapping)"
        out += "\n"
        for (i, line) in m.lines.enumerated() {
            out += "  \(String(i + 1).leftPadded(3))  \(number(line.width).leftPadded(8))  \(line.text)\n"
            if !line.runs.isEmpty {  // visual order, with each run's font file
                out += line.runs.map { "       \($0.rightToLeft ? "←" : "→") \(number($0.width).leftPadded(8))  \($0.text)  [\(Self.fontName($0))]\n" }.joined()
            }
        }
        out += "lines \(m.lineCount) · width \(number(m.width)) · natural width \(number(m.naturalWidth))"
        out += " · height \(number(m.height)) (line height \(number(m.lineHeight)))\n"
        if m.effectiveSize != request.size { out += "shrunk to \(number(m.effectiveSize)) pt (minimum scale factor)\n" }
        if m.truncated { out += "truncated by the \(m.truncationCause == .height ? "height" : "line limit")\n" }
        if !m.missingCharacters.isEmpty {
            out += "missing from the font: " + m.missingCharacters.map { scalarNames($0) }.joined(separator: ", ") + "\n"
        }
        return out
    }

    /// `Points`: 0.01 pt, no trailing zeros (163.07, 20.5, 17); `null` when not finite.
    static func number(_ v: Double) -> String { v.isFinite ? Points.text(v) : "null" }

    /// A JSON string literal (the goldens' escaping: `CanonicalJSON.quoted`).
    static func string(_ s: String) -> String { CanonicalJSON.quoted(s) }

    private static func scalarNames(_ c: Character) -> String {
        "\(c) (" + c.unicodeScalars.map { String(format: "U+%04X", $0.value) }.joined(separator: " ") + ")"
    }
}

extension String {
    func leftPadded(_ width: Int) -> String { String(repeating: " ", count: max(0, width - count)) + self }
}
