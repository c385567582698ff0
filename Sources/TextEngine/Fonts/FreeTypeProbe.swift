import CFreeType

/// Opens a face with FreeType to validate it and read what layout needs, then closes it again:
/// shaping goes through HarfBuzz, so no FreeType object outlives loading (FT_Face is not thread-safe).
enum FreeTypeProbe {
    struct Metrics {
        var family: String
        var unitsPerEm: Int
        var ascender: Int, descender: Int, lineGap: Int
        var weightClass: Int
        /// Glyphs are colour bitmaps (`CBDT`/`sbix` emoji): no outlines to draw, metrics read from the sfnt tables.
        var isColorBitmap = false
    }

    static func load(bytes: UnsafeRawBufferPointer, path: String, faceIndex: Int) throws -> Metrics {
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else {
            throw FontError.unreadable(path: path, reason: "FreeType failed to initialise")
        }
        defer { FT_Done_FreeType(library) }
        let base = bytes.baseAddress!.assumingMemoryBound(to: FT_Byte.self)
        var face: FT_Face?
        let error = FT_New_Memory_Face(library, base, FT_Long(bytes.count), FT_Long(faceIndex), &face)
        if error != 0 || face == nil {
            // FreeType's verdict depends on which driver gave up last (a text file can end in a stream error),
            // so classify by signature: bytes that do not start like any font are "not a font"; the rest are damaged.
            guard hasFontSignature(bytes) else { throw FontError.notAFont(path: path) }
            if let problem = SfntCheck.problem(in: bytes, faceIndex: faceIndex) {
                throw FontError.corrupt(path: path, detail: problem)
            }
            // Distinguish a bad index in a valid collection from a damaged file.
            var probe: FT_Face?
            if FT_New_Memory_Face(library, base, FT_Long(bytes.count), -1, &probe) == 0, let probe {
                let count = Int(probe.pointee.num_faces)
                FT_Done_Face(probe)
                if faceIndex >= count || faceIndex < 0 {
                    throw FontError.faceIndexOutOfRange(path: path, index: faceIndex, faceCount: count)
                }
            }
            throw FontError.corrupt(path: path, detail: "FreeType error \(describe(error))")
        }
        let f = face!
        defer { FT_Done_Face(f) }
        if let problem = SfntCheck.problem(in: bytes, faceIndex: faceIndex) {
            throw FontError.corrupt(path: path, detail: problem)
        }
        guard f.pointee.face_flags & FT_Long(FT_FACE_FLAG_SCALABLE) != 0, f.pointee.units_per_EM > 0 else {
            return try colorBitmapMetrics(f, bytes: bytes, path: path, faceIndex: faceIndex)
        }
        // Touch the glyphs text needs most, so damaged outline/metrics tables fail here and not mid-measurement.
        for char: FT_ULong in [0x20, 0x61] {
            let glyph = FT_Get_Char_Index(f, char)
            let loadError = FT_Load_Glyph(f, glyph, Int32(FT_LOAD_NO_SCALE))
            if loadError != 0 {
                throw FontError.corrupt(path: path, detail: "glyph \(glyph) fails to load (FreeType error \(describe(loadError)))")
            }
        }
        let ascender = Int(f.pointee.ascender), descender = -Int(f.pointee.descender)
        let height = Int(f.pointee.height)
        var weightClass = 400
        if let os2 = FT_Get_Sfnt_Table(f, FT_SFNT_OS2)?.assumingMemoryBound(to: TT_OS2.self) {
            weightClass = Int(os2.pointee.usWeightClass)
        }
        let family = f.pointee.family_name.map { String(cString: $0) } ?? "unnamed"
        return Metrics(family: family, unitsPerEm: Int(f.pointee.units_per_EM), ascender: ascender,
                       descender: descender, lineGap: max(0, height - ascender - descender),
                       weightClass: weightClass)
    }

    /// A face FreeType cannot scale: accepted when its glyphs are colour bitmaps (emoji), which CoreText scales to
    /// any size; any other bitmap-only face (BDF, PCF, a strike-only sfnt) is refused.
    private static func colorBitmapMetrics(_ f: FT_Face, bytes: UnsafeRawBufferPointer, path: String,
                                           faceIndex: Int) throws -> Metrics {
        guard ColorBitmapFont.isColorBitmap(bytes, faceIndex: faceIndex),
              let m = ColorBitmapFont.metrics(bytes, faceIndex: faceIndex) else {
            throw FontError.corrupt(path: path, detail: "not a scalable outline font (bitmap-only or no units per em)")
        }
        let family = f.pointee.family_name.map { String(cString: $0) } ?? "unnamed"
        return Metrics(family: family, unitsPerEm: m.unitsPerEm, ascender: m.ascender, descender: m.descender,
                       lineGap: m.lineGap, weightClass: 400, isColorBitmap: true)
    }

    /// sfnt (TrueType 1.0, 'true', 'OTTO', 'typ1'), collections, WOFF/WOFF2, PostScript Type 1 (PFA/PFB), BDF, PCF.
    static func hasFontSignature(_ b: UnsafeRawBufferPointer) -> Bool {
        guard b.count >= 4 else { return false }
        let head = Array(b[0..<min(b.count, 9)])
        let four = String(decoding: head[0..<4], as: UTF8.self)
        if head[0..<4] == [0, 1, 0, 0] || head[0..<2] == [0x80, 0x01] || head[0..<4] == [1, 0x66, 0x63, 0x70] { return true }
        if ["true", "OTTO", "typ1", "ttcf", "wOFF", "wOF2", "%!PS", "%!Fo"].contains(four) { return true }
        return String(decoding: head, as: UTF8.self) == "STARTFONT"
    }

    private static func describe(_ error: FT_Error) -> String {
        if let text = FT_Error_String(error) { return "0x\(String(error, radix: 16)) (\(String(cString: text)))" }
        return "0x\(String(error, radix: 16))"
    }
}
