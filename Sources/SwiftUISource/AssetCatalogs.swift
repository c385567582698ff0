import Foundation
import ViewModel

/// The sizes of the image assets in an app's asset catalogs (`Assets.xcassets`), so `Image("photo")` and
/// `Image(.photo)` have the size iOS gives them without a stub.
///
/// An image set is a folder `name.imageset` with a `Contents.json` listing its files by idiom and scale; a folder whose
/// `Contents.json` says `"provides-namespace": true` prefixes its images' names (`dough/plain`) (Apple, "Asset
/// Catalog Format Reference", Image Set Type and Folder Type). An image's size in points is its pixel size over its
/// scale (`@2x`: 2 pixels a point); a PDF's page size is in points already, an SVG's `width`/`height` (or viewBox)
/// likewise. Read: PNG and JPEG headers, a PDF's first `/MediaBox`, an SVG's root element. Anything else (HEIC,
/// a file that cannot be read) leaves the asset without a size: it is diagnosed where it is shown, as before.
public enum AssetCatalogs {
    /// Image sizes from every `.xcassets` folder under `paths`, keyed apart from the views' stubs they travel with:
    /// `key(name)` for `Image("name")`, `generatedKey(member)` for `Image(.member)` (`plant-photo` → `.plantPhoto`).
    /// The first catalog in path order wins a name, and an exact name wins over a generated one.
    public static func imageSizes(in paths: [String]) -> [String: ProjectConfig.Stub] {
        var sizes: [String: ProjectConfig.Stub] = [:]
        var generated: [String: ProjectConfig.Stub] = [:]
        for catalog in catalogs(in: paths) {
            for (name, size) in images(in: catalog) {
                if sizes[key(name)] == nil { sizes[key(name)] = size }
                if generated[generatedKey(generatedName(name))] == nil { generated[generatedKey(generatedName(name))] = size }
            }
        }
        return sizes.merging(generated) { exact, _ in exact }
    }

    /// Where `Image("name")`'s size is kept among the stubs: never a view's type name.
    public static func key(_ name: String) -> String { "asset:" + name }
    /// Where `Image(.member)`'s size is kept among the stubs.
    public static func generatedKey(_ member: String) -> String { "asset.generated:" + member }

    /// `.xcassets` folders under `paths`, sorted.
    static func catalogs(in paths: [String]) -> [String] {
        var out: Set<String> = []
        for path in paths {
            let walker = FileManager.default.enumerator(atPath: path)
            while let relative = walker?.nextObject() as? String {
                guard relative.hasSuffix(".xcassets") else { continue }
                walker?.skipDescendants()
                out.insert(((path as NSString).appendingPathComponent(relative) as NSString).standardizingPath)
            }
        }
        return out.sorted()
    }

    /// Each image set of a catalog, by its (namespaced) name, with its size when it can be read.
    static func images(in catalog: String) -> [(String, ProjectConfig.Stub)] {
        var out: [(String, ProjectConfig.Stub)] = []
        func walk(_ folder: String, prefix: String) {
            let entries = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
            for entry in entries {
                let path = (folder as NSString).appendingPathComponent(entry)
                if entry.hasSuffix(".imageset") {
                    if let size = imageSetSize(path) { out.append((prefix + String(entry.dropLast(9)), size)) }
                } else if isFolder(path), !entry.contains(".") {
                    let namespaced = contents(of: path)?["properties"].flatMap { ($0 as? [String: Any])?["provides-namespace"] as? Bool } ?? false
                    walk(path, prefix: namespaced ? prefix + entry + "/" : prefix)
                }
            }
        }
        walk(catalog, prefix: "")
        return out
    }

    /// The image set's size in points: its 3x, 2x, 1x or single file, for iPhone or any device, in the default
    /// appearance.
    static func imageSetSize(_ set: String) -> ProjectConfig.Stub? {
        guard let images = contents(of: set)?["images"] as? [[String: Any]] else { return nil }
        let usable = images.filter {
            $0["filename"] is String && ["universal", "iphone", nil].contains($0["idiom"] as? String) && $0["appearances"] == nil
        }
        let byScale = usable.sorted { scale($0) > scale($1) }
        for image in byScale {
            guard let file = image["filename"] as? String,
                  let (width, height) = pointSize(of: (set as NSString).appendingPathComponent(file)) else { continue }
            let s = file.lowercased().hasSuffix(".pdf") || file.lowercased().hasSuffix(".svg") ? 1 : scale(image)
            let (w, h) = (width / s, height / s)
            // A malformed file (a NaN, a zero scale, a 4-billion-pixel header) gives no size rather than a wrong one.
            guard w.isFinite, h.isFinite, w > 0, h > 0, w <= maxPoints, h <= maxPoints else { return nil }
            return ProjectConfig.Stub(width: w, height: h)
        }
        return nil
    }

    /// Larger than any screen: a size past it is a malformed file.
    static let maxPoints = 100_000.0

    private static func scale(_ image: [String: Any]) -> Double {
        (image["scale"] as? String).flatMap { Double($0.dropLast()) } ?? 1
    }

    /// `plant-photo` → `plantPhoto`, `Logo` → `logo`, `dough/plain-thumb` → `plainThumb`: the member Xcode generates
    /// for an asset (its last path component in lower camel case).
    static func generatedName(_ name: String) -> String {
        let last = name.split(separator: "/").last.map(String.init) ?? name
        let words = last.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init)
        guard let first = words.first else { return last }
        return first.prefix(1).lowercased() + first.dropFirst() + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    private static func contents(of folder: String) -> [String: Any]? {
        guard let data = FileManager.default.contents(atPath: (folder as NSString).appendingPathComponent("Contents.json")) else { return nil }
        return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
    }

    private static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
