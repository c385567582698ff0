import ArgumentParser

struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "bench", abstract: "(in progress)")
    func run() throws { throw ExitCode(2) }
}
