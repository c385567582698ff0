/// Why a font could not be loaded or resolved. Every case names the file (or family) so a config error is actionable.
public enum FontError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The path does not exist.
    case fileNotFound(path: String)
    /// The path exists but could not be read (a directory, no permission, an I/O error).
    case unreadable(path: String, reason: String)
    /// FreeType does not recognise the bytes as any font format (a PNG, a text file, an empty file).
    case notAFont(path: String)
    /// The file looks like a font but is damaged: truncated tables, bad header, FreeType load error.
    case corrupt(path: String, detail: String)
    /// A TTC/OTC collection has fewer faces than the index asked for.
    case faceIndexOutOfRange(path: String, index: Int, faceCount: Int)
    /// No family of that name was registered (configuration typo).
    case unknownFamily(String, known: [String])
    /// A file of the fallback cascade (`fonts.fallback`) is not installed; `package` is the Debian package it comes from.
    case fallbackNotFound(path: String, package: String?)
    /// The system font was used before any file was configured for it.
    case noSystemFont

    public var description: String {
        switch self {
        case .fileNotFound(let path): return "font file not found: \(path)"
        case .unreadable(let path, let reason): return "cannot read font file \(path): \(reason)"
        case .notAFont(let path): return "not a font file (unknown format): \(path)"
        case .corrupt(let path, let detail): return "corrupt font file \(path): \(detail)"
        case .faceIndexOutOfRange(let path, let index, let count):
            return "font file \(path) has \(count) face(s); face index \(index) is out of range"
        case .unknownFamily(let name, let known):
            let list = known.isEmpty ? "none registered" : "registered: " + known.joined(separator: ", ")
            return "unknown font family '\(name)' (\(list))"
        case .fallbackNotFound(let path, let package):
            let hint = package.map { " (Debian package \($0): apt-get install \($0), or run scripts/setup)" } ?? ""
            return "fallback font file not found: \(path)\(hint); text in scripts the system font lacks needs it"
        case .noSystemFont: return "no system font configured (expected the bundled Inter fonts in fonts/)"
        }
    }
}
