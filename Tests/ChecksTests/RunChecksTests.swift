import Checks
import DynamicType
import Foundation
import Layout
import Testing
import CheckSettings

@Suite struct RunChecksTests {
    let truncated = text(id: "title", frame: rect(0, 0, 300, 22), truncated: true, cause: .lineLimit, lineLimit: 1,
                         suppressions: [Suppression(rule: "text-truncated", reason: "Marketing accepts an ellipsis")])

    @Test func suppressionOnTheElementMarksTheFindingAndKeepsIt() throws {
        let root = vstack(frame: rect(0, 0, 300, 22), [truncated])
        let f = try #require(runChecks(root, context: context()).first)
        #expect(f.suppressed)
        #expect(f.suppressionReason == "Marketing accepts an ellipsis")
    }

    @Test func suppressionOnAnAncestorCoversDescendants() throws {
        let root = vstack(frame: rect(0, 0, 300, 22),
                          suppressions: [Suppression(rule: "text-too-small", reason: "legal small print")],
                          [text(id: "legal", frame: rect(0, 0, 100, 12), fontSize: 9)])
        #expect(try #require(findings(RuleID.textTooSmall, root).first).suppressed)
    }

    @Test func suppressionOfOneRuleLeavesOthersActive() {
        let root = vstack(frame: rect(0, 0, 300, 22), [
            text(id: "t", frame: rect(0, 0, 100, 12), fontSize: 9, suppressions: [Suppression(rule: "text-truncated", reason: "x")]),
        ])
        #expect(findings(RuleID.textTooSmall, root).map(\.suppressed) == [false])
    }

    @Test func severityOverridesAndDisabledRulesApply() {
        let root = vstack(frame: rect(0, 0, 300, 22), [text(id: "t", frame: rect(0, 0, 100, 12), fontSize: 9)])
        let severe = context(rules: RuleConfiguration(severities: ["text-too-small": .error]))
        #expect(findings(RuleID.textTooSmall, root, severe).map(\.severity) == [.error])
        let off = context(rules: RuleConfiguration(disabled: ["text-too-small"]))
        #expect(findings(RuleID.textTooSmall, root, off).isEmpty)
    }

    @Test func findingsCarryTheEnvironmentAndSource() throws {
        let source = SourceLocation(file: "layouts/card.yaml", line: 12, column: 7)
        let root = vstack(frame: rect(0, 0, 300, 22), [text(id: "t", frame: rect(0, 0, 100, 12), fontSize: 9, source: source)])
        var ctx = context(.accessibility3)
        ctx.variant = "long"
        let f = try #require(findings(RuleID.textTooSmall, root, ctx).first)
        #expect(f.category == .accessibility3)
        #expect(f.device == "iphone-16")
        #expect(f.variant == "long")
        #expect(f.source == source)
    }

    @Test func findingsAreOrderedByElementThenRule() {
        let root = vstack(frame: rect(0, 0, 300, 60), [
            text(id: "a", frame: rect(0, 0, 100, 12), truncated: true, cause: .lineLimit, fontSize: 9, lineLimit: 1),
            text(id: "b", frame: rect(0, 20, 100, 12), fontSize: 9),
        ])
        let order = runChecks(root, context: context()).map { "\($0.elementID!):\($0.rule)" }
        #expect(order == ["a:text-truncated", "a:text-too-small", "b:text-too-small"])
    }

    @Test func findingJSONHasSortedKeysAndRoundTrips() throws {
        let source = SourceLocation(file: "layouts/card.yaml", line: 3, column: 5)
        let finding = Finding(rule: "hit-target-small", severity: .error, element: "card/retry", elementID: "retry",
                              category: .xSmall, device: "iphone-se", measured: .size(Size(width: 40, height: 44)),
                              required: .size(Size(width: 44, height: 44)), cause: "Too small.", source: source)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let json = String(decoding: try encoder.encode(finding), as: UTF8.self)
        #expect(json == #"{"category":"xSmall","cause":"Too small.","device":"iphone-se","element":"card\/retry","#
            + #""elementID":"retry","measured":{"height":44,"unit":"pt","width":40},"required":{"height":44,"unit":"pt","width":44},"#
            + #""rule":"hit-target-small","severity":"error","source":{"column":5,"file":"layouts\/card.yaml","line":3},"#
            + #""suppressed":false}"#)
        #expect(try JSONDecoder().decode(Finding.self, from: Data(json.utf8)) == finding)
    }

    @Test func registryListsEveryRuleOnceWithADescription() {
        let ids = allRules.map(\.descriptor.id)
        #expect(Set(ids).count == ids.count)
        #expect(Set(ids) == [RuleID.textTruncated, RuleID.textWordSplit, RuleID.textClipped, RuleID.contentOverflow, RuleID.hitTargetSmall,
                             RuleID.hitTargetSpacing, RuleID.textTooSmall, RuleID.textMissingGlyphs,
                             RuleID.textFixedSize, RuleID.symbolSizeEstimated, RuleID.controlSizeEstimated, RuleID.imageSizeUnknown, RuleID.textUntranslated, RuleID.textOverlap,
                             RuleID.nothingChecked])
        #expect(allRules.allSatisfy { !$0.descriptor.summary.isEmpty })
        #expect(ruleDescriptor(id: "hit-target-small")?.defaultSeverity == .error)
    }
}
