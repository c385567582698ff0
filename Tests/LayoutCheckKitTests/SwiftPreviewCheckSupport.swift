import Foundation
import Layout
import LayoutCheckKit
import SwiftUISource
import ViewModel
import Testing

/// The repository's root, whose `fonts/` the checks measure with.
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().path

/// The first preview of one Swift file, checked on an iPhone 16 at every category with real fonts.
func checkSwiftPreview(_ swift: String, file: String = "Views/Budget.swift") throws -> CaseEvaluation {
    let preview = try #require(SwiftSources.previews(sources: [(file, swift)]).first)
    let evaluator = CaseEvaluator(project: try Project(options: RunOptions(root: repositoryRoot)))
    return try evaluator.evaluate(preview, on: try #require(Device.preset(named: "iphone-16")))
}
