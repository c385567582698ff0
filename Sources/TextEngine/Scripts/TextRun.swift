import CHarfBuzz

/// A stretch of one paragraph shaped by one HarfBuzz call: one face, one script, one bidi level.
struct TextRun: Sendable {
    /// UTF-16 range relative to the paragraph.
    var range: Range<Int>
    var face: FontFace
    /// HarfBuzz script (`hb_script_t` raw value); nil = let HarfBuzz guess from the text (the single-run fast path).
    var script: UInt32?
    /// UAX #9 embedding level: odd = right to left.
    var level: UInt8
    /// The weight of a piece drawn in another weight than the text's (a bold word: `TextRequest.weightRuns`);
    /// nil = the text's.
    var weight: Double? = nil

    var isRightToLeft: Bool { level & 1 == 1 }
}

/// Segment properties set on the `hb_buffer` of a run: its script, direction and language.
struct RunProperties {
    var script: UInt32?
    var rightToLeft: Bool
    var language: String?

    func apply(to buffer: OpaquePointer?) {
        if let script {
            hb_buffer_set_script(buffer, hb_script_t(rawValue: script))
            hb_buffer_set_direction(buffer, rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        }
        if let language { hb_buffer_set_language(buffer, hb_language_from_string(language, -1)) }
        hb_buffer_guess_segment_properties(buffer)  // fills only what is still unset
    }
}
