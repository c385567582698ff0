import Foundation
import TextEngine

/// Paths and shared engines for the tests. Fonts come from the repository's fonts/, found from this file.
enum Fixtures {
    static let repo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path
    static let fonts = repo + "/fonts"
    static let textCut = fonts + "/Inter-roman.var.ttf"
    static let displayCut = fonts + "/InterDisplay-roman.var.ttf"

    /// A fresh engine (own cache and counters) over the bundled fonts.
    static func engine() throws -> TextEngine {
        TextEngine(fonts: try FontLibrary.bundled(directory: fonts))
    }

    /// A scratch directory for files a test writes.
    static func temporaryFile(_ name: String, contents: Data) throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("textengine-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let url = dir.appendingPathComponent(name)
        try contents.write(to: url)
        return url.path
    }
}
