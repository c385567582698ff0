import ArgumentParser
import Foundation
import LayoutCheckKit
import Specs
import ViewModel
import SwiftUISource

/// The one place an error becomes a message on stderr and the documented exit status:
/// 1 a preview that cannot be evaluated, 2 usage or spec error, 3 environment error (files, fonts, folders).
enum Failure {
    static func status(_ error: Error) -> (messages: [String], code: Int32) {
        switch error {
        case let e as LayoutCheckError: return (e.messages, e.kind == .environment ? 3 : 2)
        case let e as SpecErrors: return (e.errors.map(\.description), 2)
        case let e as SwiftDiagnostic: return (["\(e) (this preview is not evaluated)"], 1)
        case let e as MeasureError: return (["\(e)"], e.exitCode)
        default: return (["\(error)"], 3)
        }
    }

    /// Runs a command's body; an error is printed and becomes its exit status.
    static func guarding(_ body: () throws -> Void) throws {
        do {
            try body()
        } catch let exit as ExitCode {
            throw exit
        } catch {
            let (messages, code) = status(error)
            printErrors(messages)
            throw ExitCode(code)
        }
    }

    /// Located messages already read `file:line:column: error: …`; others get the `error:` prefix.
    static func printErrors(_ messages: [String]) {
        let lines = messages.map { $0.contains(": error: ") ? $0 : "error: " + $0 }
        FileHandle.standardError.write(Data((lines.joined(separator: "\n") + "\n").utf8))
    }
}

/// `--root`, shared by the commands that open a project.
struct ProjectRoot: ParsableArguments {
    @Option(help: "Project root holding layoutcheck.yml, layouts/ and golden/.")
    var root: String = "."
}

/// `--format`, shared by the commands that print a run report.
struct ReportFormat: ParsableArguments {
    @Option(help: "Output format on stdout: text, json, markdown.")
    var format: String = "text"
}

/// A temporary project folder for a benchmark: the bundled fonts, the default configuration, nothing else.
struct BenchScratch {
    let url: URL

    init(name: String) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(getpid())")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func project() throws -> Project {
        do { return try Project(options: RunOptions(root: url.path)) } catch {
            let (messages, code) = Failure.status(error)
            Failure.printErrors(messages)
            throw ExitCode(code)
        }
    }

    func remove() { try? FileManager.default.removeItem(at: url) }
}
