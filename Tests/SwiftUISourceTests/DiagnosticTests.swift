import Testing
@testable import SwiftUISource

@Suite struct DiagnosticTests {
    @Test func aValueKnownOnlyAtRunTimeIsReportedAtItsLineWithTheFix() throws {
        let d = try #require(diagnostic("""
        struct List2: View {
            @StateObject var model = FeedModel()
            var body: some View {
                Text(model.title)
            }
        }
        #Preview { List2() }
        """))
        #expect(d.location.line == 2)
        #expect(d.message.contains("FeedModel"))
        #expect(d.message.contains("stubs:"))
    }

    @Test func anUnmodelledContainerIsNamed() throws {
        let d = try #require(diagnostic("#Preview {\n  GeometryReader { _ in Text(\"a\") }\n}"))
        #expect(d.location.line == 2)
        #expect(d.message.contains("GeometryReader"))
    }

    @Test func aModifierThatMayChangeLayoutIsNeverIgnored() throws {
        let d = try #require(diagnostic("#Preview { Text(\"a\").safeAreaPadding(8) }"))
        #expect(d.message.contains("safeAreaPadding"))
        #expect(d.message.contains("skip:"))
    }

    @Test func cosmeticModifiersAreAccepted() throws {
        #expect(diagnostic("#Preview { Text(\"a\").foregroundStyle(.secondary).background(.blue).cornerRadius(8) }") == nil)
    }

    @Test func anUnknownNameIsReportedWithWhatToPass() throws {
        let d = try #require(diagnostic("#Preview { Text(title) }"))
        #expect(d.message.contains("`title` is not known statically"))
    }

    @Test func recursionIsStopped() throws {
        let d = try #require(diagnostic("struct R: View { var body: some View { R() } }\n#Preview { R() }"))
        #expect(d.message.contains("levels deep"))
    }
}
