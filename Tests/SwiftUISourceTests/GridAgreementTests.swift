import DynamicType
import Layout
import Specs
import ViewModel
import Testing
@testable import SwiftUISource

/// A Grid written in Swift and the same grid in the spec language lay out identically at every category.
@Suite struct GridAgreementTests {
    static let swift = """
    struct NutritionTable: View {
        var body: some View {
            Grid(alignment: .leading, horizontalSpacing: 12) {
                GridRow {
                    Text("Energy")
                    Text("2,093 kJ")
                        .gridColumnAlignment(.trailing)
                    Image(systemName: "flame")
                        .imageScale(.small)
                }
                Divider()
                    .gridCellUnsizedAxes(.horizontal)
                GridRow(alignment: .top) {
                    Text("Saturated fat and trans fat")
                        .font(.footnote)
                    Text("1.2 g")
                }
                GridRow {
                    Text("Values per 100 g, prepared as directed")
                        .font(.caption)
                        .gridCellColumns(3)
                }
            }
        }
    }
    #Preview { NutritionTable() }
    """

    static let yaml = """
    body:
      grid:
        alignment: leading
        horizontalSpacing: 12
        rows:
          - gridRow:
              - text: Energy
              - text: "2,093 kJ"
                gridColumnAlignment: trailing
              - symbol: flame
                imageScale: small
          - divider:
            gridCellUnsizedAxes: horizontal
          - gridRow:
              alignment: top
              children:
                - text: Saturated fat and trans fat
                  font: footnote
                - text: "1.2 g"
          - gridRow:
              - text: Values per 100 g, prepared as directed
                font: caption
                gridCellColumns: 3
    """

    /// Every node's kind and frame, depth first.
    func frames(_ root: ViewNode) -> [String] {
        laidFrames(root)
    }

    @Test(arguments: [ContentSizeCategory.large, .accessibility3])
    func bothFrontEndsGiveTheSameFrames(at category: ContentSizeCategory) throws {
        let spec = try SpecLoader.decode(yaml: Self.yaml, file: "nutrition.yaml")
        let fromYAML = try SpecResolver().resolve(spec, device: iPhone, category: category).body
        let fromSwift = try tree(Self.swift, at: category).body
        let yamlFrames = frames(fromYAML), swiftFrames = frames(fromSwift)
        #expect(yamlFrames.count > 5)
        #expect(swiftFrames == yamlFrames)
    }
}
