import Foundation

/// The fonts layoutcheck may use: only files configured here, never whatever the host has installed.
///
/// - The system font (`family == nil`) stands in for SF Pro: one cut at every size with a smooth, size-dependent
///   tracking (`Tracking`), as SF has had since iOS 14; `bundled()` configures Inter's text cut with Inter's dynamic
///   metrics. An optional display cut from `displayFromSize` is kept for SF Pro Text/Display files of old systems.
/// - Named families come from a configuration layer: `register(family:sources:)` with one variable file or several
///   static files (TTF, OTF, a face of a TTC), each static file standing for one weight; the nearest weight wins.
/// Files are loaded and validated at registration, so a bad path fails there, naming the file. A file registered
/// twice (same path and face index) is loaded once.
public final class FontLibrary: @unchecked Sendable {
    private let lock = NSLock()

    func withLock<R>(_ body: () throws -> R) rethrows -> R {
        lock.lock(); defer { lock.unlock() }
        return try body()
    }
    private var families: [String: FontFamily] = [:]
    private var systemText: FontFamily?
    private var systemDisplay: FontFamily?
    private var displayFromSize: Double = 20
    private var systemTracking: Tracking = .none
    private var loaded: [FontSource: FontFace] = [:]
    var fallbackEntries: [FallbackFont] = []
    /// Fallback entries loaded so far, by index: files are read on first need, so Latin text never needs them.
    var fallbackFamilies: [Int: FontFamily] = [:]
    var commonFont: CommonCharacterFont = .surroundingText
    var changes = 0

    public init() {}

    /// A library whose system font is the bundled Inter text cut from `fonts/`, with Inter's dynamic tracking, and
    /// Debian's Noto fonts as its fallback cascade.
    public static func bundled(directory: String? = nil) throws -> FontLibrary {
        let library = FontLibrary()
        let dir = directory ?? BundledFonts.directory()
        try library.setSystemFont(text: [FontSource(path: dir + "/" + BundledFonts.textCut)], tracking: .interDynamic)
        library.setFallback(FallbackFont.debianNoto)
        return library
    }

    /// Points the system font at files; `display` nil uses the text files at every size. `tracking` is the letter
    /// spacing added at each size (none for SF files, which carry their own).
    public func setSystemFont(text: [FontSource], display: [FontSource]? = nil, displayFromSize: Double = 20,
                              tracking: Tracking = .none) throws {
        let textFamily = try family(from: text)
        let displayFamily = try display.map { try family(from: $0) }
        lock.lock(); defer { lock.unlock() }
        systemText = textFamily
        systemDisplay = displayFamily
        self.displayFromSize = displayFromSize
        systemTracking = tracking
        changes += 1
    }

    /// The letter spacing (em) of `family` (nil = system font) at `size`; named families have none.
    public func tracking(family name: String?, size: Double) -> Double {
        guard name == nil else { return 0 }
        lock.lock(); defer { lock.unlock() }
        return systemTracking.em(at: size)
    }

    /// Registers (or replaces) a named family: one variable file, or static files keyed by weight.
    public func register(family name: String, sources: [FontSource]) throws {
        let family = try family(from: sources)
        lock.lock(); defer { lock.unlock() }
        families[name] = family
        changes += 1
    }

    /// Changes with every registration, so caches of finished measurements can tell a family was (re)defined.
    public var generation: Int {
        lock.lock(); defer { lock.unlock() }
        return changes
    }

    /// Registers a family of a single file (variable or static).
    public func register(family name: String, path: String, faceIndex: Int = 0) throws {
        try register(family: name, sources: [FontSource(path: path, faceIndex: faceIndex)])
    }

    public var familyNames: [String] {
        lock.lock(); defer { lock.unlock() }
        return families.keys.sorted()
    }

    /// The face that draws `family` (nil = system font) at `size` and `weight`.
    public func face(family name: String?, size: Double, weight: Double) throws -> FontFace {
        lock.lock(); defer { lock.unlock() }
        if let name {
            guard let family = families[name] else { throw FontError.unknownFamily(name, known: families.keys.sorted()) }
            return family.face(for: weight)
        }
        guard let text = systemText else { throw FontError.noSystemFont }
        if size >= displayFromSize, let display = systemDisplay { return display.face(for: weight) }
        return text.face(for: weight)
    }

    /// Loads (or returns the already loaded) face of one file.
    public func load(_ source: FontSource) throws -> FontFace {
        var key = source
        key.weight = nil
        lock.lock()
        if let face = loaded[key] { lock.unlock(); return face }
        lock.unlock()
        let face = try FontFace(path: source.path, faceIndex: source.faceIndex)
        lock.lock(); defer { lock.unlock() }
        if let raced = loaded[key] { return raced }
        loaded[key] = face
        return face
    }

    func family(from sources: [FontSource]) throws -> FontFamily {
        guard !sources.isEmpty else { throw FontError.unreadable(path: "", reason: "a font family needs at least one file") }
        let members = try sources.map { source -> FontFamily.Member in
            let face = try load(source)
            let weights = face.isVariable ? face.weightRange : (source.weight.map { $0...$0 } ?? face.weightRange)
            return FontFamily.Member(face: face, weights: weights)
        }
        return FontFamily(members: members)
    }
}
