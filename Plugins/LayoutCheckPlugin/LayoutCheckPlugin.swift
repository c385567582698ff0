import Foundation
import PackagePlugin

/// `swift package layoutcheck [ARGUMENTS]`: runs layoutcheck in the package's folder with the arguments as given
/// (`swift package --allow-writing-to-package-directory layoutcheck --record` to write goldens). The exit status is
/// layoutcheck's, so a regression fails the command as it fails CI.
@main
struct LayoutCheckPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "layoutcheck")
        let process = Process()
        process.executableURL = tool.url
        process.arguments = arguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        // layoutcheck has printed why; the thrown error gives `swift package` a failing status.
        guard process.terminationStatus == 0 else { throw PluginFailure(status: process.terminationStatus) }
    }
}

struct PluginFailure: Error, CustomStringConvertible {
    let status: Int32
    var description: String { "layoutcheck exited with status \(status)" }
}
