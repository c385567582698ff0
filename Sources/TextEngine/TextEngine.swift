// TextEngine — measures text as iOS lays it out, on Linux, from configured font files only.
//
// Pipeline: FontLibrary (FreeType loads and validates files; system font = Inter text cut < 20 pt, display cut
// from 20 pt, standing in for SF Pro Text/Display) → ShapeCache/ShapedText (HarfBuzz shapes each paragraph once
// per text, face and weight — and size only for faces with `opsz` or AAT `trak` — in font units, unhinted; ICU gives
// UAX #14 break opportunities) → LineBreaker (greedy fill at a width, exact line-end widths) → Truncator.
//
// Decisions (each one a UIKit/SwiftUI behaviour or a documented choice):
// - Line height: hhea ascender + descender + line gap (FontFace), or a fixed HIG leading from the request.
// - Trailing spaces hang on every line, including a paragraph's last; they never count toward fitting or width.
// - A word wider than the line breaks between grapheme clusters (NSLineBreakByWordWrapping).
// - Empty string: no lines, zero width and height — UILabel's intrinsicContentSize for "" is .zero and SwiftUI's
//   Text("") takes no space. Non-empty text always shows at least one line, however small the height.
// - Line limit: nil unlimited, below 1 acts as 1. A height limit allows floor(height / lineHeight) lines (≥ 1).
// - Truncation: "…" (U+2026) shaped in the same face, at the tail, head or middle of the last visible line.
// - minimumScaleFactor: SwiftUI shrinks before it truncates, and Apple does not document the step. We take the
//   largest size on a 0.01 pt grid between size × factor and size at which the text fits, by binary search
//   (≈ 10 re-breaks; shaping is reused since advances scale linearly). 0.01 pt is below anything visible and keeps
//   results deterministic; a coarser 1/displayScale step would overstate shrinking by up to 0.33 pt. If nothing
//   fits, the text is drawn at size × factor and truncated. Only truncation triggers shrinking: a long word that
//   can wrap inside does not shrink.
// - Missing glyphs: characters mapped to glyph 0 are reported and keep .notdef's advance (never zero width).
// - Scripts: runs by script, bidi level (ICU ubidi) and face, each in the first face of the fallback cascade that has
//   its characters (Itemizer, Cascade); a line is as tall as its tallest font; runs reported in visual order.
// - Not modelled: hyphenation, MVAR metric variations, tracking other than a font's own `trak`.
// Thread safety: fonts and shaped texts are immutable after creation; the caches take locks; immutable HarfBuzz
// fonts are shared between threads, buffers never are.
import Foundation

/// Measures text: wrap, line limit, truncation, minimum scale factor. Safe to call from many threads at once.
public final class TextEngine: Sendable {
    public let fonts: FontLibrary
    private let cache: ShapeCache
    /// Timers for the benchmark; nil (the default) costs one branch per call.
    public let profile: TextEngineProfile?

    /// `cacheEntries` / `cacheUnits` bound the shaped-text cache (texts and total UTF-16 units; two-generation
    /// eviction). Finished measurements are not cached here: callers that repeat requests keep their own cache of
    /// results (LayoutCheckKit's text-layout cache), so there is one cache of them, not two stacked.
    public init(fonts: FontLibrary, cacheEntries: Int = 4096, cacheUnits: Int = 4 << 20, profile: TextEngineProfile? = nil) {
        self.fonts = fonts
        cache = ShapeCache(maxTexts: cacheEntries, maxUnits: cacheUnits)
        self.profile = profile
    }

    /// An engine over the bundled Inter fonts.
    public static func bundled() throws -> TextEngine { TextEngine(fonts: try FontLibrary.bundled()) }

    public var statistics: TextEngineStatistics {
        TextEngineStatistics(shapings: cache.misses, cacheHits: cache.hits, cachedTexts: cache.count)
    }

    public func measure(_ request: TextRequest) throws -> MeasuredText {
        guard let profile else { return try measureUnprofiled(request) }
        let start = TextEngineProfile.now()
        defer { profile.addMeasure(start) }
        return try measureUnprofiled(request)
    }

    private func measureUnprofiled(_ request: TextRequest) throws -> MeasuredText {
        guard request.size.isFinite, request.size > 0 else { throw TextEngineError.invalidSize(request.size) }
        let factor = request.minimumScaleFactor
        guard factor > 0, factor <= 1 else { throw TextEngineError.invalidScaleFactor(factor) }
        return try compute(request)
    }

    private func compute(_ request: TextRequest) throws -> MeasuredText {
        let factor = request.minimumScaleFactor
        let full = try attempt(request, size: request.size)
        let natural = naturalWidth(full)
        if request.text.isEmpty {
            return MeasuredText(lines: [], width: 0, height: 0, naturalWidth: 0, lineHeight: full.lineHeight,
                                truncated: false, truncationCause: nil, effectiveSize: request.size, missingCharacters: [])
        }
        var chosen = full
        if full.overflow && factor < 1 {
            chosen = try shrink(request, factor: factor)
        }
        return try result(chosen, request: request, naturalWidth: natural)
    }

    /// One layout at one size.
    struct Attempt {
        var shaped: ShapedText
        var size: Double
        var lineHeight: Double
        var lineSpacing: Double
        var maxWidth: Double?  // font units
        /// Letter spacing at this size, font units per cluster (`Tracking`).
        var tracking: Double
        var lines: [LineSpan]
        var overflow: Bool
        var cause: TruncationCause?
    }

    func attempt(_ r: TextRequest, size: Double) throws -> Attempt {
        let face = try fonts.face(family: r.family, size: size, weight: r.weight)
        let shaped = try shape(r.text, face: face, weight: r.weight, size: size, features: r.features,
                               language: r.language, direction: r.direction, inlineObjectEms: r.inlineObjectEms,
                               weightRuns: r.weightRuns, family: r.family)
        let lineHeight = r.lineHeight.map { $0 * size / r.size } ?? face.lineHeight(size: size)
        // A height limit counts lines of the text's tallest font (exact when every line uses it, as in all-CJK text).
        let limitLineHeight = max(lineHeight, shaped.tallestFallback(size: size))
        let lineSpacing = r.lineSpacing * size / r.size
        let lineLimit = r.lineLimit.map { max(1, $0) } ?? Int.max
        var heightLines = Int.max
        if let h = r.height, h.isFinite, lineHeight > 0 {
            // n lines take n line heights and n − 1 spacings.
            heightLines = max(1, Int(((max(0, h) + lineSpacing) / (limitLineHeight + lineSpacing) + 1e-9).rounded(.down)))
        }
        let limit = min(lineLimit, heightLines)
        let maxWidth = r.width.flatMap { $0.isFinite ? max(0, $0) * Double(face.shapingUnitsPerEm) / size : nil }
        // The font's own tracking plus the view's letter spacing, in font units per cluster.
        let tracking = (fonts.tracking(family: r.family, size: size) + r.letterSpacing / r.size) * Double(face.shapingUnitsPerEm)
        let (lines, overflow) = LineBreaker.lines(shaped, maxWidth: maxWidth, limit: limit, tracking: tracking)
        let cause: TruncationCause? = overflow ? (lineLimit <= heightLines ? .lineLimit : .height) : nil
        return Attempt(shaped: shaped, size: size, lineHeight: lineHeight, lineSpacing: lineSpacing, maxWidth: maxWidth,
                       tracking: tracking, lines: lines,
                       overflow: overflow, cause: cause)
    }

    /// Largest size on the 0.01 pt grid in [size × factor, size) that fits; else size × factor (then truncated).
    private func shrink(_ r: TextRequest, factor: Double) throws -> Attempt {
        let lowest = Int((r.size * factor * 100 - 1e-9).rounded(.up))
        var hi = Int((r.size * 100 - 1e-9).rounded(.down))
        if Double(hi) / 100 >= r.size { hi -= 1 }
        var lo = lowest
        var best: Attempt?
        while lo <= hi {
            let mid = (lo + hi) / 2
            let a = try attempt(r, size: Double(mid) / 100)
            if a.overflow { hi = mid - 1 } else { best = a; lo = mid + 1 }
        }
        return try best ?? attempt(r, size: max(Double(lowest) / 100, r.size * factor))
    }

    private func result(_ a: Attempt, request: TextRequest, naturalWidth: Double) throws -> MeasuredText {
        let scale = a.size / Double(a.shaped.face.shapingUnitsPerEm)
        let t = a.shaped
        var lines = a.lines.map { MeasuredText.Line(text: t.string($0.paragraph, $0.start, $0.end),
                                                    width: Double($0.width) * scale, splitsWord: $0.splitsWord,
                                                    runs: t.lineRuns($0.paragraph, $0.start, $0.end, tracking: a.tracking, scale: scale)) }
        if a.overflow, let last = a.lines.last {
            let ellipsis = try shape("…", face: t.face, weight: t.weight, size: a.size, features: t.features)
            let e = ellipsis.width(0, 0, ellipsis.paragraphs[0].count, tracking: a.tracking)
            let cut = Truncator.truncate(t, line: last, mode: request.truncation, maxWidth: a.maxWidth, ellipsis: e,
                                         tracking: a.tracking)
            lines[lines.count - 1] = MeasuredText.Line(text: cut.text, width: Double(cut.width) * scale,
                                                       runs: truncatedRuns(t, last.paragraph, cut, a, ellipsis: Double(e) * scale))
        }
        var measured = MeasuredText(lines: lines, width: lines.map(\.width).max() ?? 0, height: 0, naturalWidth: naturalWidth,
                                    lineHeight: a.lineHeight, truncated: a.overflow, truncationCause: a.cause,
                                    effectiveSize: a.size, missingCharacters: t.missing)
        measured.font = t.face.path
        measured.faceIndex = t.face.faceIndex
        measured.rightToLeft = !t.paragraphs.isEmpty && t.paragraphs[0].level == 1
        measured.lineHeights = lineHeights(a)
        measured.lineSpacing = a.lineSpacing
        measured.heightGrid = request.heightGrid
        measured.height = measured.height(lines: lines.count)
        return measured
    }

    /// Each line's height when a fallback face makes one taller than the requested face's; else empty.
    private func lineHeights(_ a: Attempt) -> [Double] {
        guard a.shaped.tallestFallback(size: a.size) > a.lineHeight else { return [] }
        let heights = a.lines.map { max(a.lineHeight, a.shaped.fallbackLineHeight($0.paragraph, $0.start, $0.end, size: a.size)) }
        return heights.contains { $0 > a.lineHeight } ? heights : []
    }

    /// A truncated line's runs: what is kept before and after the ellipsis, and "…" in the requested face, at the
    /// paragraph's level (the ellipsis sits at the logical end, which is the left in right-to-left text).
    private func truncatedRuns(_ t: ShapedText, _ p: Int, _ cut: Truncator.Result, _ a: Attempt, ellipsis: Double) -> [MeasuredText.Run] {
        let scale = a.size / Double(t.face.shapingUnitsPerEm)
        let before = t.lineRuns(p, cut.before.lowerBound, cut.before.upperBound, tracking: a.tracking, scale: scale)
        let after = t.lineRuns(p, cut.after.lowerBound, cut.after.upperBound, tracking: a.tracking, scale: scale)
        guard !before.isEmpty || !after.isEmpty else { return [] }
        let rtl = t.paragraphs[p].level == 1
        let mark = MeasuredText.Run(text: "…", font: t.face.path, faceIndex: t.face.faceIndex, rightToLeft: rtl, width: ellipsis)
        return rtl ? after + [mark] + before : before + [mark] + after
    }

    private func naturalWidth(_ a: Attempt) -> Double {
        let t = a.shaped
        var widest = 0
        for p in t.paragraphs.indices {
            widest = max(widest, t.width(p, 0, t.trimEnd(p, 0, t.paragraphs[p].count), tracking: a.tracking))
        }
        return Double(widest) * (a.size / Double(t.face.shapingUnitsPerEm))  // as `result` scales line widths
    }

    /// The shaped text, from the cache or shaped now with the library's fallback cascade.
    func shape(_ text: String, face: FontFace, weight: Double, size: Double, features: TypographicFeatures = [],
               language: String? = nil, direction: TextDirection = .auto, inlineObjectEms: [Double] = [],
               weightRuns: [TextWeightRun] = [], family: String? = nil) throws -> ShapedText {
        let w = face.effectiveWeight(weight)
        let key = ShapeCacheKey(.init(text: text, face: face.id, weight: w, size: face.isSizeDependent ? size : 0,
                                      features: features, language: language, direction: direction,
                                      inlineObjectEms: inlineObjectEms, weightRuns: weightRuns))
        return try cache.value(for: key) {
            let start = profile == nil ? 0 : TextEngineProfile.now()
            defer { if let profile { profile.addShaping(start) } }
            let weighted = try weightRuns.map { run in
                // The family's face for that weight: the same variable file at another `wght`, or a static file.
                let runFace = try fonts.face(family: family, size: size, weight: run.weight)
                return ShapedText.WeightedRun(range: run.range, face: runFace, weight: runFace.effectiveWeight(run.weight))
            }
            return try ShapedText(text, face: face, weight: w, size: size, features: features, language: language,
                                  direction: direction, library: fonts, inlineObjectEms: inlineObjectEms, weightRuns: weighted)
        }
    }

    /// HarfBuzz shaping of `text` alone, uncached, without break analysis: the floor any measurement pays.
    /// Returns the glyph count (so the work cannot be optimised away). Used by the benchmark.
    public func shapeOnly(_ text: String, family: String? = nil, size: Double, weight: Double = 400) throws -> Int {
        let face = try fonts.face(family: family, size: size, weight: weight)
        let units = Array(text.utf16)
        return units.withUnsafeBufferPointer { buffer in
            face.withFont(weight: weight, size: size) { font in
                Shaper.shape(buffer, 0..<buffer.count, font: font) { infos, _ in infos.count }
            }
        }
    }
}
