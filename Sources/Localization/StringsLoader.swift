import Foundation

/// Finds and reads an app's strings tables: `*.xcstrings` anywhere under the given files or folders, and
/// `*.strings` / `*.stringsdict` inside `xx.lproj` folders (the folder names the language; `Base.lproj` holds
/// interface-builder strings and is skipped).
public enum StringsLoader {
    /// - Parameter languages: when given, `.lproj` tables of other languages are not read (a table of a locale that is
    ///   not checked cannot fail the run); String Catalogs hold every language in one file and are always read.
    public static func load(_ paths: [String], languages: Set<String>? = nil) throws -> LocalizedStrings {
        var out = LocalizedStrings()
        // Catalogs first: their `sourceLanguage` names the development language.
        let found = files(in: paths).filter { file in languages.map { isNeeded(file, languages: $0) } ?? true }
        for file in found where file.hasSuffix(".xcstrings") {
            out.merge(try StringCatalogReader.read(try contents(file), file: file))
        }
        for file in found where !file.hasSuffix(".xcstrings") {
            guard let language = lprojLanguage(file) else { continue }
            let data = try contents(file)
            out.merge(file.hasSuffix(".stringsdict")
                ? try StringsFileReader.readStringsdict(data, language: language, file: file)
                : try StringsFileReader.readStrings(data, language: language, file: file))
        }
        return out
    }

    /// The strings tables under the paths (recursively), sorted; hidden folders are skipped.
    public static func files(in paths: [String]) -> [String] {
        var out: Set<String> = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
            if !isDirectory.boolValue { if isTable(path) { out.insert(path) }; continue }
            let walker = FileManager.default.enumerator(atPath: path)
            while let relative = walker?.nextObject() as? String {
                if isTable(relative), !relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) {
                    out.insert(((path.hasSuffix("/") ? path : path + "/") + relative as NSString).standardizingPath)
                }
            }
        }
        return out.sorted()
    }

    /// Whether a table is read for these languages: a catalog always; an `xx.lproj` table when its language, or the
    /// language it falls back to (`pt` for `pt-BR`), is one of them by its base (`pt-BR` wants `pt.lproj` and `pt-BR.lproj`).
    public static func isNeeded(_ path: String, languages: Set<String>) -> Bool {
        guard !path.hasSuffix(".xcstrings"), let language = lprojLanguage(path) else { return true }
        let wanted = Set(languages.map(baseLanguage))
        return wanted.contains(baseLanguage(language))
    }

    /// `pt` for `pt-BR`, `zh` for `zh_Hant`: what a table and a locale must share to matter to each other.
    public static func baseLanguage(_ tag: String) -> String {
        String(tag.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" }).first ?? "")
    }

    static func isTable(_ path: String) -> Bool {
        path.hasSuffix(".xcstrings") || ((path.hasSuffix(".strings") || path.hasSuffix(".stringsdict")) && lprojLanguage(path) != nil)
    }

    /// `de` for `…/de.lproj/Localizable.strings`; nil outside an `.lproj` folder or in `Base.lproj`.
    static func lprojLanguage(_ path: String) -> String? {
        let folder = ((path as NSString).deletingLastPathComponent as NSString).lastPathComponent
        guard folder.hasSuffix(".lproj") else { return nil }
        let language = String(folder.dropLast(".lproj".count))
        return language == "Base" || language.isEmpty ? nil : language
    }

    static func contents(_ file: String) throws -> Data {
        guard let data = FileManager.default.contents(atPath: file) else {
            throw StringsError(file: file, reason: "cannot read the strings file")
        }
        return data
    }
}
