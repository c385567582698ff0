import Checks
import Foundation
import DynamicType
import Layout

/// The result of comparing a (spec, device)'s current golden with the recorded one.
public struct GoldenComparison: Sendable {
    /// Layout differences: truncation, lines, branch and font size exactly; frames and hit targets beyond tolerance.
    public var differences: [GoldenDifference] = []
    /// Every finding of either side, classified (new, accepted, resolved, suppressed).
    public var findings: [ClassifiedGoldenFinding] = []
    /// Header changes that explain differences but are not failures themselves (engine version, font files).
    public var notes: [String] = []

    /// True when the golden still holds: no layout difference and no new unsuppressed finding.
    public var matches: Bool { differences.isEmpty && !findings.contains { $0.status == .new } }
    public var regressions: [ClassifiedGoldenFinding] { findings.filter { $0.status == .new } }
    public var improvements: [ClassifiedGoldenFinding] { findings.filter { $0.status == .resolved } }
}

/// Compares the golden built from this run (`current`) with the recorded one (`golden`).
/// `tolerance` (points) applies to frames and hit targets; everything else must be equal.
public func compare(golden: Golden, current: Golden, tolerance: Double = 0.5) -> GoldenComparison {
    var result = GoldenComparison()
    result.notes = headerNotes(golden, current)
    result.findings = classify(golden, current)
    for variant in Set(golden.variants.keys).union(current.variants.keys).sorted() {
        switch (golden.variants[variant], current.variants[variant]) {
        case (let g?, let c?):
            var comparer = VariantComparer(variant: variant, golden: g, current: c, tolerance: tolerance)
            result.differences += comparer.run()
        case (_?, nil):
            result.differences.append(.init(kind: .variantRemoved, variant: variant, element: nil, categories: [],
                                            sentence: "variant \(variant): no longer checked (in golden)"))
        case (nil, _?):
            result.differences.append(.init(kind: .variantAdded, variant: variant, element: nil, categories: [],
                                            sentence: "variant \(variant): new (not in golden)"))
        case (nil, nil): break
        }
    }
    return result
}

private func headerNotes(_ g: Golden, _ c: Golden) -> [String] {
    var notes: [String] = []
    if g.schemaVersion < c.schemaVersion {
        notes.append("golden written by an older layoutcheck (schema \(g.schemaVersion), elements named by view kinds); "
                     + "compared after renaming its elements, and `--record` rewrites it as schema \(c.schemaVersion)")
    }
    if g.engineVersion != c.engineVersion {
        notes.append("golden recorded with engine \(g.engineVersion), now \(c.engineVersion); differences may come from it")
    }
    for file in Set(g.fontHashes.keys).union(c.fontHashes.keys).sorted() {
        switch (g.fontHashes[file], c.fontHashes[file]) {
        case let (a?, b?) where a != b:
            notes.append("font \(file) changed since the golden was recorded (sha \(a.prefix(8)) → \(b.prefix(8))); differences may come from it")
        case (_?, nil): notes.append("font \(file) was used for the golden but not now; differences may come from it")
        case (nil, _?): notes.append("font \(file) is used now but was not for the golden; differences may come from it")
        default: break
        }
    }
    return notes
}

/// Every finding of either golden with its status, by the same rule as `classifyFindings`.
private func classify(_ golden: Golden, _ current: Golden) -> [ClassifiedGoldenFinding] {
    let now = recordedFindings(current).sorted { ($0.key.variant, $0.key.category) < ($1.key.variant, $1.key.category) }
    let (statuses, resolved) = classify(now.map { (key: $0.key, suppressed: $0.value.suppressed) },
                                        recorded: recordedFindings(golden))
    var out = resolved
    for ((key, finding), status) in zip(now, statuses) {
        guard let category = ContentSizeCategory(parsing: key.category) else { continue }
        out.append(.init(status: status, variant: key.variant, category: category, finding: finding))
    }
    return out.sorted(by: goldenOrder)
}

/// Element-by-element comparison of one variant.
struct VariantComparer {
    var variant: String
    var golden: [ContentSizeCategory: GoldenCategory]
    var current: [ContentSizeCategory: GoldenCategory]
    var tolerance: Double
    var out: [GoldenDifference] = []

    init(variant: String, golden: GoldenVariant, current: GoldenVariant, tolerance: Double) {
        self.variant = variant
        self.tolerance = tolerance
        func index(_ v: GoldenVariant) -> [ContentSizeCategory: GoldenCategory] {
            Dictionary(v.categories.compactMap { c in ContentSizeCategory(parsing: c.category).map { ($0, c) } },
                       uniquingKeysWith: { a, _ in a })
        }
        self.golden = index(golden)
        self.current = index(current)
    }

    mutating func run() -> [GoldenDifference] {
        let common = Set(golden.keys).intersection(current.keys).sorted()
        for c in Set(golden.keys).subtracting(current.keys).sorted() {
            add(.categoryRemoved, nil, [c], "\(c.label): no longer checked (in golden)")
        }
        for c in Set(current.keys).subtracting(golden.keys).sorted() {
            add(.categoryAdded, nil, [c], "\(c.label): new (not in golden)")
        }
        let paths = Set(common.flatMap { Array(golden[$0]!.elements.keys) + Array(current[$0]!.elements.keys) })
        let names = displayNames(paths)
        for path in paths.sorted() {
            compareElement(path, name: names[path]!, categories: common)
        }
        return out
    }

    private mutating func add(_ kind: GoldenDifference.Kind, _ element: String?, _ categories: [ContentSizeCategory],
                              _ sentence: String) {
        out.append(GoldenDifference(kind: kind, variant: variant, element: element, categories: categories,
                                    sentence: sentence))
    }

    private mutating func compareElement(_ path: String, name: String, categories: [ContentSizeCategory]) {
        var pairs: [(ContentSizeCategory, GoldenElement, GoldenElement)] = []
        var onlyGolden: [ContentSizeCategory] = [], onlyCurrent: [ContentSizeCategory] = []
        for c in categories {
            switch (golden[c]!.elements[path], current[c]!.elements[path]) {
            case let (g?, n?): pairs.append((c, g, n))
            case (_?, nil): onlyGolden.append(c)
            case (nil, _?): onlyCurrent.append(c)
            case (nil, nil): break
            }
        }
        if pairs.isEmpty && onlyCurrent.isEmpty {
            add(.elementRemoved, path, onlyGolden, "\(name): no longer laid out (in golden)")
            return
        }
        if pairs.isEmpty && onlyGolden.isEmpty {
            add(.elementAdded, path, onlyCurrent, "\(name): new element (not in golden)")
            return
        }
        if !onlyGolden.isEmpty { add(.elementRemoved, path, onlyGolden, "\(name): missing at \(list(onlyGolden)) (in golden)") }
        if !onlyCurrent.isEmpty { add(.elementAdded, path, onlyCurrent, "\(name): new at \(list(onlyCurrent)) (not in golden)") }
        compareTruncation(path, name, pairs)
        grouped(.lines, path, pairs, { $0.lines.map(linesText) }) { now, old, at in "\(name): \(now) at \(at) (golden: \(old.replacingOccurrences(of: " lines", with: "").replacingOccurrences(of: " line", with: "")))" }
        grouped(.branch, path, pairs, { $0.branch }) { now, old, at in "\(name): \(now) at \(at) (golden: \(old))" }
        grouped(.fontSize, path, pairs, { $0.fontSize.map { "\(fmt($0)) pt" } }) { now, old, at in
            "\(name): font \(now) at \(at) (golden: \(old))"
        }
        let targetName = pairs.first?.2.role.map { "\(name) \($0)" } ?? name
        // One sentence per element: the first category that differs, then where else it does (as for frames).
        let resized = pairs.filter { _, g, n in
            guard let a = g.hitTarget, let b = n.hitTarget else { return false }
            return !within(a, b)
        }
        let targetDiffers = Set(resized.map(\.0))
        if let (c, g, n) = resized.first, let a = g.hitTarget, let b = n.hitTarget {
            add(.hitTarget, path, resized.map(\.0), "\(targetName): \(sizeText(b)) pt at \(c.label) (golden: \(sizeText(a)))"
                + (resized.count > 1 ? "; also differs at \(list(resized.dropFirst().map(\.0)))" : ""))
        }
        let moved = pairs.filter { !targetDiffers.contains($0.0) && !within($0.1.frame, $0.2.frame) }
        if let (c, g, n) = moved.first {
            add(.frame, path, moved.map(\.0), "\(name): frame \(frameText(n.frame)) at \(c.label) (golden: "
                + "\(frameText(g.frame)))" + (moved.count > 1 ? "; also differs at \(list(moved.dropFirst().map(\.0)))" : ""))
        }
    }

    /// "title: truncates from AX3 (golden: AX5)", then any category the moved breakpoint does not explain.
    private mutating func compareTruncation(_ path: String, _ name: String,
                                            _ pairs: [(ContentSizeCategory, GoldenElement, GoldenElement)]) {
        let old = pairs.filter { $0.1.truncated == true }.map(\.0)
        let now = pairs.filter { $0.2.truncated == true }.map(\.0)
        guard old != now else { return }
        let explains: (ContentSizeCategory) -> Bool
        switch (now.first, old.first) {
        case let (n?, o?) where n != o:
            add(.truncation, path, [min(n, o), max(n, o)], "\(name): truncates from \(n.label) (golden: \(o.label))")
            explains = { $0 >= min(n, o) && $0 < max(n, o) }
        case let (n?, nil):
            add(.truncation, path, [n], "\(name): truncates from \(n.label) (golden: never)")
            explains = { $0 >= n }
        case let (nil, o?):
            add(.truncation, path, [o], "\(name): no longer truncates (golden: from \(o.label))")
            explains = { $0 >= o }
        default:
            explains = { _ in false }
        }
        let rest = pairs.filter { c, g, n in (g.truncated == true) != (n.truncated == true) && !explains(c) }
        for (truncatedNow, cs) in [(true, rest.filter { $0.2.truncated == true }.map(\.0)),
                                   (false, rest.filter { $0.2.truncated != true }.map(\.0))] where !cs.isEmpty {
            add(.truncation, path, cs, truncatedNow ? "\(name): truncated at \(list(cs)) (golden: not truncated)"
                                                    : "\(name): not truncated at \(list(cs)) (golden: truncated)")
        }
    }

    /// Per-category values compared exactly, categories with the same (now, golden) pair in one sentence.
    private mutating func grouped(_ kind: GoldenDifference.Kind, _ path: String,
                                  _ pairs: [(ContentSizeCategory, GoldenElement, GoldenElement)],
                                  _ value: (GoldenElement) -> String?, _ sentence: (String, String, String) -> String) {
        // Grouped by the current value, so "2 lines at xS…AX5 (golden: 3, 4, 5)" is one sentence, not one per
        // golden value.
        var groups: [(now: String, old: [String], categories: [ContentSizeCategory])] = []
        for (c, g, n) in pairs {
            let old = value(g) ?? "none", now = value(n) ?? "none"
            guard old != now else { continue }
            if let i = groups.firstIndex(where: { $0.now == now }) {
                groups[i].categories.append(c)
                if !groups[i].old.contains(old) { groups[i].old.append(old) }
            } else {
                groups.append((now, [old], [c]))
            }
        }
        for g in groups { add(kind, path, g.categories, sentence(g.now, g.old.joined(separator: ", "), list(g.categories))) }
    }

    private func within(_ a: [Double], _ b: [Double]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= tolerance + 1e-9 }
    }
}

/// "xSmall…AX5" for a run of three or more consecutive categories, else names joined by commas.
private func list(_ cs: [ContentSizeCategory]) -> String {
    var runs: [[ContentSizeCategory]] = []
    for c in cs.sorted() {
        if let last = runs.last?.last, last.rawValue + 1 == c.rawValue { runs[runs.count - 1].append(c) } else { runs.append([c]) }
    }
    return runs.map { $0.count > 2 ? "\($0.first!.label)…\($0.last!.label)" : $0.map(\.label).joined(separator: ", ") }
        .joined(separator: ", ")
}
private func linesText(_ n: Int) -> String { n == 1 ? "1 line" : "\(n) lines" }
private func sizeText(_ s: [Double]) -> String { s.map(fmt).joined(separator: "×") }
private func frameText(_ f: [Double]) -> String {
    f.count == 4 ? Rect(x: f[0], y: f[1], width: f[2], height: f[3]).description : sizeText(f)
}

/// The last path segment where it is unique among the paths, else the whole path.
func displayNames(_ paths: Set<String>) -> [String: String] {
    let last = Dictionary(grouping: paths) { $0.split(separator: "/").last.map(String.init) ?? $0 }
    var out: [String: String] = [:]
    for (name, group) in last { for p in group { out[p] = group.count == 1 ? name : p } }
    return out
}
