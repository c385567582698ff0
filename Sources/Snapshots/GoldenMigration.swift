import Checks

extension Golden {
    /// Schema 1 named elements by paths of view kinds (`vstack/hstack/title`); schema 2 by identity keys (`title`,
    /// see `ElementTree`). A schema-1 golden is renamed with the current layouts' own mapping from each element's
    /// schema-1 path to its key, per variant and category, so an unchanged view still matches its old golden and
    /// no re-record is needed; names the current layouts do not have stay as they were (they read as gone).
    public func migrated(to results: [String: [CategoryResult]]) -> Golden {
        guard schemaVersion < 2 else { return self }
        // The schema stays the recorded one, so the comparison can say the golden was renamed.
        var golden = self
        for (variant, recorded) in variants {
            let current = results[variant] ?? []
            golden.variants[variant] = GoldenVariant(categories: recorded.categories.map { category in
                guard let result = current.first(where: { $0.category.name == category.category }) else { return category }
                return category.renamed(Self.keysByLegacyPath(result))
            })
        }
        return golden
    }

    static func keysByLegacyPath(_ result: CategoryResult) -> [String: String] {
        var keys: [String: String] = [:]
        for entry in ElementTree(root: result.root, legacyPaths: true).entries where entry.isHead {
            keys[entry.legacyPath] = entry.path
        }
        return keys
    }
}

extension GoldenCategory {
    func renamed(_ keys: [String: String]) -> GoldenCategory {
        let name = { (path: String) in keys[path] ?? path }
        var elements: [String: GoldenElement] = [:]
        for (path, element) in self.elements { elements[name(path)] = element }
        let findings = self.findings.map { f in
            GoldenFinding(rule: f.rule, element: name(f.element), related: f.related.map(name), severity: f.severity,
                          measured: f.measured, suppressed: f.suppressed)
        }.sorted { $0.identity < $1.identity }
        return GoldenCategory(category: category, elements: elements, findings: findings)
    }
}
