import DynamicType
import Layout
@testable import Specs
@testable import ViewModel
import Testing

/// `controlSize`: only `regular` is measured on iOS, so controls under another size are reported; other views are
/// not controls and keep their layout.
@Suite struct ControlSizeTests {
    func resolveErrors(_ yaml: String) throws -> [String] {
        do { _ = try body(try spec(yaml)); return [] } catch let e as SpecErrors { return e.errors.map(\.message) }
    }

    @Test func viewsThatAreNotControlsIgnoreTheControlSize() throws {
        let node = try body(try spec("""
        body:
          vstack: [{text: Title}, {symbol: star}]
          controlSize: large
        """))
        #expect(node.texts.map(\.string) == ["Title"])
    }

    @Test func aBorderedButtonAtAnotherSizeIsReported() throws {
        let messages = try resolveErrors("""
        body:
          button: Save
          buttonStyle: bordered
          controlSize: small
        """)
        #expect(messages.contains { $0.contains("controlSize `small`") && $0.contains("bordered") })
    }

    @Test func aPlainButtonIsItsLabelAtEverySize() throws {
        #expect(try resolveErrors("body:\n  button: Save\n  buttonStyle: plain\n  controlSize: large").isEmpty)
    }

    @Test func aToggleAtAnotherSizeIsReported() throws {
        let messages = try resolveErrors("body:\n  toggle: Wi-Fi\n  controlSize: mini")
        #expect(messages.contains { $0.contains("toggle") && $0.contains("mini") })
    }

    @Test func regularIsTheModelledSize() throws {
        #expect(try resolveErrors("body:\n  button: Save\n  buttonStyle: borderedProminent\n  controlSize: regular").isEmpty)
    }
}
