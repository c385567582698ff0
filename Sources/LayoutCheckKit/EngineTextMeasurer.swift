import Foundation
import Layout
import TextEngine

/// Layout's `TextMeasuring` backed by the real TextEngine (HarfBuzz shaping, ICU breaking, Inter or configured fonts).
///
/// Mapping: `FontSpec.family == nil` is the system font (Inter text cut below 20 pt, display cut from 20 pt);
/// `FontSpec.lineHeight` non-nil replaces the font's line height (SF's metrics or the HIG leading), `lineSpacing`
/// adds space between lines and `TextSpec.heightGrid` rounds the height up to pixels; `proposal.width` nil or
/// infinite asks for the ideal size (no wrapping); a finite `proposal.height` caps the lines like a line limit;
/// `minimumLines` (lineLimit reservesSpace) pads the height. Sizes are returned unrounded, as Layout places frames
/// without pixel rounding.
///
/// `measure` cannot throw (the protocol is a measure callback): a family that is not registered is measured with
/// the system font and recorded in `diagnostics`, so a run can report it. Call `validate(_:)` up front to fail early.
public final class EngineTextMeasurer: TextMeasuring, @unchecked Sendable {  // state behind `lock`
    public let engine: TextEngine
    private let lock = NSLock()
    private var problems: [String] = []
    private let cache: TextLayoutCache

    /// `cacheEntries` bounds the cache of answers across layouts (0 turns it off): the one cache of finished
    /// measurements (the engine caches shapings only).
    public init(engine: TextEngine, cacheEntries: Int = 16384) {
        self.engine = engine
        cache = TextLayoutCache(maxEntries: cacheEntries)
    }

    /// Measurements answered from the cache across layouts, and answers held.
    public var cacheHits: Int { cache.hits }
    public var cachedLayouts: Int { cache.count }

    /// A measurer over the bundled Inter fonts (`fonts/`).
    public static func bundled() throws -> EngineTextMeasurer { EngineTextMeasurer(engine: try TextEngine.bundled()) }

    /// Throws the font error `measure` would fall back from (unknown family, no system font).
    public func validate(_ font: FontSpec) throws {
        _ = try engine.fonts.face(family: font.family, size: font.size, weight: font.weight)
    }

    /// Problems met while measuring (each once, in order met).
    public var diagnostics: [String] {
        lock.lock(); defer { lock.unlock() }
        return problems
    }

    public func measure(_ text: TextSpec, proposal: ProposedSize) -> TextLayout {
        var request = Self.request(for: text, proposal: proposal)
        let key = TextLayoutCacheKey(.init(request: request, minimumLines: text.minimumLines, generation: engine.fonts.generation))
        if let known = cache.value(for: key) { return known }
        let measured: MeasuredText
        do {
            measured = try engine.measure(request)
        } catch {
            record("\(text.font): \(error)")
            request.family = nil
            guard let fallback = try? engine.measure(request) else {
                return TextLayout(size: Size(width: 0, height: 0), lines: [], truncated: false,
                                  effectiveFontSize: text.font.size)
            }
            measured = fallback
        }
        let lineCount = max(measured.lineCount, text.minimumLines)
        let layout = TextLayout(
            size: Size(width: measured.width, height: measured.height(lines: lineCount)),
            lines: measured.lines.map { TextLayout.Line(text: $0.text, width: $0.width, splitsWord: $0.splitsWord) },
            truncated: measured.truncated,
            truncationCause: measured.truncationCause.map { $0 == .lineLimit ? .lineLimit : .height },
            effectiveFontSize: measured.effectiveSize,
            missingCharacters: measured.missingCharacters)
        cache.store(layout, for: key)  // only answers the engine gave: a fallback is recorded and measured again
        return layout
    }

    static func request(for text: TextSpec, proposal: ProposedSize) -> TextRequest {
        func finite(_ v: Double?) -> Double? { v.flatMap { $0.isFinite ? $0 : nil } }
        let truncation: Truncation
        switch text.truncationMode {
        case .tail: truncation = .tail
        case .head: truncation = .head
        case .middle: truncation = .middle
        }
        var request = TextRequest(text.string, family: text.font.family, size: text.font.size, weight: text.font.weight,
                           width: finite(proposal.width), height: finite(proposal.height), lineLimit: text.lineLimit,
                           truncation: truncation, minimumScaleFactor: min(max(text.minimumScaleFactor, 0.01), 1),
                           lineHeight: text.font.lineHeight, lineSpacing: text.font.lineSpacing + text.extraLineSpacing, heightGrid: text.heightGrid)
        request.letterSpacing = text.letterSpacing
        request.inlineObjectEms = text.inlineSymbolEms
        if !text.weightRuns.isEmpty { request.weightRuns = text.weightRuns.map { TextWeightRun(range: $0.range, weight: $0.weight) } }
        request.language = text.language
        if text.layoutDirection == .rightToLeft { request.direction = .rtl }
        if text.monospacedDigits { request.features.insert(.tabularDigits) }
        return request
    }

    private func record(_ problem: String) {
        lock.lock(); defer { lock.unlock() }
        if !problems.contains(problem) { problems.append(problem) }
    }
}
