import Foundation
import LayoutCheckKit
@testable import PreviewServer
import XCTest

/// A throwaway project: default configuration, the bundled fonts, the given specs in `layouts/`.
final class ScratchProject {
    let root: URL

    init(specs: [String: String]) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("live-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("layouts"), withIntermediateDirectories: true)
        for (name, yaml) in specs { try write(name, yaml) }
    }

    deinit { try? FileManager.default.removeItem(at: root) }

    func path(_ spec: String) -> String { root.appendingPathComponent("layouts/\(spec)").path }

    func write(_ spec: String, _ yaml: String) throws {
        try yaml.write(toFile: path(spec), atomically: true, encoding: .utf8)
    }

    func workspace() async throws -> LiveWorkspace { try await LiveWorkspace(options: RunOptions(root: root.path)) }
}

/// A one-device spec named `name` whose text reads `text`.
func cardSpec(name: String, text: String) -> String {
    """
    name: \(name)
    devices: [iphone-16]
    body:
      vstack:
        - text: "\(text)"
          foregroundStyle: secondary
        - symbol: heart.fill
          foregroundStyle: red
      background: {color: secondarySystemBackground, cornerRadius: 12}
    """
}
