import Checks
import DynamicType
import Foundation
import Layout
import LayoutCheckKit
import Reports
import Specs
import ViewModel
import SwiftUISource
import Testing

/// Forms and Lists as iOS 26.5 lays out the inset-grouped style: rows at least 52 pt tall with their content 32 pt
/// from the list's edges, sections at measured offsets, a switch row sized by its label; both front ends agree.
@Suite struct FormTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    static let yaml = """
    name: Settings
    devices: [iphone-16]
    body:
      form:
        sections:
          - header: Appearance
            rows:
              - toggle: Reduce Motion
                id: motion
              - text: Theme
                id: theme
            footer: Applies to every book.
          - rows:
              - text: About
                id: about
    """

    static let swift = """
    struct Settings: View {
        @State private var reduceMotion = false
        var body: some View {
            Form {
                Section {
                    Toggle("Reduce Motion", isOn: $reduceMotion).accessibilityIdentifier("motion")
                    Text("Theme").accessibilityIdentifier("theme")
                } header: {
                    Text("Appearance")
                } footer: {
                    Text("Applies to every book.")
                }
                Text("About").accessibilityIdentifier("about")
            }
        }
    }
    #Preview { Settings() }
    """

    func evaluate(_ source: any LayoutSource) throws -> CategoryResult {
        let project = try Project(options: RunOptions(root: Self.root))
        let evaluator = CaseEvaluator(project: project)
        return try evaluator.evaluate(source, variant: source.variantNames[0], device: try #require(Device.preset(named: "iphone-16")),
                                      category: .large, boldText: false).result
    }

    func spec() throws -> LayoutSpec { try SpecLoader.decode(yaml: Self.yaml, file: "layouts/settings.yaml") }

    @Test func rowsAreAtLeast52TallWithContentInset32() throws {
        let tree = ElementTree(root: try evaluate(try spec()).root)
        let theme = try #require(tree.visibleElements.first { $0.elementID == "theme" })
        #expect(theme.frame.height == 52)
        let text = try #require(tree.entries.first { $0.elementHead == theme.index && $0.node.id == "theme" })
        #expect(text.frame.minX == 32)
    }

    @Test func aRowsOwnInsetsReplaceTheCellsInBothFrontEnds() throws {
        let yaml = """
        name: Servers
        devices: [iphone-16]
        body:
          form:
            sections:
              - rows:
                  - text: Home
                    id: home
                    listRowInsets: {top: 0, leading: 4, bottom: 0, trailing: 4}
                  - text: Office
                    id: office
        """
        let swift = """
        #Preview {
            Form {
                Text("Home").accessibilityIdentifier("home").listRowInsets(EdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 4))
                Text("Office").accessibilityIdentifier("office")
            }
        }
        """
        let preview = try #require(SwiftSources.previews(sources: [("Views/Servers.swift", swift)]).first)
        for source in [try SpecLoader.decode(yaml: yaml, file: "layouts/servers.yaml") as any LayoutSource, preview] {
            let tree = ElementTree(root: try evaluate(source).root)
            func textX(_ id: String) throws -> Double {
                let head = try #require(tree.visibleElements.first { $0.elementID == id })
                return try #require(tree.entries.first { $0.elementHead == head.index && $0.node.id == id }).frame.minX
            }
            // The section's 16 pt margin and the row's own 4, against the default 16 + 16; the row keeps 52 pt.
            #expect(try textX("home") == 20, "\(source.name)")
            #expect(try textX("office") == 32, "\(source.name)")
            #expect(try #require(tree.visibleElements.first { $0.elementID == "home" }).frame.height == 52)
        }
    }

    @Test func sectionsSitAtTheMeasuredOffsets() throws {
        let tree = ElementTree(root: try evaluate(try spec()).root)
        // Header at 10, one body line (20.333), 10 more to the first row box.
        let motion = try #require(tree.visibleElements.first { $0.elementID == "motion" })
        #expect(abs(motion.frame.minY - 40.333) < 0.01)
        // The second section has no header: 23.667 below the first one's footer.
        let about = try #require(tree.visibleElements.first { $0.elementID == "about" })
        let footer = try #require(tree.entries.first { entry in
            if case .text(let text) = entry.node.kind { return text.string == "Applies to every book." }
            return false
        })
        let footerBottom = footer.frame.maxY
        #expect(abs(about.frame.minY - footerBottom - 23.667) < 0.01)
    }

    @Test func aSwitchRowIsSizedByItsLabelAndItsSwitchIsTheTarget() throws {
        let result = try evaluate(try spec())
        let target = try #require(ElementTree(root: result.root).targets.first { $0.entry.elementID == "motion" })
        #expect(target.frame.size == Size(width: 61, height: 52))
        #expect(!result.findings.contains { $0.rule == RuleID.hitTargetSmall })
    }

    @Test func theSwiftFormLaysOutLikeTheSpec() throws {
        let previews = SwiftSources.previews(sources: [("Views/Settings.swift", Self.swift)])
        let swift = try evaluate(try #require(previews.first))
        let yaml = try evaluate(try spec())
        #expect(FrameTreeReport.text(swift.root) == FrameTreeReport.text(yaml.root))
    }
}
