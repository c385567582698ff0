import DynamicType
import Layout
@testable import Specs
@testable import ViewModel
import Testing

/// The system font's designs: `.rounded` is measured as SF Pro (its widths), SF Mono and New York are other typefaces
/// with widths of their own, so a text in them is diagnosed at its line rather than measured with the wrong widths.
@Suite struct FontDesignTests {
    @Test func aMonospacedSystemFontIsDiagnosedAtItsLine() throws {
        let s = try spec("body:\n  text: \"12:30\"\n  font: {style: body, design: monospaced}\n")
        #expect {
            try body(s)
        } throws: { error in
            let first = (error as? SpecErrors)?.errors.first
            return first?.line == 2 && first?.message.contains("`.monospaced` design (SF Mono) is not measured") == true
        }
    }

    @Test func fontDesignSerifAboveATextIsDiagnosed() throws {
        let s = try spec("body:\n  vstack:\n    - text: Chapter one\n  fontDesign: serif\n")
        #expect(throws: SpecErrors.self) { try body(s) }
    }

    @Test func aRoundedFontMeasuresAsTheDefaultDesign() throws {
        let rounded = try body(try spec("body:\n  text: Streak\n  fontDesign: rounded\n"))
        let plain = try body(try spec("body:\n  text: Streak\n"))
        guard case .text(let a) = rounded.kind, case .text(let b) = plain.kind else { Issue.record("not texts"); return }
        #expect(a.font == b.font)
    }
}
