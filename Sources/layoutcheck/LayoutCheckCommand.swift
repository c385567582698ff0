import ArgumentParser
import Foundation

/// The command line: the only place that prints or chooses an exit code (`Failure`). Checking is LayoutCheckKit's;
/// the `measure` and `bench` tools' input and output live here.
@main
struct LayoutCheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layoutcheck",
        abstract: "Checks iOS card and row layouts at every Dynamic Type size.",
        version: "0.1.0",
        subcommands: [CheckCommand.self, InitCommand.self, LayoutCommand.self, MeasureCommand.self, TypeScaleCommand.self, BenchCommand.self, MergeCommand.self, PreviewCommand.self, PreviewsCommand.self,
                      VocabularyCommand.self],
        defaultSubcommand: CheckCommand.self)

    /// `--record` alone means `--record=all` (swift-snapshot-testing's `record: .all`); ArgumentParser options
    /// always take a value, so the bare flag is rewritten before parsing.
    static func main() {
        var arguments = Array(CommandLine.arguments.dropFirst())
        for (i, argument) in arguments.enumerated() where argument == "--record" {
            let next = i + 1 < arguments.count ? arguments[i + 1] : nil
            if next.map({ ["all", "missing", "failed", "never"].contains($0) }) != true { arguments[i] = "--record=all" }
        }
        do {
            var command = try parseAsRoot(arguments)
            try command.run()
        } catch {
            // ArgumentParser exits 64 (EX_USAGE) for a bad flag; layoutcheck documents 2 for every usage error.
            if exitCode(for: error).rawValue == 64 {
                FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
                Foundation.exit(2)
            }
            exit(withError: error)
        }
    }
}
