import Foundation
import Reports
import Snapshots
import Specs
import ViewModel

/// `layoutcheck previews --write-skips`: the baseline of what cannot be evaluated yet. Every preview that is not
/// evaluated goes under `skip:` in layoutcheck.yml with its first diagnostic as the reason, and stale entries
/// (matching no preview, or whose preview evaluates now) come out, so the next `layoutcheck` passes on what it can
/// check and says how much it left out. The file is edited as text (comments kept) and written atomically.
public enum SkipBaseline {
    public struct Change: Sendable {
        public var added: [String]
        public var removed: [StaleSkip]
        public var file: String
    }

    public static func write(_ entries: [PreviewCatalog.Entry], stale: [StaleSkip], project: Project) throws -> Change {
        let path = project.configPath
        guard FileManager.default.fileExists(atPath: path) else {
            throw LayoutCheckError(.usage, "\(path): no configuration to write skips to; run `layoutcheck init` first")
        }
        let adding = entries.filter { $0.status == "not-evaluated" }.map { (key: $0.name, reason: reason($0)) }
        let text: String
        do { text = try String(contentsOfFile: path, encoding: .utf8) } catch {
            throw LayoutCheckError(.environment, "\(path): cannot read: \(error)")
        }
        let edited: String
        do {
            edited = try SkipList.edit(text, adding: adding, removing: Set(stale.map(\.key)))
            // Never write a file that no longer reads: the user's configuration is worth more than the baseline.
            _ = try ProjectConfig.decode(yaml: edited, file: path)
        } catch let e as SkipList.EditError {
            throw LayoutCheckError(.spec, "\(path): \(e.description)")
        } catch let e as SpecErrors {
            throw LayoutCheckError(.spec, ["\(path): the edited configuration would not read; nothing written"]
                                   + e.errors.map(\.description))
        }
        if edited != text {
            do { try AtomicFile.write(Data(edited.utf8), to: URL(fileURLWithPath: path)) } catch {
                throw LayoutCheckError(.environment, "\(path): cannot write: \(error)")
            }
        }
        return Change(added: adding.map(\.key), removed: stale, file: project.displayPath(path))
    }

    /// The first diagnostic, where it is: what a reader of the configuration needs to know why.
    static func reason(_ e: PreviewCatalog.Entry) -> String {
        guard let d = e.diagnostics.first else { return "not evaluated" }
        return "not evaluated: \(d.message) (\(d.file):\(d.line))"
    }

    static func why(_ why: StaleSkip.Why) -> String {
        switch why {
        case .noPreview: "matches no preview"
        case .evaluates: "evaluates now"
        case .inactive: "its preview is in an inactive #if clause, never evaluated"
        }
    }

    /// What was written, for the terminal.
    public static func summary(_ c: Change) -> String {
        var out = ""
        for name in c.added { out += "+ skip \"\(name)\"\n" }
        for s in c.removed { out += "- skip \"\(s.key)\" (\(Self.why(s.why)))\n" }
        out += c.added.isEmpty && c.removed.isEmpty ? "\(c.file): skip: is up to date\n"
            : "\(c.file): \(c.added.count) skip entr\(c.added.count == 1 ? "y" : "ies") added, \(c.removed.count) removed\n"
        return out
    }
}
