import Foundation

/// SVG → PNG through librsvg's `rsvg-convert` (Debian: librsvg2-bin): a well-kept renderer that draws our paths,
/// `<use>` and nested `<svg>` faithfully, needs no fonts (every label is outlines) and starts in milliseconds.
public enum Rasterizer {
    public static let tool = "rsvg-convert"
    public static let debianPackage = "librsvg2-bin"

    /// The tool's path on PATH, or nil.
    public static func locate(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        for dir in (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            let path = "\(dir)/\(tool)"
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return nil
    }

    public static func png(svg: URL, to png: URL) throws {
        guard let path = locate() else { throw PreviewError.toolMissing(tool: tool, package: debianPackage) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = ["--format", "png", "--background-color", "#f3f4f6", "--output", png.path, svg.path]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw PreviewError.rasterizer(String(decoding: message, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
        }
    }
}

public enum PreviewError: Error, CustomStringConvertible {
    case toolMissing(tool: String, package: String)
    case rasterizer(String)

    public var description: String {
        switch self {
        case .toolMissing(let tool, let package):
            return "\(tool) not found: install it (Debian and Ubuntu: `apt-get install \(package)`; macOS: `brew install "
                + "librsvg`) to write PNG contact sheets, or leave out --png"
        case .rasterizer(let message): return "rsvg-convert failed: \(message)"
        }
    }
}
