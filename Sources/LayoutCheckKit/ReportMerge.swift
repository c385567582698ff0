import Reports

/// Combines the JSON reports of `--shard I/N` runs into the report one unsharded run would have printed.
///
/// Cases come back in a full run's order: specs by file path (a spec lives in exactly one shard, so a stable sort
/// keeps its devices in the order the spec lists them). The verdict is the worst of the shards': regression >
/// recorded-rerun > recorded > pass. Orphans and pruned goldens are unioned and sorted. Limitation inherited from
/// sharding: a shard only looks for orphans inside its own specs' golden folders, so the golden folder of a spec
/// that was deleted outright is reported by an unsharded run but by no shard.
public enum ReportMerge {
    public enum Failure: Error, Equatable, CustomStringConvertible {
        case noReports
        case engineVersions([String])
        case schemaVersions([Int])
        /// The same (spec file, device) in two reports: overlapping shards, or one shard given twice.
        case duplicateCase(file: String, device: String)

        public var description: String {
            switch self {
            case .noReports: return "no reports to merge"
            case .engineVersions(let v): return "reports come from different engine versions (\(v.joined(separator: ", ")))"
            case .schemaVersions(let v): return "reports have different schema versions (\(v.map(String.init).joined(separator: ", ")))"
            case .duplicateCase(let file, let device):
                return "\(file) on \(device) appears in more than one report (overlapping shards?)"
            }
        }
    }

    public static func merge(_ reports: [RunReport]) throws -> RunReport {
        guard let first = reports.first else { throw Failure.noReports }
        let engines = Set(reports.map(\.engineVersion))
        guard engines.count == 1 else { throw Failure.engineVersions(engines.sorted()) }
        let schemas = Set(reports.map(\.schemaVersion))
        guard schemas.count == 1 else { throw Failure.schemaVersions(schemas.sorted()) }

        var seen = Set<[String]>()
        var cases: [(order: Int, report: CaseReport)] = []
        for report in reports {
            for c in report.cases {
                guard seen.insert([c.file, c.device]).inserted else { throw Failure.duplicateCase(file: c.file, device: c.device) }
                cases.append((cases.count, c))
            }
        }
        // Stable: by file, then the order met (a spec's devices stay in the order its shard listed them).
        cases.sort { $0.report.file != $1.report.file ? $0.report.file < $1.report.file : $0.order < $1.order }

        var merged = RunReport(engineVersion: first.engineVersion, verdict: verdict(reports.map(\.verdict)),
                               cases: cases.map(\.report),
                               orphans: Array(Set(reports.flatMap(\.orphans))).sorted(),
                               pruned: Array(Set(reports.flatMap(\.pruned))).sorted(),
                               // Every shard lists the whole baseline and its stale entries: each once, in first-seen order.
                               skipped: unique(reports.flatMap(\.skipped)), staleSkips: unique(reports.flatMap(\.staleSkips)),
                               inactive: Array(Set(reports.flatMap(\.inactive))).sorted())
        merged.schemaVersion = first.schemaVersion
        return merged
    }

    static func unique<T: Hashable>(_ items: [T]) -> [T] {
        var seen = Set<T>()
        return items.filter { seen.insert($0).inserted }
    }

    /// The worst verdict: one regression fails the merged run as it fails its shard.
    static func verdict(_ verdicts: [RunReport.Verdict]) -> RunReport.Verdict {
        let rank: [RunReport.Verdict] = [.regression, .improved, .recordedRerun, .recorded, .pass]
        return rank.first { verdicts.contains($0) } ?? .pass
    }
}
