import Foundation
import LayoutCheckKit
import TextEngine

/// The engine behind `measure` (single and batch) and `bench text`: the bundled system font plus any `--font` files,
/// each file registered once under a private family name, load errors remembered so a bad path fails fast per case.
final class MeasureSession {
    let engine: TextEngine
    private let systemFontError: Error?
    private var registered: [String: Result<String, FontError>] = [:]
    /// The font of the previous case: a batch usually names one file on every line.
    private var lastFamily: (path: String, faceIndex: Int, name: String)?

    /// `fallback`: the cascade for characters a font lacks (files load when a character needs them).
    init(fallback: [FallbackFont] = FallbackFont.debianNoto, commonCharacters: CommonCharacterFont = .surroundingText) {
        let library = FontLibrary()
        library.setFallback(fallback, commonCharacters: commonCharacters)
        do {
            let dir = BundledFonts.directory()
            try library.setSystemFont(text: [FontSource(path: dir + "/" + BundledFonts.textCut)], tracking: .interDynamic)
            systemFontError = nil
        } catch {
            systemFontError = error
        }
        // No cache of finished measurements: batch cases are distinct questions (a sweep varies size and width), so
        // it would only cost; shaped texts are still cached and shared across sizes.
        engine = TextEngine(fonts: library)
    }

    /// Measures one case; errors are `MeasureError` with the exit status they deserve.
    func measure(_ input: MeasureInput) throws -> (MeasuredText, TextRequest, String) {
        let family = try family(for: input)
        let request = try input.request(family: family)
        do {
            return (try engine.measure(request), request, input.font ?? "system font (Inter)")
        } catch let error as FontError {
            throw MeasureError.environment(error.description)
        } catch {
            throw MeasureError.usage("\(error)")
        }
    }

    /// The registered family for the input's `--font` (registering the file on first use); nil = system font.
    func family(for input: MeasureInput) throws -> String? {
        guard let path = input.font else {
            if let systemFontError { throw MeasureError.environment("system font: \(systemFontError)") }
            return nil
        }
        if let last = lastFamily, last.path == path, last.faceIndex == input.faceIndex { return last.name }
        let key = "\(path)#\(input.faceIndex)"
        if registered[key] == nil {
            do {
                try engine.fonts.register(family: key, sources: [FontSource(path: path, faceIndex: input.faceIndex)])
                registered[key] = .success(key)
            } catch let error as FontError {
                registered[key] = .failure(error)
            }
        }
        switch registered[key]! {
        case .success(let name):
            lastFamily = (path, input.faceIndex, name)
            return name
        case .failure(let error): throw MeasureError.environment(error.description)
        }
    }

    /// One batch line in, one JSON line appended to `out` (an error object for a bad line; no newline).
    /// Returns false for an error.
    func batchLine(_ line: String, defaults: MeasureInput, into out: inout JSONBytes) -> Bool {
        let members: [(key: String, value: JSONLineValue)]
        do { members = try JSONLineParser.members(line) } catch {
            out.raw(MeasureOutput.error("not a JSON object (\(error)): \(line.prefix(80))", idJSON: nil))
            return false
        }
        // The usual line (each key once, every value of its type) is read without building a dictionary; any other
        // the careful way, as `JSONLineParser.object` gives it (the last of a repeated key winning).
        let distinct = members.indices.allSatisfy { i in !members[..<i].contains { $0.key == members[i].key } }
        let fast = distinct ? defaults.overlaidInOnePass(members) : nil
        let object = fast == nil ? Dictionary(members, uniquingKeysWith: { _, last in last }) : [:]
        let idJSON = (fast == nil ? object["id"] : members.first { $0.key == "id" }?.value).map(Self.json)
        do {
            let input = try fast ?? defaults.overlaid(with: object)
            let (measured, _, _) = try measure(input)
            out.measured(measured, idJSON: idJSON)
            return true
        } catch {
            out.raw(MeasureOutput.error("\(error)", idJSON: idJSON))
            return false
        }
    }

    /// A value re-encoded as JSON to echo an id: numbers that are whole print as integers, keys sorted.
    static func json(_ value: JSONLineValue) -> String {
        switch value {
        case .string(let s): return MeasureOutput.string(s)
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .number(let d): return d == d.rounded() && abs(d) < 1e15 ? String(Int64(d)) : "\(d)"
        case .array(let items): return "[" + items.map(json).joined(separator: ",") + "]"
        case .object(let members):
            var last: [String: JSONLineValue] = [:]
            for m in members { last[m.key] = m.value }
            return "{" + last.keys.sorted().map { MeasureOutput.string($0) + ":" + json(last[$0]!) }.joined(separator: ",") + "}"
        }
    }
}
