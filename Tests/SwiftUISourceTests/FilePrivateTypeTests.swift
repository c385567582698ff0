import Testing
import ViewModel
@testable import SwiftUISource

/// A top-level `private` or `fileprivate` type is visible only in its own file (the Swift book, Access Control):
/// two files may each declare one with the same name, and neither hides the other nor a framework type elsewhere.
@Suite struct FilePrivateTypeTests {
    func resolved(_ files: [(String, String)], preview: Int) throws -> ResolvedLayout {
        try SwiftSources.previews(sources: files)[preview].resolve(variant: "default", device: iPhone, category: .large,
                                                                   boldText: false, resolver: SpecResolver())
    }

    static let orders = ("Views/Orders.swift", """
    import SwiftUI
    private enum Metrics { static let title = "Orders" }
    private struct Row: View {
        var count: Int
        var body: some View { Text("\\(Metrics.title): \\(count)") }
    }
    #Preview { Row(count: 3) }
    """)
    static let trucks = ("Views/Trucks.swift", """
    import SwiftUI
    private enum Metrics { static let title = "Trucks" }
    fileprivate struct Row: View {
        var name: String
        var body: some View { Text("\\(Metrics.title) · \\(name)") }
    }
    #Preview { Row(name: "Noodle") }
    """)

    @Test func eachFileSeesItsOwnPrivateTypeOfTheSameName() throws {
        let files = [Self.orders, Self.trucks]
        #expect(texts(of: try resolved(files, preview: 0).body) == ["Orders: 3"])
        #expect(texts(of: try resolved(files, preview: 1).body) == ["Trucks · Noodle"])
    }

    @Test func aPrivateClassInAnotherFileDoesNotHideSwiftUIsImage() throws {
        let test = ("Tests/AttachmentTests.swift", "private class Image { var data = 0 }")
        let view = ("Views/Badge.swift", """
        import SwiftUI
        #Preview { Label { Text("Inbox") } icon: { Image(systemName: "tray") } }
        """)
        let laid = try resolved([test, view], preview: 0)
        #expect(shape(laid.body).contains("symbol tray"), "\(shape(laid.body))")
    }

    @Test func aPrivateTypesExtensionInItsFileAddsToIt() throws {
        let file = ("Views/Tag.swift", """
        import SwiftUI
        private struct Tag { var name: String }
        extension Tag { var shown: String { "#" + name } }
        #Preview { Text(Tag(name: "tacos").shown) }
        """)
        let other = ("Views/Other.swift", "struct Tag { var id: Int }")
        #expect(texts(of: try resolved([other, file], preview: 0).body) == ["#tacos"])
    }
}

/// A top-level `private let` or computed `private var` is visible only in its file: two files' `private let
/// padding`s are two values.
@Suite struct FilePrivateGlobalTests {
    @Test func eachFileReadsItsOwnPrivateGlobal() throws {
        let a = ("Views/A.swift", """
        import SwiftUI
        private let greeting = "Hello"
        private var shout: String { greeting.uppercased() }
        #Preview { Text("\\(greeting) \\(shout)") }
        """)
        let b = ("Views/B.swift", """
        import SwiftUI
        private let greeting = "Howdy"
        private var shout: String { greeting + "!" }
        #Preview { Text("\\(greeting) \\(shout)") }
        """)
        let previews = SwiftSources.previews(sources: [a, b])
        func shown(_ i: Int) throws -> [String] {
            texts(of: try previews[i].resolve(variant: "default", device: iPhone, category: .large, boldText: false,
                                              resolver: SpecResolver()).body)
        }
        #expect(try shown(0) == ["Hello HELLO"])
        #expect(try shown(1) == ["Howdy Howdy!"])
    }

    @Test func aPrivateSetGlobalIsReadFromEveryFile() throws {
        let store = ("Model/Store.swift", "private(set) var storeName = \"Noodle Truck\"")
        let view = ("Views/Header.swift", "import SwiftUI\n#Preview { Text(storeName) }")
        let laid = try SwiftSources.previews(sources: [store, view])[0]
            .resolve(variant: "default", device: iPhone, category: .large, boldText: false, resolver: SpecResolver())
        #expect(texts(of: laid.body) == ["Noodle Truck"])
    }
}

/// A method of a `private extension` (or a `private func` in an extension) is visible only in its file: two files'
/// `private extension View { func rowStyle() }` are each their own modifier.
@Suite struct FilePrivateExtensionMethodTests {
    static func file(_ name: String, padding: Int) -> (String, String) {
        ("Views/\(name).swift", """
        import SwiftUI
        private extension View {
            func rowStyle() -> some View { padding(\(padding)) }
        }
        extension String {
            fileprivate func tagged() -> String { "\(name): " + self }
        }
        #Preview { Text("Row".tagged()).rowStyle() }
        """)
    }

    @Test func eachFileUsesItsOwnPrivateExtensionMethod() throws {
        let previews = SwiftSources.previews(sources: [Self.file("A", padding: 4), Self.file("B", padding: 20)])
        for (i, (padding, text)) in [(4.0, "A: Row"), (20.0, "B: Row")].enumerated() {
            let laid = try previews[i].resolve(variant: "default", device: iPhone, category: .large, boldText: false,
                                               resolver: SpecResolver())
            #expect(texts(of: laid.body) == [text])
            guard case .padding(let insets, _) = laid.body.kind else { Issue.record("\(shape(laid.body))"); continue }
            #expect(insets.leading == padding, "\(insets)")
        }
    }
}
