import ArgumentParser
import Foundation
import LayoutCheckKit

/// `layoutcheck init`: a commented starter `layoutcheck.yml` and one example spec. Never overwrites a file.
struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Write a commented layoutcheck.yml and an example spec (existing files are left alone).")

    @Option(help: "Project root to initialise.")
    var root: String = "."

    func run() throws {
        let folders = Starter.previewFolders(under: root)
        let files = [("layoutcheck.yml", Starter.configuration(swiftui: folders)), ("layouts/example_row.yaml", Starter.exampleSpec)]
        for (relative, text) in files {
            let path = root == "." ? relative : root + "/" + relative
            if FileManager.default.fileExists(atPath: path) {
                print("kept \(path) (already exists)")
                continue
            }
            do {
                let folder = (path as NSString).deletingLastPathComponent
                if !folder.isEmpty { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) }
                try text.write(toFile: path, atomically: true, encoding: .utf8)
            } catch {
                Failure.printErrors(["\(path): cannot write: \(error)"])
                throw ExitCode(3)
            }
            print("wrote \(path)")
        }
        if !folders.isEmpty { print("found SwiftUI previews in \(folders.joined(separator: ", ")): checked with layouts/") }
        print("next: layoutcheck --record   (records golden/; then layoutcheck checks against it)")
    }
}
