import Foundation

/// Notices saved files by polling their modification times (and sizes): portable, and well under a second at the
/// server's interval for a project's few hundred files.
struct SourceWatcher {
    struct Stamp: Equatable {
        var modified: Date
        var size: Int
    }

    private var stamps: [String: Stamp] = [:]

    /// Files added, removed or changed since the last call (the first call only records).
    mutating func changes(in files: [String]) -> Set<String> {
        var now: [String: Stamp] = [:]
        for path in files {
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { continue }
            now[path] = Stamp(modified: attributes[.modificationDate] as? Date ?? .distantPast,
                              size: attributes[.size] as? Int ?? 0)
        }
        defer { stamps = now }
        guard !stamps.isEmpty else { return [] }
        return Set(now.filter { stamps[$0.key] != $0.value }.keys).union(stamps.keys.filter { now[$0] == nil })
    }
}
