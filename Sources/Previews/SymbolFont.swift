import Foundation
import TextEngine

/// The icon font SF Symbols are drawn with: Font Awesome 4.7 (SIL OFL 1.1), from Debian's `fonts-font-awesome`,
/// which `scripts/setup` installs. Apple's SF Symbols may not be redistributed or used outside Apple platforms, so
/// `SymbolMap` names an open glyph of similar meaning for each common symbol. Optional: without it previews draw
/// named placeholders and say so.
public final class SymbolFont: @unchecked Sendable {
    /// Where Debian installs the font.
    public static let debianPath = "/usr/share/fonts/truetype/font-awesome/fontawesome-webfont.ttf"
    public static let debianPackage = "fonts-font-awesome"
    static let family = "FontAwesome"

    public let path: String
    let outlines: GlyphOutlines

    /// Loads the font at `path`; throws when it is missing or unreadable.
    public init(path: String) throws {
        let fonts = FontLibrary()
        try fonts.register(family: Self.family, path: path)
        self.path = path
        outlines = try GlyphOutlines(fonts: fonts)
    }

    /// What to install when the font is missing.
    public static let missingNote = "the icon font is not installed (Debian: apt-get install \(debianPackage), or scripts/setup)"

    /// The font at Debian's path, or nil when the package is not installed.
    public static func installed(at path: String = debianPath) -> SymbolFont? {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        return try? SymbolFont(path: path)
    }

    /// One glyph shaped from its code point: its key, advance and the font's vertical metrics (font units).
    func glyph(_ codePoint: UInt32) -> ShapedLine? {
        guard let scalar = Unicode.Scalar(codePoint) else { return nil }
        return try? outlines.shapeLine(String(Character(scalar)), family: Self.family, size: 17, weight: 400)
    }
}
