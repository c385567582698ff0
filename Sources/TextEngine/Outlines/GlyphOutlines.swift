import CFreeType
import CHarfBuzz
import Foundation

/// One glyph of one face drawn at one point of the design space: what a preview page defines once and reuses.
public struct GlyphKey: Hashable, Sendable {
    /// The loaded face (unique per `FontFace` in this process).
    public var face: Int
    /// The `wght` coordinate the engine shapes with (the face's effective weight); 0 for static faces.
    public var weight: Double
    /// The `opsz` coordinate for faces with an optical-size axis (HarfBuzz sets it to the point size); else 0.
    public var opticalSize: Double
    public var glyph: UInt32
}

/// A line of text shaped as the engine shapes it, with glyph positions in font units from the line's origin on
/// the baseline (x right, y up, as HarfBuzz reports them).
public struct ShapedLine: Sendable {
    public struct Glyph: Sendable {
        public var key: GlyphKey
        public var x: Double
        public var y: Double
        /// The glyph's outline is in its own face's units: drawn scaled by this to the line's units (a fallback face
        /// with another units-per-em than the requested one); 1 for the requested face.
        public var scale: Double = 1
    }
    public var glyphs: [Glyph]
    /// Sum of advances, font units.
    public var advance: Double
    public var unitsPerEm: Int
    /// hhea ascender and |descender|, font units: where the baseline sits in a line box.
    public var ascender: Int
    public var descender: Int
}

/// Shapes a line (HarfBuzz, same face, weight and variations as the engine) and turns its glyphs into SVG path
/// data from FreeType's unhinted, unscaled outlines with the same variation coordinates. Paths are cached per
/// `GlyphKey`, so a page can define each glyph once and `<use>` it everywhere.
///
/// FreeType faces are not thread-safe, so one lock guards the FreeType state and the cache.
public final class GlyphOutlines: @unchecked Sendable {
    public let fonts: FontLibrary
    private let lock = NSLock()
    private var library: FT_Library?
    private var ftFaces: [Int: FT_Face] = [:]
    /// The variation coordinates currently set on each FreeType face, to skip redundant resets.
    private var currentCoordinates: [Int: [FT_Fixed]] = [:]
    private var faces: [Int: FontFace] = [:]  // keeps the font bytes FreeType reads alive
    private var paths: [GlyphKey: String] = [:]

    public init(fonts: FontLibrary) throws {
        self.fonts = fonts
        guard FT_Init_FreeType(&library) == 0 else {
            throw FontError.unreadable(path: "", reason: "FreeType failed to initialise")
        }
    }

    deinit {
        for face in ftFaces.values { FT_Done_Face(face) }
        if let library { FT_Done_FreeType(library) }
    }

    /// Number of distinct glyph outlines decomposed so far (each once).
    public var cachedGlyphCount: Int { lock.lock(); defer { lock.unlock() }; return paths.count }

    /// Shapes `text` as one line in the face the engine picks for (family, size, weight); text beyond Latin, Greek
    /// and Cyrillic goes through bidi and the fallback cascade as the engine measures it (`shapeRuns`).
    public func shapeLine(_ text: String, family: String?, size: Double, weight: Double, language: String? = nil,
                          direction: TextDirection = .auto) throws -> ShapedLine {
        let face = try fonts.face(family: family, size: size, weight: weight)
        if direction == .rtl || text.utf16.contains(where: { $0 >= 0x0590 }) {
            return try shapeRuns(text, face: face, family: family, size: size, weight: weight, language: language,
                                 direction: direction)
        }
        let w = face.effectiveWeight(weight)
        let units = Array(text.utf16)
        let opsz = try opticalSize(of: face, size: size)
        // The engine's letter spacing at this size (`Tracking`), added after each cluster as measuring adds it.
        let tracking = fonts.tracking(family: family, size: size) * Double(face.unitsPerEm)
        var glyphs: [ShapedLine.Glyph] = []
        var pen = 0.0
        units.withUnsafeBufferPointer { buffer in
            face.withFont(weight: w, size: size) { font in
                let hb = hb_buffer_create()
                defer { hb_buffer_destroy(hb) }
                hb_buffer_add_utf16(hb, buffer.baseAddress, Int32(buffer.count), 0, Int32(buffer.count))
                hb_buffer_guess_segment_properties(hb)
                hb_shape(font, hb, nil, 0)
                var count: UInt32 = 0
                let infos = hb_buffer_get_glyph_infos(hb, &count)
                let positions = hb_buffer_get_glyph_positions(hb, &count)
                for i in 0..<Int(count) {
                    let p = positions![i]
                    let key = GlyphKey(face: face.id, weight: face.isVariable ? w : 0, opticalSize: opsz,
                                       glyph: infos![i].codepoint)
                    // HarfBuzz works in sub-units (`FontFace.shapingSubunits`); outlines are in font units.
                    let subunits = Double(FontFace.shapingSubunits)
                    glyphs.append(.init(key: key, x: pen + Double(p.x_offset) / subunits, y: Double(p.y_offset) / subunits))
                    pen += Double(p.x_advance) / subunits
                    if i + 1 == Int(count) || infos![i + 1].cluster != infos![i].cluster { pen += tracking }
                }
            }
        }
        lock.lock()
        faces[face.id] = face
        lock.unlock()
        return ShapedLine(glyphs: glyphs, advance: pen, unitsPerEm: face.unitsPerEm, ascender: face.ascender,
                          descender: face.descender)
    }

    /// SVG path data for a glyph in font units with y pointing down (baseline at y = 0), so a page draws it with
    /// `scale(size / unitsPerEm)`. Empty for glyphs without an outline (spaces).
    public func pathData(_ key: GlyphKey) throws -> String {
        lock.lock(); defer { lock.unlock() }
        if let cached = paths[key] { return cached }
        guard let face = faces[key.face] else {
            throw FontError.unreadable(path: "", reason: "glyph \(key.glyph) requested from a face never shaped with")
        }
        if face.isColorBitmap {
            let data = Self.bitmapGlyphBox(face, key.glyph)
            paths[key] = data
            return data
        }
        let ft = try ftFace(for: face)
        try setVariations(ft, face: face, key: key)
        let error = FT_Load_Glyph(ft, key.glyph, Int32(FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP))
        guard error == 0 else {
            throw FontError.corrupt(path: face.path, detail: "glyph \(key.glyph) fails to load (FreeType error \(error))")
        }
        let data = OutlinePath.decompose(&ft.pointee.glyph.pointee.outline)
        paths[key] = data
        return data
    }

    /// The PNG of a colour bitmap glyph (an emoji of a `CBDT` font) and its box in font units; nil for outline glyphs
    /// and bitmaps this cannot read (`ColorBitmapGlyphs`).
    public func bitmapImage(_ key: GlyphKey) -> ColorBitmapGlyphs.Image? {
        lock.lock(); defer { lock.unlock() }
        guard let face = faces[key.face], face.isColorBitmap else { return nil }
        return ColorBitmapGlyphs.image(face.fontBytes, faceIndex: face.faceIndex, glyph: key.glyph,
                                       unitsPerEm: face.unitsPerEm)
    }

    /// A colour bitmap glyph (emoji) has no outline: where its PNG cannot be read (`bitmapImage`: an `sbix` font),
    /// previews draw a rounded square inside the glyph's advance and the line's ascender, a box of its measured size.
    static func bitmapGlyphBox(_ face: FontFace, _ glyph: UInt32) -> String {
        let advance = face.withFont(weight: 400, size: 0) { font in
            Double(hb_font_get_glyph_h_advance(font, glyph)) / Double(FontFace.shapingSubunits)
        }
        guard advance > 0 else { return "" }
        let inset = advance * 0.08
        let side = min(advance - 2 * inset, Double(face.ascender) + Double(face.descender) - 2 * inset)
        let top = -Double(face.ascender) + inset, r = side * 0.22
        func n(_ v: Double) -> String { String(Int(v.rounded())) }
        return "M\(n(inset + r)) \(n(top))H\(n(inset + side - r))Q\(n(inset + side)) \(n(top)) \(n(inset + side)) \(n(top + r))"
            + "V\(n(top + side - r))Q\(n(inset + side)) \(n(top + side)) \(n(inset + side - r)) \(n(top + side))"
            + "H\(n(inset + r))Q\(n(inset)) \(n(top + side)) \(n(inset)) \(n(top + side - r))"
            + "V\(n(top + r))Q\(n(inset)) \(n(top)) \(n(inset + r)) \(n(top))Z"
    }

    // MARK: FreeType state (callers hold `lock`)

    private func ftFace(for face: FontFace) throws -> FT_Face {
        if let f = ftFaces[face.id] { return f }
        var out: FT_Face?
        let bytes = face.fontBytes
        let error = FT_New_Memory_Face(library, bytes.baseAddress!.assumingMemoryBound(to: FT_Byte.self),
                                       FT_Long(bytes.count), FT_Long(face.faceIndex), &out)
        guard error == 0, let out else { throw FontError.corrupt(path: face.path, detail: "FreeType error \(error)") }
        ftFaces[face.id] = out
        return out
    }

    /// `wght` (and `opsz`) as HarfBuzz shaped with; every other axis at its default.
    private func setVariations(_ ft: FT_Face, face: FontFace, key: GlyphKey) throws {
        guard ft.pointee.face_flags & FT_Long(FT_FACE_FLAG_MULTIPLE_MASTERS) != 0 else { return }
        var mm: UnsafeMutablePointer<FT_MM_Var>?
        guard FT_Get_MM_Var(ft, &mm) == 0, let mm else { return }
        defer { FT_Done_MM_Var(library, mm) }
        var coordinates: [FT_Fixed] = []
        for i in 0..<Int(mm.pointee.num_axis) {
            let axis = mm.pointee.axis[i]
            var value = axis.def
            if axis.tag == FT_ULong(Tag.wght), key.weight > 0 { value = FT_Fixed(key.weight * 65536) }
            if axis.tag == FT_ULong(Tag.opsz), key.opticalSize > 0 { value = FT_Fixed(key.opticalSize * 65536) }
            coordinates.append(min(max(value, axis.minimum), axis.maximum))
        }
        if currentCoordinates[face.id] == coordinates { return }
        let error = FT_Set_Var_Design_Coordinates(ft, FT_UInt(coordinates.count), &coordinates)
        guard error == 0 else { throw FontError.corrupt(path: face.path, detail: "cannot set variations (FreeType error \(error))") }
        currentCoordinates[face.id] = coordinates
    }

    /// The `opsz` coordinate HarfBuzz applies (the point size) when the face has that axis; else 0.
    func opticalSize(of face: FontFace, size: Double) throws -> Double {
        lock.lock(); defer { lock.unlock() }
        faces[face.id] = face
        let ft = try ftFace(for: face)
        guard ft.pointee.face_flags & FT_Long(FT_FACE_FLAG_MULTIPLE_MASTERS) != 0 else { return 0 }
        var mm: UnsafeMutablePointer<FT_MM_Var>?
        guard FT_Get_MM_Var(ft, &mm) == 0, let mm else { return 0 }
        defer { FT_Done_MM_Var(library, mm) }
        for i in 0..<Int(mm.pointee.num_axis) where mm.pointee.axis[i].tag == FT_ULong(Tag.opsz) { return size }
        return 0
    }
}
