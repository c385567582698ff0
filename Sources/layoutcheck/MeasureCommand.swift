import ArgumentParser

struct MeasureCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "measure", abstract: "(in progress)")
    func run() throws { throw ExitCode(2) }
}
