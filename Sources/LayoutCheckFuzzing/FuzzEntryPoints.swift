import Checks
import DynamicType
import Foundation
import LayoutCheckKit
import Snapshots
import Localization
import Specs
import ViewModel
import SwiftUISource
import TextEngine
import CheckSettings

/// What the libFuzzer targets in `Fuzz/` run on each input, here so that the regression tests replay committed
/// crashers through exactly the same code. Each returns normally for any input: bad input must end in a thrown
/// error, never a trap, a crash or a sanitizer report.
public enum FuzzEntryPoints {
    /// Arbitrary bytes as a spec (and as a layoutcheck.yml): decode, then resolve, lay out with real text
    /// measurement, check, and encode and decode the golden of every case.
    public static func spec(_ bytes: UnsafeRawBufferPointer) {
        let text = String(decoding: bytes, as: UTF8.self)
        _ = try? ProjectConfig.decode(yaml: text, file: "fuzz.yml")
        guard let spec = try? SpecLoader.decode(yaml: text, file: "fuzz.yaml") else { return }
        for device in spec.devices(default: [fallbackDevice]).prefix(2) {
            guard let evaluation = try? specEvaluator.evaluate(spec, on: device) else { continue }
            var variants: [String: [CategoryResult]] = [:]
            for v in evaluation.variants { variants[v.name] = v.results }
            let golden = Golden(spec: spec.name, device: device.name, engineVersion: "fuzz", fontHashes: [:], variants: variants)
            guard let data = try? golden.encoded() else { continue }
            // What a run writes must read back: a golden that cannot be decoded would fail every later run.
            guard (try? Golden.decode(data, file: "fuzz.json")) != nil else {
                fatalError("a golden encoded from a valid spec does not decode:\n\(String(decoding: data, as: UTF8.self))")
            }
        }
    }

    /// Arbitrary bytes as a Swift file: its previews found and each evaluated and laid out at two sizes, as a check
    /// would. The Swift evaluator reads other people's code: any input must end in a diagnostic or a layout.
    public static func swiftUI(_ bytes: UnsafeRawBufferPointer) {
        let text = String(decoding: bytes, as: UTF8.self)
        for preview in SwiftSources.previews(sources: [("Fuzz.swift", text)]).prefix(4) {
            for category in [ContentSizeCategory.large, .accessibility5] {
                _ = try? preview.resolve(variant: "default", device: fallbackDevice, category: category, boldText: false,
                                         locale: .development(), resolver: SpecResolver())
            }
        }
    }

    /// Font bytes loaded from a file through FontLibrary (the path a `fonts:` entry takes), then text measured with
    /// it. Layout: 8 header bytes (text length ×2, flags, size, width, line limit, truncation, scale factor), the
    /// text, then the font file.
    public static func text(_ bytes: UnsafeRawBufferPointer, scratchFile: String) {
        guard bytes.count >= 8 else { return }
        let header = Array(bytes.prefix(8))
        let textLength = min(Int(header[0]) << 8 | Int(header[1]), bytes.count - 8)
        let text = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[8..<(8 + textLength)]), as: UTF8.self)
        let font = Data(bytes[(8 + textLength)...])
        guard FileManager.default.createFile(atPath: scratchFile, contents: font) else { return }
        defer { try? FileManager.default.removeItem(atPath: scratchFile) }

        let library = FontLibrary()
        let asFamily = header[2] & 1 == 1
        do {
            if asFamily {
                try library.register(family: "Fuzz", sources: [FontSource(path: scratchFile, faceIndex: Int(header[2] >> 6))])
            } else {
                try library.setSystemFont(text: [FontSource(path: scratchFile)])
            }
        } catch {
            return  // refused with an error, as it should be
        }
        let engine = TextEngine(fonts: library)
        // Sizes 0 (invalid: must throw) to 255 pt; widths 0 to 1,016 pt or none; scale factors 0 (invalid) to 1.
        let size = Double(header[3]) * (header[2] & 2 == 0 ? 1 : 0.25)
        let width: Double? = header[4] == 255 ? nil : Double(header[4]) * 4
        let lineLimit: Int? = header[5] == 0 ? nil : Int(header[5] % 8)
        let truncation = Truncation.allCases[Int(header[6]) % Truncation.allCases.count]
        let factor = Double(header[7] % 11) / 10
        let weight = Double(header[2] >> 2 & 7) * 125 + 100
        let family = asFamily ? "Fuzz" : nil
        _ = try? engine.measure(TextRequest(text, family: family, size: size, weight: weight, width: width,
                                            lineLimit: lineLimit, truncation: truncation, minimumScaleFactor: factor))
        _ = try? engine.measure(TextRequest(text, family: family, size: max(size, 1), weight: weight,
                                            width: width.map { $0 / 3 }, height: width, lineLimit: 1,
                                            truncation: truncation, minimumScaleFactor: 0.5))
    }

    private static let fallbackDevice = ViewModel.Device.preset(named: "iphone-se")!

    /// The bundled Inter fonts; three categories keep one input fast while crossing the accessibility threshold.
    private static let specEvaluator: CaseEvaluator = {
        guard let measurer = try? EngineTextMeasurer.bundled() else {
            fatalError("bundled fonts not found: set LAYOUTCHECK_FONTS to the checkout's fonts/")
        }
        return CaseEvaluator(measurer: measurer, resolver: SpecResolver(), categories: [.xSmall, .large, .accessibility5],
                             boldTextSettings: [false], thresholds: Thresholds(), rules: RuleConfiguration())
    }()
}
