import DynamicType
import TextEngine

/// The measure JSON written straight into a byte buffer: the batch path's output was a quarter of its time when
/// built by String concatenation. Same bytes as `MeasureOutput.json` (a test holds them equal).
struct JSONBytes {
    var bytes: [UInt8] = []
    /// The last font name written and its JSON bytes: a batch names one font on every line.
    private var lastFont: (name: String, json: [UInt8]) = ("", [])

    mutating func font(_ name: String) {
        if name != lastFont.name {
            let start = bytes.count
            string(name)
            lastFont = (name, Array(bytes[start...]))
            return
        }
        bytes.append(contentsOf: lastFont.json)
    }

    mutating func raw(_ s: StaticString) {
        s.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    mutating func raw(_ s: String) { bytes.append(contentsOf: s.utf8) }

    /// `Points`: 0.01 pt, no trailing zeros; `null` when not finite.
    mutating func number(_ v: Double) { Points.append(v, to: &bytes) }

    mutating func integer(_ n: Int) {
        if n < 0 { bytes.append(UInt8(ascii: "-")) }
        Points.appendDigits(n, to: &bytes)
    }

    /// `MeasureOutput.string`: a JSON string literal, UTF-8 kept, control characters and U+2028/2029 escaped.
    mutating func string(_ s: String) {
        var s = s
        let plain = s.withUTF8 { u in
            var i = 0
            while i < u.count {
                let b = u[i]
                if b < 0x20 || b == 0x22 || b == 0x5C { return false }
                if b == 0xE2, i + 2 < u.count, u[i + 1] == 0x80, u[i + 2] == 0xA8 || u[i + 2] == 0xA9 { return false }
                i += 1
            }
            bytes.append(UInt8(ascii: "\""))
            bytes.append(contentsOf: u)
            bytes.append(UInt8(ascii: "\""))
            return true
        }
        if !plain { raw(MeasureOutput.string(s)) }  // rare: quotes, backslashes, control characters, U+2028/2029
    }

    mutating func measured(_ m: MeasuredText, idJSON: String?) {
        raw("{")
        if let idJSON { raw("\"id\":"); raw(idJSON); raw(",") }
        raw("\"lines\":[")
        for (i, line) in m.lines.enumerated() {
            if i > 0 { raw(",") }
            raw("{\"text\":")
            string(line.text)
            raw(",\"width\":")
            number(line.width)
            if line.splitsWord { raw(",\"splitsWord\":true") }
            // Runs only where the line needed more than the requested face (as MeasureOutput.runsJSON).
            if !line.runs.isEmpty {
                raw(",\"runs\":[")
                for (j, run) in line.runs.enumerated() {
                    if j > 0 { raw(",") }
                    raw("{\"text\":"); string(run.text); raw(",\"font\":"); font(MeasureOutput.fontName(run))
                    raw(",\"width\":"); number(run.width); raw(run.rightToLeft ? ",\"rtl\":true}" : ",\"rtl\":false}")
                }
                raw("]")
            }
            raw("}")
        }
        raw("],\"lineCount\":"); integer(m.lineCount)
        raw(",\"naturalWidth\":"); number(m.naturalWidth)
        raw(",\"height\":"); number(m.height)
        raw(m.truncated ? ",\"truncated\":true" : ",\"truncated\":false")
        raw(",\"width\":"); number(m.width)
        raw(",\"lineHeight\":"); number(m.lineHeight)
        raw(m.rightToLeft ? ",\"direction\":\"rtl\"" : ",\"direction\":\"ltr\"")
        raw(",\"effectiveSize\":"); number(m.effectiveSize)
        raw(",\"truncationCause\":")
        if let cause = m.truncationCause { string(cause.rawValue) } else { raw("null") }
        raw(",\"missingCharacters\":[")
        for (i, c) in m.missingCharacters.enumerated() {
            if i > 0 { raw(",") }
            string(String(c))
        }
        raw("]}")
    }
}
