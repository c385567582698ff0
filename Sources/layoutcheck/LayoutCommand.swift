import ArgumentParser

struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "layout", abstract: "(in progress)")
    func run() throws { throw ExitCode(2) }
}
