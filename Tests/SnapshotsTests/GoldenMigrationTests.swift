import Checks
import Layout
import Snapshots
import Testing

/// Goldens written before identity keys (schema 1, paths of view kinds) still compare without a re-record.
@Suite struct GoldenMigrationTests {
    /// The fixture's golden as schema 1 wrote it: element names from `legacyPath`.
    func schema1(_ fixture: CardFixture) -> Golden {
        var golden = fixture.golden()
        golden.schemaVersion = 1
        let results = fixture.results()
        for (variant, recorded) in golden.variants {
            golden.variants[variant] = GoldenVariant(categories: zip(recorded.categories, results).map { category, result in
                var legacy: [String: String] = [:]
                for e in ElementTree(root: result.root, legacyPaths: true).entries where e.isHead { legacy[e.path] = e.legacyPath }
                var renamed = category
                renamed.elements = Dictionary(uniqueKeysWithValues: category.elements.map { (legacy[$0.key] ?? $0.key, $0.value) })
                renamed.findings = category.findings.map { f in
                    var f = f; f.element = legacy[f.element] ?? f.element; return f
                }
                return renamed
            })
        }
        return golden
    }

    @Test func schema1NamesAreKindPathsAndSchema2NamesAreIdentities() throws {
        let tree = ElementTree(root: CardFixture().root(.large), legacyPaths: true)
        let title = try #require(tree.entries.first { $0.elementID == "title" })
        #expect(title.legacyPath == "card/title")
        #expect(title.path == "card/title")
    }

    @Test func aSchema1GoldenOfAnUnchangedViewMatchesAfterMigration() {
        let fixture = CardFixture()
        let migrated = schema1(fixture).migrated(to: [Golden.defaultVariant: fixture.results()])
        var expected = fixture.golden()
        expected.schemaVersion = 1
        #expect(migrated == expected)
        let comparison = compare(golden: migrated, current: fixture.golden())
        #expect(comparison.differences.isEmpty)
        #expect(comparison.notes.contains { $0.contains("schema 1") && $0.contains("--record") }, "the rename is said")
    }
}
