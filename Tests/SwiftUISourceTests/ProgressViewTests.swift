import DynamicType
import Layout
import Specs
import Testing
import ViewModel
@testable import SwiftUISource

/// ProgressView as iOS draws it: a spinner when indeterminate, a bar with a value, and the styles the app writes.
@Suite struct ProgressViewTests {
    /// Every node's kind and frame in a 361 pt wide column, depth first.
    func frames(_ source: String, at category: ContentSizeCategory = .large) throws -> [String] {
        laidFrames(try tree(source, at: category).body)
    }

    @Test func anIndeterminateProgressViewIsA20PointSpinner() throws {
        let laid = try frames("#Preview { ProgressView() }")
        #expect(laid == ["frame (0, 0) 20×20", "color (0, 0) 20×20"])
    }

    @Test func aSpinnersTitleIsBelowItCentred() throws {
        let laid = try frames("#Preview { ProgressView(\"Loading\") }")
        #expect(laid.first?.hasPrefix("vstack (0, 0) 70×") == true, "\(laid)")
        #expect(laid.contains("color (25, 0) 20×20"), "\(laid)")
        let title = laid.first { $0.hasPrefix("text") } ?? ""
        #expect(title.hasPrefix("text (0, ") && title.hasSuffix(") 70×20") && !title.hasPrefix("text (0, 0)"), "\(laid)")
    }

    @Test func aProgressViewWithAValueIsABarAcrossTheWidthWithItsLabelsAboveAndBelow() throws {
        let laid = try frames("""
        #Preview {
            ProgressView(value: 0.25) { Text("Upload") } currentValueLabel: { Text("25%") }
        }
        """)
        // Label, bar, value: top to bottom, leading, the bar across the width.
        let kinds = laid.map { $0.split(separator: " ")[0] }
        #expect(kinds == ["vstack", "text", "frame", "color", "text"], "\(laid)")
        #expect(laid[1].hasPrefix("text (0, 0) 60×20") && laid[3].hasSuffix(" 361×4") && laid[3].hasPrefix("color (0, "))
        #expect(laid[4].hasPrefix("text (0, ") && laid[4].hasSuffix(" 30×20"))
    }

    @Test func theCircularStyleDrawsASpinnerEvenWithAValue() throws {
        let laid = try frames("#Preview { ProgressView(value: 0.5).padding(4).progressViewStyle(.circular) }")
        #expect(laid == ["padding (0, 0) 28×28", "frame (4, 4) 20×20", "color (4, 4) 20×20"])
    }

    @Test func theAppsProgressViewStyleIsDrawnWithTheFractionCompleted() throws {
        let root = try tree("""
        struct PercentStyle: ProgressViewStyle {
            func makeBody(configuration: Configuration) -> some View {
                HStack {
                    configuration.label
                    Text("\\(Int((configuration.fractionCompleted ?? 0) * 100)) percent complete")
                }
            }
        }
        #Preview {
            ProgressView("Backing up photos", value: 3, total: 4)
                .progressViewStyle(PercentStyle())
        }
        """).body
        #expect(shape(root) == "hstack(text \"Backing up photos\", text \"75 percent complete\")")
    }

    @Test func aStyleOnAContainerReachesEachProgressViewWithoutAStyleOfItsOwn() throws {
        let laid = try frames("""
        #Preview {
            VStack {
                ProgressView(value: 0.5)
                ProgressView(value: 0.5).progressViewStyle(.linear)
            }
            .progressViewStyle(.circular)
        }
        """)
        #expect(laid.filter { $0.hasPrefix("color") }.map { $0.split(separator: " ").last! } == ["20×20", "361×4"], "\(laid)")
    }
}
