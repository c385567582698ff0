import SwiftUISource
import Testing

/// Previews written inside `#if` clauses an iOS build does not compile are found and listed with the clause and why,
/// never evaluated and never dropped silently.
@Suite struct InactivePreviewTests {
    func discover(_ source: String, conditions: BuildConditions = BuildConditions()) -> PreviewDiscovery {
        SwiftSources.discover(sources: [("Views/Watch.swift", source)], conditions: conditions)
    }

    @Test func aWatchOSOnlyPreviewIsListedInactiveWithItsClauseLineAndWhy() throws {
        let found = discover("""
        import SwiftUI

        #Preview("Phone") { Text("Phone") }

        #if os(watchOS)
        #Preview("Wrist") {
            Text("Wrist")
        }
        #endif
        """)
        #expect(found.previews.map(\.name) == ["Watch.swift › Phone"])
        let wrist = try #require(found.inactive.first)
        #expect(found.inactive.count == 1)
        #expect(wrist.name == "Watch.swift › Wrist" && wrist.line == 6 && wrist.file == "Views/Watch.swift")
        #expect(wrist.reason == "inside `#if os(watchOS)` (line 5): not compiled in an iOS build; layoutcheck checks iOS")
        #expect(wrist.goldenFolder.hasSuffix("Views/Watch.swift/Wrist"), "\(wrist.goldenFolder)")
    }

    @Test func aPreviewInAnElseBranchNotTakenNamesTheClauseCompiledInstead() throws {
        let found = discover("""
        #if os(iOS)
        #Preview("Card") { Text("iOS") }
        #else
        #Preview("Card") { Text("Other") }
        #endif
        """)
        #expect(found.previews.map(\.line) == [2], "the iOS clause's preview is checked")
        let other = try #require(found.inactive.first)
        #expect(other.name == "Watch.swift › Card" && other.line == 4)
        #expect(other.reason == "inside `#else` (line 3): `#if os(iOS)` (line 1) is the clause compiled in the iOS build "
                + "layoutcheck checks")
    }

    @Test func aPreviewProviderInAMacOSClauseGivesOneInactivePreviewPerView() throws {
        let found = discover("""
        import SwiftUI

        #if os(macOS)
        struct Sidebar_Previews: PreviewProvider {
            static var previews: some View {
                Group {
                    Sidebar()
                    Sidebar().previewDisplayName("Wide")
                }
            }
        }
        #endif
        """)
        #expect(found.previews.isEmpty)
        #expect(found.inactive.map(\.name) == ["Watch.swift › Preview", "Watch.swift › Wide"])
        #expect(found.inactive.map(\.line) == [7, 8])
        #expect(found.inactive.allSatisfy { $0.reason.hasPrefix("inside `#if os(macOS)` (line 3): not compiled in an iOS build") })
    }

    @Test func aCustomFlagPreviewSaysToConfigureTheFlagAndIsCheckedOnceItIs() throws {
        let source = """
        #if FEATURE_X
        #Preview("New onboarding") { Text("Welcome") }
        #endif
        """
        let off = discover(source)
        #expect(off.previews.isEmpty)
        #expect(off.inactive.first?.reason == "inside `#if FEATURE_X` (line 1): `FEATURE_X` is not set: add it under "
                + "`conditions:` in layoutcheck.yml to check it")
        let on = discover(source, conditions: BuildConditions(customConditions: ["DEBUG", "FEATURE_X"]))
        #expect(on.previews.map(\.name) == ["Watch.swift › New onboarding"])
        #expect(on.inactive.isEmpty)
    }

    @Test func theReasonNamesThePartOfTheConditionThatIsOff() {
        let found = discover("""
        #if DEBUG && targetEnvironment(macCatalyst)
        #Preview("Catalyst") { Text("Mac") }
        #elseif canImport(AppKit)
        #Preview("AppKit") { Text("Mac") }
        #elseif !DEBUG
        #Preview("Release") { Text("Release") }
        #endif
        """)
        #expect(found.inactive.map(\.reason) == [
            "inside `#if DEBUG && targetEnvironment(macCatalyst)` (line 1): not compiled in an iOS build; layoutcheck checks iOS",
            "inside `#elseif canImport(AppKit)` (line 3): `AppKit` is not a framework of the iOS SDK, so an iOS build does not "
                + "import it; layoutcheck checks iOS",
            "inside `#elseif !DEBUG` (line 5): `DEBUG` is set (`conditions:` in layoutcheck.yml, `[DEBUG]` unless written)",
        ])
    }

    @Test func nestedClausesAreWalkedAndTheOutermostClauseThatIsOffIsTheReason() {
        let found = discover("""
        #if DEBUG
        #if os(visionOS)
        #Preview("Space") { Text("Space") }
        #endif
        #endif
        #if os(tvOS)
        #if DEBUG
        #Preview("Couch") { Text("Couch") }
        #endif
        #endif
        """)
        #expect(found.inactive.map(\.name) == ["Watch.swift › Space", "Watch.swift › Couch"])
        #expect(found.inactive.map { $0.reason.prefix(while: { $0 != ":" }) } == [
            "inside `#if os(visionOS)` (line 2)", "inside `#if os(tvOS)` (line 6)",
        ])
    }

    @Test func anUnnamedInactivePreviewNeverRenumbersTheCheckedOnes() {
        // Unnamed previews are `Preview`, `Preview 2`, … and name golden folders: one for watchOS above must not
        // rename (and orphan the goldens of) the one that is checked.
        let found = discover("""
        #if os(watchOS)
        #Preview { Text("Wrist") }
        #endif
        #Preview { Text("Phone") }
        """)
        #expect(found.previews.map(\.previewName) == ["Preview"])
        #expect(found.inactive.map(\.previewName) == ["Preview 2"])
    }

    @Test func thePreviewsAPIStillGivesOnlyWhatIsCompiled() {
        let source = "#if os(watchOS)\n#Preview { Text(\"Wrist\") }\n#endif\n"
        #expect(SwiftSources.previews(sources: [("V.swift", source)]).isEmpty)
    }
}
