/// Colour bitmap fonts: emoji drawn as PNG strikes (`CBDT`/`CBLC`, Google's Noto Color Emoji) or Apple's `sbix`
/// (Apple Color Emoji). FreeType opens them but flags them not scalable and leaves units per em and the line metrics
/// at 0 (it fills those from outline tables only), so they are read here from `head` and `hhea`.
///
/// How iOS lays them out: CoreText scales a bitmap strike to the point size like an outline, so a glyph's advance is
/// its `hmtx` advance scaled linearly (the strike's advance in font units: Noto's 136 px at 109 ppem is 2550/2048 em)
/// and the line is as tall as `hhea` gives (ascender + |descender| + line gap). HarfBuzz shapes such a face from
/// `hmtx` the same way, so the engine measures it as any face once these metrics are known.
enum ColorBitmapFont {
    /// Whether the face carries colour bitmap glyphs (`CBDT` with `CBLC`, or `sbix`).
    static func isColorBitmap(_ bytes: UnsafeRawBufferPointer, faceIndex: Int) -> Bool {
        let cbdt = SfntCheck.table("CBDT", in: bytes, faceIndex: faceIndex) != nil
            && SfntCheck.table("CBLC", in: bytes, faceIndex: faceIndex) != nil
        return cbdt || SfntCheck.table("sbix", in: bytes, faceIndex: faceIndex) != nil
    }

    /// Units per em (`head`) and the `hhea` ascender, |descender| and line gap; nil when a table is missing or short.
    static func metrics(_ bytes: UnsafeRawBufferPointer, faceIndex: Int)
        -> (unitsPerEm: Int, ascender: Int, descender: Int, lineGap: Int)? {
        guard let head = SfntCheck.table("head", in: bytes, faceIndex: faceIndex), head.count >= 54,
              let hhea = SfntCheck.table("hhea", in: bytes, faceIndex: faceIndex), hhea.count >= 36 else { return nil }
        let unitsPerEm = Int(SfntCheck.u16(bytes, head.lowerBound + 18))
        guard unitsPerEm > 0 else { return nil }
        func signed(_ offset: Int) -> Int { Int(Int16(bitPattern: SfntCheck.u16(bytes, hhea.lowerBound + offset))) }
        return (unitsPerEm, signed(4), -signed(6), max(0, signed(8)))
    }
}
