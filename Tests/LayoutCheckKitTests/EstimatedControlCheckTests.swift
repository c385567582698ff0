import Checks
import DynamicType
import Foundation
import Layout
import LayoutCheckKit
import Testing

/// System controls laid out from published reimplementations: their texts are checked like any text, and each says
/// that its sizes are an estimate (`control-size-estimated`).
@Suite struct EstimatedControlCheckTests {
    func findings(_ swift: String, at category: ContentSizeCategory) throws -> [Finding] {
        let results = try #require(try checkSwiftPreview(swift).variants.first).results
        return try #require(results.first { $0.category == category }).findings
    }

    @Test func aSegmentedPickersLongTitleTruncatesInItsEqualSegment() throws {
        let found = try findings("""
        struct Filters: View {
            @State private var scope = 1
            var body: some View {
                Picker("Show", selection: $scope) {
                    Text("All").tag(0)
                    Text("Favourites from this month").tag(1)
                    Text("Archived").tag(2)
                }
                .pickerStyle(.segmented)
            }
        }
        #Preview { Filters() }
        """, at: .large)
        let truncated = found.filter { $0.rule == RuleID.textTruncated }
        #expect(truncated.count == 1 && truncated.first?.source?.line == 6, "\(truncated)")
        #expect(found.contains { $0.rule == RuleID.controlSizeEstimated })
        #expect(!found.contains { $0.rule == RuleID.textFixedSize && !$0.suppressed }, "the system's own fixed size is not the app's")
    }

    @Test func aStepperLabelWrapsBesideItsControlWithoutATargetFinding() throws {
        let found = try findings("""
        #Preview { Form { Stepper("Reminders before the event", value: .constant(2), in: 0...5) } }
        """, at: .accessibility5)
        #expect(!found.contains { $0.rule == RuleID.textTruncated || $0.rule == RuleID.hitTargetSmall }, "\(found)")
        #expect(found.contains { $0.rule == RuleID.controlSizeEstimated && $0.measured == .size(Size(width: 94, height: 32)) })
    }

    @Test func aTextEditorScrollsTextThatDoesNotFitInsteadOfTruncatingIt() throws {
        let found = try findings("""
        #Preview {
            VStack {
                TextEditor(text: .constant("Bring the signed consent forms, two photos and the deposit to the first lesson"))
                    .frame(height: 60)
            }
        }
        """, at: .accessibility3)
        #expect(found.contains { $0.rule == RuleID.textTruncated && $0.suppressed }, "\(found)")
        #expect(!found.contains { $0.rule == RuleID.textTruncated && !$0.suppressed }, "\(found)")
        #expect(found.contains { $0.rule == RuleID.controlSizeEstimated })
    }

    @Test func aButtonRowOfAFormIsAsTallAsTheRowForTheHitTarget() throws {
        let found = try findings("""
        #Preview { Form { Button("Sign out") {}; NavigationLink("Privacy") { Text("Policy") } } }
        """, at: .large)
        #expect(!found.contains { $0.rule == RuleID.hitTargetSmall }, "\(found)")
    }

    @Test func aBorderlessButtonInAFormRowKeepsItsOwnSmallTarget() throws {
        let found = try findings("""
        #Preview { Form { HStack { Text("Cache"); Spacer(); Button("Clear") {}.buttonStyle(.borderless) } } }
        """, at: .large)
        #expect(found.contains { $0.rule == RuleID.hitTargetSmall }, "a borderless button is its label's size")
    }
}
