import ArgumentParser
import Foundation
import LayoutCheckKit

/// `layoutcheck previews`: the SwiftUI previews layoutcheck finds, and which it can evaluate.
struct PreviewsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "previews",
        abstract: "List the SwiftUI previews found, each evaluated or not (with why).",
        discussion: "Exit 0 when the sources could be read, whether or not every preview is evaluated.")

    @Argument(help: "Swift files or folders (default: `swiftui:` in layoutcheck.yml).")
    var paths: [String] = []

    @Flag(help: "Print JSON: [{file, line, name, status, reason, diagnostics: [{file, line, column, message}]}].")
    var json = false

    @OptionGroup var project: ProjectRoot

    func run() throws {
        try Failure.guarding {
            let project = try Project(options: RunOptions(root: project.root))
            let entries = try PreviewCatalog(project: project).entries(paths: paths)
            print(json ? try PreviewCatalog.json(entries) : PreviewCatalog.text(entries), terminator: "")
        }
    }
}
