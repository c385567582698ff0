/// Which characters are shown as emoji (Unicode TR #51, "Presentation Style"): a character whose default
/// presentation is emoji (Emoji_Presentation: 😀, 🇩, 🏻) unless text style is asked for with U+FE0E, and any
/// emoji character followed by U+FE0F (❤️, the keycap 1️⃣). iOS draws these in Apple Color Emoji; others (©, ☺, a
/// digit) stay in the text's font.
enum Emoji {
    static func presentation(_ scalars: [Itemizer.Scalar], _ i: Int) -> Bool {
        let v = scalars[i].value
        let next = i + 1 < scalars.count ? scalars[i + 1].value : 0
        if next == 0xFE0F { return Unicode.Scalar(v)?.properties.isEmoji ?? false }
        // Emoji_Presentation lies in U+231A…U+2B55 and from U+1F004 on: other text never reaches the property table.
        guard next != 0xFE0E, (0x231A...0x2B55).contains(v) || v >= 0x1F004 else { return false }
        return Unicode.Scalar(v)?.properties.isEmojiPresentation ?? false
    }

    /// Tag characters, which spell a subdivision flag after 🏴 (England: U+1F3F4 U+E0067 … U+E007F).
    static func isTag(_ v: UInt32) -> Bool { (0xE0020...0xE007F).contains(v) }
}
