import Specs
import Testing
import ViewModel
@testable import SwiftUISource

/// Swift's access levels on global helpers: each file's `private func face(_:)` is its own.
@Suite struct FileScopeTests {
    @Test func eachFilesPrivateHelperIsTheOneItsPreviewsCall() throws {
        let inline = """
        struct InlineModel { let text: String }
        extension InlineModel { static func sample(text: String = "Battery 68%") -> InlineModel { InlineModel(text: text) } }
        private func face(_ model: InlineModel) -> some View { Text(model.text) }
        #Preview("Inline") { face(.sample()) }
        """
        let corner = """
        struct CornerModel { let title: String; let value: Int }
        extension CornerModel { static func sample(title: String = "Kitchen", value: Int = 21) -> CornerModel { CornerModel(title: title, value: value) } }
        private func face(_ model: CornerModel) -> some View { Text("\\(model.title) \\(model.value)°") }
        #Preview("Corner") { face(.sample()) }
        """
        let found = SwiftSources.previews(sources: [("Views/Inline.swift", inline), ("Views/Corner.swift", corner)])
        let shapes = try found.map { p in
            shape(try p.resolve(variant: "default", device: iPhone, category: .large, boldText: false, resolver: SpecResolver()).body)
        }
        #expect(Set(shapes) == [#"text "Battery 68%""#, #"text "Kitchen 21°""#])
    }
}
