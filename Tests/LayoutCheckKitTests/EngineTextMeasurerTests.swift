import Foundation
import Layout
import LayoutCheckKit
import Testing
import TextEngine

/// The adapter from Layout's `TextMeasuring` to the real engine: how specs' fonts and proposals map onto it.
@Suite struct EngineTextMeasurerTests {
    static let fonts = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path + "/fonts"
    let measurer = EngineTextMeasurer(engine: TextEngine(fonts: try! FontLibrary.bundled(directory: fonts)))
    static let fox = "The quick brown fox jumps over the lazy dog"

    @Test func systemFontIdealSizeIsOneLineOfFontMetrics() throws {
        let direct = try measurer.engine.measure(TextRequest(Self.fox, size: 17))
        for width in [nil, Double.infinity] {
            let layout = measurer.measure(TextSpec(Self.fox, font: FontSpec(size: 17)), proposal: ProposedSize(width: width, height: nil))
            #expect(layout.lines.count == 1)
            #expect(layout.size == Size(width: direct.naturalWidth, height: direct.lineHeight))
        }
    }

    @Test func higLeadingAndReservedLinesSetTheHeight() {
        let spec = TextSpec(Self.fox, font: FontSpec(size: 17, lineHeight: 22), minimumLines: 6)
        let layout = measurer.measure(spec, proposal: ProposedSize(width: 100, height: nil))
        #expect(layout.lines.count == 4)
        #expect(layout.size.height == 6 * 22)
    }

    @Test func finiteProposedHeightTruncatesWithHeightCause() {
        let spec = TextSpec(Self.fox, font: FontSpec(size: 17, lineHeight: 22), truncationMode: .head)
        let layout = measurer.measure(spec, proposal: ProposedSize(width: 100, height: 50))
        #expect(layout.lines.count == 2 && layout.truncated && layout.truncationCause == .height)
        #expect(layout.lines[1].text.hasPrefix("…"))
    }

    @Test func minimumScaleFactorReportsTheDrawnSize() {
        let spec = TextSpec("Notifications", font: FontSpec(size: 17), lineLimit: 1, minimumScaleFactor: 0.5)
        let layout = measurer.measure(spec, proposal: ProposedSize(width: 80, height: nil))
        #expect(!layout.truncated && layout.effectiveFontSize < 17 && layout.size.width <= 80)
    }

    @Test func unknownFamilyFallsBackAndIsReported() {
        let spec = TextSpec("Hello", font: FontSpec(family: "SF Mono", size: 17))
        let layout = measurer.measure(spec, proposal: ProposedSize(width: nil, height: nil))
        #expect(layout.size.width > 0)
        #expect(measurer.diagnostics.count == 1 && measurer.diagnostics[0].contains("SF Mono"))
        #expect(throws: FontError.self) { try measurer.validate(spec.font) }
    }

    @Test func missingCharactersPassThrough() {
        // Egyptian hieroglyphs: in neither the system font nor its fallback cascade.
        let layout = measurer.measure(TextSpec("Hi 𓀀", font: FontSpec(size: 17)), proposal: ProposedSize(width: nil, height: nil))
        #expect(layout.missingCharacters == ["𓀀"])
    }

    @Test func linesAreSpacedByTheStylesLeadingAndTheHeightRoundsUpToPixels() {
        // iOS 26 (body at Large): one line 20.287 → 20.333 at @3x; two lines 2 × 20.287 + 1.713 = 42.287 → 42.333.
        var spec = TextSpec("Continue reading the next chapter now", font: FontSpec(size: 17, lineHeight: 20.287103, lineSpacing: 1.712897))
        spec.heightGrid = 1.0 / 3
        let one = measurer.measure(spec, proposal: ProposedSize(width: nil, height: nil))
        #expect(abs(one.size.height - 20.333333) < 1e-5)
        let two = measurer.measure(spec, proposal: ProposedSize(width: 200, height: nil))
        #expect(two.lines.count == 2)
        #expect(abs(two.size.height - 42.333333) < 1e-5)
    }

    @Test func lineSpacingIsAddedBetweenLinesOnTopOfTheLeading() {
        // .lineSpacing(4) on body: two lines 2 × 20.287 + 1.713 + 4 = 46.287 → 46.333; one line unchanged.
        var spec = TextSpec("Continue reading the next chapter now", font: FontSpec(size: 17, lineHeight: 20.287103, lineSpacing: 1.712897))
        spec.heightGrid = 1.0 / 3
        spec.extraLineSpacing = 4
        #expect(abs(measurer.measure(spec, proposal: ProposedSize(width: nil, height: nil)).size.height - 20.333333) < 1e-5)
        #expect(abs(measurer.measure(spec, proposal: ProposedSize(width: 200, height: nil)).size.height - 46.333333) < 1e-5)
    }

    @Test func trackingAddsItsPointsAfterEveryCharacter() {
        // .tracking(2) on "Reading": seven characters, 14 pt wider.
        var spec = TextSpec("Reading", font: FontSpec(size: 17))
        let plain = measurer.measure(spec, proposal: ProposedSize(width: nil, height: nil)).size.width
        spec.letterSpacing = 2
        let tracked = measurer.measure(spec, proposal: ProposedSize(width: nil, height: nil)).size.width
        #expect(abs(tracked - plain - 14) < 0.01)
    }

    @Test func monospacedDigitsMakeEveryDigitAsWideAsTheOthers() {
        // Proportional figures: "111" is narrower than "888"; tabular ones (`tnum`): the same width.
        func width(_ text: String, tabular: Bool) -> Double {
            var spec = TextSpec(text, font: FontSpec(size: 17))
            spec.monospacedDigits = tabular
            return measurer.measure(spec, proposal: ProposedSize(width: nil, height: nil)).size.width
        }
        #expect(width("111", tabular: false) < width("888", tabular: false))
        #expect(abs(width("111", tabular: true) - width("888", tabular: true)) < 0.01)
    }
}

@Suite struct InlineSymbolMeasureTests {
    let measurer = EngineTextMeasurerTests().measurer

    @Test func aSymbolInATextWidensItsLineByItsBox() {
        var spec = TextSpec("\u{FFFC}Favorite", font: FontSpec(size: 17))
        spec.inlineSymbolEms = [22.0 / 17]
        let plain = measurer.measure(TextSpec("Favorite", font: FontSpec(size: 17)), proposal: ProposedSize(width: nil, height: nil))
        let layout = measurer.measure(spec, proposal: ProposedSize(width: nil, height: nil))
        // Within the rounding of the object to font units; the font's tracking spaces its glyphs only.
        #expect(abs(layout.size.width - (plain.size.width + 22)) < 1e-3)
        #expect(layout.missingCharacters.isEmpty)
    }
}
