import Foundation
import CheckSettings

/// `--sarif FILE`: SARIF 2.1.0 for code scanning (GitHub's upload-sarif). Results are the regressions and new
/// findings, located at the spec file and line of the element.
public enum SARIFReport {
    public struct Rule: Sendable {
        public var id: String
        public var summary: String
        public var defaultLevel: Severity
        public init(id: String, summary: String, defaultLevel: Severity) {
            self.id = id; self.summary = summary; self.defaultLevel = defaultLevel
        }
    }

    public static func render(_ report: RunReport, rules: [Rule], toolVersion: String) throws -> String {
        var results: [[String: Any]] = []
        for c in report.cases {
            // New findings fail; accepted errors are the goldens' baseline, shown as unchanged so code scanning
            // keeps them visible without failing on them.
            for f in c.findings where f.status == .new || (f.status == .accepted && f.severity == .error) {
                var r = result(ruleId: f.rule, level: level(f.severity),
                               message: "[\(place(f.variant, c)) · \(f.category)] \(f.element): \(f.message)",
                               file: f.file, line: f.line)
                r["baselineState"] = f.status == .new ? "new" : "unchanged"
                results.append(r)
            }
            for d in c.differences where d.kind == .regression && !d.sentence.hasPrefix("new ") {
                let rule = c.status == .notEvaluated ? "preview-not-evaluated" : "golden-mismatch"
                results.append(result(ruleId: rule, level: "error",
                                      message: "[\(place(d.variant, c))] \(d.sentence)", file: d.file, line: d.line))
            }
            if c.status == .missingGolden {
                results.append(result(ruleId: "golden-missing", level: "error",
                                      message: "no golden for \(c.spec) on \(c.device) (\(c.golden))", file: c.file, line: 1))
            }
        }
        var ruleObjects: [[String: Any]] = rules.map {
            ["id": $0.id, "shortDescription": ["text": $0.summary], "defaultConfiguration": ["level": level($0.defaultLevel)]]
        }
        ruleObjects.append(["id": "golden-mismatch", "shortDescription": ["text": "The layout differs from its golden snapshot."],
                            "defaultConfiguration": ["level": "error"]])
        ruleObjects.append(["id": "golden-missing", "shortDescription": ["text": "A spec and device have no golden snapshot."],
                            "defaultConfiguration": ["level": "error"]])
        ruleObjects.append(["id": "preview-not-evaluated",
                            "shortDescription": ["text": "A SwiftUI preview uses something layoutcheck cannot evaluate statically."],
                            "defaultConfiguration": ["level": "error"]])
        let log: [String: Any] = [
            "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
            "version": "2.1.0",
            "runs": [[
                "tool": ["driver": ["name": "layoutcheck", "version": toolVersion,
                                    "informationUri": "https://github.com/layoutcheck/layoutcheck", "rules": ruleObjects]],
                "results": results,
                "properties": ["coverage": coverage(report.coverage)],
            ]],
        ]
        let data = try JSONSerialization.data(withJSONObject: log, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// The run's totals as a SARIF property bag, so code scanning shows how much was checked.
    static func coverage(_ c: RunCoverage) -> [String: Any] {
        ["specs": c.specs, "previews": c.previews, "previewsChecked": c.previewsChecked,
         "previewsNotEvaluated": c.previewsNotEvaluated, "previewsSkipped": c.previewsSkipped,
         "previewsInactive": c.previewsInactive, "texts": c.texts,
         "controls": c.controls, "images": c.images, "casesCheckingNothing": c.casesCheckingNothing,
         "partsNotChecked": c.partsNotChecked]
    }

    static func result(ruleId: String, level: String, message: String, file: String, line: Int) -> [String: Any] {
        [
            "ruleId": ruleId, "level": level, "message": ["text": message],
            "locations": [["physicalLocation": ["artifactLocation": ["uri": file], "region": ["startLine": max(line, 1)]]]],
        ]
    }

    /// "long · iphone-se", or just the device when the source has no variants.
    /// "Preview · long · iphone-se": the preview (for a Swift file's), the variant (when not the default), the device.
    static func place(_ variant: String?, _ c: CaseReport) -> String {
        var parts = c.previewName.map { [$0] } ?? []
        if let variant, !variant.isEmpty, variant != "default" { parts.append(variant) }
        return (parts + [c.device]).joined(separator: " · ")
    }

    /// SARIF's levels are the same words as layoutcheck's severities.
    static func level(_ severity: Severity) -> String { severity.rawValue }
}
