/// A cheap structural check of an sfnt (TTF/OTF) or collection (TTC) file, done before FreeType sees it.
///
/// Why: FreeType opens faces lazily, so a file cut short in its `glyf` table still "loads" and only fails
/// (or silently draws nothing) when a glyph is reached. Checking that every table in the directory lies inside
/// the file turns a truncated download into a clear error at configuration time.
enum SfntCheck {
    /// nil when the file is structurally sound (or not an sfnt at all, e.g. WOFF, which FreeType will judge);
    /// otherwise a description of the first problem found.
    static func problem(in bytes: UnsafeRawBufferPointer, faceIndex: Int) -> String? {
        guard bytes.count >= 12 else { return "file is only \(bytes.count) bytes" }
        let tag = u32(bytes, 0)
        var directory = 0
        if tag == 0x7474_6366 {  // 'ttcf'
            let count = Int(u32(bytes, 8))
            guard 12 + 4 * count <= bytes.count else { return "collection header extends past end of file" }
            guard faceIndex < count else { return nil }  // FreeType reports the index error with the face count
            directory = Int(u32(bytes, 12 + 4 * faceIndex))
        } else if !(tag == 0x0001_0000 || tag == 0x4F54_544F || tag == 0x7472_7565) {  // 1.0, 'OTTO', 'true'
            return nil
        }
        guard directory + 12 <= bytes.count else { return "table directory extends past end of file" }
        let tables = Int(u16(bytes, directory + 4))
        guard directory + 12 + 16 * tables <= bytes.count else { return "table directory extends past end of file" }
        for i in 0..<tables {
            let record = directory + 12 + 16 * i
            let offset = Int(u32(bytes, record + 8)), length = Int(u32(bytes, record + 12))
            if offset + length > bytes.count {
                let name = String(decoding: (0..<4).map { bytes[record + $0] }, as: UTF8.self)
                return "table '\(name)' ends at byte \(offset + length) but the file has \(bytes.count) bytes (truncated?)"
            }
        }
        return nil
    }

    /// The byte range of table `tag` of face `faceIndex`, nil when the face has no such table (or is no sfnt).
    /// Call after `problem(in:faceIndex:)` found nothing: offsets are then known to lie inside the file.
    static func table(_ tag: String, in bytes: UnsafeRawBufferPointer, faceIndex: Int) -> Range<Int>? {
        guard bytes.count >= 12 else { return nil }
        var directory = 0
        if u32(bytes, 0) == 0x7474_6366 {
            guard faceIndex < Int(u32(bytes, 8)) else { return nil }
            directory = Int(u32(bytes, 12 + 4 * faceIndex))
        }
        let wanted = tag.utf8.reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        for i in 0..<Int(u16(bytes, directory + 4)) {
            let record = directory + 12 + 16 * i
            guard record + 16 <= bytes.count else { return nil }
            if u32(bytes, record) == wanted {
                let offset = Int(u32(bytes, record + 8))
                return offset..<offset + Int(u32(bytes, record + 12))
            }
        }
        return nil
    }

    static func u32(_ b: UnsafeRawBufferPointer, _ i: Int) -> UInt32 {
        UInt32(b[i]) << 24 | UInt32(b[i + 1]) << 16 | UInt32(b[i + 2]) << 8 | UInt32(b[i + 3])
    }

    static func u16(_ b: UnsafeRawBufferPointer, _ i: Int) -> UInt16 {
        UInt16(b[i]) << 8 | UInt16(b[i + 1])
    }
}
