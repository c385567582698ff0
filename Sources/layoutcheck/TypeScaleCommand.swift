import ArgumentParser
import DynamicType
import Foundation

struct TypeScaleCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "type-scale",
        abstract: "Prints the iOS Dynamic Type scale: size/leading of every text style at every category.")

    @Flag(help: "Print {style: {category: {size, leading, weight}}} as JSON, keyed by SwiftUI names.")
    var json = false

    @Flag(help: "Apply the Bold Text setting to the weights (an assumption: one step heavier).")
    var boldText = false

    func run() throws {
        if json {
            print(TypeScaleTable.json(boldText: boldText))
        } else {
            print(TypeScaleTable.text(boldText: boldText), terminator: "")
        }
    }
}
