import DynamicType
import Layout
import Specs
import Testing
import ViewModel
@testable import SwiftUISource

/// Foundation and UIKit forms real view code reads: empty typed collections, `.pi`, the device idiom, and work
/// started in a Task.
@Suite struct AppFoundationFormsTests {
    @Test func anEmptyTypedArrayHasNoElements() throws {
        let root = try tree("""
        struct Server { let name: String }
        final class ServerList {
            var all = [Server]()
            var names = [String: Int]()
        }
        #Preview { Text("\\(ServerList().all.count) servers, \\(ServerList().names.count) names") }
        """).body
        #expect(shape(root) == "text \"0 servers, 0 names\"")
    }

    @Test func piIsANumberWhereverANumberIsExpected() throws {
        let root = try tree("""
        #Preview { Text("\\(Int(2 * .pi)) and \\(Int(CGFloat.pi * 100))") }
        """).body
        #expect(shape(root) == "text \"6 and 314\"")
    }

    @Test func theDeviceIdiomIsThePhone() throws {
        let root = try tree("""
        struct Sheet: View {
            var body: some View {
                if UIDevice.current.userInterfaceIdiom == .pad { Text("Sidebar") } else { Text("Compact sheet") }
            }
        }
        #Preview { Sheet() }
        """).body
        #expect(shape(root) == "text \"Compact sheet\"")
    }

    @Test func aTaskStartedInAnInitializerDoesNotChangeTheFirstFrame() throws {
        let root = try tree("""
        final class Entitlements: ObservableObject {
            @Published var status = "Checking your subscription"
            init() {
                Task(priority: .background) { await self.refresh() }
            }
            func refresh() async { status = "Subscribed" }
        }
        struct Status: View {
            @StateObject var entitlements = Entitlements()
            var body: some View { Text(entitlements.status) }
        }
        #Preview { Status() }
        """).body
        #expect(shape(root) == "text \"Checking your subscription\"")
    }

    @Test func aStringsFirstCharacterIsRead() throws {
        let root = try tree("""
        #Preview { Text("Ada Lovelace".first == "A" && "".first == nil ? "An initial" : "No initial") }
        """).body
        #expect(shape(root) == "text \"An initial\"")
    }
}

@Suite struct DefaultArgumentTests {
    @Test func anImplicitInitializerAsADefaultArgumentIsBuiltAsTheParametersType() throws {
        let root = try tree("""
        struct Customization { var icon: String? = nil; var label = "Default tile" }
        struct Tile: View {
            let customization: Customization?
            init(customization: Customization? = .init()) { self.customization = customization }
            var body: some View { Text(customization?.label ?? "None") }
        }
        #Preview { Tile() }
        """).body
        #expect(shape(root) == "text \"Default tile\"")
    }
}

/// Foundation's number boxes: `NSDecimalNumber(decimal:).doubleValue`, `NSNumber(value:)`, sized integers.
@Suite struct NumberBoxTests {
    @Test func aDecimalReadBackAsADoubleIsItsValue() throws {
        let texts = try laidTexts("""
        struct Budget { var spent: Decimal = 412.37; var limit: Decimal = 600 }
        struct Meter: View {
            let budget = Budget()
            var fraction: Double { NSDecimalNumber(decimal: budget.spent / budget.limit).doubleValue }
            var body: some View {
                VStack { Text(fraction, format: .percent.precision(.fractionLength(0))); Text("\\(NSNumber(value: 7.9).intValue)") }
            }
        }
        #Preview { Meter() }
        """)
        #expect(texts == ["69%", "7"])
    }

    @Test func aDecimalMadeFromANumberOrAStringIsThatNumber() throws {
        let texts = try laidTexts(#"""
        #Preview {
            VStack {
                Text(Decimal(412.37) / Decimal(600), format: .percent.precision(.fractionLength(0)))
                Text("\(Decimal(string: "12.5") ?? 0)")
                Text(Decimal(string: "twelve") == nil ? "not a number" : "a number")
            }
        }
        """#)
        #expect(texts == ["69%", "12.5", "not a number"])
    }

    @Test func sizedIntegersHoldTheirValueAndANegativeUnsignedOneTraps() throws {
        #expect(try laidTexts(#"#Preview { Text("\(Int64(42)) of \(UInt(7.8))") }"#) == ["42 of 7"])
        #expect(diagnostic(#"#Preview { Text("\(UInt(-1))") }"#)?.message.contains("traps at run time") == true)
    }
}

/// Foundation's locale-aware case changes and the ISO 8601 date format.
@Suite struct LocalizedCaseAndISODateTests {
    @Test func localizedCaseChangesAndISO8601AreFoundations() throws {
        let texts = try laidTexts(#"""
        #Preview {
            VStack {
                Text(Date(timeIntervalSince1970: 1_718_300_000).formatted(.iso8601))
                Text("hello world".localizedCapitalized)
                Text("istanbul".localizedUppercase)
            }
        }
        """#)
        #expect(texts == ["2024-06-13T17:33:20Z", "Hello World", "ISTANBUL"])
    }
}
