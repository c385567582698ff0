import Foundation

/// Finds the repository's `fonts/` folder (Inter's text and display cuts, SIL OFL) without consulting the host's fonts.
public enum BundledFonts {
    public static let textCut = "Inter-roman.var.ttf"
    public static let displayCut = "InterDisplay-roman.var.ttf"

    /// In order: `$LAYOUTCHECK_FONTS`; `fonts/` in the current directory or any parent; `fonts/` beside or above
    /// the executable (a `.build*/debug/layoutcheck` in a checkout); `share/layoutcheck/fonts` beside the
    /// executable's `bin/` (where `scripts/install` puts them); the source checkout this file was built from.
    public static func directory() -> String {
        var candidates: [String] = []
        if let env = ProcessInfo.processInfo.environment["LAYOUTCHECK_FONTS"], !env.isEmpty { candidates.append(env) }
        candidates += ancestors(of: FileManager.default.currentDirectoryPath).map { $0 + "/fonts" }
        let executable = URL(fileURLWithPath: CommandLine.arguments.first ?? "").resolvingSymlinksInPath()
        candidates += ancestors(of: executable.deletingLastPathComponent().path).map { $0 + "/fonts" }
        candidates.append(executable.deletingLastPathComponent().deletingLastPathComponent().path + "/share/layoutcheck/fonts")
        let source = URL(fileURLWithPath: #filePath)  // Sources/TextEngine/Fonts/BundledFonts.swift
        candidates.append(source.deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().path + "/fonts")
        return candidates.first { FileManager.default.fileExists(atPath: $0 + "/" + textCut) } ?? candidates.last!
    }

    private static func ancestors(of path: String) -> [String] {
        var result: [String] = []
        var url = URL(fileURLWithPath: path).standardizedFileURL
        for _ in 0..<8 {
            result.append(url.path)
            let parent = url.deletingLastPathComponent()
            if parent.path == url.path { break }
            url = parent
        }
        return result
    }
}
