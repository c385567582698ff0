import Checks
import DynamicType
import Foundation
import Layout
import Localization
import Snapshots
import Specs
import ViewModel
import SwiftUISource
import TextEngine

/// A project opened for a run: its configuration, its fonts loaded into a text engine, and where its specs and
/// goldens live. Opening validates the fonts, so a missing file fails before anything is evaluated.
public final class Project: Sendable {
    public static let engineVersion = "0.1.0"

    public let root: String
    /// The configuration file: `--config`, else `<root>/layoutcheck.yml` (which may not exist).
    public let configPath: String
    public let config: ProjectConfig
    public let layoutsDirectory: String
    public let goldenDirectory: String
    public let measurer: EngineTextMeasurer
    /// `--locale`: checked instead of the configured locales (their strings tables are the ones read).
    let localeOverride: [LocaleSetting]?
    /// SHA-256 of every font file the engine may use, by file name, for golden headers. Computed on first use:
    /// a run that stops on a spec error never pays for hashing megabytes of fonts.
    public var fontHashes: [String: String] { hashes.value }
    private let hashes: FontHashes

    public init(options: RunOptions) throws {
        root = options.root
        configPath = options.configPath ?? Self.join(options.root, "layoutcheck.yml")
        if let explicit = options.configPath, !FileManager.default.fileExists(atPath: explicit) {
            throw LayoutCheckError(.usage, "\(explicit): configuration file not found")
        }
        do {
            config = try ProjectConfig.load(path: configPath)
        } catch let error as SpecErrors {
            throw LayoutCheckError(.spec, error.errors.map(\.description))
        }
        let unknownRules = config.unknownRules(known: allRules.map(\.descriptor.id))
        if !unknownRules.isEmpty { throw LayoutCheckError(.spec, unknownRules.map(\.description)) }
        layoutsDirectory = options.layoutsDirectory ?? config.path(config.layouts)
        localeOverride = options.locales
        goldenDirectory = options.goldenDirectory ?? config.path(config.golden)

        let (library, files) = try Self.loadFonts(config)
        measurer = EngineTextMeasurer(engine: TextEngine(fonts: library))  // the measurer caches
        for file in files where !FileManager.default.isReadableFile(atPath: file) {
            throw LayoutCheckError(.environment, "\(file): cannot read font file")
        }
        hashes = FontHashes(files: files.sorted())
    }

    /// The system font from the configuration, or the bundled Inter when the project has no `fonts/` of its own;
    /// plus every configured family. Returns the library and the files it loaded.
    static func loadFonts(_ config: ProjectConfig) throws -> (FontLibrary, [String]) {
        let library = FontLibrary()
        var files: [String] = []
        var text = config.path(config.fonts.systemText)
        let display = config.fonts.systemDisplay.map { config.path($0) }
        let defaults = ProjectConfig.Fonts()
        let isInter = config.fonts.systemText == defaults.systemText
        if isInter, !FileManager.default.fileExists(atPath: text) {
            text = BundledFonts.directory() + "/" + BundledFonts.textCut
        }
        // The bundled Inter gets its author's size-dependent tracking, so widths vary smoothly with size as SF's do;
        // SF files bring their own.
        let tracking = config.fonts.tracking.flatMap(Tracking.init(rawValue:)) ?? (isInter ? .interDynamic : .none)
        do {
            try library.setSystemFont(text: [FontSource(path: text)], display: display.map { [FontSource(path: $0)] },
                                      tracking: tracking)
            files.append(text)
            if let display { files.append(display) }
            for name in config.fonts.families.keys.sorted() {
                let faces = config.fonts.families[name]!
                try library.register(family: name, sources: faces.map {
                    FontSource(path: config.path($0.path), faceIndex: $0.index, weight: $0.weight)
                })
                files += faces.map { config.path($0.path) }
            }
        } catch let error as FontError {
            throw LayoutCheckError(.environment, "\(error)")
        }
        // Fallback files load when a character needs them, so they are not in `files` (the goldens' font hashes).
        library.setFallback(config.fonts.fallback.map { $0.map { fallbackFont($0, config) } } ?? FallbackFont.debianNoto)
        return (library, Array(Set(files)))
    }

    /// A `fonts.fallback` entry as the text engine takes it, paths made absolute against the config's folder.
    static func fallbackFont(_ entry: ProjectConfig.Fallback, _ config: ProjectConfig) -> FallbackFont {
        let sources = entry.files.flatMap { FallbackFont(parsing: config.path($0)).sources }
        return FallbackFont(sources: sources, languages: entry.languages)
    }

    /// Every spec in the layouts folder (or those the filters name), sorted by path. Spec errors from all files
    /// are collected into one error.
    public func loadSpecs(filters: [String] = []) throws -> [LayoutSpec] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: layoutsDirectory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw LayoutCheckError(.environment, "\(layoutsDirectory): layouts folder not found")
        }
        var specs: [LayoutSpec]
        do {
            specs = try SpecLoader.loadFolder(layoutsDirectory, fontFamilies: config.fontFamilyNames)
        } catch let error as SpecErrors {
            throw LayoutCheckError(.spec, error.errors.map(\.description))
        } catch {
            throw LayoutCheckError(.spec, "\(layoutsDirectory): \(error)")
        }
        let strings = try loadStrings()
        specs = specs.map { var spec = $0; spec.strings = strings; return spec }
        // A CI job that checks nothing must not pass: an empty folder is most likely a wrong `layouts:` path.
        if specs.isEmpty {
            throw LayoutCheckError(.spec, "\(layoutsDirectory): no specs in the layouts folder (*.yaml, *.yml, *.json); "
                                   + "run `layoutcheck init` or point `layouts:` in layoutcheck.yml at your specs")
        }
        guard !filters.isEmpty else { return specs.sorted { $0.file < $1.file } }
        var chosen: [LayoutSpec] = []
        for filter in filters {
            let matches = specs.filter { Self.matches($0, filter) }
            guard !matches.isEmpty else {
                let names = specs.map(\.name) + specs.map { ($0.file as NSString).lastPathComponent }
                throw LayoutCheckError(.usage, "no spec matches `\(filter)`" + Suggest.hint(filter, names))
            }
            chosen += matches
        }
        var seen = Set<String>()
        return chosen.filter { seen.insert($0.file).inserted }.sorted { $0.file < $1.file }
    }

    /// Everything to check, from every front end, in a fixed order: YAML specs by path, then SwiftUI previews by
    /// file and position. Previews listed under `skip:` are left out. Filters name specs or previews (by name,
    /// file or `File.swift › Preview`), or are `.swift` files and folders to read.
    public func loadSources(filters: [String] = []) throws -> [any LayoutSource] {
        try selectSources(filters: filters).sources
    }

    /// `loadSources`, with the previews left out by `skip:` and the `skip:` entries that match nothing.
    public func selectSources(filters: [String] = []) throws -> SourceSelection {
        let swiftPaths = filters.filter { $0.hasSuffix(".swift") || Self.isFolder($0) }
        let names = filters.filter { !swiftPaths.contains($0) }
        // Swift files named on the command line are read (with the configured sources around them); otherwise the
        // configured previews, less those skipped.
        let discovery = try discoverPreviews(paths: swiftPaths.isEmpty ? config.swiftui.map { config.path($0) } : swiftPaths)
        let found = discovery.previews
        var skipped: [(preview: SwiftPreview, key: String, reason: String)] = []
        let previews = !swiftPaths.isEmpty ? found : found.filter { p in
            guard let entry = skipEntry(for: p.name) else { return true }
            skipped.append((p, entry.key, entry.reason))
            return false
        }
        let namedPreviews = previews.filter { p in names.contains { Self.matches(p, $0) } }
        let inactive = discovery.inactive.filter { p in names.isEmpty || names.contains { Self.matches(p, $0) } }
        let specNames = names.filter { f in !previews.contains { Self.matches($0, f) } && !inactive.contains { Self.matches($0, f) } }
        // Named previews if the filters name any; with Swift files given, every preview of them otherwise.
        let chosenPreviews = !namedPreviews.isEmpty || swiftPaths.isEmpty ? (names.isEmpty ? previews : namedPreviews) : previews
        // Specs: all of them for a plain run (unless the project checks Swift sources alone), the named ones otherwise.
        let specsOnDisk = !SpecLoader.files(in: layoutsDirectory).isEmpty
        var specs: [any LayoutSource] = []
        if !specNames.isEmpty {
            specs = try loadSpecs(filters: specNames)
        } else if filters.isEmpty, found.isEmpty, !specsOnDisk, !config.swiftui.isEmpty || !Self.isFolder(layoutsDirectory) {
            throw nothingToCheck(inactive: discovery.inactive)
        } else if filters.isEmpty, found.isEmpty || specsOnDisk {
            specs = try loadSpecs()
        }
        if chosenPreviews.isEmpty, specs.isEmpty, let off = inactive.first {
            throw LayoutCheckError(.usage, "\(off.name) is not checked: \(off.reason)")
        }
        if !swiftPaths.isEmpty, chosenPreviews.isEmpty, specs.isEmpty {
            throw LayoutCheckError(.usage, "no preview in \(swiftPaths.joined(separator: ", "))")
        }
        var seen = Set<String>()
        let unmatched = swiftPaths.isEmpty ? unmatchedSkips(found) : []
        let inactiveSkips = skipsNamingInactive(unmatched, discovery.inactive)
        return SourceSelection(sources: specs + chosenPreviews.filter { seen.insert($0.name).inserted }, skipped: skipped,
                               unmatchedSkips: unmatched.filter { !inactiveSkips.contains($0) }, inactive: inactive,
                               inactiveSkips: inactiveSkips)
    }

    /// The previews of the Swift files under `paths`. The configured `swiftui:` sources are read too, so views and
    /// models defined elsewhere in the app are known, as they are to the compiler.
    public func loadPreviews(paths: [String]) throws -> [SwiftPreview] {
        try discoverPreviews(paths: paths).previews
    }

    /// One spelling per file: `T.swift` named on the command line and `./T.swift` found in the `swiftui:` folder `.`
    /// are the same file (Foundation's `standardizingPath` keeps a relative path's `./` on Linux), which was indexed
    /// twice: an enum's cases counted double, a subscript seen as two.
    static func pathKey(_ path: String) -> String {
        var key = (path as NSString).standardizingPath
        while key.hasPrefix("./") { key.removeFirst(2) }
        return key
    }

    /// The module folders of `files`: a Swift package's target folder (`Sources/<Target>`, SwiftPM's layout, so two
    /// targets' types of the same name never meet), else the project's root (an app target's sources).
    static func modules(of files: [String], root: String) -> [String] {
        let folders = files.map { file -> String in
            let parts = pathKey(file).split(separator: "/", omittingEmptySubsequences: false)
            guard let i = parts.firstIndex(of: "Sources"), i + 2 < parts.count else { return root }
            return parts[...(i + 1)].joined(separator: "/")
        }
        return Array(Set(folders)).sorted()
    }

    /// `loadPreviews`, with the previews in `#if` clauses the iOS build does not compile (listed, never evaluated).
    public func discoverPreviews(paths: [String]) throws -> PreviewDiscovery {
        guard !paths.isEmpty else { return PreviewDiscovery() }
        let named = SwiftSources.files(in: paths).map { ($0 as NSString).standardizingPath }
        let wanted = Set(named.map(Self.pathKey))
        // The sources a named file's types come from: the `swiftui:` folders, else (no layoutcheck.yml names them) the
        // module the file is in, as the compiler sees it: `layout Views/Row.swift` then reads `Models/User.swift` too.
        let sources = config.swiftui.isEmpty ? Self.modules(of: named, root: root) : config.swiftui.map { config.path($0) }
        let context = SwiftSources.files(in: sources).map { ($0 as NSString).standardizingPath }
        var seen = Set<String>()
        // A named file keeps its spelling (`Views/Row.swift`, not the walk's `./Views/Row.swift`).
        let files = (named + context).filter { seen.insert(Self.pathKey($0)).inserted }
        // Strings tables in the sources' folders (String Catalogs, `xx.lproj`), a named file's own folder included.
        let folders = paths.map { Self.isFolder($0) ? $0 : ($0 as NSString).deletingLastPathComponent }
        let catalogs = neededTables(StringsLoader.files(in: sources + folders), swiftFiles: files)
        // Image assets have the sizes their files give; a stub in layoutcheck.yml overrides one.
        let stubs = AssetCatalogs.imageSizes(in: sources + folders).merging(config.stubs) { _, configured in configured }
        do {
            var found = try SwiftSources.discover(files: files, relativeTo: root, stubs: stubs,
                                                  catalogs: catalogs,
                                                  conditions: BuildConditions(customConditions: Set(config.conditions)),
                                                  now: config.now, resources: BundleResources.scan(sources + folders))
            found.previews = found.previews.filter { wanted.contains(Self.pathKey($0.file)) }
            found.inactive = found.inactive.filter { wanted.contains(Self.pathKey($0.file)) }
            return found
        } catch let d as SwiftDiagnostic {
            throw LayoutCheckError(.environment, d.description)
        } catch let e as StringsError {
            throw LayoutCheckError(.spec, e.description)
        }
    }

    /// The strings specs are localized with (`strings:` in layoutcheck.yml); a table that cannot be read is a
    /// spec error (exit 2).
    public func loadStrings() throws -> LocalizedStrings {
        let paths = config.strings.map { config.path($0) }
        if let missing = paths.first(where: { !FileManager.default.fileExists(atPath: $0) }) {
            throw LayoutCheckError(.spec, "\(missing): not found (`strings:` in layoutcheck.yml names String Catalogs, "
                                   + ".lproj folders or folders holding them)")
        }
        do {
            return try StringsLoader.load(paths, languages: checkedLanguages)
        } catch let e as StringsError {
            throw LayoutCheckError(.spec, e.description)
        }
    }

    static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    static func matches(_ preview: SwiftPreview, _ filter: String) -> Bool {
        preview.name == filter || preview.previewName == filter || preview.file == filter
            || (preview.file as NSString).lastPathComponent == filter
            || (preview.file as NSString).standardizingPath == (filter as NSString).standardizingPath
    }

    static func matches(_ preview: InactivePreview, _ filter: String) -> Bool {
        preview.name == filter || preview.previewName == filter || preview.file == filter
            || (preview.file as NSString).lastPathComponent == filter
            || (preview.file as NSString).standardizingPath == (filter as NSString).standardizingPath
    }

    static func matches(_ spec: LayoutSpec, _ filter: String) -> Bool {
        if spec.name == filter || spec.file == filter { return true }
        let standardized = (filter as NSString).standardizingPath
        if (spec.file as NSString).standardizingPath == standardized { return true }
        let stem = ((spec.file as NSString).lastPathComponent as NSString).deletingPathExtension
        return stem == filter || (spec.file as NSString).lastPathComponent == filter
    }

    /// The spec's path as reports show it (relative to the working directory when possible).
    public func displayPath(_ file: String) -> String {
        let cwd = FileManager.default.currentDirectoryPath + "/"
        return file.hasPrefix(cwd) ? String(file.dropFirst(cwd.count)) : file
    }

    static func join(_ a: String, _ b: String) -> String { a == "." ? b : (a.hasSuffix("/") ? a + b : a + "/" + b) }
}

/// The font files' SHA-256, computed once on first use from any thread.
private final class FontHashes: @unchecked Sendable {  // `cached` only under `lock`
    private let files: [String]
    private let lock = NSLock()
    private var cached: [String: String]?

    init(files: [String]) { self.files = files }

    var value: [String: String] {
        lock.lock(); defer { lock.unlock() }
        if let cached { return cached }
        var hashes: [String: String] = [:]
        for file in files {
            // The library loaded these bytes a moment ago; a file gone since gets a hash no golden has.
            let data = FileManager.default.contents(atPath: file)
            hashes[(file as NSString).lastPathComponent] = data.map(SHA256.hex) ?? "unreadable"
        }
        cached = hashes
        return hashes
    }
}
