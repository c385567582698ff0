import ArgumentParser

/// The command line: the only place that prints or chooses an exit code. Everything else is in LayoutCheckKit.
@main
struct LayoutCheckCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layoutcheck",
        abstract: "Checks iOS card and row layouts at every Dynamic Type size.",
        subcommands: [CheckCommand.self, MeasureCommand.self, TypeScaleCommand.self, LayoutCommand.self,
                      BenchCommand.self],
        defaultSubcommand: CheckCommand.self)
}
