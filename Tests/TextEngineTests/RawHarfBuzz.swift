import CHarfBuzz
import Foundation

/// Independent expectations: HarfBuzz called directly, not through the engine's code path.
enum RawHarfBuzz {
    /// The summed x advance, in points, of `text` shaped alone in the font file at `weight` and `size`.
    static func width(_ text: String, font path: String, faceIndex: Int = 0, weight: Double = 400, size: Double) -> Double {
        shape(text, font: path, faceIndex: faceIndex, weight: weight) { _, advances, upem in
            Double(advances.reduce(0, +)) * size / Double(upem)
        }
    }

    /// Per-glyph (cluster, advance in font units) of `text`, and the face's units per em.
    static func shape<R>(_ text: String, font path: String, faceIndex: Int = 0, weight: Double,
                         _ body: ([Int], [Int], Int) -> R) -> R {
        let blob = hb_blob_create_from_file(path)
        let face = hb_face_create(blob, UInt32(faceIndex))
        let font = hb_font_create(face)
        var variation = hb_variation_t(tag: 0x7767_6874, value: Float(weight))  // 'wght'
        hb_font_set_variations(font, &variation, 1)
        // HarfBuzz at sub-unit precision (1/64 unit), as the engine shapes: variable-font advances are not rounded.
        let upem = Int(hb_face_get_upem(face)) * 64
        hb_font_set_scale(font, Int32(upem), Int32(upem))
        let buffer = hb_buffer_create()
        let utf8 = Array(text.utf8CString)
        hb_buffer_add_utf8(buffer, utf8, -1, 0, -1)
        hb_buffer_guess_segment_properties(buffer)
        hb_shape(font, buffer, nil, 0)
        var count: UInt32 = 0
        let infos = hb_buffer_get_glyph_infos(buffer, &count)
        let positions = hb_buffer_get_glyph_positions(buffer, &count)
        let clusters = (0..<Int(count)).map { Int(infos![$0].cluster) }
        let advances = (0..<Int(count)).map { Int(positions![$0].x_advance) }
        hb_buffer_destroy(buffer)
        hb_font_destroy(font)
        hb_face_destroy(face)
        hb_blob_destroy(blob)
        return body(clusters, advances, upem)
    }
}
