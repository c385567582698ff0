import Layout

/// `text-missing-glyphs`: characters the configured font lacks, drawn as empty boxes (.notdef) on Linux where
/// iOS would fall back to another font: a sign the configured fonts do not cover the content.
public struct TextMissingGlyphsRule: Rule {
    public init() {}
    public let descriptor = RuleDescriptor(
        id: RuleID.textMissingGlyphs, defaultSeverity: .warning,
        summary: "The font lacks some characters of the text; they are drawn as empty boxes.")

    public func check(_ tree: ElementTree, _ context: CheckContext) -> [Finding] {
        tree.entries.compactMap { entry in
            guard !entry.hidden, let text = entry.laid.text, !text.missingCharacters.isEmpty else { return nil }
            let listed = text.missingCharacters.prefix(5).map(describe).joined(separator: ", ")
            let more = text.missingCharacters.count > 5 ? " and \(text.missingCharacters.count - 5) more" : ""
            return entry.finding(descriptor, context, cause: "The font has no glyph for \(listed)\(more).",
                                 measured: Measure(value: Double(text.missingCharacters.count), unit: "characters"),
                                 required: Measure(value: 0, unit: "characters"))
        }
    }

    private func describe(_ c: Character) -> String {
        let codes = c.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true).leftPadded(to: 4) }
        return "\"\(c)\" (\(codes.joined(separator: " ")))"
    }
}

extension String {
    func leftPadded(to width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}
