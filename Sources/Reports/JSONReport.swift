import Foundation

/// `--format json`: the RunReport itself, sorted keys, two-space indent; byte-stable for the same run.
public enum JSONReport {
    public static func render(_ report: RunReport) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = try encoder.encode(report)
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    public static func decode(_ data: Data) throws -> RunReport {
        try JSONDecoder().decode(RunReport.self, from: data)
    }
}
