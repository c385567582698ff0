import ArgumentParser
import Foundation
import LayoutCheckKit
import PreviewServer

/// `layoutcheck preview --serve` runs this (a product of its own, so the check never builds the server library).
@main
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layoutcheck-serve",
        abstract: "Serve live previews on 127.0.0.1: pages update themselves within a second of a save.")

    @Option(help: "Port on 127.0.0.1 (0: any free port).")
    var port: UInt16 = 8765

    @Option(help: "The project root (where layoutcheck.yml is).")
    var root: String = "."

    @Option(help: "Configuration file (default: <root>/layoutcheck.yml).")
    var config: String?

    func run() async throws {
        let workspace: LiveWorkspace
        do {
            workspace = try await LiveWorkspace(options: RunOptions(root: root, configPath: config,
                                                                    environment: ProcessInfo.processInfo.environment))
        } catch {
            FileHandle.standardError.write(Data("layoutcheck preview --serve: \(error)\n".utf8))
            throw ExitCode(error is LayoutCheckError ? 2 : 3)
        }
        let server = try LiveServer(workspace: workspace, port: port)
        let task = Task { try await server.run() }
        let bound = try await server.port()
        let count = await workspace.pages.count
        // Written unbuffered: a script or test reads the address from the first line.
        FileHandle.standardOutput.write(Data("serving \(count) preview pages at http://127.0.0.1:\(bound)/ (watching the sources; Ctrl-C stops)\n".utf8))
        try await task.value
    }
}
