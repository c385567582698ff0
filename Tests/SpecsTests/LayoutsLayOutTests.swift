import DynamicType
import Layout
@testable import Specs
@testable import ViewModel
import Testing

/// The specs reach the layout engine in a shape it can lay out: laid out in the device's width less the insets, as
/// a run lays them out, with finite frames everywhere.
/// Text is measured with the engine's proportional test measurer (no fonts needed); verdicts are for Checks.
@Suite("layouts/ through the layout engine")
struct LayoutsLayOutTests {
    @Test(arguments: [ContentSizeCategory.large, .accessibility3, .accessibility5])
    func everySpecLaysOutWithinFiniteFrames(category: ContentSizeCategory) throws {
        let specs = try SpecLoader.loadFolder(layoutsFolder)
        let measurer = FixedAdvanceMeasurer.proportional()
        for spec in specs {
            for device in spec.devices(default: Device.defaultDevices) {
                for variant in spec.variantNames {
                    let r = try SpecResolver().resolve(spec, variant: variant, device: device, category: category)
                    let width = device.width - r.insets.horizontal
                    let tree = computeLayout(root: r.body, proposal: ProposedSize(width: width, height: nil), measure: measurer)
                    tree.forEach { node, _ in
                        let f = node.frame
                        #expect(f.minX.isFinite && f.minY.isFinite && f.width.isFinite && f.height.isFinite,
                                "\(spec.name)/\(variant) on \(device.name) at \(category): \(node.node.shape) \(f)")
                    }
                }
            }
        }
    }
}
