import DynamicType
import Localization
import Foundation
import Layout
import CheckSettings
import ViewModel

/// Reading `layoutcheck.yml` (the model it fills lives in ViewModel, below both front ends).
extension ProjectConfig {
    /// Reads `path`; a missing file gives the defaults (a project needs no config to start).
    public static func load(path: String = "layoutcheck.yml") throws -> ProjectConfig {
        let base = path.contains("/") ? String(path[..<path.lastIndex(of: "/")!]) : "."
        guard FileManager.default.fileExists(atPath: path) else { return ProjectConfig(baseDirectory: base) }
        return try decode(yaml: try SpecLoader.read(path), file: path, baseDirectory: base)
    }

    public static func decode(yaml: String, file: String = "layoutcheck.yml", baseDirectory: String = ".") throws -> ProjectConfig {
        let diags = Diagnostics(file: file)
        var config = ProjectConfig(baseDirectory: baseDirectory)
        if let node = diags.compose(yaml), !Cursor(node: node, path: []).isNull {
            ConfigDecoder(diags: diags).decode(Cursor(node: node, path: []), into: &config)
        }
        if !diags.errors.isEmpty { throw SpecErrors(diags.errors) }
        return config
    }
}
