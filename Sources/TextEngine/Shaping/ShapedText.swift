import Foundation

/// A whole string shaped in one face at one weight (and size, for size-dependent faces): its paragraphs, their
/// break opportunities, and the characters the face lacks. Immutable, so cached and shared between threads.
final class ShapedText: Sendable {
    let units: [UInt16]
    /// The text as UTF-8 and, for each UTF-16 offset (and the end), its UTF-8 offset: line strings are cut from
    /// UTF-8, which Swift copies at memory speed, where transcoding UTF-16 per line was a tenth of layout time.
    let utf8: [UInt8]
    let utf8Offsets: [Int32]
    let memo = ShapedTextMemo()
    let paragraphs: [ShapedParagraph]
    /// Characters mapped to glyph 0 (.notdef), in order of first appearance; they keep .notdef's advance.
    let missing: [Character]
    let face: FontFace
    let weight: Double
    let size: Double
    let features: TypographicFeatures

    let language: String?
    let direction: TextDirection
    /// Every paragraph is one left-to-right run in `face` (Latin text): lines need no runs of their own.
    let isSingleRun: Bool
    /// The tallest line height, in em, of the faces other than `face` that draw part of the text (0 when none).
    let tallestFallbackEm: Double
    private let context: ShapingContext

    /// `library` supplies the fallback cascade (nil = none: characters the face lacks are drawn as .notdef);
    /// `language` picks Han faces, ICU's line-break rules and HarfBuzz's language; `direction` the bidi paragraph
    /// direction. Throws when a fallback file the text needs is missing.
    init(_ string: String, face: FontFace, weight: Double, size: Double, features: TypographicFeatures = [],
         language: String? = nil, direction: TextDirection = .auto, library: FontLibrary? = nil,
         inlineObjectEms: [Double] = [], weightRuns: [WeightedRun] = []) throws {
        let units = Array(string.utf16)
        self.units = units
        (utf8, utf8Offsets) = Self.utf8Map(string, unitCount: units.count)
        self.face = face
        self.weight = weight
        self.size = size
        self.features = features
        self.language = language
        self.direction = direction
        let context = ShapingContext(weight: weight, size: size, scale: face.shapingUnitsPerEm, features: features,
                                     language: language)
        self.context = context
        var missingOffsets: [Int] = []
        let cascade = Cascade(primary: face, weight: weight, language: language, library: library)
        let objects = Self.inlineObjects(units, ems: inlineObjectEms, unitsPerEm: face.shapingUnitsPerEm)
        paragraphs = try units.withUnsafeBufferPointer { text in
            let spans = Paragraphs.split(text)
            let opportunities = HangulWords.filter(ICUBreaks.lineBreaks(text, locale: LineBreakLocale.icu(language)), text)
            var cursor = 0
            return try spans.map { span in
                var relative: [Int] = []
                while cursor < opportunities.count && opportunities[cursor] <= span.lowerBound { cursor += 1 }
                while cursor < opportunities.count && opportunities[cursor] < span.upperBound {
                    relative.append(opportunities[cursor] - span.lowerBound)
                    cursor += 1
                }
                if !span.isEmpty { relative.append(span.count) }
                let slice = UnsafeBufferPointer(rebasing: text[span])
                let inParagraph = objects.isEmpty ? [:] : Dictionary(uniqueKeysWithValues: objects
                    .filter { span.contains($0.key) }.map { ($0.key - span.lowerBound, $0.value) })
                return try Self.paragraph(span, slice, breaks: relative, face: face, direction: direction,
                                          cascade: cascade, context: context, objects: inParagraph,
                                          weights: weightRuns.filter { $0.range.overlaps(span) }, missing: &missingOffsets)
            }
        }
        isSingleRun = paragraphs.allSatisfy { $0.runs.count <= 1 && ($0.runs.first.map { $0.face === face && !$0.isRightToLeft } ?? true) }
        tallestFallbackEm = paragraphs.lazy.flatMap(\.runs).filter { $0.face !== face }
            .map { Double($0.face.ascender + $0.face.descender + $0.face.lineGap) / Double($0.face.unitsPerEm) }.max() ?? 0
        var seen = Set<Character>()
        var missing: [Character] = []
        for offset in missingOffsets {
            let c = Self.character(units, at: offset)
            if seen.insert(c).inserted { missing.append(c) }
        }
        self.missing = missing
    }

    /// Fast path: text below U+0590 (Latin, Greek, Cyrillic, Armenian and their marks: left to right, no fallback
    /// needed when the face has every glyph) is one run in the requested face, its script guessed by HarfBuzz.
    /// Otherwise, or when that run misses glyphs and a cascade exists: bidi levels, then runs by script and face.
    private static func paragraph(_ span: Range<Int>, _ slice: UnsafeBufferPointer<UInt16>, breaks: [Int], face: FontFace,
                                  direction: TextDirection, cascade: Cascade, context: ShapingContext,
                                  objects: [Int: Int], weights: [WeightedRun], missing: inout [Int]) throws -> ShapedParagraph {
        let level: UInt8 = direction == .rtl ? 1 : 0
        // Runs cut at inline objects, then at pieces in another weight.
        func pieces(_ runs: [TextRun]) -> [TextRun] {
            weights.isEmpty ? split(runs, at: objects) : split(split(runs, at: objects), weights: weights, span: span, primary: face)
        }
        if slice.allSatisfy({ $0 < 0x0590 || ($0 == 0xFFFC && !objects.isEmpty) }) {
            var lacking: [Int] = []
            let one = TextRun(range: 0..<slice.count, face: face, script: nil, level: level == 1 ? 2 : 0)
            let para = ShapedParagraph(range: span, text: slice, breaks: breaks, runs: pieces([one]), level: level,
                                       shaping: context, objects: objects, missing: &lacking)
            if lacking.isEmpty || cascade.isEmpty { missing += lacking; return para }
        }
        let (levels, paragraphLevel) = Bidi.levels(slice, direction: direction)
        let runs = pieces(try Itemizer.runs(slice, levels: levels, cascade: cascade))
        return ShapedParagraph(range: span, text: slice, breaks: breaks, runs: runs, level: paragraphLevel,
                               shaping: context, objects: objects, missing: &missing)
    }

    /// Runs cut on both sides of each inline object: the text around an object is shaped as if the object were
    /// not there (a text attachment is a run of its own), and the object alone takes its advance.
    private static func split(_ runs: [TextRun], at objects: [Int: Int]) -> [TextRun] {
        guard !objects.isEmpty else { return runs }
        let cuts = Set(objects.keys.flatMap { [$0, $0 + 1] })
        return runs.flatMap { run -> [TextRun] in
            let inside = cuts.filter { $0 > run.range.lowerBound && $0 < run.range.upperBound }.sorted()
            let bounds = [run.range.lowerBound] + inside + [run.range.upperBound]
            return zip(bounds, bounds.dropFirst()).map { TextRun(range: $0..<$1, face: run.face, script: run.script, level: run.level) }
        }
    }

    /// A piece of the text in its own weight, with the face the family draws it in (`TextRequest.weightRuns`).
    struct WeightedRun {
        var range: Range<Int>
        var face: FontFace
        var weight: Double
    }

    /// Runs cut where a piece in another weight starts and ends; the pieces inside take its weight, and its face
    /// where the run is in the requested face (a fallback face keeps its own file at that weight).
    private static func split(_ runs: [TextRun], weights: [WeightedRun], span: Range<Int>, primary: FontFace) -> [TextRun] {
        let local = weights.compactMap { w -> WeightedRun? in
            let r = max(w.range.lowerBound, span.lowerBound)..<min(w.range.upperBound, span.upperBound)
            return r.isEmpty ? nil : WeightedRun(range: (r.lowerBound - span.lowerBound)..<(r.upperBound - span.lowerBound),
                                                 face: w.face, weight: w.weight)
        }
        return runs.flatMap { run -> [TextRun] in
            let cuts = Set(local.flatMap { [$0.range.lowerBound, $0.range.upperBound] })
                .filter { $0 > run.range.lowerBound && $0 < run.range.upperBound }.sorted()
            let bounds = [run.range.lowerBound] + cuts + [run.range.upperBound]
            return zip(bounds, bounds.dropFirst()).map { a, b in
                var piece = run
                piece.range = a..<b
                if let w = local.first(where: { $0.range.contains(a) }) {
                    piece.weight = w.weight
                    if run.face === primary { piece.face = w.face }
                }
                return piece
            }
        }
    }

    /// The UTF-16 offsets of the first `ems.count` U+FFFC characters, each with its object's advance in font units.
    private static func inlineObjects(_ units: [UInt16], ems: [Double], unitsPerEm: Int) -> [Int: Int] {
        guard !ems.isEmpty else { return [:] }
        var out: [Int: Int] = [:]
        var next = 0
        for (offset, unit) in units.enumerated() where unit == 0xFFFC && next < ems.count {
            out[offset] = Int((ems[next] * Double(unitsPerEm)).rounded())
            next += 1
        }
        return out
    }

    /// Width in font units of paragraph `p`'s relative range `a..<b` as it renders when a line holds exactly it:
    /// prefix sums where both ends are safe breaks; otherwise the unsafe ends are re-shaped alone (with context),
    /// out to the nearest safe break inside the range.
    /// `tracking` (font units per cluster, from the size) is added once per cluster of the range.
    func width(_ p: Int, _ a: Int, _ b: Int, tracking: Double) -> Int {
        guard a < b else { return 0 }
        let base = width(p, a, b)
        guard tracking != 0 else { return base }
        let clusters = paragraphs[p].clusters
        return base + Int((Double(clusters[b] - clusters[a]) * tracking).rounded())
    }

    func width(_ p: Int, _ a: Int, _ b: Int) -> Int {
        guard a < b else { return 0 }
        // The common case reads two arrays, without copying the paragraph (and retaining each of its arrays).
        let safe = paragraphs[p].safe
        if safe[a] && safe[b] { return paragraphs[p].prefix[b] - paragraphs[p].prefix[a] }
        let para = paragraphs[p]
        var e = a
        if !para.safe[a] { e = a + 1; while e < b && !para.safe[e] { e += 1 } }
        var s = b
        if !para.safe[b] { s = b - 1; while s > e && !para.safe[s] { s -= 1 } }
        var total = para.prefix[s] - para.prefix[e]
        if e >= s {
            total = memo.advance(p, a, b) { reshaped(para, a, b) }
        } else {
            if e > a { total += memo.advance(p, a, e) { reshaped(para, a, e) } }
            if b > s { total += memo.advance(p, s, b) { reshaped(para, s, b) } }
        }
        return total
    }

    /// HarfBuzz's advance of `a..<b` shaped alone, with the paragraph as context: each run's part in its own face.
    private func reshaped(_ para: ShapedParagraph, _ a: Int, _ b: Int) -> Int {
        units.withUnsafeBufferPointer { all in
            let text = UnsafeBufferPointer(rebasing: all[para.range])
            var total = 0
            for run in para.runs where run.range.upperBound > a && run.range.lowerBound < b {
                let piece = max(a, run.range.lowerBound)..<min(b, run.range.upperBound)
                total += context.advance(text, run, piece)
            }
            return total
        }
    }

    /// The text of paragraph `p`'s relative range.
    func string(_ p: Int, _ a: Int, _ b: Int) -> String {
        let base = paragraphs[p].range.lowerBound
        let from = Int(utf8Offsets[base + a]), to = Int(utf8Offsets[base + b])
        return utf8.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[from..<to]), as: UTF8.self) }
    }

    /// UTF-8 bytes and the UTF-8 offset of every UTF-16 offset. Offsets inside a surrogate pair map to the pair's
    /// start (no line ever ends there: breaks and graphemes fall between scalars).
    private static func utf8Map(_ string: String, unitCount: Int) -> ([UInt8], [Int32]) {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(string.utf8.count)
        var offsets = [Int32](repeating: 0, count: unitCount + 1)
        var u16 = 0
        for scalar in string.unicodeScalars {
            let start = Int32(bytes.count)
            offsets[u16] = start
            if scalar.value > 0xFFFF { offsets[u16 + 1] = start; u16 += 2 } else { u16 += 1 }
            UTF8.encode(scalar) { bytes.append($0) }
        }
        offsets[unitCount] = Int32(bytes.count)
        return (bytes, offsets)
    }

    /// Whether the UTF-16 unit is horizontal whitespace that hangs at a line end (UAX #14 SP and other breaking
    /// spaces; no-break spaces such as U+00A0 are glue and never end a line, so they are not listed).
    static func isHangingSpace(_ u: UInt16) -> Bool {
        u == 0x20 || u == 0x09 || u == 0x1680 || (u >= 0x2000 && u <= 0x200A && u != 0x2007) || u == 0x205F || u == 0x3000
    }

    /// `b` moved back over hanging spaces, not before `a`.
    func trimEnd(_ p: Int, _ a: Int, _ b: Int) -> Int {
        let base = paragraphs[p].range.lowerBound
        var e = b
        while e > a && Self.isHangingSpace(units[base + e - 1]) { e -= 1 }
        return e
    }

    /// `a` moved forward over spaces, not past `b`.
    func trimStart(_ p: Int, _ a: Int, _ b: Int) -> Int {
        let base = paragraphs[p].range.lowerBound
        var s = a
        while s < b && Self.isHangingSpace(units[base + s]) { s += 1 }
        return s
    }

    /// Grapheme cluster boundaries of paragraph `p`'s range `a..<b` (relative, excluding `a`, including `b`).
    /// Computed on demand: only long words and truncation need them.
    /// The paragraph's boundaries are computed once (memo) and sliced; `a` must be a grapheme boundary, as every
    /// line start is.
    func graphemes(_ p: Int, _ a: Int, _ b: Int) -> [Int] {
        let all = memo.graphemes(p) {
            let range = paragraphs[p].range
            return units.withUnsafeBufferPointer { ICUBreaks.graphemes(UnsafeBufferPointer(rebasing: $0[range])) }
        }
        var lo = 0, hi = all.count  // first boundary > a
        while lo < hi { let mid = (lo + hi) / 2; if all[mid] <= a { lo = mid + 1 } else { hi = mid } }
        var out: [Int] = []
        var i = lo
        while i < all.count && all[i] < b { out.append(all[i]); i += 1 }
        if b > a { out.append(b) }
        return out
    }

    private static func character(_ units: [UInt16], at i: Int) -> Character {
        let u = units[i]
        if UTF16.isLeadSurrogate(u), i + 1 < units.count, UTF16.isTrailSurrogate(units[i + 1]) {
            let scalar = UTF16.decode(UTF16.EncodedScalar([u, units[i + 1]]))
            return Character(scalar)
        }
        return Character(Unicode.Scalar(u) ?? "\u{FFFD}")
    }
}
