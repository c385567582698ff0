import DynamicType
import Foundation
import Layout
import Localization
import Reports
import Specs
import ViewModel
import SwiftUISource

/// `layoutcheck previews`: every SwiftUI preview found, and whether the front end can evaluate it in every
/// environment the project checks (each device × category × Bold Text setting).
public struct PreviewCatalog: Sendable {
    public struct Entry: Codable, Sendable, Equatable {
        public var file: String
        public var line: Int
        public var name: String
        /// `evaluated`, `not-evaluated`, `skipped` (listed under `skip:`, with its reason), or `inactive` (inside a
        /// `#if` clause an iOS build does not compile, with the clause and why; never evaluated).
        public var status: String
        public var reason: String?
        public var diagnostics: [Diagnostic]
        /// A skipped preview that evaluates now: its `skip:` entry is stale.
        public var evaluatesNow: Bool?
    }

    public struct Diagnostic: Codable, Sendable, Equatable {
        public var file: String
        public var line: Int
        public var column: Int
        public var message: String
    }

    public var project: Project

    public init(project: Project) { self.project = project }

    /// The previews of `paths` (default: `swiftui:` in layoutcheck.yml), in file order, those in inactive `#if`
    /// clauses among them at their lines.
    public func entries(paths: [String] = []) throws -> [Entry] {
        let configured = project.config.swiftui.map { project.config.path($0) }
        let found = try project.discoverPreviews(paths: paths.isEmpty ? configured : paths)
        let previews = found.previews
        let slots = ResultSlots<Entry>(count: previews.count)
        DispatchQueue.concurrentPerform(iterations: previews.count) { i in slots.set(i, .success(entry(previews[i]))) }
        let rows = zip(previews, slots.values).map { (file: $0.file, line: $0.line, rank: 0, entry: try! $1.get()) }
            + found.inactive.map { (file: $0.file, line: $0.line, rank: 1, entry: inactiveEntry($0)) }
        // By file as the sources were read, then line (a compiled preview first on a shared line), then as found.
        return rows.enumerated()
            .sorted { ($0.element.file, $0.element.line, $0.element.rank, $0.offset) < ($1.element.file, $1.element.line, $1.element.rank, $1.offset) }
            .map(\.element.entry)
    }

    /// A preview inside an inactive `#if` clause: listed with the clause and why, never evaluated.
    func inactiveEntry(_ p: InactivePreview) -> Entry {
        Entry(file: project.displayPath(p.file), line: p.line, name: p.name, status: Self.inactive, reason: p.reason, diagnostics: [])
    }

    /// The status of a preview inside a `#if` clause an iOS build does not compile.
    public static let inactive = "inactive"

    /// The `skip:` entries that do nothing any more: no preview of `entries` matches them, only one in an inactive
    /// `#if` clause does (never evaluated, so never failing), or theirs evaluates now. Only meaningful for the
    /// configured sources (`entries()` without paths).
    public func staleSkips(_ entries: [Entry]) -> [StaleSkip] {
        let names = Set(entries.filter { $0.status != Self.inactive }.map(\.name))
        let inactive = Set(entries.filter { $0.status == Self.inactive }.map(\.name))
        var stale = project.config.skip.keys.sorted()
            .filter { !names.contains($0) && !names.contains(SkipList.normalized($0)) }
            .map { key in
                StaleSkip(key: key, why: inactive.contains(key) || inactive.contains(SkipList.normalized(key)) ? .inactive : .noPreview)
            }
        for e in entries where e.evaluatesNow == true {
            if let key = project.skipEntry(for: e.name)?.key { stale.append(StaleSkip(key: key, why: .evaluates)) }
        }
        return stale
    }

    func entry(_ preview: SwiftPreview) -> Entry {
        var entry = Entry(file: project.displayPath(preview.file), line: preview.line, name: preview.name, status: "evaluated",
                          reason: nil, diagnostics: [])
        if let skip = project.skipEntry(for: preview.name) {
            entry.status = "skipped"
            entry.reason = skip.reason
            entry.evaluatesNow = Self.diagnostics(preview, project, firstOnly: true).isEmpty ? true : nil
            return entry
        }
        entry.diagnostics = Self.diagnostics(preview, project, firstOnly: false).map { d in
            Diagnostic(file: d.file.map(project.displayPath) ?? entry.file, line: d.line ?? entry.line, column: d.column,
                       message: d.message)
        }
        if !entry.diagnostics.isEmpty { entry.status = "not-evaluated" }
        return entry
    }

    /// What stops a preview in the environments the check evaluates (locales included: a string table or format may
    /// fail in one only), each once; with `firstOnly`, the first and no more.
    static func diagnostics(_ preview: SwiftPreview, _ project: Project, firstOnly: Bool)
        -> [(file: String?, line: Int?, column: Int, message: String)] {
        var seen = Set<SwiftDiagnostic>()
        let evaluator = CaseEvaluator(project: project)
        var out: [(file: String?, line: Int?, column: Int, message: String)] = []
        let environments = preview.locales(default: project.config.locales).flatMap { locale in
            project.config.boldText.map { (locale, $0) }
        }
        for device in preview.devices(default: project.config.devices) {
            for (locale, boldText) in environments {
                for category in project.config.categories {
                    do {
                        let evaluation = try preview.evaluation(device: device, category: category, boldText: boldText,
                                                                locale: locale)
                        // What the resolver refuses stops the check too; a GeometryReader's content, made at its
                        // size, and the views around an image of unknown size are known only once laid out.
                        let resolved = evaluation.completedAtLayout ? nil
                            : try preview.resolve(evaluated: evaluation.root, device: device, category: category,
                                                  boldText: boldText, locale: locale, resolver: evaluator.resolver)
                        if resolved?.body.mayHoldImageOfUnknownSize ?? true {
                            _ = try evaluator.evaluate(preview, variant: "default", device: device,
                                                       category: category, boldText: boldText, locale: locale)
                        }
                    } catch let thrown as SwiftDiagnostic {
                        for d in thrown.allBlockers where seen.insert(d).inserted {
                            out.append((d.location.file, d.location.line, d.location.column, d.shownMessage))
                        }
                    } catch let errors as SpecErrors {
                        // Laid out at layout time: what the resolver refuses, each at its own line, once (every size
                        // and device refuses the same image again).
                        for e in errors.errors {
                            let d = SwiftDiagnostic(e.message, at: SourceLocation(file: e.file, line: e.line, column: e.column))
                            if seen.insert(d).inserted { out.append((e.file, e.line, e.column, e.message)) }
                        }
                    } catch {
                        out.append((nil, nil, 1, "\(error)"))
                    }
                    if firstOnly, !out.isEmpty { return out }
                }
            }
        }
        return out
    }

    /// JSON as `previews --json` prints it: sorted keys, so the same sources give the same bytes.
    public static func json(_ entries: [Entry]) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(entries), as: UTF8.self) + "\n"
    }

    /// One line per preview, diagnostics indented below it, then the stale `skip:` entries.
    public static func text(_ entries: [Entry], stale: [StaleSkip] = []) -> String {
        var out = ""
        for e in entries {
            out += "\(e.file):\(e.line): \(e.name): \(e.status)\(e.reason.map { " (\($0))" } ?? "")\n"
            for d in e.diagnostics { out += "  \(d.file):\(d.line):\(d.column): \(d.message)\n" }
        }
        for s in stale { out += "stale: \(s.sentence)\n" }
        let evaluated = entries.filter { $0.status == "evaluated" }.count
        let skipped = entries.filter { $0.status == "skipped" }.count
        let inactive = entries.filter { $0.status == Self.inactive }.count
        out += "\(evaluated) of \(entries.count) previews evaluated"
            + (skipped > 0 ? "; \(skipped) not evaluated (baseline: skip: in layoutcheck.yml)" : "")
            + (inactive > 0 ? "; \(inactive) in inactive #if clauses (not compiled for iOS)" : "") + "\n"
        return out
    }
}
