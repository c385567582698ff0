import Foundation
import TextEngine

/// Paths and shared engines for the tests. Fonts come from the repository's fonts/, found from this file.
enum Fixtures {
    static let repo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path
    static let fonts = repo + "/fonts"
    static let textCut = fonts + "/Inter-roman.var.ttf"
    static let displayCut = fonts + "/InterDisplay-roman.var.ttf"

    /// A fresh engine (own cache and counters) over Inter's text and display cuts without tracking: what HarfBuzz
    /// alone measures, so the engine's shaping and breaking can be checked against it exactly. (The bundled
    /// default, one cut with size-dependent tracking, is `FontLibrary.bundled`.)
    static func engine() throws -> TextEngine {
        let library = FontLibrary()
        try library.setSystemFont(text: [FontSource(path: textCut)], display: [FontSource(path: displayCut)])
        return TextEngine(fonts: library)
    }

    static let notoArabic = "/usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf"
    static let notoHebrew = "/usr/share/fonts/truetype/noto/NotoSansHebrew-Regular.ttf"
    static let notoCJK = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"
    /// Noto Color Emoji, a `CBDT` bitmap font: units per em 2048, every emoji 2550 units wide, hhea 1900 / −500.
    static let notoEmoji = "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"

    /// `engine()`'s fonts with a fallback cascade (Debian's Noto families by default; `scripts/setup` installs them).
    static func fallbackEngine(_ fallback: [FallbackFont] = FallbackFont.debianNoto) throws -> TextEngine {
        let library = FontLibrary()
        try library.setSystemFont(text: [FontSource(path: textCut)])
        library.setFallback(fallback)
        return TextEngine(fonts: library)
    }

    /// A file in this test process's scratch directory, which is removed when the process exits (for files a
    /// test keeps for its whole run; `withTemporaryFile` removes its file at once).
    static func temporaryFile(_ name: String, contents: Data) throws -> String {
        let url = processScratch.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: processScratch, withIntermediateDirectories: true)
        try contents.write(to: url)
        return url.path
    }

    private static let processScratch: URL = {
        atexit { try? FileManager.default.removeItem(at: Fixtures.scratchPath(getpid())) }
        return scratchPath(getpid())
    }()

    private static func scratchPath(_ pid: pid_t) -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("textengine-tests-\(pid)")
    }

    /// Writes `contents` to a file named `name` in a fresh scratch directory, runs `body` with its path, and
    /// removes the directory afterwards, so a test run leaves nothing in the temporary directory.
    @discardableResult
    static func withTemporaryFile<T>(_ name: String, contents: Data, _ body: (String) throws -> T) throws -> T {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("textengine-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let url = dir.appendingPathComponent(name)
        try contents.write(to: url)
        return try body(url.path)
    }
}
