import Foundation
import Localization
import Reports
import Specs
import ViewModel
import SwiftUISource

/// What a run checks, and what it leaves out on purpose: the previews under `skip:` (the baseline) and the `skip:`
/// entries that name no preview any more.
public struct SourceSelection: Sendable {
    public var sources: [any LayoutSource]
    /// Configured previews listed under `skip:`, with the entry's key as written and its reason.
    public var skipped: [(preview: SwiftPreview, key: String, reason: String)] = []
    /// `skip:` keys (as written) that match no configured preview.
    public var unmatchedSkips: [String] = []
    /// Previews in `#if` clauses the iOS build does not compile: listed in reports, never evaluated, never failing.
    public var inactive: [InactivePreview] = []
    /// `skip:` keys (as written) that name only a preview in an inactive clause: nothing to skip, it is never checked.
    public var inactiveSkips: [String] = []
}

extension Project {
    /// The `skip:` entry naming a preview: its key as written (`>` accepted for `›`) and its reason.
    public func skipEntry(for name: String) -> (key: String, reason: String)? {
        if let reason = config.skip[name] { return (name, reason) }
        guard let key = config.skip.keys.sorted().first(where: { SkipList.normalized($0) == name }) else { return nil }
        return (key, config.skip[key]!)
    }

    /// The configured `skip:` keys that match none of `previews`.
    func unmatchedSkips(_ previews: [SwiftPreview]) -> [String] {
        let names = Set(previews.map(\.name))
        return config.skip.keys.filter { !names.contains($0) && !names.contains(SkipList.normalized($0)) }.sorted()
    }

    /// Of the `skip:` keys that match no compiled preview, those naming a preview in an inactive `#if` clause.
    func skipsNamingInactive(_ unmatched: [String], _ inactive: [InactivePreview]) -> [String] {
        let names = Set(inactive.map(\.name))
        return unmatched.filter { names.contains($0) || names.contains(SkipList.normalized($0)) }
    }

    /// Previews in inactive clauses as reports list them, sorted by file, line and name (the same bytes every run).
    func inactiveReports(_ selection: SourceSelection) -> [InactivePreviewReport] {
        selection.inactive.map { InactivePreviewReport(name: $0.name, file: displayPath($0.file), line: $0.line, reason: $0.reason) }
            .sorted()
    }

    /// Skipped previews as reports list them.
    func skippedReports(_ selection: SourceSelection) -> [SkippedPreview] {
        selection.skipped.map { SkippedPreview(name: $0.preview.name, file: displayPath($0.preview.file), reason: $0.reason) }
    }

    /// Why a plain run has nothing to check, said with what was looked for and what was found, and what to do.
    func nothingToCheck(inactive: [InactivePreview] = []) -> LayoutCheckError {
        // Previews were found, but an iOS build compiles none of them: say so, not that there are none.
        if let first = inactive.min(by: { ($0.file, $0.line) < ($1.file, $1.line) }) {
            return LayoutCheckError(.spec, "\(inactive.count) preview\(inactive.count == 1 ? "" : "s") found, all in `#if` "
                + "clauses an iOS build does not compile, and no specs in \(layoutsDirectory): nothing to check "
                + "(\(displayPath(first.file)):\(first.line): \(first.name): \(first.reason))")
        }
        let found = Starter.previewFolders(under: root)
        let shown = found.prefix(5).joined(separator: ", ") + (found.count > 5 ? ", …" : "")
        let foundText = found.isEmpty ? "no Swift file with a #Preview or PreviewProvider under \(root)"
            : "Swift previews in \(shown)"
        if !config.swiftui.isEmpty {
            let files = SwiftSources.files(in: config.swiftui.map { config.path($0) }).count
            return LayoutCheckError(.spec, "`swiftui: [\(config.swiftui.joined(separator: ", "))]` in layoutcheck.yml: "
                + "\(files) Swift file\(files == 1 ? "" : "s") and no #Preview or PreviewProvider in them, and no specs in "
                + "\(layoutsDirectory); found \(foundText)"
                + (found.isEmpty ? "; write a #Preview for the views to check" : "; point `swiftui:` at them: `swiftui: [\(shown)]`"))
        }
        return LayoutCheckError(.environment, "\(layoutsDirectory): layouts folder not found, and \(noSwiftUISources). Looked for "
            + "layoutcheck.yml (the configuration), \(layoutsDirectory)/ (YAML specs) and `swiftui:` folders (SwiftUI "
            + "previews); found \(foundText). Run `layoutcheck init` (it writes layoutcheck.yml, with `swiftui:` set to "
            + "the folders holding previews)" + (found.isEmpty ? "" : ", or add `swiftui: [\(shown)]` to layoutcheck.yml"))
    }

    /// Why `layoutcheck previews` without paths has nothing to list: no `swiftui:` sources are configured. Says
    /// where previews were found, so the next command can be run as it is printed.
    public func noPreviewSources() -> LayoutCheckError {
        let found = Starter.previewFolders(under: root)
        let shown = found.prefix(5).joined(separator: " ") + (found.count > 5 ? " …" : "")
        let next = found.isEmpty ? "no Swift file with a #Preview or PreviewProvider under \(root) either; give the "
            + "folders holding the app's views: `layoutcheck previews Sources`"
            : "found Swift previews in \(shown): run `layoutcheck previews \(shown)`, or `layoutcheck init` to configure them"
        return LayoutCheckError(.usage, "previews: no paths given and \(noSwiftUISources); \(next)")
    }

    /// What is missing when no `swiftui:` sources are configured: the file, or the setting in it.
    private var noSwiftUISources: String {
        configFile == nil ? "no layoutcheck.yml in \(root)" : "no `swiftui:` sources in \(configPath)"
    }

    /// The configuration file read, nil when there is none (every setting at its default).
    var configFile: String? {
        FileManager.default.fileExists(atPath: configPath) ? configPath : nil
    }
}

extension Project {
    /// The languages whose strings a run may show: the configured (or `--locale`) locales' and the development
    /// language, English unless a catalog says otherwise (pseudolanguages transform it).
    var checkedLanguages: Set<String> {
        Set((localeOverride ?? config.locales).map(\.language) + ["en"])
    }

    /// The strings tables worth reading: catalogs, and `.lproj` tables of a checked language or of one a preview
    /// sets itself (`.environment(\.locale, Locale(identifier: "ar"))`, found by its literal in the sources). A
    /// table of a locale nobody checks is never read, so a broken one cannot fail the run.
    func neededTables(_ tables: [String], swiftFiles: [String]) -> [String] {
        var languages = checkedLanguages
        let unchecked = Set(tables.filter { !StringsLoader.isNeeded($0, languages: languages) }
            .map { StringsLoader.baseLanguage(String((($0 as NSString).deletingLastPathComponent as NSString).lastPathComponent
                .dropLast(".lproj".count))) })
        if !unchecked.isEmpty {
            let texts = swiftFiles.lazy.compactMap { try? String(contentsOfFile: $0, encoding: .utf8) }
                .filter { $0.contains("Locale(identifier:") }
            for text in texts {
                for language in unchecked where text.contains("identifier: \"\(language)") { languages.insert(language) }
            }
        }
        return tables.filter { StringsLoader.isNeeded($0, languages: languages) }
    }
}

extension Project {
    /// The preview of a Swift file that `name` names (its name, `File.swift › Name`, or `Preview` for the first
    /// unnamed one); a usage error listing the file's previews otherwise.
    public func preview(named name: String, in file: String) throws -> SwiftPreview {
        let previews = try loadPreviews(paths: [file])
        if let p = previews.first(where: { $0.previewName == name || $0.name == name || $0.name == SkipList.normalized(name) }) {
            return p
        }
        let list = previews.isEmpty ? "it has none (no #Preview or PreviewProvider)"
            : "its previews: " + previews.map { "\"\($0.previewName)\"" }.joined(separator: ", ")
        throw LayoutCheckError(.usage, "no preview named `\(name)` in \(file); \(list)"
                               + Suggest.hint(name, previews.map(\.previewName)))
    }
}
