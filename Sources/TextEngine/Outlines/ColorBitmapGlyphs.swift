/// The PNG image of a colour bitmap glyph in a `CBDT`/`CBLC` font (Noto Color Emoji), for previews to draw an emoji
/// as iOS shows it rather than an outline it does not have. Layout follows the OpenType specification's "CBLC — Color
/// Bitmap Location Table" and "CBDT — Color Bitmap Data Table": the strike with the most pixels per em is used; index
/// subtable formats 1 and 3 (offset arrays) and glyph image formats 17 and 18 (metrics, then PNG data) are read,
/// which covers Noto Color Emoji; anything else gives nil and the glyph is drawn as its box.
public enum ColorBitmapGlyphs {
    /// PNG bytes and where they go, in font units from the glyph origin, y down (as glyph paths are drawn).
    public struct Image: Sendable {
        public var png: [UInt8]
        public var x: Double, y: Double, width: Double, height: Double
    }

    static func image(_ bytes: UnsafeRawBufferPointer, faceIndex: Int, glyph: UInt32, unitsPerEm: Int) -> Image? {
        guard let cblc = SfntCheck.table("CBLC", in: bytes, faceIndex: faceIndex),
              let cbdt = SfntCheck.table("CBDT", in: bytes, faceIndex: faceIndex),
              let strike = largestStrike(bytes, cblc),
              let (offset, format) = glyphData(bytes, cblc, strike: strike, glyph: glyph) else { return nil }
        let at = cbdt.lowerBound + offset
        let metrics = format == 17 ? 5 : 8
        guard format == 17 || format == 18, at + metrics + 4 <= cbdt.upperBound else { return nil }
        let length = Int(SfntCheck.u32(bytes, at + metrics))
        let start = at + metrics + 4
        guard length > 8, start + length <= cbdt.upperBound else { return nil }
        let scale = Double(unitsPerEm) / Double(bytes[strike.offset + 44])
        func signed(_ i: Int) -> Double { Double(Int8(bitPattern: bytes[at + i])) }
        return Image(png: Array(bytes[start..<start + length]), x: signed(2) * scale, y: -signed(3) * scale,
                     width: Double(bytes[at + 1]) * scale, height: Double(bytes[at]) * scale)
    }

    /// The BitmapSize record (48 bytes from offset 8) with the largest ppemX.
    private static func largestStrike(_ b: UnsafeRawBufferPointer, _ cblc: Range<Int>) -> (offset: Int, ppem: Int)? {
        guard cblc.count >= 8 else { return nil }
        let count = Int(SfntCheck.u32(b, cblc.lowerBound + 4))
        var best: (offset: Int, ppem: Int)?
        for i in 0..<count {
            let record = cblc.lowerBound + 8 + 48 * i
            guard record + 48 <= cblc.upperBound else { break }
            let ppem = Int(b[record + 44])
            if ppem > (best?.ppem ?? 0) { best = (record, ppem) }
        }
        return best
    }

    /// The glyph's offset into `CBDT` and its image format, through the strike's index subtables.
    private static func glyphData(_ b: UnsafeRawBufferPointer, _ cblc: Range<Int>, strike: (offset: Int, ppem: Int),
                                  glyph: UInt32) -> (Int, Int)? {
        let array = cblc.lowerBound + Int(SfntCheck.u32(b, strike.offset))
        for i in 0..<Int(SfntCheck.u32(b, strike.offset + 8)) {
            let entry = array + 8 * i
            guard entry + 8 <= cblc.upperBound else { return nil }
            let first = UInt32(SfntCheck.u16(b, entry)), last = UInt32(SfntCheck.u16(b, entry + 2))
            guard glyph >= first && glyph <= last else { continue }
            let header = array + Int(SfntCheck.u32(b, entry + 4))
            let indexFormat = SfntCheck.u16(b, header), imageFormat = Int(SfntCheck.u16(b, header + 2))
            let base = Int(SfntCheck.u32(b, header + 4)), k = Int(glyph - first)
            switch indexFormat {
            case 1 where header + 8 + 4 * (k + 1) + 4 <= cblc.upperBound:
                return (base + Int(SfntCheck.u32(b, header + 8 + 4 * k)), imageFormat)
            case 3 where header + 8 + 2 * (k + 1) + 2 <= cblc.upperBound:
                return (base + Int(SfntCheck.u16(b, header + 8 + 2 * k)), imageFormat)
            default: return nil
            }
        }
        return nil
    }
}
