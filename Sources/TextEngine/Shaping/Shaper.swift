import CHarfBuzz

/// Thin wrapper over `hb_shape`: one buffer per call (buffers are not shareable between threads), the whole
/// paragraph passed as context so a piece shaped alone still sees its neighbours for joining (Arabic) — as
/// HarfBuzz's docs recommend when re-shaping around a line break.
enum Shaper {
    /// Shapes `text[range]` (UTF-16, `text` = the context) and hands HarfBuzz's glyph arrays to `body`.
    /// Cluster values are UTF-16 offsets into `text`. `properties` nil: HarfBuzz guesses script and direction.
    static func shape<R>(_ text: UnsafeBufferPointer<UInt16>, _ range: Range<Int>, font: OpaquePointer,
                         features: TypographicFeatures = [], properties: RunProperties? = nil,
                         _ body: (UnsafeBufferPointer<hb_glyph_info_t>, UnsafeBufferPointer<hb_glyph_position_t>) -> R) -> R {
        let buffer = hb_buffer_create()
        defer { hb_buffer_destroy(buffer) }
        hb_buffer_add_utf16(buffer, text.baseAddress, Int32(text.count), UInt32(range.lowerBound), Int32(range.count))
        if let properties { properties.apply(to: buffer) } else { hb_buffer_guess_segment_properties(buffer) }
        let list = features.harfBuzz
        hb_shape(font, buffer, list, UInt32(list.count))
        var count: UInt32 = 0
        let infos = hb_buffer_get_glyph_infos(buffer, &count)
        let positions = hb_buffer_get_glyph_positions(buffer, &count)
        return body(UnsafeBufferPointer(start: infos, count: Int(count)),
                    UnsafeBufferPointer(start: positions, count: Int(count)))
    }

    /// The summed x advance of `text[range]` shaped alone, in font units.
    static func advance(_ text: UnsafeBufferPointer<UInt16>, _ range: Range<Int>, font: OpaquePointer,
                        features: TypographicFeatures = [], properties: RunProperties? = nil) -> Int {
        guard !range.isEmpty else { return 0 }
        return shape(text, range, font: font, features: features, properties: properties) { _, positions in
            positions.reduce(0) { $0 + Int($1.x_advance) }
        }
    }

    static let unsafeToBreak = HB_GLYPH_FLAG_UNSAFE_TO_BREAK.rawValue
}
