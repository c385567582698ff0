import Testing
@testable import SwiftUISource

@Suite struct PreviewDiscoveryTests {
    @Test func previewMacrosAreCasesNamedByFileAndNameOrPosition() {
        let found = previews("""
        import SwiftUI
        #Preview { Text("a") }
        #Preview("Long title") { Text("b") }
        #Preview(traits: .sizeThatFitsLayout) { Text("c") }
        """)
        #expect(found.map(\.name) == ["Card.swift › Preview", "Card.swift › Long title", "Card.swift › Preview 2"])
        #expect(found.map(\.goldenFolder) == ["Views/Card.swift/Preview", "Views/Card.swift/Long title", "Views/Card.swift/Preview 2"])
        #expect(found.map(\.line) == [2, 3, 4])
    }

    @Test func aPreviewProviderGroupGivesOnePreviewPerView() {
        let found = previews("""
        struct Card_Previews: PreviewProvider {
            static var previews: some View {
                Group {
                    Text("a").previewDisplayName("Short")
                    Text("b")
                }
            }
        }
        """)
        #expect(found.map(\.previewName) == ["Short", "Preview"])
    }

    @Test func fixedLayoutTraitSetsTheWidth() throws {
        let found = previews("#Preview(traits: .fixedLayout(width: 200, height: 100)) { Color.red }")
        #expect(found[0].fixedWidth == 200)
        let laid = try found[0].resolve(variant: "default", device: iPhone, category: .large, boldText: false, resolver: .init())
        #expect(laid.device.width == 200)
    }
}

/// `Group { A(); B() }.padding().previewLayout(.sizeThatFits)` in a PreviewProvider: Xcode shows each view of the
/// group as a preview of its own, with the group's modifiers.
@Suite struct ModifiedGroupPreviewTests {
    static let source = """
    struct Row: View {
        let title: String
        var body: some View { Text(title) }
    }
    struct Row_Previews: PreviewProvider {
        static var previews: some View {
            Group {
                Row(title: "Queued")
                Row(title: "Downloaded").previewDisplayName("Downloaded")
            }
            .padding()
            .previewLayout(.sizeThatFits)
        }
    }
    """

    @Test func eachViewIsAPreviewOfItsOwnWithTheGroupsModifiers() throws {
        let found = previews(Self.source)
        #expect(found.count == 2)
        #expect(found.last?.name.hasSuffix("Downloaded") == true, "\(found.map(\.name))")
        for (index, title) in ["Queued", "Downloaded"].enumerated() {
            let laid = try tree(Self.source, preview: index)
            #expect(shape(laid.body).contains("padding"), "the group's .padding() reaches each view: \(shape(laid.body))")
            #expect(shape(laid.body).contains("text \"\(title)\"") && !shape(laid.body).contains(index == 0 ? "Downloaded" : "Queued"))
        }
    }
}
