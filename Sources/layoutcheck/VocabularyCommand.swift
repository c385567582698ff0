import ArgumentParser
import ViewModel

struct VocabularyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "vocabulary",
        abstract: "Prints the SwiftUI views and modifiers layoutcheck reads, with how a spec writes each (Markdown).")

    func run() throws {
        print(Vocabulary.markdown(), terminator: "")
    }
}
