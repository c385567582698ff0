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
        // The README's path: see what can be evaluated, look without writing, baseline the rest, then record.
        print("next: layoutcheck previews            (which previews can be evaluated, and why not)")
        print("      layoutcheck --record=never      (a first look: checks everything, writes nothing)")
        print("      layoutcheck previews --write-skips && layoutcheck --record   (the baseline, then goldens)")
    }
}
