import CHarfBuzz

/// The faces tried for a character, in order: the requested face, then the fallback entries in the order for the
/// character's language. Kana are taken as Japanese and Hangul as Korean whatever the text's language (iOS draws them
/// in Hiragino Sans and Apple SD Gothic Neo); Han and every other script follow the text's language.
/// One per shaping; fallback files load on the first character that needs them.
final class Cascade {
    let primary: FontFace
    let weight: Double
    let language: String?
    let library: FontLibrary?
    private var orders: [String: [Int]] = [:]
    /// Common characters take the cascade's first face (Pango) rather than the surrounding text's.
    let commonFromCascade: Bool

    init(primary: FontFace, weight: Double, language: String?, library: FontLibrary?) {
        self.primary = primary
        self.weight = weight
        self.language = language
        self.library = library
        commonFromCascade = library?.commonCharacters == .firstInCascade
    }

    /// No fallback fonts: every character stays in the requested face.
    var isEmpty: Bool { library?.fallback.isEmpty ?? true }

    func face(for scalar: UInt32, script: UInt32) throws -> FontFace {
        guard let library, !primary.covers(scalar) else { return primary }
        for index in order(for: script) {
            let face = try library.fallbackFace(index, weight: weight)
            if face.covers(scalar) { return face }
        }
        return primary
    }

    /// A character shown as emoji (`Emoji.presentation`) is drawn in the colour emoji font when one covers it, as
    /// CoreText draws it in Apple Color Emoji whatever the text's font has; else as any character.
    /// Entries not marked `isEmoji` (files given on the command line or in `fonts.fallback`) count when their face
    /// is a colour bitmap font; they are only loaded to find out when no entry is marked.
    func emojiFace(for scalar: UInt32, script: UInt32) throws -> FontFace {
        if let library {
            for index in emojiEntries {
                let face = try library.fallbackFace(index, weight: weight)
                if face.isColorBitmap && face.covers(scalar) { return face }
            }
        }
        return try face(for: scalar, script: script)
    }

    private lazy var emojiEntries: [Int] = {
        let entries = library?.fallback ?? []
        let marked = entries.indices.filter { entries[$0].isEmoji }
        return marked.isEmpty ? Array(entries.indices) : marked
    }()

    private func order(for script: UInt32) -> [Int] {
        var key = language
        if script == HB_SCRIPT_HIRAGANA.rawValue || script == HB_SCRIPT_KATAKANA.rawValue { key = "ja" }
        if script == HB_SCRIPT_HANGUL.rawValue { key = "ko" }
        if let known = orders[key ?? ""] { return known }
        let order = library?.fallbackOrder(language: key) ?? []
        orders[key ?? ""] = order
        return order
    }
}
