import ArgumentParser

struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "check", abstract: "(in progress)")
    func run() throws { throw ExitCode(2) }
}
