import LayoutCheckKit
import Testing

/// `skip:` edited as text: what the user wrote stays, entries come and go by their lines.
@Suite struct SkipListTests {
    @Test func aConfigurationWithoutSkipGetsABlockAtTheEnd() throws {
        let edited = try SkipList.edit("swiftui: Views  # ours\n", adding: [("A.swift › B", "why")], removing: [])
        #expect(edited.hasPrefix("swiftui: Views  # ours\n\n# Previews layoutcheck cannot evaluate yet"))
        #expect(edited.hasSuffix("skip:\n  \"A.swift › B\": \"why\"\n"))
    }

    @Test func anEmptyFlowSkipBecomesABlockKeepingItsComment() throws {
        let edited = try SkipList.edit("skip: {}  # none yet\nrecord: never\n", adding: [("A.swift › B", "why")], removing: [])
        #expect(edited == "skip: # none yet\n  \"A.swift › B\": \"why\"\nrecord: never\n")
    }

    @Test func removingAnEntryTakesItsFoldedLinesAndLeavesTheRest() throws {
        let text = "skip:\n  # a comment\n  \"Old.swift › A\": a long reason\n    folded over a line\n  \"Map.swift › Map\": canvas\nrecord: never\n"
        let edited = try SkipList.edit(text, adding: [("New.swift › N", "say \"why\"")], removing: ["Old.swift › A"])
        #expect(edited == "skip:\n  # a comment\n  \"Map.swift › Map\": canvas\n  \"New.swift › N\": \"say \\\"why\\\"\"\nrecord: never\n")
    }

    @Test func removingEveryEntryLeavesAnEmptyMapping() throws {
        let edited = try SkipList.edit("skip:\n  \"A.swift › B\": why\n", adding: [], removing: ["A.swift › B"])
        #expect(edited == "skip: {}\n")
    }

    @Test func anASCIIArrowNamesThePreview() {
        #expect(SkipList.normalized("Map.swift > Map") == "Map.swift › Map")
        #expect(SkipList.normalized("Map.swift›Map") == "Map.swift › Map")
        #expect(SkipList.normalized("Map.swift › A > B") == "Map.swift › A > B")
    }
}
