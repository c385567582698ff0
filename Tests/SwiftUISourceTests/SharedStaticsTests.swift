import DynamicType
import ViewModel
import Testing
@testable import SwiftUISource

/// `static let` tables are built once per run, with a budget of their own, and shared by every evaluation; what can
/// change (a `static var`, an object with a `var`) starts from its initial value in each.
@Suite struct SharedStaticsTests {
    /// An icon font's generated table, as SwiftGen writes it: thousands of immutable objects and a lookup by name.
    static let iconFont = """
    final class Glyph {
        let name: String
        let code: String
        let block: String
        private init(name: String, code: String, block: String) { self.name = name; self.code = code; self.block = block }
        convenience init(named name: String) {
            let found = Self.all.first(where: { $0.name == name }) ?? Self.all[0]
            self.init(name: found.name, code: found.code, block: found.block)
        }
        // More than a preview's 100,000 steps to build: evaluated in the preview's budget, it would stop it.
        static let all: [Glyph] = (0..<9000).map { i in Glyph(name: "glyph\\(i)", code: "U+\\(i)", block: "block \\(i / 256)") }
    }

    """

    @Test func aGeneratedTableLargerThanAPreviewsBudgetIsBuiltUnderItsOwn() throws {
        let laid = try tree(Self.iconFont + #"#Preview { Text(Glyph(named: "glyph12").code) }"#)
        #expect(shape(laid.body) == #"text "U+12""#)
    }

    @Test func theTableIsBuiltOnceAndReadByEveryEnvironmentAlike() throws {
        let preview = previews(Self.iconFont + #"#Preview { Text(Glyph(named: "glyph40").code) }"#)[0]
        for category in [ContentSizeCategory.large, .accessibility5, .large] {
            let root = try preview.resolve(variant: "default", device: iPhone, category: category, boldText: false,
                                           resolver: SpecResolver())
            #expect(shape(root.body) == #"text "U+40""#)
        }
    }

    @Test func aStaticVarChangedByOneEvaluationStartsAfreshInTheNext() throws {
        let preview = previews("""
        enum Counter { static var value = 0 }
        #Preview {
            Counter.value += 1
            return Text("\\(Counter.value)")
        }
        """)[0]
        for _ in 0..<2 {
            let root = try preview.resolve(variant: "default", device: iPhone, category: .large, boldText: false,
                                           resolver: SpecResolver())
            #expect(shape(root.body) == #"text "1""#)
        }
    }

    @Test func anObjectThatCanChangeIsNotSharedThroughAStaticLet() throws {
        let preview = previews("""
        final class Store { var visits = 0; static let shared = Store() }
        #Preview {
            Store.shared.visits += 1
            return Text("\\(Store.shared.visits)")
        }
        """)[0]
        for _ in 0..<2 {
            let root = try preview.resolve(variant: "default", device: iPhone, category: .large, boldText: false,
                                           resolver: SpecResolver())
            #expect(shape(root.body) == #"text "1""#)
        }
    }
}

extension SharedStaticsTests {
    @Test func aStaticLetComputedFromStateAPreviewChangedIsNotShared() throws {
        let found = previews("""
        enum Config { static var tax = 10 }
        enum Prices { static let total = 100 + Config.tax }
        #Preview("changed") {
            Config.tax = 20
            return Text("\\(Prices.total)")
        }
        #Preview("as written") { Text("\\(Prices.total)") }
        """)
        let texts = try found.map {
            shape(try $0.resolve(variant: "default", device: iPhone, category: .large, boldText: false, resolver: SpecResolver()).body)
        }
        #expect(texts == [#"text "120""#, #"text "110""#])
    }
}

extension SharedStaticsTests {
    @Test func aStaticWhoseInitializerPassedOverAFailureIsReportedInEveryEvaluation() throws {
        let preview = previews("""
        enum Tabs {
            static let all: [String] = {
                var tabs = ["Home"]
                if Flags.enabled("profile") { tabs.append("Profile") }
                return tabs
            }()
        }
        #Preview { Text(Tabs.all.joined(separator: ", ")) }
        """)[0]
        for _ in 0..<2 {
            #expect(throws: (any Error).self) {
                try preview.resolve(variant: "default", device: iPhone, category: .large, boldText: false, resolver: SpecResolver())
            }
        }
    }
}
