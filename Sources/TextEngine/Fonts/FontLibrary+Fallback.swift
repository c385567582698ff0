import Foundation

/// The fallback cascade: fonts tried, in order, for characters the requested face lacks (CoreText's cascade list
/// on iOS). Empty by default; `bundled()` and the command line set Debian's Noto families (`FallbackFont.debianNoto`).
extension FontLibrary {
    /// Replaces the cascade. Nothing is loaded until a character needs it.
    public func setFallback(_ entries: [FallbackFont], commonCharacters: CommonCharacterFont = .surroundingText) {
        withLock {
            fallbackEntries = entries
            fallbackFamilies = [:]
            commonFont = commonCharacters
            changes += 1
        }
    }

    /// How characters of no script of their own (Common: spaces, digits, punctuation) choose their face.
    public var commonCharacters: CommonCharacterFont { withLock { commonFont } }

    public var fallback: [FallbackFont] { withLock { fallbackEntries } }

    /// Entry indices in the order they are tried for text in `language`: entries made for the language first (Han in
    /// `ja` → the JP face, as iOS picks Hiragino Sans), then the rest in configured order.
    func fallbackOrder(language: String?) -> [Int] {
        let entries = withLock { fallbackEntries }
        guard let language else { return Array(entries.indices) }
        let key = LanguageTag.fallbackKey(language)
        let first = entries.indices.filter { entries[$0].languages.contains(key) }
        return first + entries.indices.filter { !entries[$0].languages.contains(key) }
    }

    /// The face of fallback entry `index` for `weight`, loading the entry's files on first use. A missing file is
    /// `FontError.fallbackNotFound`, naming the file and its package.
    func fallbackFace(_ index: Int, weight: Double) throws -> FontFace {
        let (known, entry) = withLock { (fallbackFamilies[index], fallbackEntries[index]) }
        if let known { return known.face(for: weight) }
        let family: FontFamily
        do { family = try self.family(from: entry.sources) } catch FontError.fileNotFound(let path) {
            throw FontError.fallbackNotFound(path: path, package: entry.package)
        }
        withLock { fallbackFamilies[index] = family }
        return family.face(for: weight)
    }
}

/// Which face draws a Common-script character (space, digit, punctuation) that several faces have.
public enum CommonCharacterFont: String, Hashable, Sendable, CaseIterable {
    /// The face of the text around it (issue 13's rule: "spaces and common punctuation take the font of the text
    /// around them"), when that face has it. The default.
    case surroundingText = "text"
    /// Pango's itemization: spaces keep the current face, other Common characters take the cascade's first face that
    /// has them (the requested face for digits and ASCII punctuation). For comparing with Pango (bench/pango-intl).
    case firstInCascade = "cascade"
}
