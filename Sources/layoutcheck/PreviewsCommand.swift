import ArgumentParser
import Foundation
import LayoutCheckKit

/// `layoutcheck previews`: the SwiftUI previews layoutcheck finds, and which it can evaluate; with `--write-skips`,
/// the baseline of those it cannot, written into layoutcheck.yml.
struct PreviewsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "previews",
        abstract: "List the SwiftUI previews found, each evaluated or not (with why).",
        discussion: """
        Exit 0 when the sources could be read, whether or not every preview is evaluated; 2 when no paths are given \
        and layoutcheck.yml sets no `swiftui:` sources (the message names the folders holding previews). --write-skips records every \
        preview that is not evaluated under `skip:` in layoutcheck.yml (its first diagnostic as the reason, comments \
        kept) and removes entries that match no preview or whose preview evaluates now.
        """)

    @Argument(help: "Swift files or folders (default: `swiftui:` in layoutcheck.yml).")
    var paths: [String] = []

    @Flag(help: "Print JSON (= --format json): [{file, line, name, status, reason, diagnostics: [{file, line, column, message}]}].")
    var json = false

    @Option(help: "Output format: text or json.")
    var format: String = "text"

    @Flag(name: .customLong("write-skips"), help: "Record the previews not evaluated under `skip:` in layoutcheck.yml, and remove stale entries.")
    var writeSkips = false

    @Option(help: "Configuration file (default: ROOT/layoutcheck.yml).")
    var config: String?

    @OptionGroup var project: ProjectRoot

    func run() throws {
        try Failure.guarding {
            guard ["text", "json"].contains(format) else {
                throw LayoutCheckError(.usage, "--format \(format): expected text or json")
            }
            if writeSkips, !paths.isEmpty {
                throw LayoutCheckError(.usage, "--write-skips records the configured previews (`swiftui:`): give no paths")
            }
            let project = try Project(options: RunOptions(root: project.root, configPath: config))
            if paths.isEmpty, project.config.swiftui.isEmpty { throw project.noPreviewSources() }
            let catalog = PreviewCatalog(project: project)
            let entries = try catalog.entries(paths: paths)
            // Stale entries can only be told for the configured sources, which are all the skips can name.
            let stale = paths.isEmpty ? catalog.staleSkips(entries) : []
            if json || format == "json" {
                print(try PreviewCatalog.json(entries), terminator: "")
            } else {
                print(PreviewCatalog.text(entries, stale: writeSkips ? [] : stale), terminator: "")
            }
            if writeSkips {
                let change = try SkipBaseline.write(entries, stale: stale, project: project)
                let summary = SkipBaseline.summary(change)
                if json || format == "json" {
                    FileHandle.standardError.write(Data(summary.utf8))
                } else {
                    print(summary, terminator: "")
                }
            }
        }
    }
}
