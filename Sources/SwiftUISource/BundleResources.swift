import Foundation

/// The files an app copies into its bundle, found in its folders: sample data a preview loads with
/// `Bundle.main.url(forResource: "trips", withExtension: "json")`.
///
/// *Assumption* (Xcode's default, "Copy Bundle Resources"): a file in a group of the app's target is copied to the
/// bundle's top level under its own name, wherever it sits in the project's folders, so a name finds one file. A
/// name found in two folders (which Xcode refuses to build into one bundle), or in none, is diagnosed; a folder
/// reference (`subdirectory:`) is not modelled.
public struct BundleResources: Sendable {
    /// The paths of each file name found, sorted.
    let paths: [String: [String]]

    public static let none = BundleResources(paths: [:])

    /// Files no app copies as a resource of its own: sources, and the folders Xcode compiles or keeps apart.
    private static let skippedSuffixes = [".swift", ".h", ".m", ".xcassets", ".lproj", ".xcodeproj", ".xcworkspace",
                                          ".xcstrings", ".xctestplan", ".playground", ".docc", ".bundle", ".framework"]
    /// A walk of an app's folders stops after this many files (a monorepo's vendored trees).
    static let maxFiles = 50_000

    /// The resource files under `folders`, by name.
    public static func scan(_ folders: [String]) -> BundleResources {
        var paths: [String: Set<String>] = [:]
        var seen = 0
        for folder in folders {
            let walker = FileManager.default.enumerator(atPath: folder)
            while let relative = walker?.nextObject() as? String, seen < maxFiles {
                let name = (relative as NSString).lastPathComponent
                if name.hasPrefix(".") || name == "build" || skippedSuffixes.contains(where: name.hasSuffix) {
                    walker?.skipDescendants()
                    continue
                }
                guard walker?.fileAttributes?[.type] as? FileAttributeType == .typeRegular else { continue }
                seen += 1
                let full = ((folder as NSString).appendingPathComponent(relative) as NSString).standardizingPath
                paths[name, default: []].insert(full)
            }
        }
        return BundleResources(paths: paths.mapValues { $0.sorted() })
    }

    /// The file `name` (with `ext` appended when given) names, or why there is none.
    func file(named name: String, extension ext: String?) -> Result<String, ResourceProblem> {
        let fileName = ext.map { $0.isEmpty ? name : name + "." + $0 } ?? name
        let found = paths[fileName] ?? []
        switch found.count {
        case 1: return .success(found[0])
        case 0: return .failure(.missing(fileName))
        default: return .failure(.ambiguous(fileName, found))
        }
    }
}

enum ResourceProblem: Error {
    case missing(String)
    case ambiguous(String, [String])
}
