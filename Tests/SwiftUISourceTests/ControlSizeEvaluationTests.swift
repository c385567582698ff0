import Testing
@testable import SwiftUISource

/// `.controlSize(_:)` in previews: accepted around views that are not controls, reported on the controls it resizes.
@Suite struct ControlSizeEvaluationTests {
    @Test func aControlSizeAroundTextsIsAccepted() throws {
        let laid = try tree("#Preview { VStack { Text(\"Storage\"); Text(\"12 GB\") }.controlSize(.large) }")
        #expect(shape(laid.body).contains("text \"12 GB\""))
    }

    @Test func aBorderedButtonAtASmallSizeIsReported() {
        #expect(throws: (any Error).self) {
            try tree("#Preview { Button(\"Save\") { }.buttonStyle(.bordered).controlSize(.small) }")
        }
    }

    @Test func aSliderUnderALargeSizeIsDiagnosedAtItsLine() throws {
        let d = try #require(diagnostic("""
        #Preview {
            VStack {
                Text("Volume")
                Slider(value: .constant(0.5))
            }
            .controlSize(.large)
        }
        """))
        #expect(d.location.line == 4)
        #expect(d.message.contains("Slider") && d.message.contains(".large"))
    }
}
