import CFreeType
import CHarfBuzz
import Foundation

/// One face of one font file, loaded once: FreeType validates the file and supplies the line metrics,
/// HarfBuzz shapes from the same bytes (`hb_face` over our copy), unhinted, in font units.
///
/// Line height: FreeType's face metrics — the `hhea` ascender, descender and line gap (FreeType falls back to
/// OS/2 typo, then usWin, when `hhea` is empty) — as CoreText builds `UIFont.lineHeight` from `hhea` on iOS.
/// For the bundled Inter cuts `hhea` equals OS/2 typo (USE_TYPO_METRICS is set), so the choice does not matter there.
/// Variable fonts: `MVAR` adjustments of these metrics are not applied (Inter has no `MVAR`).
public final class FontFace: @unchecked Sendable {
    public let path: String
    public let faceIndex: Int
    public let familyName: String
    public let unitsPerEm: Int
    /// hhea ascender, |descender| and line gap, in font units.
    public let ascender: Int, descender: Int, lineGap: Int
    /// The `wght` axis range for a variable face; the OS/2 usWeightClass for a static one.
    public let weightRange: ClosedRange<Double>
    public var isVariable: Bool { weightRange.lowerBound < weightRange.upperBound }
    /// Glyphs are colour bitmaps (`CBDT`/`sbix` emoji, see `ColorBitmapFont`): measured from `hmtx`, no outlines.
    public let isColorBitmap: Bool
    /// Shaping depends on the point size when the face has an `opsz` axis or an AAT `trak` table (SF Pro has
    /// `trak`; CoreText applies it per size). Otherwise glyph advances scale linearly and one shaping serves every size.
    public let isSizeDependent: Bool
    /// Unique per loaded face, for cache keys.
    let id: Int

    private let bytes: UnsafeMutableRawBufferPointer
    private let hbFace: OpaquePointer
    /// A plain font over the face for cmap look-ups (`covers`); immutable, so shared between threads.
    private let cmapFont: OpaquePointer
    private let hasOpticalSize: Bool
    private let lock = NSLock()
    private var fonts: [FontKey: OpaquePointer] = [:]

    private struct FontKey: Hashable { var weight: Double; var size: Double; var scale: Int }
    private static let counter = Counter()

    public convenience init(path: String, faceIndex: Int = 0) throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw FontError.fileNotFound(path: path)
        }
        if isDirectory.boolValue { throw FontError.unreadable(path: path, reason: "is a directory") }
        let data: Data
        do { data = try Data(contentsOf: URL(fileURLWithPath: path)) } catch {
            throw FontError.unreadable(path: path, reason: error.localizedDescription)
        }
        try self.init(data: data, path: path, faceIndex: faceIndex)
    }

    /// Loads from bytes already in memory; `path` is only used in messages.
    public init(data: Data, path: String, faceIndex: Int = 0) throws {
        self.path = path
        self.faceIndex = faceIndex
        guard data.count >= 12 else { throw FontError.notAFont(path: path) }
        let bytes = UnsafeMutableRawBufferPointer.allocate(byteCount: data.count, alignment: 16)
        data.copyBytes(to: bytes)
        let metrics: FreeTypeProbe.Metrics
        do {
            metrics = try FreeTypeProbe.load(bytes: UnsafeRawBufferPointer(bytes), path: path, faceIndex: faceIndex)
        } catch {
            bytes.deallocate()
            throw error
        }
        self.bytes = bytes
        familyName = metrics.family
        unitsPerEm = metrics.unitsPerEm
        ascender = metrics.ascender
        descender = metrics.descender
        lineGap = metrics.lineGap
        isColorBitmap = metrics.isColorBitmap

        let blob = hb_blob_create(bytes.baseAddress!.assumingMemoryBound(to: CChar.self), UInt32(bytes.count),
                                  HB_MEMORY_MODE_READONLY, nil, nil)
        hbFace = hb_face_create(blob, UInt32(faceIndex))
        hb_blob_destroy(blob)
        hb_face_make_immutable(hbFace)
        cmapFont = hb_font_create(hbFace)
        hb_font_make_immutable(cmapFont)

        var axis = hb_ot_var_axis_info_t()
        if hb_ot_var_find_axis_info(hbFace, Tag.wght, &axis) != 0 {
            weightRange = Double(axis.min_value)...Double(axis.max_value)
        } else {
            weightRange = Double(metrics.weightClass)...Double(metrics.weightClass)
        }
        hasOpticalSize = hb_ot_var_find_axis_info(hbFace, Tag.opsz, &axis) != 0
        let trak = hb_face_reference_table(hbFace, Tag.trak)
        let hasTrak = hb_blob_get_length(trak) > 0
        hb_blob_destroy(trak)
        isSizeDependent = hasOpticalSize || hasTrak
        id = Self.counter.next()
    }

    deinit {
        for font in fonts.values { hb_font_destroy(font) }
        hb_font_destroy(cmapFont)
        hb_face_destroy(hbFace)
        bytes.deallocate()
    }

    /// The weight this face draws for a requested one: clamped to a variable face's axis; fixed for a static face.
    public func effectiveWeight(_ requested: Double) -> Double {
        min(max(requested, weightRange.lowerBound), weightRange.upperBound)
    }

    /// Whether the face's cmap maps `scalar` to a glyph (the look-up FreeType's `FT_Get_Char_Index` does; HarfBuzz's
    /// accelerated cmap is used because FT_Face is not thread-safe). A font cascade picks the first face that covers.
    public func covers(_ scalar: UInt32) -> Bool {
        var glyph: hb_codepoint_t = 0
        return hb_font_get_nominal_glyph(cmapFont, scalar, &glyph) != 0 && glyph != 0
    }

    /// The font file's bytes, alive as long as this face (for FreeType outlines in previews).
    var fontBytes: UnsafeRawBufferPointer { UnsafeRawBufferPointer(bytes) }

    /// HarfBuzz positions are in 1/64 font unit: at a scale of one unit per em, a variable font's interpolated
    /// advances would be rounded to whole units per glyph, drifting up to 0.07 pt from HarfBuzz's own at weight 600.
    public static let shapingSubunits = 64

    /// The shaping scale: positions from `withFont` are in units of 1 / `shapingUnitsPerEm` em.
    public var shapingUnitsPerEm: Int { unitsPerEm * Self.shapingSubunits }

    /// The line height at `size` points: ascender + descender + line gap.
    public func lineHeight(size: Double) -> Double {
        Double(ascender + descender + lineGap) * size / Double(unitsPerEm)
    }

    /// Runs `body` with an immutable `hb_font_t` at scale = `shapingUnitsPerEm` (sub-unit positions), with the
    /// `wght` variation (and `opsz`/ptem when size-dependent) applied. Immutable hb fonts are safe to shape with from
    /// several threads; the reference held during `body` keeps it alive if another thread evicts it meanwhile.
    /// `scale` (default `shapingUnitsPerEm`) sets the units of positions: a fallback face shapes at the primary face's
    /// scale, so the advances of every run of a text add up in one unit.
    func withFont<R>(weight: Double, size: Double, scale: Int? = nil, _ body: (OpaquePointer) -> R) -> R {
        let key = FontKey(weight: effectiveWeight(weight), size: isSizeDependent ? size : 0, scale: scale ?? shapingUnitsPerEm)
        lock.lock()
        let font: OpaquePointer
        if let cached = fonts[key] {
            font = cached
        } else {
            if fonts.count >= 64 { for f in fonts.values { hb_font_destroy(f) }; fonts.removeAll() }
            font = makeFont(key)
            fonts[key] = font
        }
        hb_font_reference(font)
        lock.unlock()
        defer { hb_font_destroy(font) }
        return body(font)
    }

    private func makeFont(_ key: FontKey) -> OpaquePointer {
        let font = hb_font_create(hbFace)!
        hb_font_set_scale(font, Int32(key.scale), Int32(key.scale))
        var variations: [hb_variation_t] = []
        if isVariable { variations.append(hb_variation_t(tag: Tag.wght, value: Float(key.weight))) }
        if hasOpticalSize { variations.append(hb_variation_t(tag: Tag.opsz, value: Float(key.size))) }
        if !variations.isEmpty { hb_font_set_variations(font, variations, UInt32(variations.count)) }
        if isSizeDependent { hb_font_set_ptem(font, Float(key.size)) }  // AAT `trak` reads ptem
        hb_font_make_immutable(font)
        return font
    }
}

enum Tag {
    static let wght = make("wght"), opsz = make("opsz"), trak = make("trak")
    static func make(_ s: String) -> UInt32 { s.utf8.reduce(0) { $0 << 8 | UInt32($1) } }
}

/// Thread-safe id source.
final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    func next() -> Int { lock.lock(); defer { lock.unlock() }; value += 1; return value }
}
