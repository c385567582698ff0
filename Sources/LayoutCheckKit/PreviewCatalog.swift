import DynamicType
import Foundation
import Layout
import Specs
import SwiftUISource

/// `layoutcheck previews`: every SwiftUI preview found, and whether the front end can evaluate it in every
/// environment the project checks (each device × category × Bold Text setting).
public struct PreviewCatalog: Sendable {
    public struct Entry: Codable, Sendable, Equatable {
        public var file: String
        public var line: Int
        public var name: String
        /// `evaluated`, `not-evaluated`, or `skipped` (listed under `skip:`, with its reason).
        public var status: String
        public var reason: String?
        public var diagnostics: [Diagnostic]
    }

    public struct Diagnostic: Codable, Sendable, Equatable {
        public var file: String
        public var line: Int
        public var column: Int
        public var message: String
    }

    public var project: Project

    public init(project: Project) { self.project = project }

    /// The previews of `paths` (default: `swiftui:` in layoutcheck.yml), in file order.
    public func entries(paths: [String] = []) throws -> [Entry] {
        let configured = project.config.swiftui.map { project.config.path($0) }
        let previews = try project.loadPreviews(paths: paths.isEmpty ? configured : paths)
        return previews.map(entry)
    }

    func entry(_ preview: SwiftPreview) -> Entry {
        var entry = Entry(file: project.displayPath(preview.file), line: preview.line, name: preview.name, status: "evaluated",
                          reason: nil, diagnostics: [])
        if let reason = project.config.skip[preview.name] {
            entry.status = "skipped"
            entry.reason = reason
            return entry
        }
        var seen = Set<SwiftDiagnostic>()
        // Every environment the check evaluates, locales included (a string table or format may fail in one only).
        let environments = preview.locales(default: project.config.locales).flatMap { locale in
            project.config.boldText.map { (locale, $0) }
        }
        for device in preview.devices(default: project.config.devices) {
            for (locale, boldText) in environments {
                for category in project.config.categories {
                    do {
                        _ = try preview.evaluate(device: device, category: category, boldText: boldText, locale: locale)
                    } catch let d as SwiftDiagnostic {
                        guard seen.insert(d).inserted else { continue }
                        entry.diagnostics.append(Diagnostic(file: project.displayPath(d.location.file), line: d.location.line,
                                                            column: d.location.column, message: d.message))
                    } catch {
                        entry.diagnostics.append(Diagnostic(file: entry.file, line: entry.line, column: 1, message: "\(error)"))
                    }
                }
            }
        }
        if !entry.diagnostics.isEmpty { entry.status = "not-evaluated" }
        return entry
    }

    /// JSON as `previews --json` prints it: sorted keys, so the same sources give the same bytes.
    public static func json(_ entries: [Entry]) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(entries), as: UTF8.self) + "\n"
    }

    /// One line per preview, diagnostics indented below it.
    public static func text(_ entries: [Entry]) -> String {
        var out = ""
        for e in entries {
            out += "\(e.file):\(e.line): \(e.name): \(e.status)\(e.reason.map { " (\($0))" } ?? "")\n"
            for d in e.diagnostics { out += "  \(d.file):\(d.line):\(d.column): \(d.message)\n" }
        }
        let evaluated = entries.filter { $0.status == "evaluated" }.count
        out += "\(evaluated) of \(entries.count) previews evaluated\n"
        return out
    }
}
