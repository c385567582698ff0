import ArgumentParser
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `preview --serve`: hands the process over to `layoutcheck-serve`, built beside this binary. The server is a
/// product of its own so that building the check never builds the HTTP library.
enum LiveServe {
    static let executable = "layoutcheck-serve"

    static func exec(root: String, port: UInt16) throws {
        let here = Bundle.main.executableURL?.resolvingSymlinksInPath().deletingLastPathComponent()
        guard let server = here?.appendingPathComponent(executable).path,
              FileManager.default.isExecutableFile(atPath: server) else {
            FileHandle.standardError.write(Data(("error: live previews need `\(executable)` beside layoutcheck; build it with "
                + "`swift build -c release --product \(executable)` (scripts/install installs both)\n").utf8))
            throw ExitCode(3)
        }
        let arguments = [server, "--root", root, "--port", String(port)]
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        execv(server, &argv)
        FileHandle.standardError.write(Data("error: cannot start \(server): \(String(cString: strerror(errno)))\n".utf8))
        throw ExitCode(3)
    }
}
