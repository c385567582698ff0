import Foundation
import DynamicType
import Layout
import Specs
import Testing
import ViewModel
@testable import SwiftUISource

/// Every entry of the SwiftUI vocabulary is read by both front ends (or says why a spec does not write it), and the
/// two agree on what it does.
@Suite struct VocabularyTests {
    static let entries = Vocabulary.modifiers.values.sorted { $0.name < $1.name }

    /// A preview holding one example view, with the ViewModifier the `.modifier(_:)` example applies.
    static func swiftPreview(_ view: String) -> String {
        """
        final class Model: ObservableObject {}
        struct Bordered: ViewModifier {
            func body(content: Content) -> some View { content.padding(4) }
        }
        /// A custom Layout: its subviews on top of each other at the top-leading corner.
        struct Pile: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
                return CGSize(width: sizes.map(\\.width).max() ?? 0, height: sizes.map(\\.height).max() ?? 0)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                for subview in subviews { subview.place(at: bounds.origin, proposal: .unspecified) }
            }
        }
        struct Rank: LayoutValueKey { static let defaultValue = 0 }
        struct Meter: GaugeStyle {
            func makeBody(configuration: Configuration) -> some View {
                VStack(alignment: .leading) { configuration.label; Capsule().frame(height: 6) }
            }
        }
        #Preview { VStack { \(view) } }
        """
    }

    /// A spec holding one text with the modifier written as a key.
    static func spec(key: String, example: String) -> String {
        """
        body:
          vstack:
            - text: Hello
              \(key): \(example)
        """
    }

    func frames(_ root: ViewNode) -> [String] {
        laidFrames(root)
    }

    @Test(arguments: entries.map(\.name))
    func theSwiftFrontEndEvaluatesEachModifier(_ name: String) throws {
        let entry = try #require(Vocabulary.modifiers[name])
        let laid = frames(try tree(Self.swiftPreview(entry.swiftExample)).body)
        #expect(laid.count >= 2, "\(entry.swiftExample) lays out its view")
    }

    @Test(arguments: entries.filter { $0.specKey != nil }.map(\.name))
    func aSpecWritesEachModifierAsTheSwiftFrontEndReadsIt(_ name: String) throws {
        let entry = try #require(Vocabulary.modifiers[name])
        guard case .key(let key, let example) = entry.spec else { return }
        let spec = try SpecLoader.decode(yaml: Self.spec(key: key, example: example), file: "\(key).yaml")
        let fromYAML = try SpecResolver().resolve(spec, device: iPhone, category: .accessibility3).body
        let fromSwift = try tree(Self.swiftPreview(entry.swiftExample), at: .accessibility3).body
        #expect(frames(fromSwift) == frames(fromYAML), "`\(key): \(example)` and \(entry.swiftExample)")
    }

    @Test func everyModifierASpecDoesNotWriteSaysWhy() {
        for entry in Self.entries {
            if case .none(let reason) = entry.spec { #expect(reason.count > 20, "\(entry.name): \(reason)") }
        }
    }

    @Test func aModifierOutsideTheVocabularyIsReportedByBothFrontEnds() throws {
        let d = diagnostic(Self.swiftPreview("Text(\"Hello\").frobnicate(3)"))
        #expect(d?.message.contains("`.frobnicate(…)` is not modelled") == true)
        #expect(throws: SpecErrors.self) {
            try SpecLoader.decode(yaml: Self.spec(key: "frobnicate", example: "3"), file: "f.yaml")
        }
    }

    @Test func drawingAndBehaviourModifiersChangeNoFrame() throws {
        let plain = frames(try tree(Self.swiftPreview("Text(\"Hello\")")).body)
        for entry in Self.entries where entry.effect == .drawing || entry.effect == .behaviour {
            let laid = frames(try tree(Self.swiftPreview(entry.swiftExample)).body)
            #expect(laid.map { $0.split(separator: " ").dropFirst().joined() } == plain.map { $0.split(separator: " ").dropFirst().joined() },
                    "\(entry.name)")
        }
    }
}

/// Every view of the vocabulary is laid out by the Swift front end, or reported with what to do; a spec writes it as
/// its entry says, with the same frames.
@Suite struct ViewVocabularyTests {
    static let entries = Vocabulary.views.values.sorted { $0.name < $1.name }

    func frames(_ root: ViewNode) -> [String] {
        laidFrames(root)
    }

    @Test(arguments: entries.filter { $0.notModelled == nil }.map(\.name))
    func theSwiftFrontEndLaysOutEachView(_ name: String) throws {
        let entry = try #require(Vocabulary.views[name])
        let laid = frames(try tree(VocabularyTests.swiftPreview(entry.swiftExample)).body)
        // The enclosing VStack and the view's own nodes (an EmptyView has none).
        #expect(laid.count >= (name == "EmptyView" ? 1 : 2), "\(entry.swiftExample) lays out")
    }

    @Test(arguments: entries.filter { $0.specKey != nil }.map(\.name))
    func aSpecWritesEachViewAsTheSwiftFrontEndLaysItOut(_ name: String) throws {
        let entry = try #require(Vocabulary.views[name])
        guard case .key(_, let example) = entry.spec else { return }
        let yaml = "body:\n  vstack:\n    - \(example)\n"
        let spec = try SpecLoader.decode(yaml: yaml, file: "\(name).yaml")
        let fromYAML = try SpecResolver().resolve(spec, device: iPhone, category: .accessibility3).body
        let fromSwift = try tree(VocabularyTests.swiftPreview(entry.swiftExample), at: .accessibility3).body
        #expect(frames(fromSwift) == frames(fromYAML), "\(example) and \(entry.swiftExample)")
    }

    @Test(arguments: entries.filter { $0.notModelled != nil }.map(\.name))
    func aViewNotModelledIsReportedWithWhatToDo(_ name: String) throws {
        let entry = try #require(Vocabulary.views[name])
        let d = diagnostic(VocabularyTests.swiftPreview(entry.swiftExample))
        #expect(d?.message.contains("`\(name)` is not modelled") == true, "\(d?.message ?? "no diagnostic")")
        #expect(d?.message.contains("stubs:") == true)
    }
}

@Suite struct VocabularyPageTests {
    @Test func docsVocabularyIsTheTableBothFrontEndsRead() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let page = try String(contentsOf: root.appendingPathComponent("docs/vocabulary.md"), encoding: .utf8)
        #expect(page == Vocabulary.markdown(), "regenerate with: layoutcheck vocabulary > docs/vocabulary.md")
    }
}
