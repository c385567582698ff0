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
        // A model is a value, not a view: a size stub would not help.
        #expect(d.message.contains("pass the value"))
        #expect(!d.message.contains("stubs:"))
    }

    @Test func anUnmodelledContainerIsNamed() throws {
        let d = try #require(diagnostic("#Preview {\n  DatePicker(\"Due\", selection: .constant(Date(timeIntervalSince1970: 0)))\n}"))
        #expect(d.location.line == 2)
        #expect(d.message.contains("DatePicker"))
    }

    @Test func aModifierThatMayChangeLayoutIsNeverIgnored() throws {
        let d = try #require(diagnostic("#Preview { List { Section(\"A\") { Text(\"a\") } }.headerProminence(.increased) }"))
        #expect(d.message.contains("headerProminence"))
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

@Suite struct StubTests {
    @Test func aStubbedViewIsAFixedBoxInsteadOfADiagnostic() throws {
        let source = "#Preview { HStack { KFImage(nil); Text(\"a\") } }"
        let found = SwiftSources.previews(sources: [("V.swift", source)], stubs: ["KFImage": .init(width: 60, height: 40)])
        let laid = try found[0].resolve(variant: "default", device: iPhone, category: .large, boldText: false, resolver: .init())
        guard case .image(let name, let size, _) = laid.body.children[0].kind else { Issue.record("not a box"); return }
        #expect(name == "KFImage")
        #expect(size.width == 60 && size.height == 40)
        #expect(diagnostic(source)?.message.contains("stubs:") == true)
    }
}

@Suite struct AlignmentDiagnosticTests {
    @Test func anAlignmentGuideIsReportedNotIgnored() throws {
        let d = try #require(diagnostic("#Preview { HStack { Text(\"a\").alignmentGuide(.top) { d in d[.bottom] } } }"))
        #expect(d.message.contains("alignmentGuide"))
    }

    @Test func firstTextBaselineIsLaidOutAsTop() throws {
        let laid = try tree("#Preview { HStack(alignment: .firstTextBaseline) { Text(\"a\"); Text(\"b\") } }")
        guard case .stack(let s) = laid.body.kind else { Issue.record("not a stack: \(shape(laid.body))"); return }
        #expect(s.alignment.vertical == .top)
    }
}

@Suite struct InactiveDeclarationDiagnosticTests {
    @Test func aModifierDeclaredOnlyForWatchOSNamesTheIfThatHidesIt() throws {
        let d = try #require(diagnostic("""
        #if os(watchOS)
        extension View {
            func roundGlass() -> some View { padding(4) }
        }
        #endif
        #Preview { Text("Lights").roundGlass() }
        """))
        #expect(d.location.line == 6)
        #expect(d.message.contains("declared only at Card.swift:3"))
        #expect(d.message.contains("`#if os(watchOS)` (line 1)"))
        #expect(!d.message.contains("not modelled"))
    }

    @Test func aTypeDeclaredOnlyUnderAnUnsetFlagSaysHowToSetIt() throws {
        let d = try #require(diagnostic("""
        #if FEATURE_BADGES
        struct Badge: View { var body: some View { Text("New") } }
        #endif
        #Preview { Badge() }
        """))
        #expect(d.message.contains("`Badge(…)` is declared only at Card.swift:2"))
        #expect(d.message.contains("conditions:"))
    }
}

@Suite struct ValueDiagnosticTests {
    @Test func aFrameworkValueIsNeverOfferedASizeStub() throws {
        let d = try #require(diagnostic("""
        struct Files: View {
            var body: some View {
                var isDirectory: ObjCBool = ObjCBool(false)
                Text(isDirectory.boolValue ? "Folder" : "File")
            }
        }
        #Preview { Files() }
        """))
        #expect(d.message.contains("`ObjCBool(…)`"))
        #expect(!d.message.contains("stubs:"))
    }

    @Test func theFileSystemIsKnownOnlyAtRunTime() throws {
        let d = try #require(diagnostic("""
        #Preview { Text(FileManager.default.fileExists(atPath: "/tmp/a") ? "Saved" : "New") }
        """))
        #expect(d.message.contains("`FileManager.default` is the running app's file system"))
    }
}

@Suite struct ModelStoreDiagnosticTests {
    @Test func aSwiftDataQueryIsDiagnosedAsTheModelStoresResults() throws {
        let d = try #require(diagnostic("""
        struct Shelf: View {
            @Query(sort: \\Book.title) private var books: [Book]
            var body: some View {
                List { ForEach(books) { Text($0.title) } }
            }
        }
        #Preview { Shelf() }
        """))
        #expect(d.message.contains("no model container is attached"), "\(d.message)")
        #expect(d.location.line == 2 || d.location.line == 4, "\(d.location)")
    }

    @Test func aCoreDataFetchRequestIsDiagnosedToo() throws {
        let d = try #require(diagnostic("""
        struct Notes: View {
            @FetchRequest(sortDescriptors: []) private var notes: FetchedResults<Note>
            var body: some View { Text("\\(notes.count) notes") }
        }
        #Preview { Notes() }
        """))
        #expect(d.message.contains("a Core Data `@FetchRequest`"), "\(d.message)")
    }
}

@Suite struct GenericParameterDiagnosticTests {
    @Test func aGenericParameterReadAsAValueNamesTheFunction() throws {
        let d = try #require(diagnostic("""
        protocol Defaulted { static var fallback: Self { get } }
        enum Units: String, Defaulted { case metric; static var fallback: Units { .metric } }
        func setting<T: Defaulted>(_ stored: T?) -> T { stored ?? T.fallback }
        let saved: Units? = nil
        #Preview { Text(setting(saved).rawValue) }
        """))
        #expect(d.message.contains("`T` is a generic parameter of `setting`"), "\(d.message)")
    }
}
