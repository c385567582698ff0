import Foundation

/// Where goldens live: `<golden dir>/<spec path without extension>/<device>.json`, the spec path taken relative to
/// the layouts folder. So `layouts/cards/book.yaml` on `iphone-16` is `golden/cards/book/iphone-16.json`: one
/// folder per spec (its devices side by side), mirroring the layouts tree, and a spec's goldens are found (and
/// pruned) without reading any file.
public enum GoldenFiles {
    public static let fileExtension = "json"

    /// The golden's path relative to the golden folder, e.g. `cards/book/iphone-16.json`.
    /// `folder/<device>.json`: the golden of one source (its `goldenFolder`) on one device.
    public static func relativePath(folder: String, device: String) -> String {
        let components = folder.split(separator: "/").map(String.init).filter { $0 != "." && !$0.isEmpty }
        return (components + [safeName(device) + "." + fileExtension]).joined(separator: "/")
    }

    /// The golden of the spec file at `specPath` (relative to `layouts/`): its folder is the path without extension.
    public static func relativePath(specPath: String, device: String) -> String {
        var components = specPath.split(separator: "/").map(String.init)
        if var last = components.popLast() {
            if let dot = last.lastIndex(of: "."), dot != last.startIndex { last = String(last[..<dot]) }
            components.append(last)
        }
        return relativePath(folder: components.joined(separator: "/"), device: device)
    }

    /// Device names become file names: path separators and spaces are replaced.
    static func safeName(_ name: String) -> String {
        String(name.map { $0 == "/" || $0 == "\\" || $0 == " " || $0 == ":" ? "-" : $0 })
    }

    /// Every golden file under `directory`, as relative paths, sorted. Dot files (temporaries) are skipped.
    public static func existing(in directory: URL) -> [String] {
        guard let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil,
                                                               options: [.skipsHiddenFiles]) else { return [] }
        let base = directory.standardizedFileURL.path
        var found: [String] = []
        for case let url as URL in enumerator where url.pathExtension == fileExtension {
            let path = url.standardizedFileURL.path
            guard path.hasPrefix(base + "/") else { continue }
            found.append(String(path.dropFirst(base.count + 1)))
        }
        return found.sorted()
    }

    /// Goldens nobody expects any more (their spec or device is gone). `within`, when given, limits the search to
    /// those spec folders (relative paths without extension), so a run filtered to some specs judges only theirs.
    public static func orphans(in directory: URL, expected: Set<String>, within specFolders: [String]? = nil) -> [String] {
        existing(in: directory).filter { path in
            guard !expected.contains(path) else { return false }
            guard let specFolders else { return true }
            return specFolders.contains { path.hasPrefix($0 + "/") && !path.dropFirst($0.count + 1).contains("/") }
        }
    }

    /// Deletes the given goldens (relative paths) and any spec folders left empty. Returns what it removed.
    @discardableResult
    public static func prune(_ relativePaths: [String], in directory: URL) throws -> [String] {
        let fm = FileManager.default
        for path in relativePaths {
            let url = directory.appendingPathComponent(path)
            try fm.removeItem(at: url)
            var folder = url.deletingLastPathComponent().standardizedFileURL
            while folder.path.count > directory.standardizedFileURL.path.count,
                  (try? fm.contentsOfDirectory(atPath: folder.path))?.isEmpty == true {
                try fm.removeItem(at: folder)
                folder = folder.deletingLastPathComponent()
            }
        }
        return relativePaths
    }
}
