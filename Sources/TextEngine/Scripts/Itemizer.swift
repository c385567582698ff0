import CHarfBuzz

/// Splits a paragraph into runs of one face, one script and one bidi level, as CoreText does before shaping:
/// - each character with a script of its own takes the first face of the cascade that has a glyph for it (the
///   requested face first, then the fallback fonts in the order for the text's language);
/// - combining marks, joiners and variation selectors stay with their base's face (a cluster is never split);
/// - Common and Inherited characters (spaces, punctuation, digits) take the face and script of the text before them
///   when that face has them, else of the text after them, else the cascade's first face that has them (never an
///   emoji font's, except the joiners, selectors and tags of an emoji sequence);
/// - a character shown as emoji takes the colour emoji font first (`Emoji.presentation`);
/// A character no face has stays in the requested face (drawn as .notdef and reported missing).
enum Itemizer {
    struct Scalar { var start: Int; var end: Int; var value: UInt32 }

    static func runs(_ text: UnsafeBufferPointer<UInt16>, levels: [UInt8], cascade: Cascade) throws -> [TextRun] {
        let scalars = decode(text)
        guard !scalars.isEmpty else { return [] }
        let funcs = hb_unicode_funcs_get_default()
        let scripts = scalars.map { hb_unicode_script(funcs, $0.value).rawValue }
        var faces = [FontFace?](repeating: nil, count: scalars.count)
        for i in scalars.indices where !clings(scalars[i].value, funcs) {
            if Emoji.presentation(scalars, i) {
                faces[i] = try cascade.emojiFace(for: scalars[i].value, script: scripts[i])
            } else if !isNeutral(scripts[i]) {
                faces[i] = try cascade.face(for: scalars[i].value, script: scripts[i])
            }
        }
        let resolved = resolveScripts(scripts)
        var nextStrong = [Int?](repeating: nil, count: scalars.count)
        var upcoming: Int?
        for i in scalars.indices.reversed() { nextStrong[i] = upcoming; if faces[i] != nil { upcoming = i } }
        var previous: FontFace?
        for i in scalars.indices {
            if let face = faces[i] { previous = face; continue }
            let v = scalars[i].value
            if cascade.commonFromCascade && !clings(v, funcs) && !isSpace(v, funcs) {
                faces[i] = try cascade.face(for: v, script: resolved[i])
            } else if let p = previous, takes(v, p) || clings(v, funcs) || Emoji.isTag(v) {
                faces[i] = p
            } else if let j = nextStrong[i], let next = faces[j], takes(v, next) {
                faces[i] = next
            } else {
                faces[i] = try cascade.face(for: v, script: resolved[i])
            }
            previous = faces[i]
        }
        return merge(scalars, faces.map { $0! }, resolved, levels)
    }

    /// Common and Inherited take the script before them, else the one after them (HarfBuzz must not shape Arabic
    /// punctuation as Latin); a paragraph of neutrals only stays Common, its Inherited characters (a joiner between
    /// emoji) with the character before them, so an emoji sequence is one run.
    static func resolveScripts(_ scripts: [UInt32]) -> [UInt32] {
        var out = scripts
        var last: UInt32?
        for i in out.indices {
            if !isNeutral(out[i]) { last = out[i]; continue }
            if let last { out[i] = last } else if i > 0, out[i] == HB_SCRIPT_INHERITED.rawValue { out[i] = out[i - 1] }
        }
        if let first = out.firstIndex(where: { !isNeutral($0) }) { for i in 0..<first { out[i] = out[first] } }
        return out
    }

    private static func merge(_ scalars: [Scalar], _ faces: [FontFace], _ scripts: [UInt32], _ levels: [UInt8]) -> [TextRun] {
        var runs: [TextRun] = []
        for (i, s) in scalars.enumerated() {
            let level = levels[s.start]
            if var last = runs.last, last.face === faces[i], last.script == scripts[i], last.level == level {
                last.range = last.range.lowerBound..<s.end
                runs[runs.count - 1] = last
            } else {
                runs.append(TextRun(range: s.start..<s.end, face: faces[i], script: scripts[i], level: level))
            }
        }
        return runs
    }

    /// Whether a neutral character beside a run in `face` joins it: when the face has it, unless the face is a
    /// colour emoji font (a space after an emoji is the text's space, as in CoreText and Pango, not the emoji font's
    /// 1.25 em one).
    private static func takes(_ v: UInt32, _ face: FontFace) -> Bool {
        !face.isColorBitmap && face.covers(v)
    }

    static func isNeutral(_ script: UInt32) -> Bool {
        script == HB_SCRIPT_COMMON.rawValue || script == HB_SCRIPT_INHERITED.rawValue || script == HB_SCRIPT_UNKNOWN.rawValue
    }

    /// Combining marks, ZWJ/ZWNJ and variation selectors belong to the character before them.
    static func clings(_ v: UInt32, _ funcs: OpaquePointer?) -> Bool {
        if v == 0x200C || v == 0x200D || (0xFE00...0xFE0F).contains(v) || (0xE0100...0xE01EF).contains(v) { return true }
        let category = hb_unicode_general_category(funcs, v)
        return category == HB_UNICODE_GENERAL_CATEGORY_NON_SPACING_MARK
            || category == HB_UNICODE_GENERAL_CATEGORY_SPACING_MARK || category == HB_UNICODE_GENERAL_CATEGORY_ENCLOSING_MARK
    }

    /// Spaces and controls (Pango never changes fonts for them).
    static func isSpace(_ v: UInt32, _ funcs: OpaquePointer?) -> Bool {
        let category = hb_unicode_general_category(funcs, v)
        return category == HB_UNICODE_GENERAL_CATEGORY_SPACE_SEPARATOR || category == HB_UNICODE_GENERAL_CATEGORY_CONTROL
    }

    static func decode(_ text: UnsafeBufferPointer<UInt16>) -> [Scalar] {
        var out: [Scalar] = []
        out.reserveCapacity(text.count)
        var i = 0
        while i < text.count {
            let u = text[i]
            if UTF16.isLeadSurrogate(u), i + 1 < text.count, UTF16.isTrailSurrogate(text[i + 1]) {
                let v = 0x10000 + ((UInt32(u) - 0xD800) << 10) + (UInt32(text[i + 1]) - 0xDC00)
                out.append(Scalar(start: i, end: i + 2, value: v))
                i += 2
            } else {
                out.append(Scalar(start: i, end: i + 1, value: UInt32(u)))
                i += 1
            }
        }
        return out
    }
}
